import {
  API,
  ageingMessages,
  ageingSchema,
  apiPath,
  commonMessages,
  executiveSummaryMessages,
  executiveSummarySchema,
  listMessages,
  OPENING_BALANCE_STATUS,
  summaryExportMessages,
  summaryScreenMessages,
  vendorSummaryMessages,
  vendorSummarySchema,
  XLSX_CONTENT_TYPE,
} from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postBill } from '../src/domain/vendor-ledger.js';
import * as adminService from '../src/features/admin/admin.service.js';
import { checkRowLimit, safeText } from '../src/features/summaries/summaries.xlsx.js';
import { type Caller, callers } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp, login } from './helpers.js';
import { directory, workPayableBody } from './payables-fixtures.js';
import { settlementCalls } from './settlement-fixtures.js';
import { insertPayment } from './summaries-fixtures.js';

/**
 * The three vendor summaries on a hand-made data set of DEMO01, billed in
 * 2025 (the demo seed's payables are billed from April 2026, after every date asked here).
 *
 * As of D = 2025-12-31 (days past due in brackets):
 *   Sharma Builders (S)         site   total     paid as of D              outstanding  due
 *   P1  10,000.00 + 1,800.00 tax RST01 11,800.00 5,000.50 (Dec 15)          6,799.50     2025-12-31 (0)
 *   P2                          RST01  1,000.10  —                          1,000.10     2025-12-30 (1)
 *   P3                          MDP02  2,000.20  — (paid 2026-01-05)        2,000.20     2025-12-01 (30)
 *   P7                          MDP02  6,000.60  1,000.00 (Nov 20)          5,000.60     2025-10-02 (90)
 *   P9  Cancelled               RST01  9,999.99  left out
 *   P10 billed 2026-01-02       RST01    800.00  left out before 2026-01-02
 *   P12                         RST01    100.00  —                            100.00     2026-01-06 (−6)
 *   P13                         RST01    200.00  —                            200.00     2026-01-07 (−7)
 *   Balaji Cement Traders (B)
 *   P4                          MDP02  3,000.30  —                          3,000.30     2025-11-30 (31)
 *   P5                          RST01  4,000.40  3,000.00 (Dec 20, pay2)    1,000.40     2025-11-01 (60)
 *   P6                          MDP02  5,000.50    400.40 (Dec 20, pay2)    4,600.10     2025-10-31 (61)
 *   P8                          MDP02  7,000.70  —                          7,000.70     2025-10-01 (91)
 *   P11 Payment Settled (paid)  RST01  1,500.00  1,500.00 (Dec 5)               0.00     2025-09-15 (107)
 * pay2 is 3,000.00 + 400.40 TDS. Paid in December up to D: 5,000.50 + 3,400.40 + 1,500.00 = 9,900.90.
 * Every payment is recorded through the payment service, so one that pays a payable off moves it to
 * Payment Settled: P11 (Dec 5) and P3 (its payment of 2026-01-05). The Executive Summary's by-status
 * rows are by each payable's status now, its money as of the date: on D, P3 is a Payment Settled
 * payable with 2,000.20 outstanding.
 * The demo vendors' opening balances are dated 2026-04-01 (seed/demo.ts), after every date asked
 * above: on these dates every Opening is 0 and no vendor has an advance. The last describe block adds
 * vendors of its own with opening balances and asks for dates in 2026.
 */

let app: FastifyInstance;
let admin: Caller;
let siteLead: Caller;
let beta: Caller;
let ids: Awaited<ReturnType<typeof directory>>;
const P: Record<string, number> = {};
let betaSiteId = 0;

const D = '2025-12-31';

async function bill(
  key: string,
  vendor: 'S' | 'B',
  site: string,
  amount: number,
  paymentDueDate: string,
  extra: Record<string, unknown> = {},
) {
  const goods =
    vendor === 'B'
      ? {
          erfVendorId: ids.vendorId('Balaji Cement Traders'),
          typeOfWork: '',
          typeOfMaterials: 'Cement',
          quantity: '100',
          units: 'Bags',
        }
      : {};
  const res = await app.inject({
    method: 'POST',
    url: API.payable,
    payload: workPayableBody(ids, {
      ...goods,
      erfSiteId: ids.siteId(site),
      amount,
      billDate: '2025-09-01',
      paymentDueDate,
      remarks: key,
      ...extra,
    }),
    headers: auth(admin.token),
  });
  if (res.statusCode !== 202) throw new Error(`${key}: ${res.statusCode} ${res.body}`);
  P[key] = (res.json() as { vendorPayableId: number }).vendorPayableId;
}

const url = (path: string, query: Record<string, string | number>, tenant = 'DEMO01') =>
  `${apiPath(path, { tenant })}?${new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString()}`;

async function get(path: string, query: Record<string, string | number>, c: Caller = admin) {
  return app.inject({ method: 'GET', url: url(path, query, c.companyCode), headers: auth(c.token) });
}
async function vendorSummary(query: Record<string, string | number>, c: Caller = admin) {
  const res = await get(API.vendorSummary, query, c);
  expect(res.statusCode, res.body).toBe(202);
  return vendorSummarySchema.strict().parse(res.json());
}
async function ageing(query: Record<string, string | number>, c: Caller = admin) {
  const res = await get(API.payableAgeing, query, c);
  expect(res.statusCode, res.body).toBe(202);
  return ageingSchema.strict().parse(res.json());
}
async function executive(query: Record<string, string | number>, c: Caller = admin) {
  const res = await get(API.executiveSummary, query, c);
  expect(res.statusCode, res.body).toBe(202);
  return executiveSummarySchema.strict().parse(res.json());
}

