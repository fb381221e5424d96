/**
 * Benchmark: the payables list page under load. A script that prints
 * figures, not a timed test. For each database — a fresh PostgreSQL database when
 * BENCH_DATABASE_URL is set (created and dropped here), and a fresh embedded PGlite directory — it:
 *
 *   1. fills the database with the bench tenants (data.ts: 2 × 10,000 vendors, 50,000 payables with
 *      history, 5,000 advances with expenses), through the app's migrations and admin service;
 *   2. starts the real server as a child process (`apps/server/dist/main.js`, configured by its
 *      environment as in production: LOG_LEVEL info unless BENCH_LOG_LEVEL says otherwise, the
 *      per-IP limit raised because all the load comes from one address), so the RSS sampled from
 *      /proc is the server's alone;
 *   3. logs in over HTTP and reads the company's apikey as the web does (login, user by name,
 *      company), then drives `GET API.payablesForTenant?page=1&size=8` with the apikey and
 *      api_client_name headers using autocannon, never pipelined:
 *        - 1 connection, page 1 and page 200 (p99; the page-200/page-1 ratio of mean latency);
 *        - 32 connections, page 200 and page 1 (requests/s, p50, p99, errors, server RSS);
 *   4. stops it and starts the bare limit (bare-server.ts: a minimal Fastify route running the same
 *      SQL through pg / PGlite, no auth) on the same data, 32 connections, right after ours.
 *
 *   (after `npm run build`, which `npm run bench` runs for what changed)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx apps/server/bench/api-load.ts
 *   BENCH_SECONDS=3 ...        each measured run's length (default 30), warm-up BENCH_WARMUP (default 5)
 *   BENCH_API_DATABASES=postgres   only one database (postgres, pglite; default both)
 *   BENCH_TENANT=LOAD02        the tenant whose list is loaded (default LOAD01, whose rows have the lower ids)
 *   BENCH_CPU_PROF=/tmp/prof   the server runs with --cpu-prof, writing its profile there on exit
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, apiPath, HEADERS, TOTAL_COUNT_HEADER } from '@sitebook/contract';
import autocannon from 'autocannon';
import pg from 'pg';
import { BENCH_TENANTS, generateInto, sizesFromEnv } from './data.js';
import { envNumber, freshPostgres, isMain, median } from './lib.js';

const SECONDS = envNumber('BENCH_SECONDS', 30);
const WARMUP = envNumber('BENCH_WARMUP', Math.min(5, SECONDS));
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL?.trim() || 'info';
const PAGE_SIZE = 8;
const FAR_PAGE = 200;
const MANY = 32;
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF?.trim();

const here = path.dirname(fileURLToPath(import.meta.url));
/** The built server (`npm run build`), as `npm run serve` runs it. */
export const SERVER_MAIN = path.resolve(here, '../dist/main.js');
const BARE_SERVER = path.join(here, 'bare-server.ts');

export const TARGETS = {
  requestsPerSecond: 1_800,
  p50: 15,
  p99: 50,
  p99Single: 10,
  farPageRatio: 1.5,
  // Back over 0.7 of the bare limit (it was 0.73 on 2026-11-23, 0.58 before that).
  bareRatio: 0.7,
  rssMb: 200,
} as const;

// ---------------------------------------------------------------------------------------------
// Child processes

const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export const tail = (file: string, lines = 20) => {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
};

export interface Child {
  pid: number;
  base: string;
  logFile: string;
  stop(): Promise<void>;
}

/**
 * Starts a script on a free loopback port (a .ts one through tsx, the built server with
 * --conditions=sitebook-dist as `npm run serve` does) and waits until /health answers.
 */
