/**
 * Benchmark: another company's calls on the embedded PGlite while one company
 * uploads 10,000 vendors, then uploads and downloads a 10 MB document, against the BUILT server as
 * `npm start` runs it (`apps/server/dist/main.js` in a child process, a fresh DATA_DIR, demo seed).
 * For each PGLITE_THREAD mode (BENCH_PGLITE_THREADS, default `worker,main`: the worker thread that
 * owns the database, then PGlite on the server's thread as before, for comparison) it calls BETA01's
 * vendor list page (`?page=1&size=20`) back to back from a worker thread of this process, and
 * /health and /openapi.json (no database) in turn from another, idle and during each load. Prints
 * p50/p99/max of each; a list figure over the target (p99 ≤ 50 ms, max ≤ 200 ms) is printed OVER.
 *
 *   (after `npm run build`, which `npm run bench` runs for what changed)
 *   BENCH_ONLY=pglite-thread npm run bench
 *   BENCH_RUNS=2                     uploads of each kind per mode (default 2)
 *   BENCH_PGLITE_THREADS=worker      one mode only
 *   BENCH_SERVER_MAIN=/path/main.js  a server built elsewhere (default apps/server/dist/main.js)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import {
  API,
  apiPath,
  BULK_UPLOAD_FIELD,
  BULK_UPLOAD_TAG,
  PAYABLE_DOCUMENT_FIELDS,
} from '@sitebook/contract';
import { validRows, xlsxOf } from '../test/vendor-files.js';
import { SERVER_MAIN, startChild, tail } from './api-load.js';
import { bigPdf, inWorker } from './documents.js';
import { envNumber, isMain } from './lib.js';
import { type LatencySummary, startMeasuringWorker, summarise } from './probe.js';

const ROWS = 10_000;
const RUNS = Math.round(envNumber('BENCH_RUNS', 2));
const MODES = (process.env.BENCH_PGLITE_THREADS ?? 'worker,main')
  .split(',')
  .map((mode) => mode.trim())
  .filter(Boolean);

export const TARGETS = { p99: 50, max: 200 } as const;

/**
 * GETs each of `calls` in turn, `pauseMs` apart, until told to stop; posts the latencies per call and
 * the statuses that were not the expected one (a /health that gave up waiting answers 503).
 */
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
let stop = false;
parentPort.on('message', () => { stop = true; });
(async () => {
  const latencies = workerData.calls.map(() => []);
  const failures = workerData.calls.map(() => []);
  while (!stop) {
    for (const [i, call] of workerData.calls.entries()) {
      const started = performance.now();
      const res = await fetch(call.url, { headers: call.token ? { authorization: 'Bearer ' + call.token } : {} });
      await res.arrayBuffer();
      latencies[i].push(performance.now() - started);
      if (res.status !== call.status) failures[i].push(res.status);
      await new Promise((r) => setTimeout(r, workerData.pauseMs));
    }
  }
  parentPort.postMessage({ latencies, failures });
})();
`;

interface Call {
  url: string;
  token?: string;
  status: number;
}

function startProber(calls: Call[], pauseMs: number) {
  return startMeasuringWorker<{ latencies: number[][]; failures: number[][] }>(PROBER, { calls, pauseMs });
}

/** The list page back to back; /health and /openapi.json in turn, 20 ms apart. */
function startProbes(base: string, listUrl: string, token: string) {
  const list = startProber([{ url: listUrl, token, status: 202 }], 2);
  const others = startProber(
    [
      { url: `${base}/health`, status: 200 },
      { url: `${base}/openapi.json`, status: 200 },
    ],
    20,
  );
  return {
    stop: async () => {
      const [a, b] = await Promise.all([list.stop(), others.stop()]);
      const [listMs = []] = a.latencies;
      const [healthMs = [], staticMs = []] = b.latencies;
      const [listFailed = []] = a.failures;
      const [healthFailed = [], staticFailed = []] = b.failures;
      return {
        list: listMs,
        health: healthMs,
        static: staticMs,
        failed: { list: listFailed, health: healthFailed, static: staticFailed },
      };
    },
  };
}

type Samples = Awaited<ReturnType<ReturnType<typeof startProbes>['stop']>>;

export interface PhaseFigures {
  list: LatencySummary;
  health: LatencySummary;
  static: LatencySummary;
  /** The loads' own times, ms. */
  loadMs: number[];
}

export interface PgliteThreadResult {
  mode: string;
  idle: PhaseFigures;
  bulkUpload: PhaseFigures;
  documentUpload: PhaseFigures;
  documentDownload: PhaseFigures;
}

const overTarget = (s: LatencySummary) =>
  s.p99 > TARGETS.p99 || s.max > TARGETS.max ? `  OVER (p99 ≤ ${TARGETS.p99}, max ≤ ${TARGETS.max} ms)` : '';

const fmt = (label: string, s: LatencySummary, target: boolean) =>
  `  ${label.padEnd(44)} calls ${String(s.calls).padStart(5)}  p50 ${String(s.p50).padStart(7)}  p99 ${String(s.p99).padStart(7)}  max ${String(s.max).padStart(7)} ms${target ? overTarget(s) : ''}`;

function report(mode: string, phase: string, samples: Samples, loadMs: number[]): PhaseFigures {
  const figures = {
    list: summarise(samples.list),
    health: summarise(samples.health),
    static: summarise(samples.static),
    loadMs,
  };
  const loads = loadMs.length ? `  (${phase}: ${loadMs.join(', ')} ms)` : '';
  console.log(`${mode}, ${phase}${loads}; load average ${loadavg()[0]?.toFixed(1)}`);
  const failed = (statuses: number[]) =>
    statuses.length ? `  ${statuses.length} answered ${[...new Set(statuses)].join('/')}` : '';
  console.log(fmt("another company's list page", figures.list, true) + failed(samples.failed.list));
  console.log(fmt('/health', figures.health, false) + failed(samples.failed.health));
  console.log(fmt('/openapi.json (no database)', figures.static, false) + failed(samples.failed.static));
  return figures;
}

async function login(base: string, userName: string, password: string): Promise<string> {
  const res = await fetch(base + API.login, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password }),
  });
  if (res.status !== 202) throw new Error(`login answered ${res.status}`);
  return ((await res.json()) as { jwt: string }).jwt;
}

async function benchMode(mode: string, xlsx: Buffer, pdf: Buffer): Promise<PgliteThreadResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sitebook-bench-thread-'));
  const server = await startChild(
    `pglite-${mode}`,
    process.env.BENCH_SERVER_MAIN?.trim() || SERVER_MAIN,
    {
      DATA_DIR: path.join(dir, 'data'),
      PGLITE_THREAD: mode,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_GLOBAL: '1000000',
      RATE_LIMIT_LOGIN: '1000',
      UPLOAD_RATE_FILES: '100000',
      UPLOAD_RATE_BYTES: String(2 ** 40),
    },
    dir,
  );
  try {
    const { base } = server;
    const demo = await login(base, 'demoadmin', 'Demo@12345');
    const beta = await login(base, 'betaadmin', 'Beta@12345');
    const listUrl = `${base}${apiPath(API.vendorsForTenant, { tenant: 'BETA01' })}?page=1&size=20`;
    const bulkUpload = async () => {
      const form = new FormData();
      form.append(BULK_UPLOAD_FIELD, new Blob([new Uint8Array(xlsx)]), 'vendors.xlsx');
      const started = performance.now();
      const res = await fetch(base + apiPath(API.vendorBulkUpload, { tenant: 'DEMO01' }), {
        method: 'POST',
        headers: { authorization: `Bearer ${demo}` },
        body: form,
      });
      const body = (await res.json()) as { successRecords?: number };
      if (res.status !== 200 || body.successRecords !== ROWS)
        throw new Error(`bulk upload answered ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
      return Math.round(performance.now() - started);
    };
    const removeUploaded = async () => {
      const res = await fetch(
        base + apiPath(API.vendorBulkRemove, { tenant: 'DEMO01', tag: BULK_UPLOAD_TAG }),
        {
          method: 'DELETE',
          headers: { authorization: `Bearer ${demo}` },
        },
      );
      if (res.status !== 202) throw new Error(`bulk remove answered ${res.status}`);
    };
    const documentUpload = async (content: Buffer) => {
      const answer = await inWorker<{ status: number; body: { sequenceId?: number }; ms: number }>({
        op: 'upload',
        url: base + API.payableDocumentUpload,
        token: demo,
        field: PAYABLE_DOCUMENT_FIELDS.document,
        content,
      });
      if (answer.status !== 202 || !answer.body.sequenceId)
        throw new Error(`document upload answered ${answer.status}`);
      return { id: answer.body.sequenceId, ms: answer.ms };
    };
    const documentDownload = async (id: number) => {
      const answer = await inWorker<{ status: number; bytes: number; ms: number }>({
        op: 'download',
        url: base + apiPath(API.payableDocumentDownload, { sequenceId: String(id) }),
        token: demo,
      });
      if (answer.status !== 200 || answer.bytes !== pdf.length)
        throw new Error(`document download answered ${answer.status} with ${answer.bytes} bytes`);
      return answer.ms;
    };
    const during = async <T>(work: () => Promise<T>) => {
      const probes = startProbes(base, listUrl, beta);
      await new Promise((r) => setTimeout(r, 100));
      const result = await work();
      return { result, samples: await probes.stop() };
    };
    const merge = (all: Samples[]): Samples => ({
      list: all.flatMap((s) => s.list),
      health: all.flatMap((s) => s.health),
      static: all.flatMap((s) => s.static),
      failed: {
        list: all.flatMap((s) => s.failed.list),
        health: all.flatMap((s) => s.failed.health),
        static: all.flatMap((s) => s.failed.static),
      },
    });

    // Warm up: the list statement, the bulk worker, the document path.
    for (let i = 0; i < 20; i++)
      await (await fetch(listUrl, { headers: { authorization: `Bearer ${beta}` } })).arrayBuffer();
    await documentDownload((await documentUpload(pdf)).id).catch(() => undefined);

    const idleProbes = startProbes(base, listUrl, beta);
    await new Promise((r) => setTimeout(r, 2000));
    const idle = report(mode, 'idle', await idleProbes.stop(), []);

    const bulk: Samples[] = [];
    const bulkMs: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const { result, samples } = await during(bulkUpload);
      bulk.push(samples);
      bulkMs.push(result);
      await removeUploaded();
    }
    const bulkFigures = report(mode, `during a ${ROWS}-row bulk upload`, merge(bulk), bulkMs);

    const ups: Samples[] = [];
    const upMs: number[] = [];
    const ids: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const { result, samples } = await during(() => documentUpload(pdf));
      ups.push(samples);
      upMs.push(result.ms);
      ids.push(result.id);
    }
    const upFigures = report(mode, 'during a 10 MB document upload', merge(ups), upMs);

    const downs: Samples[] = [];
    const downMs: number[] = [];
    for (const id of ids) {
      const { result, samples } = await during(() => documentDownload(id));
      downs.push(samples);
      downMs.push(result);
    }
    const downFigures = report(mode, 'during a 10 MB document download', merge(downs), downMs);
    return { mode, idle, bulkUpload: bulkFigures, documentUpload: upFigures, documentDownload: downFigures };
  } catch (error) {
    console.log(`  server log (last lines):\n${tail(server.logFile)}`);
    throw error;
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runPgliteThreadBench(): Promise<PgliteThreadResult[]> {
  console.log(
    `Another company's calls on the built server over PGlite during a ${ROWS}-row bulk upload and a 10 MB document ` +
      `upload and download (${RUNS} of each; modes ${MODES.join(', ')}; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')})`,
  );
  const xlsx = await xlsxOf(validRows(ROWS, 'Bench Vendor'));
  const pdf = bigPdf();
  const results: PgliteThreadResult[] = [];
  for (const mode of MODES) results.push(await benchMode(mode, xlsx, pdf));
  return results;
}

if (isMain(import.meta.url)) {
  await runPgliteThreadBench();
}
