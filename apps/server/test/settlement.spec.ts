import {
  API,
  apiPath,
  commonMessages,
  settlementMessages as m,
  payableServerMessages as pm,
  vendorMessages,
} from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callers } from './advances-fixtures.js';
import { auth, closeTestApp, companyToday, createTestApp } from './helpers.js';
import { directory, listPayables } from './payables-fixtures.js';
import { settlementCalls } from './settlement-fixtures.js';

/**
 * Vendor Settlement: payments allocated to payables, partial and final
 * payments, the automatic Payment Settled, the refusals, reversals, the payment list, a vendor's open
 * payables and its ledger, and two payments racing for one outstanding.
 */

let app: FastifyInstance;
let admin: Caller;
let beta: Caller;
let siteId: number;
let calls: ReturnType<typeof settlementCalls>;

beforeAll(async () => {
  app = await createTestApp();
  ({ admin, beta } = await callers(app));
  siteId = (await directory(app, admin)).siteId('RST01');
  calls = settlementCalls(app, admin);
});
afterAll(() => closeTestApp(app));

const payableOf = async (id: number) => {
  const row = (await listPayables(app, admin)).find((p) => p.vendorPayableId === id);
  if (!row) throw new Error(`payable ${id} not listed`);
  return row;
};
const signed = (v: { currentBalance: number; typeOfTransactionForCb: string }) =>
  v.typeOfTransactionForCb === 'Dr' ? -v.currentBalance : v.currentBalance;

describe('recording a payment', () => {
  it('allocates a partial payment: outstanding falls, the status stays, a history row, the balance', async () => {
    const vendorId = await calls.newVendor(1000);
    const a = await calls.bill(vendorId, siteId, 10_000, { paymentDueDate: '2026-07-10' });
    const b = await calls.bill(vendorId, siteId, 5000.5, { paymentDueDate: '2026-06-30' });

    expect((await calls.openPayables(vendorId)).map((p) => [p.vendorPayableCode, p.outstanding])).toEqual([
      [b.code, 5000.5],
      [a.code, 10_000],
    ]);

    const res = await calls.pay(vendorId, 3000, [[a.id, 3000]]);
    expect(res.statusCode).toBe(202);
    const saved = res.json();
    expect(saved).toEqual({
      paymentId: expect.any(Number),
      paymentCode: expect.stringMatching(/^VPM\d{5}$/),
      message: m.recorded(saved.paymentCode),
      settledPayableCodes: [],
    });

    const open = await calls.openPayables(vendorId);
    expect(open.find((p) => p.vendorPayableId === a.id)).toMatchObject({
      total: 10_000,
      paid: 3000,
      outstanding: 7000,
      status: 'Payment Pending',
    });
    expect(await payableOf(a.id)).toMatchObject({ status: 'Payment Pending', version: 1 });
    expect((await calls.history(a.id)).at(-1)).toMatchObject({
      action: m.historyPayment,
      remarks: m.historyPaymentRemark(saved.paymentCode, '3,000.00'),
      status: 'Payment Pending',
      amount: 10_000,
      updatedBy: 'demoadmin',
      changes: [],
    });
    // Cr 1,000 opening + 15,000.50 billed − 3,000 paid.
    const vendor = await calls.vendor(vendorId);
    expect(vendor).toMatchObject({ currentBalance: 13_000.5, typeOfTransactionForCb: 'Cr' });
    expect(vendor.currentBalanceDate).toBe('2026-06-20');
  });

  it('the final payment (amount + TDS) settles the payable: Payment Settled, version + 1, the change in its history', async () => {
    const vendorId = await calls.newVendor();
    const a = await calls.bill(vendorId, siteId, 10_000);
    expect((await calls.pay(vendorId, 4000, [[a.id, 4000]])).statusCode).toBe(202);

    const res = await calls.pay(vendorId, 5900, [[a.id, 6000]], { tdsAmount: 100 });
    expect(res.statusCode).toBe(202);
    expect(res.json().settledPayableCodes).toEqual([a.code]);
    expect(await payableOf(a.id)).toMatchObject({
      status: 'Payment Settled',
      version: 2,
      updatedBy: 'demoadmin',
    });
    expect((await calls.history(a.id)).at(-1)).toMatchObject({
      action: m.historyPayment,
      remarks: m.historyPaymentRemark(res.json().paymentCode, '6,000.00'),
      status: 'Payment Settled',
      changes: [{ field: 'status', from: 'Payment Pending', to: 'Payment Settled' }],
    });
    expect(await calls.openPayables(vendorId)).toEqual([]);
    expect(await calls.vendor(vendorId)).toMatchObject({ currentBalance: 0, typeOfTransactionForCb: 'Cr' });
  });

  it('one payment over several payables settles those it pays off and leaves the rest partly paid', async () => {
    const vendorId = await calls.newVendor();
    const a = await calls.bill(vendorId, siteId, 1200.25, { status: 'Invoice Approved' });
    const b = await calls.bill(vendorId, siteId, 800);
    const res = await calls.pay(vendorId, 1600.25, [
      [a.id, 1200.25],
      [b.id, 400],
    ]);
    expect(res.statusCode).toBe(202);
    expect(res.json().settledPayableCodes).toEqual([a.code]);
    expect(await payableOf(a.id)).toMatchObject({ status: 'Payment Settled' });
    expect((await calls.history(a.id)).at(-1)?.changes).toEqual([
      { field: 'status', from: 'Invoice Approved', to: 'Payment Settled' },
    ]);
    expect(await calls.openPayables(vendorId)).toEqual([
      expect.objectContaining({ vendorPayableId: b.id, paid: 400, outstanding: 400 }),
    ]);
  });

  it('a payable is never created as Payment Settled or Closed while it owes (status follows the money)', async () => {
    const vendorId = await calls.newVendor();
    for (const status of ['Payment Settled', 'Closed']) {
      const res = await calls.billResponse(vendorId, siteId, 500, { status });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: m.settledByHandOutstanding(pm.newPayable, status, '500.00'),
      });
    }
    expect(await calls.openPayables(vendorId)).toEqual([]);
  });
});

