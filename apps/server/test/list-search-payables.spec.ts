import {
  API,
  apiPath,
  COUNT_CAPPED_HEADER,
  LIST_COUNT_CAP,
  listMessages,
  PAYABLE_LIST_SORTS,
  type Payable,
  type PayableListSort,
  payableSchema,
  TOTAL_COUNT_HEADER,
} from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { todayIsoIn } from '../src/lib/dates.js';
import { type Caller, callers, keyHeaders } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp, skipBooksCheck } from './helpers.js';
import { directory, listPayables, workPayableBody } from './payables-fixtures.js';

/**
 * The payables list's search (q), filters and sort, checked against a model — the whole
 * list (the plain call) filtered and sorted here — for every filter and sort field.
 */
let app: FastifyInstance;
let admin: Caller;
let beta: Caller;
let ids: Awaited<ReturnType<typeof directory>>;
let all: Payable[];

const listUrl = (c: Caller) => apiPath(API.payablesForTenant, { tenantCode: c.companyCode });
const get = (c: Caller, query: Record<string, string>) =>
  app.inject({ method: 'GET', url: `${listUrl(c)}?${new URLSearchParams(query)}`, headers: keyHeaders(c) });

/** Every page of a queried list (size 100), checked against the contract, and the count it reported. */
async function queried(query: Record<string, string>, c: Caller = admin) {
  const rows: Payable[] = [];
  let total = -1;
  for (let page = 1; ; page++) {
    const res = await get(c, { ...query, page: String(page), size: '100' });
    expect(res.statusCode, res.body).toBe(202);
    total = Number(res.headers[TOTAL_COUNT_HEADER]);
    const found = z.array(payableSchema.strict()).parse(res.json());
    rows.push(...found);
    if (found.length < 100) break;
  }
  expect(rows).toHaveLength(total);
  return rows;
}
const codes = (rows: Payable[]) => rows.map((p) => p.vendorPayableCode);
/** The model: the whole list's rows that pass, newest first (the list's default order). */
const expected = (keep: (p: Payable) => boolean) =>
  codes(all.filter(keep).sort((a, b) => b.vendorPayableId - a.vendorPayableId));

/** The demo company is in India: its today decides what is overdue. */
const TODAY = todayIsoIn('Asia/Kolkata');
const ACCENTED_VENDOR = 'Müller Ñandú Traders';

beforeAll(async () => {
  app = await createTestApp();
  // Opt-out: the bulk and capped-count payables are inserted by SQL around the services (no
  // vendor-ledger rows), so the books check at closeTestApp would list each.
  skipBooksCheck(app, 'payables inserted by raw SQL, no ledger rows');
  ({ admin, beta } = await callers(app));
  // A vendor whose name carries accents (the demo's Balaji Cement Traders, renamed).
  await app.ctx.db.execute(
    sql`update vendors set vendor_name = ${ACCENTED_VENDOR} where tenant_code = 'DEMO01' and vendor_name = 'Balaji Cement Traders'`,
  );
  ids = await directory(app, admin);
  const bills: Record<string, unknown>[] = [
    {
      invoiceNumber: 'INV/2026/0042',
      remarks: 'Lift shaft plaster',
      amount: 1000,
      billDate: '2026-01-05',
      paymentDueDate: '2026-02-05',
    },
    {
      invoiceNumber: 'inv/2026/0043',
      remarks: 'Terrace waterproofing',
      amount: 2500.5,
      billDate: '2026-02-10',
      paymentDueDate: '2099-03-10',
    },
    {
      invoiceNumber: 'CH-77',
      remarks: '100% advance',
      amount: 999.99,
      billDate: '2026-03-15',
      paymentDueDate: '2026-04-15',
      status: 'Payment Pending',
    },
    {
      invoiceNumber: 'CH_78',
      remarks: 'Café lobby tiles',
      amount: 45000,
      billDate: '2026-05-20',
      paymentDueDate: '2026-06-20',
      erfVendorId: ids.vendorId(ACCENTED_VENDOR),
      typeOfWork: '',
      typeOfMaterials: 'Cement',
      units: 'Bags',
    },
    {
      invoiceNumber: 'B-9',
      remarks: 'Site MDP02 scaffold',
      amount: 7000,
      billDate: '2026-06-01',
      paymentDueDate: '2026-06-30',
      erfSiteId: ids.siteId('MDP02'),
      status: 'Invoice Approved',
    },
  ];
  for (const bill of bills) {
    const res = await app.inject({
      method: 'POST',
      url: API.payable,
      payload: workPayableBody(ids, bill),
      headers: auth(admin.token),
    });
    expect(res.statusCode, res.body).toBe(202);
  }
  all = await listPayables(app, admin);
});
afterAll(() => closeTestApp(app));

