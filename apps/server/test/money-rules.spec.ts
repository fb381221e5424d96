import {
  type AdvanceRequest,
  API,
  advanceServerMessages as am,
  amountRuleMessages,
  apiPath,
  approvalMessages,
  type Payable,
  type PayableHistoryRow,
  paymentRuleMessages as pr,
} from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDmy, formatIso, todayIn } from '../src/lib/dates.js';
import { type Caller, callers, keyHeaders } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp } from './helpers.js';
import { directory, listPayables, workPayableBody } from './payables-fixtures.js';
import { settlementCalls } from './settlement-fixtures.js';

/**
 * Money rules (docs/SECURITY.md row 21) that had gaps — TDS bounded to a share of
 * what a payment settles, payment dates neither in the future nor before the vendor's opening
 * balance or an allocated bill, no advance request or payable of 0, an Approved advance keeps its
 * approved amount through an edit that does not send it (null too), and a USER's approve call is 403
 * first.
 */

let app: FastifyInstance;
let admin: Caller;
let siteLead: Caller;
let siteId: number;
let ids: Awaited<ReturnType<typeof directory>>;
let calls: ReturnType<typeof settlementCalls>;

beforeAll(async () => {
  app = await createTestApp();
  ({ admin, siteLead } = await callers(app));
  ids = await directory(app, admin);
  siteId = ids.siteId('RST01');
  calls = settlementCalls(app, admin);
});
afterAll(() => closeTestApp(app));

const paymentsOf = async (vendorId: number) => (await calls.payments({ vendorId })).rows;

describe('TDS is a share of what a payment settles', () => {
  it('a payment of 1 with TDS 499 is refused, nothing settled; TDS over 20% of amount + TDS is refused', async () => {
    const vendorId = await calls.newVendor();
    const bill = await calls.bill(vendorId, siteId, 500);
    const gap = await calls.pay(vendorId, 1, [[bill.id, 500]], { tdsAmount: 499 });
    expect(gap.statusCode).toBe(400);
    expect(gap.json()).toEqual({ message: pr.tdsOverAmount('499.00', '1.00') });

    // 100 paid + 26 TDS settles 126, of which TDS is 20.6 %: at most 25.00 (25 / 125 = 20 %).
    const over = await calls.pay(vendorId, 100, [[bill.id, 126]], { tdsAmount: 26 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message: pr.tdsOverShare('26.00', '25.00') });
    expect(await paymentsOf(vendorId)).toHaveLength(0);
    expect((await calls.openPayables(vendorId))[0]).toMatchObject({ paid: 0, outstanding: 500 });

    const fits = await calls.pay(vendorId, 100, [[bill.id, 125]], { tdsAmount: 25 });
    expect(fits.statusCode, fits.body).toBe(202);
    expect((await calls.openPayables(vendorId))[0]).toMatchObject({ paid: 125, outstanding: 375 });
  });
});

describe('payment dates', () => {
  it('1900-01-01 and 2100-12-31 are refused; tomorrow is refused, today is taken', async () => {
    const vendorId = await calls.newVendor();
    const bill = await calls.bill(vendorId, siteId, 500, { billDate: '2026-04-01' });
    const now = todayIn('Asia/Kolkata');
    const todayIso = formatIso(now);
    const old = await calls.pay(vendorId, 10, [[bill.id, 10]], { paymentDate: '1900-01-01' });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({ message: pr.dateBeforeOpening('01-01-1900', '01-04-2026') });
    const future = await calls.pay(vendorId, 10, [[bill.id, 10]], { paymentDate: '2100-12-31' });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ message: pr.dateInFuture('31-12-2100', formatDmy(now)) });
    const next = new Date(Date.UTC(now.year, now.month - 1, now.day + 1));
    const tomorrow = next.toISOString().slice(0, 10);
    const early = await calls.pay(vendorId, 10, [[bill.id, 10]], { paymentDate: tomorrow });
    expect(early.statusCode).toBe(400);
    expect(await paymentsOf(vendorId)).toHaveLength(0);
    const onTime = await calls.pay(vendorId, 10, [[bill.id, 10]], { paymentDate: todayIso });
    expect(onTime.statusCode, onTime.body).toBe(202);
  });

  it('a date before an allocated bill’s bill date is refused; on the bill date it is taken', async () => {
    const vendorId = await calls.newVendor();
    const a = await calls.bill(vendorId, siteId, 500, {
      billDate: '2026-05-01',
      paymentDueDate: '2026-06-01',
    });
    const b = await calls.bill(vendorId, siteId, 500, { billDate: '2026-06-10' });
    const before = await calls.pay(
      vendorId,
      200,
      [
        [a.id, 100],
        [b.id, 100],
      ],
      { paymentDate: '2026-06-09' },
    );
    expect(before.statusCode).toBe(400);
    expect(before.json()).toEqual({ message: pr.dateBeforeBill('09-06-2026', b.code, '10-06-2026') });
    expect(await paymentsOf(vendorId)).toHaveLength(0);
    const onBillDate = await calls.pay(
      vendorId,
      200,
      [
        [a.id, 100],
        [b.id, 100],
      ],
      { paymentDate: '2026-06-10' },
    );
    expect(onBillDate.statusCode, onBillDate.body).toBe(202);
  });
});

