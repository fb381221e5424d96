/**
 * Benchmark: bulk upload of a 10,000-row .xlsx end to end over real HTTP (docs/PERFORMANCE.md:
 * a script that prints figures, not a timed test). For each database — a fresh PGlite directory,
 * and a fresh PostgreSQL database when BENCH_DATABASE_URL is set — it starts the built server as a
 * child process (`apps/server/dist/main.js` with the demo seed, as `npm start` runs it), logs in over
 * HTTP and uploads the file RUNS times, removing the tagged vendors between runs. The first upload
 * after a start is reported apart from the later (warm) ones: it pays for the worker thread, exceljs
 * and the JIT. The server is started STARTS times on the same data, so there are as many first
 * uploads. Targets: first upload after start ≤ 3 s, warm median ≤ 1.5 s; a
 * figure over its target is printed with OVER.
 *
 * Beside each upload it prints the load average and the CPU the server process used (its threads,
 * the parse worker included) and, on PostgreSQL, the CPU of the bench database's backends: on a
 * shared machine those are steadier than the wall time.
 *
 *   (after `npm run build`, which `npm run bench` runs for what changed)
 *   BENCH_ONLY=bulk-upload BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
 *   BENCH_RUNS=5      uploads per start (default 4: one first, three warm)
 *   BENCH_STARTS=2    server starts per database (default 2)
 *   BENCH_CPU_PROF=/tmp/prof   the server writes a V8 CPU profile of its main thread there on exit
 *   BENCH_SERVER_MAIN=/path/main.js   a server built elsewhere (default apps/server/dist/main.js)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { API, apiPath, BULK_UPLOAD_FIELD, BULK_UPLOAD_TAG } from '@sitebook/contract';
import pg from 'pg';
import { validRows, xlsxOf } from '../test/vendor-files.js';
import { cpuDelta, cpuMsOf, pgBackendsCpu, SERVER_MAIN, startChild, tail } from './api-load.js';
import { envNumber, freshPostgres, isMain, median } from './lib.js';

const ROWS = Math.round(envNumber('BENCH_ROWS', 10_000));
const RUNS = Math.max(2, Math.round(envNumber('BENCH_RUNS', 4)));
const STARTS = Math.round(envNumber('BENCH_STARTS', 2));

export const TARGETS = { firstMs: 3_000, warmMedianMs: 1_500 } as const;

export interface UploadFigure {
  ms: number;
  /** CPU of the server process during the upload (every thread), ms. */
  serverCpuMs: number;
  /** CPU of the bench database's PostgreSQL backends during the upload, ms (NaN on PGlite). */
  dbCpuMs: number;
  /** 1-minute load average when the upload ended. */
  load: number;
}

export interface BenchResult {
  database: string;
  first: UploadFigure[];
  warm: UploadFigure[];
  firstMedian: number;
  warmMedian: number;
}

const over = (ms: number, target: number) => (ms > target ? `  OVER (target ${target} ms)` : '');

const describe = (label: string, f: UploadFigure, target?: number) =>
  `  ${label.padEnd(30)} ${String(Math.round(f.ms)).padStart(6)} ms  server CPU ${String(f.serverCpuMs).padStart(5)} ms` +
  (Number.isNaN(f.dbCpuMs) ? '' : `  PostgreSQL CPU ${String(f.dbCpuMs).padStart(5)} ms`) +
  `  load ${f.load.toFixed(1)}${target === undefined ? '' : over(f.ms, target)}`;

async function login(base: string): Promise<Record<string, string>> {
  const res = await fetch(base + API.login, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'demoadmin', password: 'Demo@12345' }),
  });
  if (res.status !== 202) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  const { jwt } = (await res.json()) as { jwt: string };
  return { authorization: `Bearer ${jwt}` };
}