beforeAll(async () => {
  app = await createTestApp();
  ({ admin, siteLead, beta } = await callers(app));
  ids = await directory(app, admin);
  const S = ids.vendorId('Sharma Builders');
  const B = ids.vendorId('Balaji Cement Traders');

  await bill('P1', 'S', 'RST01', 10000, '2025-12-31', { taxAmount: 1800 });
  await bill('P2', 'S', 'RST01', 1000.1, '2025-12-30');
  await bill('P3', 'S', 'MDP02', 2000.2, '2025-12-01');
  await bill('P4', 'B', 'MDP02', 3000.3, '2025-11-30');
  await bill('P5', 'B', 'RST01', 4000.4, '2025-11-01');
  await bill('P6', 'B', 'MDP02', 5000.5, '2025-10-31');
  await bill('P7', 'S', 'MDP02', 6000.6, '2025-10-02');
  await bill('P8', 'B', 'MDP02', 7000.7, '2025-10-01');
  await bill('P9', 'S', 'RST01', 9999.99, '2025-10-01');
  await bill('P10', 'S', 'RST01', 800, '2026-01-10', { billDate: '2026-01-02' });
  // Settled by its payment below (a payable is never set to Payment Settled by hand while it owes).
  await bill('P11', 'B', 'RST01', 1500, '2025-09-15', { status: 'Payment Pending' });
  await bill('P12', 'S', 'RST01', 100, '2026-01-06');
  await bill('P13', 'S', 'RST01', 200, '2026-01-07');
  const code = (
    (await app.ctx.db.execute(
      sql`select vendor_payable_code as c from payables where id = ${P.P9}`,
    )) as unknown as { rows: { c: string }[] }
  ).rows[0]?.c;
  const cancel = await app.inject({
    method: 'POST',
    url: API.payableCancel,
    payload: {
      tenantCode: 'DEMO01',
      vendorPayableId: P.P9,
      vendorPayableCode: code,
      version: 1,
      reason: 'Duplicate',
    },
    headers: auth(admin.token),
  });
  if (cancel.statusCode !== 202) throw new Error(`cancel: ${cancel.statusCode} ${cancel.body}`);

  const t = 'DEMO01';
  const pay = (vendorId: number, date: string, amount: string, allocations: [number, string][], more = {}) =>
    insertPayment(app, {
      tenantCode: t,
      vendorId,
      date,
      amount,
      allocations: allocations.map(([payableId, a]) => ({ payableId, amount: a })),
      ...more,
    });
  await pay(S, '2025-12-15', '5000.50', [[P.P1 as number, '5000.50']]);
  await pay(S, '2025-11-20', '1000.00', [[P.P7 as number, '1000.00']]);
  await pay(S, '2026-01-05', '2000.20', [[P.P3 as number, '2000.20']]);
  await pay(
    B,
    '2025-12-20',
    '3000.00',
    [
      [P.P5 as number, '3000.00'],
      [P.P6 as number, '400.40'],
    ],
    { tdsAmount: '400.40' },
  );
  await pay(B, '2025-12-05', '1500.00', [[P.P11 as number, '1500.00']]);

  // BETA01's own bill and payment, on the same dates: never in DEMO01's figures.
  const rows = (
    (await app.ctx.db.execute(
      sql`select (select id from vendors where tenant_code = 'BETA01' order by id limit 1) as vendor,
                 (select id from sites where tenant_code = 'BETA01' order by id limit 1) as site`,
    )) as unknown as { rows: { vendor: number; site: number }[] }
  ).rows[0] as { vendor: number; site: number };
  betaSiteId = rows.site;
  const inserted = (await app.ctx.db.execute(
    sql`insert into payables (tenant_code, vendor_payable_code, erf_site_id, erf_vendor_id, quantity, units, amount,
          payment_mode, payment_due_date, bill_date, status, created_by, updated_by)
        values ('BETA01', 'BVP99001', ${rows.site}, ${rows.vendor}, '1', 'Nos', 55555.55, 'UPI', '2025-10-01',
          '2025-09-01', 'Invoice Raised', 'betaadmin', 'betaadmin')
        returning *`,
  )) as unknown as {
    rows: { id: number; tenant_code: string; erf_vendor_id: number; erf_site_id: number }[];
  };
  const betaBill = inserted.rows[0] as { id: number };
  await postBill(
    app.ctx.db,
    {
      id: betaBill.id,
      tenantCode: 'BETA01',
      erfVendorId: rows.vendor,
      erfSiteId: rows.site,
      vendorPayableCode: 'BVP99001',
      amount: '55555.55',
      taxAmount: '0',
      billDate: '2025-09-01',
      status: 'Invoice Raised',
    },
    'betaadmin',
  );
  await insertPayment(app, {
    tenantCode: 'BETA01',
    vendorId: rows.vendor,
    date: '2025-12-10',
    amount: '5555.55',
    allocations: [{ payableId: inserted.rows[0]?.id as number, amount: '5555.55' }],
  });
});
afterAll(async () => closeTestApp(app));

