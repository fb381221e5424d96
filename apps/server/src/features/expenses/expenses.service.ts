import {
  ADVANCE_STATUS_APPROVED,
  type AdvanceSpending,
  ATTRIBUTE,
  type ExpenseCreate,
  type ExpenseListQuery,
  type ExpenseRecord,
  type ExpenseUpdate,
  type ListPage,
  type MyAdvanceTotals,
  type MyExpense,
  type MyExpenseListQuery,
  advanceServerMessages as m,
  READ_ONLY_ADVANCE_STATUSES,
  rightsMessages as r,
} from '@sitebook/contract';
import type { Db } from '../../db/client.js';
import { companyOrGlobalValueExists } from '../../db/lookups.js';
import { type AdvanceRow, findAdvance, insertHistory, spending } from '../../domain/advance-records.js';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { checkDocumentIds } from '../../lib/documents/document-store.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { WholeListSource } from '../../lib/heavy-calls.js';
import { mapPage, type PageRequest } from '../../lib/list-page.js';
import { listQueryParts } from '../../lib/list-query.js';
import { formatMoney, paise } from '../../lib/money.js';
import { isOwn, may, requireRight } from '../../lib/rights.js';
import * as repo from './expenses.repo.js';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

const toExpense = (row: repo.ExpenseRow): ExpenseRecord => ({
  expenseId: row.id,
  expenseType: row.expenseType,
  expenseAmount: Number(row.expenseAmount),
  expenseDate: row.expenseDate,
  remarks: row.remarks,
  documentIds: row.documentIds,
  createdBy: row.createdBy,
  createdDate: iso(row.createdAt),
  updatedBy: row.updatedBy,
  updatedDate: row.updatedAt ? iso(row.updatedAt) : null,
});

/** An expense as a history row keeps it before and after a change. */
const describe = (
  e: Pick<repo.ExpenseRow, 'expenseType' | 'expenseAmount' | 'expenseDate' | 'remarks' | 'documentIds'>,
) =>
  [
    `${e.expenseType} ${e.expenseAmount} on ${e.expenseDate}`,
    e.remarks && `remarks: ${e.remarks}`,
    e.documentIds && `receipt: ${e.documentIds}`,
  ]
    .filter(Boolean)
    .join('; ')
    .slice(0, 600);

/** The amount expenses may reach: the approved amount (the requested one for rows approved before it was kept). */
const approvedOf = (advance: AdvanceRow) => advance.approvedAmount ?? advance.requestedAmount;

/**
 * Refuses (400) a change that raises the spent total of `advance` past what may be spent — the
 * approved amount, less what the holder returned, plus what was reimbursed — unless an
 * administrator allowed overspend on it. `before` and `after` are the amounts of the expense the
 * change replaces (0 for a new one) and records. The advance row must be locked by the caller's
 * transaction, so two expenses recorded at once cannot both pass on the same spent total.
 */
async function checkWithinApproved(db: Db, advance: AdvanceRow, before: bigint, after: bigint) {
  if (advance.overspendAllowed || after <= before) return;
  const figures = await spending(db, advance.tenantCode, advance.id, null);
  const total = paise(figures.spent) - before + after;
  const approved = paise(approvedOf(advance));
  const settledBack = paise(figures.returned) - paise(figures.reimbursed);
  if (total <= approved - settledBack) return;
  throw badRequest(
    settledBack === 0n
      ? m.overspend(formatMoney(total), formatMoney(approved))
      : m.overspendAfterReturns(formatMoney(total), formatMoney(approved - settledBack)),
  );
}

const validType = async (db: Db, tenantCode: string, expenseType: string) => {
  if (!(await companyOrGlobalValueExists(db, tenantCode, ATTRIBUTE.expenseOtherExpenses, expenseType))) {
    throw badRequest(m.expenseTypeNotInList);
  }
};

/** One of the tenant's advances, else 404 (another tenant's advance is not found). */
export async function requireAdvance(ctx: AppContext, auth: AuthContext, advanceRequestId: number) {
  const advance = await findAdvance(ctx.db, auth.companyCode, advanceRequestId);
  if (!advance) throw notFound(m.notFound);
  return advance;
}

