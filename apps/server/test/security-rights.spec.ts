import { createHash } from 'node:crypto';
import {
  API,
  adminMessages,
  advanceServerMessages as am,
  apiPath,
  companyListMessages as clm,
  type Payable,
  type PayableHistoryRow,
  payableServerMessages as pm,
  payableWorkflowMessages as pw,
  approvalMessages as qm,
  rightsMessages as r,
  advanceReconcileMessages as rm,
  siteAdminMessages as sam,
  settlementMessages as sm,
  vendorRatingMessages as vrm,
} from '@sitebook/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMail } from '../src/db/mail-outbox.js';
import { advanceHistory, expenses, sites } from '../src/db/schema/index.js';
import { requirePayableStatusChange } from '../src/domain/payable-workflow.js';
import * as adminOps from '../src/features/admin/admin.service.js';
import { RIGHTS, type Right, type RightName } from '../src/lib/rights.js';
import { type Caller, caller, callers, keyHeaders } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp, login } from './helpers.js';
import {
  closedOwingNothing,
  directory,
  listPayables,
  PDF,
  uploadPayableDocument,
  workPayableBody,
} from './payables-fixtures.js';
import { settlementCalls } from './settlement-fixtures.js';
import { csvOf, validRows } from './vendor-files.js';

/**
 * Rights inside a company (docs/SECURITY.md "Rights inside a company", lib/rights.ts): one test per
 * cell of the table — each action for the ADMIN role type (demoadmin) and the USER role type
 * (sitelead), on their own records and on others' where the table tells them apart. Each test
 * makes the real call and checks what the caller sees and, for a refusal, that nothing changed.
 */

let app: FastifyInstance;
let admin: Caller;
let siteLead: Caller;
let ids: Awaited<ReturnType<typeof directory>>;
/** Seeded DEMO01 advances by code. */
let advances: Record<string, number>;

beforeAll(async () => {
  app = await createTestApp();
  ({ admin, siteLead } = await callers(app));
  ids = await directory(app, admin);
  const rows = (
    await app.inject({
      method: 'GET',
      url: apiPath(API.advancesForCompany, { companyCode: 'DEMO01' }),
      headers: auth(admin.token),
    })
  ).json() as { advanceId: string; advanceRequestId: number }[];
  advances = Object.fromEntries(rows.map((row) => [row.advanceId, row.advanceRequestId]));
});
afterAll(async () => closeTestApp(app));

type RoleType = 'ADMIN' | 'USER';
type Whose = 'own' | 'others';
const as = (who: RoleType) => (who === 'ADMIN' ? admin : siteLead);
const other = (who: RoleType) => (who === 'ADMIN' ? siteLead : admin);
const nameOf = (c: Caller) => (c === admin ? 'demoadmin' : 'sitelead');

// ---------------------------------------------------------------- payables

const payableBody = (overrides: Record<string, unknown> = {}) =>
  workPayableBody(ids, { remarks: 'Rights test', ...overrides });
const createPayable = (c: Caller, overrides: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url: API.payable, payload: payableBody(overrides), headers: auth(c.token) });
const updatePayable = (c: Caller, record: Payable, changes: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: API.payable, payload: { ...record, ...changes }, headers: auth(c.token) });
const payable = async (id: number) => {
  const row = (await listPayables(app, admin)).find((p) => p.vendorPayableId === id);
  if (!row) throw new Error(`payable ${id} not listed`);
  return row;
};
const payableHistory = async (id: number) => {
  const res = await app.inject({
    method: 'GET',
    url: apiPath(API.payableHistory, { vendorPayableId: String(id) }),
    headers: keyHeaders(admin),
  });
  expect(res.statusCode).toBe(202);
  return res.json() as PayableHistoryRow[];
};
/** A payable created by `c` (an ADMIN may create any status) with `status`, as listed. */
const payableAt = async (
  status: string,
  c: Caller = admin,
  overrides: Record<string, unknown> = {},
): Promise<Payable> => {
  // Payment Settled follows the money (RIGHTS.payableSettleOwing): a payable paid in full.
  if (status === 'Payment Settled') {
    const pending = await payableAt('Payment Pending', c, overrides);
    const paid = await pay(admin, pending, pending.amount + (pending.taxAmount ?? 0));
    expect(paid.statusCode, paid.body).toBe(202);
    return payable(pending.vendorPayableId);
  }
  // Closed is set by hand only on a payable that owes nothing (and a payment paying one off settles
  // it): part paid, its amount lowered to what was paid, closed by an ADMIN.
  if (status === 'Closed') {
    return closedOwingNothing(app, admin, await payableAt('Payment Pending', c, overrides));
  }
  const res = await createPayable(c, { status, ...overrides });
  expect(res.statusCode).toBe(202);
  return payable(res.json().vendorPayableId);
};
const uploadPayableDoc = async (c: Caller, name: string) => {
  const res = await uploadPayableDocument(app, c.token, PDF, name);
  expect(res.statusCode).toBe(202);
  return res.json().sequenceId as number;
};
const removeDoc = (c: Caller, id: number) =>
  app.inject({
    method: 'DELETE',
    url: apiPath(API.payableDocumentRemove, { sequenceId: String(id) }),
    headers: auth(c.token),
  });
const downloadDoc = (id: number) =>
  app.inject({
    method: 'GET',
    url: apiPath(API.payableDocumentDownload, { sequenceId: String(id) }),
    headers: auth(admin.token),
  });

/** A refused status change: the answer, and the payable and its history as they were. */
async function expectStatusRefused(
  c: Caller,
  record: Payable,
  changes: Record<string, unknown>,
  status: number,
  message: string,
) {
  const before = await payableHistory(record.vendorPayableId);
  const res = await updatePayable(c, record, changes);
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ message });
  expect(await payable(record.vendorPayableId)).toEqual(record);
  expect(await payableHistory(record.vendorPayableId)).toEqual(before);
}

/** An accepted status change: 202, the new status, version + 1 and the history row with who and why. */
async function expectStatusMoved(c: Caller, record: Payable, to: string, reason = '') {
  const res = await updatePayable(c, record, { status: to, ...(reason ? { reason } : {}) });
  expect(res.statusCode).toBe(202);
  expect(await payable(record.vendorPayableId)).toMatchObject({
    status: to,
    updatedBy: nameOf(c),
    version: record.version + 1,
  });
  expect((await payableHistory(record.vendorPayableId)).at(-1)).toMatchObject({
    status: to,
    action: 'update',
    updatedBy: nameOf(c),
    reason,
  });
}

// ---------------------------------------------------------------- advances and expenses

const advanceBody = (overrides: Record<string, unknown> = {}) => ({
  companyCode: 'DEMO01',
  siteCode: 'RST01',
  requestedAmount: 100,
  requestedByDate: '2026-06-01',
  status: 'Pending',
  requesterComments: 'Transport',
  documentIds: '',
  ...overrides,
});
const createAdvance = (c: Caller, overrides: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url: API.advance, payload: advanceBody(overrides), headers: auth(c.token) });
const updateAdvance = (c: Caller, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: API.advance, payload, headers: keyHeaders(c) });
/** An advance requested by `c` with `status` (set by an ADMIN when not Pending), as an edit body. */
const advanceOf = async (c: Caller, status = 'Pending') => {
  const res = await createAdvance(c);
  expect(res.statusCode).toBe(202);
  const { advanceId, advanceRequestId } = res.json() as { advanceId: string; advanceRequestId: number };
  const record = { ...advanceBody(), advanceId, advanceRequestId };
  if (status === 'Settled') {
    // An advance is Settled only when nothing remains: approved, all 100 returned, settled.
    expect((await updateAdvance(admin, { ...record, status: 'Approved' })).statusCode).toBe(202);
    expect((await recordSettlement(admin, advanceRequestId, 'return', 100)).statusCode).toBe(202);
    expect((await settleAdvance(admin, advanceRequestId)).statusCode).toBe(202);
  } else if (status !== 'Pending') {
    expect((await updateAdvance(admin, { ...record, status })).statusCode).toBe(202);
  }
  return { ...record, status };
};
const recordSettlement = (
  c: Caller,
  advanceRequestId: number,
  kind: 'return' | 'reimburse',
  amount: number,
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
      reference: 'Rights test',
    },
  });
const settleAdvance = (c: Caller, advanceRequestId: number) =>
  app.inject({
    method: 'POST',
    url: API.advanceSettle,
    headers: auth(c.token),
    payload: { companyCode: 'DEMO01', advanceRequestId },
  });
const settlementsOf = async (advanceRequestId: number) =>
  (
    await app.inject({
      method: 'GET',
      url: apiPath(API.advanceSettlements, { companyCode: 'DEMO01', advanceRequestId }),
      headers: auth(admin.token),
    })
  ).json() as { settlementId: number; status: string; amount: number }[];
const advanceRow = async (id: number) => {
  const rows = (
    await app.inject({
      method: 'GET',
      url: apiPath(API.advancesForCompany, { companyCode: 'DEMO01' }),
      headers: auth(admin.token),
    })
  ).json() as { advanceRequestId: number; requestedAmount: number; status: string; updatedBy: string }[];
  return rows.find((row) => row.advanceRequestId === id);
};
/** The advance's history rows as stored (no route answers them yet). */
const advanceHistoryOf = (id: number) =>
  app.ctx.db
    .select()
    .from(advanceHistory)
    .where(and(eq(advanceHistory.tenantCode, 'DEMO01'), eq(advanceHistory.advanceRequestId, id)))
    .orderBy(asc(advanceHistory.id));
const addExpense = (c: Caller, advanceRequestId: number, overrides: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: API.expense,
    headers: auth(c.token),
    payload: {
      companyCode: 'DEMO01',
      advanceRequestId,
      expenseType: 'Fuel',
      expenseAmount: 640.25,
      expenseDate: '2026-06-02',
      remarks: 'Diesel',
      documentIds: '',
      ...overrides,
    },
  });
const expensesOf = (id: number) =>
  app.ctx.db.select().from(expenses).where(eq(expenses.advanceRequestId, id)).orderBy(asc(expenses.id));
const editExpense = (c: Caller, expenseId: number, overrides: Record<string, unknown> = {}) =>
  app.inject({
    method: 'PUT',
    url: API.expense,
    headers: auth(c.token),
    payload: {
      companyCode: 'DEMO01',
      expenseId,
      expenseType: 'Fuel',
      expenseAmount: 80,
      expenseDate: '2026-06-03',
      remarks: 'Diesel, corrected',
      documentIds: '',
      ...overrides,
    },
  });
const deleteExpense = (c: Caller, expenseId: number) =>
  app.inject({
    method: 'DELETE',
    url: apiPath(API.expenseById, { companyCode: 'DEMO01', expenseId: String(expenseId) }),
    headers: auth(c.token),
  });
const setOverspend = (c: Caller, advanceRequestId: number, reason: string, allowed = true) =>
  app.inject({
    method: 'PUT',
    url: API.advanceOverspend,
    headers: auth(c.token),
    payload: { companyCode: 'DEMO01', advanceRequestId, allowed, reason },
  });
/** An Approved advance of sitelead's (100) with one expense (Fuel 64.25) recorded by `author`. */
const recordedExpense = async (author: Caller) => {
  const record = await advanceOf(siteLead, 'Approved');
  const res = await addExpense(author, record.advanceRequestId, { expenseAmount: 64.25 });
  expect(res.statusCode).toBe(202);
  return { record, expenseId: res.json().expenseId as number };
};
const RECORDED = 'Fuel 64.25 on 2026-06-02; remarks: Diesel';

