import '../zod-setup.js';
import type { z } from 'zod';
import { codeSchema } from './common.js';
import {
  amountParamSchema,
  idFilterSchema,
  listExportQuerySchema,
  listQuerySchema,
  statusParamSchema,
  textFilterSchema,
} from './list-query.js';

/**
 * Search, filters and sort of the advance list (and Proof Submission, the same call), an
 * advance's expenses and My Expenses (list-query.ts says how the parameters behave).
 */

/**
 * The advance statuses a list may be filtered by: the global list's (Pending, Approved, Rejected,
 * Settled) and Closed, which that list may gain (READ_ONLY_ADVANCE_STATUSES).
 */
export const ADVANCE_FILTER_STATUSES = ['Pending', 'Approved', 'Rejected', 'Settled', 'Closed'] as const;

export const ADVANCE_LIST_SORTS = [
  'advanceId',
  'siteCode',
  'requestedBy',
  'requestedByDate',
  'requestedAmount',
  'approvedAmount',
  'status',
  'createdAt',
] as const;
export type AdvanceListSort = (typeof ADVANCE_LIST_SORTS)[number];

/**
 * The advance list: `q` in the advance code, requested by, site code and comments; `status`, `siteCode`,
 * `requestedBy` (a user name, exact), `requestedFrom`/`requestedTo` (the requested-by date) and
 * `amountMin`/`amountMax` (the requested amount).
 */
const advanceListSpec = {
  sort: ADVANCE_LIST_SORTS,
  filters: {
    status: statusParamSchema(ADVANCE_FILTER_STATUSES).optional(),
    siteCode: codeSchema.optional(),
    requestedBy: textFilterSchema.optional(),
    amountMin: amountParamSchema.optional(),
    amountMax: amountParamSchema.optional(),
  },
  dates: ['requested'],
} as const;
export const advanceListQuerySchema = listQuerySchema(advanceListSpec);
export type AdvanceListQuery = z.infer<typeof advanceListQuerySchema>;
export const advanceExportQuerySchema = listExportQuerySchema(advanceListSpec);
export type AdvanceExportQuery = z.infer<typeof advanceExportQuerySchema>;

export const EXPENSE_LIST_SORTS = ['expenseDate', 'expenseAmount', 'expenseType', 'createdAt'] as const;
export type ExpenseListSort = (typeof EXPENSE_LIST_SORTS)[number];

/**
 * An advance's expenses: `q` in the expense type, remarks and who recorded it; `expenseType` (exact),
 * `expenseFrom`/`expenseTo` (the expense date) and `amountMin`/`amountMax` (the expense amount).
 */
const expenseListFilters = {
  expenseType: textFilterSchema.optional(),
  amountMin: amountParamSchema.optional(),
  amountMax: amountParamSchema.optional(),
};
const expenseListSpec = {
  sort: EXPENSE_LIST_SORTS,
  filters: expenseListFilters,
  dates: ['expense'],
} as const;
export const expenseListQuerySchema = listQuerySchema(expenseListSpec);
export type ExpenseListQuery = z.infer<typeof expenseListQuerySchema>;
export const expenseExportQuerySchema = listExportQuerySchema(expenseListSpec);
export type ExpenseExportQuery = z.infer<typeof expenseExportQuerySchema>;

/**
 * My Expenses: as an advance's expenses, `q` also finding the expenses of the caller's advances whose
 * code, site or comments match, and `advanceRequestId` (one of the caller's advances).
 */
const myExpenseListSpec = {
  sort: EXPENSE_LIST_SORTS,
  filters: { ...expenseListFilters, advanceRequestId: idFilterSchema.optional() },
  dates: ['expense'],
} as const;
export const myExpenseListQuerySchema = listQuerySchema(myExpenseListSpec);
export type MyExpenseListQuery = z.infer<typeof myExpenseListQuerySchema>;
export const myExpenseExportQuerySchema = listExportQuerySchema(myExpenseListSpec);
export type MyExpenseExportQuery = z.infer<typeof myExpenseExportQuerySchema>;