/**
 * The expenses of one of the tenant's advances, oldest first: the spec's plain call (read a
 * batch at a time, at most UNPAGED_LIST_MAX_ROWS; lib/heavy-calls.ts). 404 for another tenant's advance.
 */
export async function wholeExpenseList(
  ctx: AppContext,
  auth: AuthContext,
  advanceRequestId: number,
): Promise<WholeListSource<repo.ExpenseRow, ExpenseRecord>> {
  await requireAdvance(ctx, auth, advanceRequestId);
  return {
    read: (batch) => repo.listExpenses(ctx.db, auth.companyCode, advanceRequestId, batch),
    idOf: (row) => row.id,
    answer: (rows) => rows.map(toExpense),
    count: () => repo.countExpenses(ctx.db, auth.companyCode, advanceRequestId),
  };
}

/**
 * A page of one advance's expenses, searched, filtered or sorted as asked (plain: oldest
 * first), with the count (capped at LIST_COUNT_CAP + 1, which an advance's expenses never reach).
 */
export async function listExpensesQueried(
  ctx: AppContext,
  auth: AuthContext,
  advanceRequestId: number,
  query: ExpenseListQuery,
  page: PageRequest,
): Promise<ListPage<ExpenseRecord>> {
  await requireAdvance(ctx, auth, advanceRequestId);
  const { sort, filter } = listQueryParts(query);
  const rows = await repo.listFilteredExpensesPage(
    ctx.db,
    {
      where: repo.advanceExpenseWhere(auth.companyCode, advanceRequestId, filter),
      order: repo.expenseOrder(sort, 'id,asc'),
      searched: filter.q !== undefined,
    },
    page,
  );
  return mapPage(rows, toExpense);
}

/** Requested, approved, spent, returned, reimbursed and remaining of one of the tenant's advances (sums by the database). */
export async function getSpending(
  ctx: AppContext,
  auth: AuthContext,
  advanceRequestId: number,
): Promise<AdvanceSpending> {
  const advance = await requireAdvance(ctx, auth, advanceRequestId);
  const approved = advance.approvedAmount;
  const { spent, returned, reimbursed, remaining } = await spending(
    ctx.db,
    auth.companyCode,
    advance.id,
    approved,
  );
  return {
    advanceRequestId: advance.id,
    advanceId: advance.advanceId,
    status: advance.status,
    requestedBy: advance.requestedBy,
    requestedAmount: Number(advance.requestedAmount),
    approvedAmount: approved === null ? null : Number(approved),
    spentAmount: Number(spent),
    remainingAmount: remaining === null ? null : Number(remaining),
    returnedAmount: Number(returned),
    reimbursedAmount: Number(reimbursed),
    settledBy: advance.settledBy,
    settledDate: advance.settledAt ? iso(advance.settledAt) : null,
    overspendAllowed: advance.overspendAllowed,
    overspendReason: advance.overspendReason,
    readOnly: READ_ONLY_ADVANCE_STATUSES.includes(advance.status),
    // The same rule createExpense enforces, so the screen offers no form the server would refuse.
    mayAddExpense:
      advance.status === ADVANCE_STATUS_APPROVED &&
      may(auth, 'expenseAdd', isOwn(auth, advance.requestedBy, advance.createdBy)),
  };
}

/**
 * Records an expense against an Approved advance (the advance row is locked meanwhile): a USER
 * role type only against their own advance (403), an ADMIN role type against any; the spent total
 * may not pass the approved amount unless overspend is allowed (400). The advance's history gets an
 * 'expense added' row in the same transaction.
 */
