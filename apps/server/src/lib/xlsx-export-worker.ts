/**
 * Worker thread task (piscina, lib/thread-pool.ts): writes one list export's .xlsx with exceljs'
 * streaming writer, off the server's event loop (lib/list-export.ts `xlsxStream` runs it). The rows
 * and the file's bytes travel over the MessagePort in the input:
 *
 *   worker → main  { type: 'more' }            the previous batch is written: send the next one
 *   main → worker  { type: 'rows', rows }      a batch of data rows
 *   main → worker  { type: 'end' }             no more rows: the totals row, then the end of the file
 *   worker → main  { type: 'chunk', bytes }    the next bytes of the file
 *   worker → main  { type: 'done' }            after the last chunk
 *
 * The main thread closes the port to stop the export (the client went away); the task then ends.
 * An error here rejects the task, and the main thread destroys the reply with it.
 */
import { once } from 'node:events';
import { Writable } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';
import { task } from './thread-pool.js';
import {
  addDataRow,
  addSheet,
  addTotalsRow,
  type CellValue,
  openWorkbookWriter,
  type SheetColumn,
  type XlsxSheetWriter,
} from './xlsx-export.js';

export interface XlsxExportInput {
  port: MessagePort;
  sheetName: string;
  notes: readonly string[];
  columns: readonly SheetColumn[];
  totals?: readonly CellValue[];
}

export type ToXlsxWorker = { type: 'rows'; rows: CellValue[][] } | { type: 'end' };
export type FromXlsxWorker = { type: 'more' } | { type: 'chunk'; bytes: ArrayBuffer } | { type: 'done' };

/** The port's messages one at a time; null once the port is closed. */
function inbox(port: MessagePort): () => Promise<ToXlsxWorker | null> {
  const queued: (ToXlsxWorker | null)[] = [];
  let waiting: ((message: ToXlsxWorker | null) => void) | null = null;
  const deliver = (message: ToXlsxWorker | null) => {
    if (waiting) {
      const resolve = waiting;
      waiting = null;
      resolve(message);
    } else queued.push(message);
  };
  port.on('message', deliver);
  port.on('close', () => deliver(null));
  return () =>
    queued.length > 0
      ? Promise.resolve(queued.shift() ?? null)
      : new Promise((resolve) => {
          waiting = resolve;
        });
}

/**
 * The zip's bytes posted to the main thread as they come. A chunk that is a whole ArrayBuffer of its
 * own is handed over without a copy; a slice of a shared one (Node's buffer pool, zlib's output
 * buffer) is copied first, since handing over the shared buffer would empty the other slices.
 */
function portWritable(port: MessagePort): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      const whole = chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength;
      const bytes = (whole ? chunk.buffer : new Uint8Array(chunk).buffer) as ArrayBuffer;
      port.postMessage({ type: 'chunk', bytes } satisfies FromXlsxWorker, [bytes]);
      done();
    },
  });
}

interface ZipInput extends NodeJS.EventEmitter {
  _writableState?: { needDrain?: boolean };
}

/**
 * exceljs pushes a sheet's XML into its zip writer without waiting for it (its StreamBuf ignores
 * backpressure), so the worker waits for the zip's input (the first thing the sheet stream pipes
 * into) to drain before asking for more rows; otherwise a batch's XML would pile up there.
 */
async function whenWritten(sheet: XlsxSheetWriter): Promise<void> {
  const stream = (sheet as unknown as { stream?: { pipes?: unknown } }).stream;
  // (readable-stream's streams, archiver's: no `writableNeedDrain`, only their state's `needDrain`)
  const inputs = Array.isArray(stream?.pipes) ? (stream.pipes as ZipInput[]) : [];
  for (const input of inputs) if (input._writableState?.needDrain) await once(input, 'drain');
}

export default task<XlsxExportInput, void>(async ({ port, sheetName, notes, columns, totals }) => {
  const next = inbox(port);
  const out = portWritable(port);
  try {
    const workbook = await openWorkbookWriter(out);
    const sheet = addSheet(workbook, { name: sheetName, notes, columns });
    for (;;) {
      await whenWritten(sheet);
      port.postMessage({ type: 'more' } satisfies FromXlsxWorker);
      const message = await next();
      // Stopped by the main thread: the half-written file is dropped with this task's objects.
      if (message === null) return;
      if (message.type === 'end') break;
      for (const row of message.rows) addDataRow(sheet, columns, row);
    }
    if (totals) addTotalsRow(sheet, columns, totals);
    sheet.commit();
    // Resolves once `out` finished, i.e. every chunk is posted.
    await workbook.commit();
    port.postMessage({ type: 'done' } satisfies FromXlsxWorker);
  } finally {
    port.close();
  }
});
