import {
  type AdvanceRequest,
  type AdvanceSettlement,
  type AdvanceSpending,
  API,
  advanceServerMessages as am,
  apiPath,
  listMessages,
  type PersonBalance,
  advanceReconcileMessages as rm,
  XLSX_CONTENT_TYPE,
} from '@sitebook/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceHistory } from '../src/db/schema/index.js';
import { paise } from '../src/lib/money.js';
import { type Caller, callers, keyHeaders } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp } from './helpers.js';

/**
 * Approving an advance for less than requested, returns and
 * reimbursements, settling only at a remaining balance of 0 and the lock after it, the person
 * balance and its export. Every amount is checked to the paisa.
 */

let app: FastifyInstance;
let admin: Caller;
let siteLead: Caller;

beforeAll(async () => {
  app = await createTestApp();
  ({ admin, siteLead } = await callers(app));
});
afterAll(async () => closeTestApp(app));

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
/** A Pending advance requested by `c`, as an edit body. */
async function pending(c: Caller, requestedAmount = 1000) {
  const res = await app.inject({
    method: 'POST',
    url: API.advance,
    payload: advanceBody({ requestedAmount }),
    headers: auth(c.token),
  });
  expect(res.statusCode).toBe(202);
  const { advanceId, advanceRequestId } = res.json() as { advanceId: string; advanceRequestId: number };
  return { ...advanceBody({ requestedAmount }), advanceId, advanceRequestId };
}
/** A sitelead advance of `requested`, approved by the admin at `approved`. */
async function approved(requested: number, approvedAmount?: number) {
  const record = await pending(siteLead, requested);
  const res = await put(admin, { ...record, status: 'Approved', approvedAmount });
  expect(res.statusCode, res.body).toBe(202);
  return { ...record, status: 'Approved' };
}
const spending = async (id: number) => {
  const res = await app.inject({
    method: 'GET',
    url: apiPath(API.advanceSpending, { companyCode: 'DEMO01', advanceRequestId: id }),
    headers: auth(admin.token),
  });
  expect(res.statusCode).toBe(202);
  return res.json() as AdvanceSpending;
};
const listed = async (id: number) => {
  const rows = (
    await app.inject({
      method: 'GET',
      url: apiPath(API.advancesForCompany, { companyCode: 'DEMO01' }),
      headers: auth(admin.token),
    })
  ).json() as AdvanceRequest[];
  return rows.find((r) => r.advanceRequestId === id);
};
const addExpense = (c: Caller, advanceRequestId: number, expenseAmount: number) =>
  app.inject({
    method: 'POST',
    url: API.expense,
    headers: auth(c.token),
    payload: {
      companyCode: 'DEMO01',
      advanceRequestId,
      expenseType: 'Fuel',
      expenseAmount,
      expenseDate: '2026-06-02',
    },
  });
const settlement = (
  c: Caller,
  advanceRequestId: number,
  kind: 'return' | 'reimburse',
  amount: number | string,
  extra: Record<string, unknown> = {},
) =>
  app.inject({
    method: 'POST',
    url: API.advanceSettlement,
    headers: auth(c.token),
    payload: {
      companyCode: 'DEMO01',
      advanceRequestId,
      kind,
      settlementDate: '2026-06-10',
      amount,
      paymentMode: 'Cash',
      reference: 'RCPT-1',
      ...extra,
    },
  });
const reverse = (c: Caller, settlementId: number, reason = 'Entered twice') =>
  app.inject({
    method: 'POST',
    url: API.advanceSettlementReverse,
    headers: auth(c.token),
    payload: { companyCode: 'DEMO01', settlementId, reason },
  });
const settle = (c: Caller, advanceRequestId: number) =>
  app.inject({
    method: 'POST',
    url: API.advanceSettle,
    headers: auth(c.token),
    payload: { companyCode: 'DEMO01', advanceRequestId },
  });
const settlements = async (id: number) => {
  const res = await app.inject({
    method: 'GET',
    url: apiPath(API.advanceSettlements, { companyCode: 'DEMO01', advanceRequestId: id }),
    headers: auth(siteLead.token),
  });
  expect(res.statusCode).toBe(202);
  return res.json() as AdvanceSettlement[];
};
const history = (id: number) =>
  app.ctx.db
    .select()
    .from(advanceHistory)
    .where(and(eq(advanceHistory.tenantCode, 'DEMO01'), eq(advanceHistory.advanceRequestId, id)))
    .orderBy(asc(advanceHistory.id));

