import {
  API,
  apiPath,
  type Payable,
  type PayableHistoryRow,
  TOTAL_COUNT_HEADER,
  type Vendor,
  vendorPerformanceRowSchema,
  vendorPerformanceTrendSchema,
  vendorRatingHistoryRowSchema,
  vendorRatingMessages,
  vendorRatingSchema,
  vendorRatingsSchema,
  vendorSchema,
} from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../src/db/client.js';
import { type Caller, callers, keyHeaders } from './advances-fixtures.js';
import { auth, closeTestApp, companyToday, createTestApp } from './helpers.js';
import { directory, listPayables, workPayableBody } from './payables-fixtures.js';

/**
 * Vendor Performance's figures against a model computed here from what the test did and
 * what the payables' history says, and Vendor Rating (rate, edit, hide, history, the averages on the
 * vendor list and in the vendor picker's search, another company's records 404). The rights cells
 * are in security-rights.spec.ts.
 *
 * Two vendors of their own (only these bills), DEMO01, sites RST01 and MDP02:
 *   A1 Alpha RST01 1,000 + 180 tax, billed 2025-03-10, due 2025-04-10 → Invoice Approved (overdue now)
 *   A2 Alpha RST01 2,000.50, billed 2025-03-20 → Invoice Received → back to Invoice Raised (a reason)
 *   A3 Alpha MDP02 500, billed 2025-05-05 → Cancelled
 *   A4 Alpha MDP02 700, billed 2025-05-06, due 2030 → Invoice Approved → paid in full on 2025-06-05
 *   A5 Alpha RST01 300, billed 2025-07-01, invoice INV-31-A; two more with INV-31-A refused (RST01, MDP02)
 *   B1 Beta  RST01 3,000, billed 2025-04-01, due 2030 (Invoice Raised)
 *   B2 Beta  MDP02 1,234.56, billed 2025-04-15, due 2025-05-15 → Invoice Approved (overdue now)
 */

let app: FastifyInstance;
let admin: Caller;
let siteLead: Caller;
let beta: Caller;
let ids: Awaited<ReturnType<typeof directory>>;
const vendorIds: Record<'A' | 'B', number> = { A: 0, B: 0 };
const vendorCodes: Record<'A' | 'B', string> = { A: '', B: '' };
const P: Record<string, Payable> = {};
/** DEMO01's today (its zone, Asia/Kolkata): a bill due before it and still owed is overdue. */
const today = companyToday();

interface Bill {
  key: string;
  vendor: 'A' | 'B';
  site: 'RST01' | 'MDP02';
  amount: number;
  tax: number;
  billDate: string;
  due: string;
  paidOn?: string;
}
const BILLS: Bill[] = [
  {
    key: 'A1',
    vendor: 'A',
    site: 'RST01',
    amount: 1000,
    tax: 180,
    billDate: '2025-03-10',
    due: '2025-04-10',
  },
  {
    key: 'A2',
    vendor: 'A',
    site: 'RST01',
    amount: 2000.5,
    tax: 0,
    billDate: '2025-03-20',
    due: '2030-01-01',
  },
  { key: 'A3', vendor: 'A', site: 'MDP02', amount: 500, tax: 0, billDate: '2025-05-05', due: '2030-01-01' },
  { key: 'A4', vendor: 'A', site: 'MDP02', amount: 700, tax: 0, billDate: '2025-05-06', due: '2030-01-01' },
  { key: 'A5', vendor: 'A', site: 'RST01', amount: 300, tax: 0, billDate: '2025-07-01', due: '2030-01-01' },
  { key: 'B1', vendor: 'B', site: 'RST01', amount: 3000, tax: 0, billDate: '2025-04-01', due: '2030-01-01' },
  {
    key: 'B2',
    vendor: 'B',
    site: 'MDP02',
    amount: 1234.56,
    tax: 0,
    billDate: '2025-04-15',
    due: '2025-05-15',
  },
];
/** The refused duplicates (recorded today). */
const REFUSED: { vendor: 'A'; site: 'RST01' | 'MDP02' }[] = [
  { vendor: 'A', site: 'RST01' },
  { vendor: 'A', site: 'MDP02' },
];

