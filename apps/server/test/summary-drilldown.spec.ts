import {
  AGEING_BUCKETS,
  type AgeingBucket,
  API,
  ageingSchema,
  apiPath,
  executiveSummarySchema,
  OPENING_BALANCE_STATUS,
  OUTSTANDING_TOTAL_HEADER,
} from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { paise } from '../src/lib/money.js';
import { type Caller, callers, keyHeaders } from './advances-fixtures.js';
import { auth, closeTestApp, companyDay, createTestApp } from './helpers.js';
import { directory, payablePages, workPayableBody } from './payables-fixtures.js';
import { settlementCalls } from './settlement-fixtures.js';

/**
 * Every summary figure opens the list it counts. On the demo data (whose bills
 * are all more than 90 days past due) and a few bills of each age added here, as of today: each
 * Executive Summary status row equals the payables list filtered to that status (count and
 * X-Total-Outstanding, to the paisa), each site row the list of that site, each ageing bucket of a
 * site the list of that site and `age`, and each bucket of the whole company, less the opening
 * balances' part (`openingAgeing`, the ageing's "Opening balances" row), the list of that `age`.
 */

let app: FastifyInstance;
let admin: Caller;
let ids: Awaited<ReturnType<typeof directory>>;

/** The company's day `offset` days from its today (DEMO01 is in India: its days are Asia/Kolkata's). */
const isoDay = (offset: number) => companyDay(offset);
const today = isoDay(0);
const inPaise = (n: number) => paise(n.toFixed(2));

async function bill(site: string, due: number, amount: number, status = 'Payment Pending') {
  const res = await app.inject({
    method: 'POST',
    url: API.payable,
    headers: auth(admin.token),
    payload: workPayableBody(ids, {
      erfSiteId: ids.siteId(site),
      billDate: isoDay(Math.min(due, 0) - 5),
      paymentDueDate: isoDay(due),
      amount,
      status,
      invoiceNumber: '',
    }),
  });
  expect(res.statusCode, res.body).toBe(202);
  return res.json().vendorPayableId as number;
}

/** Every page of the payables list with `query`: its count, X-Total-Outstanding and rows. */
async function list(query: Record<string, string>) {
  const { count, outstanding: header, rows } = await payablePages(app, admin, query);
  expect(header, `X-Total-Outstanding for ${JSON.stringify(query)}`).toBeDefined();
  const outstanding = paise(String(header));
  // The header is its rows' own outstanding, summed.
  expect(rows.reduce((n, r) => n + inPaise(r.outstanding ?? 0), 0n)).toBe(outstanding);
  return { count, outstanding, rows };
}

async function summary<T>(path: string, schema: z.ZodType<T>, query: Record<string, string> = {}) {
  const res = await app.inject({
    url: `${apiPath(path, { tenant: 'DEMO01' })}?${new URLSearchParams({ date: today, ...query })}`,
    headers: auth(admin.token),
  });
  expect(res.statusCode, res.body).toBe(202);
  return schema.parse(res.json());
}

beforeAll(async () => {
  app = await createTestApp();
  ({ admin } = await callers(app));
  ids = await directory(app, admin);
  // One bill of each age (days past due today) on two sites, and one part paid.
  await bill('RST01', 5, 1000.1); // not due
  await bill('RST01', 0, 2000.2); // due today: not due
  await bill('MDP02', -1, 3000.3); // 1–30
  await bill('RST01', -30, 4000.4, 'Invoice Approved'); // 1–30
  await bill('MDP02', -31, 5000.5); // 31–60
  const partPaid = await bill('RST01', -60, 6000.6); // 31–60
  await bill('MDP02', -61, 7000.7, 'Invoice Received'); // 61–90
  await bill('RST01', -90, 8000.8); // 61–90
  await bill('MDP02', -91, 900.9); // over 90
  const paid = await settlementCalls(app, admin).pay(
    ids.vendorId('Sharma Builders'),
    1000.35,
    [[partPaid, 1000.35]],
    { paymentDate: today },
  );
  expect(paid.statusCode, paid.body).toBe(202);
});
afterAll(() => closeTestApp(app));

