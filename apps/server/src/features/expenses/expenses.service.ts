import {
  ADVANCE_STATUS_APPROVED,
  ATTRIBUTE,
  type ExpenseCreate,
  type ExpenseRecord,
  GLOBAL_TENANT,
  advanceServerMessages as m,
  rightsMessages as r,
} from '@sitebook/contract';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { isOwn, requireRight } from '../../lib/rights.js';
import { findAdvance, insertHistory } from '../advances/advances.repo.js';
import { checkDocumentIds } from '../documents/documents.service.js';
import { attributeValueExists } from '../reference/reference.repo.js';
import * as repo from './expenses.repo.js';

const toExpense = (row: repo.ExpenseRow): ExpenseRecord => ({
  expenseId: row.id,
  expenseType: row.expenseType,
  expenseAmount: Number(row.expenseAmount),
  expenseDate: row.expenseDate,
  remarks: row.remarks,
  documentIds: row.documentIds,
});

/** The expenses of one of the tenant's advances (another tenant's advance is not found). */
export async function listExpenses(ctx: AppContext, auth: AuthContext, advanceRequestId: number) {
  if (!(await findAdvance(ctx.db, auth.companyCode, advanceRequestId))) throw notFound(m.notFound);
  return (await repo.listExpenses(ctx.db, auth.companyCode, advanceRequestId)).map(toExpense);
}

/**
 * Records an expense against an Approved advance (the advance row is locked meanwhile): a USER
 * role type only against their own advance (403), an ADMIN role type against any. The advance's
 * history gets an 'expense added' row in the same transaction.
 */
export async function createExpense(ctx: AppContext, auth: AuthContext, input: ExpenseCreate) {
  if (
    !(await attributeValueExists(ctx.db, GLOBAL_TENANT, ATTRIBUTE.expenseOtherExpenses, input.expenseType))
  ) {
    throw badRequest(m.expenseTypeNotInList);
  }
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
    const documentIds = await checkDocumentIds(tx, auth.companyCode, input.documentIds, [
      'expense',
      'advance',
    ]);
    const row = await repo.insertExpense(tx, {
      tenantCode: auth.companyCode,
      advanceRequestId: advance.id,
      expenseType: input.expenseType,
      expenseAmount: input.expenseAmount.toFixed(2),
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
    });
    return { expenseId: row.id, message: m.expenseCreated(advance.advanceId) };
  });
}