describe('approve with an amount', () => {
  it('approves less than requested; list and Spent Information show requested, approved, spent, remaining', async () => {
    const record = await pending(siteLead, 1000);
    const res = await put(admin, { ...record, status: 'Approved', approvedAmount: 750.5 });
    expect(res.statusCode).toBe(202);
    expect((await history(record.advanceRequestId)).at(-1)).toMatchObject({
      action: 'update',
      fromStatus: 'Pending',
      toStatus: 'Approved',
      fromAmount: null,
      toAmount: '750.50',
      changedBy: 'demoadmin',
    });
    expect((await addExpense(siteLead, record.advanceRequestId, 500.25)).statusCode).toBe(202);
    expect(await listed(record.advanceRequestId)).toMatchObject({
      requestedAmount: 1000,
      approvedAmount: 750.5,
      spentAmount: 500.25,
      returnedAmount: 0,
      reimbursedAmount: 0,
      remainingAmount: 250.25,
    });
    expect(await spending(record.advanceRequestId)).toMatchObject({
      requestedAmount: 1000,
      approvedAmount: 750.5,
      spentAmount: 500.25,
      remainingAmount: 250.25,
    });
    // The approved amount caps the expenses.
    expect((await addExpense(siteLead, record.advanceRequestId, 250.26)).json()).toEqual({
      message: am.overspend('750.51', '750.50'),
    });
    // Changing the approved amount later: history from → to.
    const again = await put(admin, { ...record, status: 'Approved', approvedAmount: 800 });
    expect(again.statusCode).toBe(202);
    expect((await history(record.advanceRequestId)).at(-1)).toMatchObject({
      fromAmount: '750.50',
      toAmount: '800.00',
    });
  });

  it('refuses more than requested and 0 (400), a USER approving (403); nothing changes', async () => {
    const record = await pending(siteLead, 1000);
    const before = await history(record.advanceRequestId);
    const over = await put(admin, { ...record, status: 'Approved', approvedAmount: 1000.01 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message: rm.approvedOverRequested('1,000.01', '1,000.00') });
    const zero = await put(admin, { ...record, status: 'Approved', approvedAmount: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toEqual({ message: rm.approvedNotPositive });
    const user = await put(siteLead, { ...record, status: 'Approved', approvedAmount: 500 });
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ message: am.statusAdminOnly });
    expect(await listed(record.advanceRequestId)).toMatchObject({ status: 'Pending', approvedAmount: null });
    expect(await history(record.advanceRequestId)).toEqual(before);
  });

  it('without an approved amount an advance is approved at the requested amount', async () => {
    const record = await approved(1234.56);
    expect(await listed(record.advanceRequestId)).toMatchObject({
      approvedAmount: 1234.56,
      remainingAmount: 1234.56,
    });
  });
});