const paise = (n: number) => Math.round(n * 100);
const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

async function newVendor(name: string, phone: string): Promise<{ vendorId: number; vendorCode: string }> {
  const res = await app.inject({
    method: 'POST',
    url: API.vendor,
    headers: auth(admin.token),
    payload: {
      tenantCode: 'DEMO01',
      vendorName: name,
      vendorDescription: 'Vendor Performance test vendor',
      vendorCategory: 'Civil',
      typeOfWork: 'Plastering',
      typeOfGoods: '',
      contactPerson: 'Tester',
      phoneNumber: phone,
      emailId: 'perf@example.in',
      addressLine1: 'Line one',
      addressLine2: 'Line two',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      status: 'Active',
      openingBalance: 0,
      typeOfTransactionForOb: 'Cr',
      typeOfTransactionForCb: 'Cr',
    },
  });
  if (res.statusCode !== 202) throw new Error(`vendor: ${res.statusCode} ${res.body}`);
  return res.json() as { vendorId: number; vendorCode: string };
}

const listed = async (id: number) => {
  const row = (await listPayables(app, admin)).find((p) => p.vendorPayableId === id);
  if (!row) throw new Error(`payable ${id} not listed`);
  return row;
};
async function put(c: Caller, id: number, changes: Record<string, unknown>) {
  const res = await app.inject({
    method: 'PUT',
    url: API.payable,
    headers: auth(c.token),
    payload: { ...(await listed(id)), ...changes },
  });
  if (res.statusCode !== 202) throw new Error(`update: ${res.statusCode} ${res.body}`);
}
const createBody = (b: Bill, extra: Record<string, unknown> = {}) =>
  workPayableBody(ids, {
    erfVendorId: vendorIds[b.vendor],
    erfSiteId: ids.siteId(b.site),
    amount: b.amount,
    taxAmount: b.tax,
    billDate: b.billDate,
    paymentDueDate: b.due,
    remarks: b.key,
    ...extra,
  });

async function history(id: number): Promise<PayableHistoryRow[]> {
  const res = await app.inject({
    url: apiPath(API.payableHistory, { vendorPayableId: String(id) }),
    headers: keyHeaders(admin),
  });
  return res.json() as PayableHistoryRow[];
}

const STATUSES = [
  'Invoice Raised',
  'Invoice Review in process',
  'Invoice Received',
  'Invoice Approved',
  'Payment Pending',
  'Payment Settled',
  'Closed',
];

interface ModelRow {
  vendorId: number;
  bills: number;
  total: number;
  average: number;
  sentBack: number;
  cancelled: number;
  returnedShare: number;
  duplicates: number;
  daysToApproval: number | null;
  daysToPayment: number | null;
  overdue: number;
}

