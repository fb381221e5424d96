import { API, apiPath, HEADERS, idempotencyMessages, paymentRuleMessages } from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENT_ROUTES } from '../src/plugins/idempotency.js';
import { advanceRequestBody, type Caller, callers } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp } from './helpers.js';
import { directory } from './payables-fixtures.js';
import { settlementCalls } from './settlement-fixtures.js';

/**
 * Duplicate payments (docs/SECURITY.md row 20): an Idempotency-Key on every money write, and a
 * payment repeating a vendor's reference asks for a confirmation (409 until confirmed).
 */

let app: FastifyInstance;
let admin: Caller;
let siteLead: Caller;
let siteId: number;
let calls: ReturnType<typeof settlementCalls>;

beforeAll(async () => {
  app = await createTestApp();
  ({ admin, siteLead } = await callers(app));
  siteId = (await directory(app, admin)).siteId('RST01');
  calls = settlementCalls(app, admin);
});
afterAll(() => closeTestApp(app));

const withKey = (key: string, c: Caller = admin) => auth(c.token, { [HEADERS.idempotencyKey]: key });

const paymentBody = (vendorId: number, payableId: number, extra: Record<string, unknown> = {}) => ({
  tenantCode: admin.companyCode,
  erfVendorId: vendorId,
  paymentDate: '2026-06-20',
  amount: 30,
  paymentMode: 'NEFT',
  reference: 'UTR-DUP',
  allocations: [{ vendorPayableId: payableId, amount: 30 }],
  ...extra,
});

const postPayment = (payload: object, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: API.vendorPayment, headers, payload });

const paymentsOf = async (vendorId: number) => (await calls.payments({ vendorId })).rows;

