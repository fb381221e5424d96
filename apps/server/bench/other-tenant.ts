/**
 * Benchmark: what another company sees while one company uploads a 10,000-row
 * bulk file. For each database (a fresh PGlite directory, and PostgreSQL when BENCH_DATABASE_URL is
 * set) it starts the real app over HTTP and, from a worker thread of its own (so a blocked server
 * event loop shows up as latency instead of delaying the prober), calls BETA01's vendor list page
 * back to back: first with nothing else running, then while DEMO01 uploads the file (RUNS times),
 * then while DEMO01 sends a header and 5 MB of blank lines. Prints p50/p99/max of the list calls,
 * the upload's time and the server thread's longest event-loop stall.
 *
 *   node --import tsx apps/server/bench/other-tenant.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx apps/server/bench/other-tenant.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { API, apiPath, BULK_UPLOAD_COLUMNS, BULK_UPLOAD_FIELD, BULK_UPLOAD_TAG } from '@sitebook/contract';
import { buildApp } from '../src/app.js';
import { seedDemoIntoEmpty } from '../src/cli/demo.js';
import type { AppConfig } from '../src/config.js';
import { validRows, xlsxOf } from '../test/vendor-files.js';
import { benchConfig as config, freshPostgres, isMain } from './lib.js';
import { type LatencySummary, listenWithTwoCompanies, startProbe, summarise as summary } from './probe.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

export interface OtherTenantResult {
  database: string;
  idle: LatencySummary;
  duringUpload: LatencySummary;
  uploadMs: number[];
  stallMs: number;
  blankFile: { status: number; ms: number; duringCalls: LatencySummary };
}

const line = (label: string, s: LatencySummary) =>
  `  ${label.padEnd(30)} calls ${String(s.calls).padStart(5)}  p50 ${String(s.p50).padStart(6)} ms  p99 ${String(s.p99).padStart(7)} ms  max ${String(s.max).padStart(7)} ms`;

async function benchOne(label: string, appConfig: AppConfig, file: Buffer, blank: Buffer) {
  const app = await buildApp(appConfig, appConfig.seedDemo ? seedDemoIntoEmpty : undefined);
  try {
    const { base, demo, beta, listUrl } = await listenWithTwoCompanies(app);
    const upload = async (content: Buffer, name: string) => {
      const form = new FormData();
      form.append(BULK_UPLOAD_FIELD, new Blob([new Uint8Array(content)]), name);
      const started = performance.now();
      const res = await fetch(base + apiPath(API.vendorBulkUpload, { tenant: 'DEMO01' }), {
        method: 'POST',
        headers: { authorization: `Bearer ${demo}` },
        body: form,
      });
      const body = (await res.json()) as { successRecords?: number };
      return { status: res.status, body, ms: Math.round(performance.now() - started) };
    };
    const removeTagged = () =>
      fetch(base + apiPath(API.vendorBulkRemove, { tenant: 'DEMO01', tag: BULK_UPLOAD_TAG }), {
        method: 'DELETE',
        headers: { authorization: `Bearer ${demo}` },
      });

    // Warm up: the list statement, the bulk worker thread.
    for (let i = 0; i < 20; i++)
      await (await fetch(listUrl, { headers: { authorization: `Bearer ${beta}` } })).arrayBuffer();
    await upload(file.subarray(0, 0), 'warm.csv');

    let probe = startProbe(listUrl, beta);
    await new Promise((r) => setTimeout(r, 2000));
    const idle = summary(await probe.stop());

    const during: number[] = [];
    const uploadMs: number[] = [];
    // The server thread's stalls while the uploads run (not while the bench removes their vendors).
    // One histogram per upload: a histogram enabled again counts the time it was off as one delay.
    let stallNs = 0;
    for (let run = 1; run <= RUNS; run++) {
      probe = startProbe(listUrl, beta);
      await new Promise((r) => setTimeout(r, 100));
      const loop = monitorEventLoopDelay({ resolution: 10 });
      loop.enable();
      const result = await upload(file, 'vendors.xlsx');
      loop.disable();
      stallNs = Math.max(stallNs, loop.max);
      during.push(...(await probe.stop()));
      if (result.status !== 200 || result.body.successRecords !== ROWS)
        throw new Error(
          `${label}: upload answered ${result.status} ${JSON.stringify(result.body).slice(0, 200)}`,
        );
      uploadMs.push(result.ms);
      console.log(`  ${label} upload ${run}: ${result.ms} ms`);
      await removeTagged();
    }

    probe = startProbe(listUrl, beta);
    await new Promise((r) => setTimeout(r, 100));
    const blankResult = await upload(blank, 'blank.csv');
    const blankCalls = summary(await probe.stop());

    const result: OtherTenantResult = {
      database: label,
      idle,
      duringUpload: summary(during),
      uploadMs,
      stallMs: Math.round(stallNs / 1e6),
      blankFile: { status: blankResult.status, ms: blankResult.ms, duringCalls: blankCalls },
    };
    console.log(line(`${label}: list page, idle`, result.idle));
    console.log(line(`${label}: during ${ROWS}-row upload`, result.duringUpload));
    console.log(
      `  ${label}: longest event-loop stall of the server thread during the uploads: ${result.stallMs} ms`,
    );
    console.log(line(`${label}: during blank-line file`, blankCalls));
    console.log(
      `  ${label}: blank-line file (header + 5 MB of line breaks): ${blankResult.status} in ${blankResult.ms} ms`,
    );
    return result;
  } finally {
    await app.close();
  }
}

export async function runOtherTenantBench(): Promise<OtherTenantResult[]> {
  console.log(
    `Another tenant's vendor list page while a ${ROWS}-row .xlsx bulk upload runs (${RUNS} uploads per database)`,
  );
  const file = await xlsxOf(validRows(ROWS, 'Bench Vendor'));
  const header = `${BULK_UPLOAD_COLUMNS.join(',')}\n`;
  const blank = Buffer.from(header + '\n'.repeat(5 * 1024 * 1024 - header.length));
  const results: OtherTenantResult[] = [];
  const dir = mkdtempSync(path.join(tmpdir(), 'sitebook-bench-'));
  try {
    results.push(
      await benchOne('pglite', config({ pgliteDir: path.join(dir, 'pglite'), dataDir: dir }), file, blank),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) {
    const database = await freshPostgres(adminUrl);
    try {
      results.push(await benchOne('postgres', config({ databaseUrl: database.url }), file, blank));
    } finally {
      await database.drop();
    }
  } else {
    console.log('  (set BENCH_DATABASE_URL to also measure PostgreSQL)');
  }
  return results;
}

if (isMain(import.meta.url)) {
  await runOtherTenantBench();
}
