import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { type ExportFormat, LIST_EXPORT_MAX_ROWS, listMessages, XLSX_CONTENT_TYPE } from '@sitebook/contract';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { badRequest } from './errors.js';
import { exportBatches, mapBatches } from './list-query.js';
import { fromPaise, paise } from './money.js';
import { threadPool } from './thread-pool.js';
import {
  type CellKind,
  type CellValue,
  checkRowLimit,
  type SheetColumn,
  type SheetSpec,
  SUMMARY_EXPORT_MAX_ROWS,
  safeText,
  workbookStream,
} from './xlsx-export.js';
import type { FromXlsxWorker, ToXlsxWorker, XlsxExportInput } from './xlsx-export-worker.js';

/**
 * One sheet of rows exported as .xlsx or .csv (the lists and the summaries), streamed:
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

/** `<base>-<YYYY-MM-DD>.<format>`: the date is the company's today (`todayIsoIn(auth.timeZone)`) unless given. */
export const exportFileName = (base: string, format: ExportFormat, date: string): string =>
  `${base}-${date}.${format}`;

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

/**
 * RFC 4180 lines (csv-stringify): a field with a comma, a quote or a line break in quotes, quotes
 * doubled; edge spaces quoted too, so a spreadsheet keeps them; CRLF after each line.
 */
const CSV_OPTIONS = { record_delimiter: 'windows', quoted_match: /^\s|\s$/ } as const;
const csvLines = (rows: readonly (readonly string[])[]) =>
  rows.length === 0 ? '' : stringify(rows as string[][], CSV_OPTIONS);
const csvLine = (fields: readonly string[]) => csvLines([fields]);

function csvStream(spec: ExportSpec): Readable {
  const width = spec.columns.length;
  // A line of only text cells, padded to the column count (notes, the blank line).
  const textLine = (text: string) =>
    csvLine([safeText(text), ...Array.from({ length: Math.max(width - 1, 0) }, () => '')]);
  const dataFields = (row: readonly CellValue[], labelFirst = false) =>
    spec.columns.map((c, i) => csvText(labelFirst && i === 0 ? 'text' : c.kind, row[i] ?? null));
  const dataLine = (row: readonly CellValue[], labelFirst = false) => csvLine(dataFields(row, labelFirst));
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
      yield Buffer.from(csvLines(batch.map((row) => dataFields(row))));
      await nextTurn();
    }
    if (spec.totals) yield Buffer.from(dataLine(spec.totals, true));
  }

  // Readable.from asks for the next batch only when its buffer has room (backpressure), and
  // destroys the stream with the error when the generator throws.
  return Readable.from(lines(), { objectMode: false });
}

// ---- xlsx ----

/**
 * The list exports' .xlsx are written in worker threads (xlsx-export-worker.ts, next to this module:
 * .ts in the tests, .js when built): exceljs takes 0.07-0.2 ms a row, seconds of the event loop for
 * a large list. At most the pool's threads (the cores but one, 1 or 2) write at once; more exports
 * queue. exceljs makes some 1 KB of short-lived buffers a row: a young generation of 8 MB (V8's
 * default is larger) keeps the worker's memory some 30 MB lower at the same speed.
 */
const xlsxWriters = threadPool<XlsxExportInput, void>(
  new URL(`./xlsx-export-worker${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url),
  { idleMs: 30_000, maxYoungMb: 8 },
);

/** Resolves once `out` drained or closed (the client went away). */
const drainedOrClosed = (out: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.once('drain', done);
    out.once('close', done);
  });

/**
 * Runs the worker and feeds it (protocol in xlsx-export-worker.ts): a batch is read from `spec.rows`
 * only while `out` has room, at most one ahead of the worker, so neither the rows nor the file pile up.
 */
function xlsxStream(spec: ExportSpec): Readable {
  const out = new PassThrough();
  const count = rowCounter(spec.maxRows ?? LIST_EXPORT_MAX_ROWS);
  const source = spec.rows[Symbol.asyncIterator]();
  const { port1: port, port2: workerPort } = new MessageChannel();
  let over = false;

  /** Ends the export once: the port closed (a worker still writing stops), the source closed, `out` ended or destroyed. */
  const finish = (error?: unknown) => {
    if (over) return;
    over = true;
    port.close();
    // Closes the source's iterator (a generator's `finally` runs), after a read still under way.
    void Promise.resolve(source.return?.()).catch(() => {});
    if (error !== undefined) out.destroy(asError(error));
    else if (!out.destroyed) out.end();
  };

  // The next batch is read while the worker writes the one before, so a database read overlaps the
  // writing; its error is handled where it is awaited.
  let ahead: Promise<IteratorResult<CellValue[][]>> | undefined;
  const read = () => {
    const next = source.next();
    next.catch(() => {});
    return next;
  };
  const sendRows = async () => {
    if (out.writableNeedDrain && !out.destroyed) await drainedOrClosed(out);
    if (over) return;
    const next = await (ahead ?? read());
    ahead = undefined;
    if (over) return;
    if (next.done) return port.postMessage({ type: 'end' } satisfies ToXlsxWorker);
    count(next.value);
    port.postMessage({ type: 'rows', rows: next.value } satisfies ToXlsxWorker);
    if (!out.writableNeedDrain) ahead = read();
  };

  port.on('message', (message: FromXlsxWorker) => {
    if (over || out.destroyed) return;
    if (message.type === 'chunk') out.write(Buffer.from(message.bytes));
    else if (message.type === 'more') sendRows().catch(finish);
    else finish();
  });
  // The client went away (or the file is complete and read): stop the worker and the source.
  out.on('close', () => finish());
  const written = xlsxWriters.run(
    {
      port: workerPort,
      sheetName: spec.sheetName,
      notes: spec.notes ?? [],
      columns: spec.columns,
      totals: spec.totals,
    },
    [workerPort],
  );
  // A worker's error (or its thread's end) comes with the task, not over the port.
  written.catch(finish);
  // The port closed before 'done' (it comes after the messages before it): the worker failed or ended.
  port.on('close', () => {
    if (!over)
      written.then(() => finish(new Error('The export worker ended before the file was complete')), finish);
  });
  return out;
}
