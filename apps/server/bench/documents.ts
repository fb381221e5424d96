/**
 * Benchmark: what another company sees while one company uploads, then
 * downloads, a 10 MB payable document (a PDF header and padding). For each database (PGlite in a
 * fresh data directory, and PostgreSQL when BENCH_DATABASE_URL is set) it starts the real app over HTTP and, from
 * a worker thread of its own (a blocked server event loop shows up as latency, not as a delayed
 * prober), calls BETA01's vendor list page back to back while DEMO01 uploads the file RUNS times,
 * then downloads it RUNS times. Prints the list calls' p50/p99/max, the upload and download times
 * and the server thread's longest event-loop stall.
 *
 *   node --import tsx apps/server/bench/documents.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx apps/server/bench/documents.ts
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { API, apiPath, PAYABLE_DOCUMENT_FIELDS, PAYABLE_DOCUMENT_MAX_BYTES } from '@sitebook/contract';
import { buildApp } from '../src/app.js';
import { seedDemoIntoEmpty } from '../src/cli/demo.js';
import type { AppConfig } from '../src/config.js';
import { benchConfig as config, freshPostgres, isMain } from './lib.js';
import { type LatencySummary, listenWithTwoCompanies, startProbe, summarise as summary } from './probe.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/**
 * The uploading and downloading client (also pglite-thread.ts), in a worker thread of its own too: building the 10 MB
 * multipart body or reading the answer on the server's thread would count as the server's stall.
 */
const CLIENT = `
const { parentPort, workerData: w } = require('node:worker_threads');
const { createHash } = require('node:crypto');
(async () => {
  const started = performance.now();
  if (w.op === 'upload') {
    const form = new FormData();
    form.append(w.field, new Blob([w.content]), 'big.pdf');
    const res = await fetch(w.url, { method: 'POST', headers: { authorization: 'Bearer ' + w.token }, body: form });
    const body = await res.json();
    parentPort.postMessage({ status: res.status, body, ms: Math.round(performance.now() - started) });
  } else {
    const res = await fetch(w.url, { headers: { authorization: 'Bearer ' + w.token } });
    const bytes = Buffer.from(await res.arrayBuffer());
    parentPort.postMessage({
      status: res.status,
      bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      ms: Math.round(performance.now() - started),
    });
  }
})();
`;

export async function inWorker<T>(workerData: Record<string, unknown>): Promise<T> {
  const worker = new Worker(CLIENT, { eval: true, workerData });
  try {
    return await new Promise<T>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  } finally {
    await worker.terminate();
  }
}

const line = (label: string, s: LatencySummary) =>
  `  ${label.padEnd(34)} calls ${String(s.calls).padStart(5)}  p50 ${String(s.p50).padStart(6)} ms  p99 ${String(s.p99).padStart(7)} ms  max ${String(s.max).padStart(7)} ms`;

export interface DocumentsBenchResult {
  database: string;
  idle: LatencySummary;
  duringUpload: LatencySummary;
  duringDownload: LatencySummary;
  uploadMs: number[];
  downloadMs: number[];
  stallMs: number;
}

/** A 10 MB PDF: a PDF header (the type is judged by content), then padding. */
export function bigPdf(bytes = PAYABLE_DOCUMENT_MAX_BYTES): Buffer {
  const file = Buffer.alloc(bytes, 0x20);
  file.write('%PDF-1.4\n', 0, 'latin1');
  for (let i = 4096; i < bytes - 8; i += 4096) file.writeUInt32BE((i * 2654435761) >>> 0, i);
  file.write('\n%%EOF\n', bytes - 7, 'latin1');
  return file;
}

