import '../zod-setup.js';
import { z } from 'zod';
import {
  ledgerStatementMessages,
  settlementMessages as m,
  paymentRuleMessages as pr,
  TDS_MAX_PERCENT,
} from '../messages.js';
import { boundedText, isoDateSchema, moneySchema, safeString } from './common.js';
import { jsonOrExportFormatSchema } from './list-query.js';
import { PAYABLE_AMOUNT_MAX, PAYABLE_HISTORY_REASON_MAX } from './payable-form.js';

/**
 * Payments to vendors, their allocation to payables, the vendor ledger and the summaries.
 *
 * Money rules (docs/MONEY.md; the SQL is apps/server/src/db/payable-money.ts):
 * - A payable's total is amount + taxAmount. Its outstanding is total − the allocations of its
 *   Active payments; a Cancelled payable owes nothing. A payable moved to Payment Settled or Closed
 *   by hand still shows what no recorded payment covers, so every figure agrees with the ledger.
 * - A payment settles amount + tdsAmount (cash paid plus tax deducted at source), and all of it is
 *   allocated: the allocations add up to exactly amount + tdsAmount, each to a payable of the same
 *   vendor that is not Cancelled, at most its outstanding. A payable whose outstanding reaches 0
 *   while its status is before Payment Settled moves to Payment Settled (a history row).
 * - A reversed payment stays, marked Reversed; its allocations stop counting, and a Payment
 *   Settled payable it had paid returns to Payment Pending (history rows). Closed stays Closed.
 * - The vendor's balance (Cr: we owe the vendor) = opening balance (Cr +, Dr −) + totals of its
 *   bills not Cancelled − (amount + tdsAmount) of its Active payments. The server keeps
 *   currentBalance / typeOfTransactionForCb / currentBalanceDate (the latest bill or payment date)
 *   in step on every change, in the same transaction.
 * Amounts travel as JSON numbers with at most 2 decimals; they are stored numeric(14,2) and summed
 * in SQL.
 */

const id = z.number().int().positive().max(2_147_483_647);
const tenant = safeString().min(1).max(64);
const money = (positive: boolean) =>
  moneySchema({
    max: PAYABLE_AMOUNT_MAX,
    positive,
    messages: { invalid: m.amountRequired, min: m.amountRequired, max: `At most ${PAYABLE_AMOUNT_MAX}` },
  });