describe('Summary By Vendor', () => {
  it('answers billed, paid, outstanding, overdue and the oldest due date per vendor as of the date, by name, with totals', async () => {
    const s = await vendorSummary({ date: D });
    expect(s).toEqual({
      date: D,
      rows: [
        {
          erfVendorId: ids.vendorId('Balaji Cement Traders'),
          vendorCode: ids.vendorCode('Balaji Cement Traders'),
          vendorName: 'Balaji Cement Traders',
          opening: 0,
          billed: 20501.9,
          paid: 4900.4,
          outstanding: 15601.5,
          overdue: 15601.5,
          // P11 (due 2025-09-15) is paid in full: the oldest with something outstanding is P8
          oldestDueDate: '2025-10-01',
        },
        {
          erfVendorId: ids.vendorId('Sharma Builders'),
          vendorCode: ids.vendorCode('Sharma Builders'),
          vendorName: 'Sharma Builders',
          opening: 0,
          billed: 21100.9,
          paid: 6000.5,
          outstanding: 15100.4,
          overdue: 8000.9,
          oldestDueDate: '2025-10-02',
        },
      ],
      totals: { opening: 0, billed: 41602.8, paid: 10900.9, outstanding: 30701.9, overdue: 23602.4 },
    });
  });

  it('counts a payment from its date on, and a bill from its bill date on', async () => {
    const s = await vendorSummary({ date: '2026-01-05' });
    const sharma = s.rows.find((r) => r.vendorName === 'Sharma Builders');
    // P10 (800.00, billed 2026-01-02) is in; P3's payment of 2026-01-05 counts.
    expect(sharma).toMatchObject({ billed: 21900.9, paid: 8000.7, outstanding: 13900.2 });
    const before = await vendorSummary({ date: '2025-12-14' });
    // Nov 20 (1,000.00) and Dec 5 (P11, 1,500.00) count; Dec 15 and Dec 20 not yet.
    expect(before.totals).toMatchObject({ billed: 41602.8, paid: 2500 });
  });

  it('narrows to one site', async () => {
    const s = await vendorSummary({ date: D, siteId: ids.siteId('MDP02') });
    expect(
      s.rows.map((r) => [r.vendorName, r.billed, r.paid, r.outstanding, r.overdue, r.oldestDueDate]),
    ).toEqual([
      ['Balaji Cement Traders', 15001.5, 400.4, 14601.1, 14601.1, '2025-10-01'],
      ['Sharma Builders', 8000.8, 1000, 7000.8, 7000.8, '2025-10-02'],
    ]);
    expect(s.totals).toEqual({
      opening: 0,
      billed: 23002.3,
      paid: 1400.4,
      outstanding: 21601.9,
      overdue: 21601.9,
    });
  });

  it('answers no rows and zero totals before the first bill', async () => {
    expect(await vendorSummary({ date: '2025-08-31' })).toEqual({
      date: '2025-08-31',
      rows: [],
      totals: { opening: 0, billed: 0, paid: 0, outstanding: 0, overdue: 0 },
    });
  });
});

describe('Ageing (Vendor Payable Summary)', () => {
  it('buckets what is outstanding by days past due, with the edges 0/1/30/31/60/61/90/91, by vendor and by site', async () => {
    const a = await ageing({ date: D });
    const z = { notDue: 0, d1to30: 0, d31to60: 0, d61to90: 0, over90: 0, advance: 0 };
    expect(a.totals).toEqual({
      notDue: 7099.5, // P1 (0 days) + P12 + P13
      d1to30: 3000.3, // P2 (1) + P3 (30)
      d31to60: 4000.7, // P4 (31) + P5 (60)
      d61to90: 9600.7, // P6 (61) + P7 (90)
      over90: 7000.7, // P8 (91)
      advance: 0, // no vendor owes anything back
      total: 30701.9,
    });
    expect(a.byVendor).toEqual([
      {
        id: ids.vendorId('Balaji Cement Traders'),
        code: ids.vendorCode('Balaji Cement Traders'),
        name: 'Balaji Cement Traders',
        ...z,
        d31to60: 4000.7,
        d61to90: 4600.1,
        over90: 7000.7,
        total: 15601.5,
      },
      {
        id: ids.vendorId('Sharma Builders'),
        code: ids.vendorCode('Sharma Builders'),
        name: 'Sharma Builders',
        ...z,
        notDue: 7099.5,
        d1to30: 3000.3,
        d61to90: 5000.6,
        total: 15100.4,
      },
    ]);
    expect(a.bySite).toEqual([
      {
        id: ids.siteId('MDP02'),
        code: 'MDP02',
        name: 'Metro Depot',
        ...z,
        d1to30: 2000.2,
        d31to60: 3000.3,
        d61to90: 9600.7,
        over90: 7000.7,
        total: 21601.9,
      },
      {
        id: ids.siteId('RST01'),
        code: 'RST01',
        name: 'Riverside Towers',
        ...z,
        notDue: 7099.5,
        d1to30: 1000.1,
        d31to60: 1000.4,
        total: 9100,
      },
    ]);
  });

  it('moves a payable to the next bucket a day later (1 → 30 → 31 days)', async () => {
    // 2026-01-01: P1 1 day, P2 2, P3 31, P4 32, P5 61, P6 62, P7 91, P8 92.
    const a = await ageing({ date: '2026-01-01' });
    expect(a.totals).toEqual({
      notDue: 300, // P12, P13
      d1to30: 7799.6, // P1 6,799.50 + P2 1,000.10
      d31to60: 5000.5, // P3 2,000.20 + P4 3,000.30
      d61to90: 5600.5, // P5 1,000.40 + P6 4,600.10
      over90: 12001.3, // P7 5,000.60 + P8 7,000.70
      advance: 0,
      total: 30701.9,
    });
  });

  it('narrows to one site', async () => {
    const a = await ageing({ date: D, siteId: ids.siteId('RST01') });
    expect(a.bySite.map((r) => r.code)).toEqual(['RST01']);
    expect(a.totals).toEqual({
      notDue: 7099.5,
      d1to30: 1000.1,
      d31to60: 1000.4,
      d61to90: 0,
      over90: 0,
      advance: 0,
      total: 9100,
    });
  });
});

