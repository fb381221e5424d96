import { loadavg } from 'node:os';
import { API, apiPath } from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../src/config.js';
import { queryRows } from '../src/db/client.js';
import { onBenchData, sizesFromEnv, startBenchApp } from './data.js';
import { envNumber, isMain } from './lib.js';
import { summarise } from './probe.js';

const CALLS = Math.round(envNumber('BENCH_CALLS', 50));
const WARMUP = Math.round(envNumber('BENCH_WARMUP_CALLS', 5));
/** The last day of the bench data's bills (they run over 2023–2025). */
const AS_OF = '2025-12-31';
/** The years of the bench data's bills: the ledger page is of the busiest vendor in one of them. */
const LEDGER_YEARS = { first: 2023, last: 2025 } as const;

/** Median targets, ms (PostgreSQL as this machine starts it). */
export const SUMMARY_TARGETS = {
  vendorSummary: 150,
  ageing: 150,
  executiveSummary: 100,
  vendorLedgerYear: 30,
} as const;

/** The target of a call by its name (undefined: no target, e.g. the .xlsx). */
export function summaryTarget(call: string): number | undefined {
  if (call.includes('.xlsx')) return undefined;
  if (call.startsWith('Summary By Vendor')) return SUMMARY_TARGETS.vendorSummary;
  if (call.startsWith('Ageing')) return SUMMARY_TARGETS.ageing;
  if (call.startsWith('Executive')) return SUMMARY_TARGETS.executiveSummary;
  if (call.startsWith('Vendor ledger')) return SUMMARY_TARGETS.vendorLedgerYear;
  return undefined;
}

export interface SummaryBenchRow {
  database: string;
  call: string;
  calls: number;
  p50: number;
  p99: number;
  min: number;
  max: number;
  bytes: number;
}

async function benchOn(label: string, appConfig: AppConfig): Promise<SummaryBenchRow[]> {
  const { app, base, tenant, headers, sites } = await startBenchApp(appConfig);
  try {
    const siteId = sites[0]?.siteId;
    const calls: [string, string][] = [];
    for (const [name, route] of [
      ['Summary By Vendor', API.vendorSummary],
      ['Ageing', API.payableAgeing],
      ['Executive Summary', API.executiveSummary],
    ] as const) {
      const url = `${base}${apiPath(route, { tenant: tenant.code })}?date=${AS_OF}`;
      calls.push([`${name}, all sites`, url], [`${name}, one site`, `${url}&siteId=${siteId}`]);
    }
    calls.push([
      'Summary By Vendor .xlsx, all sites',
      `${base}${apiPath(API.vendorSummary, { tenant: tenant.code })}?date=${AS_OF}&format=xlsx`,
    ]);
    // The vendor and year (of the bills' years) with the most ledger rows: the longest ledger page.
    const [busiest] = await queryRows<{ vendor_id: number; vendor_code: string; year: number; n: number }>(
      app.ctx.db,
      sql`select l.vendor_id, v.vendor_code, extract(year from l.entry_date)::int as year, count(*)::int as n
            from vendor_ledger l
            join vendors v on v.id = l.vendor_id
           where l.tenant_code = ${tenant.code}
             and l.entry_date between ${`${LEDGER_YEARS.first}-01-01`}::date and ${`${LEDGER_YEARS.last}-12-31`}::date
           group by l.vendor_id, v.vendor_code, year
           order by n desc, l.vendor_id, year
           limit 1`,
    );
    if (!busiest)
      throw new Error(`${tenant.code} has no ledger rows in ${LEDGER_YEARS.first}–${LEDGER_YEARS.last}`);
    calls.push([
      `Vendor ledger, ${busiest.vendor_code} in ${busiest.year} (${busiest.n} ledger rows)`,
      `${base}${apiPath(API.vendorLedger, { tenant: tenant.code, vendorId: busiest.vendor_id })}` +
        `?from=${busiest.year}-01-01&to=${busiest.year}-12-31`,
    ]);
    const rows: SummaryBenchRow[] = [];
    for (const [call, url] of calls) {
      const latencies: number[] = [];
      let bytes = 0;
      for (let i = 0; i < WARMUP + CALLS; i++) {
        const started = performance.now();
        const res = await fetch(url, { headers });
        const body = await res.arrayBuffer();
        const ms = performance.now() - started;
        if (res.status !== 202 && res.status !== 200) {
          throw new Error(`${call} answered ${res.status}: ${Buffer.from(body).toString().slice(0, 200)}`);
        }
        bytes = body.byteLength;
        if (i >= WARMUP) latencies.push(ms);
      }
      const s = summarise(latencies);
      const row = {
        database: label,
        call,
        calls: s.calls,
        p50: s.p50,
        p99: s.p99,
        min: Math.round(Math.min(...latencies) * 10) / 10,
        max: s.max,
        bytes,
      };
      rows.push(row);
      const target = summaryTarget(call);
      const over = target !== undefined && row.p50 > target ? `  OVER (target ${target} ms)` : '';
      console.log(
        `  ${label} ${call}: median ${row.p50} ms${over}, p99 ${row.p99} ms, min ${row.min}, max ${row.max} (${row.calls} calls, ${bytes} bytes)`,
      );
    }
    return rows;
  } finally {
    await app.close();
  }
}

export async function runSummariesBench(): Promise<SummaryBenchRow[]> {
  const sizes = sizesFromEnv();
  const reuse = process.env.BENCH_SUMMARIES_DATABASE_URL?.trim();
  console.log(
    `Summaries bench: ${CALLS} calls each after ${WARMUP} warm-up calls, as of ${AS_OF}, on ` +
      `${sizes.vendors} vendors, ${sizes.payables} payables, ${sizes.payments} payments per tenant`,
  );
  const rows = await onBenchData('summ', reuse, sizes, benchOn);
  console.log(
    `\nSummaries bench targets (median), load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')} (1 / 5 / 15 min):`,
  );
  for (const r of rows) {
    const target = summaryTarget(r.call);
    if (target === undefined) continue;
    const ok = r.p50 <= target;
    console.log(`  ${ok ? 'met ' : 'OVER'} ≤ ${target} ms: ${r.database} ${r.call} median ${r.p50} ms`);
  }
  return rows;
}

if (isMain(import.meta.url)) await runSummariesBench();