async function benchOne(label: string, appConfig: AppConfig, file: Buffer): Promise<DocumentsBenchResult> {
  const fileHash = createHash('sha256').update(file).digest('hex');
  const app = await buildApp(appConfig, appConfig.seedDemo ? seedDemoIntoEmpty : undefined);
  try {
    const { base, demo, beta, listUrl } = await listenWithTwoCompanies(app);
    const upload = async (content: Buffer) => {
      const answer = await inWorker<{ status: number; body: { sequenceId?: number }; ms: number }>({
        op: 'upload',
        url: base + API.payableDocumentUpload,
        token: demo,
        field: PAYABLE_DOCUMENT_FIELDS.document,
        content,
      });
      if (answer.status !== 202 || !answer.body.sequenceId)
        throw new Error(
          `${label}: upload answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`,
        );
      return { id: answer.body.sequenceId, ms: answer.ms };
    };
    const download = async (id: number) => {
      const answer = await inWorker<{ status: number; sha256: string; bytes: number; ms: number }>({
        op: 'download',
        url: base + apiPath(API.payableDocumentDownload, { sequenceId: String(id) }),
        token: demo,
      });
      if (answer.status !== 200 || answer.sha256 !== fileHash)
        throw new Error(`${label}: download answered ${answer.status} with ${answer.bytes} bytes`);
      return answer.ms;
    };

    // Warm up: the list statement, a small upload and download.
    for (let i = 0; i < 20; i++)
      await (await fetch(listUrl, { headers: { authorization: `Bearer ${beta}` } })).arrayBuffer();
    await inWorker({
      op: 'download',
      url:
        base + apiPath(API.payableDocumentDownload, { sequenceId: String((await upload(bigPdf(1024))).id) }),
      token: demo,
    });

    let probe = startProbe(listUrl, beta);
    await new Promise((r) => setTimeout(r, 2000));
    const idle = summary(await probe.stop());

    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const duringUpload: number[] = [];
    const uploadMs: number[] = [];
    const ids: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      probe = startProbe(listUrl, beta);
      await new Promise((r) => setTimeout(r, 100));
      const result = await upload(file);
      duringUpload.push(...(await probe.stop()));
      uploadMs.push(result.ms);
      ids.push(result.id);
      console.log(`  ${label} upload ${run}: ${result.ms} ms`);
    }
    const duringDownload: number[] = [];
    const downloadMs: number[] = [];
    for (const [run, id] of ids.entries()) {
      probe = startProbe(listUrl, beta);
      await new Promise((r) => setTimeout(r, 100));
      const ms = await download(id);
      duringDownload.push(...(await probe.stop()));
      downloadMs.push(ms);
      console.log(`  ${label} download ${run + 1}: ${ms} ms`);
    }
    loop.disable();

    const result: DocumentsBenchResult = {
      database: label,
      idle,
      duringUpload: summary(duringUpload),
      duringDownload: summary(duringDownload),
      uploadMs,
      downloadMs,
      stallMs: Math.round(loop.max / 1e6),
    };
    console.log(line(`${label}: list page, idle`, result.idle));
    console.log(line(`${label}: during 10 MB upload`, result.duringUpload));
    console.log(line(`${label}: during 10 MB download`, result.duringDownload));
    console.log(`  ${label}: longest event-loop stall of the server thread: ${result.stallMs} ms`);
    return result;
  } finally {
    await app.close();
  }
}

export async function runDocumentsBench(): Promise<DocumentsBenchResult[]> {
  console.log(
    `Another tenant's vendor list page while a ${PAYABLE_DOCUMENT_MAX_BYTES}-byte document is uploaded and downloaded (${RUNS} each per database)`,
  );
  const file = bigPdf();
  const results: DocumentsBenchResult[] = [];
  // PGlite in a data directory, as `npm start` runs it (memory:// grows its files by copying).
  const dir = mkdtempSync(path.join(tmpdir(), 'sitebook-bench-'));
  try {
    results.push(
      await benchOne('pglite', config({ pgliteDir: path.join(dir, 'pglite'), dataDir: dir }), file),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) {
    const database = await freshPostgres(adminUrl, 'docs');
    try {
      results.push(await benchOne('postgres', config({ databaseUrl: database.url }), file));
    } finally {
      await database.drop();
    }
  } else {
    console.log('  (set BENCH_DATABASE_URL to also measure PostgreSQL)');
  }
  return results;
}

if (isMain(import.meta.url)) {
  await runDocumentsBench();
}
