import { PassThrough, Readable } from 'node:stream';
import { type ExportFormat, LIST_EXPORT_MAX_ROWS, listMessages, XLSX_CONTENT_TYPE } from '@sitebook/contract';
import type { FastifyReply } from 'fastify';
import { formatIso, today } from './dates.js';
import { badRequest } from './errors.js';
import { exportBatches, mapBatches } from './list-query.js';
import { fromPaise, paise } from './money.js';
import {
  addDataRow,
  addSheet,
  addTotalsRow,
  type CellKind,
  type CellValue,
  checkRowLimit,
  openWorkbookWriter,
  type SheetColumn,
  type SheetSpec,
  SUMMARY_EXPORT_MAX_ROWS,
  safeText,
  workbookStream,
  type XlsxSheetWriter,
} from './xlsx-export.js';

/**
 * One sheet of rows exported as .xlsx or .csv (issue 16: the lists and the summaries), streamed:
 * the caller fetches the rows from the database batch by batch and hands them over as an async
 * iterable; a batch is read only when the reply has taken what was written before, so the file is
 * never held whole. Cells as in lib/xlsx-export.ts: money numbers (xlsx) or plain decimal text
 * (csv), dates real dates (xlsx) or YYYY-MM-DD (csv), text escaped against formula injection.
 */

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: XLSX_CONTENT_TYPE,
  csv: 'text/csv; charset=utf-8',
};

export interface ExportSpec {
  format: ExportFormat;
  sheetName: string;
  /** Lines above the header row (what the rows are), a blank row after them. */
  notes?: readonly string[];
  columns: readonly SheetColumn[];
  /** The rows, batch by batch, in the order they are written. */
  rows: AsyncIterable<CellValue[][]>;
  /** A last row (bold in .xlsx), its first cell a label; not counted against maxRows. */
  totals?: readonly CellValue[];
  /** More data rows than this and the stream errors (LIST_EXPORT_MAX_ROWS unless given). */
  maxRows?: number;
}

/**
 * A list's export: its matching ids in the list's order (exportIds), the rows read `read` a batch at
 * a time (exportBatches) and written as `cells` (the list's own columns).
 */
export function listRowsExport<Row>(
  spec: Omit<ExportSpec, 'rows'> & {
    ids: Int32Array;
    read: (ids: number[]) => Promise<Row[]>;
    idOf: (row: Row) => number;
    cells: (row: Row) => CellValue[];
  },
): Readable {
  const { ids, read, idOf, cells, ...sheet } = spec;
  return exportStream({ ...sheet, rows: mapBatches(exportBatches(ids, read, idOf), cells) });
}

/** The export as a stream to send as the reply body; an error in `rows` destroys it with that error. */
export function exportStream(spec: ExportSpec): Readable {
  return spec.format === 'csv' ? csvStream(spec) : xlsxStream(spec);
}

/**
 * Sheets already computed in memory (the summaries, the person balance) as .xlsx (every sheet, as
 * workbookStream) or .csv. A CSV file holds one table, so it holds the first sheet, the main one
 * (Summary By Vendor; the ageing by vendor; the Executive Summary's figures); the others are in the
 * .xlsx. Refuses (400) more than SUMMARY_EXPORT_MAX_ROWS rows.
 */
export function sheetsExportStream(format: ExportFormat, sheets: SheetSpec[]): Readable {
  checkRowLimit(sheets);
  const [main] = sheets;
  if (format === 'xlsx' || !main) return workbookStream(sheets);
  return exportStream({
    format,
    sheetName: main.name,
    notes: main.notes,
    columns: main.columns,
    rows: inBatches(main.rows, 1_000),
    totals: main.totals,
    maxRows: SUMMARY_EXPORT_MAX_ROWS,
  });
}