// ---------------------------------------------------------------- the cells

type Cell = () => Promise<void>;
const cells = new Map<string, Cell>();
const cellName = (right: RightName, who: RoleType, whose?: Whose) =>
  `${RIGHTS[right].action} — ${who}${whose ? `, ${whose === 'own' ? 'own record' : "others' record"}` : ''}`;
function cell(right: RightName, who: RoleType, run: Cell): void;
function cell(right: RightName, who: RoleType, whose: Whose, run: Cell): void;
function cell(right: RightName, who: RoleType, a: Whose | Cell, b?: Cell) {
  const [whose, run] = typeof a === 'function' ? [undefined, a] : [a, b as Cell];
  cells.set(cellName(right, who, whose), run);
}

for (const who of ['ADMIN', 'USER'] as const) {
  cell('payableCreateRaised', who, async () => {
    const c = as(who);
    const created = await payableAt('Invoice Raised', c);
    expect(created).toMatchObject({ status: 'Invoice Raised', createdBy: nameOf(c), version: 1 });
    expect((await payableHistory(created.vendorPayableId)).map((h) => [h.action, h.updatedBy])).toEqual([
      ['create', nameOf(c)],
    ]);
  });

  cell('payableEdit', who, async () => {
    const record = await payableAt('Invoice Raised', other(who));
    const res = await updatePayable(as(who), record, { remarks: 'Checked on site', quantity: '460' });
    expect(res.statusCode).toBe(202);
    expect(await payable(record.vendorPayableId)).toMatchObject({
      status: 'Invoice Raised',
      remarks: 'Checked on site',
      quantity: '460',
      updatedBy: nameOf(as(who)),
      version: 2,
    });
    expect((await payableHistory(record.vendorPayableId)).at(-1)).toMatchObject({
      action: 'update',
      remarks: 'Checked on site',
      updatedBy: nameOf(as(who)),
    });
  });

  cell('payableStepForward', who, async () => {
    const record = await payableAt('Invoice Raised', other(who));
    await expectStatusMoved(as(who), record, 'Invoice Review in process');
    const next = await payable(record.vendorPayableId);
    await expectStatusMoved(as(who), next, 'Invoice Received');
  });

  cell('payableUnlock', who, async () => {
    for (const locked of ['Payment Settled', 'Closed']) {
      const record = await payableAt(locked);
      for (const status of [
        'Payment Pending',
        'Invoice Raised',
        locked === 'Closed' ? 'Payment Settled' : 'Closed',
      ]) {
        await expectStatusRefused(
          as(who),
          record,
          { status, reason: 'Paid twice' },
          400,
          pm.statusLocked(locked),
        );
      }
    }
  });

  cell('payableRemoveDocument', who, async () => {
    const doc = await uploadPayableDoc(other(who), 'bill.pdf');
    const record = await payableAt('Payment Pending', admin, { vendorDocumentIds: String(doc) });
    const res = await removeDoc(as(who), doc);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      message: pm.documentRemoved('bill.pdf'),
      payables: [{ vendorPayableId: record.vendorPayableId, version: record.version + 1 }],
    });
    expect(await payable(record.vendorPayableId)).toEqual({
      ...record,
      vendorDocumentIds: '',
      updatedBy: nameOf(as(who)),
      version: record.version + 1,
    });
    expect((await payableHistory(record.vendorPayableId)).at(-1)).toMatchObject({
      action: 'document removed',
      status: 'Payment Pending',
      updatedBy: nameOf(as(who)),
      reason: 'Removed bill.pdf',
    });
    expect((await downloadDoc(doc)).statusCode).toBe(404);
  });

  cell('payableRemoveDocumentLocked', who, async () => {
    for (const locked of ['Payment Settled', 'Closed']) {
      const doc = await uploadPayableDoc(as(who), 'paid.pdf');
      const record = await payableAt(locked, admin, { vendorDocumentIds: String(doc) });
      const before = await payableHistory(record.vendorPayableId);
      const res = await removeDoc(as(who), doc);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: r.payableDocumentLocked(locked) });
      expect(await payable(record.vendorPayableId)).toEqual(record);
      expect(await payableHistory(record.vendorPayableId)).toEqual(before);
      expect((await downloadDoc(doc)).statusCode).toBe(200);
    }
  });

  for (const whose of ['own', 'others'] as const) {
    cell('payableRemoveLooseDocument', who, whose, async () => {
      const uploader = whose === 'own' ? as(who) : other(who);
      const doc = await uploadPayableDoc(uploader, 'draft.pdf');
      const res = await removeDoc(as(who), doc);
      if (who === 'USER' && whose === 'others') {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: r.documentNotYours });
        expect((await downloadDoc(doc)).statusCode).toBe(200);
        return;
      }
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: pm.documentRemoved('draft.pdf'), payables: [] });
      expect((await downloadDoc(doc)).statusCode).toBe(404);
    });
  }

  cell('advanceCreatePending', who, async () => {
    const c = as(who);
    const res = await createAdvance(c, { requestedAmount: 2500.5, requestedBy: 'someone-else' });
    expect(res.statusCode).toBe(202);
    const id = res.json().advanceRequestId as number;
    expect(await advanceRow(id)).toMatchObject({ status: 'Pending', requestedBy: nameOf(c) });
    expect(await advanceHistoryOf(id)).toEqual([
      expect.objectContaining({
        action: 'create',
        fromStatus: '',
        toStatus: 'Pending',
        requestedAmount: '2500.50',
        changedBy: nameOf(c),
      }),
    ]);
  });

  cell('expenseAddUndecided', who, async () => {
    for (const status of ['Pending', 'Rejected', 'Settled']) {
      const record = await advanceOf(as(who), status);
      const res = await addExpense(as(who), record.advanceRequestId);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: am.expenseOnlyApproved });
      expect(await expensesOf(record.advanceRequestId)).toEqual([]);
    }
  });

  for (const whose of ['own', 'others'] as const) {
    cell('advanceEditPending', who, whose, async () => {
      const owner = whose === 'own' ? as(who) : other(who);
      const record = await advanceOf(owner);
      const res = await updateAdvance(as(who), { ...record, requestedAmount: 999_999_999 });
      const history = await advanceHistoryOf(record.advanceRequestId);
      if (who === 'USER' && whose === 'others') {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: r.advanceNotYours });
        expect(await advanceRow(record.advanceRequestId)).toMatchObject({ requestedAmount: 100 });
        expect(history.map((h) => h.action)).toEqual(['create']);
        return;
      }
      expect(res.statusCode).toBe(202);
      expect(await advanceRow(record.advanceRequestId)).toMatchObject({
        requestedAmount: 999_999_999,
        status: 'Pending',
        updatedBy: nameOf(as(who)),
      });
      expect(history.at(-1)).toMatchObject({
        action: 'update',
        fromStatus: 'Pending',
        toStatus: 'Pending',
        requestedAmount: '999999999.00',
        changedBy: nameOf(as(who)),
      });
    });

    cell('expenseEdit', who, whose, async () => {
      const { record, expenseId } = await recordedExpense(whose === 'own' ? as(who) : other(who));
      const before = await expensesOf(record.advanceRequestId);
      const res = await editExpense(as(who), expenseId);
      const history = await advanceHistoryOf(record.advanceRequestId);
      if (who === 'USER' && whose === 'others') {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: r.expenseNotYours });
        expect(await expensesOf(record.advanceRequestId)).toEqual(before);
        expect(history.map((h) => h.action)).toEqual(['create', 'update', 'expense added']);
        return;
      }
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ expenseId, message: am.expenseUpdated(record.advanceId) });
      expect(await expensesOf(record.advanceRequestId)).toEqual([
        expect.objectContaining({
          expenseAmount: '80.00',
          expenseDate: '2026-06-03',
          remarks: 'Diesel, corrected',
          createdBy: before[0]?.createdBy,
          updatedBy: nameOf(as(who)),
          updatedAt: expect.any(Date),
        }),
      ]);
      expect(history.at(-1)).toMatchObject({
        action: 'expense updated',
        changedBy: nameOf(as(who)),
        changedAt: expect.any(Date),
        expenseId,
        fromValue: RECORDED,
        toValue: 'Fuel 80.00 on 2026-06-03; remarks: Diesel, corrected',
      });
    });

    cell('expenseDelete', who, whose, async () => {
      const { record, expenseId } = await recordedExpense(whose === 'own' ? as(who) : other(who));
      const before = await expensesOf(record.advanceRequestId);
      const res = await deleteExpense(as(who), expenseId);
      const history = await advanceHistoryOf(record.advanceRequestId);
      if (who === 'USER' && whose === 'others') {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: r.expenseNotYours });
        expect(await expensesOf(record.advanceRequestId)).toEqual(before);
        expect(history.map((h) => h.action)).toEqual(['create', 'update', 'expense added']);
        return;
      }
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ expenseId, message: am.expenseDeleted(record.advanceId) });
      expect(await expensesOf(record.advanceRequestId)).toEqual([]);
      expect(history.at(-1)).toMatchObject({
        action: 'expense deleted',
        changedBy: nameOf(as(who)),
        expenseId,
        fromValue: RECORDED,
        toValue: '',
      });
    });

    cell('expenseAdd', who, whose, async () => {
      const owner = whose === 'own' ? as(who) : other(who);
      const record = await advanceOf(owner, 'Approved');
      // The advance's figures tell the screen whether to offer the form at all.
      const figures = await app.inject({
        url: apiPath(API.advanceSpending, {
          companyCode: 'DEMO01',
          advanceRequestId: record.advanceRequestId,
        }),
        headers: auth(as(who).token),
      });
      expect(figures.json().mayAddExpense).toBe(!(who === 'USER' && whose === 'others'));
      // 99.99 of the 100 approved: within the approved amount.
      const res = await addExpense(as(who), record.advanceRequestId, { expenseAmount: 99.99 });
      const history = await advanceHistoryOf(record.advanceRequestId);
      if (who === 'USER' && whose === 'others') {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: r.expenseNotYourAdvance });
        expect(await expensesOf(record.advanceRequestId)).toEqual([]);
        expect(history.map((h) => h.action)).toEqual(['create', 'update']);
        return;
      }
      expect(res.statusCode).toBe(202);
      const [expense] = await expensesOf(record.advanceRequestId);
      expect(expense).toMatchObject({ expenseAmount: '99.99', createdBy: nameOf(as(who)) });
      expect(history.at(-1)).toMatchObject({
        action: 'expense added',
        fromStatus: 'Approved',
        toStatus: 'Approved',
        changedBy: nameOf(as(who)),
        reason: `Expense ${expense?.id}: Fuel 99.99`,
        expenseId: expense?.id,
        toValue: 'Fuel 99.99 on 2026-06-02; remarks: Diesel',
      });
    });
  }

  cell('expenseChangeUndecided', who, async () => {
    for (const status of ['Settled', 'Rejected']) {
      const { record, expenseId } = await recordedExpense(as(who));
      // Settled only at a remaining balance of 0: the other 35.75 comes back first.
      if (status === 'Settled') {
        expect((await recordSettlement(admin, record.advanceRequestId, 'return', 35.75)).statusCode).toBe(
          202,
        );
      }
      expect((await updateAdvance(admin, { ...record, status })).statusCode).toBe(202);
      const before = await expensesOf(record.advanceRequestId);
      const history = await advanceHistoryOf(record.advanceRequestId);
      for (const res of [await editExpense(as(who), expenseId), await deleteExpense(as(who), expenseId)]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: am.expenseChangeOnlyApproved });
      }
      expect(await expensesOf(record.advanceRequestId)).toEqual(before);
      expect(await advanceHistoryOf(record.advanceRequestId)).toEqual(history);
    }
  });

  cell('expenseOverspend', who, async () => {
    // An advance of 100 approved at 100 (the caller's own, so a USER may record on it).
    const record = await advanceOf(as(who), 'Approved');
    const id = record.advanceRequestId;
    const over = await addExpense(as(who), id, { expenseAmount: 100.01 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message: am.overspend('100.01', '100.00') });
    const first = await addExpense(as(who), id, { expenseAmount: 60 });
    expect(first.statusCode).toBe(202);
    const second = await addExpense(as(who), id, { expenseAmount: 40.01 });
    expect(second.json()).toEqual({ message: am.overspend('100.01', '100.00') });
    const raised = await editExpense(as(who), first.json().expenseId, { expenseAmount: 100.01 });
    expect(raised.statusCode).toBe(400);
    expect(raised.json()).toEqual({ message: am.overspend('100.01', '100.00') });
    expect((await expensesOf(id)).map((e) => e.expenseAmount)).toEqual(['60.00']);
    // Up to the approved amount to the paisa is fine.
    expect((await addExpense(as(who), id, { expenseAmount: 40 })).statusCode).toBe(202);
    expect((await expensesOf(id)).map((e) => e.expenseAmount)).toEqual(['60.00', '40.00']);
  });
}

