import '../zod-setup.js';
import { z } from 'zod';
import { advanceReconcileMessages as m } from '../messages.js';
import { ADVANCE_AMOUNT_MAX } from './advance-form.js';
import { boundedText, isoDateSchema, moneySchema, safeString } from './common.js';
import { jsonOrExportFormatSchema } from './list-query.js';

/**
 * Reconciling an advance (docs/MONEY.md "Advances").
 * - remaining = approved − spent − returned + reimbursed, over the expenses and the Active returns
 *   and reimbursements of the advance. Positive: the holder still holds company money; negative: the
 *   company owes the holder (overspend).
 * - A return (the holder gives cash back) may be at most the remaining balance; a reimbursement (the
 *   company pays the overspend) at most −remaining.
 * - An ADMIN settles an Approved advance only when remaining is exactly 0; it is then Settled and
 *   locked: no edit, expense, return or reimbursement any more (400).
 * Amounts are numeric(14,2) in SQL and compared in integer paise on the server.
 */

const id = z.number().int().positive().max(2_147_483_647);
const tenant = safeString().min(1).max(64);

export const ADVANCE_SETTLEMENT_KINDS = ['return', 'reimburse'] as const;
export type AdvanceSettlementKind = (typeof ADVANCE_SETTLEMENT_KINDS)[number];
export const ADVANCE_SETTLEMENT_LIMITS = { reference: 50, remarks: 150, reason: 300 } as const;

export const advanceSettlementAmountSchema = moneySchema({
  max: ADVANCE_AMOUNT_MAX,
  positive: true,
  text: true,
  messages: { invalid: m.amountRequired, min: m.amountRequired, max: m.amountRequired },
});

/** POST API.advanceSettlement body (ADMIN): a return or a reimbursement on an Approved advance. */
export const advanceSettlementCreateSchema = z.object({
  companyCode: tenant,
  advanceRequestId: id,
  kind: z.enum(ADVANCE_SETTLEMENT_KINDS),
  settlementDate: isoDateSchema,
  amount: advanceSettlementAmountSchema,
  paymentMode: safeString().trim().min(1, m.modeRequired).max(100),
  reference: boundedText(ADVANCE_SETTLEMENT_LIMITS.reference).trim().default(''),
  remarks: boundedText(ADVANCE_SETTLEMENT_LIMITS.remarks).trim().default(''),
});
export type AdvanceSettlementCreate = z.input<typeof advanceSettlementCreateSchema>;
export type AdvanceSettlementCreateValues = z.output<typeof advanceSettlementCreateSchema>;

/** The Reconcile form as the user fills it (the amount as the NumberInput gives it). */
export const advanceSettlementFormSchema = advanceSettlementCreateSchema.omit({
  companyCode: true,
  advanceRequestId: true,
});

/** POST API.advanceSettlementReverse body (ADMIN, before the advance is settled). */
export const advanceSettlementReverseSchema = z.object({
  companyCode: tenant,
  settlementId: id,
  reason: boundedText(ADVANCE_SETTLEMENT_LIMITS.reason).trim().min(1, m.reverseNeedsReason),
});
export type AdvanceSettlementReverse = z.infer<typeof advanceSettlementReverseSchema>;

/** POST API.advanceSettle body (ADMIN): settle an Approved advance whose remaining is 0. */
export const advanceSettleSchema = z.object({ companyCode: tenant, advanceRequestId: id });
export type AdvanceSettle = z.infer<typeof advanceSettleSchema>;

export const advanceSettlementResponseSchema = z.object({
  advanceId: safeString(),
  message: safeString(),
  settlementId: z.number().int().optional(),
});

/** One return or reimbursement as GET API.advanceSettlements answers it (oldest first). */
export const advanceSettlementSchema = z.object({
  settlementId: z.number().int(),
  advanceRequestId: z.number().int(),
  kind: z.enum(ADVANCE_SETTLEMENT_KINDS),
  settlementDate: safeString(),
  amount: z.number(),
  paymentMode: safeString(),
  reference: safeString(),
  remarks: safeString(),
  status: z.enum(['Active', 'Reversed']),
  createdBy: safeString(),
  createdDate: safeString(),
  reversedBy: safeString().nullable(),
  reversedDate: safeString().nullable(),
  reverseReason: safeString(),
});
export type AdvanceSettlement = z.infer<typeof advanceSettlementSchema>;

/** GET API.advancePersonBalance query: optionally one site (by code); `format=xlsx` or `csv` to export. */
export const personBalanceQuerySchema = z.object({
  siteCode: safeString().min(1).max(64).optional(),
  format: jsonOrExportFormatSchema,
});
export type PersonBalanceQuery = z.input<typeof personBalanceQuerySchema>;

const figures = {
  openAdvances: z.number().int(),
  requested: z.number(),
  approved: z.number(),
  spent: z.number(),
  returned: z.number(),
  reimbursed: z.number(),
  remaining: z.number(),
};
export const personBalanceRowSchema = z.object({ person: safeString(), ...figures });
export type PersonBalanceRow = z.infer<typeof personBalanceRowSchema>;
/** Per person (requestedBy) their open advances (Approved, not Settled), and the totals (one SQL statement). */
export const personBalanceSchema = z.object({
  siteCode: safeString().nullable(),
  rows: z.array(personBalanceRowSchema),
  totals: z.object(figures),
});
export type PersonBalance = z.infer<typeof personBalanceSchema>;