describe('payables list: q', () => {
  it('finds an invoice number in any case, and its part', async () => {
    expect(codes(await queried({ q: 'INV/2026/004' }))).toEqual(
      expected((p) => /inv\/2026\/004/i.test(p.invoiceNumber ?? '')),
    );
    expect(codes(await queried({ q: 'inv/2026/0042' }))).toHaveLength(1);
  });

  it('finds remarks and the payable code, ignoring case', async () => {
    expect(codes(await queried({ q: 'TERRACE' }))).toEqual(
      expected((p) => p.remarks === 'Terrace waterproofing'),
    );
    const code = all[0]?.vendorPayableCode as string;
    expect(codes(await queried({ q: code.toLowerCase() }))).toEqual([code]);
  });

  it('finds several words only together and in their order, as typed', async () => {
    const terrace = expected((p) => p.remarks === 'Terrace waterproofing');
    expect(terrace).toHaveLength(1);
    expect(codes(await queried({ q: 'terrace waterPROOF' }))).toEqual(terrace);
    // Both words are in the remarks, but not as typed: no match.
    expect(await queried({ q: 'waterproofing terrace' })).toEqual([]);
    expect(codes(await queried({ q: 'Lift shaft plaster' }))).toEqual(
      expected((p) => p.remarks === 'Lift shaft plaster'),
    );
  });

  it('ignores accents both ways: the vendor name and the remarks', async () => {
    const muller = expected((p) => p.vendorName === ACCENTED_VENDOR);
    expect(muller.length).toBeGreaterThan(1);
    expect(codes(await queried({ q: 'muller nandu' }))).toEqual(muller);
    expect(codes(await queried({ q: 'MÜLLER' }))).toEqual(muller);
    expect(codes(await queried({ q: 'cafe' }))).toEqual(expected((p) => p.remarks === 'Café lobby tiles'));
    expect(codes(await queried({ q: 'cafè' }))).toEqual(expected((p) => p.remarks === 'Café lobby tiles'));
  });

  it('finds by the vendor code', async () => {
    const code = ids.vendorCode('Sharma Builders');
    expect(codes(await queried({ q: code }))).toEqual(expected((p) => p.vendorCode === code));
  });

  it('takes % _ and \\ literally', async () => {
    expect(codes(await queried({ q: '100%' }))).toEqual(expected((p) => p.remarks === '100% advance'));
    expect(codes(await queried({ q: 'CH_7' }))).toEqual(expected((p) => p.invoiceNumber === 'CH_78'));
    expect(await queried({ q: '%' })).toHaveLength(1);
    expect(await queried({ q: '\\' })).toEqual([]);
  });

  it("never finds another company's payables", async () => {
    expect(await queried({ q: 'INV/2026' }, beta)).toEqual([]);
    expect(await queried({ vendorId: String(ids.vendorId('Sharma Builders')) }, beta)).toEqual([]);
  });

  it("a filter's statement, prepared once, answers each company and each value its own rows", async () => {
    const site = String(ids.siteId('MDP02'));
    const mine = await queried({ siteId: site, status: 'Invoice Raised', sort: 'amount,desc' });
    expect(mine.length).toBeGreaterThan(0);
    // the same shape: for another company, then another site
    expect(await queried({ siteId: site, status: 'Invoice Raised', sort: 'amount,desc' }, beta)).toEqual([]);
    const other = ids.siteId('RST01');
    const model = all
      .filter((p) => p.erfSiteId === other && p.status === 'Invoice Raised')
      .sort((a, b) => b.amount - a.amount || b.vendorPayableId - a.vendorPayableId);
    expect(model.length).toBeGreaterThan(0);
    expect(
      codes(await queried({ siteId: String(other), status: 'Invoice Raised', sort: 'amount,desc' })),
    ).toEqual(codes(model));
  });
});

