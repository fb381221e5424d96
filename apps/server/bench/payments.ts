/**
 * Benchmark: recording a payment with 10 allocations under load. A script that prints
 * figures, not a timed test.
 *
 * Data: the bench data (data.ts: per tenant 10,000 vendors, 50,000 payables, 50,000 payments, the
 * vendor ledger posted after them). The real server runs as a child process as in api-load.ts (the
 * built `apps/server/dist/main.js`, LOG_LEVEL info unless BENCH_LOG_LEVEL says otherwise), logged
 * in over HTTP as LOAD01's administrator with the apikey headers.
 *
 * Before the run, one SQL query picks LOAD01's vendors with at least 10 open payables (not
 * Cancelled, outstanding ≥ 1.00, as API.vendorOpenPayables counts them) and 10 of each (lowest
 * ids). The bench data gives every vendor 5 payables (50,000 over 10,000 vendors), so none has 10:
 * when fewer than BENCH_PAYMENT_VENDORS (200) vendors have, the bench first tops up the Active
 * vendors with the most open payables to 10 by creating bills through the app (POST API.payable,
 * 8 at a time: each a copy of one of the vendor's bills — site, type, quantity, units — for
 * 1,000.00, no invoice number, billed and due on today's date so summaries as of 2025-12-31 leave
 * them out). The first vendor's picks are checked against GET API.vendorOpenPayables, and one
 * payment is recorded to check the answer (202). Then autocannon, 8 connections, never pipelined, POSTs
 * API.vendorPayment for BENCH_SECONDS (10) after a BENCH_WARMUP (2) s warm-up: each request (a
 * setupRequest generator) pays the next vendor round-robin, 0.01 to each of its 10 payables (amount
 * = Σ allocations = 0.10, no TDS), so no outstanding runs out (1.00 pays 100 rounds). Every answer
 * but 202 counts as an error (printed with its status and the first answers' bodies); the payments
 * recorded are counted with SQL afterwards. Printed: req/s, p50, p90, p99, max, errors, the server's
 * and PostgreSQL's CPU per request, the load average. Target (PostgreSQL): p99 ≤ 50 ms, no errors.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench   (BENCH_ONLY=payments)
 *     a fresh database is created next to the one named, filled, measured and dropped;
 *   BENCH_PAYMENTS_DATABASE_URL=postgres://…/bench_ledger   use that database as it is (filled by
 *     `npm run bench:data -- <url>` or here when the bench tenants are missing; never dropped). The
 *     bench records its payments there: later summaries on it count them (0.10 a payment).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import {
  API,
  ATTRIBUTE,
  apiPath,
  GLOBAL_TENANT,
  type OpenPayable,
  PAYABLE_CANCELLED,
} from '@sitebook/contract';
import autocannon, { type Result as CannonResult } from 'autocannon';
import pg from 'pg';
import {
  type Child,
  cpuDelta,
  cpuMsOf,
  pgBackendsCpu,
  sessionHeaders,
  startAppServer,
  tail,
} from './api-load.js';
import { BENCH_TENANTS, generateInto, sizesFromEnv } from './data.js';
import { envNumber, freshPostgres, isMain } from './lib.js';

const SECONDS = envNumber('BENCH_SECONDS', 10);
const WARMUP = envNumber('BENCH_WARMUP', 2);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL?.trim() || 'info';
const CONNECTIONS = 8;
const ALLOCATIONS = 10;
/** Each allocation, in paise (0.01), and the outstanding a payable needs to be picked (1.00: 100 rounds). */
const ALLOCATION_PAISE = 1;
const MIN_OUTSTANDING = '1.00';
/** Vendors paid round-robin: topped up to this many when fewer have 10 open payables. */
const VENDORS = Math.round(envNumber('BENCH_PAYMENT_VENDORS', 200));
/** A top-up bill's amount. */
const TOP_UP_AMOUNT = 1000;

export const PAYMENT_TARGETS = { p99: 50, errors: 0 } as const;

const TENANT = BENCH_TENANTS[0] as (typeof BENCH_TENANTS)[number];

interface PayingVendor {
  vendorId: number;
  payableIds: number[];
}

