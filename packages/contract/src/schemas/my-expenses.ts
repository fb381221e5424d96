import '../zod-setup.js';
import { z } from 'zod';
import { safeString } from './common.js';

/**
 * GET API.myExpenses: one of the caller's own expenses — an expense of an advance the
 * caller requested — with its advance's code, id, site and status. Answered newest first (by id),
 * paged with `page` / `size` and the whole count in X-Total-Count.
 */
export const myExpenseSchema = z.object({
  expenseId: z.number().int(),
  advanceRequestId: z.number().int(),
  advanceId: safeString(),
  siteCode: safeString(),
  advanceStatus: safeString(),
  expenseType: safeString(),
  expenseAmount: z.number(),
  expenseDate: safeString(),
  remarks: safeString(),
  documentIds: safeString(),
  /** The receipt: the first of documentIds, null without one. */
  receiptDocumentId: z.number().int().nullable(),
  createdBy: safeString(),
  createdDate: safeString(),
});
export type MyExpense = z.infer<typeof myExpenseSchema>;

/**
 * GET API.myExpenseTotals: per advance the caller requested that has expenses or is Approved, newest
 * advance first: approved (null while not approved), spent and remaining = approved − spent (null while
 * not approved), each summed by the database, and how many expenses it has.
 */
export const myAdvanceTotalsSchema = z.object({
  advanceRequestId: z.number().int(),
  advanceId: safeString(),
  siteCode: safeString(),
  status: safeString(),
  approvedAmount: z.number().nullable(),
  spentAmount: z.number(),
  remainingAmount: z.number().nullable(),
  expenseCount: z.number().int(),
});
export type MyAdvanceTotals = z.infer<typeof myAdvanceTotalsSchema>;