describe('payables list: filters', () => {
  it('status, one or several', async () => {
    expect(codes(await queried({ status: 'Payment Pending' }))).toEqual(
      expected((p) => p.status === 'Payment Pending'),
    );
    const two = new Set(['Invoice Raised', 'Closed']);
    expect(codes(await queried({ status: 'Invoice Raised,Closed' }))).toEqual(
      expected((p) => two.has(p.status)),
    );
  });

  it('site and vendor', async () => {
    const site = ids.siteId('MDP02');
    expect(codes(await queried({ siteId: String(site) }))).toEqual(expected((p) => p.erfSiteId === site));
    const vendor = ids.vendorId('Sharma Builders');
    expect(codes(await queried({ vendorId: String(vendor) }))).toEqual(
      expected((p) => p.erfVendorId === vendor),
    );
  });

  it('bill and due date ranges, both ends included', async () => {
    const bill = await queried({ billFrom: '2026-02-10', billTo: '2026-05-20' });
    expect(codes(bill)).toEqual(expected((p) => p.billDate >= '2026-02-10' && p.billDate <= '2026-05-20'));
    expect(codes(bill)).toContain(all.find((p) => p.invoiceNumber === 'CH_78')?.vendorPayableCode);
    const due = await queried({ dueFrom: '2026-06-20' });
    expect(codes(due)).toEqual(expected((p) => p.paymentDueDate >= '2026-06-20'));
    expect(codes(await queried({ dueTo: '2026-04-15' }))).toEqual(
      expected((p) => p.paymentDueDate <= '2026-04-15'),
    );
  });

  it("a filter's page past the end is empty and still says the count", async () => {
    const res = await get(admin, { status: 'Payment Pending', page: '999', size: '10' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual([]);
    expect(res.headers[TOTAL_COUNT_HEADER]).toBe(
      String(all.filter((p) => p.status === 'Payment Pending').length),
    );
  });

  it('amount range', async () => {
    const rows = await queried({ amountMin: '999.99', amountMax: '2500.50' });
    expect(codes(rows)).toEqual(expected((p) => p.amount >= 999.99 && p.amount <= 2500.5));
    expect(rows.map((p) => p.amount)).toEqual(expect.arrayContaining([999.99, 1000, 2500.5]));
  });

  it('overdue only: due before today and still owed', async () => {
    const owed = (p: Payable) =>
      p.paymentDueDate < TODAY &&
      !['Payment Settled', 'Closed', 'Cancelled'].includes(p.status) &&
      (p.outstanding ?? 0) > 0;
    const overdue = await queried({ overdue: 'true' });
    expect(overdue.length).toBeGreaterThan(0);
    expect(codes(overdue)).toEqual(expected(owed));
    expect(codes(overdue)).not.toContain(
      all.find((p) => p.invoiceNumber === 'inv/2026/0043')?.vendorPayableCode,
    );
    expect(codes(await queried({ overdue: 'false' }))).toEqual(expected((p) => !owed(p)));
  });

  it('filters and search together', async () => {
    const rows = await queried({ q: 'inv', status: 'Invoice Raised', billTo: '2026-01-31' });
    expect(codes(rows)).toEqual(
      expected(
        (p) =>
          /inv/i.test(p.invoiceNumber ?? '') && p.status === 'Invoice Raised' && p.billDate <= '2026-01-31',
      ),
    );
    expect(rows).toHaveLength(1);
  });
});

describe('payables list: sort', () => {
  const key: Record<PayableListSort, (p: Payable) => string | number> = {
    vendorPayableCode: (p) => p.vendorPayableCode,
    billDate: (p) => p.billDate,
    paymentDueDate: (p) => p.paymentDueDate,
    amount: (p) => p.amount,
    status: (p) => p.status,
    createdAt: (p) => p.createdDate,
    // amount + tax (domain/payable-money.ts payableTotalSql), in paise
    total: (p) => Math.round(p.amount * 100) + Math.round((p.taxAmount ?? Number.NaN) * 100),
    outstanding: (p) => p.outstanding ?? Number.NaN,
  };
  const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

  for (const field of PAYABLE_LIST_SORTS) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`${field},${direction}, ties by id the same way`, async () => {
        const sign = direction === 'asc' ? 1 : -1;
        const model = [...all].sort(
          (a, b) => sign * (compare(key[field](a), key[field](b)) || a.vendorPayableId - b.vendorPayableId),
        );
        expect(codes(await queried({ sort: `${field},${direction}` }))).toEqual(codes(model));
      });
    }
  }

  it('pages of a sorted list do not overlap', async () => {
    const first = (await get(admin, { sort: 'status,asc', page: '1', size: '3' })).json() as Payable[];
    const second = (await get(admin, { sort: 'status,asc', page: '2', size: '3' })).json() as Payable[];
    const sorted = await queried({ sort: 'status,asc' });
    expect(codes([...first, ...second])).toEqual(codes(sorted.slice(0, 6)));
  });
});