export interface PaymentRunFigures {
  name: string;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Connection errors + timeouts + answers other than 202. */
  errors: number;
  statuses: Record<string, number>;
  serverCpuMs: number;
  dbCpuMs: number;
}

export interface PaymentBenchFigures {
  vendors: number;
  run: PaymentRunFigures;
  recorded: number;
  loadAverage: number[];
}

/** LOAD01's vendors with ≥ 10 open payables owing ≥ MIN_OUTSTANDING, and 10 of each (lowest ids). */
async function payingVendors(db: pg.Client): Promise<PayingVendor[]> {
  const { rows } = await db.query<{ vendor_id: number; payable_ids: number[] }>(
    `select p.erf_vendor_id as vendor_id, (array_agg(p.id order by p.id))[1:${ALLOCATIONS}] as payable_ids
       from payables p
      where p.tenant_code = $1 and p.status <> $2 and p.billed_amount - p.paid_amount >= $3::numeric
      group by p.erf_vendor_id
     having count(*) >= ${ALLOCATIONS}
      order by p.erf_vendor_id`,
    [TENANT.code, PAYABLE_CANCELLED, MIN_OUTSTANDING],
  );
  return rows.map((r) => ({ vendorId: Number(r.vendor_id), payableIds: r.payable_ids.map(Number) }));
}

/**
 * Tops up `count` Active vendors (those with the most open payables, short of 10) to 10 open
 * payables, creating the bills through the app, 8 requests at a time. Answers how many it created.
 */