describe('refusals: the exact message, and nothing stored', () => {
  let vendorId: number;
  let a: { id: number; code: string };

  beforeAll(async () => {
    vendorId = await calls.newVendor();
    a = await calls.bill(vendorId, siteId, 1000);
    expect((await calls.pay(vendorId, 250, [[a.id, 250]])).statusCode).toBe(202);
  });

  async function refused(send: () => ReturnType<typeof calls.pay>, status: number, message: string) {
    const before = {
      payments: (await calls.payments({ vendorId })).total,
      history: await calls.history(a.id),
      vendor: await calls.vendor(vendorId),
    };
    const res = await send();
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
    expect((await calls.payments({ vendorId })).total).toBe(before.payments);
    expect(await calls.history(a.id)).toEqual(before.history);
    expect(await calls.vendor(vendorId)).toEqual(before.vendor);
  }

  it('allocations that do not add up to amount + TDS', async () => {
    await refused(
      () => calls.pay(vendorId, 400, [[a.id, 500]], { tdsAmount: 50 }),
      400,
      m.allocationMismatch('500.00', '450.00'),
    );
  });

  it('more than the payable’s outstanding (over-allocation)', async () => {
    await refused(
      () => calls.pay(vendorId, 750.01, [[a.id, 750.01]]),
      400,
      m.allocationOverOutstanding(a.code, '750.00'),
    );
  });

  it('a payable of another vendor', async () => {
    const otherVendor = await calls.newVendor();
    const other = await calls.bill(otherVendor, siteId, 300);
    await refused(
      () =>
        calls.pay(vendorId, 400, [
          [a.id, 100],
          [other.id, 300],
        ]),
      400,
      m.allocationOtherVendor(other.code),
    );
  });

  it('a Cancelled payable', async () => {
    const cancelled = await calls.bill(vendorId, siteId, 300, { status: 'Invoice Raised' });
    const listed = await payableOf(cancelled.id);
    const res = await app.inject({
      method: 'POST',
      url: API.payableCancel,
      headers: auth(admin.token),
      payload: {
        tenantCode: 'DEMO01',
        vendorPayableId: listed.vendorPayableId,
        vendorPayableCode: listed.vendorPayableCode,
        version: listed.version,
        reason: 'Duplicate bill',
      },
    });
    expect(res.statusCode).toBe(202);
    await refused(
      () => calls.pay(vendorId, 300, [[cancelled.id, 300]]),
      400,
      m.payableNotOpen(cancelled.code),
    );
    expect((await calls.openPayables(vendorId)).map((p) => p.vendorPayableId)).not.toContain(cancelled.id);
  });

  it('the same payable twice', async () => {
    await refused(
      () =>
        calls.pay(vendorId, 200, [
          [a.id, 100],
          [a.id, 100],
        ]),
      400,
      m.duplicateAllocation(a.code),
    );
  });

  it('no allocation, no amount, a mode not in the list', async () => {
    await refused(() => calls.pay(vendorId, 100, []), 400, m.allocationRequired);
    await refused(() => calls.pay(vendorId, 0, [[a.id, 100]]), 400, m.amountRequired);
    await refused(
      () => calls.pay(vendorId, 100, [[a.id, 100]], { paymentMode: 'Barter' }),
      400,
      pm.paymentModeNotInList,
    );
  });

  it('an unknown payable or another company’s: 404', async () => {
    const betaCalls = settlementCalls(app, beta);
    const betaBill = await betaCalls.bill(
      await betaCalls.newVendor(0, 'Cr', beta),
      (await directory(app, beta)).siteId('LKV01'),
      100,
    );
    await refused(() => calls.pay(vendorId, 100, [[2_000_000_000, 100]]), 404, pm.notFound);
    await refused(() => calls.pay(vendorId, 100, [[betaBill.id, 100]]), 404, pm.notFound);
  });

  it('another company’s vendor: 404; a body naming another company: 403', async () => {
    const betaVendor = await calls.newVendor(0, 'Cr', beta);
    await refused(() => calls.pay(betaVendor, 100, [[a.id, 100]]), 404, vendorMessages.notFound);
    await refused(
      () => calls.pay(vendorId, 100, [[a.id, 100]], { tenantCode: 'BETA01' }),
      403,
      commonMessages.forbiddenCompany,
    );
  });
});