cell('advanceAllowOverspend', 'ADMIN', async () => {
  const record = await advanceOf(siteLead, 'Approved');
  const id = record.advanceRequestId;
  const noReason = await setOverspend(admin, id, '   ');
  expect(noReason.statusCode).toBe(400);
  expect(noReason.json()).toEqual({ message: am.overspendNeedsReason });
  const res = await setOverspend(admin, id, 'Crane hire ran two days over');
  expect(res.statusCode).toBe(202);
  expect(res.json()).toEqual({ advanceId: record.advanceId, message: am.overspendAllowed(record.advanceId) });
  expect((await advanceHistoryOf(id)).at(-1)).toMatchObject({
    action: 'overspend allowed',
    reason: 'Crane hire ran two days over',
    changedBy: 'demoadmin',
    changedAt: expect.any(Date),
  });
  // Now the holder may spend past the 100 approved.
  expect((await addExpense(siteLead, id, { expenseAmount: 575 })).statusCode).toBe(202);
  const withdrawn = await setOverspend(admin, id, 'Back to the approved amount', false);
  expect(withdrawn.json()).toEqual({
    advanceId: record.advanceId,
    message: am.overspendWithdrawn(record.advanceId),
  });
  expect((await addExpense(siteLead, id, { expenseAmount: 1 })).json()).toEqual({
    message: am.overspend('576.00', '100.00'),
  });
});
cell('advanceAllowOverspend', 'USER', async () => {
  const record = await advanceOf(siteLead, 'Approved');
  const history = await advanceHistoryOf(record.advanceRequestId);
  const res = await setOverspend(siteLead, record.advanceRequestId, 'I need more');
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ message: r.overspendAdminOnly });
  expect(await advanceHistoryOf(record.advanceRequestId)).toEqual(history);
  expect((await addExpense(siteLead, record.advanceRequestId, { expenseAmount: 100.01 })).statusCode).toBe(
    400,
  );
});

// The cells where the two role types differ.

cell('payableCreateLater', 'ADMIN', async () => {
  // Each later status short of the money's: a new payable owes its amount (there is no payable of 0).
  for (const status of [
    'Invoice Review in process',
    'Invoice Received',
    'Invoice Approved',
    'Payment Pending',
  ]) {
    const res = await createPayable(admin, { status });
    expect(res.statusCode, res.body).toBe(202);
    const created = await payable(res.json().vendorPayableId);
    expect(created).toMatchObject({ status, createdBy: 'demoadmin' });
    expect((await payableHistory(created.vendorPayableId)).map((h) => [h.action, h.status])).toEqual([
      ['create', status],
    ]);
  }
  // Payment Settled and Closed: the right is there, the money is not (payableSettleOwing): 400.
  const count = (await listPayables(app, admin)).length;
  for (const status of ['Payment Settled', 'Closed']) {
    const res = await createPayable(admin, { status });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: sm.settledByHandOutstanding(pm.newPayable, status, '27,000.00') });
  }
  expect(await listPayables(app, admin)).toHaveLength(count);
});
cell('payableCreateLater', 'USER', async () => {
  const count = (await listPayables(app, admin)).length;
  for (const status of ['Invoice Review in process', 'Payment Settled', 'Closed']) {
    const res = await createPayable(siteLead, { status });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: r.payableCreateInvoiceRaisedOnly });
  }
  expect(await listPayables(app, admin)).toHaveLength(count);
});

cell('payableSkipForward', 'ADMIN', async () => {
  await expectStatusMoved(admin, await payableAt('Invoice Raised', siteLead), 'Payment Pending');
});
cell('payableSkipForward', 'USER', async () => {
  const record = await payableAt('Invoice Raised', siteLead);
  for (const status of ['Invoice Received', 'Invoice Approved', 'Payment Pending']) {
    await expectStatusRefused(siteLead, record, { status }, 403, r.payableOneStepOnly);
  }
});

cell('payableSettle', 'ADMIN', async () => {
  // By hand, only a payable that owes nothing (payableSettleOwing), short of a payment paying it off
  // (which settles it): part paid, then its amount lowered to what was paid (the vendor billed less),
  // it owes nothing yet is still Payment Pending, and an ADMIN settles it, or closes it, by hand.
  for (const to of ['Payment Settled', 'Closed']) {
    const pending = await payableAt('Payment Pending', admin, { amount: 1000 });
    const paid = await pay(admin, pending, 600);
    expect(paid.statusCode, paid.body).toBe(202);
    const lowered = await updatePayable(admin, await payable(pending.vendorPayableId), { amount: 600 });
    expect(lowered.statusCode, lowered.body).toBe(202);
    const owesNothing = await payable(pending.vendorPayableId);
    expect(owesNothing).toMatchObject({ status: 'Payment Pending', amount: 600 });
    await expectStatusMoved(admin, owesNothing, to);
  }
});
cell('payableSettle', 'USER', async () => {
  const pending = await payableAt('Payment Pending');
  await expectStatusRefused(siteLead, pending, { status: 'Payment Settled' }, 403, r.payableSettleAdminOnly);
  await expectStatusRefused(siteLead, pending, { status: 'Closed' }, 403, r.payableSettleAdminOnly);
  const raised = await payableAt('Invoice Raised', siteLead);
  await expectStatusRefused(siteLead, raised, { status: 'Closed' }, 403, r.payableSettleAdminOnly);
});

// A state rule: Payment Settled and Closed follow the money; an ADMIN (who may settle) is refused 400.
cell('payableSettleOwing', 'ADMIN', async () => {
  const created = await createPayable(admin, { status: 'Payment Settled', amount: 500, taxAmount: 90 });
  expect([created.statusCode, created.json()]).toEqual([
    400,
    { message: sm.settledByHandOutstanding(pm.newPayable, 'Payment Settled', '590.00') },
  ]);
  const pending = await payableAt('Payment Pending', admin, { amount: 1000 });
  expect((await pay(admin, pending, 400)).statusCode).toBe(202);
  const partPaid = await payable(pending.vendorPayableId);
  for (const status of ['Payment Settled', 'Closed']) {
    await expectStatusRefused(
      admin,
      partPaid,
      { status },
      400,
      sm.settledByHandOutstanding(partPaid.vendorPayableCode, status, '600.00'),
    );
  }
});
cell('payableSettleOwing', 'USER', async () => {
  // Refused before the money is read: settling is an ADMIN's (payableSettle).
  const pending = await payableAt('Payment Pending', admin, { amount: 1000 });
  await expectStatusRefused(siteLead, pending, { status: 'Payment Settled' }, 403, r.payableSettleAdminOnly);
  const created = await createPayable(siteLead, { status: 'Closed', amount: 10 });
  expect(created.statusCode).toBe(403);
});

cell('payableStepBack', 'ADMIN', async () => {
  const record = await payableAt('Invoice Approved');
  await expectStatusRefused(admin, record, { status: 'Invoice Raised' }, 400, r.payableBackNeedsReason);
  await expectStatusRefused(
    admin,
    record,
    { status: 'Invoice Raised', reason: '   ' },
    400,
    r.payableBackNeedsReason,
  );
  await expectStatusMoved(admin, record, 'Invoice Raised', 'Bill sent back: wrong GST number');
});
cell('payableStepBack', 'USER', async () => {
  const record = await payableAt('Invoice Received');
  for (const status of ['Invoice Review in process', 'Invoice Raised']) {
    await expectStatusRefused(siteLead, record, { status, reason: 'Typo' }, 403, r.payableBackAdminOnly);
  }
});

const cancelPayable = (c: Caller, record: Payable, reason: string) =>
  app.inject({
    method: 'POST',
    url: API.payableCancel,
    headers: auth(c.token),
    payload: {
      tenantCode: 'DEMO01',
      vendorPayableId: record.vendorPayableId,
      vendorPayableCode: record.vendorPayableCode,
      version: record.version,
      reason,
    },
  });

for (const who of ['ADMIN', 'USER'] as const) {
  cell('payableChangeAmountDates', who, async () => {
    const record = await payableAt('Invoice Raised', other(who));
    const res = await updatePayable(as(who), record, {
      amount: 27000.5,
      billDate: '2026-06-11',
      paymentDueDate: '2026-07-11',
    });
    expect(res.statusCode).toBe(202);
    expect(await payable(record.vendorPayableId)).toMatchObject({
      amount: 27000.5,
      billDate: '2026-06-11',
      paymentDueDate: '2026-07-11',
      updatedBy: nameOf(as(who)),
    });
    expect((await payableHistory(record.vendorPayableId)).at(-1)).toMatchObject({
      updatedBy: nameOf(as(who)),
      changes: [
        { field: 'amount', from: '27000.00', to: '27000.50' },
        { field: 'billDate', from: '2026-06-10', to: '2026-06-11' },
        { field: 'paymentDueDate', from: '2026-07-10', to: '2026-07-11' },
      ],
    });
  });

  cell('payableChangeAmountDatesLocked', who, async () => {
    for (const locked of ['Payment Settled', 'Closed']) {
      const record = await payableAt(locked);
      await expectStatusRefused(as(who), record, { amount: 1 }, 400, pw.amountDatesLocked(locked));
      await expectStatusRefused(
        as(who),
        record,
        { billDate: '2026-06-01' },
        400,
        pw.amountDatesLocked(locked),
      );
    }
  });

  cell('payableCancelLocked', who, async () => {
    const cancelled = await payableAt('Invoice Raised');
    expect((await cancelPayable(admin, cancelled, 'Duplicate')).statusCode).toBe(202);
    for (const record of [
      await payableAt('Payment Settled'),
      await payableAt('Closed'),
      await payable(cancelled.vendorPayableId),
    ]) {
      const before = await payableHistory(record.vendorPayableId);
      const res = await cancelPayable(as(who), record, 'Duplicate');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: pw.cancelLocked(record.status) });
      expect(await payable(record.vendorPayableId)).toEqual(record);
      expect(await payableHistory(record.vendorPayableId)).toEqual(before);
    }
  });

  cell('payableEditCancelled', who, async () => {
    const record = await payableAt('Invoice Raised', siteLead);
    expect((await cancelPayable(admin, record, 'Entered twice')).statusCode).toBe(202);
    const cancelled = await payable(record.vendorPayableId);
    await expectStatusRefused(as(who), cancelled, { remarks: 'still here?' }, 400, pw.cancelledNoEdit);
  });
}