/** The model: each figure from the bills as stored now and their history, summed in JS. */
async function model(filter: { site?: 'RST01' | 'MDP02'; from?: string; to?: string }): Promise<ModelRow[]> {
  const out: ModelRow[] = [];
  for (const vendor of ['A', 'B'] as const) {
    const all = BILLS.filter((b) => b.vendor === vendor && (!filter.site || b.site === filter.site));
    const inPeriod = all.filter(
      (b) => (!filter.from || b.billDate >= filter.from) && (!filter.to || b.billDate <= filter.to),
    );
    let total = 0;
    let live = 0;
    let sentBack = 0;
    let cancelled = 0;
    let returned = 0;
    const approvalDays: number[] = [];
    const paymentDays: number[] = [];
    for (const b of inPeriod) {
      const row = P[b.key] as Payable;
      const now = await listed(row.vendorPayableId);
      const rows = await history(row.vendorPayableId);
      const back = rows.some(
        (h) =>
          (h.reason ?? '') !== '' &&
          (h.changes ?? []).some(
            (c) =>
              c.field === 'status' &&
              STATUSES.indexOf(c.to) >= 0 &&
              STATUSES.indexOf(c.from) > STATUSES.indexOf(c.to),
          ),
      );
      const isCancelled = now.status === 'Cancelled';
      if (!isCancelled) {
        total += paise(b.amount + b.tax);
        live++;
      }
      if (back) sentBack++;
      if (isCancelled) cancelled++;
      if (back || isCancelled) returned++;
      const approved = rows.find((h) => STATUSES.indexOf(h.status) >= 3);
      if (approved)
        approvalDays.push(days(b.billDate, new Date(approved.updatedDate).toISOString().slice(0, 10)));
      if (b.paidOn && now.outstanding === 0) paymentDays.push(days(b.billDate, b.paidOn));
    }
    let overdue = 0;
    for (const b of all) {
      const now = await listed((P[b.key] as Payable).vendorPayableId);
      if (['Payment Settled', 'Closed', 'Cancelled'].includes(now.status)) continue;
      if (b.due < today && (now.outstanding ?? 0) > 0) overdue += paise(now.outstanding ?? 0);
    }
    const duplicates = REFUSED.filter(
      (r) =>
        r.vendor === vendor &&
        (!filter.site || r.site === filter.site) &&
        (!filter.from || today >= filter.from) &&
        (!filter.to || today <= filter.to),
    ).length;
    const avg = (xs: number[]) =>
      xs.length === 0 ? null : Math.round((xs.reduce((a, x) => a + x, 0) / xs.length) * 10) / 10;
    if (inPeriod.length === 0 && overdue === 0 && duplicates === 0) continue;
    out.push({
      vendorId: vendorIds[vendor],
      bills: inPeriod.length,
      total: total / 100,
      average: live === 0 ? 0 : Math.round(total / live) / 100,
      sentBack,
      cancelled,
      returnedShare: inPeriod.length === 0 ? 0 : Math.round((1000 * returned) / inPeriod.length) / 10,
      duplicates,
      daysToApproval: avg(approvalDays),
      daysToPayment: avg(paymentDays),
      overdue: overdue / 100,
    });
  }
  return out;
}

const url = (path: string, query: Record<string, string | number>, tenant = 'DEMO01') =>
  `${apiPath(path, { tenant })}?${new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  )}`;

/** The list for our two vendors (q: the shared name part), every page of 1. */
async function performance(query: Record<string, string | number>, c: Caller = admin) {
  const rows = [];
  let count = 0;
  for (let page = 1; page === 1 || rows.length < count; page++) {
    const res = await app.inject({
      url: url(API.vendorPerformance, { q: 'Perf31', ...query, page, size: 1 }, c.companyCode),
      headers: auth(c.token),
    });
    expect(res.statusCode, res.body).toBe(202);
    count = Number(res.headers[TOTAL_COUNT_HEADER]);
    rows.push(...z.array(vendorPerformanceRowSchema.strict()).parse(res.json()));
    if (page > 5) break;
  }
  return { count, rows };
}

const figures = (r: z.infer<typeof vendorPerformanceRowSchema>): ModelRow => ({
  vendorId: r.vendorId,
  bills: r.bills,
  total: r.total,
  average: r.average,
  sentBack: r.sentBack,
  cancelled: r.cancelled,
  returnedShare: r.returnedShare,
  duplicates: r.duplicates,
  daysToApproval: r.daysToApproval,
  daysToPayment: r.daysToPayment,
  overdue: r.overdue,
});

