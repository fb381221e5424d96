import { loadavg } from 'node:os';
import { API, apiPath } from '@sitebook/contract';
import type { AppConfig } from '../src/config.js';
import { onBenchData, sizesFromEnv, startBenchApp } from './data.js';
import { envNumber, isMain } from './lib.js';
import { summarise } from './probe.js';

const CALLS = Math.round(envNumber('BENCH_CALLS', 30));
const WARMUP = Math.round(envNumber('BENCH_WARMUP_CALLS', 3));
export const VENDOR_PERFORMANCE_TARGET_MS = 200;

async function benchOn(label: string, appConfig: AppConfig) {
  const { app, base, tenant, headers, sites } = await startBenchApp(appConfig);
  try {
    const list = `${base}${apiPath(API.vendorPerformance, { tenant: tenant.code })}?page=1&size=10`;
    const calls: [string, string][] = [
      ['list, all vendors, all sites', list],
      ['list, all sites, sorted by days to payment', `${list}&sort=daysToPayment,desc`],
      ['list, one site', `${list}&siteId=${sites[0]?.siteId}`],
      ['list, all sites, 2024', `${list}&billFrom=2024-01-01&billTo=2024-12-31`],
      ['trend by month, all sites', `${base}${apiPath(API.vendorPerformanceTrend, { tenant: tenant.code })}`],
    ];
    const rows = [];
    for (const [call, url] of calls) {
      const latencies: number[] = [];
      let total = '';
      for (let i = 0; i < WARMUP + CALLS; i++) {
        const started = performance.now();
        const res = await fetch(url, { headers });
        const body = await res.arrayBuffer();
        const ms = performance.now() - started;
        if (res.status !== 202)
          throw new Error(`${call} answered ${res.status}: ${Buffer.from(body).toString().slice(0, 200)}`);
        total = res.headers.get('x-total-count') ?? '';
        if (i >= WARMUP) latencies.push(ms);
      }
      const s = summarise(latencies);
      rows.push({ database: label, call, ...s });
      const target = call.startsWith('list, all vendors') ? VENDOR_PERFORMANCE_TARGET_MS : undefined;
      const over = target !== undefined && s.p50 > target ? `  OVER (target ${target} ms)` : '';
      console.log(
        `  ${label} ${call}: median ${s.p50} ms${over}, p99 ${s.p99} ms, max ${s.max} (${s.calls} calls${total ? `, ${total} vendors` : ''})`,
      );
    }
    return rows;
  } finally {
    await app.close();
  }
}

export async function runVendorPerformanceBench() {
  const sizes = sizesFromEnv();
  const reuse = process.env.BENCH_PERFORMANCE_DATABASE_URL?.trim();
  console.log(
    `Vendor Performance bench: ${CALLS} calls each after ${WARMUP} warm-up calls, on ` +
      `${sizes.vendors} vendors, ${sizes.payables} payables per tenant`,
  );
  const rows = await onBenchData('perf', reuse, sizes, benchOn);
  console.log(
    `\nVendor Performance target (median ≤ ${VENDOR_PERFORMANCE_TARGET_MS} ms, all vendors and sites), load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}:`,
  );
  for (const r of rows.filter((x) => x.call.startsWith('list, all vendors'))) {
    console.log(
      `  ${r.p50 <= VENDOR_PERFORMANCE_TARGET_MS ? 'met ' : 'OVER'} ${r.database} median ${r.p50} ms`,
    );
  }
  return rows;
}

if (isMain(import.meta.url)) await runVendorPerformanceBench();
