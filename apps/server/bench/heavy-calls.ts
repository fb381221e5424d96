/**
 * Benchmark: another company's paged list while one company runs heavy calls.
 * LOAD01 has BENCH_HEAVY_ROWS (200,000) vendors and as many payables, LOAD02 a small company. The
 * real server runs as a child process (startAppServer: the built `apps/server/dist/main.js`), on a
 * fresh PostgreSQL database (BENCH_DATABASE_URL) and on a fresh PGlite directory. A worker thread
 * calls LOAD02's vendor list page back to back, first with nothing else running, then while LOAD01
 * sends 10 unpaged vendor lists and 4 exports (vendors and payables, .csv and .xlsx) at once.
 * Prints the probe's p50 / p99 / max, what LOAD01's calls answered (status, rows, bytes, time) and
 * the server's peak RSS. Target: LOAD02's p99 ≤ 50 ms (OVER when over). A script that prints
 * figures, not a timed test.
 *
 *   (after `npm run build`, which `npm run bench` runs for what changed)
 *   BENCH_ONLY=heavy-calls BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
 *   BENCH_HEAVY_ROWS=50000 …   a smaller LOAD01
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { API, apiPath, RESULT_TRUNCATED_HEADER } from '@sitebook/contract';
import { type Child, mb, rssOf, sampleRss, sessionHeaders, startAppServer } from './api-load.js';
import { BENCH_TENANTS, type BenchSizes, generateInto } from './data.js';
import { envNumber, freshPostgres, isMain } from './lib.js';
import { type LatencySummary, startProbe, summarise } from './probe.js';

const ROWS = Math.round(envNumber('BENCH_HEAVY_ROWS', 200_000));
const UNPAGED_CALLS = 10;
const TARGET_P99_MS = 50;
const [BIG, OTHER] = BENCH_TENANTS as [(typeof BENCH_TENANTS)[0], (typeof BENCH_TENANTS)[0]];
const SIZES: BenchSizes[] = [
  { vendors: ROWS, payables: ROWS, payments: 1_000, advances: 1_000 },
  { vendors: 2_000, payables: 5_000, payments: 500, advances: 200 },
];

interface HeavyAnswer {
  what: string;
  status: number;
  bytes: number;
  ms: number;
  truncated: string | null;
}

export interface HeavyCallsResult {
  database: string;
  idle: LatencySummary;
  during: LatencySummary;
  answers: HeavyAnswer[];
  rssMb: { before: number; peak: number };
}

const line = (label: string, s: LatencySummary) =>
  `  ${label.padEnd(44)} calls ${String(s.calls).padStart(5)}  p50 ${String(s.p50).padStart(6)} ms  p99 ${String(s.p99).padStart(7)} ms  max ${String(s.max).padStart(7)} ms${s.p99 > TARGET_P99_MS ? '  OVER' : ''}`;

async function heavyCall(what: string, url: string, headers: Record<string, string>): Promise<HeavyAnswer> {
  const started = performance.now();
  const res = await fetch(url, { headers });
  const bytes = (await res.arrayBuffer()).byteLength;
  return {
    what,
    status: res.status,
    bytes,
    ms: Math.round(performance.now() - started),
    truncated: res.headers.get(RESULT_TRUNCATED_HEADER),
  };
}

async function benchOne(label: string, dbEnv: Record<string, string>, workDir: string) {
  let server: Child | undefined;
  try {
    server = await startAppServer(`${label}-heavy`, dbEnv, workDir);
    const base = server.base;
    const big = await sessionHeaders(base, BIG.user, BIG.password);
    const other = await sessionHeaders(base, OTHER.user, OTHER.password);
    const token = (other.authorization ?? '').replace(/^Bearer /, '');
    const probeUrl = `${base}${apiPath(API.vendorsForTenant, { tenant: OTHER.code })}?page=1&size=20`;

    // Warm up: the page statement, and one heavy call of each kind.
    for (let i = 0; i < 20; i++) await (await fetch(probeUrl, { headers: other })).arrayBuffer();
    const vendors = `${base}${apiPath(API.vendorsForTenant, { tenant: BIG.code })}`;
    const vendorExport = (format: string) =>
      `${base}${apiPath(API.vendorsExport, { tenant: BIG.code })}?format=${format}`;
    const payableExport = (format: string) =>
      `${base}${apiPath(API.payablesExport, { tenantCode: BIG.code })}?format=${format}`;
    await heavyCall('warm-up', vendors, big);

    let probe = startProbe(probeUrl, token);
    await new Promise((r) => setTimeout(r, 3_000));
    const idle = summarise(await probe.stop());

    const rssBefore = mb(rssOf(server.pid) ?? 0);
    const rss = sampleRss(server.pid, 100);
    probe = startProbe(probeUrl, token);
    await new Promise((r) => setTimeout(r, 200));
    const answers = await Promise.all([
      ...Array.from({ length: UNPAGED_CALLS }, (_, i) =>
        heavyCall(`unpaged vendor list ${i + 1}`, vendors, big),
      ),
      heavyCall('vendor export .csv', vendorExport('csv'), big),
      heavyCall('vendor export .xlsx', vendorExport('xlsx'), big),
      heavyCall('payable export .csv', payableExport('csv'), big),
      heavyCall('payable export .xlsx', payableExport('xlsx'), big),
    ]);
    const during = summarise(await probe.stop());
    const samples = rss.stop();
    const result: HeavyCallsResult = {
      database: label,
      idle,
      during,
      answers,
      rssMb: { before: Math.round(rssBefore), peak: Math.round(mb(Math.max(0, ...samples))) },
    };
    console.log(line(`${label}: ${OTHER.code} list page, idle`, idle));
    console.log(line(`${label}: during ${UNPAGED_CALLS} unpaged + 4 exports`, during));
    for (const a of answers) {
      console.log(
        `    ${BIG.code} ${a.what.padEnd(24)} ${a.status}  ${String(a.bytes).padStart(10)} bytes  ${String(a.ms).padStart(6)} ms${a.truncated ? `  X-Result-Truncated: ${a.truncated}` : ''}`,
      );
    }
    console.log(`  ${label}: server RSS ${result.rssMb.before} MB before, peak ${result.rssMb.peak} MB`);
    return result;
  } finally {
    await server?.stop();
  }
}

export async function runHeavyCallsBench(): Promise<HeavyCallsResult[]> {
  console.log(
    `${OTHER.code}'s vendor list page while ${BIG.code} (${ROWS} vendors, ${ROWS} payables) sends ${UNPAGED_CALLS} unpaged lists and 4 exports at once; load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  const results: HeavyCallsResult[] = [];
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) {
    const database = await freshPostgres(adminUrl, 'heavy');
    const workDir = mkdtempSync(path.join(tmpdir(), 'sitebook-heavy-'));
    try {
      await generateInto({ databaseUrl: database.url }, SIZES);
      results.push(
        await benchOne(
          'postgres',
          { DATABASE_URL: database.url, DATA_DIR: path.join(workDir, 'data') },
          workDir,
        ),
      );
    } finally {
      await database.drop();
      rmSync(workDir, { recursive: true, force: true });
    }
  } else {
    console.log('  (set BENCH_DATABASE_URL to also measure PostgreSQL)');
  }
  const workDir = mkdtempSync(path.join(tmpdir(), 'sitebook-heavy-'));
  try {
    const dataDir = path.join(workDir, 'data');
    await generateInto({ pgliteDir: path.join(dataDir, 'pglite') }, SIZES);
    console.log(
      "  PGlite has one connection: every statement of every company waits for the one running, so a heavy call's batches and the probe's page take turns",
    );
    results.push(await benchOne('pglite', { DATA_DIR: dataDir }, workDir));
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  return results;
}

if (isMain(import.meta.url)) {
  await runHeavyCallsBench();
}