cell('payableCancel', 'ADMIN', async () => {
  const record = await payableAt('Payment Pending');
  const res = await cancelPayable(admin, record, 'Vendor billed the wrong site');
  expect(res.statusCode).toBe(202);
  expect(await payable(record.vendorPayableId)).toMatchObject({
    status: 'Cancelled',
    updatedBy: 'demoadmin',
    version: record.version + 1,
  });
  expect((await payableHistory(record.vendorPayableId)).at(-1)).toMatchObject({
    action: 'cancel',
    status: 'Cancelled',
    updatedBy: 'demoadmin',
    reason: 'Vendor billed the wrong site',
    changes: [{ field: 'status', from: 'Payment Pending', to: 'Cancelled' }],
  });
});
cell('payableCancel', 'USER', async () => {
  const record = await payableAt('Invoice Raised', siteLead);
  const before = await payableHistory(record.vendorPayableId);
  const res = await cancelPayable(siteLead, record, 'Mine, entered twice');
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ message: pw.cancelledAdminOnly });
  expect(await payable(record.vendorPayableId)).toEqual(record);
  expect(await payableHistory(record.vendorPayableId)).toEqual(before);
});

cell('advanceCreateDecided', 'ADMIN', async () => {
  const res = await createAdvance(admin, { status: 'Approved' });
  expect(res.statusCode).toBe(202);
  const id = res.json().advanceRequestId as number;
  expect(await advanceRow(id)).toMatchObject({ status: 'Approved' });
  expect(await advanceHistoryOf(id)).toEqual([
    expect.objectContaining({
      action: 'create',
      fromStatus: '',
      toStatus: 'Approved',
      changedBy: 'demoadmin',
    }),
  ]);
});
cell('advanceCreateDecided', 'USER', async () => {
  for (const status of ['Approved', 'Rejected', 'Settled']) {
    const res = await createAdvance(siteLead, { status });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: am.createStatusPendingOnly });
  }
});

cell('advanceDecide', 'ADMIN', async () => {
  // Settling needs a remaining balance of 0, so a Pending advance of 100 cannot be settled.
  const unsettled = await advanceOf(siteLead);
  const refused = await updateAdvance(admin, { ...unsettled, status: 'Settled' });
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toEqual({ message: rm.settleNotZero('100.00') });
  for (const status of ['Approved', 'Rejected', 'Settled']) {
    const record = await advanceOf(siteLead, status === 'Settled' ? 'Approved' : 'Pending');
    if (status === 'Settled') {
      expect((await addExpense(siteLead, record.advanceRequestId, { expenseAmount: 100 })).statusCode).toBe(
        202,
      );
    }
    const from = record.status;
    expect((await updateAdvance(admin, { ...record, status })).statusCode).toBe(202);
    expect(await advanceRow(record.advanceRequestId)).toMatchObject({ status, updatedBy: 'demoadmin' });
    expect((await advanceHistoryOf(record.advanceRequestId)).at(-1)).toMatchObject({
      action: 'update',
      fromStatus: from,
      toStatus: status,
      changedBy: 'demoadmin',
    });
  }
});
cell('advanceDecide', 'USER', async () => {
  const record = await advanceOf(siteLead);
  for (const status of ['Approved', 'Rejected', 'Settled']) {
    const res = await updateAdvance(siteLead, { ...record, status });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: am.statusAdminOnly });
  }
  expect(await advanceRow(record.advanceRequestId)).toMatchObject({ status: 'Pending' });
  expect((await advanceHistoryOf(record.advanceRequestId)).map((h) => h.action)).toEqual(['create']);
});

cell('advanceEditDecided', 'ADMIN', async () => {
  const record = await advanceOf(siteLead, 'Approved');
  const res = await updateAdvance(admin, { ...record, requestedAmount: 40_000 });
  expect(res.statusCode).toBe(202);
  expect(await advanceRow(record.advanceRequestId)).toMatchObject({
    requestedAmount: 40_000,
    status: 'Approved',
  });
  expect((await advanceHistoryOf(record.advanceRequestId)).at(-1)).toMatchObject({
    fromStatus: 'Approved',
    toStatus: 'Approved',
    requestedAmount: '40000.00',
  });
});
cell('advanceEditDecided', 'USER', async () => {
  // Their own Approved request: neither a new amount nor back to Pending.
  const record = await advanceOf(siteLead, 'Approved');
  for (const changes of [{ requestedAmount: 999_999_999 }, { status: 'Pending' }]) {
    const res = await updateAdvance(siteLead, { ...record, ...changes });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: am.statusAdminOnly });
  }
  expect(await advanceRow(record.advanceRequestId)).toMatchObject({
    requestedAmount: 100,
    status: 'Approved',
  });
});

// ---------------------------------------------------------------- reconciling advances

/** An advance's history and returns/reimbursements as they are, to check that a refusal changed nothing. */
const reconcileState = async (id: number) => ({
  row: await advanceRow(id),
  history: await advanceHistoryOf(id),
  settlements: await settlementsOf(id),
});

for (const who of ['ADMIN', 'USER'] as const) {
  cell('advanceApproveOverRequested', who, async () => {
    const record = await advanceOf(siteLead);
    const before = await reconcileState(record.advanceRequestId);
    for (const approvedAmount of [100.01, 0]) {
      const res = await updateAdvance(as(who), { ...record, status: 'Approved', approvedAmount });
      if (who === 'USER') {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: am.statusAdminOnly });
      } else {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          message:
            approvedAmount === 0 ? rm.approvedNotPositive : rm.approvedOverRequested('100.01', '100.00'),
        });
      }
    }
    expect(await reconcileState(record.advanceRequestId)).toEqual(before);
  });

  cell('advanceSettlementBeyond', who, async () => {
    const record = await advanceOf(siteLead, 'Approved');
    const id = record.advanceRequestId;
    expect((await addExpense(siteLead, id, { expenseAmount: 40 })).statusCode).toBe(202);
    const before = await reconcileState(id);
    const over = await recordSettlement(as(who), id, 'return', 60.01);
    const reimburse = await recordSettlement(as(who), id, 'reimburse', 0.01);
    if (who === 'USER') {
      for (const res of [over, reimburse]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: rm.settlementAdminOnly });
      }
    } else {
      expect(over.statusCode).toBe(400);
      expect(over.json()).toEqual({ message: rm.returnOverRemaining('60.01', '60.00') });
      expect(reimburse.statusCode).toBe(400);
      expect(reimburse.json()).toEqual({ message: rm.reimburseOverOverspend('0.01', '0.00') });
    }
    expect(await reconcileState(id)).toEqual(before);
  });

  cell('advanceSettleNotZero', who, async () => {
    const record = await advanceOf(siteLead, 'Approved');
    const id = record.advanceRequestId;
    expect((await recordSettlement(admin, id, 'return', 99.99)).statusCode).toBe(202);
    const before = await reconcileState(id);
    const res = await settleAdvance(as(who), id);
    if (who === 'USER') {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: rm.settleAdminOnly });
    } else {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: rm.settleNotZero('0.01') });
    }
    expect(await reconcileState(id)).toEqual(before);
  });

  cell('advanceChangeSettled', who, async () => {
    const record = await advanceOf(as(who), 'Settled');
    const id = record.advanceRequestId;
    const current = await advanceRow(id);
    expect(current).toMatchObject({ status: 'Settled' });
    const before = await reconcileState(id);
    const [returned] = before.settlements;
    const locked = rm.settledLocked(record.advanceId);
    const calls = [
      updateAdvance(as(who), { ...record, status: 'Settled', requesterComments: 'Other' }),
      recordSettlement(admin, id, 'return', 1),
      settleAdvance(admin, id),
      setOverspend(admin, id, 'More'),
      app.inject({
        method: 'POST',
        url: API.advanceSettlementReverse,
        headers: auth(admin.token),
        payload: { companyCode: 'DEMO01', settlementId: returned?.settlementId, reason: 'Undo' },
      }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: locked });
    }
    const expense = await addExpense(as(who), id);
    expect(expense.statusCode).toBe(400);
    expect(expense.json()).toEqual({ message: am.expenseOnlyApproved });
    expect(await reconcileState(id)).toEqual(before);
  });

  cell('advancePersonBalance', who, 'own', async () => {
    const record = await advanceOf(as(who), 'Approved');
    const res = await app.inject({
      method: 'GET',
      url: apiPath(API.advancePersonBalance, { companyCode: 'DEMO01' }),
      headers: auth(as(who).token),
    });
    expect(res.statusCode).toBe(202);
    const rows = res.json().rows as { person: string; openAdvances: number }[];
    expect(rows.find((row) => row.person === nameOf(as(who)))?.openAdvances).toBeGreaterThan(0);
    expect(record.status).toBe('Approved');
  });

  cell('advancePersonBalance', who, 'others', async () => {
    await advanceOf(other(who), 'Approved');
    for (const format of ['json', 'xlsx']) {
      const res = await app.inject({
        method: 'GET',
        url: `${apiPath(API.advancePersonBalance, { companyCode: 'DEMO01' })}?format=${format}`,
        headers: auth(as(who).token),
      });
      if (format === 'xlsx') {
        expect(res.statusCode).toBe(200);
        const text = res.rawPayload.length;
        expect(text).toBeGreaterThan(0);
        continue;
      }
      expect(res.statusCode).toBe(202);
      const people = (res.json().rows as { person: string }[]).map((row) => row.person);
      // An ADMIN sees everyone; a USER only their own row, never another person's.
      if (who === 'ADMIN') expect(people).toContain(nameOf(other(who)));
      else expect(people.filter((p) => p !== nameOf(as(who)))).toEqual([]);
    }
  });
}

cell('advanceSettlementRecord', 'ADMIN', async () => {
  const record = await advanceOf(siteLead, 'Approved');
  const id = record.advanceRequestId;
  const res = await recordSettlement(admin, id, 'return', 25.5);
  expect(res.statusCode).toBe(202);
  expect(res.json()).toMatchObject({ message: rm.returnRecorded(record.advanceId) });
  expect(await settlementsOf(id)).toEqual([expect.objectContaining({ amount: 25.5, status: 'Active' })]);
  expect((await advanceHistoryOf(id)).at(-1)).toMatchObject({
    action: 'return',
    fromAmount: '100.00',
    toAmount: '74.50',
    changedBy: 'demoadmin',
  });
});
cell('advanceSettlementRecord', 'USER', async () => {
  const record = await advanceOf(siteLead, 'Approved');
  const before = await reconcileState(record.advanceRequestId);
  const res = await recordSettlement(siteLead, record.advanceRequestId, 'return', 25.5);
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ message: rm.settlementAdminOnly });
  expect(await reconcileState(record.advanceRequestId)).toEqual(before);
});

