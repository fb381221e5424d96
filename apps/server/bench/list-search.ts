/**
 * Benchmark: the payables list's search, filters and sort, and its export, on a big
 * tenant. A script that prints figures, not a timed test.
 *
 * Data: LOAD01 with 100,000 vendors and 1,000,000 payables (with their history), LOAD02 at the
 * usual size (data.ts, BENCH_SIZE=big). The database is BENCH_SEARCH_DATABASE_URL when set (filled
 * when the bench tenants are missing); otherwise `bench_search` next to BENCH_DATABASE_URL (or
 * postgres://postgres@127.0.0.1:5432/postgres), created and filled on the first run and kept for
 * the next (filling it takes minutes; drop it by hand when done).
 *
 * The real server runs as a child process as in api-load.ts (the built `apps/server/dist/main.js`,
 * LOG_LEVEL info unless BENCH_LOG_LEVEL says otherwise), logged in over HTTP with the apikey headers.
 *
 *   a. autocannon, 32 connections, never pipelined, BENCH_SECONDS (20) after a BENCH_WARMUP (5) s
 *      warm-up, on LOAD01's payables list: one run per kind of request (each kind rotates a few
 *      values), then one run rotating all of them (the overall figure). req/s, p50, p99, non-2xx.
 *      Targets: p50 ≤ 20 ms, p99 ≤ 50 ms, no errors. Then each kind at one connection for up to 5 s:
 *      a request's own time, without the queue that 32 connections on a few cores make.
 *   b. The export (API.payablesExport) of a filter matching about 100,000 of LOAD01's payables
 *      (counted with SQL first), as .xlsx then .csv: time to the last byte, bytes, the server's RSS
 *      before and its peak during (sampled from /proc every 50 ms). While the .xlsx export runs,
 *      8 connections load LOAD02's list (pages 1 and 3, as the list screen asks) as loadadmin2; its p99 is
 *      printed beside the same load with no export running. Targets: .xlsx ≤ 10 s, RSS growth
 *      ≤ 100 MB, LOAD02's p99 ≤ 50 ms during the export.
 *   c. A table of the figures against the targets.
 *
 *   (after `npm run build`, which `npm run bench` runs for what changed)
 *   BENCH_ONLY=list-search npm run bench
 *   BENCH_SEARCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_search node --import tsx apps/server/bench/list-search.ts
 *   BENCH_BIG_PAYABLES=200000 BENCH_BIG_VENDORS=20000 …   a smaller big tenant (for a new database only)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { API, apiPath, COUNT_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '@sitebook/contract';
import autocannon, { type Result as CannonResult } from 'autocannon';
import pg from 'pg';
import {
  type Child,
  cpuDelta,
  cpuMsOf,
  mb,
  pgBackendsCpu,
  rssOf,
  sampleRss,
  sessionHeaders,
  sleep,
  startAppServer,
  tail,
} from './api-load.js';
import { BENCH_TENANTS, bigSizesFromEnv, generateInto, sizesFromEnv } from './data.js';
import { envNumber, isMain } from './lib.js';

const SECONDS = envNumber('BENCH_SECONDS', 20);
const WARMUP = envNumber('BENCH_WARMUP', 5);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL?.trim() || 'info';
const CONNECTIONS = 32;
const OTHER_CONNECTIONS = 8;
const OTHER_IDLE_SECONDS = Math.min(10, SECONDS);
const SINGLE_SECONDS = Math.min(5, SECONDS);

export const SEARCH_TARGETS = {
  p50: 20,
  p99: 50,
  exportSeconds: 10,
  exportRssGrowthMb: 100,
  otherTenantP99: 50,
} as const;

/** The export's filter: LOAD01's bills of 2025-01-01 to 2025-04-19, about 100,000 of 1,000,000. */
const EXPORT_FILTER = { billFrom: '2025-01-01', billTo: '2025-04-19' };
const EXPORT_FILTER_SQL = `bill_date between '${EXPORT_FILTER.billFrom}' and '${EXPORT_FILTER.billTo}'`;

const [BIG, OTHER] = BENCH_TENANTS as readonly [
  (typeof BENCH_TENANTS)[number],
  (typeof BENCH_TENANTS)[number],
];

const query = (params: Record<string, string | number>) =>
  `?${Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&')}`;