export async function createExpense(ctx: AppContext, auth: AuthContext, input: ExpenseCreate) {
  await validType(ctx.db, auth.companyCode, input.expenseType);
  return ctx.db.transaction(async (tx) => {
    const advance = await findAdvance(tx, auth.companyCode, input.advanceRequestId, true);
    if (!advance) throw notFound(m.notFound);
    if (advance.status !== ADVANCE_STATUS_APPROVED) throw badRequest(m.expenseOnlyApproved);
    requireRight(
      auth,
      'expenseAdd',
      r.expenseNotYourAdvance,
      isOwn(auth, advance.requestedBy, advance.createdBy),
    );
    const amount = input.expenseAmount.toFixed(2);
    await checkWithinApproved(tx, advance, 0n, paise(amount));
    const documentIds = await checkDocumentIds(tx, auth.companyCode, input.documentIds, [
      'expense',
      'advance',
    ]);
    const row = await repo.insertExpense(tx, {
      tenantCode: auth.companyCode,
      advanceRequestId: advance.id,
      expenseType: input.expenseType,
      expenseAmount: amount,
      expenseDate: input.expenseDate,
      remarks: input.remarks,
      documentIds,
      createdBy: auth.userName,
    });
    await insertHistory(tx, {
      row: advance,
      action: 'expense added',
      fromStatus: advance.status,
      by: auth.userName,
      reason: `Expense ${row.id}: ${row.expenseType} ${row.expenseAmount}`,
      expenseId: row.id,
      toValue: describe(row),
    });
    return { expenseId: row.id, message: m.expenseCreated(advance.advanceId) };
  });
}

/**
 * The expense `expenseId` and its advance, locked for a change: the advance must be Approved (400),
 * and the caller the expense's author or an ADMIN role type (`right`, 403).
 */
async function lockForChange(
  tx: Db,
  auth: AuthContext,
  expenseId: number,
  right: 'expenseEdit' | 'expenseDelete',
) {
  const found = await repo.findExpense(tx, auth.companyCode, expenseId);
  if (!found) throw notFound(m.expenseNotFound);
  const advance = await findAdvance(tx, auth.companyCode, found.advanceRequestId, true);
  // Read again under the advance's lock: every change of an expense takes that lock first.
  const expense = await repo.findExpense(tx, auth.companyCode, expenseId);
  if (!advance || !expense) throw notFound(m.expenseNotFound);
  if (advance.status !== ADVANCE_STATUS_APPROVED) throw badRequest(m.expenseChangeOnlyApproved);
  requireRight(auth, right, r.expenseNotYours, isOwn(auth, expense.createdBy));
  return { advance, expense };
}

/** Edits an expense (lockForChange), keeping the spent total within the approved amount; one history row. */
export async function updateExpense(ctx: AppContext, auth: AuthContext, input: ExpenseUpdate) {
  await validType(ctx.db, auth.companyCode, input.expenseType);
  return ctx.db.transaction(async (tx) => {
    const { advance, expense } = await lockForChange(tx, auth, input.expenseId, 'expenseEdit');
    const amount = input.expenseAmount.toFixed(2);
    await checkWithinApproved(tx, advance, paise(expense.expenseAmount), paise(amount));
    const documentIds = await checkDocumentIds(tx, auth.companyCode, input.documentIds, [
      'expense',
      'advance',
    ]);
    const row = await repo.updateExpense(tx, auth.companyCode, expense.id, {
      expenseType: input.expenseType,
      expenseAmount: amount,
      expenseDate: input.expenseDate,
      remarks: input.remarks,
      documentIds,
      updatedBy: auth.userName,
    });
    await insertHistory(tx, {
      row: advance,
      action: 'expense updated',
      fromStatus: advance.status,
      by: auth.userName,
      reason: `Expense ${row.id}: ${row.expenseType} ${row.expenseAmount}`,
      expenseId: row.id,
      fromValue: describe(expense),
      toValue: describe(row),
    });
    return { expenseId: row.id, message: m.expenseUpdated(advance.advanceId) };
  });
}