describe('reversing a payment', () => {
  it('marks it Reversed, reopens the payable it settled, restores the balance, one history row each', async () => {
    const vendorId = await calls.newVendor(500, 'Dr');
    const a = await calls.bill(vendorId, siteId, 2000);
    const b = await calls.bill(vendorId, siteId, 1000);
    const before = await calls.vendor(vendorId);
    const paid = await calls.pay(vendorId, 2500, [
      [a.id, 2000],
      [b.id, 500],
    ]);
    expect(paid.json().settledPayableCodes).toEqual([a.code]);
    const { paymentId, paymentCode } = paid.json();

    const res = await calls.reverse(paymentId, 'Cheque bounced');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      paymentId,
      paymentCode,
      message: m.reversed(paymentCode),
      settledPayableCodes: [],
    });

    expect(await payableOf(a.id)).toMatchObject({ status: 'Payment Pending', version: 3 });
    expect(await payableOf(b.id)).toMatchObject({ status: 'Payment Pending', version: 1 });
    expect((await calls.history(a.id)).at(-1)).toMatchObject({
      action: m.historyReversal,
      remarks: m.historyReversalRemark(paymentCode, '2,000.00'),
      reason: 'Cheque bounced',
      status: 'Payment Pending',
      changes: [{ field: 'status', from: 'Payment Settled', to: 'Payment Pending' }],
    });
    expect((await calls.history(b.id)).at(-1)).toMatchObject({
      action: m.historyReversal,
      remarks: m.historyReversalRemark(paymentCode, '500.00'),
      changes: [],
    });
    expect((await calls.openPayables(vendorId)).map((p) => p.outstanding)).toEqual([2000, 1000]);
    // Dr 500 opening + 3,000 billed = Cr 2,500 owed, as before the payment.
    expect(signed(await calls.vendor(vendorId))).toBe(2500);
    expect((await calls.vendor(vendorId)).currentBalance).toBe(2500);
    expect(before.openingBalance).toBe(500);

    const [listed] = (await calls.payments({ vendorId })).rows;
    expect(listed).toMatchObject({
      paymentCode,
      status: 'Reversed',
      reversedBy: 'demoadmin',
      reversalReason: 'Cheque bounced',
    });
    expect(listed?.reversedDate).toEqual(expect.any(String));

    const again = await calls.reverse(paymentId, 'Twice');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: m.alreadyReversed(paymentCode) });
  });

  it('a settled payable owing again is pending again; a reason is required; another company’s payment is not found', async () => {
    const vendorId = await calls.newVendor();
    const a = await calls.bill(vendorId, siteId, 700, { status: 'Payment Pending' });
    const { paymentId } = (await calls.pay(vendorId, 700, [[a.id, 700]])).json();
    expect(await payableOf(a.id)).toMatchObject({ status: 'Payment Settled' });

    const noReason = await calls.reverse(paymentId, '  ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ message: m.reverseReasonRequired });

    const fromBeta = await calls.reverse(paymentId, 'Not ours', beta);
    expect(fromBeta.statusCode).toBe(404);
    expect(fromBeta.json()).toEqual({ message: m.paymentNotFound });

    expect((await calls.reverse(paymentId, 'Wrong vendor')).statusCode).toBe(202);
    expect(await payableOf(a.id)).toMatchObject({ status: 'Payment Pending' });
    expect((await calls.openPayables(vendorId)).map((p) => [p.vendorPayableId, p.outstanding])).toEqual([
      [a.id, 700],
    ]);
  });
});