async function topUp(
  db: pg.Client,
  base: string,
  headers: Record<string, string>,
  count: number,
  billDate: string,
): Promise<number> {
  const { rows } = await db.query<{
    vendor_id: number;
    open: number;
    erf_site_id: number;
    type_of_work: string;
    type_of_materials: string;
    quantity: string;
    units: string;
  }>(
    `select o.vendor_id, o.open, t.erf_site_id, t.type_of_work, t.type_of_materials, t.quantity, t.units
       from (
         select p.erf_vendor_id as vendor_id, min(p.id) as template_id,
                (count(*) filter (where p.status <> $2 and p.billed_amount - p.paid_amount >= $3::numeric))::int as open
           from payables p
           join vendors v on v.id = p.erf_vendor_id and v.tenant_code = p.tenant_code and v.status = 'Active'
          where p.tenant_code = $1
          group by p.erf_vendor_id
       ) o
       join payables t on t.id = o.template_id
      where o.open < ${ALLOCATIONS}
      order by o.open desc, o.vendor_id
      limit $4`,
    [TENANT.code, PAYABLE_CANCELLED, MIN_OUTSTANDING, count],
  );
  const due = new Date(`${billDate}T00:00:00Z`);
  due.setUTCDate(due.getUTCDate() + 30);
  const bodies = rows.flatMap((r) =>
    Array.from({ length: ALLOCATIONS - r.open }, () =>
      JSON.stringify({
        tenantCode: TENANT.code,
        erfSiteId: r.erf_site_id,
        erfVendorId: r.vendor_id,
        typeOfWork: r.type_of_work,
        typeOfMaterials: r.type_of_materials,
        quantity: r.quantity,
        units: r.units,
        amount: TOP_UP_AMOUNT,
        paymentMode: 'Cash',
        billDate,
        paymentDueDate: due.toISOString().slice(0, 10),
        remarks: 'payments bench top-up',
      }),
    ),
  );
  let next = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const body = bodies[next++] as string;
      const res = await fetch(base + API.payable, { method: 'POST', headers, body });
      if (res.status !== 202)
        throw new Error(`creating a payable answered ${res.status}: ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return bodies.length;
}

async function paymentMode(db: pg.Client): Promise<string> {
  const { rows } = await db.query<{ value: string }>(
    'select value from onetime_attributes where tenant_code = $1 and name = $2 order by sort_order, id limit 1',
    [GLOBAL_TENANT, ATTRIBUTE.paymentMode],
  );
  if (!rows[0]) throw new Error('the payment-mode list is empty');
  return rows[0].value;
}

function figuresOf(
  name: string,
  result: CannonResult,
  cpu: { server: number; db: number },
): PaymentRunFigures {
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([k, v]) => [k, v.count]));
  const answered = Object.values(statuses).reduce((sum, n) => sum + n, 0);
  const requests = result.latency.totalCount;
  return {
    name,
    requests,
    requestsPerSecond: requests / Math.max(result.duration, 0.001),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts + (answered - (statuses['202'] ?? 0)),
    statuses,
    serverCpuMs: cpu.server / Math.max(1, requests),
    dbCpuMs: cpu.db / Math.max(1, requests),
  };
}

const describe = (f: PaymentRunFigures) =>
  `  ${f.name.padEnd(34)} ${f.requestsPerSecond.toFixed(0).padStart(5)} req/s  p50 ${f.p50} ms  p90 ${f.p90} ms  ` +
  `p99 ${f.p99} ms  max ${f.max} ms  errors ${f.errors}  CPU/request: server ${f.serverCpuMs.toFixed(2)} ms, ` +
  `PostgreSQL ${f.dbCpuMs.toFixed(2)} ms  statuses ${JSON.stringify(f.statuses)}`;

async function benchOn(databaseUrl: string): Promise<PaymentBenchFigures> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'sitebook-pay-'));
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let server: Child | undefined;
  try {
    const mode = await paymentMode(db);
    const runId = randomBytes(3).toString('hex');
    const reference = `bench ${runId}`;
    const today = new Date().toISOString().slice(0, 10);
    server = await startAppServer(
      'payments-server',
      { DATABASE_URL: databaseUrl, DATA_DIR: path.join(workDir, 'data') },
      workDir,
    );
    const headers = {
      ...(await sessionHeaders(server.base, TENANT.user, TENANT.password)),
      'content-type': 'application/json',
    };

    let vendors = await payingVendors(db);
    console.log(
      `  ${vendors.length} of ${TENANT.code}'s vendors have ≥ ${ALLOCATIONS} open payables owing ≥ ${MIN_OUTSTANDING}`,
    );
    if (vendors.length < VENDORS) {
      const started = performance.now();
      const created = await topUp(db, server.base, headers, VENDORS - vendors.length, today);
      vendors = await payingVendors(db);
      console.log(
        `  top-up: ${created} bills created through the app (POST API.payable, ${CONNECTIONS} at a time) in ` +
          `${((performance.now() - started) / 1000).toFixed(1)} s; ${vendors.length} vendors have ≥ ${ALLOCATIONS} open payables now`,
      );
    }
    if (vendors.length === 0)
      throw new Error(`${TENANT.code} has no vendor with ${ALLOCATIONS} open payables`);
    console.log(
      `  payments to ${vendors.length} vendors round-robin, dated ${today}, mode "${mode}", reference "${reference}"`,
    );

    // The first vendor's picks are open payables as the app lists them.
    const first = vendors[0] as PayingVendor;
    const openRes = await fetch(
      server.base + apiPath(API.vendorOpenPayables, { tenant: TENANT.code, vendorId: first.vendorId }),
      { headers },
    );
    if (openRes.status !== 202) throw new Error(`open payables answered ${openRes.status}`);
    const open = new Set(((await openRes.json()) as OpenPayable[]).map((p) => p.vendorPayableId));
    const missing = first.payableIds.filter((id) => !open.has(id));
    if (missing.length > 0)
      throw new Error(`payables ${missing.join(', ')} are not in the open payables answer`);

    let next = 0;
    const body = () => {
      const vendor = vendors[next++ % vendors.length] as PayingVendor;
      return JSON.stringify({
        tenantCode: TENANT.code,
        erfVendorId: vendor.vendorId,
        paymentDate: today,
        amount: (ALLOCATIONS * ALLOCATION_PAISE) / 100,
        tdsAmount: 0,
        paymentMode: mode,
        reference,
        remarks: 'payments bench',
        allocations: vendor.payableIds.map((vendorPayableId) => ({
          vendorPayableId,
          amount: ALLOCATION_PAISE / 100,
        })),
      });
    };
    const url = server.base + API.vendorPayment;
    const started = performance.now();
    const check = await fetch(url, { method: 'POST', headers, body: body() });
    const checkText = await check.text();
    console.log(
      `  probe: ${check.status} in ${(performance.now() - started).toFixed(1)} ms: ${checkText.slice(0, 200)}`,
    );
    if (check.status !== 202) throw new Error(`recording a payment answered ${check.status}`);

    const failures: string[] = [];
    const cannon = (duration: number) =>
      autocannon({
        url,
        connections: CONNECTIONS,
        duration,
        pipelining: 1,
        timeout: 10,
        headers,
        requests: [
          {
            method: 'POST',
            path: API.vendorPayment,
            setupRequest: (request) => ({ ...request, body: body() }),
            onResponse: (status, text) => {
              if (status !== 202 && failures.length < 5) failures.push(`${status}: ${text.slice(0, 200)}`);
            },
          },
        ],
      });

    console.log(`  warm-up ${WARMUP} s at ${CONNECTIONS} connections`);
    await cannon(WARMUP);
    const serverBefore = cpuMsOf(server.pid) ?? 0;
    const dbBefore = await pgBackendsCpu(db);
    const result = await cannon(SECONDS);
    const run = figuresOf(`record payment, ${CONNECTIONS} connections`, result, {
      server: (cpuMsOf(server.pid) ?? 0) - serverBefore,
      db: cpuDelta(dbBefore, await pgBackendsCpu(db)),
    });
    const loadAverage = loadavg();
    console.log(describe(run));
    for (const failure of failures) console.log(`  ! ${failure}`);
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from vendor_payments where tenant_code = $1 and reference = $2',
      [TENANT.code, reference],
    );
    const recorded = rows[0]?.n ?? 0;
    console.log(
      `  payments recorded by this run (SQL, with the probe and the warm-up): ${recorded}; ` +
        `${Math.ceil(next / vendors.length)} rounds over the vendors at most`,
    );
    return { vendors: vendors.length, run, recorded, loadAverage };
  } catch (error) {
    if (server) console.log(`  server log (last lines):\n${tail(server.logFile)}`);
    throw error;
  } finally {
    await server?.stop();
    await db.end();
    rmSync(workDir, { recursive: true, force: true });
  }
}

