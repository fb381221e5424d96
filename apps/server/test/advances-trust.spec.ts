/**
 * Advances and expenses: the approved amount bounds the expenses (unless an administrator
 * allows overspend, with a reason), checked under the advance's row lock; requested / approved /
 * spent / remaining summed by the database; Settled advances are read-only; the advance list pages
 * newest first.
 */
import {
  type AdvanceSpending,
  API,
  advanceSpendingSchema,
  apiPath,
  advanceServerMessages as m,
  TOTAL_COUNT_HEADER,
} from '@sitebook/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceHistory, expenses } from '../src/db/schema/index.js';
import { type Caller, callers, keyHeaders } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp } from './helpers.js';

let app: FastifyInstance;
let admin: Caller;
let siteLead: Caller;
let beta: Caller;
/** Seeded DEMO01 advances by code. */
let ids: Record<string, number>;

beforeAll(async () => {
  app = await createTestApp();
  ({ admin, siteLead, beta } = await callers(app));
  const rows = (
    await app.inject({
      method: 'GET',
      url: apiPath(API.advancesForCompany, { companyCode: 'DEMO01' }),
      headers: auth(admin.token),
    })
  ).json() as { advanceId: string; advanceRequestId: number }[];
  ids = Object.fromEntries(rows.map((r) => [r.advanceId, r.advanceRequestId]));
});
afterAll(async () => closeTestApp(app));

const advanceBody = (overrides: Record<string, unknown> = {}) => ({
  companyCode: 'DEMO01',
  siteCode: 'RST01',
  requestedAmount: 22_000.5,
  requestedByDate: '2026-06-01',
  status: 'Pending',
  requesterComments: 'Transport',
  documentIds: '',
  ...overrides,
});
const update = (c: Caller, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: API.advance, payload, headers: keyHeaders(c) });
/** sitelead's advance of 22,000.50, approved by demoadmin; its edit body. */
async function approvedAdvance(amount = 22_000.5) {
  const res = await app.inject({
    method: 'POST',
    url: API.advance,
    payload: advanceBody({ requestedAmount: amount }),
    headers: auth(siteLead.token),
  });
  expect(res.statusCode).toBe(202);
  const { advanceId, advanceRequestId } = res.json() as { advanceId: string; advanceRequestId: number };
  const record = { ...advanceBody({ requestedAmount: amount }), advanceId, advanceRequestId };
  expect((await update(admin, { ...record, status: 'Approved' })).statusCode).toBe(202);
  return { ...record, status: 'Approved' };
}
const addExpense = (c: Caller, advanceRequestId: number, expenseAmount: number) =>
  app.inject({
    method: 'POST',
    url: API.expense,
    headers: auth(c.token),
    payload: {
      companyCode: 'DEMO01',
      advanceRequestId,
      expenseType: 'Materials',
      expenseAmount,
      expenseDate: '2026-06-02',
      remarks: '',
      documentIds: '',
    },
  });
async function spending(advanceRequestId: number, c: Caller = admin): Promise<AdvanceSpending> {
  const res = await app.inject({
    method: 'GET',
    url: apiPath(API.advanceSpending, { companyCode: c.companyCode, advanceRequestId }),
    headers: keyHeaders(c),
  });
  expect(res.statusCode).toBe(202);
  return advanceSpendingSchema.strict().parse(res.json());
}
const storedExpenses = (id: number) =>
  app.ctx.db.select().from(expenses).where(eq(expenses.advanceRequestId, id)).orderBy(asc(expenses.id));