/** The kinds of list request, each a few realistic variants (a connection sends them in turn). */
function searchKinds(siteIds: number[]): { name: string; queries: string[] }[] {
  const page = { page: 1, size: 20 };
  return [
    {
      name: 'vendor name + status, by due date',
      queries: ['Sánchez', 'muller', 'Ñandú', 'goncalves', 'Kulkarni Steel'].map((q) =>
        query({ ...page, q, status: 'Payment Pending', sort: 'paymentDueDate,asc' }),
      ),
    },
    {
      name: 'invoice number fragment, by bill date',
      queries: ['2025/8123', 'INV/2024/5', 'GST-INV/2025/9', '/2023/0471'].map((q) =>
        query({ ...page, q, sort: 'billDate,desc' }),
      ),
    },
    {
      name: 'overdue at a site, by amount',
      queries: siteIds
        .slice(0, 4)
        .map((siteId) => query({ ...page, overdue: 'true', siteId, sort: 'amount,desc' })),
    },
    {
      name: 'remarks word + bill dates, page 3',
      queries: ['cement', 'scaffolding', 'basement', 'retention'].map((q) =>
        query({ page: 3, size: 20, q, billFrom: '2025-01-01', billTo: '2025-12-31' }),
      ),
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Load

interface RunFigures {
  name: string;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Connection errors + timeouts + non-2xx answers. */
  errors: number;
  statuses: Record<string, number>;
  /** CPU per answered request, ms: the server process, and the PostgreSQL backends of the bench database. */
  serverCpuMs: number;
  dbCpuMs: number;
}

function figuresOf(
  name: string,
  result: CannonResult,
  cpu = { server: Number.NaN, db: Number.NaN },
): RunFigures {
  const requests = result.latency.totalCount;
  return {
    name,
    requests,
    requestsPerSecond: requests / Math.max(result.duration, 0.001),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats).map(([k, v]) => [k, v.count])),
    serverCpuMs: cpu.server / Math.max(1, requests),
    dbCpuMs: cpu.db / Math.max(1, requests),
  };
}

/**
 * A load run with the CPU it cost: the server process's and the database backends' (from /proc),
 * steadier than latency on a shared machine.
 */
async function measured(
  name: string,
  pid: number,
  monitor: pg.Client,
  run: () => PromiseLike<CannonResult>,
): Promise<RunFigures> {
  await settle(monitor);
  const serverBefore = cpuMsOf(pid) ?? 0;
  const dbBefore = await pgBackendsCpu(monitor);
  const result = await run();
  const server = (cpuMsOf(pid) ?? 0) - serverBefore;
  const db = cpuDelta(dbBefore, await pgBackendsCpu(monitor));
  return figuresOf(name, result, { server, db });
}

/**
 * Waits (at most 60 s) until no query of the bench database is running: requests autocannon gave up
 * on (10 s timeout) keep the server and PostgreSQL busy after a run ends, and would weigh on the next.
 */
async function settle(monitor: pg.Client): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const { rows } = await monitor.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and state = 'active'`,
    );
    if ((rows[0]?.n ?? 0) === 0) return;
    await sleep(250);
  }
  console.log('  (queries still running after 60 s)');
}

/** Starts autocannon on `paths` (rotated per connection); `duration` in seconds. */
const cannon = (
  base: string,
  paths: string[],
  headers: Record<string, string>,
  connections: number,
  duration: number,
) =>
  autocannon({
    url: base,
    connections,
    duration,
    pipelining: 1,
    headers,
    timeout: 10,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });

const describe = (f: RunFigures) =>
  `  ${f.name.padEnd(42)} ${f.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${f.p50} ms  p90 ${f.p90} ms  ` +
  `p99 ${f.p99} ms  max ${f.max} ms  errors ${f.errors}  ` +
  `CPU/request: server ${f.serverCpuMs.toFixed(2)} ms, PostgreSQL ${f.dbCpuMs.toFixed(2)} ms  statuses ${JSON.stringify(f.statuses)}`;

/** One call: status, rows, X-Total-Count (and whether capped), time. */
async function look(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.text();
  const ms = performance.now() - started;
  let rows = -1;
  try {
    const parsed = JSON.parse(body) as unknown;
    if (Array.isArray(parsed)) rows = parsed.length;
  } catch {
    // not JSON: -1 rows
  }
  const capped = res.headers.get(COUNT_CAPPED_HEADER) === 'true' ? ' (capped)' : '';
  return `${res.status}, ${rows} rows, X-Total-Count ${res.headers.get(TOTAL_COUNT_HEADER) ?? '(none)'}${capped}, ${ms.toFixed(1)} ms`;
}

// ---------------------------------------------------------------------------------------------
// Export

interface ExportFigures {
  format: string;
  status: number;
  seconds: number;
  bytes: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  contentType: string;
  /** CPU the server process used during the export, s. */
  serverCpuS: number;
}

/** Downloads the export to the last byte (counting, not keeping, the bytes) while sampling the server's RSS. */
async function exportOnce(
  server: Child,
  url: string,
  headers: Record<string, string>,
  format: string,
): Promise<ExportFigures> {
  const rssBefore = rssOf(server.pid) ?? 0;
  const cpuBefore = cpuMsOf(server.pid) ?? 0;
  const sampler = sampleRss(server.pid, 50);
  const started = performance.now();
  const res = await fetch(url, { headers });
  let bytes = 0;
  if (res.body) {
    for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
  }
  const seconds = (performance.now() - started) / 1000;
  const samples = sampler.stop();
  return {
    format,
    status: res.status,
    seconds,
    bytes,
    rssBeforeMb: mb(rssBefore),
    rssPeakMb: mb(Math.max(rssBefore, ...samples)),
    contentType: res.headers.get('content-type') ?? '',
    serverCpuS: ((cpuMsOf(server.pid) ?? 0) - cpuBefore) / 1000,
  };
}

// ---------------------------------------------------------------------------------------------
// Database

/** The database to use: BENCH_SEARCH_DATABASE_URL, or bench_search (created when missing); filled when empty. */
async function prepareDatabase(): Promise<string> {
  let url = process.env.BENCH_SEARCH_DATABASE_URL?.trim();
  if (!url) {
    const admin = process.env.BENCH_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
    const target = new URL(admin);
    target.pathname = '/bench_search';
    url = target.toString();
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      const { rowCount } = await client.query(`select 1 from pg_database where datname = 'bench_search'`);
      if (rowCount === 0) {
        await client.query('create database bench_search');
        console.log(
          '  created database bench_search: it is kept for the next run (drop it by hand when done)',
        );
      } else {
        console.log('  reusing database bench_search (kept from an earlier run)');
      }
    } finally {
      await client.end();
    }
  }
  const started = performance.now();
  const generated = await generateInto({ databaseUrl: url }, [bigSizesFromEnv(), sizesFromEnv()]);
  if (generated.length > 0) {
    console.log(`  bench data made in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return url;
}

// ---------------------------------------------------------------------------------------------
// The bench

export interface ListSearchFigures {
  kinds: RunFigures[];
  mixed: RunFigures;
  /** Each kind at one connection. */
  single: RunFigures[];
  exports: ExportFigures[];
  exportRows: number;
  otherIdle: RunFigures;
  otherDuringExport: RunFigures;
  loadAverage: number[];
}

export async function runListSearchBench(): Promise<ListSearchFigures> {
  console.log(
    `List search bench: LOAD01's payables list with search, filters and sort at ${CONNECTIONS} connections, ` +
      `${SECONDS} s per run (BENCH_SECONDS) after a ${WARMUP} s warm-up; its export; LOAD02 during the export`,
  );
  const databaseUrl = await prepareDatabase();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const workDir = mkdtempSync(path.join(tmpdir(), 'sitebook-search-'));
  let server: Child | undefined;
  try {
    const counts = await db.query<{ tenant_code: string; vendors: string; payables: string }>(
      `select c.company_code as tenant_code,
         (select count(*) from vendors v where v.tenant_code = c.company_code) as vendors,
         (select count(*) from payables p where p.tenant_code = c.company_code) as payables
       from companies c where c.company_code in ('${BIG.code}', '${OTHER.code}') order by 1`,
    );
    for (const r of counts.rows)
      console.log(`  ${r.tenant_code}: ${r.vendors} vendors, ${r.payables} payables`);
    const sites = await db.query<{ id: number }>(
      `select id from sites where tenant_code = '${BIG.code}' order by id`,
    );
    const exportCount = await db.query<{ n: string }>(
      `select count(*) as n from payables where tenant_code = '${BIG.code}' and ${EXPORT_FILTER_SQL}`,
    );
    const exportRows = Number(exportCount.rows[0]?.n);
    console.log(
      `  the export's filter (${EXPORT_FILTER_SQL}) matches ${exportRows} of ${BIG.code}'s payables`,
    );

    console.log(`  starting the server (LOG_LEVEL=${LOG_LEVEL})`);
    server = await startAppServer(
      'search-server',
      { DATABASE_URL: databaseUrl, DATA_DIR: path.join(workDir, 'data') },
      workDir,
    );
    const base = server.base;
    const bigHeaders = await sessionHeaders(base, BIG.user, BIG.password);
    const otherHeaders = await sessionHeaders(base, OTHER.user, OTHER.password);
    const bigList = apiPath(API.payablesForTenant, { tenantCode: BIG.code });
    const otherList = apiPath(API.payablesForTenant, { tenantCode: OTHER.code });

    // a. Search, filters and sort at 32 connections.
    const kinds = searchKinds(sites.rows.map((r) => r.id)).map((k) => ({
      name: k.name,
      paths: k.queries.map((q) => bigList + q),
    }));
    for (const kind of kinds) {
      for (const p of kind.paths)
        console.log(`  probe ${p.slice(bigList.length)}: ${await look(base + p, bigHeaders)}`);
    }
    const allPaths = kinds.flatMap((k) => k.paths);
    console.log(`  warm-up ${WARMUP} s at ${CONNECTIONS} connections (every kind)`);
    await cannon(base, allPaths, bigHeaders, CONNECTIONS, WARMUP);
    const kindFigures: RunFigures[] = [];
    for (const kind of kinds) {
      const paths = kind.paths;
      const f = await measured(kind.name, server.pid, db, () =>
        cannon(base, paths, bigHeaders, CONNECTIONS, SECONDS),
      );
      console.log(describe(f));
      kindFigures.push(f);
    }
    const mixed = await measured('all kinds in turn', server.pid, db, () =>
      cannon(base, allPaths, bigHeaders, CONNECTIONS, SECONDS),
    );
    console.log(describe(mixed));
    // One connection: a request's own time, without the queue 32 connections make on 2 cores.
    const single: RunFigures[] = [];
    for (const kind of kinds) {
      const paths = kind.paths;
      const f = await measured(`${kind.name}, 1 conn`, server.pid, db, () =>
        cannon(base, paths, bigHeaders, 1, SINGLE_SECONDS),
      );
      console.log(describe(f));
      single.push(f);
    }

    // b. The export, and LOAD02 before and during it.
    const otherPaths = [otherList + query({ page: 1, size: 20 }), otherList + query({ page: 3, size: 20 })];
    for (const p of otherPaths)
      console.log(
        `  probe ${OTHER.code} ${p.slice(otherList.length)}: ${await look(base + p, otherHeaders)}`,
      );
    await cannon(base, otherPaths, otherHeaders, OTHER_CONNECTIONS, Math.min(3, WARMUP));
    const otherIdle = await measured(
      `${OTHER.code} list, ${OTHER_CONNECTIONS} conn, no export`,
      server.pid,
      db,
      () => cannon(base, otherPaths, otherHeaders, OTHER_CONNECTIONS, OTHER_IDLE_SECONDS),
    );
    console.log(describe(otherIdle));
    await sleep(2_000);

    const exportUrl = (format: string) =>
      base + apiPath(API.payablesExport, { tenantCode: BIG.code }) + query({ ...EXPORT_FILTER, format });
    // The other tenant's load runs from before the export's request to its last byte.
    await settle(db);
    const otherLoad = cannon(base, otherPaths, otherHeaders, OTHER_CONNECTIONS, 600);
    await sleep(500);
    const xlsx = await exportOnce(server, exportUrl('xlsx'), bigHeaders, 'xlsx');
    otherLoad.stop();
    const otherDuringExport = figuresOf(
      `${OTHER.code} list, ${OTHER_CONNECTIONS} conn, during .xlsx export`,
      await otherLoad,
    );
    const describeExport = (e: ExportFigures) =>
      `  export .${e.format}: ${e.status} ${e.contentType}, ${(e.bytes / 1024 / 1024).toFixed(1)} MB in ${e.seconds.toFixed(2)} s; ` +
      `server RSS ${e.rssBeforeMb.toFixed(0)} MB before, peak ${e.rssPeakMb.toFixed(0)} MB (growth ${(e.rssPeakMb - e.rssBeforeMb).toFixed(0)} MB); ` +
      `server CPU ${e.serverCpuS.toFixed(2)} s`;
    console.log(describeExport(xlsx));
    console.log(describe(otherDuringExport));
    await sleep(2_000);
    await settle(db);
    const csv = await exportOnce(server, exportUrl('csv'), bigHeaders, 'csv');
    console.log(describeExport(csv));

    const loadAverage = loadavg();
    const figures: ListSearchFigures = {
      kinds: kindFigures,
      mixed,
      single,
      exports: [xlsx, csv],
      exportRows,
      otherIdle,
      otherDuringExport,
      loadAverage,
    };
    printSummary(figures);
    return figures;
  } catch (error) {
    if (server) console.log(`  server log (last lines):\n${tail(server.logFile)}`);
    throw error;
  } finally {
    await server?.stop();
    await db.end();
    rmSync(workDir, { recursive: true, force: true });
  }
}

function printSummary(f: ListSearchFigures) {
  const t = SEARCH_TARGETS;
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET');
  const rows: [string, string, string, boolean | undefined][] = [];
  for (const k of [...f.kinds, f.mixed]) {
    rows.push([
      `${k.name}: p50 / p99 ms`,
      `≤ ${t.p50} / ≤ ${t.p99}`,
      `${k.p50} / ${k.p99}`,
      k.requests > 0 && k.p50 <= t.p50 && k.p99 <= t.p99,
    ]);
    rows.push([
      `  req/s, errors`,
      '0 errors',
      `${k.requestsPerSecond.toFixed(0)}, ${k.errors}`,
      k.errors === 0,
    ]);
  }
  for (const k of f.single) {
    rows.push([`${k.name}: p50 / p99 ms`, '', `${k.p50} / ${k.p99}`, undefined]);
  }
  const [xlsx, csv] = f.exports as [ExportFigures, ExportFigures];
  rows.push([
    `export .xlsx of ${f.exportRows} rows: s`,
    `≤ ${t.exportSeconds}`,
    `${xlsx.seconds.toFixed(2)} (${xlsx.status})`,
    xlsx.status === 200 && xlsx.seconds <= t.exportSeconds,
  ]);
  rows.push([
    `  server RSS growth MB`,
    `≤ ${t.exportRssGrowthMb}`,
    `${(xlsx.rssPeakMb - xlsx.rssBeforeMb).toFixed(0)} (${xlsx.rssBeforeMb.toFixed(0)} → ${xlsx.rssPeakMb.toFixed(0)})`,
    xlsx.status === 200 && xlsx.rssPeakMb - xlsx.rssBeforeMb <= t.exportRssGrowthMb,
  ]);
  rows.push([`  bytes`, '', `${(xlsx.bytes / 1024 / 1024).toFixed(1)} MB`, undefined]);
  rows.push([`export .csv: s`, '', `${csv.seconds.toFixed(2)} (${csv.status})`, undefined]);
  rows.push([
    `  server RSS growth MB, bytes`,
    '',
    `${(csv.rssPeakMb - csv.rssBeforeMb).toFixed(0)}, ${(csv.bytes / 1024 / 1024).toFixed(1)} MB`,
    undefined,
  ]);
  rows.push([
    `${OTHER.code} list p99 ms during the .xlsx export`,
    `≤ ${t.otherTenantP99}`,
    `${f.otherDuringExport.p99} (p50 ${f.otherDuringExport.p50}, errors ${f.otherDuringExport.errors})`,
    f.otherDuringExport.p99 <= t.otherTenantP99 && f.otherDuringExport.errors === 0,
  ]);
  rows.push([
    `${OTHER.code} list p99 ms, no export`,
    '',
    `${f.otherIdle.p99} (p50 ${f.otherIdle.p50})`,
    undefined,
  ]);
  console.log(
    `\nList search bench (PostgreSQL), load average ${f.loadAverage.map((l) => l.toFixed(2)).join(' / ')} (1 / 5 / 15 min)`,
  );
  console.log(`${'figure'.padEnd(58)}${'target'.padEnd(16)}${'measured'.padEnd(30)}`);
  for (const [label, target, value, ok] of rows) {
    console.log(
      `${label.padEnd(58)}${target.padEnd(16)}${value.padEnd(30)}${ok === undefined ? '' : verdict(ok)}`,
    );
  }
}

if (isMain(import.meta.url)) {
  await runListSearchBench();
}
