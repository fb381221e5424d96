import {
  API,
  apiPath,
  commonMessages,
  myAdvanceTotalsSchema,
  myExpenseSchema,
  TOTAL_COUNT_HEADER,
} from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Caller, callers, keyHeaders, PNG_1x1, uploadDocument } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp } from './helpers.js';

/**
 * My Expenses: the caller's own expenses across the advances they requested,
 * paged newest first, and per advance approved / spent / remaining summed by the database.
 */

let app: FastifyInstance;
let admin: Caller;
let siteLead: Caller;
let beta: Caller;
let portal: string;
/** Seeded advances by code, per company. */
let demoIds: Record<string, number>;
let betaIds: Record<string, number>;

const advanceIds = async (c: Caller) => {
  const rows = (
    await app.inject({
      url: apiPath(API.advancesForCompany, { companyCode: c.companyCode }),
      headers: keyHeaders(c),
    })
  ).json() as { advanceId: string; advanceRequestId: number }[];
  return Object.fromEntries(rows.map((r) => [r.advanceId, r.advanceRequestId]));
};

const addExpense = async (c: Caller, advanceRequestId: number, amount: number, extra = {}) => {
  const res = await app.inject({
    method: 'POST',
    url: API.expense,
    headers: auth(c.token),
    payload: {
      companyCode: c.companyCode,
      advanceRequestId,
      expenseType: 'Fuel',
      expenseAmount: amount,
      expenseDate: '2026-06-02',
      remarks: `amount ${amount}`,
      documentIds: '',
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(202);
  return (res.json() as { expenseId: number }).expenseId;
};

const mine = async (c: Caller, query = '') => {
  const res = await app.inject({
    url: `${apiPath(API.myExpenses, { companyCode: c.companyCode })}${query}`,
    headers: keyHeaders(c),
  });
  expect(res.statusCode, res.body).toBe(202);
  return {
    rows: z.array(myExpenseSchema.strict()).parse(res.json()),
    total: res.headers[TOTAL_COUNT_HEADER],
  };
};

const totals = async (c: Caller) => {
  const res = await app.inject({
    url: apiPath(API.myExpenseTotals, { companyCode: c.companyCode }),
    headers: keyHeaders(c),
  });
  expect(res.statusCode, res.body).toBe(202);
  return z.array(myAdvanceTotalsSchema.strict()).parse(res.json());
};

let receiptId = 0;
const added: number[] = [];

beforeAll(async () => {
  app = await createTestApp();
  ({ admin, siteLead, beta, portal } = await callers(app));
  demoIds = await advanceIds(admin);
  betaIds = await advanceIds(beta);
  const upload = await uploadDocument(app, siteLead.token, PNG_1x1, 'receipt.png', {
    companyCode: 'DEMO01',
    documentKind: 'expense',
  });
  expect(upload.statusCode, upload.body).toBe(202);
  receiptId = (upload.json() as { sequenceId: number }).sequenceId;
  // sitelead's ADV00006 (approved 12000): amounts whose float sum is not exact (0.1 + 0.2).
  added.push(await addExpense(siteLead, demoIds.ADV00006 as number, 0.1));
  added.push(await addExpense(siteLead, demoIds.ADV00006 as number, 0.2));
  added.push(
    await addExpense(siteLead, demoIds.ADV00006 as number, 1234.57, { documentIds: String(receiptId) }),
  );
  // demoadmin's own advance ADV00003 and BETA01's advance: never sitelead's.
  await addExpense(admin, demoIds.ADV00003 as number, 10);
  await addExpense(beta, betaIds.ADV00001 as number, 99.99);
});
afterAll(async () => closeTestApp(app));

describe('GET my expenses', () => {
  it("answers only the caller's expenses (their advances), newest first, with the advance and receipt", async () => {
    const { rows, total } = await mine(siteLead);
    expect(total).toBeUndefined();
    // ADV00001's three seeded expenses and the three just recorded on ADV00006; nobody else's.
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((r) => r.advanceId))).toEqual(new Set(['ADV00001', 'ADV00006']));
    const ids = rows.map((r) => r.expenseId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(rows.slice(0, 3).map((r) => r.expenseId)).toEqual([...added].reverse());
    expect(rows[0]).toMatchObject({
      advanceRequestId: demoIds.ADV00006,
      advanceId: 'ADV00006',
      siteCode: 'HTV03',
      advanceStatus: 'Approved',
      expenseType: 'Fuel',
      expenseAmount: 1234.57,
      expenseDate: '2026-06-02',
      remarks: 'amount 1234.57',
      documentIds: String(receiptId),
      receiptDocumentId: receiptId,
      createdBy: 'sitelead',
    });
    expect(rows[1]?.receiptDocumentId).toBeNull();
    expect(rows.map((r) => r.expenseAmount)).toContain(12500);
  });

  it("another user's expenses are excluded: demoadmin sees only their own advances' expenses", async () => {
    const { rows } = await mine(admin);
    expect(new Set(rows.map((r) => r.advanceId))).toEqual(new Set(['ADV00003', 'ADV00005', 'ADV00009']));
    expect(rows.some((r) => added.includes(r.expenseId))).toBe(false);
  });

  it("another tenant's expenses are excluded, and another company's code is refused", async () => {
    const { rows } = await mine(beta);
    expect(rows.map((r) => [r.advanceId, r.expenseAmount])).toEqual([['ADV00001', 99.99]]);
    const foreign = await app.inject({
      url: apiPath(API.myExpenses, { companyCode: 'DEMO01' }),
      headers: auth(beta.token),
    });
    expect(foreign.statusCode).toBe(403);
    const foreignTotals = await app.inject({
      url: apiPath(API.myExpenseTotals, { companyCode: 'DEMO01' }),
      headers: auth(beta.token),
    });
    expect(foreignTotals.statusCode).toBe(403);
    const p = await app.inject({
      url: apiPath(API.myExpenses, { companyCode: 'DEMO01' }),
      headers: auth(portal),
    });
    expect(p.statusCode).toBe(403);
    expect(p.json()).toEqual({ message: commonMessages.forbiddenModule });
  });

  it('pages newest first with the whole count in X-Total-Count', async () => {
    const all = (await mine(siteLead)).rows.map((r) => r.expenseId);
    const first = await mine(siteLead, '?page=1&size=4');
    expect(first.total).toBe('6');
    expect(first.rows.map((r) => r.expenseId)).toEqual(all.slice(0, 4));
    const second = await mine(siteLead, '?page=2&size=4');
    expect(second.total).toBe('6');
    expect(second.rows.map((r) => r.expenseId)).toEqual(all.slice(4));
    const past = await mine(siteLead, '?page=9&size=4');
    expect(past.rows).toEqual([]);
    expect(past.total).toBe('6');
    const bad = await app.inject({
      url: `${apiPath(API.myExpenses, { companyCode: 'DEMO01' })}?page=1`,
      headers: keyHeaders(siteLead),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET my expense totals', () => {
  it('per advance with expenses or Approved: approved, spent, remaining exact to the paisa', async () => {
    const rows = await totals(siteLead);
    // sitelead's Approved advances (ADV00001, ADV00006, ADV00008), newest first; Pending / Rejected ones left out.
    expect(rows.map((r) => r.advanceId)).toEqual(['ADV00008', 'ADV00006', 'ADV00001']);
    expect(rows[1]).toEqual({
      advanceRequestId: demoIds.ADV00006,
      advanceId: 'ADV00006',
      siteCode: 'HTV03',
      status: 'Approved',
      approvedAmount: 12000,
      spentAmount: 1234.87,
      remainingAmount: 10765.13,
      expenseCount: 3,
    });
    expect(rows[2]).toMatchObject({ approvedAmount: 25000, spentAmount: 15250, remainingAmount: 9750 });
    expect(rows[0]).toMatchObject({
      approvedAmount: 20000,
      spentAmount: 0,
      remainingAmount: 20000,
      expenseCount: 0,
    });
  });

  it("another user's and another tenant's advances never appear; a Settled advance with expenses does", async () => {
    const rows = await totals(admin);
    // ADV00009 (demoadmin's, Settled once spent in full) and ADV00005.
    expect(rows.map((r) => [r.advanceId, r.status, r.spentAmount])).toEqual([
      ['ADV00009', 'Settled', 7500],
      ['ADV00005', 'Settled', 15000],
      ['ADV00003', 'Approved', 34210],
    ]);
    expect((await totals(beta)).map((r) => [r.advanceId, r.spentAmount])).toEqual([['ADV00001', 99.99]]);
  });
});