beforeAll(async () => {
  app = await createTestApp();
  ({ admin, siteLead, beta } = await callers(app));
  ids = await directory(app, admin);
  const a = await newVendor('Perf31 Alpha Works', '9310000001');
  const b = await newVendor('Perf31 Beta Works', '9310000002');
  vendorIds.A = a.vendorId;
  vendorIds.B = b.vendorId;
  vendorCodes.A = a.vendorCode;
  vendorCodes.B = b.vendorCode;
  for (const bill of BILLS) {
    const res = await app.inject({
      method: 'POST',
      url: API.payable,
      headers: auth(admin.token),
      payload: createBody(bill, bill.key === 'A5' ? { invoiceNumber: 'INV-31-A' } : {}),
    });
    if (res.statusCode !== 202) throw new Error(`${bill.key}: ${res.statusCode} ${res.body}`);
    P[bill.key] = await listed((res.json() as { vendorPayableId: number }).vendorPayableId);
  }
  await put(admin, (P.A1 as Payable).vendorPayableId, { status: 'Invoice Approved' });
  await put(admin, (P.A2 as Payable).vendorPayableId, { status: 'Invoice Received' });
  await put(admin, (P.A2 as Payable).vendorPayableId, { status: 'Invoice Raised', reason: 'Wrong quantity' });
  const a3 = P.A3 as Payable;
  const cancel = await app.inject({
    method: 'POST',
    url: API.payableCancel,
    headers: auth(admin.token),
    payload: {
      tenantCode: 'DEMO01',
      vendorPayableId: a3.vendorPayableId,
      vendorPayableCode: a3.vendorPayableCode,
      version: a3.version,
      reason: 'Billed twice',
    },
  });
  expect(cancel.statusCode, cancel.body).toBe(202);
  await put(admin, (P.A4 as Payable).vendorPayableId, { status: 'Invoice Approved' });
  const a4 = BILLS.find((x) => x.key === 'A4') as Bill;
  a4.paidOn = '2025-06-05';
  const paid = await app.inject({
    method: 'POST',
    url: API.vendorPayment,
    headers: auth(admin.token),
    payload: {
      tenantCode: 'DEMO01',
      erfVendorId: vendorIds.A,
      paymentDate: a4.paidOn,
      amount: 700,
      paymentMode: 'NEFT',
      reference: 'Perf31 A4',
      allocations: [{ vendorPayableId: (P.A4 as Payable).vendorPayableId, amount: 700 }],
    },
  });
  expect(paid.statusCode, paid.body).toBe(202);
  await put(admin, (P.B2 as Payable).vendorPayableId, { status: 'Invoice Approved' });
  // Two duplicates of A5's invoice number, refused (400) and recorded.
  for (const r of REFUSED) {
    const res = await app.inject({
      method: 'POST',
      url: API.payable,
      headers: auth(siteLead.token),
      payload: createBody(
        { ...(BILLS.find((x) => x.key === 'A5') as Bill), site: r.site },
        { invoiceNumber: 'inv-31-a' },
      ),
    });
    expect(res.statusCode, res.body).toBe(400);
  }
});
afterAll(() => closeTestApp(app));

describe('duplicate invoice refusals are recorded', () => {
  it('each refusal is a row: vendor, site, number, who', async () => {
    const rows = await queryRows<{ site_id: number; invoice_number: string; refused_by: string }>(
      app.ctx.db,
      sql`select site_id, invoice_number, refused_by from duplicate_invoice_refusals
          where tenant_code = 'DEMO01' and vendor_id = ${vendorIds.A} order by id`,
    );
    expect(rows).toEqual(
      REFUSED.map((r) => ({
        site_id: ids.siteId(r.site),
        invoice_number: 'inv-31-a',
        refused_by: 'sitelead',
      })),
    );
  });
});

