import ExcelJS from 'exceljs';
import Papa from 'papaparse';

/** An exported .xlsx read back: its first sheet and its data rows keyed by the header row's texts. */
export async function xlsxRows(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(headers.map((h, i) => [String(h), values[i] ?? null])));
  });
  return { sheet, rows };
}

/** An exported .csv read back (after its byte order mark): its rows keyed by the header row. */
export function csvRows(body: string): Record<string, string>[] {
  if (!body.startsWith('\uFEFF')) throw new Error('the .csv export starts with a byte order mark');
  return Papa.parse<Record<string, string>>(body.slice(1), { header: true, skipEmptyLines: true }).data;
}

/** Whether any cell of the sheet is a formula (an export must have none). */
export function hasFormula(sheet: ExcelJS.Worksheet): boolean {
  let found = false;
  sheet.eachRow((row) =>
    row.eachCell((cell) => {
      if (cell.type === ExcelJS.ValueType.Formula) found = true;
    }),
  );
  return found;
}