async function* inBatches<T>(rows: readonly T[], size: number): AsyncGenerator<T[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/** Refuses (400) an export of more than `max` rows; the caller counts the rows before streaming. */
export function checkExportRowCount(count: number, max: number = LIST_EXPORT_MAX_ROWS): void {
  if (count > max) throw badRequest(listMessages.tooManyRows(max));
}

/** `<base>-<YYYY-MM-DD>.<format>`, the date today's (the server's time zone) unless given. */
export const exportFileName = (
  base: string,
  format: ExportFormat,
  date: string = formatIso(today()),
): string => `${base}-${date}.${format}`;

/**
 * Sends an export: 200, its content type, an attachment named `fileName` (characters other than
 * letters, digits, `.`, `_` and `-` become `_`, so the header stays plain ASCII), never cached. When
 * the stream errors after the headers went out, Fastify logs the error and destroys the response, so
 * the client gets a cut-off transfer, never a file that looks complete.
 */
export function sendExport(
  reply: FastifyReply,
  format: ExportFormat,
  fileName: string,
  stream: Readable,
): FastifyReply {
  return reply
    .code(200)
    .header('content-type', EXPORT_CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** Counts the data rows as they pass and errors past the limit. */
function rowCounter(max: number) {
  let rows = 0;
  return (batch: readonly unknown[]) => {
    rows += batch.length;
    if (rows > max) throw badRequest(listMessages.tooManyRows(max));
  };
}

// ---- csv ----

const BOM = '\uFEFF';
const CRLF = '\r\n';

/** Money as plain decimal text with 2 decimals ("1234.50"), exactly as given. */
function moneyText(value: string | number): string {
  if (typeof value === 'number') return value.toFixed(2);
  try {
    return fromPaise(paise(value));
  } catch {
    return safeText(value);
  }
}

function csvText(kind: CellKind, value: CellValue): string {
  if (value === null || value === '') return '';
  switch (kind) {
    case 'money':
      return moneyText(value);
    case 'count':
      return typeof value === 'number' ? String(value) : safeText(value);
    default:
      // Text, and dates: YYYY-MM-DD never starts with a formula lead, anything else in a date
      // column is text and escaped.
      return safeText(String(value));
  }
}

/** RFC 4180: a field with a comma, a quote or a line break (or edge spaces) in quotes, quotes doubled. */
function csvField(text: string): string {
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (fields: readonly string[]) => `${fields.map(csvField).join(',')}${CRLF}`;

function csvStream(spec: ExportSpec): Readable {
  const width = spec.columns.length;
  // A line of only text cells, padded to the column count (notes, the blank line).
  const textLine = (text: string) =>
    csvLine([safeText(text), ...Array.from({ length: Math.max(width - 1, 0) }, () => '')]);
  const dataLine = (row: readonly CellValue[], labelFirst = false) =>
    csvLine(spec.columns.map((c, i) => csvText(labelFirst && i === 0 ? 'text' : c.kind, row[i] ?? null)));
  const count = rowCounter(spec.maxRows ?? LIST_EXPORT_MAX_ROWS);

  async function* lines(): AsyncGenerator<Buffer> {
    const notes = spec.notes ?? [];
    let head = BOM;
    for (const note of notes) head += textLine(note);
    if (notes.length > 0) head += textLine('');
    head += csvLine(spec.columns.map((c) => safeText(c.header)));
    yield Buffer.from(head);
    for await (const batch of spec.rows) {
      count(batch);
      yield Buffer.from(batch.map((row) => dataLine(row)).join(''));
      await nextTurn();
    }
    if (spec.totals) yield Buffer.from(dataLine(spec.totals, true));
  }

  // Readable.from asks for the next batch only when its buffer has room (backpressure), and
  // destroys the stream with the error when the generator throws.
  return Readable.from(lines(), { objectMode: false });
}

// ---- xlsx ----

interface InnerWritable {
  _writableState?: { needDrain?: boolean };
  once(event: 'drain', listener: () => void): unknown;
  off(event: 'drain', listener: () => void): unknown;
}

/**
 * exceljs pushes a sheet's XML into its zip writer without waiting for it (its StreamBuf ignores
 * backpressure), so waiting on the reply's stream alone lets the zip's input grow while the client
 * reads slowly. The zip's input is the first thing the sheet stream pipes into; wait on it too.
 */
function zipInputs(sheet: XlsxSheetWriter): InnerWritable[] {
  const stream = (sheet as unknown as { stream?: { pipes?: unknown } }).stream;
  return Array.isArray(stream?.pipes) ? (stream.pipes as InnerWritable[]) : [];
}

/** Resolves once `target` drained, or `out` closed (the client went away). */
function drainOrClose(target: InnerWritable, out: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      target.off('drain', done);
      out.off('close', done);
      resolve();
    };
    target.once('drain', done);
    out.once('close', done);
  });
}

async function whenWritten(sheet: XlsxSheetWriter, out: PassThrough): Promise<void> {
  for (const input of zipInputs(sheet)) {
    if (input._writableState?.needDrain && !out.destroyed) await drainOrClose(input, out);
  }
  if (out.writableNeedDrain && !out.destroyed) await drainOrClose(out, out);
}

/**
 * exceljs takes about 0.1 ms a row (more on a busy machine), so a batch of 1,000 rows written at once
 * would hold the event loop for some 100 ms; other requests get a turn every this many rows (about
 * 5 ms), whatever the batch size.
 */
const XLSX_ROWS_PER_TURN = 50;

function xlsxStream(spec: ExportSpec): Readable {
  const out = new PassThrough();
  const count = rowCounter(spec.maxRows ?? LIST_EXPORT_MAX_ROWS);
  void (async () => {
    const workbook = await openWorkbookWriter(out);
    const sheet = addSheet(workbook, {
      name: spec.sheetName,
      notes: spec.notes ?? [],
      columns: spec.columns,
    });
    for await (const batch of spec.rows) {
      count(batch);
      for (let start = 0; start < batch.length; start += XLSX_ROWS_PER_TURN) {
        for (const row of batch.slice(start, start + XLSX_ROWS_PER_TURN)) {
          addDataRow(sheet, spec.columns, row);
        }
        await nextTurn();
      }
      await whenWritten(sheet, out);
      // The client went away: stop reading the source (leaving the loop closes its iterator).
      if (out.destroyed) return;
    }
    if (spec.totals) addTotalsRow(sheet, spec.columns, spec.totals);
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(asError(error)));
  return out;
}
