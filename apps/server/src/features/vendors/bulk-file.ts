import { Readable } from 'node:stream';
import { BULK_UPLOAD_COLUMNS, BULK_UPLOAD_LIMITS, vendorMessages as m } from '@sitebook/contract';
import type { Row } from 'exceljs';
import Papa from 'papaparse';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError, badRequest } from '../../lib/errors.js';

/**
 * Reading a bulk upload file (its columns: BULK_UPLOAD_COLUMNS in the contract): .xlsx (first worksheet) or .csv, told apart by
 * content, never by name or declared type. Answers the data rows keyed by column name, each with its
 * sheet row number (header = 1). Every refusal is an AppError with the message the caller sees. A file
 * may use at most BULK_UPLOAD_LIMITS.maxRows rows under the header, blank rows included.
 */

export type BulkColumn = (typeof BULK_UPLOAD_COLUMNS)[number];
export interface SheetRow {
  /** The row's number in the sheet (header row = 1). */
  row: number;
  cells: Partial<Record<BulkColumn, string>>;
}

/** Columns a file must have; of typeOfWork / typeOfGoods at least one. */
const REQUIRED_COLUMNS: readonly BulkColumn[] = [
  'vendorName',
  'vendorDescription',
  'vendorCategory',
  'contactPerson',
  'phoneNumber',
  'emailId',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'country',
];

/** Zip-bomb guard: an .xlsx may unpack to at most this much, in at most this many entries. */
export const ZIP_LIMITS = { maxUncompressedBytes: 50 * 1024 * 1024, maxEntries: 1000 } as const;

/** The last sheet row a file may use: the header and BULK_UPLOAD_LIMITS.maxRows rows, blank or not. */
const MAX_SHEET_ROW = BULK_UPLOAD_LIMITS.maxRows + 1;

const incorrectFile = () => badRequest(m.incorrectFile);
// Too many rows is a size refusal (413) like the 5 MB limit, so the screen does not call the file unreadable.
const tooManyRows = () => new AppError(413, m.bulkTooManyRows);

const isZip = (buffer: Buffer) => buffer.length >= 4 && buffer.readUInt32LE(0) === 0x04034b50;

const openZip = (buffer: Buffer) =>
  new Promise<ZipFile>((resolve, reject) => {
    // validateEntrySizes: an entry that unpacks to more (or less) than it declares is an error.
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    );
  });

/** Unpacks one entry and throws the bytes away; yauzl fails it when it is not what it declares. */
const drainEntry = (zip: ZipFile, entry: Entry) =>
  new Promise<void>((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      stream.on('error', reject).on('end', resolve).resume();
    });
  });

/**
 * Checks a zip before exceljs opens it (yauzl reads the central directory): at most ZIP_LIMITS
 * entries, declaring at most ZIP_LIMITS bytes together, and every entry unpacks to exactly what it
 * declares, so a lying entry cannot blow up the reader that comes after.
 */
export async function checkZip(buffer: Buffer): Promise<void> {
  let zip: ZipFile;
  try {
    zip = await openZip(buffer);
  } catch {
    throw incorrectFile();
  }
  try {
    if (zip.entryCount > ZIP_LIMITS.maxEntries) throw incorrectFile();
    let total = 0;
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', resolve);
      zip.on('entry', (entry: Entry) => {
        total += entry.uncompressedSize;
        if (total > ZIP_LIMITS.maxUncompressedBytes) return reject(incorrectFile());
        drainEntry(zip, entry).then(() => zip.readEntry(), reject);
      });
      zip.readEntry();
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw incorrectFile();
  } finally {
    zip.close();
  }
}

const canonicalColumn = new Map<string, BulkColumn>(BULK_UPLOAD_COLUMNS.map((c) => [c.toLowerCase(), c]));

