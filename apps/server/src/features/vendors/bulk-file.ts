import { Readable } from 'node:stream';
import { inflateRawSync } from 'node:zlib';
import { BULK_UPLOAD_COLUMNS, BULK_UPLOAD_LIMITS, vendorMessages as m } from '@sitebook/contract';
import type { Row } from 'exceljs';
import Papa from 'papaparse';
import { AppError, badRequest } from '../../lib/errors.js';

/**
 * Reading a bulk upload file (DESIGN.md section 4): .xlsx (first worksheet) or .csv, told apart by
 * content, never by name or declared type. Answers the data rows keyed by column name, each with its
 * sheet row number (header = 1). Every refusal is an AppError with the message the caller sees.
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

const incorrectFile = () => badRequest(m.incorrectFile);
// Too many rows is a size refusal (413) like the 5 MB limit, so the screen does not call the file unreadable.
const tooManyRows = () => new AppError(413, m.bulkTooManyRows);

const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;

const isZip = (buffer: Buffer) => buffer.length >= 4 && buffer.readUInt32LE(0) === ZIP_LOCAL;

/**
 * Checks a zip before any library opens it: the central directory must be readable, declare at
 * most ZIP_LIMITS entries and bytes, and every entry must unpack to no more than it declares
 * (inflated here into a buffer bounded by the declared size, so a lying entry cannot blow up).
 * Only then does exceljs read the workbook.
 */
export function checkZip(buffer: Buffer): void {
  let end = -1;
  for (let i = buffer.length - 22; i >= Math.max(0, buffer.length - 22 - 0xffff); i--) {
    if (buffer.readUInt32LE(i) === ZIP_END) {
      end = i;
      break;
    }
  }
  if (end < 0) throw incorrectFile();
  const entries = buffer.readUInt16LE(end + 10);
  const directoryOffset = buffer.readUInt32LE(end + 16);
  // ZIP64 markers: an .xlsx within our limits never needs them.
  if (entries === 0xffff || directoryOffset === 0xffffffff) throw incorrectFile();
  if (entries > ZIP_LIMITS.maxEntries) throw incorrectFile();
  let total = 0;
  let p = directoryOffset;
  for (let i = 0; i < entries; i++) {
    if (p + 46 > buffer.length || buffer.readUInt32LE(p) !== ZIP_CENTRAL) throw incorrectFile();
    const method = buffer.readUInt16LE(p + 10);
    const compressedSize = buffer.readUInt32LE(p + 20);
    const size = buffer.readUInt32LE(p + 24);
    const nameLength = buffer.readUInt16LE(p + 28);
    const extraLength = buffer.readUInt16LE(p + 30);
    const commentLength = buffer.readUInt16LE(p + 32);
    const localOffset = buffer.readUInt32LE(p + 42);
    if (size === 0xffffffff || compressedSize === 0xffffffff) throw incorrectFile();
    total += size;
    if (total > ZIP_LIMITS.maxUncompressedBytes) throw incorrectFile();
    if (localOffset + 30 > buffer.length || buffer.readUInt32LE(localOffset) !== ZIP_LOCAL)
      throw incorrectFile();
    const dataStart =
      localOffset + 30 + buffer.readUInt16LE(localOffset + 26) + buffer.readUInt16LE(localOffset + 28);
    if (dataStart + compressedSize > buffer.length) throw incorrectFile();
    const data = buffer.subarray(dataStart, dataStart + compressedSize);
    if (method === 8) {
      let unpacked: Buffer;
      try {
        unpacked = inflateRawSync(data, { maxOutputLength: Math.max(1, size) });
      } catch {
        throw incorrectFile();
      }
      if (unpacked.length !== size) throw incorrectFile();
    } else if (method !== 0 || compressedSize !== size) {
      throw incorrectFile();
    }
    p += 46 + nameLength + extraLength + commentLength;
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
  checkZip(buffer);
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
        const values = (row.values as unknown[]).slice(1).map(cellText);
        if (!columns) {
          if (row.number !== 1) throw incorrectFile();
          columns = mapHeader(values);
          continue;
        }
        const mapped = toSheetRow(row.number, columns, values);
        if (!mapped) continue;
        rows.push(mapped);
        if (rows.length > BULK_UPLOAD_LIMITS.maxRows) throw tooManyRows();
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
  const parsed = Papa.parse<string[]>(text, { header: false, skipEmptyLines: false });
  const [header, ...records] = parsed.data;
  if (!header) throw incorrectFile();
  const columns = mapHeader(header);
  const rows: SheetRow[] = [];
  for (const [i, record] of records.entries()) {
    const mapped = toSheetRow(i + 2, columns, record);
    if (!mapped) continue;
    rows.push(mapped);
    if (rows.length > BULK_UPLOAD_LIMITS.maxRows) throw tooManyRows();
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