describe('the payment list', () => {
  it('newest first, of one vendor, paged with X-Total-Count, each with its allocations', async () => {
    const vendorId = await calls.newVendor();
    // Billed before the payments: a payment may not be dated before its bills.
    const a = await calls.bill(vendorId, siteId, 900, { billDate: '2026-05-20' });
    const b = await calls.bill(vendorId, siteId, 900, { billDate: '2026-05-20' });
    const first = (await calls.pay(vendorId, 300, [[a.id, 300]], { paymentDate: '2026-06-01' })).json();
    const second = (
      await calls.pay(
        vendorId,
        500,
        [
          [a.id, 200],
          [b.id, 300],
        ],
        { paymentDate: '2026-06-03', reference: 'CHQ 0042', remarks: 'Second' },
      )
    ).json();
    const third = (await calls.pay(vendorId, 100, [[b.id, 100]], { paymentDate: '2026-06-02' })).json();

    const all = await calls.payments({ vendorId });
    expect(all.total).toBe(3);
    expect(all.rows.map((p) => p.paymentCode)).toEqual([
      second.paymentCode,
      third.paymentCode,
      first.paymentCode,
    ]);
    expect(all.rows[0]).toMatchObject({
      erfVendorId: vendorId,
      paymentDate: '2026-06-03',
      amount: 500,
      tdsAmount: 0,
      paymentMode: 'NEFT',
      reference: 'CHQ 0042',
      remarks: 'Second',
      status: 'Active',
      createdBy: 'demoadmin',
      reversedBy: null,
      allocations: [
        { vendorPayableId: a.id, vendorPayableCode: a.code, invoiceNumber: '', amount: 200 },
        { vendorPayableId: b.id, vendorPayableCode: b.code, invoiceNumber: '', amount: 300 },
      ],
    });

    const page2 = await calls.payments({ vendorId, page: 2, size: 2 });
    expect(page2).toEqual({ rows: [all.rows[2]], total: 3 });
    expect(await calls.payments({ vendorId, page: 3, size: 2 })).toEqual({ rows: [], total: 3 });
    // The whole company's list includes them; BETA01 sees none of DEMO01's, and its vendor is not found.
    expect((await calls.payments()).total).toBeGreaterThanOrEqual(3);
    const betaList = await app.inject({
      url: `${apiPath(API.vendorPayments, { tenant: 'BETA01' })}?vendorId=${vendorId}`,
      headers: auth(beta.token),
    });
    expect(betaList.statusCode).toBe(404);
    expect(betaList.json()).toEqual({ message: vendorMessages.notFound });
    expect((await calls.payments({}, beta)).rows.map((p) => p.erfVendorId)).not.toContain(vendorId);
  });
});