describe('payables list: refusals', () => {
  const refused = async (query: Record<string, string>, message: string) => {
    const res = await get(admin, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  };
  it('an unknown sort field or direction', async () => {
    await refused(
      { sort: 'tenantCode,asc', page: '1', size: '8' },
      listMessages.sortInvalid(...PAYABLE_LIST_SORTS),
    );
    await refused(
      { sort: 'amount,up', page: '1', size: '8' },
      listMessages.sortInvalid(...PAYABLE_LIST_SORTS),
    );
    await refused({ sort: 'amount', page: '1', size: '8' }, listMessages.sortInvalid(...PAYABLE_LIST_SORTS));
  });
  it('an unknown status, a reversed range, a bad amount or flag', async () => {
    await refused({ status: 'Paid', page: '1', size: '8' }, 'status must be one or more of');
    await refused(
      { billFrom: '2026-05-01', billTo: '2026-04-01', page: '1', size: '8' },
      listMessages.rangeReversed('bill'),
    );
    await refused({ amountMin: '1e3', page: '1', size: '8' }, 'amount must be a number');
    await refused(
      { amountMin: '10', amountMax: '5', page: '1', size: '8' },
      listMessages.rangeReversed('amount'),
    );
    await refused({ overdue: 'yes', page: '1', size: '8' }, listMessages.flagInvalid);
    await refused({ dueFrom: '2026-02-30', page: '1', size: '8' }, '');
  });
  it('a search too long, or q without page and size', async () => {
    await refused({ q: 'x'.repeat(101), page: '1', size: '8' }, listMessages.queryTooLong(100));
    await refused({ q: 'inv' }, listMessages.pageRequired);
  });
  it('the plain call and the plain page are unchanged', async () => {
    const res = await app.inject({ method: 'GET', url: listUrl(admin), headers: keyHeaders(admin) });
    expect(res.statusCode).toBe(202);
    expect(res.headers[TOTAL_COUNT_HEADER]).toBeUndefined();
    expect(res.json()).toHaveLength(all.length);
    const page = await get(admin, { page: '1', size: '8' });
    expect(page.headers[TOTAL_COUNT_HEADER]).toBe(String(all.length));
    expect(page.headers[COUNT_CAPPED_HEADER]).toBeUndefined();
  });
});

describe('payables list: a count past the cap', () => {
  it(`counts at most ${LIST_COUNT_CAP + 1} and says the count is capped`, async () => {
    const [row] = (
      await app.ctx.db.execute(
        sql`select erf_site_id, erf_vendor_id from payables where tenant_code = 'DEMO01' limit 1`,
      )
    ).rows as { erf_site_id: number; erf_vendor_id: number }[];
    await app.ctx.db.execute(sql`insert into payables (tenant_code, vendor_payable_code, erf_site_id, erf_vendor_id,
        quantity, units, amount, payment_mode, payment_due_date, bill_date, remarks, status, created_by, updated_by)
      select 'DEMO01', 'BULK' || n, ${row?.erf_site_id}, ${row?.erf_vendor_id}, '1', 'Nos', 10, 'Cash',
        date '2026-01-01', date '2026-01-01', 'capped count row', 'Closed', 'test', 'test'
      from generate_series(1, ${LIST_COUNT_CAP + 5}) n`);
    const res = await get(admin, { q: 'capped count', page: '2', size: '100' });
    expect(res.statusCode).toBe(202);
    expect(res.headers[TOTAL_COUNT_HEADER]).toBe(String(LIST_COUNT_CAP + 1));
    expect(res.headers[COUNT_CAPPED_HEADER]).toBe('true');
    expect(res.json()).toHaveLength(100);
    const closed = await get(admin, { status: 'Closed', page: '2', size: '100' });
    expect(closed.headers[TOTAL_COUNT_HEADER]).toBe(String(LIST_COUNT_CAP + 1));
    expect(closed.headers[COUNT_CAPPED_HEADER]).toBe('true');
    expect(closed.json()).toHaveLength(100);
    const few = await get(admin, { q: 'terrace', page: '1', size: '100' });
    expect(few.headers[COUNT_CAPPED_HEADER]).toBeUndefined();
    expect(few.headers[TOTAL_COUNT_HEADER]).toBe('1');
  });
});
