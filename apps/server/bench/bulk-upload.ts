/**
 * Benchmark: bulk upload of a 10,000-row .xlsx end to end over real HTTP (docs/PERFORMANCE.md:
 * a script that prints figures, not a timed test). For each database — a fresh PGlite directory,
 * and a fresh PostgreSQL database when BENCH_DATABASE_URL is set — it starts the real app
 * (buildApp), listens on a loopback port, logs in over HTTP, uploads the file RUNS times (removing
 * the tagged vendors between runs) and prints median/min/max milliseconds.
 *
 *   node --import tsx apps/server/bench/bulk-upload.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx apps/server/bench/bulk-upload.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API, apiPath, BULK_UPLOAD_FIELD, BULK_UPLOAD_TAG } from '@sitebook/contract';
import { buildApp } from '../src/app.js';
import type { AppConfig } from '../src/config.js';
import { validRows, xlsxOf } from '../test/vendor-files.js';
import { benchConfig as config, freshPostgres, isMain, stats } from './lib.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

export interface BenchResult {
  database: string;
  runs: number[];
  median: number;
  min: number;
  max: number;
}

async function benchOne(label: string, appConfig: AppConfig, file: Buffer): Promise<BenchResult> {
  const app = await buildApp(appConfig);
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    const base = `http://127.0.0.1:${address.port}`;
    const login = await fetch(base + API.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'demoadmin', password: 'Demo@12345' }),
    });
    const { jwt } = (await login.json()) as { jwt: string };
    const headers = { authorization: `Bearer ${jwt}` };
    const runs: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const form = new FormData();
      form.append(BULK_UPLOAD_FIELD, new Blob([file]), 'vendors.xlsx');
      const started = performance.now();
      const res = await fetch(base + apiPath(API.vendorBulkUpload, { tenant: 'DEMO01' }), {
        method: 'POST',
        headers,
        body: form,
      });
      const body = (await res.json()) as { successRecords?: number; failureRecords?: number };
      const ms = performance.now() - started;
      if (res.status !== 200 || body.successRecords !== ROWS) {
        throw new Error(`${label} run ${run}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      }
      runs.push(Math.round(ms));
      console.log(`  ${label} run ${run}: ${Math.round(ms)} ms (${body.successRecords} inserted)`);
      const removed = await fetch(
        base + apiPath(API.vendorBulkRemove, { tenant: 'DEMO01', tag: BULK_UPLOAD_TAG }),
        { method: 'DELETE', headers },
      );
      if (removed.status !== 202) throw new Error(`${label}: bulk remove answered ${removed.status}`);
    }
    return { database: label, runs, ...stats(runs) };
  } finally {
    await app.close();
  }
}

export async function runBulkUploadBench(): Promise<BenchResult[]> {
  console.log(`Bulk upload bench: ${ROWS} rows .xlsx over HTTP, ${RUNS} runs per database`);
  const file = await xlsxOf(validRows(ROWS, 'Bench Vendor'));
  console.log(`  file: ${(file.length / 1024).toFixed(0)} KiB`);
  const results: BenchResult[] = [];
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
    const database = await freshPostgres(adminUrl);
    try {
      results.push(await benchOne('postgres', config({ databaseUrl: database.url }), file));
    } finally {
      await database.drop();
    }
  } else {
    console.log('  (set BENCH_DATABASE_URL to also measure PostgreSQL)');
  }
  console.log('\ndatabase   median ms   min ms   max ms   runs');
  for (const r of results) {
    console.log(
      `${r.database.padEnd(10)} ${String(r.median).padStart(9)} ${String(r.min).padStart(8)} ${String(r.max).padStart(8)}   ${r.runs.join(', ')}`,
    );
  }
  return results;
}

if (isMain(import.meta.url)) {
  await runBulkUploadBench();
}