describe('Idempotency-Key on a payment', () => {
  it('20 identical payments sent at once with one key: one stored, all 20 answers identical', async () => {
    const vendorId = await calls.newVendor();
    const bill = await calls.bill(vendorId, siteId, 1000);
    const body = paymentBody(vendorId, bill.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postPayment(body, withKey('pay-utr-dup-1'))),
    );
    const first = answers[0];
    expect(first?.statusCode).toBe(202);
    for (const res of answers) {
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe(first?.body);
    }
    expect(answers.filter((res) => res.headers[HEADERS.idempotentReplayed] === 'true')).toHaveLength(19);
    const stored = await paymentsOf(vendorId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      amount: 30,
      reference: 'UTR-DUP',
      paymentCode: first?.json().paymentCode,
    });
    expect((await calls.openPayables(vendorId))[0]).toMatchObject({ paid: 30, outstanding: 970 });
  });

  it('a replay later answers the first answer without paying again; another body with the key is 422', async () => {
    const vendorId = await calls.newVendor();
    const bill = await calls.bill(vendorId, siteId, 1000);
    const first = await postPayment(paymentBody(vendorId, bill.id), withKey('pay-replay'));
    expect(first.statusCode).toBe(202);
    const again = await postPayment(paymentBody(vendorId, bill.id), withKey('pay-replay'));
    expect(again.statusCode).toBe(202);
    expect(again.body).toBe(first.body);
    expect(again.headers[HEADERS.idempotentReplayed]).toBe('true');

    const other = await postPayment(paymentBody(vendorId, bill.id, { amount: 40 }), withKey('pay-replay'));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: idempotencyMessages.keyReusedOtherBody });
    expect(await paymentsOf(vendorId)).toHaveLength(1);
  });

  it('a refusal is answered again as it was; a key is the caller’s own; a bad key is 400', async () => {
    const vendorId = await calls.newVendor();
    const bill = await calls.bill(vendorId, siteId, 1000);
    const refused = await postPayment(paymentBody(vendorId, bill.id), withKey('pay-user', siteLead));
    expect(refused.statusCode).toBe(403);
    const refusedAgain = await postPayment(paymentBody(vendorId, bill.id), withKey('pay-user', siteLead));
    expect(refusedAgain.statusCode).toBe(403);
    expect(refusedAgain.body).toBe(refused.body);
    // The same key from another user is that user's own: the administrator's payment is made.
    const paid = await postPayment(paymentBody(vendorId, bill.id), withKey('pay-user'));
    expect(paid.statusCode).toBe(202);
    expect(await paymentsOf(vendorId)).toHaveLength(1);

    for (const key of ['', 'x'.repeat(201), 'has space']) {
      const bad = await postPayment(paymentBody(vendorId, bill.id), withKey(key));
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: idempotencyMessages.keyInvalid });
    }
    expect(await paymentsOf(vendorId)).toHaveLength(1);
  });

  it('a key is forgotten after 24 hours: the same key then does the work again', async () => {
    const vendorId = await calls.newVendor();
    const bill = await calls.bill(vendorId, siteId, 1000);
    const body = paymentBody(vendorId, bill.id, { reference: 'UTR-OLD', confirmDuplicateReference: true });
    expect((await postPayment(body, withKey('pay-old'))).statusCode).toBe(202);
    await app.ctx.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where idem_key = 'pay-old'`,
    );
    const later = await postPayment(body, withKey('pay-old'));
    expect(later.statusCode).toBe(202);
    expect(later.headers[HEADERS.idempotentReplayed]).toBeUndefined();
    expect(await paymentsOf(vendorId)).toHaveLength(2);
  });
});

describe('Idempotency-Key on the other money writes', () => {
  it('every listed route is a route of the app, and every payment, payable, advance, expense and vendor-create write is listed', () => {
    const catalogue = app.routeCatalogue.map((r) => `${r.method} ${r.url}`);
    for (const [method, url] of IDEMPOTENT_ROUTES) expect(catalogue).toContain(`${method} ${url}`);
    const moneyWrites = app.routeCatalogue.filter(
      (r) =>
        (['POST', 'PUT', 'DELETE'].includes(r.method) &&
          /\/(vendorpayments|vendorpayables|advanceRequest|settlements|expenses|decision)(\/|$)/.test(
            r.url,
          ) &&
          !/summary|document|upload|export/i.test(r.url)) ||
        // A new vendor's opening balance is posted to the ledger.
        (r.method === 'POST' && r.url === API.vendor),
    );
    expect(moneyWrites.length).toBeGreaterThanOrEqual(IDEMPOTENT_ROUTES.length);
    for (const r of moneyWrites) expect(r.config.idempotent, `${r.method} ${r.url}`).toBe(true);
  });

  it('a payable create and an advance request sent twice with one key are stored once', async () => {
    const vendorId = await calls.newVendor();
    const body = {
      tenantCode: admin.companyCode,
      erfSiteId: siteId,
      erfVendorId: vendorId,
      typeOfWork: 'Masonry',
      typeOfMaterials: '',
      quantity: '10',
      units: 'Sq.ft',
      amount: 500,
      paymentMode: 'NEFT',
      billDate: '2026-06-10',
      paymentDueDate: '2026-07-10',
      remarks: '',
      status: 'Invoice Raised',
      vendorDocumentIds: '',
    };
    const send = () =>
      app.inject({ method: 'POST', url: API.payable, headers: withKey('bill-1'), payload: body });
    const [a, b] = [await send(), await send()];
    expect(a.statusCode).toBe(202);
    expect(b.body).toBe(a.body);
    expect((await calls.openPayables(vendorId)).map((p) => p.vendorPayableCode)).toEqual([
      a.json().vendorPayableCode,
    ]);

    const advances = async () =>
      (
        await app.inject({
          url: apiPath(API.advancesForCompany, { companyCode: admin.companyCode }),
          headers: auth(admin.token),
        })
      ).json() as { requestedAmount: number }[];
    const before = (await advances()).length;
    const advance = () =>
      app.inject({
        method: 'POST',
        url: API.advance,
        headers: withKey('advance-1'),
        payload: advanceRequestBody({ companyCode: admin.companyCode, requestedAmount: 1234.5 }),
      });
    const [x, y] = [await advance(), await advance()];
    expect(x.statusCode).toBe(202);
    expect(y.body).toBe(x.body);
    expect(await advances()).toHaveLength(before + 1);
  });

  it('a vendor with an opening balance sent twice with one key is stored, and its opening posted, once', async () => {
    const body = {
      tenantCode: admin.companyCode,
      vendorName: `Once Only Traders ${Date.now().toString(36)}`,
      vendorDescription: 'Idempotency test',
      vendorCategory: 'Civil',
      typeOfWork: 'Masonry',
      typeOfGoods: '',
      contactPerson: 'Test Person',
      phoneNumber: '9123456780',
      emailId: 'once@example.in',
      addressLine1: 'Line one',
      addressLine2: 'Line two',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      status: 'Active',
      openingBalance: 5000,
      openingBalanceDate: '2026-04-01',
      typeOfTransactionForOb: 'Cr',
      typeOfTransactionForCb: 'Cr',
    };
    const send = () =>
      app.inject({ method: 'POST', url: API.vendor, headers: withKey('vendor-1'), payload: body });
    const [a, b] = [await send(), await send()];
    expect(a.statusCode, a.body).toBe(202);
    expect(b.body).toBe(a.body);
    const rows = (await app.ctx.db.execute(
      sql`select count(*)::int as vendors,
                 (select count(*)::int from vendor_ledger l join vendors v on v.id = l.vendor_id
                   where v.vendor_name = ${body.vendorName}) as postings
            from vendors where vendor_name = ${body.vendorName}`,
    )) as unknown as { rows: { vendors: number; postings: number }[] };
    expect(rows.rows[0]).toEqual({ vendors: 1, postings: 1 });
  });
});

describe('a payment repeating a vendor’s reference', () => {
  it('without a key: the second payment with the reference is 409 until confirmed', async () => {
    const vendorId = await calls.newVendor();
    const bill = await calls.bill(vendorId, siteId, 1000);
    const first = await postPayment(paymentBody(vendorId, bill.id), auth(admin.token));
    expect(first.statusCode).toBe(202);
    const { paymentCode } = first.json();

    const second = await postPayment(
      paymentBody(vendorId, bill.id, { reference: ' utr-dup ' }),
      auth(admin.token),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: paymentRuleMessages.duplicateReference('utr-dup', paymentCode, '20-06-2026'),
    });
    expect(await paymentsOf(vendorId)).toHaveLength(1);

    const confirmed = await postPayment(
      paymentBody(vendorId, bill.id, { confirmDuplicateReference: true }),
      auth(admin.token),
    );
    expect(confirmed.statusCode).toBe(202);
    expect(await paymentsOf(vendorId)).toHaveLength(2);
  });

  it('a reversed payment’s reference, another vendor’s and an empty one ask nothing', async () => {
    const vendorId = await calls.newVendor();
    const otherId = await calls.newVendor();
    const bill = await calls.bill(vendorId, siteId, 1000);
    const otherBill = await calls.bill(otherId, siteId, 1000);
    const first = await postPayment(
      paymentBody(vendorId, bill.id, { reference: 'CHQ-77' }),
      auth(admin.token),
    );
    expect(first.statusCode).toBe(202);
    const elsewhere = await postPayment(
      { ...paymentBody(otherId, otherBill.id, { reference: 'CHQ-77' }) },
      auth(admin.token),
    );
    expect(elsewhere.statusCode).toBe(202);
    expect((await calls.reverse(first.json().paymentId)).statusCode).toBe(202);
    const again = await postPayment(
      paymentBody(vendorId, bill.id, { reference: 'CHQ-77' }),
      auth(admin.token),
    );
    expect(again.statusCode).toBe(202);
    for (let i = 0; i < 2; i++) {
      const blank = await postPayment(paymentBody(vendorId, bill.id, { reference: '' }), auth(admin.token));
      expect(blank.statusCode).toBe(202);
    }
  });
});