const advanceBody = (overrides: Record<string, unknown> = {}) => ({
  companyCode: 'DEMO01',
  siteCode: 'RST01',
  requestedAmount: 1000,
  requestedByDate: '2026-06-01',
  status: 'Pending',
  requesterComments: 'Transport',
  documentIds: '',
  ...overrides,
});
const put = (c: Caller, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: API.advance, payload, headers: keyHeaders(c) });
const listed = async (id: number) => {
  const rows = (
    await app.inject({
      url: apiPath(API.advancesForCompany, { companyCode: 'DEMO01' }),
      headers: auth(admin.token),
    })
  ).json() as AdvanceRequest[];
  const row = rows.find((r) => r.advanceRequestId === id);
  if (!row) throw new Error(`advance ${id} not listed`);
  return row;
};
async function pending(c: Caller, requestedAmount = 1000) {
  const res = await app.inject({
    method: 'POST',
    url: API.advance,
    payload: advanceBody({ requestedAmount }),
    headers: auth(c.token),
  });
  expect(res.statusCode, res.body).toBe(202);
  return listed(res.json().advanceRequestId);
}

describe('advance amounts', () => {
  it('an advance request of 0 is refused, by anyone, on create and edit', async () => {
    for (const c of [admin, siteLead]) {
      const zero = await app.inject({
        method: 'POST',
        url: API.advance,
        payload: advanceBody({ requestedAmount: 0 }),
        headers: auth(c.token),
      });
      expect(zero.statusCode).toBe(400);
      expect(zero.json()).toEqual({ message: amountRuleMessages.advanceAmountPositive });
    }
    const record = await pending(admin);
    const edit = await put(admin, { ...record, requestedAmount: 0, status: 'Approved' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toEqual({ message: amountRuleMessages.advanceAmountPositive });
    expect(await listed(record.advanceRequestId)).toMatchObject({ requestedAmount: 1000, status: 'Pending' });
  });

  it('an edit of an Approved advance without an approved amount, or with null, keeps it', async () => {
    const record = await pending(siteLead, 1000);
    const approve = await put(admin, { ...record, status: 'Approved', approvedAmount: 600 });
    expect(approve.statusCode, approve.body).toBe(202);
    const approved = await listed(record.advanceRequestId);
    expect(approved).toMatchObject({ status: 'Approved', approvedAmount: 600 });

    const { approvedAmount: _, ...withoutApproved } = approved;
    const edit = await put(admin, { ...withoutApproved, requesterComments: 'Transport' });
    expect(edit.statusCode, edit.body).toBe(202);
    const afterEdit = await listed(record.advanceRequestId);
    expect(afterEdit).toMatchObject({ approvedAmount: 600, requestedAmount: 1000 });

    // The GET record sent back as it is, with approvedAmount null: unchanged, not refused.
    const asListed = await put(admin, { ...afterEdit, approvedAmount: null });
    expect(asListed.statusCode, asListed.body).toBe(202);
    expect(await listed(record.advanceRequestId)).toMatchObject({ approvedAmount: 600 });

    // A new approved amount is taken; a requested amount lowered below it lowers it too.
    expect(
      (await put(admin, { ...(await listed(record.advanceRequestId)), approvedAmount: 700 })).statusCode,
    ).toBe(202);
    expect(await listed(record.advanceRequestId)).toMatchObject({ approvedAmount: 700 });
    const { approvedAmount: _approved, ...current } = await listed(record.advanceRequestId);
    const lower = await put(admin, { ...current, requestedAmount: 650 });
    expect(lower.statusCode, lower.body).toBe(202);
    expect(await listed(record.advanceRequestId)).toMatchObject({
      approvedAmount: 650,
      requestedAmount: 650,
    });
  });

  it('a Pending advance sent back with approvedAmount null is taken (the listed record as it is)', async () => {
    const record = await pending(siteLead, 300);
    expect(record.approvedAmount).toBeNull();
    const res = await put(siteLead, { ...record, requesterComments: 'Transport' });
    expect(res.statusCode, res.body).toBe(202);
  });
});

describe('payable amounts', () => {
  const createPayable = (c: Caller, overrides: Record<string, unknown> = {}) =>
    app.inject({
      method: 'POST',
      url: API.payable,
      payload: workPayableBody(ids, { remarks: 'Money rules', ...overrides }),
      headers: auth(c.token),
    });
  const updatePayable = (c: Caller, record: Payable, changes: Record<string, unknown>) =>
    app.inject({
      method: 'PUT',
      url: API.payable,
      payload: { ...record, ...changes },
      headers: auth(c.token),
    });
  const historyOf = async (id: number) => {
    const res = await app.inject({
      url: apiPath(API.payableHistory, { vendorPayableId: String(id) }),
      headers: keyHeaders(admin),
    });
    expect(res.statusCode).toBe(202);
    return res.json() as PayableHistoryRow[];
  };
  const payableOf = async (id: number) =>
    (await listPayables(app, admin)).find((p) => p.vendorPayableId === id);

  it('a payable of 0 is refused on create, by anyone and at any status: 400, nothing stored', async () => {
    const before = await listPayables(app, admin);
    for (const [c, status] of [
      [admin, 'Invoice Raised'],
      [siteLead, 'Invoice Raised'],
      // The hole: a payable of 0 owed nothing, so it could be created settled or closed.
      [admin, 'Payment Settled'],
      [admin, 'Closed'],
    ] as const) {
      const res = await createPayable(c, { status, amount: 0 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: amountRuleMessages.payableAmountPositive });
    }
    expect(await listPayables(app, admin)).toEqual(before);
    const cent = await createPayable(siteLead, { amount: 0.01 });
    expect(cent.statusCode, cent.body).toBe(202);
    expect(await payableOf(cent.json().vendorPayableId)).toMatchObject({ amount: 0.01 });
  });

  it('a payable’s amount edited to 0 is refused, by anyone, closing it too: 400, unchanged', async () => {
    const res = await createPayable(siteLead, { amount: 27000 });
    expect(res.statusCode, res.body).toBe(202);
    const record = (await payableOf(res.json().vendorPayableId)) as Payable;
    const history = await historyOf(record.vendorPayableId);
    for (const [c, changes] of [
      [siteLead, { amount: 0 }],
      [admin, { amount: 0 }],
      // Zeroing it would have let an ADMIN close it by hand (it owed nothing).
      [admin, { amount: 0, status: 'Closed' }],
      [admin, { amount: 0, taxAmount: 0, status: 'Payment Settled' }],
    ] as const) {
      const edit = await updatePayable(c, record, changes);
      expect(edit.statusCode).toBe(400);
      expect(edit.json()).toEqual({ message: amountRuleMessages.payableAmountPositive });
    }
    expect(await payableOf(record.vendorPayableId)).toEqual(record);
    expect(await historyOf(record.vendorPayableId)).toEqual(history);
    expect(
      (await calls.openPayables(record.erfVendorId)).find(
        (p) => p.vendorPayableId === record.vendorPayableId,
      ),
    ).toMatchObject({ outstanding: 27000 });
  });
});

describe('a USER’s approve call is 403 whatever the body', () => {
  it('approving with a bad approved amount, or no version: 403, not 400; nothing changes', async () => {
    const record = await pending(siteLead, 1000);
    for (const approvedAmount of [-5, 'lots', 1e12]) {
      const res = await put(siteLead, { ...record, status: 'Approved', approvedAmount });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: am.statusAdminOnly });
    }
    const noAmount = await put(siteLead, { ...record, status: 'Approved', requestedAmount: 'x' });
    expect(noAmount.statusCode).toBe(403);
    expect(await listed(record.advanceRequestId)).toMatchObject({ status: 'Pending', approvedAmount: null });
  });

  it('deciding from Waiting for me with a body the rules refuse: 403 for a USER', async () => {
    const record = await pending(admin, 200);
    const res = await app.inject({
      method: 'POST',
      url: API.approvalDecision,
      headers: auth(siteLead.token),
      payload: { kind: 'advance', id: record.advanceRequestId, decision: 'reject', comment: '' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: approvalMessages.adminOnly });
  });
});