const reverseSettlement = (c: Caller, settlementId: number, reason: string) =>
  app.inject({
    method: 'POST',
    url: API.advanceSettlementReverse,
    headers: auth(c.token),
    payload: { companyCode: 'DEMO01', settlementId, reason },
  });
cell('advanceSettlementReverse', 'ADMIN', async () => {
  const record = await advanceOf(siteLead, 'Approved');
  const id = record.advanceRequestId;
  const { settlementId } = (await recordSettlement(admin, id, 'return', 30)).json();
  const noReason = await reverseSettlement(admin, settlementId, ' ');
  expect(noReason.statusCode).toBe(400);
  expect(noReason.json()).toEqual({ message: rm.reverseNeedsReason });
  const res = await reverseSettlement(admin, settlementId, 'Wrong advance');
  expect(res.statusCode).toBe(202);
  expect(await settlementsOf(id)).toEqual([expect.objectContaining({ settlementId, status: 'Reversed' })]);
  expect((await advanceHistoryOf(id)).at(-1)).toMatchObject({
    action: 'return reversed',
    reason: 'Wrong advance',
    fromAmount: '70.00',
    toAmount: '100.00',
    changedBy: 'demoadmin',
  });
});
cell('advanceSettlementReverse', 'USER', async () => {
  const record = await advanceOf(siteLead, 'Approved');
  const { settlementId } = (await recordSettlement(admin, record.advanceRequestId, 'return', 30)).json();
  const before = await reconcileState(record.advanceRequestId);
  const res = await reverseSettlement(siteLead, settlementId, 'Mine');
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ message: rm.settlementReverseAdminOnly });
  expect(await reconcileState(record.advanceRequestId)).toEqual(before);
});

cell('advanceSettle', 'ADMIN', async () => {
  const record = await advanceOf(siteLead, 'Approved');
  const id = record.advanceRequestId;
  expect((await addExpense(siteLead, id, { expenseAmount: 60 })).statusCode).toBe(202);
  expect((await recordSettlement(admin, id, 'return', 40)).statusCode).toBe(202);
  const res = await settleAdvance(admin, id);
  expect(res.statusCode).toBe(202);
  expect(res.json()).toEqual({ advanceId: record.advanceId, message: rm.settled(record.advanceId) });
  expect(await advanceRow(id)).toMatchObject({ status: 'Settled', updatedBy: 'demoadmin' });
  expect((await advanceHistoryOf(id)).at(-1)).toMatchObject({
    action: 'settle',
    fromStatus: 'Approved',
    toStatus: 'Settled',
    changedBy: 'demoadmin',
  });
});
cell('advanceSettle', 'USER', async () => {
  const record = await advanceOf(siteLead, 'Approved');
  const id = record.advanceRequestId;
  expect((await recordSettlement(admin, id, 'return', 100)).statusCode).toBe(202);
  const before = await reconcileState(id);
  const res = await settleAdvance(siteLead, id);
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ message: rm.settleAdminOnly });
  expect(await reconcileState(id)).toEqual(before);
});

// ---------------------------------------------------------------- payments

let payReferences = 0;
const payBody = (record: Payable, amount: number) => ({
  tenantCode: 'DEMO01',
  erfVendorId: record.erfVendorId,
  paymentDate: '2026-06-20',
  amount,
  paymentMode: 'NEFT',
  // A reference of its own: a repeated one asks for a confirmation.
  reference: `Rights test ${++payReferences}`,
  allocations: [{ vendorPayableId: record.vendorPayableId, amount }],
});
const pay = (c: Caller, record: Payable, amount: number) =>
  app.inject({
    method: 'POST',
    url: API.vendorPayment,
    payload: payBody(record, amount),
    headers: auth(c.token),
  });
const reversePay = (c: Caller, paymentId: number, reason = 'Rights test') =>
  app.inject({
    method: 'POST',
    url: API.vendorPaymentReverse,
    payload: { tenantCode: 'DEMO01', paymentId, reason },
    headers: auth(c.token),
  });
const paymentsOf = async (vendorId: number) =>
  (
    await app.inject({
      url: `${apiPath(API.vendorPayments, { tenant: 'DEMO01' })}?vendorId=${vendorId}`,
      headers: auth(admin.token),
    })
  ).json() as { paymentId: number; status: string; reversedBy: string | null }[];

/** A refused payment call: the answer, and the payable, its history and the vendor's payments as they were. */
async function expectPaymentRefused(
  send: () => ReturnType<typeof pay>,
  record: Payable,
  status: number,
  message: string,
) {
  const before = [await payableHistory(record.vendorPayableId), await paymentsOf(record.erfVendorId)];
  const res = await send();
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ message });
  expect(await payable(record.vendorPayableId)).toEqual(record);
  expect([await payableHistory(record.vendorPayableId), await paymentsOf(record.erfVendorId)]).toEqual(
    before,
  );
}

cell('paymentRecord', 'ADMIN', async () => {
  const record = await payableAt('Payment Pending', admin, { amount: 1000 });
  const part = await pay(admin, record, 400);
  expect(part.statusCode).toBe(202);
  expect((await payableHistory(record.vendorPayableId)).at(-1)).toMatchObject({
    action: sm.historyPayment,
    updatedBy: 'demoadmin',
    status: 'Payment Pending',
  });
  const rest = await pay(admin, record, 600);
  expect(rest.statusCode).toBe(202);
  expect(rest.json().settledPayableCodes).toEqual([record.vendorPayableCode]);
  expect(await payable(record.vendorPayableId)).toMatchObject({
    status: 'Payment Settled',
    updatedBy: 'demoadmin',
  });
});
cell('paymentRecord', 'USER', async () => {
  const record = await payableAt('Payment Pending', admin, { amount: 1000 });
  await expectPaymentRefused(() => pay(siteLead, record, 1000), record, 403, r.paymentAdminOnly);
  await expectPaymentRefused(() => pay(siteLead, record, 10), record, 403, r.paymentAdminOnly);
});
cell('paymentAllocateCancelled', 'ADMIN', async () => {
  const record = await payableAt('Payment Pending', admin, { amount: 1000 });
  await expectPaymentRefused(
    () => pay(admin, record, 1000.01),
    record,
    400,
    sm.allocationOverOutstanding(record.vendorPayableCode, '1,000.00'),
  );
  const raised = await payableAt('Invoice Raised', admin, { amount: 1000 });
  const cancel = await app.inject({
    method: 'POST',
    url: API.payableCancel,
    headers: auth(admin.token),
    payload: {
      tenantCode: 'DEMO01',
      vendorPayableId: raised.vendorPayableId,
      vendorPayableCode: raised.vendorPayableCode,
      version: raised.version,
      reason: 'Entered twice',
    },
  });
  expect(cancel.statusCode).toBe(202);
  const cancelled = await payable(raised.vendorPayableId);
  await expectPaymentRefused(
    () => pay(admin, cancelled, 10),
    cancelled,
    400,
    sm.payableNotOpen(cancelled.vendorPayableCode),
  );
});
cell('paymentAllocateCancelled', 'USER', async () => {
  const record = await payableAt('Payment Pending', admin, { amount: 1000 });
  // The right to record any payment is checked first.
  await expectPaymentRefused(() => pay(siteLead, record, 1000.01), record, 403, r.paymentAdminOnly);
});
cell('paymentReverse', 'ADMIN', async () => {
  const record = await payableAt('Payment Pending', admin, { amount: 500 });
  const { paymentId } = (await pay(admin, record, 500)).json();
  const noReason = await reversePay(admin, paymentId, ' ');
  expect(noReason.statusCode).toBe(400);
  expect(noReason.json()).toEqual({ message: sm.reverseReasonRequired });
  expect((await reversePay(admin, paymentId, 'Paid to the wrong vendor')).statusCode).toBe(202);
  expect(await payable(record.vendorPayableId)).toMatchObject({
    status: 'Payment Pending',
    updatedBy: 'demoadmin',
  });
  expect((await payableHistory(record.vendorPayableId)).at(-1)).toMatchObject({
    action: sm.historyReversal,
    reason: 'Paid to the wrong vendor',
    updatedBy: 'demoadmin',
  });
  expect((await paymentsOf(record.erfVendorId)).find((p) => p.paymentId === paymentId)).toMatchObject({
    status: 'Reversed',
    reversedBy: 'demoadmin',
  });
});
cell('paymentReverse', 'USER', async () => {
  const record = await payableAt('Payment Pending', admin, { amount: 500 });
  const { paymentId } = (await pay(admin, record, 500)).json();
  const settled = await payable(record.vendorPayableId);
  await expectPaymentRefused(() => reversePay(siteLead, paymentId), settled, 403, r.paymentReverseAdminOnly);
});
for (const who of ['ADMIN', 'USER'] as const) {
  cell('paymentReverseReversed', who, async () => {
    const record = await payableAt('Payment Pending', admin, { amount: 500 });
    const { paymentId, paymentCode } = (await pay(admin, record, 500)).json();
    expect((await reversePay(admin, paymentId)).statusCode).toBe(202);
    const reopened = await payable(record.vendorPayableId);
    await expectPaymentRefused(
      () => reversePay(as(who), paymentId),
      reopened,
      who === 'ADMIN' ? 400 : 403,
      who === 'ADMIN' ? sm.alreadyReversed(paymentCode) : r.paymentReverseAdminOnly,
    );
  });
}

// ---------------------------------------------------------------- vendors

/** A new vendor of DEMO01 made by demoadmin, with bank details, GSTIN and PAN; as listed. */
const vendorWithBank = async () => {
  const calls = settlementCalls(app, admin);
  const vendorId = await calls.newVendor(0);
  const res = await app.inject({
    method: 'PUT',
    url: API.vendor,
    headers: auth(admin.token),
    payload: {
      ...(await calls.vendor(vendorId)),
      bankAccountName: 'Rights Vendor',
      bankAccountNumber: '123456789012',
      bankIfsc: 'HDFC0001234',
      gstin: '27AAPFU0939F1ZV',
      pan: 'AAPFU0939F',
    },
  });
  expect(res.statusCode, res.body).toBe(202);
  return calls.vendor(vendorId);
};
const vendorListed = (vendorId: number) => settlementCalls(app, admin).vendor(vendorId);
const vendorHistoryRows = async (vendorId: number) =>
  (
    await app.ctx.db.execute(
      sql`select action, field, from_value, to_value, changed_by from vendor_history
           where tenant_code = 'DEMO01' and vendor_id = ${vendorId} order by id`,
    )
  ).rows as { action: string; field: string; from_value: string; to_value: string; changed_by: string }[];
const putVendor = (c: Caller, record: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: API.vendor, headers: auth(c.token), payload: record });
const deleteVendor = (c: Caller, vendorId: number) =>
  app.inject({ method: 'DELETE', url: API.vendor, headers: keyHeaders(c), payload: { vendorId } });
let uploads = 0;
/** A bulk upload of one vendor by demoadmin; its tag and the vendor's id. */
const bulkUploaded = async () => {
  uploads += 1;
  const form = new FormData();
  form.append(
    'vendorbasicdetails',
    new Blob([csvOf(validRows(1, `Rights Bulk ${uploads}`, 800 + uploads))]),
    'r.csv',
  );
  const encoded = new Response(form);
  const res = await app.inject({
    method: 'POST',
    url: apiPath(API.vendorBulkUpload, { tenant: 'DEMO01' }),
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: auth(admin.token, { 'content-type': encoded.headers.get('content-type') as string }),
  });
  expect(res.json().successRecords, res.body).toBe(1);
  const { rows } = await app.ctx.db.execute(
    sql`select id, bulk_tag from vendors where tenant_code = 'DEMO01' and vendor_name = ${`Rights Bulk ${uploads} ${800 + uploads}`}`,
  );
  const row = rows[0] as { id: number; bulk_tag: string };
  return { tag: row.bulk_tag, vendorId: row.id };
};
const vendorExists = async (vendorId: number) =>
  (await app.ctx.db.execute(sql`select 1 from vendors where id = ${vendorId}`)).rows.length === 1;