describe('Executive Summary', () => {
  it('answers outstanding, overdue, due this week, paid this month, by site, by status and the buckets', async () => {
    const e = await executive({ date: D });
    expect(e).toEqual({
      date: D,
      outstanding: 30701.9,
      overdue: 23602.4,
      // due 2025-12-31 .. 2026-01-06: P1 and P12, not P13 (2026-01-07)
      dueThisWeek: 6899.5,
      // December up to D: 5,000.50 + (3,000.00 + 400.40 TDS) + 1,500.00; not Nov 20, not the Reversed one
      paidThisMonth: 9900.9,
      bySite: [
        { erfSiteId: ids.siteId('MDP02'), siteName: 'Metro Depot', outstanding: 21601.9 },
        { erfSiteId: ids.siteId('RST01'), siteName: 'Riverside Towers', outstanding: 9100 },
      ],
      // By the payables' status now: P3 was paid off on 2026-01-05 (Payment Settled), P11 on Dec 5.
      byStatus: [
        { status: 'Invoice Raised', outstanding: 28701.7, count: 9 },
        { status: 'Payment Settled', outstanding: 2000.2, count: 2 },
      ],
      ageing: {
        notDue: 7099.5,
        d1to30: 3000.3,
        d31to60: 4000.7,
        d61to90: 9600.7,
        over90: 7000.7,
        advance: 0,
        total: 30701.9,
      },
      // The opening balances' part of the buckets (none dated by D).
      openingAgeing: { notDue: 0, d1to30: 0, d31to60: 0, d61to90: 0, over90: 0, advance: 0, total: 0 },
    });
  });

  it('on one site, counts what payments allocated to that site paid this month', async () => {
    const e = await executive({ date: D, siteId: ids.siteId('MDP02') });
    expect(e).toMatchObject({ outstanding: 21601.9, overdue: 21601.9, dueThisWeek: 0, paidThisMonth: 400.4 });
    const r = await executive({ date: D, siteId: ids.siteId('RST01') });
    expect(r).toMatchObject({ outstanding: 9100, paidThisMonth: 9500.5, dueThisWeek: 6899.5 });
  });

  it('starts the month on the 1st: on 2026-01-05 only January payments count', async () => {
    expect((await executive({ date: '2026-01-05' })).paidThisMonth).toBe(2000.2);
    expect((await executive({ date: '2025-11-30' })).paidThisMonth).toBe(1000);
  });
});