describe('reconcile: return, reimburse, settle, lock', () => {
  it('a return brings the remaining balance to 0; settle only at 0; then everything is locked', async () => {
    const record = await approved(1000, 750.5);
    const id = record.advanceRequestId;
    expect((await addExpense(siteLead, id, 500.25)).statusCode).toBe(202);
    // remaining 250.25: a return of more, a reimbursement, settling now: all refused.
    const tooMuch = await settlement(admin, id, 'return', 250.26);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({ message: rm.returnOverRemaining('250.26', '250.25') });
    const noOverspend = await settlement(admin, id, 'reimburse', 1);
    expect(noOverspend.json()).toEqual({ message: rm.reimburseOverOverspend('1.00', '0.00') });
    const early = await settle(admin, id);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ message: rm.settleNotZero('250.25') });
    const badMode = await settlement(admin, id, 'return', 1, { paymentMode: 'Barter' });
    expect(badMode.json()).toEqual({ message: rm.paymentModeNotInList });
    expect(await settlements(id)).toEqual([]);

    // Part in two returns, as text and as a number.
    const first = await settlement(admin, id, 'return', '100.25', { reference: 'RCPT-7' });
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toMatchObject({
      advanceId: record.advanceId,
      message: rm.returnRecorded(record.advanceId),
    });
    expect((await history(id)).at(-1)).toMatchObject({
      action: 'return',
      fromStatus: 'Approved',
      toStatus: 'Approved',
      fromAmount: '250.25',
      toAmount: '150.00',
      settlementId: first.json().settlementId,
      changedBy: 'demoadmin',
      reason: `Return ${first.json().settlementId}: 100.25 by Cash on 2026-06-10; ref RCPT-7`,
    });
    expect((await settlement(admin, id, 'return', 150)).statusCode).toBe(202);
    expect(await spending(id)).toMatchObject({
      approvedAmount: 750.5,
      spentAmount: 500.25,
      returnedAmount: 250.25,
      reimbursedAmount: 0,
      remainingAmount: 0,
      readOnly: false,
      mayAddExpense: true,
    });
    expect(
      (await settlements(id)).map((s) => [s.kind, s.amount, s.paymentMode, s.status, s.createdBy]),
    ).toEqual([
      ['return', 100.25, 'Cash', 'Active', 'demoadmin'],
      ['return', 150, 'Cash', 'Active', 'demoadmin'],
    ]);
    // Nothing left to return.
    expect((await settlement(admin, id, 'return', 0.01)).json()).toEqual({
      message: rm.returnOverRemaining('0.01', '0.00'),
    });

    // A USER may not settle; the ADMIN settles at 0.
    const userSettle = await settle(siteLead, id);
    expect(userSettle.statusCode).toBe(403);
    expect(userSettle.json()).toEqual({ message: rm.settleAdminOnly });
    const done = await settle(admin, id);
    expect(done.statusCode).toBe(202);
    expect(done.json()).toEqual({ advanceId: record.advanceId, message: rm.settled(record.advanceId) });
    expect(await spending(id)).toMatchObject({
      status: 'Settled',
      remainingAmount: 0,
      readOnly: true,
      settledBy: 'demoadmin',
      settledDate: expect.any(String),
    });
    expect((await history(id)).at(-1)).toMatchObject({
      action: 'settle',
      fromStatus: 'Approved',
      toStatus: 'Settled',
      changedBy: 'demoadmin',
    });

    // Locked: every write refused with a message, nothing changes.
    const before = await history(id);
    const [expense] = (
      await app.inject({
        method: 'GET',
        url: apiPath(API.expensesForAdvance, { companyCode: 'DEMO01', advanceRequestId: id }),
        headers: keyHeaders(admin),
      })
    ).json() as { expenseId: number }[];
    const locked = rm.settledLocked(record.advanceId);
    const refusals: [Promise<{ statusCode: number; json: () => unknown }>, string][] = [
      [put(admin, { ...record, status: 'Settled', requesterComments: 'Other' }), locked],
      [put(admin, { ...record, status: 'Approved' }), locked],
      [settlement(admin, id, 'return', 1), locked],
      [settlement(admin, id, 'reimburse', 1), locked],
      [reverse(admin, (await settlements(id))[0]?.settlementId ?? 0), locked],
      [settle(admin, id), locked],
      [
        app.inject({
          method: 'PUT',
          url: API.advanceOverspend,
          headers: auth(admin.token),
          payload: { companyCode: 'DEMO01', advanceRequestId: id, allowed: true, reason: 'More' },
        }),
        locked,
      ],
      [addExpense(admin, id, 1), am.expenseOnlyApproved],
      [
        app.inject({
          method: 'PUT',
          url: API.expense,
          headers: auth(admin.token),
          payload: {
            companyCode: 'DEMO01',
            expenseId: expense?.expenseId,
            expenseType: 'Fuel',
            expenseAmount: 1,
            expenseDate: '2026-06-02',
          },
        }),
        am.expenseChangeOnlyApproved,
      ],
      [
        app.inject({
          method: 'DELETE',
          url: apiPath(API.expenseById, { companyCode: 'DEMO01', expenseId: expense?.expenseId ?? 0 }),
          headers: auth(admin.token),
        }),
        am.expenseChangeOnlyApproved,
      ],
    ];
    for (const [call, message] of refusals) {
      const res = await call;
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect(await history(id)).toEqual(before);
    expect(await spending(id)).toMatchObject({ status: 'Settled', spentAmount: 500.25, remainingAmount: 0 });
    // Still viewable.
    expect(await settlements(id)).toHaveLength(2);
  });

  it('cash returned is no longer there to spend: an expense past approved − returned is refused', async () => {
    const record = await approved(1000, 1000);
    const id = record.advanceRequestId;
    expect((await addExpense(siteLead, id, 600)).statusCode).toBe(202);
    expect((await settlement(admin, id, 'return', 300)).statusCode).toBe(202);
    const tooMuch = await addExpense(siteLead, id, 100.01);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({ message: am.overspendAfterReturns('700.01', '700.00') });
    expect((await addExpense(siteLead, id, 100)).statusCode).toBe(202);
    expect(await spending(id)).toMatchObject({ spentAmount: 700, returnedAmount: 300, remainingAmount: 0 });
  });

  it('an overspend is reimbursed (at most the overspend), then the advance settles', async () => {
    const record = await approved(1000);
    const id = record.advanceRequestId;
    const allow = await app.inject({
      method: 'PUT',
      url: API.advanceOverspend,
      headers: auth(admin.token),
      payload: { companyCode: 'DEMO01', advanceRequestId: id, allowed: true, reason: 'Crane ran over' },
    });
    expect(allow.statusCode).toBe(202);
    expect((await addExpense(siteLead, id, 1200.75)).statusCode).toBe(202);
    expect(await spending(id)).toMatchObject({ remainingAmount: -200.75 });
    expect((await settlement(admin, id, 'return', 1)).json()).toEqual({
      message: rm.returnOverRemaining('1.00', '0.00'),
    });
    expect((await settlement(admin, id, 'reimburse', 200.76)).json()).toEqual({
      message: rm.reimburseOverOverspend('200.76', '200.75'),
    });
    expect((await settle(admin, id)).json()).toEqual({ message: rm.settleNotZero('-200.75') });
    const userPays = await settlement(siteLead, id, 'reimburse', 200.75);
    expect(userPays.statusCode).toBe(403);
    expect(userPays.json()).toEqual({ message: rm.settlementAdminOnly });
    const paid = await settlement(admin, id, 'reimburse', 200.75, {
      paymentMode: 'UPI',
      reference: 'UPI-99',
    });
    expect(paid.statusCode).toBe(202);
    expect(paid.json().message).toBe(rm.reimburseRecorded(record.advanceId));
    expect((await history(id)).at(-1)).toMatchObject({
      action: 'reimburse',
      fromAmount: '-200.75',
      toAmount: '0.00',
    });
    expect(await listed(id)).toMatchObject({
      approvedAmount: 1000,
      spentAmount: 1200.75,
      returnedAmount: 0,
      reimbursedAmount: 200.75,
      remainingAmount: 0,
    });
    expect((await settle(admin, id)).statusCode).toBe(202);
    expect(await listed(id)).toMatchObject({ status: 'Settled' });
  });

  it('a return or reimbursement is reversed with a reason before settlement; it stays, marked', async () => {
    const record = await approved(500);
    const id = record.advanceRequestId;
    const { settlementId } = (await settlement(admin, id, 'return', 120.4)).json() as {
      settlementId: number;
    };
    expect(await spending(id)).toMatchObject({ remainingAmount: 379.6 });
    const noReason = await reverse(admin, settlementId, '  ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ message: rm.reverseNeedsReason });
    const user = await reverse(siteLead, settlementId);
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ message: rm.settlementReverseAdminOnly });
    const res = await reverse(admin, settlementId, 'Counted twice');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ message: rm.reversed(record.advanceId) });
    expect(await spending(id)).toMatchObject({ returnedAmount: 0, remainingAmount: 500 });
    expect(await settlements(id)).toEqual([
      expect.objectContaining({
        settlementId,
        status: 'Reversed',
        reversedBy: 'demoadmin',
        reverseReason: 'Counted twice',
        reversedDate: expect.any(String),
      }),
    ]);
    expect((await history(id)).at(-1)).toMatchObject({
      action: 'return reversed',
      reason: 'Counted twice',
      fromAmount: '379.60',
      toAmount: '500.00',
      settlementId,
    });
    const twice = await reverse(admin, settlementId);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ message: rm.alreadyReversed });
  });

  it('returns only on Approved advances; another company cannot see or touch them', async () => {
    const record = await pending(siteLead, 100);
    const res = await settlement(admin, record.advanceRequestId, 'return', 1);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: rm.settlementOnlyApproved });
    expect((await settle(admin, record.advanceRequestId)).json()).toEqual({ message: rm.settleOnlyApproved });
  });

  it('the edit screen may set Settled only when nothing remains', async () => {
    const record = await approved(100);
    const early = await put(admin, { ...record, status: 'Settled' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ message: rm.settleNotZero('100.00') });
    expect(await listed(record.advanceRequestId)).toMatchObject({ status: 'Approved' });
    expect((await addExpense(siteLead, record.advanceRequestId, 100)).statusCode).toBe(202);
    const res = await put(admin, { ...record, status: 'Settled' });
    expect(res.statusCode).toBe(202);
    expect(await spending(record.advanceRequestId)).toMatchObject({
      status: 'Settled',
      settledBy: 'demoadmin',
      remainingAmount: 0,
    });
  });
});