for (const who of ['ADMIN', 'USER'] as const) {
  cell('vendorEdit', who, async () => {
    const vendor = await vendorWithBank();
    const res = await putVendor(as(who), { ...vendor, contactPerson: `Edited by ${who}` });
    expect(res.statusCode, res.body).toBe(202);
    expect(await vendorListed(vendor.vendorId)).toMatchObject({
      contactPerson: `Edited by ${who}`,
      bankAccountNumber: '123456789012',
    });
    expect((await vendorHistoryRows(vendor.vendorId)).at(-1)).toMatchObject({
      action: 'update',
      field: 'contactPerson',
      to_value: `Edited by ${who}`,
      changed_by: nameOf(as(who)),
    });
  });
}
cell('vendorChangeBankTax', 'ADMIN', async () => {
  const vendor = await vendorWithBank();
  const res = await putVendor(admin, {
    ...vendor,
    bankAccountNumber: '555566667777',
    bankIfsc: 'ICIC0009999',
  });
  expect(res.statusCode, res.body).toBe(202);
  expect(await vendorListed(vendor.vendorId)).toMatchObject({
    bankAccountNumber: '555566667777',
    bankIfsc: 'ICIC0009999',
  });
  expect((await vendorHistoryRows(vendor.vendorId)).slice(-2)).toEqual([
    {
      action: 'update',
      field: 'bankAccountNumber',
      from_value: '********9012',
      to_value: '********7777',
      changed_by: 'demoadmin',
    },
    {
      action: 'update',
      field: 'bankIfsc',
      from_value: 'HDFC0001234',
      to_value: 'ICIC0009999',
      changed_by: 'demoadmin',
    },
  ]);
});
cell('vendorChangeBankTax', 'USER', async () => {
  const vendor = await vendorWithBank();
  const before = await vendorHistoryRows(vendor.vendorId);
  for (const change of [
    { bankAccountNumber: '555566667777', bankIfsc: 'ICIC0009999' },
    { bankAccountName: 'Someone Else' },
    { gstin: '29AAPFU0939F1ZV' },
    { pan: 'BBPFU0939F' },
  ]) {
    const res = await putVendor(siteLead, { ...vendor, ...change });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: r.vendorBankAdminOnly });
  }
  expect(await vendorListed(vendor.vendorId)).toEqual(vendor);
  expect(await vendorHistoryRows(vendor.vendorId)).toEqual(before);
});
cell('vendorDelete', 'ADMIN', async () => {
  const vendor = await vendorWithBank();
  const res = await deleteVendor(admin, vendor.vendorId);
  expect(res.statusCode, res.body).toBe(202);
  expect(await vendorExists(vendor.vendorId)).toBe(false);
  expect((await vendorHistoryRows(vendor.vendorId)).at(-1)).toMatchObject({
    action: 'delete',
    from_value: vendor.vendorName,
    changed_by: 'demoadmin',
  });
});
cell('vendorDelete', 'USER', async () => {
  const vendor = await vendorWithBank();
  const before = await vendorHistoryRows(vendor.vendorId);
  const res = await deleteVendor(siteLead, vendor.vendorId);
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ message: r.vendorDeleteAdminOnly });
  expect(await vendorListed(vendor.vendorId)).toEqual(vendor);
  expect(await vendorHistoryRows(vendor.vendorId)).toEqual(before);
});
for (const who of ['ADMIN', 'USER'] as const) {
  cell('vendorBulkRemove', who, async () => {
    const { tag, vendorId } = await bulkUploaded();
    const res = await app.inject({
      method: 'DELETE',
      url: apiPath(API.vendorBulkRemove, { tenant: 'DEMO01', tag }),
      headers: keyHeaders(as(who)),
    });
    if (who === 'USER') {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: r.vendorBulkRemoveAdminOnly });
      expect(await vendorExists(vendorId)).toBe(true);
      expect((await vendorHistoryRows(vendorId)).map((h) => h.action)).toEqual(['create']);
      return;
    }
    expect(res.statusCode, res.body).toBe(202);
    expect(await vendorExists(vendorId)).toBe(false);
    expect((await vendorHistoryRows(vendorId)).map((h) => [h.action, h.changed_by])).toEqual([
      ['create', 'demoadmin'],
      ['delete', 'demoadmin'],
    ]);
  });
}

// ---------------------------------------------------------------- sites and company lists

/** A USER role type with Site Management and Admin (sitelead's role has neither module). */
let clerk: Caller | undefined;
async function siteClerk(): Promise<Caller> {
  if (clerk) return clerk;
  await adminOps.createRole(app.ctx.db, {
    company: 'DEMO01',
    name: 'RightsClerk',
    type: 'USER',
    modules: ['Site Management', 'Admin'],
  });
  await adminOps.createUser(app.ctx.db, {
    company: 'DEMO01',
    username: 'rightsclerk',
    password: 'Clerk@12345',
    firstName: 'Rights',
    lastName: 'Clerk',
    role: 'RightsClerk',
  });
  clerk = await caller(app, { userName: 'rightsclerk', password: 'Clerk@12345' });
  return clerk;
}
const siteCaller = async (who: RoleType) => (who === 'ADMIN' ? admin : siteClerk());
const siteCount = async () =>
  (await app.ctx.db.select().from(sites).where(eq(sites.tenantCode, 'DEMO01'))).length;

for (const who of ['ADMIN', 'USER'] as const) {
  cell('siteManage', who, async () => {
    const c = await siteCaller(who);
    const before = await siteCount();
    const body = { siteCode: `RGT${who}`, siteName: 'Rights Site', city: 'Pune', siteLead: '' };
    const created = await app.inject({
      method: 'POST',
      url: apiPath(API.sitesAdmin, { tenant: 'DEMO01' }),
      headers: auth(c.token),
      payload: body,
    });
    const target = ids.siteId('RST01');
    const edit = await app.inject({
      method: 'PUT',
      url: apiPath(API.siteActive, { tenant: 'DEMO01', siteId: target }),
      headers: auth(c.token),
      payload: { active: true },
    });
    if (who === 'ADMIN') {
      expect(created.statusCode).toBe(202);
      expect(edit.statusCode).toBe(202);
      expect(await siteCount()).toBe(before + 1);
    } else {
      expect(created.statusCode).toBe(403);
      expect(created.json()).toEqual({ message: sam.adminOnly });
      expect(edit.statusCode).toBe(403);
      expect(await siteCount()).toBe(before);
    }
  });

  cell('siteDeactivatedRecords', who, async () => {
    const added = await app.inject({
      method: 'POST',
      url: apiPath(API.sitesAdmin, { tenant: 'DEMO01' }),
      headers: auth(admin.token),
      payload: { siteCode: `OFF${who}`, siteName: 'Closed Site', city: 'Pune', siteLead: '' },
    });
    expect(added.statusCode).toBe(202);
    const { siteId, siteCode } = added.json().site as { siteId: number; siteCode: string };
    const onSite = await createPayable(admin, { erfSiteId: siteId, invoiceNumber: `OFF-${who}` });
    expect(onSite.statusCode).toBe(202);
    const closed = await app.inject({
      method: 'PUT',
      url: apiPath(API.siteActive, { tenant: 'DEMO01', siteId: String(siteId) }),
      headers: auth(admin.token),
      payload: { active: false },
    });
    expect(closed.statusCode).toBe(202);
    const refused = { message: sam.siteDeactivated(siteCode) };
    const payables = (await listPayables(app, admin)).length;
    const created = await createPayable(as(who), { erfSiteId: siteId, invoiceNumber: `OFF-${who}-2` });
    expect([created.statusCode, created.json()]).toEqual([400, refused]);
    const elsewhere = await payableAt('Invoice Raised', as(who));
    const moved = await updatePayable(as(who), elsewhere, { erfSiteId: siteId });
    expect([moved.statusCode, moved.json()]).toEqual([400, refused]);
    expect(await payable(elsewhere.vendorPayableId)).toEqual(elsewhere);
    expect((await listPayables(app, admin)).length).toBe(payables + 1);
    const advance = await createAdvance(as(who), { siteCode });
    expect([advance.statusCode, advance.json()]).toEqual([400, refused]);
    const pending = await advanceOf(as(who));
    const movedAdvance = await updateAdvance(as(who), { ...pending, siteCode });
    expect([movedAdvance.statusCode, movedAdvance.json()]).toEqual([400, refused]);
    // A payable already on the site keeps it through an edit.
    const kept = (await listPayables(app, admin)).find(
      (p) => p.vendorPayableId === onSite.json().vendorPayableId,
    );
    expect((await updatePayable(as(who), kept as Payable, { remarks: 'Kept' })).statusCode).toBe(202);
  });

  cell('companyListManage', who, async () => {
    const c = await siteCaller(who);
    const url = apiPath(API.companyList, { tenant: 'DEMO01', attributeName: 'vendor.category' });
    const listed = async () =>
      (await app.inject({ url, headers: auth(admin.token) })).json() as { id: number; value: string }[];
    const before = await listed();
    const res = await app.inject({
      method: 'POST',
      url,
      headers: auth(c.token),
      payload: { value: `Rights ${who}` },
    });
    if (who === 'ADMIN') {
      expect(res.statusCode).toBe(202);
      expect((await listed()).map((v) => v.value)).toContain('Rights ADMIN');
    } else {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: clm.adminOnly });
      const first = before[0] as { id: number; value: string };
      const rename = await app.inject({
        method: 'PUT',
        url: apiPath(API.companyListValue, {
          tenant: 'DEMO01',
          attributeName: 'vendor.category',
          id: first.id,
        }),
        headers: auth(c.token),
        payload: { value: 'Renamed by a USER' },
      });
      expect(rename.statusCode).toBe(403);
      expect(await listed()).toEqual(before);
    }
  });
}
// ---------------------------------------------------------------- company administration

/** A user of a USER-type role that does include module Admin, signed in with a password of their own. */
async function adminModuleUser(userName = 'adminmoduser', roleName = 'AdminModuleUser'): Promise<string> {
  const role = await app.inject({
    method: 'POST',
    url: API.adminRoles,
    headers: auth(admin.token),
    payload: { name: roleName, roleType: 'USER', modules: [{ moduleName: 'Admin', rights: [] }] },
  });
  expect(role.statusCode).toBe(202);
  const created = await app.inject({
    method: 'POST',
    url: API.adminUsers,
    headers: auth(admin.token),
    payload: { userName, firstName: 'Module', lastName: 'User', roleName },
  });
  const { oneTimePassword } = created.json() as { oneTimePassword: string };
  const first = await login(app, userName, oneTimePassword);
  const changed = await app.inject({
    method: 'POST',
    url: API.changePassword,
    headers: auth(first),
    payload: { currentPassword: oneTimePassword, newPassword: 'Module@1234', confirmPassword: 'Module@1234' },
  });
  return (changed.json() as { jwt: string }).jwt;
}
const adminAuditCount = async () =>
  (
    (await app.ctx.db.execute(
      sql`select count(*)::int as n from admin_audit where tenant_code = 'DEMO01'`,
    )) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]?.n;