describe('summary figures and the payables list they open', () => {
  it('each Executive Summary status row: the list of that status, its count and outstanding', async () => {
    const e = await summary(API.executiveSummary, executiveSummarySchema);
    const statuses = e.byStatus.filter((r) => r.status !== OPENING_BALANCE_STATUS);
    expect(statuses.length).toBeGreaterThan(2);
    for (const row of statuses) {
      const found = await list({ status: row.status });
      expect({ status: row.status, count: found.count, outstanding: found.outstanding }).toEqual({
        status: row.status,
        count: row.count,
        outstanding: inPaise(row.outstanding),
      });
    }
  });

  it('each site row: the list of that site; on one site, each status row too', async () => {
    const e = await summary(API.executiveSummary, executiveSummarySchema);
    const sites = e.bySite.filter((r) => r.erfSiteId !== 0);
    expect(sites.length).toBeGreaterThan(1);
    for (const row of sites) {
      const found = await list({ siteId: String(row.erfSiteId) });
      expect(found.outstanding, row.siteName).toBe(inPaise(row.outstanding));
      const onSite = await summary(API.executiveSummary, executiveSummarySchema, {
        siteId: String(row.erfSiteId),
      });
      expect(onSite.openingAgeing?.total).toBe(0);
      for (const s of onSite.byStatus) {
        const both = await list({ siteId: String(row.erfSiteId), status: s.status });
        expect([s.status, both.count, both.outstanding]).toEqual([s.status, s.count, inPaise(s.outstanding)]);
      }
    }
  });

  it('each ageing bucket of a site: the list of that site and age; of all sites, less the openings', async () => {
    const a = await summary(API.payableAgeing, ageingSchema);
    const e = await summary(API.executiveSummary, executiveSummarySchema);
    const openings = a.bySite.find((r) => r.id === 0);
    // The Executive Summary's openings part is the ageing's "Opening balances" row.
    for (const b of AGEING_BUCKETS) expect(e.openingAgeing?.[b]).toBe(openings?.[b] ?? 0);
    const seen = new Set<AgeingBucket>();
    for (const row of a.bySite.filter((r) => r.id !== 0)) {
      for (const b of AGEING_BUCKETS) {
        const found = await list({ siteId: String(row.id), age: b });
        expect([row.name, b, found.outstanding]).toEqual([row.name, b, inPaise(row[b])]);
        if (row[b] !== 0) seen.add(b);
        // Every payable found is of that age.
        for (const p of found.rows) expect((p.outstanding ?? 0) > 0).toBe(true);
      }
    }
    expect([...seen].sort()).toEqual([...AGEING_BUCKETS].sort());
    for (const b of AGEING_BUCKETS) {
      const found = await list({ age: b });
      expect([b, found.outstanding]).toEqual([b, inPaise(e.ageing[b]) - inPaise(e.openingAgeing?.[b] ?? 0)]);
      expect(inPaise(a.totals[b])).toBe(inPaise(e.ageing[b]));
    }
    // Days past due as the summaries count them: due today is not yet due, 30 days is 1–30.
    const notDue = await list({ age: 'notDue' });
    expect(notDue.rows.every((r) => r.paymentDueDate >= today)).toBe(true);
    const d1to30 = await list({ age: 'd1to30' });
    expect(d1to30.rows.map((r) => r.paymentDueDate).sort()).toEqual([isoDay(-30), isoDay(-1)]);
    // The overdue buckets together are the overdue list.
    const overdue = await list({ overdue: 'true' });
    let sum = 0n;
    let count = 0;
    for (const b of AGEING_BUCKETS.filter((x) => x !== 'notDue')) {
      const found = await list({ age: b });
      sum += found.outstanding;
      count += found.count;
    }
    expect([count, sum]).toEqual([overdue.count, overdue.outstanding]);
  });

  it('refuses an age that is no bucket; a list without a figure’s filter sends no total', async () => {
    const bad = await app.inject({
      url: `${apiPath(API.payablesForTenant, { tenantCode: 'DEMO01' })}?page=1&size=8&age=d0to5`,
      headers: keyHeaders(admin),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('age must be one of notDue, d1to30, d31to60, d61to90, over90');
    const plain = await app.inject({
      url: `${apiPath(API.payablesForTenant, { tenantCode: 'DEMO01' })}?page=1&size=8&sort=amount,desc`,
      headers: keyHeaders(admin),
    });
    expect(plain.statusCode).toBe(202);
    expect(plain.headers[OUTSTANDING_TOTAL_HEADER]).toBeUndefined();
  });
});