describe('person balance', () => {
  const balance = async (c: Caller, query = '') => {
    const res = await app.inject({
      method: 'GET',
      url: `${apiPath(API.advancePersonBalance, { companyCode: 'DEMO01' })}${query}`,
      headers: auth(c.token),
    });
    expect(res.statusCode, res.body).toBe(202);
    return res.json() as PersonBalance;
  };
  const p = (n: number) => paise(n.toFixed(2));

  it('per person: open advances and their figures, exact, equal to the advances listed', async () => {
    const result = await balance(admin);
    const rows = (
      await app.inject({
        method: 'GET',
        url: apiPath(API.advancesForCompany, { companyCode: 'DEMO01' }),
        headers: auth(admin.token),
      })
    ).json() as AdvanceRequest[];
    // The same figures from the advance list, added in paise.
    const expected = new Map<string, { open: number; approved: bigint; spent: bigint; remaining: bigint }>();
    for (const r of rows.filter((row) => row.status === 'Approved')) {
      const e = expected.get(r.requestedBy) ?? { open: 0, approved: 0n, spent: 0n, remaining: 0n };
      e.open += 1;
      e.approved += p(r.approvedAmount ?? 0);
      e.spent += p(r.spentAmount ?? 0);
      e.remaining += p(r.remainingAmount ?? 0);
      expected.set(r.requestedBy, e);
    }
    expect(result.rows.map((r) => r.person)).toEqual([...expected.keys()].sort());
    for (const r of result.rows) {
      const e = expected.get(r.person);
      expect([r.openAdvances, p(r.approved), p(r.spent), p(r.remaining)]).toEqual([
        e?.open,
        e?.approved,
        e?.spent,
        e?.remaining,
      ]);
    }
    const sum = (f: (r: PersonBalance['rows'][number]) => number) =>
      result.rows.reduce((n, r) => n + p(f(r)), 0n);
    expect(p(result.totals.remaining)).toBe(sum((r) => r.remaining));
    expect(p(result.totals.approved)).toBe(sum((r) => r.approved));
    expect(result.totals.openAdvances).toBe(result.rows.reduce((n, r) => n + r.openAdvances, 0));
  });

  it('moves by exactly what a new advance, expense, return and settlement add', async () => {
    const before = (await balance(admin)).rows.find((r) => r.person === 'sitelead');
    const record = await approved(1000.1, 999.99);
    const id = record.advanceRequestId;
    expect((await addExpense(siteLead, id, 0.33)).statusCode).toBe(202);
    expect((await settlement(admin, id, 'return', 0.66)).statusCode).toBe(202);
    const after = (await balance(admin)).rows.find((r) => r.person === 'sitelead');
    const delta = (f: 'requested' | 'approved' | 'spent' | 'returned' | 'reimbursed' | 'remaining') =>
      p(after?.[f] ?? 0) - p(before?.[f] ?? 0);
    expect(after?.openAdvances).toBe((before?.openAdvances ?? 0) + 1);
    expect([
      delta('requested'),
      delta('approved'),
      delta('spent'),
      delta('returned'),
      delta('reimbursed'),
      delta('remaining'),
    ]).toEqual([100010n, 99999n, 33n, 66n, 0n, 99900n]);
    // Settled advances leave the balance.
    expect((await settlement(admin, id, 'return', 999)).statusCode).toBe(202);
    expect((await settle(admin, id)).statusCode).toBe(202);
    const settled = (await balance(admin)).rows.find((r) => r.person === 'sitelead');
    expect(settled?.openAdvances).toBe(before?.openAdvances ?? 0);
    expect(p(settled?.remaining ?? 0)).toBe(p(before?.remaining ?? 0));
  });

  it('filters by site; another company’s site is 404; a USER sees only their own row', async () => {
    const site = await balance(admin, '?siteCode=RST01');
    expect(site.siteCode).toBe('RST01');
    const all = await balance(admin);
    expect(p(site.totals.approved)).toBeLessThanOrEqual(p(all.totals.approved));
    const foreign = await app.inject({
      method: 'GET',
      url: `${apiPath(API.advancePersonBalance, { companyCode: 'DEMO01' })}?siteCode=SKY01`,
      headers: auth(admin.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: am.siteNotYours });
    const mine = await balance(siteLead);
    expect(mine.rows.map((r) => r.person)).toEqual(['sitelead']);
    expect(mine.rows[0]).toEqual(all.rows.find((r) => r.person === 'sitelead'));
  });

  it('exports the same figures as an .xlsx with numeric cells', async () => {
    const json = await balance(admin);
    const res = await app.inject({
      method: 'GET',
      url: `${apiPath(API.advancePersonBalance, { companyCode: 'DEMO01' })}?format=xlsx`,
      headers: auth(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(String(res.headers['content-disposition'])).toBe(`attachment; filename="${rm.exportFileName}"`);
    const { default: ExcelJS } = await import('exceljs');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet(rm.sheetName);
    if (!sheet) throw new Error('no sheet');
    const values: unknown[][] = [];
    sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    expect(values[0]).toEqual([rm.sheetNote(rm.allSites)]);
    const header = values.findIndex((v) => v[0] === rm.balanceColumns.person);
    expect(values[header]).toEqual(Object.values(rm.balanceColumns));
    const body = values.slice(header + 1);
    const line = (r: Omit<PersonBalance['rows'][number], 'person'>) => [
      r.openAdvances,
      r.requested,
      r.approved,
      r.spent,
      r.returned,
      r.reimbursed,
      r.remaining,
    ];
    expect(body).toEqual([
      ...json.rows.map((r) => [r.person, ...line(r)]),
      [rm.totalLabel, ...line(json.totals)],
    ]);
    for (const cell of body.flatMap((v) => v.slice(1))) expect(typeof cell).toBe('number');
    expect(sheet.getRow(header + 2).getCell(8).numFmt).toBe('#,##0.00');
  });

  it('exports the same figures as a .csv with plain decimal amounts', async () => {
    const json = await balance(admin);
    const res = await app.inject({
      method: 'GET',
      url: `${apiPath(API.advancePersonBalance, { companyCode: 'DEMO01' })}?format=csv`,
      headers: auth(admin.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(res.headers['content-disposition'])).toBe(`attachment; filename="${rm.exportCsvFileName}"`);
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ',', newline: '\r\n' });
    expect(parsed.errors).toEqual([]);
    const lines = parsed.data.filter((line) => line.some((cell) => cell !== ''));
    expect(lines[0]?.[0]).toBe(rm.sheetNote(rm.allSites));
    expect(lines[1]).toEqual(Object.values(rm.balanceColumns));
    const decimal = (n: number) => n.toFixed(2);
    const line = (r: Omit<PersonBalance['rows'][number], 'person'>) => [
      String(r.openAdvances),
      ...[r.requested, r.approved, r.spent, r.returned, r.reimbursed, r.remaining].map(decimal),
    ];
    expect(lines.slice(2)).toEqual([
      ...json.rows.map((r) => [r.person, ...line(r)]),
      [rm.totalLabel, ...line(json.totals)],
    ]);
    for (const amount of lines.slice(2).flatMap((v) => v.slice(2))) expect(amount).toMatch(/^-?\d+\.\d{2}$/);
  });

  it('refuses format=pdf with 400 and the format message', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${apiPath(API.advancePersonBalance, { companyCode: 'DEMO01' })}?format=pdf`,
      headers: auth(admin.token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: listMessages.formatInvalid });
  });
});