cell('companyAdmin', 'ADMIN', async () => {
  const before = await adminAuditCount();
  const res = await app.inject({
    method: 'POST',
    url: API.adminUsers,
    headers: auth(admin.token),
    payload: { userName: 'rightsnewuser', firstName: 'Rights', lastName: 'User', roleName: 'SiteLead' },
  });
  expect(res.statusCode).toBe(202);
  expect(await adminAuditCount()).toBe((before ?? 0) + 1);
  const listed = await app.inject({ url: `${API.adminUsers}?q=rightsnewuser`, headers: auth(admin.token) });
  expect(listed.json()).toMatchObject([{ userName: 'rightsnewuser', roleName: 'SiteLead' }]);
});
cell('companyAdmin', 'USER', async () => {
  const token = await adminModuleUser();
  const before = await adminAuditCount();
  for (const [method, url, payload] of [
    ['GET', API.adminUsers, undefined],
    ['GET', API.adminRoles, undefined],
    ['GET', API.adminProfile, undefined],
    ['GET', API.adminAudit, undefined],
    [
      'POST',
      API.adminUsers,
      { userName: 'neverstored', firstName: 'N', lastName: 'S', roleName: 'SiteLead' },
    ],
  ] as const) {
    const res = await app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: adminMessages.adminOnly });
  }
  expect(await adminAuditCount()).toBe(before);
  const users = await app.inject({ url: `${API.adminUsers}?q=neverstored`, headers: auth(admin.token) });
  expect(users.json()).toEqual([]);
});

// The company's document storage against its quota: an administrator's to see.
cell('storageView', 'ADMIN', async () => {
  const res = await app.inject({ url: API.adminStorage, headers: auth(admin.token) });
  expect(res.statusCode).toBe(202);
  const [stored] = (
    (await app.ctx.db.execute(
      sql`select coalesce(sum(size_bytes), 0)::int as bytes, count(*)::int as n from documents where tenant_code = 'DEMO01'`,
    )) as unknown as { rows: { bytes: number; n: number }[] }
  ).rows;
  expect(res.json()).toMatchObject({ usedBytes: stored?.bytes, documentCount: stored?.n });
  expect(res.json().quotaBytes).toBeGreaterThan(0);
});
cell('storageView', 'USER', async () => {
  // A USER role type holding module Admin: refused for the role type, not the module.
  const token = await adminModuleUser('storagemoduser', 'StorageModuleUser');
  const res = await app.inject({ url: API.adminStorage, headers: auth(token) });
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ message: adminMessages.adminOnly });
  const sitelead = await app.inject({ url: API.adminStorage, headers: auth(siteLead.token) });
  expect(sitelead.statusCode).toBe(403);
});

// The company's own administrator rotates its API key (Admin → Profile).
const keyHash = async () =>
  (
    (await app.ctx.db.execute(
      sql`select api_key_hash as hash from companies where company_code = 'DEMO01'`,
    )) as unknown as { rows: { hash: string }[] }
  ).rows[0]?.hash as string;
const rotateOwnKey = (token: string) =>
  app.inject({ method: 'POST', url: API.adminApiKey, headers: auth(token) });
cell('companyApiKeyRotate', 'ADMIN', async () => {
  const before = await keyHash();
  const audits = await adminAuditCount();
  const res = await rotateOwnKey(admin.token);
  try {
    expect(res.statusCode).toBe(202);
    const { apiKey } = res.json() as { apiKey: string };
    expect(apiKey).toMatch(/^[0-9a-f]{48}$/);
    expect(await keyHash()).toBe(createHash('sha256').update(apiKey).digest('hex'));
    expect(await adminAuditCount()).toBe((audits ?? 0) + 1);
  } finally {
    // The other cells' session values are derived from the hash: put it back.
    await app.ctx.db.execute(
      sql`update companies set api_key_hash = ${before} where company_code = 'DEMO01'`,
    );
  }
  const payables = apiPath(API.payablesForTenant, { tenantCode: 'DEMO01' });
  await expect
    .poll(async () => (await app.inject({ url: payables, headers: keyHeaders(admin) })).statusCode, {
      timeout: 5_000,
    })
    .toBe(202);
});
cell('companyApiKeyRotate', 'USER', async () => {
  const token = await adminModuleUser('keymoduser', 'KeyModuleUser');
  const before = await keyHash();
  for (const who of [token, siteLead.token]) {
    const res = await rotateOwnKey(who);
    expect(res.statusCode).toBe(403);
  }
  expect((await rotateOwnKey(token)).json()).toEqual({ message: adminMessages.adminOnly });
  expect(await keyHash()).toBe(before);
});

// The company's settings (Admin → Profile): its time zone and the remittance-advice switch.
const companySettings = async () =>
  (
    (await app.ctx.db.execute(
      sql`select time_zone as "timeZone", remittance_advice as "remittanceAdvice" from companies where company_code = 'DEMO01'`,
    )) as unknown as { rows: { timeZone: string; remittanceAdvice: boolean }[] }
  ).rows[0];
const putSettings = (token: string, body: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: API.adminProfile, headers: auth(token), payload: body });
cell('companySettingsEdit', 'ADMIN', async () => {
  const before = await companySettings();
  const audits = await adminAuditCount();
  try {
    const res = await putSettings(admin.token, { timeZone: 'Asia/Dubai', remittanceAdvice: true });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({
      companyCode: 'DEMO01',
      timeZone: 'Asia/Dubai',
      remittanceAdvice: true,
    });
    expect(await companySettings()).toEqual({ timeZone: 'Asia/Dubai', remittanceAdvice: true });
    expect(await adminAuditCount()).toBe((audits ?? 0) + 1);
    const unknownZone = await putSettings(admin.token, { timeZone: 'Mars/Olympus', remittanceAdvice: true });
    expect(unknownZone.statusCode).toBe(400);
    expect(unknownZone.json()).toEqual({ message: adminMessages.timeZoneUnknown });
  } finally {
    if (before) await putSettings(admin.token, before);
  }
  expect(await companySettings()).toEqual(before);
});
cell('companySettingsEdit', 'USER', async () => {
  const token = await adminModuleUser('settingsmoduser', 'SettingsModuleUser');
  const before = await companySettings();
  for (const who of [token, siteLead.token]) {
    const res = await putSettings(who, { timeZone: 'UTC', remittanceAdvice: true });
    expect(res.statusCode).toBe(403);
  }
  expect((await putSettings(token, { timeZone: 'UTC', remittanceAdvice: true })).json()).toEqual({
    message: adminMessages.adminOnly,
  });
  expect(await companySettings()).toEqual(before);
});

// Admin → Mail: the company's mail outbox, an administrator's to read and send again.
const queueTestMail = async (tenantCode: string, subject: string, status: 'dead' | 'kept' = 'dead') => {
  const [id] = await queueMail(app.ctx.db, [
    {
      tenantCode,
      userId: null,
      kind: 'digest',
      to: 'rights@example.in',
      subject,
      text: 'T',
      html: '<p>T</p>',
    },
  ]);
  await app.ctx.db.execute(
    sql`update mail_outbox set status = ${status}, attempts = 6, last_error = 'refused' where id = ${id}`,
  );
  return id as number;
};
const mailRow = async (id: number) =>
  (
    (await app.ctx.db.execute(
      sql`select status, attempts, last_error as "lastError" from mail_outbox where id = ${id}`,
    )) as unknown as { rows: { status: string; attempts: number; lastError: string | null }[] }
  ).rows[0];
cell('mailView', 'ADMIN', async () => {
  const own = await queueTestMail('DEMO01', 'Rights mail of DEMO01');
  await queueTestMail('BETA01', 'Rights mail of BETA01');
  const res = await app.inject({ url: `${API.adminMail}?status=dead&size=100`, headers: auth(admin.token) });
  expect(res.statusCode).toBe(202);
  const page = res.json() as { items: { id: number; subject: string }[]; total: number };
  expect(page.items.map((m) => m.subject)).toContain('Rights mail of DEMO01');
  expect(page.items.map((m) => m.subject)).not.toContain('Rights mail of BETA01');
  expect(page.items.find((m) => m.id === own)).toMatchObject({ status: 'dead', lastError: 'refused' });
});
cell('mailView', 'USER', async () => {
  const token = await adminModuleUser('mailmoduser', 'MailModuleUser');
  for (const who of [token, siteLead.token]) {
    const res = await app.inject({ url: API.adminMail, headers: auth(who) });
    expect(res.statusCode).toBe(403);
  }
  expect((await app.inject({ url: API.adminMail, headers: auth(token) })).json()).toEqual({
    message: adminMessages.adminOnly,
  });
});
const resend = (token: string, id: number) =>
  app.inject({ method: 'POST', url: apiPath(API.adminMailResend, { mailId: id }), headers: auth(token) });
cell('mailResend', 'ADMIN', async () => {
  const id = await queueTestMail('DEMO01', 'Rights resend');
  const res = await resend(admin.token, id);
  expect(res.statusCode).toBe(202);
  expect(res.json()).toMatchObject({ id, status: 'queued', attempts: 0, lastError: null });
  // Another company's mail is not found, and stays as it was.
  const beta = await queueTestMail('BETA01', 'Rights resend of BETA01');
  expect((await resend(admin.token, beta)).statusCode).toBe(404);
  expect(await mailRow(beta)).toMatchObject({ status: 'dead', attempts: 6 });
});
cell('mailResend', 'USER', async () => {
  const token = await adminModuleUser('mailresenduser', 'MailResendUser');
  const id = await queueTestMail('DEMO01', 'Rights resend refused');
  for (const who of [token, siteLead.token]) expect((await resend(who, id)).statusCode).toBe(403);
  expect(await mailRow(id)).toMatchObject({ status: 'dead', attempts: 6, lastError: 'refused' });
});

// The approval queue, Waiting for me.
const decideFromQueue = (c: Caller, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: API.approvalDecision, payload: body, headers: auth(c.token) });
cell('queueDecide', 'ADMIN', async () => {
  const record = await advanceOf(siteLead);
  const res = await decideFromQueue(admin, {
    kind: 'advance',
    id: record.advanceRequestId,
    decision: 'approve',
    comment: 'Within budget',
  });
  expect(res.statusCode).toBe(202);
  expect(await advanceRow(record.advanceRequestId)).toMatchObject({
    status: 'Approved',
    updatedBy: 'demoadmin',
  });
  expect((await advanceHistoryOf(record.advanceRequestId)).at(-1)).toMatchObject({
    fromStatus: 'Pending',
    toStatus: 'Approved',
    reason: 'Within budget',
    changedBy: 'demoadmin',
  });
});
cell('queueDecide', 'USER', async () => {
  const record = await advanceOf(admin);
  const res = await decideFromQueue(siteLead, {
    kind: 'advance',
    id: record.advanceRequestId,
    decision: 'approve',
  });
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ message: qm.adminOnly });
  expect(await advanceRow(record.advanceRequestId)).toMatchObject({ status: 'Pending' });
  expect(await advanceHistoryOf(record.advanceRequestId)).toHaveLength(1);
});
cell('queueDecideOwn', 'ADMIN', async () => {
  const record = await advanceOf(admin);
  const res = await decideFromQueue(admin, {
    kind: 'advance',
    id: record.advanceRequestId,
    decision: 'approve',
  });
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ message: qm.notYourOwn });
  expect(await advanceRow(record.advanceRequestId)).toMatchObject({ status: 'Pending' });
  expect(await advanceHistoryOf(record.advanceRequestId)).toHaveLength(1);
});
cell('queueDecideOwn', 'USER', async () => {
  const record = await advanceOf(siteLead);
  const res = await decideFromQueue(siteLead, {
    kind: 'advance',
    id: record.advanceRequestId,
    decision: 'reject',
    comment: 'Mine',
  });
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ message: qm.adminOnly });
  expect(await advanceRow(record.advanceRequestId)).toMatchObject({ status: 'Pending' });
  expect(await advanceHistoryOf(record.advanceRequestId)).toHaveLength(1);
});