async function uploadOnce(
  base: string,
  headers: Record<string, string>,
  file: Buffer,
  pid: number,
  monitor: pg.Client | undefined,
): Promise<UploadFigure> {
  const form = new FormData();
  form.append(BULK_UPLOAD_FIELD, new Blob([new Uint8Array(file)]), 'vendors.xlsx');
  const serverBefore = cpuMsOf(pid) ?? 0;
  const dbBefore = await pgBackendsCpu(monitor);
  const started = performance.now();
  const res = await fetch(base + apiPath(API.vendorBulkUpload, { tenant: 'DEMO01' }), {
    method: 'POST',
    headers,
    body: form,
  });
  const body = (await res.json()) as { successRecords?: number };
  const ms = performance.now() - started;
  const serverCpuMs = (cpuMsOf(pid) ?? 0) - serverBefore;
  const dbCpuMs = monitor ? cpuDelta(dbBefore, await pgBackendsCpu(monitor)) : Number.NaN;
  if (res.status !== 200 || body.successRecords !== ROWS) {
    throw new Error(`upload answered ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  }
  const removed = await fetch(
    base + apiPath(API.vendorBulkRemove, { tenant: 'DEMO01', tag: BULK_UPLOAD_TAG }),
    {
      method: 'DELETE',
      headers,
    },
  );
  if (removed.status !== 202) throw new Error(`bulk remove answered ${removed.status}`);
  return { ms, serverCpuMs, dbCpuMs, load: loadavg()[0] ?? Number.NaN };
}

async function benchOne(
  label: string,
  dbEnv: Record<string, string>,
  file: Buffer,
  workDir: string,
  monitorUrl?: string,
): Promise<BenchResult> {
  const first: UploadFigure[] = [];
  const warm: UploadFigure[] = [];
  for (let start = 1; start <= STARTS; start++) {
    const server = await startChild(
      `${label}-server-${start}`,
      process.env.BENCH_SERVER_MAIN?.trim() || SERVER_MAIN,
      {
        ...dbEnv,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_GLOBAL: '1000000',
        RATE_LIMIT_LOGIN: '1000',
      },
      workDir,
    );
    const monitor = monitorUrl ? new pg.Client({ connectionString: monitorUrl }) : undefined;
    await monitor?.connect();
    try {
      const headers = await login(server.base);
      for (let run = 1; run <= RUNS; run++) {
        const figure = await uploadOnce(server.base, headers, file, server.pid, monitor);
        if (run === 1) first.push(figure);
        else warm.push(figure);
        const name = run === 1 ? `start ${start}: first upload` : `start ${start}: warm upload ${run - 1}`;
        console.log(`${label.padEnd(9)}${describe(name, figure, run === 1 ? TARGETS.firstMs : undefined)}`);
      }
    } catch (error) {
      console.log(`  server log (last lines):\n${tail(server.logFile)}`);
      throw error;
    } finally {
      await monitor?.end();
      await server.stop();
    }
  }
  return {
    database: label,
    first,
    warm,
    firstMedian: median(first.map((f) => f.ms)),
    warmMedian: median(warm.map((f) => f.ms)),
  };
}

export async function runBulkUploadBench(): Promise<BenchResult[]> {
  console.log(
    `Bulk upload bench: ${ROWS} rows .xlsx over HTTP to the built server; ${STARTS} starts per database, ` +
      `${RUNS} uploads after each (the first apart); load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')}`,
  );
  const file = await xlsxOf(validRows(ROWS, 'Bench Vendor'));
  console.log(`  file: ${(file.length / 1024).toFixed(0)} KiB`);
  const results: BenchResult[] = [];
  const dir = mkdtempSync(path.join(tmpdir(), 'sitebook-bench-'));
  try {
    results.push(await benchOne('pglite', { DATA_DIR: path.join(dir, 'data') }, file, dir));
    const adminUrl = process.env.BENCH_DATABASE_URL;
    if (adminUrl) {
      const database = await freshPostgres(adminUrl);
      try {
        results.push(
          await benchOne(
            'postgres',
            { DATABASE_URL: database.url, DATA_DIR: path.join(dir, 'pg-data') },
            file,
            dir,
            database.url,
          ),
        );
      } finally {
        await database.drop();
      }
    } else {
      console.log('  (set BENCH_DATABASE_URL to also measure PostgreSQL)');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const cpu = (figures: UploadFigure[]) =>
    `${median(figures.map((f) => f.serverCpuMs))}` +
    (figures.some((f) => !Number.isNaN(f.dbCpuMs)) ? ` + ${median(figures.map((f) => f.dbCpuMs))}` : '');
  console.log(
    `\nBulk upload targets: first upload after start ≤ ${TARGETS.firstMs} ms, warm median ≤ ${TARGETS.warmMedianMs} ms; ` +
      `load average now ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')}`,
  );
  console.log(
    'database   first ms (each)             warm median ms   warm (each)                       CPU ms first / warm (server + PostgreSQL)',
  );
  for (const r of results) {
    const firstOk = r.first.every((f) => f.ms <= TARGETS.firstMs);
    const warmOk = r.warmMedian <= TARGETS.warmMedianMs;
    console.log(
      `${r.database.padEnd(10)} ${r.first
        .map((f) => Math.round(f.ms))
        .join(', ')
        .padEnd(27)} ${String(Math.round(r.warmMedian)).padStart(14)}   ` +
        `${r.warm
          .map((f) => Math.round(f.ms))
          .join(', ')
          .padEnd(33)} ${cpu(r.first)} / ${cpu(r.warm)}`,
    );
    console.log(
      `  ${firstOk ? 'met ' : 'OVER'} first upload after start ≤ ${TARGETS.firstMs} ms` +
        `   ${warmOk ? 'met ' : 'OVER'} warm median ≤ ${TARGETS.warmMedianMs} ms`,
    );
  }
  return results;
}

if (isMain(import.meta.url)) {
  await runBulkUploadBench();
}