describe('tenants, modules and input', () => {
  it("never counts another company's data, and answers it only its own", async () => {
    const b = await vendorSummary({ date: D }, beta);
    expect(b.totals).toEqual({
      opening: 0,
      billed: 55555.55,
      paid: 5555.55,
      outstanding: 50000,
      overdue: 50000,
    });
    expect((await executive({ date: D }, beta)).paidThisMonth).toBe(5555.55);
    expect((await ageing({ date: D }, beta)).totals.total).toBe(50000);
  });

  it("answers 404 for another company's site and 403 for another company's path", async () => {
    for (const path of [API.vendorSummary, API.payableAgeing, API.executiveSummary]) {
      const res = await get(path, { date: D, siteId: betaSiteId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: summaryExportMessages.siteNotFound });
      const other = await app.inject({
        method: 'GET',
        url: url(path, { date: D }, 'BETA01'),
        headers: auth(admin.token),
      });
      expect(other.statusCode).toBe(403);
      expect(other.json()).toEqual({ message: commonMessages.forbiddenCompany });
    }
  });

  it('lets a USER with Vendor Supplier read them, and refuses a role without it (403)', async () => {
    expect((await vendorSummary({ date: D }, siteLead)).totals.outstanding).toBe(30701.9);
    await adminService.createRole(app.ctx.db, {
      company: 'DEMO01',
      name: 'OnlyAdminSumm',
      type: 'USER',
      modules: ['Admin'],
    });
    await adminService.createUser(app.ctx.db, {
      company: 'DEMO01',
      username: 'onlyadminsumm',
      password: 'Only@12345',
      firstName: 'Only',
      lastName: 'Admin',
      role: 'OnlyAdminSumm',
    });
    const token = await login(app, 'onlyadminsumm', 'Only@12345');
    for (const path of [API.vendorSummary, API.payableAgeing, API.executiveSummary]) {
      const res = await app.inject({ method: 'GET', url: url(path, { date: D }), headers: auth(token) });
      expect(res.statusCode).toBe(403);
    }
  });

  it('refuses a missing or impossible date and a bad format with 400 and a message', async () => {
    for (const query of [
      {},
      { date: '2025-02-30' },
      { date: '31-12-2025' },
      { date: D, format: 'pdf' },
      { date: D, siteId: 'x' },
    ]) {
      const res = await get(API.vendorSummary, query as Record<string, string>);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('refuses format=pdf on every summary with 400 and the format message', async () => {
    for (const path of [API.vendorSummary, API.payableAgeing, API.executiveSummary]) {
      const res = await get(path, { date: D, format: 'pdf' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: listMessages.formatInvalid });
    }
  });
});

describe('.xlsx export', () => {
  async function workbook(path: string, query: Record<string, string | number>) {
    const res = await get(path, { ...query, format: 'xlsx' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    const { default: ExcelJS } = await import('exceljs');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return { wb, disposition: String(res.headers['content-disposition']) };
  }

  it('writes Summary By Vendor with numbers, real dates, a header, totals, and escapes a formula-like name', async () => {
    await app.ctx.db.execute(
      sql`update vendors set vendor_name = '=cmd|'' /C calc''!A0' where id = ${ids.vendorId('Balaji Cement Traders')}`,
    );
    const { wb, disposition } = await workbook(API.vendorSummary, { date: D, siteId: ids.siteId('MDP02') });
    expect(disposition).toBe(
      `attachment; filename="${summaryExportMessages.fileNames.vendorSummary('DEMO01', D)}"`,
    );
    const sheet = wb.getWorksheet(summaryExportMessages.sheets.vendorSummary);
    if (!sheet) throw new Error('no sheet');
    expect(sheet.getRow(1).getCell(1).value).toBe(summaryExportMessages.asOf(D));
    expect(sheet.getRow(2).getCell(1).value).toBe(summaryExportMessages.siteLine('Metro Depot'));
    const c = vendorSummaryMessages.columns;
    expect(sheet.getRow(4).values).toEqual([
      undefined,
      summaryExportMessages.vendorCode,
      c.vendor,
      c.opening,
      c.billed,
      c.paid,
      c.outstanding,
      c.overdue,
      c.oldestDue,
    ]);
    // '=cmd…' sorts before 'Sharma Builders'
    const injected = sheet.getRow(5);
    expect(injected.getCell(2).value).toBe("'=cmd|' /C calc'!A0");
    expect(injected.getCell(2).type).toBe(3); // ValueType.String, not a formula
    expect(injected.getCell(3).value).toBe(0); // Opening: none as of D
    expect(injected.getCell(3).numFmt).toBe('#,##0.00');
    expect(injected.getCell(4).value).toBe(15001.5);
    expect(injected.getCell(4).numFmt).toBe('#,##0.00');
    expect(injected.getCell(8).value).toEqual(new Date(Date.UTC(2025, 9, 1)));
    expect(injected.getCell(8).type).toBe(4); // ValueType.Date
    const sharma = sheet.getRow(6);
    expect(sharma.values).toEqual([
      undefined,
      ids.vendorCode('Sharma Builders'),
      'Sharma Builders',
      0,
      8000.8,
      1000,
      7000.8,
      7000.8,
      new Date(Date.UTC(2025, 9, 2)),
    ]);
    const totals = sheet.getRow(7);
    expect(totals.values).toEqual([
      undefined,
      vendorSummaryMessages.total,
      undefined,
      0,
      23002.3,
      1400.4,
      21601.9,
      21601.9,
    ]);
    await app.ctx.db.execute(
      sql`update vendors set vendor_name = 'Balaji Cement Traders' where id = ${ids.vendorId('Balaji Cement Traders')}`,
    );
  });

  it('writes the ageing by vendor and by site with totals', async () => {
    const { wb, disposition } = await workbook(API.payableAgeing, { date: D });
    expect(disposition).toContain(summaryExportMessages.fileNames.ageing('DEMO01', D));
    const byVendor = wb.getWorksheet(summaryExportMessages.sheets.ageingByVendor);
    const bySite = wb.getWorksheet(summaryExportMessages.sheets.ageingBySite);
    if (!byVendor || !bySite) throw new Error('no sheet');
    expect(byVendor.getRow(3).values).toEqual([
      undefined,
      summaryExportMessages.vendorCode,
      vendorSummaryMessages.columns.vendor,
      ageingMessages.buckets.notDue,
      ageingMessages.buckets.d1to30,
      ageingMessages.buckets.d31to60,
      ageingMessages.buckets.d61to90,
      ageingMessages.buckets.over90,
      ageingMessages.buckets.advance,
      ageingMessages.total,
    ]);
    expect(byVendor.getRow(4).values).toEqual([
      undefined,
      ids.vendorCode('Balaji Cement Traders'),
      'Balaji Cement Traders',
      0,
      0,
      4000.7,
      4600.1,
      7000.7,
      0,
      15601.5,
    ]);
    expect(byVendor.getRow(6).values).toEqual([
      undefined,
      ageingMessages.total,
      undefined,
      7099.5,
      3000.3,
      4000.7,
      9600.7,
      7000.7,
      0,
      30701.9,
    ]);
    expect(bySite.getRow(4).getCell(2).value).toBe('Metro Depot');
    expect(bySite.getRow(6).getCell(8).value).toBe(0); // Advance (Dr)
    expect(bySite.getRow(6).getCell(9).value).toBe(30701.9);
  });

  it('writes the Executive Summary figures, by site, by status and the buckets', async () => {
    const { wb } = await workbook(API.executiveSummary, { date: D });
    const figures = wb.getWorksheet(summaryExportMessages.sheets.executive);
    if (!figures) throw new Error('no sheet');
    const m = executiveSummaryMessages;
    expect([4, 5, 6, 7].map((r) => figures.getRow(r).values)).toEqual([
      [undefined, m.outstanding, 30701.9],
      [undefined, m.overdue, 23602.4],
      [undefined, m.dueThisWeek, 6899.5],
      [undefined, m.paidThisMonth, 9900.9],
    ]);
    const byStatus = wb.getWorksheet(summaryExportMessages.sheets.byStatus);
    expect(byStatus?.getRow(4).values).toEqual([undefined, 'Invoice Raised', 9, 28701.7]);
    expect(byStatus?.getRow(5).values).toEqual([undefined, 'Payment Settled', 2, 2000.2]);
    expect(byStatus?.getRow(6).values).toEqual([undefined, ageingMessages.total, 11, 30701.9]);
    const ageingSheet = wb.getWorksheet(summaryExportMessages.sheets.ageing);
    expect(ageingSheet?.getRow(9).values).toEqual([undefined, ageingMessages.buckets.advance, 0]);
    expect(ageingSheet?.getRow(10).values).toEqual([undefined, ageingMessages.total, 30701.9]);
  });

  it('escapes every formula lead and refuses an export over the row limit with a message', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', 'Plain', '1-2'].map(safeText)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\t=1",
      'Plain',
      '1-2',
    ]);
    const sheet = { name: 's', notes: [], columns: [], rows: [[], [], []] };
    expect(() => checkRowLimit([sheet], 3)).not.toThrow();
    expect(() => checkRowLimit([sheet, sheet], 5)).toThrow(summaryExportMessages.tooManyRows(5));
  });
});

describe('.csv export', () => {
  /** The CSV answer: its type, its file name, and its lines parsed back (without the blank line). */
  async function csv(path: string, query: Record<string, string | number>) {
    const res = await get(path, { ...query, format: 'csv' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ',', newline: '\r\n' });
    expect(parsed.errors).toEqual([]);
    return {
      disposition: String(res.headers['content-disposition']),
      lines: parsed.data.filter((line) => line.some((cell) => cell !== '')),
    };
  }

  it('writes Summary By Vendor as CSV: notes, header, money as plain decimals, dates as YYYY-MM-DD, totals', async () => {
    const { disposition, lines } = await csv(API.vendorSummary, { date: D, siteId: ids.siteId('MDP02') });
    expect(disposition).toBe(
      `attachment; filename="${summaryExportMessages.fileNames.vendorSummary('DEMO01', D, 'csv')}"`,
    );
    expect(disposition).toContain('.csv"');
    const c = vendorSummaryMessages.columns;
    expect(lines).toEqual([
      [summaryExportMessages.asOf(D), '', '', '', '', '', '', ''],
      [summaryExportMessages.siteLine('Metro Depot'), '', '', '', '', '', '', ''],
      [
        summaryExportMessages.vendorCode,
        c.vendor,
        c.opening,
        c.billed,
        c.paid,
        c.outstanding,
        c.overdue,
        c.oldestDue,
      ],
      [
        ids.vendorCode('Balaji Cement Traders'),
        'Balaji Cement Traders',
        '0.00',
        '15001.50',
        '400.40',
        '14601.10',
        '14601.10',
        '2025-10-01',
      ],
      [
        ids.vendorCode('Sharma Builders'),
        'Sharma Builders',
        '0.00',
        '8000.80',
        '1000.00',
        '7000.80',
        '7000.80',
        '2025-10-02',
      ],
      [vendorSummaryMessages.total, '', '0.00', '23002.30', '1400.40', '21601.90', '21601.90', ''],
    ]);
  });

  it('writes the ageing by vendor (its first sheet) as CSV', async () => {
    const { disposition, lines } = await csv(API.payableAgeing, { date: D });
    expect(disposition).toBe(
      `attachment; filename="${summaryExportMessages.fileNames.ageing('DEMO01', D, 'csv')}"`,
    );
    expect(lines[1]).toEqual([
      summaryExportMessages.vendorCode,
      vendorSummaryMessages.columns.vendor,
      ageingMessages.buckets.notDue,
      ageingMessages.buckets.d1to30,
      ageingMessages.buckets.d31to60,
      ageingMessages.buckets.d61to90,
      ageingMessages.buckets.over90,
      ageingMessages.buckets.advance,
      ageingMessages.total,
    ]);
    expect(lines[2]).toEqual([
      ids.vendorCode('Balaji Cement Traders'),
      'Balaji Cement Traders',
      '0.00',
      '0.00',
      '4000.70',
      '4600.10',
      '7000.70',
      '0.00',
      '15601.50',
    ]);
    expect(lines.at(-1)).toEqual([
      ageingMessages.total,
      '',
      '7099.50',
      '3000.30',
      '4000.70',
      '9600.70',
      '7000.70',
      '0.00',
      '30701.90',
    ]);
    expect(lines.some((line) => line[1] === 'Metro Depot')).toBe(false);
  });

  it('writes the Executive Summary figures (its first sheet) as CSV', async () => {
    const { disposition, lines } = await csv(API.executiveSummary, { date: D });
    expect(disposition).toBe(
      `attachment; filename="${summaryExportMessages.fileNames.executive('DEMO01', D, 'csv')}"`,
    );
    const m = executiveSummaryMessages;
    expect(lines).toEqual([
      [summaryExportMessages.asOf(D), ''],
      [summaryExportMessages.figure, summaryExportMessages.amount],
      [m.outstanding, '30701.90'],
      [m.overdue, '23602.40'],
      [m.dueThisWeek, '6899.50'],
      [m.paidThisMonth, '9900.90'],
    ]);
  });

  it('escapes a formula-like vendor name in the CSV', async () => {
    await app.ctx.db.execute(
      sql`update vendors set vendor_name = '=cmd|'' /C calc''!A0' where id = ${ids.vendorId('Balaji Cement Traders')}`,
    );
    try {
      const { lines } = await csv(API.vendorSummary, { date: D, siteId: ids.siteId('MDP02') });
      expect(lines[3]?.[1]).toBe("'=cmd|' /C calc'!A0");
    } finally {
      await app.ctx.db.execute(
        sql`update vendors set vendor_name = 'Balaji Cement Traders' where id = ${ids.vendorId('Balaji Cement Traders')}`,
      );
    }
  });
});

/**
 * Opening balances in the three summaries. Two vendors of DEMO01 made here, dated between the data
 * set above (last date 2026-01-10) and the demo seed (April 2026):
 *   Opening Cr Traders (O1)  opening 5,000.00 Cr on 2026-02-02; nothing else
 *   Opening Dr Works (O2)    opening 1,200.00 Dr on 2026-02-10 (an advance to it), and a bill of
 *                            2,000.00 at RST01 billed 2026-02-15, due 2026-03-20
 * As of A = 2026-03-06 (O1's opening 32 days old, O2's bill due in 14 days), the data set above
 * stands as on 2026-01-05 (nothing was billed or paid after it): billed 42,402.80 (Sharma 21,900.90
 * with P10 + Balaji 20,501.90), paid 12,901.10 (8,000.70 + 4,900.40), outstanding 29,501.70, all of
 * it past due; in days past due on A: P10 800.00 (55), P12 100.00 (59), P13 200.00 (58) → 31–60:
 * 1,100.00; P1 6,799.50 (65), P2 1,000.10 (66) → 61–90: 7,799.60; P4 3,000.30, P5 1,000.40,
 * P6 4,600.10, P7 5,000.60, P8 7,000.70 → over 90: 20,602.10. By site: MDP02 19,601.70 (P3 paid
 * on 2026-01-05), RST01 9,900.00 (with P10).
 */
describe('opening balances', () => {
  const A = '2026-03-06';
  const O: { cr: number; dr: number } = { cr: 0, dr: 0 };

  async function openingVendor(name: string, amount: number, ob: 'Cr' | 'Dr', date: string, phone: string) {
    const res = await app.inject({
      method: 'POST',
      url: API.vendor,
      headers: auth(admin.token),
      payload: {
        tenantCode: 'DEMO01',
        vendorName: name,
        vendorDescription: 'Opening balance test',
        vendorCategory: 'Civil',
        typeOfWork: 'Masonry',
        typeOfGoods: '',
        contactPerson: 'Test Person',
        phoneNumber: phone,
        emailId: 'opening@example.in',
        addressLine1: 'Line one',
        addressLine2: 'Line two',
        city: 'Pune',
        state: 'Maharashtra',
        country: 'India',
        status: 'Active',
        openingBalance: amount,
        openingBalanceDate: date,
        typeOfTransactionForOb: ob,
        typeOfTransactionForCb: ob,
      },
    });
    expect(res.statusCode, res.body).toBe(202);
    return res.json().vendorId as number;
  }

  beforeAll(async () => {
    O.cr = await openingVendor('Opening Cr Traders', 5000, 'Cr', '2026-02-02', '9200000001');
    O.dr = await openingVendor('Opening Dr Works', 1200, 'Dr', '2026-02-10', '9200000002');
    await settlementCalls(app, admin).bill(O.dr, ids.siteId('RST01'), 2000, {
      billDate: '2026-02-15',
      paymentDueDate: '2026-03-20',
      status: 'Invoice Raised',
    });
  });

  const vendorRow = (id: number, name: string) => ({
    erfVendorId: id,
    vendorCode: expect.stringMatching(/^VEN\d+$/),
    vendorName: name,
  });

  it('leaves a vendor out before its opening date, and shows a Cr opening from that day on in every summary', async () => {
    const before = await vendorSummary({ date: '2026-02-01' });
    expect(before.rows.map((r) => r.vendorName)).toEqual(['Balaji Cement Traders', 'Sharma Builders']);
    expect(before.totals.opening).toBe(0);

    // On its opening date: 0 days old, not yet due; O2's opening (2026-02-10) not yet.
    const on = '2026-02-02';
    const s = await vendorSummary({ date: on });
    expect(s.rows.map((r) => r.vendorName)).toEqual([
      'Balaji Cement Traders',
      'Opening Cr Traders',
      'Sharma Builders',
    ]);
    expect(s.rows.find((r) => r.erfVendorId === O.cr)).toEqual({
      ...vendorRow(O.cr, 'Opening Cr Traders'),
      opening: 5000,
      billed: 0,
      paid: 0,
      outstanding: 5000,
      overdue: 0,
      oldestDueDate: '2026-02-02',
    });
    expect(s.totals).toEqual({
      opening: 5000,
      billed: 42402.8,
      paid: 12901.1,
      outstanding: 34501.7,
      overdue: 29501.7,
    });
    const a = await ageing({ date: on });
    expect(a.byVendor.find((r) => r.id === O.cr)).toMatchObject({
      notDue: 5000,
      d1to30: 0,
      advance: 0,
      total: 5000,
    });
    expect(a.totals).toMatchObject({ notDue: 5000, advance: 0, total: 34501.7 });
    const e = await executive({ date: on });
    expect(e.bySite.at(-1)).toEqual({
      erfSiteId: 0,
      siteName: summaryScreenMessages.openingBalances,
      outstanding: 5000,
    });
    expect(e.byStatus.at(-1)).toEqual({ status: OPENING_BALANCE_STATUS, outstanding: 5000, count: 1 });
    expect(e).toMatchObject({ outstanding: 34501.7, overdue: 29501.7 });
  });

  it('as of a later date: the Cr opening ages by the days since its opening date, a Dr opening is an advance that reduces the outstanding', async () => {
    const s = await vendorSummary({ date: A });
    expect(s.rows.map((r) => r.vendorName)).toEqual([
      'Balaji Cement Traders',
      'Opening Cr Traders',
      'Opening Dr Works',
      'Sharma Builders',
    ]);
    expect(s.rows.find((r) => r.erfVendorId === O.cr)).toEqual({
      ...vendorRow(O.cr, 'Opening Cr Traders'),
      opening: 5000,
      billed: 0,
      paid: 0,
      outstanding: 5000,
      overdue: 5000, // owed since 2026-02-02
      oldestDueDate: '2026-02-02',
    });
    expect(s.rows.find((r) => r.erfVendorId === O.dr)).toEqual({
      ...vendorRow(O.dr, 'Opening Dr Works'),
      opening: -1200,
      billed: 2000,
      paid: 0,
      outstanding: 800, // 2,000.00 billed less the 1,200.00 advance
      overdue: 0, // the bill is due 2026-03-20; an advance is never overdue
      oldestDueDate: '2026-03-20',
    });
    expect(s.totals).toEqual({
      opening: 3800,
      billed: 44402.8,
      paid: 12901.1,
      outstanding: 35301.7, // 29,501.70 + 5,000.00 + 800.00
      overdue: 34501.7, // 29,501.70 + 5,000.00
    });

    const z = { notDue: 0, d1to30: 0, d31to60: 0, d61to90: 0, over90: 0, advance: 0 };
    const a = await ageing({ date: A });
    expect(a.byVendor.find((r) => r.id === O.cr)).toEqual({
      id: O.cr,
      code: expect.stringMatching(/^VEN\d+$/),
      name: 'Opening Cr Traders',
      ...z,
      d31to60: 5000, // 32 days since 2026-02-02
      total: 5000,
    });
    expect(a.byVendor.find((r) => r.id === O.dr)).toEqual({
      id: O.dr,
      code: expect.stringMatching(/^VEN\d+$/),
      name: 'Opening Dr Works',
      ...z,
      notDue: 2000,
      advance: -1200,
      total: 800,
    });
    // The opening balances belong to no site: their own by-site row, last.
    expect(a.bySite.at(-1)).toEqual({
      id: 0,
      code: '',
      name: summaryScreenMessages.openingBalances,
      ...z,
      d31to60: 5000,
      advance: -1200,
      total: 3800,
    });
    const buckets = {
      notDue: 2000, // O2's bill
      d1to30: 0,
      d31to60: 6100, // P10 + P12 + P13 1,100.00 + O1 5,000.00
      d61to90: 7799.6, // P1 + P2
      over90: 20602.1, // P4 + P5 + P6 + P7 + P8
      advance: -1200, // O2's Dr opening
      total: 35301.7,
    };
    expect(a.totals).toEqual(buckets);

    const e = await executive({ date: A });
    expect(e).toEqual({
      date: A,
      outstanding: 35301.7,
      overdue: 34501.7,
      dueThisWeek: 0, // nothing due 2026-03-06 .. 2026-03-12
      paidThisMonth: 0,
      bySite: [
        { erfSiteId: ids.siteId('MDP02'), siteName: 'Metro Depot', outstanding: 19601.7 },
        { erfSiteId: ids.siteId('RST01'), siteName: 'Riverside Towers', outstanding: 11900 }, // 9,900.00 + O2's bill
        { erfSiteId: 0, siteName: summaryScreenMessages.openingBalances, outstanding: 3800 },
      ],
      byStatus: [
        { status: 'Invoice Raised', outstanding: 31501.7, count: 11 }, // 29,501.70 + O2's bill
        { status: 'Payment Settled', outstanding: 0, count: 2 }, // P3, P11
        { status: OPENING_BALANCE_STATUS, outstanding: 3800, count: 2 },
      ],
      ageing: buckets,
      // The opening balances' part: the Cr 5,000.00 (31–60 days), the Dr advance.
      openingAgeing: {
        notDue: 0,
        d1to30: 0,
        d31to60: 5000,
        d61to90: 0,
        over90: 0,
        advance: -1200,
        total: 3800,
      },
    });
  });

  it('leaves the opening balances out on one site (they belong to none)', async () => {
    const s = await vendorSummary({ date: A, siteId: ids.siteId('RST01') });
    expect(s.rows.find((r) => r.erfVendorId === O.cr)).toBeUndefined();
    expect(s.rows.find((r) => r.erfVendorId === O.dr)).toMatchObject({
      opening: 0,
      billed: 2000,
      outstanding: 2000,
    });
    expect(s.totals.opening).toBe(0);
    const a = await ageing({ date: A, siteId: ids.siteId('RST01') });
    expect(a.totals.advance).toBe(0);
    expect(a.bySite.map((r) => r.code)).toEqual(['RST01']);
    const e = await executive({ date: A, siteId: ids.siteId('RST01') });
    expect(e.byStatus.map((r) => r.status)).not.toContain(OPENING_BALANCE_STATUS);
    expect(e.outstanding).toBe(11900);
  });

  it('writes the Opening and Advance (Dr) columns in the exports', async () => {
    const res = await get(API.vendorSummary, { date: A, format: 'csv' });
    expect(res.statusCode, res.body).toBe(200);
    const lines = Papa.parse<string[]>(res.rawPayload.toString('utf8').slice(1), {
      delimiter: ',',
      newline: '\r\n',
    }).data;
    expect(lines.find((l) => l[1] === 'Opening Dr Works')?.slice(2)).toEqual([
      '-1200.00',
      '2000.00',
      '0.00',
      '800.00',
      '0.00',
      '2026-03-20',
    ]);
    const ag = await get(API.payableAgeing, { date: A, format: 'csv' });
    expect(ag.statusCode, ag.body).toBe(200);
    const agLines = Papa.parse<string[]>(ag.rawPayload.toString('utf8').slice(1), {
      delimiter: ',',
      newline: '\r\n',
    }).data;
    expect(agLines.find((l) => l[1] === 'Opening Dr Works')?.slice(2)).toEqual([
      '2000.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '-1200.00',
      '800.00',
    ]);
  });
});