// ---------------------------------------------------------------- vendor rating

/** A site of DEMO01 nobody works on (no lead, no payable made there by sitelead). */
let quietSiteId = 0;
const quietSite = async () => {
  if (quietSiteId === 0) {
    const [row] = await app.ctx.db
      .insert(sites)
      .values({ tenantCode: 'DEMO01', siteCode: 'QST31', siteName: 'Quiet Site', createdBy: 'demoadmin' })
      .returning({ id: sites.id });
    quietSiteId = row?.id ?? 0;
  }
  return quietSiteId;
};
/** sitelead works on RST01: a payable of theirs there. */
const siteLeadWorksOnRst01 = () => payableAt('Invoice Raised', siteLead);
const rateBill = (c: Caller, payableId: number, comment = 'Fine work') =>
  app.inject({
    method: 'POST',
    url: apiPath(API.vendorRatings, { tenant: 'DEMO01' }),
    headers: auth(c.token),
    payload: { payableId, quality: 4, timeliness: 3, price: 5, comment },
  });
const ratingRows = async (payableId: number) =>
  (
    await app.ctx.db.execute(
      sql`select r.rated_by, r.quality, r.comment, r.comment_hidden, h.action, h.changed_by, h.reason
          from vendor_ratings r join vendor_rating_history h on h.rating_id = r.id
          where r.payable_id = ${payableId} order by h.id`,
    )
  ).rows as Record<string, unknown>[];
/** A rating by `author` of a new approved RST01 bill. */
const ratedBy = async (author: Caller) => {
  await siteLeadWorksOnRst01();
  const bill = await payableAt('Invoice Approved', admin);
  const res = await rateBill(author, bill.vendorPayableId);
  expect(res.statusCode, res.body).toBe(202);
  return { bill, ratingId: (res.json() as { ratingId: number }).ratingId };
};
const editRating = (c: Caller, ratingId: number) =>
  app.inject({
    method: 'PUT',
    url: apiPath(API.vendorRating, { tenant: 'DEMO01', ratingId }),
    headers: auth(c.token),
    payload: { quality: 2, timeliness: 3, price: 5, comment: 'Changed my mind' },
  });

for (const who of ['ADMIN', 'USER'] as const) {
  cell('vendorRate', who, async () => {
    await siteLeadWorksOnRst01();
    const bill = await payableAt('Invoice Approved', admin);
    const res = await rateBill(as(who), bill.vendorPayableId);
    expect(res.statusCode, res.body).toBe(202);
    expect(await ratingRows(bill.vendorPayableId)).toEqual([
      expect.objectContaining({
        rated_by: nameOf(as(who)),
        quality: 4,
        action: 'rate',
        changed_by: nameOf(as(who)),
      }),
    ]);
  });
  cell('vendorRatingEditLate', who, async () => {
    const { bill, ratingId } = await ratedBy(as(who));
    await app.ctx.db.execute(
      sql`update vendor_ratings set created_at = now() - interval '8 days' where id = ${ratingId}`,
    );
    const res = await editRating(as(who), ratingId);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: vrm.editWindowOver(7) });
    expect(await ratingRows(bill.vendorPayableId)).toHaveLength(1);
  });
  for (const whose of ['own', 'others'] as const) {
    cell('vendorRatingEdit', who, whose, async () => {
      const author = whose === 'own' ? as(who) : other(who);
      const { bill, ratingId } = await ratedBy(author);
      const res = await editRating(as(who), ratingId);
      if (whose === 'own') {
        expect(res.statusCode, res.body).toBe(202);
        expect((await ratingRows(bill.vendorPayableId)).map((row) => [row.action, row.quality])).toEqual([
          ['rate', 2],
          ['edit', 2],
        ]);
      } else {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: vrm.notYourRating });
        expect(await ratingRows(bill.vendorPayableId)).toEqual([
          expect.objectContaining({ quality: 4, action: 'rate', changed_by: nameOf(author) }),
        ]);
      }
    });
  }
}
cell('vendorRateUnapproved', 'ADMIN', async () => {
  const bill = await payableAt('Invoice Raised', admin);
  const res = await rateBill(admin, bill.vendorPayableId);
  expect(res.statusCode, res.body).toBe(202);
  expect(await ratingRows(bill.vendorPayableId)).toHaveLength(1);
});
cell('vendorRateUnapproved', 'USER', async () => {
  const bill = await siteLeadWorksOnRst01();
  const res = await rateBill(siteLead, bill.vendorPayableId);
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ message: vrm.notApproved('Invoice Raised') });
  expect(await ratingRows(bill.vendorPayableId)).toEqual([]);
});
cell('vendorRateOtherSite', 'ADMIN', async () => {
  const bill = await payableAt('Invoice Approved', admin, { erfSiteId: await quietSite() });
  const res = await rateBill(admin, bill.vendorPayableId);
  expect(res.statusCode, res.body).toBe(202);
});
cell('vendorRateOtherSite', 'USER', async () => {
  const bill = await payableAt('Invoice Approved', admin, { erfSiteId: await quietSite() });
  const res = await rateBill(siteLead, bill.vendorPayableId);
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ message: vrm.notYourSite });
  expect(await ratingRows(bill.vendorPayableId)).toEqual([]);
});
for (const who of ['ADMIN', 'USER'] as const) {
  cell('vendorRatingHideComment', who, async () => {
    const { bill, ratingId } = await ratedBy(siteLead);
    const res = await app.inject({
      method: 'PUT',
      url: apiPath(API.vendorRatingHide, { tenant: 'DEMO01', ratingId }),
      headers: auth(as(who).token),
      payload: { reason: 'Offensive' },
    });
    const rows = await ratingRows(bill.vendorPayableId);
    if (who === 'ADMIN') {
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toMatchObject({ comment: '', commentHidden: true, hiddenReason: 'Offensive' });
      expect(rows.at(-1)).toMatchObject({ action: 'hide', changed_by: 'demoadmin', reason: 'Offensive' });
    } else {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: vrm.hideAdminOnly });
      expect(rows).toEqual([expect.objectContaining({ comment: 'Fine work', comment_hidden: false })]);
    }
  });
}

// ---------------------------------------------------------------- the tests

/** Every cell of the table: both role types, and own / others' where a role type's reach is 'own'. */
const expectedCells = Object.entries(RIGHTS).flatMap(([name, right]: [string, Right]) => {
  const byOwner = right.ADMIN === 'own' || right.USER === 'own';
  return (['ADMIN', 'USER'] as const).flatMap((who) =>
    byOwner
      ? (['own', 'others'] as const).map((whose) => cellName(name as RightName, who, whose))
      : [cellName(name as RightName, who)],
  );
});

describe('rights inside a company: one test per cell of the table', () => {
  it('every cell of the rights table has a test, and no test names a cell the table lacks', () => {
    expect([...cells.keys()].sort()).toEqual([...expectedCells].sort());
  });

  for (const [name, run] of cells) it(name, run);
});

describe('earlier findings, as a USER role type (sitelead) tried them', () => {
  it("an admin's pending advance cannot be edited (100 → 999,999,999): 403, unchanged", async () => {
    const record = await advanceOf(admin);
    const res = await updateAdvance(siteLead, { ...record, requestedAmount: 999_999_999 });
    expect(res.statusCode).toBe(403);
    expect(await advanceRow(record.advanceRequestId)).toMatchObject({ requestedAmount: 100 });
  });

  it('a document of a Closed payable cannot be removed: 400, no change', async () => {
    const doc = await uploadPayableDoc(siteLead, 'closed.pdf');
    const record = await payableAt('Closed', admin, { vendorDocumentIds: String(doc) });
    expect((await removeDoc(siteLead, doc)).statusCode).toBe(400);
    expect(await payable(record.vendorPayableId)).toEqual(record);
  });

  it('a payable cannot be moved straight to Payment Settled nor created as Closed: 403', async () => {
    const record = await payableAt('Invoice Raised', siteLead);
    expect((await updatePayable(siteLead, record, { status: 'Payment Settled' })).statusCode).toBe(403);
    expect((await createPayable(siteLead, { status: 'Closed' })).statusCode).toBe(403);
  });

  it("no 999,999,999.99 expense on someone else's 40,000 advance (ADV00003, demoadmin's): 403", async () => {
    const id = advances.ADV00003 as number;
    const before = await expensesOf(id);
    const res = await addExpense(siteLead, id, { expenseAmount: 999_999_999.99 });
    expect(res.statusCode).toBe(403);
    expect(await expensesOf(id)).toEqual(before);
  });
});

describe('the demo data keeps the rights table', () => {
  it('every seeded payable step by sitelead is one a USER may make, and the history names who made each', async () => {
    const { rows } = await app.ctx.db.execute<{
      payable_id: number;
      status: string;
      updated_by: string;
      action: string;
    }>(
      sql`select payable_id, status, updated_by, action from payable_history
           where tenant_code = 'DEMO01' order by payable_id, id`,
    );
    expect(rows.length).toBeGreaterThan(10);
    let previous: { payable_id: number; status: string } | undefined;
    for (const row of rows) {
      const from = previous && previous.payable_id === row.payable_id ? previous.status : undefined;
      if (from === undefined) expect(row.action).toBe('create');
      if (row.updated_by === 'sitelead' && from !== undefined) {
        expect(() => requirePayableStatusChange({ roleType: 'USER' }, from, row.status, '')).not.toThrow();
      }
      previous = row;
    }
  });

  it('every advance has its create row, a row for its change of status, and a row per expense (added less deleted)', async () => {
    const { rows } = await app.ctx.db.execute<{
      status: string;
      creates: number;
      decisions: number;
      spent: number;
      expenses: number;
    }>(
      sql`select a.status,
                 (select count(*)::int from advance_history h where h.advance_request_id = a.id and h.action = 'create') as creates,
                 (select min(h.to_status) from advance_history h where h.advance_request_id = a.id and h.action = 'create') as created_as,
                 (select count(*)::int from advance_history h where h.advance_request_id = a.id and h.action = 'update') as decisions,
                 (select count(*)::int from advance_history h where h.advance_request_id = a.id and h.action = 'expense added')
                   - (select count(*)::int from advance_history h where h.advance_request_id = a.id and h.action = 'expense deleted') as spent,
                 (select count(*)::int from expenses e where e.advance_request_id = a.id) as expenses
            from advance_requests a where a.tenant_code in ('DEMO01', 'BETA01')`,
    );
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(row.creates).toBe(1);
      // An advance whose status is not the one it was created with has a row for each change.
      expect(row.decisions).toBeGreaterThanOrEqual(row.status === row.created_as ? 0 : 1);
      expect(row.spent).toBe(row.expenses);
    }
  });
});