/** Deletes an expense (lockForChange); the history row keeps what it was. */
export async function deleteExpense(ctx: AppContext, auth: AuthContext, expenseId: number) {
  return ctx.db.transaction(async (tx) => {
    const { advance, expense } = await lockForChange(tx, auth, expenseId, 'expenseDelete');
    await repo.deleteExpense(tx, auth.companyCode, expense.id);
    await insertHistory(tx, {
      row: advance,
      action: 'expense deleted',
      fromStatus: advance.status,
      by: auth.userName,
      reason: `Expense ${expense.id}: ${expense.expenseType} ${expense.expenseAmount}`,
      expenseId: expense.id,
      fromValue: describe(expense),
    });
    return { expenseId: expense.id, message: m.expenseDeleted(advance.advanceId) };
  });
}

const firstId = (documentIds: string) => {
  const first = documentIds.split(',').find((id) => /^\d+$/.test(id.trim()));
  return first === undefined ? null : Number(first.trim());
};

const toMyExpense = (row: repo.MyExpenseRow): MyExpense => ({
  expenseId: row.id,
  advanceRequestId: row.advanceRequestId,
  advanceId: row.advanceId,
  siteCode: row.siteCode,
  advanceStatus: row.advanceStatus,
  expenseType: row.expenseType,
  expenseAmount: Number(row.expenseAmount),
  expenseDate: row.expenseDate,
  remarks: row.remarks,
  documentIds: row.documentIds,
  receiptDocumentId: firstId(row.documentIds),
  createdBy: row.createdBy,
  createdDate: iso(row.createdAt),
});

/** The caller's own expenses (of the advances they requested, in their company), newest first. */
/** My Expenses unpaged, newest first (a batch at a time, at most UNPAGED_LIST_MAX_ROWS). */
export function wholeMyExpenseList(
  ctx: AppContext,
  auth: AuthContext,
): WholeListSource<repo.MyExpenseRow, MyExpense> {
  return {
    read: (batch) => repo.listMyExpenses(ctx.db, auth.companyCode, auth.userName, batch),
    idOf: (row) => row.id,
    answer: (rows) => rows.map(toMyExpense),
    count: () => repo.countMyExpenses(ctx.db, auth.companyCode, auth.userName),
  };
}

/** One page of listMyExpenses and the whole count. */
export async function listMyExpensesPage(
  ctx: AppContext,
  auth: AuthContext,
  page: PageRequest,
): Promise<ListPage<MyExpense>> {
  const bounds = { limit: page.size, offset: (page.page - 1) * page.size };
  const [rows, total] = await Promise.all([
    repo.listMyExpenses(ctx.db, auth.companyCode, auth.userName, bounds),
    repo.countMyExpenses(ctx.db, auth.companyCode, auth.userName),
  ]);
  return { rows: rows.map(toMyExpense), total };
}

/**
 * A page of the caller's own expenses searched, filtered or sorted: the plain page when
 * the query narrows nothing, else the filtered page with its capped count.
 */
export async function listMyExpensesQueried(
  ctx: AppContext,
  auth: AuthContext,
  query: MyExpenseListQuery,
  page: PageRequest,
): Promise<ListPage<MyExpense>> {
  const { sort, filter, plain } = listQueryParts(query);
  if (plain) return listMyExpensesPage(ctx, auth, page);
  const rows = await repo.listFilteredMyExpensesPage(
    ctx.db,
    {
      where: repo.myExpenseWhere(auth.companyCode, auth.userName, filter),
      order: repo.expenseOrder(sort, 'id,desc'),
      searched: filter.q !== undefined,
    },
    page,
  );
  return mapPage(rows, toMyExpense);
}

/** Approved / spent / remaining of each of the caller's advances that has expenses or is Approved. */
export async function myAdvanceTotals(ctx: AppContext, auth: AuthContext): Promise<MyAdvanceTotals[]> {
  const rows = await repo.myAdvanceTotals(ctx.db, auth.companyCode, auth.userName, ADVANCE_STATUS_APPROVED);
  return rows.map((r) => ({
    advanceRequestId: r.advanceRequestId,
    advanceId: r.advanceId,
    siteCode: r.siteCode,
    status: r.status,
    approvedAmount: r.approved === null ? null : Number(r.approved),
    spentAmount: Number(r.spent),
    remainingAmount: r.remaining === null ? null : Number(r.remaining),
    expenseCount: r.expenseCount,
  }));
}