describe('Vendor Performance: the figures against the model', () => {
  const cases: { name: string; filter: { site?: 'RST01' | 'MDP02'; from?: string; to?: string } }[] = [
    { name: 'all sites, all time', filter: {} },
    { name: 'site RST01', filter: { site: 'RST01' } },
    { name: 'site MDP02', filter: { site: 'MDP02' } },
    { name: 'March–April 2025', filter: { from: '2025-03-01', to: '2025-04-30' } },
    {
      name: 'MDP02 in May 2025 (the refusals are today: left out)',
      filter: { site: 'MDP02', from: '2025-05-01', to: '2025-05-31' },
    },
  ];
  for (const { name, filter } of cases) {
    it(name, async () => {
      const query: Record<string, string | number> = { sort: 'vendorName,asc' };
      if (filter.site) query.siteId = ids.siteId(filter.site);
      if (filter.from) query.billFrom = filter.from;
      if (filter.to) query.billTo = filter.to;
      const { count, rows } = await performance(query);
      const expected = await model(filter);
      expect(count).toBe(expected.length);
      expect(rows.map(figures)).toEqual(expected);
    });
  }

  it('names each vendor and carries its rating summary', async () => {
    const { rows } = await performance({ sort: 'vendorName,asc' });
    expect(rows.map((r) => [r.vendorCode, r.vendorName])).toEqual([
      [vendorCodes.A, 'Perf31 Alpha Works'],
      [vendorCodes.B, 'Perf31 Beta Works'],
    ]);
    expect(rows[0]?.rating).toMatchObject({ count: expect.any(Number) });
  });

  it('sorts by each figure both ways, ties by vendor id', async () => {
    for (const field of ['total', 'bills', 'overdue', 'returnedShare', 'duplicates'] as const) {
      for (const direction of ['asc', 'desc'] as const) {
        const { rows } = await performance({ sort: `${field},${direction}` });
        const sign = direction === 'asc' ? 1 : -1;
        const sorted = [...rows].sort((x, y) => sign * (x[field] - y[field] || x.vendorId - y.vendorId));
        expect(rows.map((r) => r.vendorId)).toEqual(sorted.map((r) => r.vendorId));
      }
    }
  });

  it('the trend by month: bills, total, sent back or cancelled', async () => {
    const res = await app.inject({
      url: url(API.vendorPerformanceTrend, { q: 'Perf31' }),
      headers: auth(admin.token),
    });
    expect(res.statusCode, res.body).toBe(202);
    const trend = vendorPerformanceTrendSchema.parse(res.json());
    const months = new Map<string, { bills: number; total: number; returned: number }>();
    for (const b of BILLS) {
      const m = b.billDate.slice(0, 7);
      const row = months.get(m) ?? { bills: 0, total: 0, returned: 0 };
      row.bills++;
      if (b.key !== 'A3') row.total += paise(b.amount + b.tax);
      if (b.key === 'A2' || b.key === 'A3') row.returned++;
      months.set(m, row);
    }
    expect(trend).toEqual(
      [...months.entries()]
        .sort(([x], [y]) => x.localeCompare(y))
        .map(([month, r]) => ({ month, bills: r.bills, total: r.total / 100, returned: r.returned })),
    );
  });

  it('exports the list as .csv (the same rows)', async () => {
    const res = await app.inject({
      url: url(API.vendorPerformanceExport, { q: 'Perf31', sort: 'vendorName,asc', format: 'csv' }),
      headers: auth(admin.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const parsed = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, '')).data;
    const codes = parsed.map((row) => row[0]);
    expect(codes).toContain(vendorCodes.A);
    expect(codes).toContain(vendorCodes.B);
  });

  it("another company's site is 404; another company sees none of ours", async () => {
    const res = await app.inject({
      url: url(API.vendorPerformance, { siteId: ids.siteId('RST01'), page: 1, size: 10 }, 'BETA01'),
      headers: auth(beta.token),
    });
    expect(res.statusCode).toBe(404);
    const theirs = await performance({}, beta);
    expect(theirs.count).toBe(0);
  });
});

describe('Vendor Rating', () => {
  const rate = (c: Caller, payableId: number, marks: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: apiPath(API.vendorRatings, { tenant: 'DEMO01' }),
      headers: auth(c.token),
      payload: { payableId, ...marks },
    });
  const vendorRow = async (vendorId: number): Promise<Vendor> => {
    const res = await app.inject({
      url: url(API.vendorsForTenant, { q: 'Perf31', page: 1, size: 10 }),
      headers: auth(admin.token),
    });
    const row = z
      .array(vendorSchema.strict())
      .parse(res.json())
      .find((v) => v.vendorId === vendorId);
    if (!row) throw new Error('vendor not listed');
    return row;
  };
  let ratingId = 0;

  it('sitelead rates an approved bill of a site they work on; the averages follow on the list and in the picker', async () => {
    // sitelead works on RST01: they made a payable there (the refused ones do not count, so make one).
    const made = await app.inject({
      method: 'POST',
      url: API.payable,
      headers: auth(siteLead.token),
      payload: createBody({ ...(BILLS[0] as Bill), billDate: '2025-08-01', due: '2030-01-01' }),
    });
    expect(made.statusCode, made.body).toBe(202);
    const res = await rate(siteLead, (P.A1 as Payable).vendorPayableId, {
      quality: 4,
      timeliness: 2,
      price: 3,
      comment: 'Good plaster, late',
    });
    expect(res.statusCode, res.body).toBe(202);
    const rating = vendorRatingSchema.strict().parse(res.json());
    expect(rating).toMatchObject({
      ratedBy: 'sitelead',
      quality: 4,
      timeliness: 2,
      price: 3,
      editable: true,
    });
    ratingId = rating.ratingId;
    expect((await vendorRow(vendorIds.A)).rating).toEqual({
      count: 1,
      overall: 3,
      quality: 4,
      timeliness: 2,
      price: 3,
    });
    // The admin rates the same bill: two ratings.
    expect(
      (
        await rate(admin, (P.A1 as Payable).vendorPayableId, {
          quality: 5,
          timeliness: 5,
          price: 4,
          comment: '',
        })
      ).statusCode,
    ).toBe(202);
    const both = { count: 2, overall: 3.83, quality: 4.5, timeliness: 3.5, price: 3.5 };
    expect((await vendorRow(vendorIds.A)).rating).toEqual(both);
    // The picker's search (the unpaged q call) answers the same averages.
    const picker = await app.inject({
      url: url(API.vendorsForTenant, { q: 'Perf31 Alpha' }),
      headers: auth(admin.token),
    });
    expect((picker.json() as Vendor[]).find((v) => v.vendorId === vendorIds.A)?.rating).toEqual(both);
    // Not rated: no rating on the vendor.
    expect((await vendorRow(vendorIds.B)).rating).toBeUndefined();
  });

  it('one rating per user per bill (400)', async () => {
    const res = await rate(siteLead, (P.A1 as Payable).vendorPayableId, {
      quality: 1,
      timeliness: 1,
      price: 1,
      comment: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: vendorRatingMessages.alreadyRated });
  });

  it('marks out of 1–5 are refused (400)', async () => {
    const res = await rate(admin, (P.B2 as Payable).vendorPayableId, {
      quality: 6,
      timeliness: 0,
      price: 3,
      comment: '',
    });
    expect(res.statusCode).toBe(400);
  });

  it('the vendor list filters "rated below 3" and sorts by rating', async () => {
    expect(
      (
        await rate(admin, (P.B2 as Payable).vendorPayableId, {
          quality: 1,
          timeliness: 2,
          price: 2,
          comment: 'Poor',
        })
      ).statusCode,
    ).toBe(202);
    const below = await app.inject({
      url: url(API.vendorsForTenant, { q: 'Perf31', ratedBelow: 3, page: 1, size: 10 }),
      headers: auth(admin.token),
    });
    expect((below.json() as Vendor[]).map((v) => v.vendorId)).toEqual([vendorIds.B]);
    const sorted = await app.inject({
      url: url(API.vendorsForTenant, { q: 'Perf31', sort: 'rating,desc', page: 1, size: 10 }),
      headers: auth(admin.token),
    });
    expect((sorted.json() as Vendor[]).map((v) => v.vendorId)).toEqual([vendorIds.A, vendorIds.B]);
  });

  it('the author edits within the window; the history keeps from → to', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: apiPath(API.vendorRating, { tenant: 'DEMO01', ratingId }),
      headers: auth(siteLead.token),
      payload: { quality: 4, timeliness: 3, price: 3, comment: 'Good plaster, a day late' },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect((await vendorRow(vendorIds.A)).rating).toMatchObject({ count: 2, timeliness: 4 });
    const hist = await app.inject({
      url: apiPath(API.vendorRatingHistory, { tenant: 'DEMO01', ratingId }),
      headers: auth(siteLead.token),
    });
    const rows = z.array(vendorRatingHistoryRowSchema).parse(hist.json());
    expect(rows.map((r) => [r.action, r.changedBy, r.fromValue, r.toValue])).toEqual([
      ['rate', 'sitelead', {}, { quality: 4, timeliness: 2, price: 3, comment: 'Good plaster, late' }],
      [
        'edit',
        'sitelead',
        { timeliness: 2, comment: 'Good plaster, late' },
        { timeliness: 3, comment: 'Good plaster, a day late' },
      ],
    ]);
  });

  it('an ADMIN hides the comment with a reason; View Vendor shows the ratings, the history keeps the reason', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: apiPath(API.vendorRatingHide, { tenant: 'DEMO01', ratingId }),
      headers: auth(admin.token),
      payload: { reason: 'Names a worker' },
    });
    expect(res.statusCode, res.body).toBe(202);
    const of = await app.inject({
      url: apiPath(API.vendorRatingsOfVendor, { tenant: 'DEMO01', vendorId: vendorIds.A }),
      headers: auth(siteLead.token),
    });
    const ratings = vendorRatingsSchema.strict().parse(of.json());
    expect(ratings.summary.count).toBe(2);
    expect(ratings.ratings.find((r) => r.ratingId === ratingId)).toMatchObject({
      comment: '',
      commentHidden: true,
      hiddenReason: 'Names a worker',
    });
    const hist = await app.inject({
      url: apiPath(API.vendorRatingHistory, { tenant: 'DEMO01', ratingId }),
      headers: auth(siteLead.token),
    });
    const rows = z.array(vendorRatingHistoryRowSchema).parse(hist.json());
    expect(rows.at(-1)).toMatchObject({ action: 'hide', reason: 'Names a worker', changedBy: 'demoadmin' });
    // A USER no longer reads the hidden comment's texts in the history.
    expect(JSON.stringify(rows)).not.toContain('Good plaster');
  });

  it('the bills sitelead may rate: approved ones of the sites they work on, with their own rating', async () => {
    const res = await app.inject({
      url: url(API.rateableBills, { q: 'Perf31', page: 1, size: 50 }),
      headers: auth(siteLead.token),
    });
    expect(res.statusCode, res.body).toBe(202);
    const bills = res.json() as { payableId: number; status: string; myRating: unknown }[];
    for (const b of bills)
      expect(['Invoice Approved', 'Payment Pending', 'Payment Settled', 'Closed']).toContain(b.status);
    expect(bills.find((b) => b.payableId === (P.A1 as Payable).vendorPayableId)?.myRating).toMatchObject({
      ratingId,
    });
  });

  it("another company's caller: every rating call is 404 (or 403 for DEMO01's path)", async () => {
    const paths = [
      apiPath(API.vendorRatingsOfVendor, { tenant: 'BETA01', vendorId: vendorIds.A }),
      apiPath(API.vendorRatingHistory, { tenant: 'BETA01', ratingId }),
    ];
    for (const path of paths)
      expect((await app.inject({ url: path, headers: auth(beta.token) })).statusCode).toBe(404);
    const rateIt = await app.inject({
      method: 'POST',
      url: apiPath(API.vendorRatings, { tenant: 'BETA01' }),
      headers: auth(beta.token),
      payload: {
        payableId: (P.A1 as Payable).vendorPayableId,
        quality: 1,
        timeliness: 1,
        price: 1,
        comment: 'x',
      },
    });
    expect(rateIt.statusCode).toBe(404);
    const theirs = await app.inject({
      url: apiPath(API.vendorRatingsOfVendor, { tenant: 'DEMO01', vendorId: vendorIds.A }),
      headers: auth(beta.token),
    });
    expect(theirs.statusCode).toBe(403);
  });
});
