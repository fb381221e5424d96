import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import { listMessages } from '@sitebook/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/errors.js';
import { type ExportSpec, exportStream } from '../src/lib/list-export.js';
import type { CellValue } from '../src/lib/xlsx-export.js';
import { EXPORT_TEST_COLUMNS } from './list-export-fixtures.js';

/**
 * The list exports' .xlsx written in a worker thread (lib/xlsx-export-worker.ts): the server thread
 * only reads the rows and passes the file's bytes on; the rows are read as the reply takes the file;
 * errors and a client going away end the worker's task.
 */

const COLUMNS = EXPORT_TEST_COLUMNS;
const FORMULA_LEADS = ['=1+1', '+1', '-1+2', '@SUM(A1)'];

/** `total` rows in batches of `size`; counts the batches read and whether the source was closed. */
function source(total: number, size: number) {
  const state = { pulled: 0, closed: false };
  async function* rows(): AsyncGenerator<CellValue[][]> {
    try {
      for (let start = 0; start < total; start += size) {
        state.pulled++;
        yield Array.from({ length: Math.min(size, total - start) }, (_, i) => {
          const n = start + i;
          return [
            `C${n}`,
            n % 1000 < FORMULA_LEADS.length ? (FORMULA_LEADS[n % 1000] as string) : `Vendor ${n}`,
            `${n}.${String(n % 100).padStart(2, '0')}`,
            `2025-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`,
            n,
          ];
        });
      }
    } finally {
      state.closed = true;
    }
  }
  return { state, rows: rows() };
}

const spec = (rows: AsyncIterable<CellValue[][]>, extra: Partial<ExportSpec> = {}): ExportSpec => ({
  format: 'xlsx',
  sheetName: 'Payables',
  notes: [],
  columns: COLUMNS,
  rows,
  ...extra,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done()` holds (the first export also starts the worker thread and loads exceljs there). */
async function until(done: () => boolean, timeoutMs = 20_000) {
  const started = Date.now();
  while (!done()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await sleep(10);
  }
}

/** Waits until the batches read stop changing for `quietMs`. */
async function whenSettled(state: { pulled: number }, quietMs = 500) {
  await until(() => state.pulled > 0);
  let seen = -1;
  while (seen !== state.pulled) {
    seen = state.pulled;
    await sleep(quietMs);
  }
}

async function sheetOf(bytes: Buffer) {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

const bytesOf = async (stream: Readable) => Buffer.concat(await stream.toArray());

describe('a list export as .xlsx, written in a worker thread', () => {
  it('writes 20,000 rows as a valid workbook while the server thread stays mostly idle', {
    timeout: 120_000,
  }, async () => {
    const { state, rows } = source(20_000, 500);
    const loop = performance.eventLoopUtilization();
    const bytes = await bytesOf(exportStream(spec(rows, { totals: ['Total', null, '123.45', null, 7] })));
    const busy = performance.eventLoopUtilization(loop);
    // On this thread the export costs the rows' hand-over and the bytes' (exceljs writing them here
    // kept the thread busy all along).
    expect(busy.utilization).toBeLessThan(0.5);
    expect(state).toEqual({ pulled: 40, closed: true });

    const sheet = await sheetOf(bytes);
    expect(sheet.rowCount).toBe(20_002);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Code', 'Name', 'Amount', 'Due', 'Count']);
    for (const n of [0, 1, 2, 3, 4, 999, 1000, 1001, 12_345, 19_999]) {
      const row = sheet.getRow(n + 2);
      expect(row.getCell(1).value).toBe(`C${n}`);
      const lead = FORMULA_LEADS[n % 1000];
      expect(row.getCell(2).value).toBe(lead ? `'${lead}` : `Vendor ${n}`);
      expect(row.getCell(2).type).toBe(3); // ValueType.String, never a formula
      expect(row.getCell(3).value).toBe(Number(`${n}.${String(n % 100).padStart(2, '0')}`));
      expect(row.getCell(3).numFmt).toBe('#,##0.00');
      expect(row.getCell(4).value).toEqual(new Date(Date.UTC(2025, n % 12, (n % 28) + 1)));
      expect(row.getCell(5).value).toBe(n);
    }
    const totals = sheet.getRow(20_002);
    expect(totals.values).toEqual([undefined, 'Total', undefined, 123.45, undefined, 7]);
    expect(totals.font?.bold).toBe(true);
  });

  it('reads the batches only as the stream is read: with no reader the source stops early', async () => {
    const { state, rows } = source(20_000, 100);
    const stream = exportStream(spec(rows));
    await whenSettled(state);
    expect(state.pulled).toBeLessThan(100);
    expect(state.closed).toBe(false);
    const sheet = await sheetOf(await bytesOf(stream));
    expect(state).toEqual({ pulled: 200, closed: true });
    expect(sheet.rowCount).toBe(20_001);
  });

  it('destroys the stream with the 400 when the rows source errors past the row limit', async () => {
    const { state, rows } = source(3_000, 500);
    let refusal: unknown;
    await bytesOf(exportStream(spec(rows, { maxRows: 1_200 }))).catch((error: unknown) => {
      refusal = error;
    });
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ statusCode: 400, message: listMessages.tooManyRows(1_200) });
    await until(() => state.closed);
    // the batch past the limit, and at most the one read ahead
    expect(state.pulled).toBeLessThanOrEqual(4);
  });

  it("destroys the stream with the worker's error", async () => {
    const { state, rows } = source(100, 10);
    // A header exceljs fails on (a malformed rich text value): it throws in the worker, writing the header row.
    const columns = [{ header: { richText: 1 } as unknown as string, kind: 'text' as const }, ...COLUMNS];
    await expect(bytesOf(exportStream(spec(rows, { columns })))).rejects.toThrow(/richText/);
    expect(state.pulled).toBe(0);
  });

  it("ends the worker's task when the stream is destroyed midway, so later exports still run", {
    timeout: 120_000,
  }, async () => {
    // More exports abandoned than the pool has threads: a task left running would hold its thread.
    for (let i = 0; i < 3; i++) {
      const { state, rows } = source(20_000, 100);
      const stream = exportStream(spec(rows));
      stream.on('data', () => {});
      await until(() => state.pulled >= 3);
      stream.destroy();
      await until(() => state.closed);
      const pulled = state.pulled;
      await sleep(200);
      expect(state.pulled).toBe(pulled);
      expect(pulled).toBeLessThan(200);
    }
    const { state, rows } = source(1_000, 100);
    const sheet = await sheetOf(await bytesOf(exportStream(spec(rows))));
    expect(sheet.rowCount).toBe(1_001);
    expect(state).toEqual({ pulled: 10, closed: true });
  });
});