describe('the approved amount bounds the expenses', () => {
  it('57,500 against 22,000.50 approved → 400 with the totals; nothing stored; the figures unchanged', async () => {
    const advance = await approvedAdvance();
    const res = await addExpense(siteLead, advance.advanceRequestId, 57_500);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: m.overspend('57,500.00', '22,000.50') });
    expect(await storedExpenses(advance.advanceRequestId)).toEqual([]);
    expect(await spending(advance.advanceRequestId)).toEqual({
      advanceRequestId: advance.advanceRequestId,
      advanceId: advance.advanceId,
      status: 'Approved',
      requestedBy: 'sitelead',
      requestedAmount: 22_000.5,
      approvedAmount: 22_000.5,
      spentAmount: 0,
      remainingAmount: 22_000.5,
      returnedAmount: 0,
      reimbursedAmount: 0,
      settledBy: null,
      settledDate: null,
      overspendAllowed: false,
      overspendReason: '',
      readOnly: false,
      mayAddExpense: true,
    });
  });

  it('sums exactly: 0.10 + 0.20 three times then the rest to the paisa; one paisa more is refused', async () => {
    const advance = await approvedAdvance(1);
    for (const amount of [0.1, 0.2, 0.1, 0.2, 0.1, 0.2]) {
      expect((await addExpense(siteLead, advance.advanceRequestId, amount)).statusCode).toBe(202);
    }
    expect((await addExpense(siteLead, advance.advanceRequestId, 0.1)).statusCode).toBe(202);
    const over = await addExpense(siteLead, advance.advanceRequestId, 0.01);
    expect(over.json()).toEqual({ message: m.overspend('1.01', '1.00') });
    expect(await spending(advance.advanceRequestId)).toMatchObject({ spentAmount: 1, remainingAmount: 0 });
  });

  it('10 expenses of 3,000 at once against 22,000.50: exactly 7 accepted (the row lock), 3 refused', async () => {
    const advance = await approvedAdvance();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => addExpense(siteLead, advance.advanceRequestId, 3000)),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([202, 202, 202, 202, 202, 202, 202, 400, 400, 400]);
    expect(await storedExpenses(advance.advanceRequestId)).toHaveLength(7);
    expect(await spending(advance.advanceRequestId)).toMatchObject({
      spentAmount: 21_000,
      remainingAmount: 1000.5,
    });
  });

  it('an ADMIN allows overspend with a reason: 57,500 is accepted, Remaining −35,499.50; the history keeps who and why', async () => {
    const advance = await approvedAdvance();
    const allow = await app.inject({
      method: 'PUT',
      url: API.advanceOverspend,
      headers: auth(admin.token),
      payload: {
        companyCode: 'DEMO01',
        advanceRequestId: advance.advanceRequestId,
        allowed: true,
        reason: 'Cement price rose; approved by the site head on call',
      },
    });
    expect(allow.statusCode).toBe(202);
    expect((await addExpense(siteLead, advance.advanceRequestId, 57_500)).statusCode).toBe(202);
    expect(await spending(advance.advanceRequestId)).toMatchObject({
      approvedAmount: 22_000.5,
      spentAmount: 57_500,
      remainingAmount: -35_499.5,
      overspendAllowed: true,
      overspendReason: 'Cement price rose; approved by the site head on call',
    });
    const history = await app.ctx.db
      .select()
      .from(advanceHistory)
      .where(
        and(
          eq(advanceHistory.tenantCode, 'DEMO01'),
          eq(advanceHistory.advanceRequestId, advance.advanceRequestId),
        ),
      )
      .orderBy(asc(advanceHistory.id));
    expect(history.map((h) => [h.action, h.changedBy])).toEqual([
      ['create', 'sitelead'],
      ['update', 'demoadmin'],
      ['overspend allowed', 'demoadmin'],
      ['expense added', 'sitelead'],
    ]);
    expect(history[2]?.reason).toBe('Cement price rose; approved by the site head on call');
  });
});

