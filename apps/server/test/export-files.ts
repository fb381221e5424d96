import Papa from 'papaparse';
import { expect } from 'vitest';

/**
 * An export's file read back, as the lines under its header: the notes above the header
 * and the header itself apart. Cells as a spreadsheet reads them: .xlsx numbers and dates typed,
 * .csv all text.
 */
export interface ExportedSheet {
  notes: string[];
  header: string[];
  rows: unknown[][];
}

/** A .xlsx export's first sheet: its notes (the lines before the blank one), header and rows. */
export async function readXlsx(file: Buffer): Promise<ExportedSheet> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const lines: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    lines.push((row.values as unknown[]).slice(1).map((v) => v ?? null));
  });
  return split(lines.map((line) => (line.length === 0 ? [] : line)));
}

/** A .csv export (UTF-8 with a BOM, CRLF lines): its notes, header and rows, every cell text. */
export function readCsv(file: Buffer): ExportedSheet {
  const text = file.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(1), {
    delimiter: ',',
    newline: '\r\n',
    skipEmptyLines: false,
  });
  expect(parsed.errors).toEqual([]);
  const lines = parsed.data.filter((line, i) => i < parsed.data.length - 1 || line.some((c) => c !== ''));
  return split(lines.map((line) => (line.every((c) => c === '') ? [] : line)));
}

function split(lines: unknown[][]): ExportedSheet {
  const blank = lines.findIndex((line) => line.length === 0 || line.every((c) => c === null || c === ''));
  const notes = blank === -1 ? [] : lines.slice(0, blank).map((line) => String(line[0]));
  const [header, ...rows] = blank === -1 ? lines : lines.slice(blank + 1);
  return { notes, header: (header ?? []).map(String), rows };
}

/** The export's column of `header`, in row order. */
export function column(sheet: ExportedSheet, header: string): unknown[] {
  const index = sheet.header.indexOf(header);
  if (index === -1) throw new Error(`no column ${header} in ${sheet.header.join(', ')}`);
  return sheet.rows.map((row) => row[index] ?? null);
}

/** The export's rows keyed by the header's texts. */
export const keyedRows = (sheet: ExportedSheet): Record<string, unknown>[] =>
  sheet.rows.map((row) => Object.fromEntries(sheet.header.map((h, i) => [h, row[i] ?? null])));

/** Whether a cell of a .xlsx export is a formula (exceljs reads one as an object with `formula`). */
export const hasFormula = (sheet: ExportedSheet): boolean =>
  [sheet.header, ...sheet.rows].some((row) =>
    row.some((cell) => typeof cell === 'object' && cell !== null && 'formula' in cell),
  );