describe('the vendor ledger', () => {
  it('opening, bills, payments and reversals in date order with a running balance ending at the stored balance', async () => {
    const vendorId = await calls.newVendor(1000.5, 'Cr');
    const a = await calls.bill(vendorId, siteId, 4000, { billDate: '2026-05-02' });
    const b = await calls.bill(vendorId, siteId, 2500.25, { billDate: '2026-05-20' });
    const p1 = (
      await calls.pay(vendorId, 3000, [[a.id, 3000]], { paymentDate: '2026-05-10', reference: 'UTR9' })
    ).json();
    const p2 = (
      await calls.pay(vendorId, 900, [[b.id, 1000]], {
        paymentDate: '2026-05-20',
        tdsAmount: 100,
        reference: '',
      })
    ).json();
    expect((await calls.reverse(p1.paymentId, 'Bounced')).statusCode).toBe(202);

    const ledger = await calls.ledger(vendorId);
    const today = companyToday();
    const bill = (id: number) => ({ recordId: id, payableId: id, paymentId: null, note: '' });
    const paid = (id: number, note = '') => ({ recordId: id, payableId: null, paymentId: id, note });
    expect(ledger.entries).toEqual([
      {
        kind: 'opening',
        date: '2026-04-01',
        reference: '',
        recordId: null,
        payableId: null,
        paymentId: null,
        note: '',
        debit: 0,
        credit: 1000.5,
        balance: 1000.5,
      },
      {
        kind: 'bill',
        date: '2026-05-02',
        reference: a.code,
        ...bill(a.id),
        debit: 0,
        credit: 4000,
        balance: 5000.5,
      },
      {
        kind: 'payment',
        date: '2026-05-10',
        reference: `${p1.paymentCode} (UTR9)`,
        ...paid(p1.paymentId),
        debit: 3000,
        credit: 0,
        balance: 2000.5,
      },
      {
        kind: 'bill',
        date: '2026-05-20',
        reference: b.code,
        ...bill(b.id),
        debit: 0,
        credit: 2500.25,
        balance: 4500.75,
      },
      // The TDS is a line of its own, after the cash paid.
      {
        kind: 'payment',
        date: '2026-05-20',
        reference: p2.paymentCode,
        ...paid(p2.paymentId),
        debit: 900,
        credit: 0,
        balance: 3600.75,
      },
      {
        kind: 'tds',
        date: '2026-05-20',
        reference: p2.paymentCode,
        ...paid(p2.paymentId),
        debit: 100,
        credit: 0,
        balance: 3500.75,
      },
      {
        kind: 'payment_reversal',
        date: today,
        reference: `${p1.paymentCode} (UTR9)`,
        ...paid(p1.paymentId, 'Bounced'),
        debit: 0,
        credit: 3000,
        balance: 6500.75,
      },
    ]);
    const vendor = await calls.vendor(vendorId);
    expect(ledger).toMatchObject({
      erfVendorId: vendorId,
      vendorCode: vendor.vendorCode,
      vendorName: vendor.vendorName,
      closingBalance: vendor.currentBalance,
      closingType: vendor.typeOfTransactionForCb,
      closingDate: vendor.currentBalanceDate,
    });
    expect(ledger.closingBalance).toBe(6500.75);
    // The closing date is the last line's: the reversal, made today.
    expect(ledger.closingDate).toBe(today);
  });

  it('a Dr balance is negative in the running balance and Dr at the close', async () => {
    const vendorId = await calls.newVendor(300, 'Dr');
    const a = await calls.bill(vendorId, siteId, 100);
    expect((await calls.pay(vendorId, 50, [[a.id, 50]])).statusCode).toBe(202);
    const ledger = await calls.ledger(vendorId);
    expect(ledger.entries.map((e) => e.balance)).toEqual([-300, -200, -250]);
    expect(ledger).toMatchObject({ closingBalance: 250, closingType: 'Dr' });
  });

  it('another company’s vendor: 404 with its own code, 403 naming the other company', async () => {
    const vendorId = await calls.newVendor();
    for (const path of [API.vendorLedger, API.vendorOpenPayables]) {
      const own = await app.inject({
        url: apiPath(path, { tenant: 'BETA01', vendorId }),
        headers: auth(beta.token),
      });
      expect(own.statusCode).toBe(404);
      expect(own.json()).toEqual({ message: vendorMessages.notFound });
      const named = await app.inject({
        url: apiPath(path, { tenant: 'DEMO01', vendorId }),
        headers: auth(beta.token),
      });
      expect(named.statusCode).toBe(403);
    }
  });
});

