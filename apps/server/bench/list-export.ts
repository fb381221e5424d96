/**
 * Benchmark: the streamed list export writer (lib/list-export.ts) on its own, without a
 * database: BENCH_EXPORT_ROWS (100,000) synthetic payable-like rows in batches of 1,000, each batch
 * handed over a turn of the event loop later (as a database fetch would), written as .xlsx and as
 * .csv into a sink that reads at full speed, then into one that reads 64 KB every 5 ms (a slow
 * client). A script that prints figures, not a timed test: the time, the file size, the heap the
 * export holds halfway (after a full collection, with --expose-gc), how far the heap and the RSS
 * peaked above where they started (sampled every 10 ms, garbage included), and the event loop's
 * longest delay while the export ran (the other requests' wait). Targets: the heap held stays flat
 * as the row count grows (constant memory) and the event loop never waits 100 ms.
 *
 *   node --expose-gc --import tsx apps/server/bench/list-export.ts   (BENCH_EXPORT_ROWS=200000)
 *   or BENCH_ONLY=list-export npm run bench (without --expose-gc: no "held" figure)
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ExportFormat } from '@sitebook/contract';
import { exportStream } from '../src/lib/list-export.js';
import type { CellValue, SheetColumn } from '../src/lib/xlsx-export.js';
import { envNumber, isMain } from './lib.js';

const ROWS = Math.round(envNumber('BENCH_EXPORT_ROWS', 100_000));
const BATCH = 1_000;

const COLUMNS: SheetColumn[] = [
  { header: 'Payable', kind: 'text', width: 14 },
  { header: 'Vendor', kind: 'text' },
  { header: 'Site', kind: 'text' },
  { header: 'Status', kind: 'text' },
  { header: 'Bill date', kind: 'date' },
  { header: 'Due date', kind: 'date' },
  { header: 'Amount', kind: 'money' },
  { header: 'Paid', kind: 'money' },
  { header: 'Outstanding', kind: 'money' },
];

/** The heap in use halfway through, after a full collection (run with --expose-gc): what the export holds. */
let heapHalfway = 0;
const loop = monitorEventLoopDelay({ resolution: 5 });

async function* rows(): AsyncGenerator<CellValue[][]> {
  for (let start = 0; start < ROWS; start += BATCH) {
    await new Promise((resolve) => setImmediate(resolve));
    if (start === Math.floor(ROWS / BATCH / 2) * BATCH && globalThis.gc) {
      // the collection's own pause is the bench's, not the export's
      loop.disable();
      globalThis.gc();
      heapHalfway = process.memoryUsage().heapUsed;
      await new Promise((resolve) => setImmediate(resolve));
      loop.enable();
    }
    yield Array.from({ length: Math.min(BATCH, ROWS - start) }, (_, i) => {
      const n = start + i;
      const day = String((n % 28) + 1).padStart(2, '0');
      return [
        `VP${String(n).padStart(8, '0')}`,
        `Vendor ${n % 10_000} Construction Supplies`,
        `Site ${n % 40}`,
        'Invoice Raised',
        `2025-${String((n % 12) + 1).padStart(2, '0')}-${day}`,
        `2026-01-${day}`,
        `${(n % 100_000) + 1}.50`,
        `${n % 1_000}.25`,
        `${(n % 100_000) + 1 - (n % 1_000)}.25`,
      ];
    });
  }
}

/** A sink reading everything as fast as it comes, or `chunk` bytes every `everyMs`. */
function sink(slow: boolean) {
  let bytes = 0;
  const stream = new Writable({
    highWaterMark: 64 * 1024,
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (slow) setTimeout(done, Math.ceil(chunk.length / (64 * 1024)) * 5);
      else done();
    },
  });
  return { stream, bytes: () => bytes };
}

interface ExportBenchRow {
  format: ExportFormat;
  reader: string;
  ms: number;
  megabytes: number;
  heapGrowthMb: number;
  heapHeldMb: number;
  rssGrowthMb: number;
  maxLoopDelayMs: number;
}

async function once(format: ExportFormat, slow: boolean): Promise<ExportBenchRow> {
  globalThis.gc?.();
  const heapAtStart = process.memoryUsage().heapUsed;
  const rssAtStart = process.memoryUsage().rss;
  let heapPeak = heapAtStart;
  let rssPeak = rssAtStart;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    heapPeak = Math.max(heapPeak, usage.heapUsed);
    rssPeak = Math.max(rssPeak, usage.rss);
  }, 10);
  loop.reset();
  loop.enable();
  const out = sink(slow);
  const started = performance.now();
  await pipeline(
    exportStream({ format, sheetName: 'Payables', columns: COLUMNS, rows: rows(), maxRows: ROWS }),
    out.stream,
  );
  const ms = performance.now() - started;
  loop.disable();
  clearInterval(sampler);
  const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;
  return {
    format,
    reader: slow ? 'slow reader' : 'fast reader',
    ms: Math.round(ms),
    megabytes: mb(out.bytes()),
    heapGrowthMb: mb(heapPeak - heapAtStart),
    heapHeldMb: mb(heapHalfway - heapAtStart),
    rssGrowthMb: mb(rssPeak - rssAtStart),
    maxLoopDelayMs: Math.round(loop.max / 1e6),
  };
}

export async function runListExportBench(): Promise<ExportBenchRow[]> {
  console.log(`List export bench: ${ROWS.toLocaleString('en-IN')} rows in batches of ${BATCH}`);
  // exceljs is loaded on the first .xlsx export; its loading is not the writer's cost.
  await import('exceljs');
  const results: ExportBenchRow[] = [];
  for (const format of ['xlsx', 'csv'] as const) {
    for (const slow of [false, true]) {
      const r = await once(format, slow);
      results.push(r);
      console.log(
        `  ${r.format} ${r.reader}: ${r.ms} ms, ${r.megabytes} MB, heap held halfway +${r.heapHeldMb} MB ` +
          `(peak +${r.heapGrowthMb} MB), ` +
          `RSS +${r.rssGrowthMb} MB, longest event loop delay ${r.maxLoopDelayMs} ms`,
      );
    }
  }
  return results;
}

if (isMain(import.meta.url)) await runListExportBench();