export const PAYMENT_STATUSES = ['Active', 'Reversed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_LIMITS = { reference: 50, remarks: 150, allocations: 500 } as const;

export const paymentAllocationInputSchema = z.object({
  vendorPayableId: id,
  amount: money(true),
});

/** Paise of a parsed amount (at most 2 decimals). */
const paiseOf = (n: number) => Math.round(n * 100);

/**
 * TDS is a share of what the payment settles, at most TDS_MAX_PERCENT % of amount
 * + TDS (so at most a quarter of the amount paid), never more than the amount paid. The server
 * checks the same in integer paise.
 */
function tdsWithinShare(v: { amount: number; tdsAmount: number }, ctx: z.RefinementCtx): void {
  const amount = paiseOf(v.amount);
  const tds = paiseOf(v.tdsAmount);
  const show = (p: number) =>
    (p / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (tds > amount) {
    ctx.addIssue({ code: 'custom', path: ['tdsAmount'], message: pr.tdsOverAmount(show(tds), show(amount)) });
  } else if (tds * 100 > TDS_MAX_PERCENT * (amount + tds)) {
    const max = Math.floor((amount * TDS_MAX_PERCENT) / (100 - TDS_MAX_PERCENT));
    ctx.addIssue({ code: 'custom', path: ['tdsAmount'], message: pr.tdsOverShare(show(tds), show(max)) });
  }
}

/** POST API.vendorPayment body. */
export const paymentCreateSchema = z
  .object({
    tenantCode: tenant,
    erfVendorId: id,
    paymentDate: isoDateSchema,
    amount: money(true),
    tdsAmount: money(false).default(0),
    paymentMode: safeString().trim().min(1, m.modeRequired).max(100),
    reference: boundedText(PAYMENT_LIMITS.reference).trim().default(''),
    remarks: boundedText(PAYMENT_LIMITS.remarks).trim().default(''),
    allocations: z
      .array(paymentAllocationInputSchema)
      .min(1, m.allocationRequired)
      .max(PAYMENT_LIMITS.allocations),
    /**
     * Record the payment although the vendor's Active payment already has its
     * reference (without it that answers 409 paymentRuleMessages.duplicateReference).
     */
    confirmDuplicateReference: z.boolean().optional(),
  })
  .superRefine(tdsWithinShare);
export type PaymentCreate = z.input<typeof paymentCreateSchema>;
export type PaymentCreateValues = z.output<typeof paymentCreateSchema>;

export const paymentSaveResponseSchema = z.object({
  paymentId: z.number().int(),
  paymentCode: safeString(),
  message: safeString(),
  /** Codes of the payables this payment settled (moved to Payment Settled). */
  settledPayableCodes: z.array(safeString()),
});
export type PaymentSaveResponse = z.infer<typeof paymentSaveResponseSchema>;

/** POST API.vendorPaymentReverse body (ADMIN only). */
export const paymentReverseSchema = z.object({
  tenantCode: tenant,
  paymentId: id,
  reason: boundedText(PAYABLE_HISTORY_REASON_MAX).trim().min(1, m.reverseReasonRequired),
});
export type PaymentReverse = z.infer<typeof paymentReverseSchema>;

export const paymentAllocationSchema = z.object({
  vendorPayableId: z.number().int(),
  vendorPayableCode: safeString(),
  invoiceNumber: safeString(),
  amount: z.number(),
});

/** A payment as listed (GET API.vendorPayments, newest first; `?vendorId=` narrows, page/size as lists). */
export const paymentSchema = z.object({
  paymentId: z.number().int(),
  paymentCode: safeString(),
  erfVendorId: z.number().int(),
  vendorCode: safeString(),
  vendorName: safeString(),
  paymentDate: safeString(),
  amount: z.number(),
  tdsAmount: z.number(),
  paymentMode: safeString(),
  reference: safeString(),
  remarks: safeString(),
  status: z.enum(PAYMENT_STATUSES),
  createdBy: safeString(),
  createdDate: safeString(),
  reversedBy: safeString().nullable(),
  reversedDate: safeString().nullable(),
  reversalReason: safeString().nullable(),
  allocations: z.array(paymentAllocationSchema),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentListQuerySchema = z.object({
  vendorId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  size: z.coerce.number().int().min(1).max(100).optional(),
});

/** An open payable of a vendor (GET API.vendorOpenPayables): oldest due date first, then code. */
export const openPayableSchema = z.object({
  vendorPayableId: z.number().int(),
  vendorPayableCode: safeString(),
  invoiceNumber: safeString(),
  erfSiteId: z.number().int(),
  billDate: safeString(),
  paymentDueDate: safeString(),
  status: safeString(),
  /** amount + taxAmount */
  total: z.number(),
  paid: z.number(),
  outstanding: z.number(),
});
export type OpenPayable = z.infer<typeof openPayableSchema>;

/** The kinds of the vendor ledger's lines (docs/MONEY.md "The vendor ledger"). */
export const LEDGER_ENTRY_KINDS = [
  'opening',
  'opening_correction',
  'vendor_removed',
  'bill',
  'bill_correction',
  'bill_cancel',
  'payment',
  'tds',
  'payment_reversal',
  'tds_reversal',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];
/**
 * GET API.vendorLedger (a statement of account): the vendor's ledger lines dated in [from, to] (both
 * optional), in date order (same day: opening, bills, payments, TDS, reversals, each as posted),
 * each with the running balance after it, starting from the balance brought forward (the lines
 * before `from`). A payment's rows on several payables are one line, its TDS another. Balances
 * are signed: positive = Cr (we owe the vendor), negative = Dr (the vendor owes us).
 */
export const ledgerEntrySchema = z.object({
  kind: z.enum(LEDGER_ENTRY_KINDS),
  date: safeString().nullable(),
  /** Payable code (+ invoice no.) or payment code (+ reference); '' for an opening balance. */
  reference: safeString(),
  /** The payable (bill lines) or the payment (payment, TDS and reversal lines); null for an opening. */
  recordId: z.number().int().nullable(),
  payableId: z.number().int().nullable(),
  paymentId: z.number().int().nullable(),
  /** What the posting says of itself (a correction's from → to, a reversal's reason); may be ''. */
  note: safeString(),
  debit: z.number(),
  credit: z.number(),
  balance: z.number(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export const vendorLedgerSchema = z.object({
  erfVendorId: z.number().int(),
  vendorCode: safeString(),
  vendorName: safeString(),
  /** The period asked (YYYY-MM-DD), null when open-ended. */
  from: safeString().nullable(),
  to: safeString().nullable(),
  /** The balance brought forward: the signed sum of the lines before `from` (0 without `from`). */
  openingBalance: z.number(),
  entries: z.array(ledgerEntrySchema),
  /** The balance at the end of the period, its Cr / Dr, and its date (`to`, else the last line's). */
  closingBalance: z.number(),
  closingType: z.enum(['Cr', 'Dr']),
  closingDate: safeString().nullable(),
});
export type VendorLedger = z.infer<typeof vendorLedgerSchema>;
/** What API.vendorLedger answers: the JSON statement, or it as an .xlsx sheet or a printable PDF. */
export const LEDGER_STATEMENT_FORMATS = ['json', 'xlsx', 'pdf'] as const;
export type LedgerStatementFormat = (typeof LEDGER_STATEMENT_FORMATS)[number];
/** Query of API.vendorLedger: an optional period (from ≤ to) and `format` (JSON unless xlsx or pdf). */
export const vendorLedgerQuerySchema = z
  .object({
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    format: z.enum(LEDGER_STATEMENT_FORMATS, { error: ledgerStatementMessages.formatInvalid }).optional(),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    message: ledgerStatementMessages.periodReversed,
    path: ['to'],
  });
export type VendorLedgerQuery = z.infer<typeof vendorLedgerQuerySchema>;

/**
 * Query of the three summaries: the date (YYYY-MM-DD, "as of": bills with a bill date on or before
 * it, payments dated on or before it), an optional site, and `format=xlsx` or `format=csv` to
 * download the same figures as a streamed file instead of JSON.
 */
export const summaryQuerySchema = z.object({
  date: isoDateSchema,
  siteId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  format: jsonOrExportFormatSchema,
});
export type SummaryQuery = z.input<typeof summaryQuerySchema>;

/** GET API.vendorSummary: one row per vendor with a bill up to the date, by vendor name. */
export const vendorSummaryRowSchema = z.object({
  erfVendorId: z.number().int(),
  vendorCode: safeString(),
  vendorName: safeString(),
  /** The opening balance as at the date, signed: + Cr (owed to the vendor), − Dr (an advance to it). */
  opening: z.number(),
  billed: z.number(),
  paid: z.number(),
  outstanding: z.number(),
  /** Outstanding of payables whose due date is before the date. */
  overdue: z.number(),
  /** Earliest due date among payables with something outstanding. */
  oldestDueDate: safeString().nullable(),
});
export type VendorSummaryRow = z.infer<typeof vendorSummaryRowSchema>;
const moneyTotals = {
  opening: z.number(),
  billed: z.number(),
  paid: z.number(),
  outstanding: z.number(),
  overdue: z.number(),
};
export const vendorSummarySchema = z.object({
  date: safeString(),
  rows: z.array(vendorSummaryRowSchema),
  totals: z.object(moneyTotals),
});
export type VendorSummary = z.infer<typeof vendorSummarySchema>;

/** The status row of the Executive Summary that holds the vendors' opening balances. */
export const OPENING_BALANCE_STATUS = 'Opening balance';

/** Days past due on the date: not yet due (due on or after the date), 1–30, 31–60, 61–90, over 90. */
export const AGEING_BUCKETS = ['notDue', 'd1to30', 'd31to60', 'd61to90', 'over90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
const bucketShape = {
  notDue: z.number(),
  d1to30: z.number(),
  d31to60: z.number(),
  d61to90: z.number(),
  over90: z.number(),
  /** What the vendor owes back (a Dr opening balance: an advance to it), ≤ 0; total = buckets + advance. */
  advance: z.number(),
  total: z.number(),
};
export const ageingRowSchema = z.object({
  id: z.number().int(),
  code: safeString(),
  name: safeString(),
  ...bucketShape,
});
export type AgeingRow = z.infer<typeof ageingRowSchema>;
/** GET API.payableAgeing: outstanding on the date by vendor and by site, each with totals. */
export const ageingSchema = z.object({
  date: safeString(),
  byVendor: z.array(ageingRowSchema),
  bySite: z.array(ageingRowSchema),
  totals: z.object(bucketShape),
});
export type Ageing = z.infer<typeof ageingSchema>;

/** GET API.executiveSummary. The week is the date and the six days after; the month is the date's. */
export const executiveSummarySchema = z.object({
  date: safeString(),
  outstanding: z.number(),
  overdue: z.number(),
  dueThisWeek: z.number(),
  paidThisMonth: z.number(),
  /** Opening balances belong to no site: their row has erfSiteId 0 (summaryScreenMessages.openingBalances). */
  bySite: z.array(z.object({ erfSiteId: z.number().int(), siteName: safeString(), outstanding: z.number() })),
  /** Payables by status; opening balances as OPENING_BALANCE_STATUS (count: vendors with one). */
  byStatus: z.array(z.object({ status: safeString(), outstanding: z.number(), count: z.number().int() })),
  ageing: z.object(bucketShape),
  /**
   * The vendors' opening balances' part of `ageing` (each dated and aged as an
   * item of its own; none on one site). A bucket without it is payables alone, which the payables
   * list's `age` filter finds (as of today); one with it also counts opening balances no list holds.
   */
  openingAgeing: z.object(bucketShape).optional(),
});
export type ExecutiveSummary = z.infer<typeof executiveSummarySchema>;