function printSummary(f: PaymentBenchFigures) {
  const t = PAYMENT_TARGETS;
  const { run } = f;
  const p99Ok = run.requests > 0 && run.p99 <= t.p99;
  const errorsOk = run.errors === t.errors;
  console.log(
    `\nPayments bench (PostgreSQL), load average ${f.loadAverage.map((l) => l.toFixed(2)).join(' / ')} (1 / 5 / 15 min)`,
  );
  console.log(
    `  ${p99Ok ? 'met ' : 'OVER'} p99 ≤ ${t.p99} ms: ${run.p99} ms (p50 ${run.p50} ms, ${run.requestsPerSecond.toFixed(0)} req/s, ${CONNECTIONS} connections)`,
  );
  console.log(`  ${errorsOk ? 'met ' : 'OVER'} errors = 0: ${run.errors} of ${run.requests}`);
}

export async function runPaymentsBench(): Promise<PaymentBenchFigures | undefined> {
  const sizes = sizesFromEnv();
  const reuse = process.env.BENCH_PAYMENTS_DATABASE_URL?.trim();
  const admin = process.env.BENCH_DATABASE_URL?.trim();
  console.log(
    `Payments bench: POST a payment with ${ALLOCATIONS} allocations, ${CONNECTIONS} connections, never pipelined, ` +
      `${SECONDS} s (BENCH_SECONDS) after ${WARMUP} s (BENCH_WARMUP), LOG_LEVEL=${LOG_LEVEL}, on ` +
      `${sizes.vendors} vendors, ${sizes.payables} payables, ${sizes.payments} payments per tenant`,
  );
  let figures: PaymentBenchFigures;
  if (reuse) {
    await generateInto({ databaseUrl: reuse }, sizes);
    figures = await benchOn(reuse);
  } else if (admin) {
    const fresh = await freshPostgres(admin, 'pay');
    try {
      await generateInto({ databaseUrl: fresh.url }, sizes);
      figures = await benchOn(fresh.url);
    } finally {
      await fresh.drop();
    }
  } else {
    console.log('  (set BENCH_DATABASE_URL or BENCH_PAYMENTS_DATABASE_URL: the target is for PostgreSQL)');
    return undefined;
  }
  printSummary(figures);
  return figures;
}

if (isMain(import.meta.url)) await runPaymentsBench();