/** Header cells → column per position; refuses a file with no known column or a missing required one. */
function mapHeader(header: string[]): (BulkColumn | undefined)[] {
  const columns = header.map((h) => canonicalColumn.get(h.trim().toLowerCase()));
  const present = new Set(columns.filter((c): c is BulkColumn => c !== undefined));
  if (present.size === 0) throw incorrectFile();
  for (const column of REQUIRED_COLUMNS) {
    if (!present.has(column)) throw badRequest(m.bulkMissingColumn(column));
  }
  if (!present.has('typeOfWork') && !present.has('typeOfGoods'))
    throw badRequest(m.bulkMissingColumn('typeOfWork'));
  return columns;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const isoOf = (d: Date) => `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;

/** A spreadsheet cell as text: rich text joined, hyperlinks as their text, formulas as their result, dates YYYY-MM-DD. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : isoOf(value);
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return cellText(v.result);
    if ('text' in v) return cellText(v.text);
  }
  return '';
}

function toSheetRow(
  row: number,
  columns: (BulkColumn | undefined)[],
  values: string[],
): SheetRow | undefined {
  const cells: Partial<Record<BulkColumn, string>> = {};
  let blank = true;
  for (const [i, column] of columns.entries()) {
    if (!column) continue;
    const text = (values[i] ?? '').trim();
    if (text !== '') blank = false;
    cells[column] = text;
  }
  return blank ? undefined : { row, cells };
}

async function readXlsx(buffer: Buffer): Promise<SheetRow[]> {
  await checkZip(buffer);
  const rows: SheetRow[] = [];
  let columns: (BulkColumn | undefined)[] | undefined;
  // Loaded on first use: exceljs holds ~20 MB that a process never reading a workbook does not need.
  const { default: ExcelJS } = await import('exceljs');
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([buffer]), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      entries: 'ignore',
    });
    for await (const sheet of reader) {
      for await (const row of sheet as unknown as AsyncIterable<Row>) {
        // Blank rows count too: a row numbered past the limit refuses the file, whatever it holds.
        if (row.number > MAX_SHEET_ROW) throw tooManyRows();
        const values = (row.values as unknown[]).slice(1).map(cellText);
        if (!columns) {
          if (row.number !== 1) throw incorrectFile();
          columns = mapHeader(values);
          continue;
        }
        const mapped = toSheetRow(row.number, columns, values);
        if (mapped) rows.push(mapped);
      }
      break; // the first worksheet only
    }
    if (!columns) throw incorrectFile();
    return rows;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw incorrectFile();
  }
}

const parseRows = (text: string) =>
  Papa.parse<string[]>(text, { header: false, skipEmptyLines: false, preview: MAX_SHEET_ROW + 1 }).data;

/**
 * The CSV's rows, at most one past the limit (blank rows count), so a header and 5 MB of line breaks
 * costs ten thousand rows, not five million. papaparse splits a text without quotes on every line
 * break before it honours `preview` (and guesses the delimiter that way too), so it is handed the
 * text only up to the line break that ends the row past the limit. Only when that cut holds fewer
 * rows than lines (cells with line breaks, so quotes, which papaparse reads row by row) is the whole
 * text parsed.
 */
function parseCsvRows(text: string): string[][] {
  const newline = text.includes('\n') ? '\n' : '\r';
  let end = -1;
  for (let line = 0; line <= MAX_SHEET_ROW; line++) {
    end = text.indexOf(newline, end + 1);
    if (end < 0) return parseRows(text);
  }
  const rows = parseRows(text.slice(0, end));
  return rows.length > MAX_SHEET_ROW ? rows : parseRows(text);
}

function readCsv(buffer: Buffer): SheetRow[] {
  if (buffer.includes(0)) throw incorrectFile();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw incorrectFile();
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (/^\s*</.test(text)) throw incorrectFile(); // HTML or XML, not a table
  // The file's final line break does not start a row.
  if (text.endsWith('\n')) text = text.slice(0, text.endsWith('\r\n') ? -2 : -1);
  else if (text.endsWith('\r')) text = text.slice(0, -1);
  const [header, ...records] = parseCsvRows(text);
  if (!header) throw incorrectFile();
  if (records.length > BULK_UPLOAD_LIMITS.maxRows) throw tooManyRows();
  const columns = mapHeader(header);
  const rows: SheetRow[] = [];
  for (const [i, record] of records.entries()) {
    const mapped = toSheetRow(i + 2, columns, record);
    if (mapped) rows.push(mapped);
  }
  return rows;
}

const XLSX_NAME = /\.xlsx?$/i;

/** The data rows of an uploaded file (.xlsx by its zip signature, else UTF-8 .csv). */
export async function readBulkFile(buffer: Buffer, fileName = ''): Promise<SheetRow[]> {
  if (buffer.length === 0) throw incorrectFile();
  if (isZip(buffer)) return readXlsx(buffer);
  // A file named as a spreadsheet that is not a zip (e.g. a renamed image or web page).
  if (XLSX_NAME.test(fileName)) throw incorrectFile();
  return readCsv(buffer);
}