describe('the approved amount', () => {
  it('is none while Pending, the requested amount once approved, kept when Settled', async () => {
    const created = await app.inject({
      method: 'POST',
      url: API.advance,
      payload: advanceBody(),
      headers: auth(siteLead.token),
    });
    const id = created.json().advanceRequestId as number;
    expect(await spending(id)).toMatchObject({ approvedAmount: null, remainingAmount: null, spentAmount: 0 });
    const advance = await approvedAdvance(5000);
    expect((await addExpense(siteLead, advance.advanceRequestId, 4000)).statusCode).toBe(202);
    // An admin may not approve the advance below what is already spent.
    const below = await update(admin, { ...advance, requestedAmount: 3999.99 });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toEqual({ message: m.approvedBelowSpent('4,000.00', '3,999.99') });
    expect((await update(admin, { ...advance, requestedAmount: 4500 })).statusCode).toBe(202);
    expect(await spending(advance.advanceRequestId)).toMatchObject({
      approvedAmount: 4500,
      remainingAmount: 500,
    });
    // Settled only when nothing remains: the holder returns the 500 first.
    const returned = await app.inject({
      method: 'POST',
      url: API.advanceSettlement,
      headers: auth(admin.token),
      payload: {
        companyCode: 'DEMO01',
        advanceRequestId: advance.advanceRequestId,
        kind: 'return',
        settlementDate: '2026-06-10',
        amount: 500,
        paymentMode: 'Cash',
      },
    });
    expect(returned.statusCode).toBe(202);
    const current = (
      await app.inject({
        method: 'GET',
        url: apiPath(API.advancesForCompany, { companyCode: 'DEMO01' }),
        headers: auth(admin.token),
      })
    )
      .json()
      .find((r: { advanceRequestId: number }) => r.advanceRequestId === advance.advanceRequestId);
    expect(
      (
        await update(admin, {
          ...advance,
          requestedAmount: 4500,
          status: 'Settled',
          version: current.version,
        })
      ).statusCode,
    ).toBe(202);
    expect(await spending(advance.advanceRequestId)).toEqual(
      expect.objectContaining({ status: 'Settled', approvedAmount: 4500, spentAmount: 4000, readOnly: true }),
    );
  });

  it('the advance list answers it: the seeded Approved and Settled ones at their amount, Pending none', async () => {
    const rows = (
      await app.inject({
        method: 'GET',
        url: apiPath(API.advancesForCompany, { companyCode: 'DEMO01' }),
        headers: auth(admin.token),
      })
    ).json() as { advanceId: string; approvedAmount: number | null }[];
    const byCode = Object.fromEntries(rows.map((r) => [r.advanceId, r.approvedAmount]));
    expect([byCode.ADV00001, byCode.ADV00002, byCode.ADV00004, byCode.ADV00005]).toEqual([
      25_000,
      null,
      null,
      15_000,
    ]);
  });
});

describe('Spent Information figures', () => {
  it('ADV00001: requested, approved, spent and remaining summed by the database', async () => {
    expect(await spending(ids.ADV00001 as number)).toMatchObject({
      requestedAmount: 25_000,
      approvedAmount: 25_000,
      spentAmount: 15_250,
      remainingAmount: 9750,
      readOnly: false,
      mayAddExpense: true,
    });
  });

  it('ADV00005 (Settled) is read-only, its expenses still listed; another tenant → 404', async () => {
    expect(await spending(ids.ADV00005 as number)).toMatchObject({
      status: 'Settled',
      spentAmount: 15_000,
      remainingAmount: 0,
      readOnly: true,
      mayAddExpense: false,
    });
    const list = await app.inject({
      method: 'GET',
      url: apiPath(API.expensesForAdvance, {
        companyCode: 'DEMO01',
        advanceRequestId: ids.ADV00005 as number,
      }),
      headers: keyHeaders(admin),
    });
    expect((list.json() as { expenseType: string }[]).map((e) => e.expenseType)).toEqual(['Tools', 'Travel']);
    const foreign = await app.inject({
      method: 'GET',
      url: apiPath(API.advanceSpending, { companyCode: 'BETA01', advanceRequestId: ids.ADV00005 as number }),
      headers: keyHeaders(beta),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: m.notFound });
  });
});

describe('the advance list pages newest first', () => {
  it('a new advance is the first row of page 1', async () => {
    const created = await app.inject({
      method: 'POST',
      url: API.advance,
      payload: advanceBody(),
      headers: auth(siteLead.token),
    });
    const res = await app.inject({
      method: 'GET',
      url: `${apiPath(API.advancesForCompany, { companyCode: 'DEMO01' })}?page=1&size=10`,
      headers: auth(admin.token),
    });
    const rows = res.json() as { advanceId: string }[];
    expect(rows[0]?.advanceId).toBe(created.json().advanceId);
    expect(Number(res.headers[TOTAL_COUNT_HEADER])).toBeGreaterThan(12);
  });
});