describe('payments at the same time', () => {
  it('two payments racing for the same outstanding: exactly one fits', async () => {
    const vendorId = await calls.newVendor();
    const a = await calls.bill(vendorId, siteId, 1000);
    const answers = await Promise.all([
      calls.pay(vendorId, 700, [[a.id, 700]]),
      calls.pay(vendorId, 700, [[a.id, 700]]),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([202, 400]);
    const refused = answers.find((r) => r.statusCode === 400);
    expect(refused?.json()).toEqual({ message: m.allocationOverOutstanding(a.code, '300.00') });
    expect((await calls.openPayables(vendorId))[0]).toMatchObject({ paid: 700, outstanding: 300 });
    expect((await calls.payments({ vendorId })).total).toBe(1);
  });

  it('payments to different payables of one vendor at once all count in its balance', async () => {
    const vendorId = await calls.newVendor();
    const bills = [];
    for (let i = 0; i < 4; i++) bills.push(await calls.bill(vendorId, siteId, 1000));
    const answers = await Promise.all(bills.map((b) => calls.pay(vendorId, 250, [[b.id, 250]])));
    expect(answers.map((r) => r.statusCode)).toEqual([202, 202, 202, 202]);
    expect(await calls.vendor(vendorId)).toMatchObject({
      currentBalance: 3000,
      typeOfTransactionForCb: 'Cr',
    });
  });
});

describe('a paid payable keeps what its payments need (edit and cancel)', () => {
  const update = (record: Record<string, unknown>, changes: Record<string, unknown>) =>
    app.inject({
      method: 'PUT',
      url: API.payable,
      payload: { ...record, ...changes },
      headers: auth(admin.token),
    });
  const cancel = (record: { vendorPayableId: number; vendorPayableCode: string; version: number }) =>
    app.inject({
      method: 'POST',
      url: API.payableCancel,
      headers: auth(admin.token),
      payload: {
        tenantCode: admin.companyCode,
        vendorPayableId: record.vendorPayableId,
        vendorPayableCode: record.vendorPayableCode,
        version: record.version,
        reason: 'Entered twice',
      },
    });

  it('refuses an amount + tax below what was paid, a change of vendor, and a cancel; after the reversal, the cancel goes', async () => {
    const vendorId = await calls.newVendor();
    const otherVendor = await calls.newVendor();
    const bill = await calls.bill(vendorId, siteId, 10_000, { taxAmount: 1800 });
    const paid = (await calls.pay(vendorId, 6000.5, [[bill.id, 6000.5]])).json();
    let record = await payableOf(bill.id);

    const below = await update(record, { amount: 4000, taxAmount: 2000 });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toEqual({ message: m.totalBelowPaid(bill.code, '6,000.50') });
    expect(below.json().message).toBe(
      `${bill.code} has 6,000.50 paid: its amount plus tax cannot be less than that.`,
    );

    const moved = await update(record, { erfVendorId: otherVendor });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({ message: m.paidVendorFixed(bill.code) });

    const refused = await cancel(record);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: m.cancelPaid(bill.code) });
    record = await payableOf(bill.id);
    expect(record).toMatchObject({ amount: 10_000, taxAmount: 1800, outstanding: 5799.5 });

    // Down to exactly what was paid is allowed.
    expect((await update(record, { amount: 4200.5, taxAmount: 1800 })).statusCode).toBe(202);
    expect(await payableOf(bill.id)).toMatchObject({ amount: 4200.5, outstanding: 0 });

    expect((await calls.reverse(paid.paymentId)).statusCode).toBe(202);
    expect((await cancel(await payableOf(bill.id))).statusCode).toBe(202);
    expect((await payableOf(bill.id)).status).toBe('Cancelled');
  });
});
