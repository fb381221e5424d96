import '../zod-setup.js';
import { z } from 'zod';
import { safeString } from './common.js';

/** An advance request as the server answers it. */
export const advanceRequestSchema = z.object({
  advanceRequestId: z.number().int(),
  advanceId: safeString(),
  companyCode: safeString(),
  siteCode: safeString(),
  requestedBy: safeString(),
  requestedAmount: z.number(),
  /**
   * The amount expenses may reach: the requested amount at the moment it was approved (null while it
   * is not approved), unless the approver set an amount of its own.
   */
  approvedAmount: z.number().nullable(),
  /**
   * The advance's spent total, its Active returns and reimbursements and its remaining
   * balance (approved − spent − returned + reimbursed; null while not approved), summed by the database.
   */
  spentAmount: z.number().optional(),
  returnedAmount: z.number().optional(),
  reimbursedAmount: z.number().optional(),
  remainingAmount: z.number().nullable().optional(),
  requestedByDate: safeString(),
  requesterComments: safeString(),
  status: safeString(),
  createdBy: safeString(),
  updatedBy: safeString(),
  createdDate: safeString(),
  updatedDate: safeString(),
  documentIds: safeString(),
  /** Beyond the spec: the row version an update may name (optimistic concurrency, 409 when stale). */
  version: z.number().int(),
});
export type AdvanceRequest = z.infer<typeof advanceRequestSchema>;

export const advanceDocumentUploadResponseSchema = z.object({
  documentIds: safeString(),
  sequenceId: z.number().int(),
  userDescription: safeString(),
  companyCode: safeString(),
});

export const expenseSchema = z.object({ expenseType: safeString(), expenseAmount: z.number() });
export type Expense = z.infer<typeof expenseSchema>;

/**
 * GET API.advanceSpending: one advance's figures for Spent Information, summed by the database
 * (exact): requested, approved (null until approved), spent, remaining = approved − spent − returned + reimbursed
 * (null until approved), whether an administrator allowed overspend and why, and whether the advance is
 * read-only (Settled or Closed: its expenses can be viewed, not changed).
 */
export const advanceSpendingSchema = z.object({
  advanceRequestId: z.number().int(),
  advanceId: safeString(),
  status: safeString(),
  requestedBy: safeString(),
  requestedAmount: z.number(),
  approvedAmount: z.number().nullable(),
  spentAmount: z.number(),
  remainingAmount: z.number().nullable(),
  /** The Active returns and reimbursements (remaining = approved − spent − returned + reimbursed). */
  returnedAmount: z.number().default(0),
  reimbursedAmount: z.number().default(0),
  /** Who settled the advance and when (null until settled through Reconcile). */
  settledBy: safeString().nullable().default(null),
  settledDate: safeString().nullable().default(null),
  overspendAllowed: z.boolean(),
  overspendReason: safeString(),
  readOnly: z.boolean(),
  /**
   * Whether the caller may add an expense to it now (Approved, and theirs or the
   * caller's role may add to any: the server's expenseAdd right), so no form is offered that would be refused.
   */
  mayAddExpense: z.boolean(),
});
export type AdvanceSpending = z.infer<typeof advanceSpendingSchema>;