export async function startChild(
  label: string,
  script: string,
  env: Record<string, string>,
  logDir: string,
): Promise<Child> {
  const port = await freePort();
  const logFile = path.join(logDir, `${label}.log`);
  const fd = openSync(logFile, 'w');
  const baseEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'DATA_DIR', 'JWT_SECRET', 'LOG_LEVEL', 'SEED_DEMO', 'HOST', 'PORT']) {
    delete baseEnv[name];
  }
  const profile = CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROF_DIR)}`] : [];
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : ['--conditions=sitebook-dist'];
  const child = spawn(process.execPath, [...profile, ...loader, script], {
    cwd: path.resolve(here, '..'),
    env: { ...baseEnv, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const done = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
      if (!done) child.kill('SIGKILL');
      await exited;
    }
    children.delete(child);
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      children.delete(child);
      throw new Error(`${label} exited (${child.exitCode ?? child.signalCode}):\n${tail(logFile)}`);
    }
    try {
      const res = await fetch(`${base}/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${label} did not answer /health within 180 s:\n${tail(logFile)}`);
    }
    await sleep(200);
  }
  if (child.pid === undefined) throw new Error(`${label}: no pid`);
  return { pid: child.pid, base, logFile, stop };
}

/**
 * The built app server on a bench database (`dbEnv`: DATABASE_URL or DATA_DIR), with a fresh
 * signing key, no demo seed and rate limits out of the load's way.
 */
export function startAppServer(label: string, dbEnv: Record<string, string>, logDir: string): Promise<Child> {
  return startChild(
    label,
    SERVER_MAIN,
    {
      ...dbEnv,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      SEED_DEMO: 'false',
      LOG_LEVEL,
      RATE_LIMIT_GLOBAL: '1000000',
      RATE_LIMIT_LOGIN: '1000',
    },
    logDir,
  );
}

/** Resident set size of a process (Linux /proc), in bytes. */
export function rssOf(pid: number): number | undefined {
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

export function sampleRss(pid: number, everyMs = 250) {
  const samples: number[] = [];
  const timer = setInterval(() => {
    const rss = rssOf(pid);
    if (rss !== undefined) samples.push(rss);
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return samples;
    },
  };
}

export const mb = (bytes: number) => bytes / (1024 * 1024);

/** CPU time (user + system) a process has used, in ms (Linux /proc; clock ticks of 10 ms). */
export function cpuMsOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of stat (utime, stime) are the 12th and 13th after the command name.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * CPU used by the PostgreSQL backends serving one database (they run on this machine): the sum over
 * the backends connected to it, read from /proc by their pids in pg_stat_activity.
 */
export async function pgBackendsCpu(monitor: pg.Client | undefined): Promise<Map<number, number>> {
  const cpu = new Map<number, number>();
  if (!monitor) return cpu;
  const { rows } = await monitor.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  for (const { pid } of rows) {
    const ms = cpuMsOf(pid);
    if (ms !== undefined) cpu.set(pid, ms);
  }
  return cpu;
}

export const cpuDelta = (before: Map<number, number>, after: Map<number, number>) => {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
};

// ---------------------------------------------------------------------------------------------
// Load

export interface LoadFigures {
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  mean: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
  statuses: Record<string, number>;
  /** Server process CPU per answered request, ms. */
  serverCpuMs: number;
  /** PostgreSQL backends' CPU per answered request, ms (NaN on PGlite, which runs inside the server). */
  dbCpuMs: number;
}

/** What a load run measures besides the client's view: the server process and the database backends. */
interface Observed {
  pid: number;
  monitor: pg.Client | undefined;
}

async function load(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string>,
  observed: Observed,
): Promise<LoadFigures> {
  const serverBefore = cpuMsOf(observed.pid) ?? 0;
  const dbBefore = await pgBackendsCpu(observed.monitor);
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    pipelining: 1,
    headers,
    timeout: 10,
  });
  const serverCpu = (cpuMsOf(observed.pid) ?? 0) - serverBefore;
  const dbCpu = observed.monitor ? cpuDelta(dbBefore, await pgBackendsCpu(observed.monitor)) : Number.NaN;
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([k, v]) => [k, v.count]));
  const requests = result.latency.totalCount;
  return {
    connections,
    seconds: result.duration,
    requests,
    requestsPerSecond: requests / result.duration,
    mean: result.latency.mean,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
    statuses,
    serverCpuMs: serverCpu / Math.max(1, requests),
    dbCpuMs: dbCpu / Math.max(1, requests),
  };
}

const describe = (name: string, f: LoadFigures) =>
  `  ${name.padEnd(34)} ${f.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${f.p50} ms  p90 ${f.p90} ms  ` +
  `p99 ${f.p99} ms  max ${f.max} ms  mean ${f.mean.toFixed(2)} ms  errors ${f.errors}  ` +
  `CPU/request: server ${f.serverCpuMs.toFixed(3)} ms` +
  (Number.isNaN(f.dbCpuMs) ? '' : `, PostgreSQL ${f.dbCpuMs.toFixed(3)} ms`) +
  `  statuses ${JSON.stringify(f.statuses)}  load ${loadavg()[0]?.toFixed(1)}`;

// ---------------------------------------------------------------------------------------------
// One database

export interface DatabaseFigures {
  database: string;
  dataMs: number;
  paged: boolean;
  single: LoadFigures;
  singleFar: LoadFigures;
  many: LoadFigures;
  manyFar: LoadFigures;
  bare: LoadFigures;
  /** Mean latency of page 200 over page 1, at one connection. */
  farRatioSingle: number;
  /** Requests/s of page 1 over page 200, at 32 connections. */
  farRatioMany: number;
  bareRatio: number;
  rssIdleMb: number;
  rssPeakMb: number;
  rssMedianMb: number;
  bareRssPeakMb: number;
}

/** Logs in over HTTP and reads the company's key as the web's session sequence does. */
export async function sessionHeaders(
  base: string,
  user: string,
  password: string,
): Promise<Record<string, string>> {
  const login = await fetch(base + API.login, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: user, password }),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  const { jwt } = (await login.json()) as { jwt: string };
  const authorization = `Bearer ${jwt}`;
  const get = async <T>(url: string): Promise<T> => {
    const res = await fetch(base + url, { headers: { authorization } });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    return (await res.json()) as T;
  };
  const { companyId } = await get<{ companyId: number }>(apiPath(API.userByName, { username: user }));
  const company = await get<{ apiKey: string; companyCode: string }>(apiPath(API.companyById, { companyId }));
  return {
    [HEADERS.authorization]: authorization,
    [HEADERS.apiKey]: company.apiKey,
    [HEADERS.clientName]: company.companyCode,
  };
}

/** One call, to check the answer before loading it: status, rows, X-Total-Count. */
export async function probe(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.text();
  const ms = performance.now() - started;
  let rows = -1;
  try {
    const parsed = JSON.parse(body) as unknown;
    if (Array.isArray(parsed)) rows = parsed.length;
  } catch {
    // not JSON; reported as -1 rows
  }
  return { status: res.status, rows, total: res.headers.get(TOTAL_COUNT_HEADER), bytes: body.length, ms };
}

async function benchDatabase(
  database: 'postgres' | 'pglite',
  target: { databaseUrl?: string; dataDir?: string },
  workDir: string,
): Promise<DatabaseFigures> {
  console.log(`\n[${database}] generating the data`);
  const started = performance.now();
  await generateInto(
    target.databaseUrl
      ? { databaseUrl: target.databaseUrl }
      : { pgliteDir: path.join(target.dataDir as string, 'pglite') },
    sizesFromEnv(),
  );
  const dataMs = performance.now() - started;
  const monitor = target.databaseUrl ? new pg.Client({ connectionString: target.databaseUrl }) : undefined;
  await monitor?.connect();
  try {
    return await measureDatabase(database, target, workDir, dataMs, monitor);
  } finally {
    await monitor?.end();
  }
}

async function measureDatabase(
  database: 'postgres' | 'pglite',
  target: { databaseUrl?: string; dataDir?: string },
  workDir: string,
  dataMs: number,
  monitor: pg.Client | undefined,
): Promise<DatabaseFigures> {
  const wantedTenant = process.env.BENCH_TENANT?.trim() || BENCH_TENANTS[0]?.code;
  const tenant = BENCH_TENANTS.find((t) => t.code === wantedTenant);
  if (!tenant) throw new Error(`BENCH_TENANT must be one of ${BENCH_TENANTS.map((t) => t.code).join(', ')}`);
  const dbEnv: Record<string, string> = target.databaseUrl
    ? { DATABASE_URL: target.databaseUrl, DATA_DIR: path.join(workDir, 'data') }
    : { DATA_DIR: target.dataDir as string };
  console.log(`[${database}] starting the server (LOG_LEVEL=${LOG_LEVEL}), loading ${tenant.code}`);
  const server = await startAppServer(`${database}-server`, dbEnv, workDir);
  let single: LoadFigures;
  let singleFar: LoadFigures;
  let many: LoadFigures;
  let manyFar: LoadFigures;
  let rssIdle = 0;
  let rssSamples: number[] = [];
  let paged = false;
  try {
    const headers = await sessionHeaders(server.base, tenant.user, tenant.password);
    const listUrl = server.base + apiPath(API.payablesForTenant, { tenantCode: tenant.code });
    const page1 = `${listUrl}?page=1&size=${PAGE_SIZE}`;
    const pageFar = `${listUrl}?page=${FAR_PAGE}&size=${PAGE_SIZE}`;
    for (const [name, url] of [
      ['page 1', page1],
      [`page ${FAR_PAGE}`, pageFar],
    ] as const) {
      const p = await probe(url, headers);
      console.log(
        `  probe ${name}: ${p.status}, ${p.rows} rows, X-Total-Count ${p.total ?? '(none)'}, ${p.bytes} bytes, ${p.ms.toFixed(1)} ms`,
      );
      if (p.status !== 202) throw new Error(`${name} answered ${p.status}`);
      paged = p.total !== null && p.rows <= PAGE_SIZE;
    }
    if (!paged) console.log('  ! the server answered the whole list: server pages are not in this build');

    console.log(`  warm-up ${WARMUP} s at ${MANY} connections`);
    const observed = { pid: server.pid, monitor };
    await load(page1, MANY, WARMUP, headers, observed);
    rssIdle = rssOf(server.pid) ?? 0;
    single = await load(page1, 1, SECONDS, headers, observed);
    console.log(describe('ours 1 connection, page 1', single));
    singleFar = await load(pageFar, 1, SECONDS, headers, observed);
    console.log(describe(`ours 1 connection, page ${FAR_PAGE}`, singleFar));
    manyFar = await load(pageFar, MANY, SECONDS, headers, observed);
    console.log(describe(`ours ${MANY} connections, page ${FAR_PAGE}`, manyFar));
    const sampler = sampleRss(server.pid);
    many = await load(page1, MANY, SECONDS, headers, observed);
    rssSamples = sampler.stop();
    console.log(describe(`ours ${MANY} connections, page 1`, many));
  } catch (error) {
    console.log(`  server log (last lines):\n${tail(server.logFile)}`);
    throw error;
  } finally {
    await server.stop();
  }

  console.log(`[${database}] starting the bare limit (minimal Fastify + ${database} driver, same SQL)`);
  const bareServer = await startChild(
    `${database}-bare`,
    BARE_SERVER,
    target.databaseUrl
      ? { BARE_DATABASE_URL: target.databaseUrl, BARE_TENANT: tenant.code }
      : { BARE_PGLITE_DIR: path.join(target.dataDir as string, 'pglite'), BARE_TENANT: tenant.code },
    workDir,
  );
  let bare: LoadFigures;
  let bareRss: number[] = [];
  try {
    const bareUrl = `${bareServer.base}/bare/payables?page=1&size=${PAGE_SIZE}`;
    const p = await probe(bareUrl, {});
    console.log(`  probe bare page 1: ${p.status}, ${p.rows} rows, X-Total-Count ${p.total ?? '(none)'}`);
    const observed = { pid: bareServer.pid, monitor };
    await load(bareUrl, MANY, WARMUP, {}, observed);
    const sampler = sampleRss(bareServer.pid);
    bare = await load(bareUrl, MANY, SECONDS, {}, observed);
    bareRss = sampler.stop();
    console.log(describe(`bare ${MANY} connections, page 1`, bare));
  } finally {
    await bareServer.stop();
  }

  return {
    database,
    dataMs,
    paged,
    single,
    singleFar,
    many,
    manyFar,
    bare,
    farRatioSingle: single.requests / singleFar.requests,
    farRatioMany: many.requestsPerSecond / manyFar.requestsPerSecond,
    bareRatio: many.requestsPerSecond / bare.requestsPerSecond,
    rssIdleMb: mb(rssIdle),
    rssPeakMb: mb(Math.max(0, ...rssSamples)),
    rssMedianMb: mb(median(rssSamples)),
    bareRssPeakMb: mb(Math.max(0, ...bareRss)),
  };
}

// ---------------------------------------------------------------------------------------------
// Report

function printTable(results: DatabaseFigures[]) {
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISS');
  type Row = [string, string, (r: DatabaseFigures) => [string, boolean | undefined]];
  const n = (v: number, digits = 0) => v.toLocaleString('en-US', { maximumFractionDigits: digits });
  const rows: Row[] = [
    [
      `requests/s, ${MANY} conn, page 1`,
      `≥ ${n(TARGETS.requestsPerSecond)}`,
      (r) => [n(r.many.requestsPerSecond), r.many.requestsPerSecond >= TARGETS.requestsPerSecond],
    ],
    [`p50 ms, ${MANY} conn`, `≤ ${TARGETS.p50}`, (r) => [n(r.many.p50), r.many.p50 <= TARGETS.p50]],
    [`p99 ms, ${MANY} conn`, `≤ ${TARGETS.p99}`, (r) => [n(r.many.p99), r.many.p99 <= TARGETS.p99]],
    [`errors, ${MANY} conn`, '0', (r) => [n(r.many.errors), r.many.errors === 0]],
    [`p99 ms, 1 conn`, `≤ ${TARGETS.p99Single}`, (r) => [n(r.single.p99), r.single.p99 <= TARGETS.p99Single]],
    [`p50 ms, 1 conn`, '', (r) => [n(r.single.p50), undefined]],
    [
      `page ${FAR_PAGE} / page 1, 1 conn mean`,
      `≤ ${TARGETS.farPageRatio}`,
      (r) => [n(r.farRatioSingle, 2), r.farRatioSingle <= TARGETS.farPageRatio],
    ],
    [
      `page ${FAR_PAGE} / page 1, ${MANY} conn`,
      `≤ ${TARGETS.farPageRatio}`,
      (r) => [n(r.farRatioMany, 2), r.farRatioMany <= TARGETS.farPageRatio],
    ],
    [`bare limit requests/s, ${MANY} conn`, '', (r) => [n(r.bare.requestsPerSecond), undefined]],
    [`bare limit p50 / p99 ms`, '', (r) => [`${r.bare.p50} / ${r.bare.p99}`, undefined]],
    [
      `ours / bare limit`,
      `≥ ${TARGETS.bareRatio}`,
      (r) => [n(r.bareRatio, 2), r.bareRatio >= TARGETS.bareRatio],
    ],
    [
      `server RSS MB, ${MANY} conn (peak)`,
      `≤ ${TARGETS.rssMb}`,
      (r) => [n(r.rssPeakMb), r.rssPeakMb <= TARGETS.rssMb],
    ],
    [
      `server RSS MB, median / after warm-up`,
      '',
      (r) => [`${n(r.rssMedianMb)} / ${n(r.rssIdleMb)}`, undefined],
    ],
    [`bare server RSS MB (peak)`, '', (r) => [n(r.bareRssPeakMb), undefined]],
    [
      `server CPU ms / request, ours / bare`,
      '',
      (r) => [`${n(r.many.serverCpuMs, 3)} / ${n(r.bare.serverCpuMs, 3)}`, undefined],
    ],
    [
      `PostgreSQL CPU ms / request, ours / bare`,
      '',
      (r) => [
        Number.isNaN(r.many.dbCpuMs) ? '—' : `${n(r.many.dbCpuMs, 3)} / ${n(r.bare.dbCpuMs, 3)}`,
        undefined,
      ],
    ],
    [`data generation s`, '', (r) => [n(r.dataMs / 1000, 1), undefined]],
  ];
  const width = 40;
  const col = 18;
  console.log(
    `\nList page bench: GET payables ?page=1&size=${PAGE_SIZE}, ${SECONDS} s per run, never pipelined, ` +
      `LOG_LEVEL=${LOG_LEVEL}`,
  );
  console.log(
    `${'figure'.padEnd(width)}${'target'.padEnd(10)}${results.map((r) => r.database.padEnd(col)).join('')}`,
  );
  for (const [label, target, value] of rows) {
    const cells = results.map((r) => {
      const [text, ok] = value(r);
      return (ok === undefined ? text : `${text} ${verdict(ok)}`).padEnd(col);
    });
    console.log(`${label.padEnd(width)}${target.padEnd(10)}${cells.join('')}`);
  }
  for (const r of results) {
    if (!r.paged) console.log(`(${r.database}: server pages missing — figures are for the whole list)`);
  }
  console.log('Targets are for PostgreSQL; the embedded PGlite figures are reported for comparison.');
}

export async function runApiLoadBench(): Promise<DatabaseFigures[]> {
  const wanted = (process.env.BENCH_API_DATABASES ?? 'postgres,pglite').split(',').map((s) => s.trim());
  const sizes = sizesFromEnv();
  console.log(
    `API list-page bench: ${BENCH_TENANTS.length} tenants × ${sizes.vendors} vendors, ${sizes.payables} payables, ` +
      `${sizes.advances} advances; ${SECONDS} s per run (BENCH_SECONDS), warm-up ${WARMUP} s`,
  );
  const results: DatabaseFigures[] = [];
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (wanted.includes('postgres')) {
    if (adminUrl) {
      const db = await freshPostgres(adminUrl, 'load');
      const workDir = mkdtempSync(path.join(tmpdir(), 'sitebook-load-'));
      try {
        results.push(await benchDatabase('postgres', { databaseUrl: db.url }, workDir));
      } finally {
        await db.drop();
        rmSync(workDir, { recursive: true, force: true });
      }
    } else {
      console.log('  (set BENCH_DATABASE_URL to also measure PostgreSQL, where the targets apply)');
    }
  }
  if (wanted.includes('pglite')) {
    const workDir = mkdtempSync(path.join(tmpdir(), 'sitebook-load-'));
    try {
      results.push(await benchDatabase('pglite', { dataDir: path.join(workDir, 'data') }, workDir));
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  }
  if (results.length > 0) printTable(results);
  return results;
}

if (isMain(import.meta.url)) {
  await runApiLoadBench();
}
