import '../zod-setup.js';
import { z } from 'zod';
import { PAYABLE_CANCELLED, PAYABLE_LIMITS, PAYABLE_STATUSES, VENDOR_TYPES } from '../constants.js';
import { payableLabels } from '../labels-payable.js';
import {
  amountRuleMessages as amountRules,
  billFieldMessages as bill,
  inputMessages,
  payableMessages as m,
  payableWorkflowMessages,
} from '../messages.js';
import { documentIdsSchema } from './advance-form.js';
import {
  boundedText,
  dmyDateSchema,
  isoDateField,
  isoDateSchema,
  moneySchema,
  safeString,
} from './common.js';

/** Largest payable document (bytes); one byte more answers 413. */
export const PAYABLE_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Multipart field names of the payable document upload. */
export const PAYABLE_DOCUMENT_FIELDS = {
  document: 'document',
  userDescription: 'userDescription',
  tenantCode: 'tenantCode',
} as const;
/** Content types a payable document may have (judged from the bytes, not the name). */
export const PAYABLE_DOCUMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
] as const;
/** The `accept` of the web file inputs. */
export const PAYABLE_DOCUMENT_ACCEPT = 'image/*,application/pdf';

const DIGITS = /^\d+$/;
/** Upper bound of a payable amount (numeric(14,2)). */
export const PAYABLE_AMOUNT_MAX = 999_999_999;

/**
 * The payment due date may not come before the bill date. Checked on the Add Payable form
 * and on create (an update may not change either date); it runs as soon as both dates are valid,
 * whatever the other fields hold, so the form shows it with the other messages.
 */
const dueNotBeforeBill = (v: { billDate: string; paymentDueDate: string }) => v.paymentDueDate >= v.billDate;
const bothDatesValid = (value: unknown) => {
  const v = value as { billDate?: unknown; paymentDueDate?: unknown } | undefined;
  return isoDateSchema.safeParse(v?.billDate).success && isoDateSchema.safeParse(v?.paymentDueDate).success;
};
const dueNotBeforeBillIssue = {
  path: ['paymentDueDate'],
  message: inputMessages.dueBeforeBill,
  when: (payload: { value: unknown }) => bothDatesValid(payload.value),
};

/** Quantity or amount as typed: required, digits only, at most 50 characters. */
const digitsText = (emptyMessage: string) =>
  safeString({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .regex(DIGITS, m.onlyNumbers)
    .max(PAYABLE_LIMITS.quantity, `At most ${PAYABLE_LIMITS.quantity} digits`);

/** An amount as typed: digits with up to 2 decimals (84500.50). */
const AMOUNT = /^\d+(\.\d+)?$/;
const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;

/**
 * Amount as typed: required, a number ('Only numbers are allowed' for anything else), at most 2
 * decimals, at most 50 characters, more than 0 and at most PAYABLE_AMOUNT_MAX.
 */
const amountText = safeString({ error: m.amountRequired })
  .trim()
  .min(1, m.amountRequired)
  .regex(AMOUNT, m.onlyNumbers)
  .regex(TWO_DECIMALS, inputMessages.amountDecimals)
  .max(PAYABLE_LIMITS.amount, `At most ${PAYABLE_LIMITS.amount} digits`)
  .refine((s) => !AMOUNT.test(s) || Number(s) > 0, amountRules.payableAmountPositive)
  .refine((s) => !AMOUNT.test(s) || Number(s) <= PAYABLE_AMOUNT_MAX, `At most ${PAYABLE_AMOUNT_MAX}`);

/** Longest vendor invoice number (payables.invoice_number). */
export const INVOICE_NUMBER_MAX = 50;

/** The vendor's invoice number: optional, trimmed, at most INVOICE_NUMBER_MAX characters. */
const invoiceNumberText = safeString()
  .trim()
  .max(INVOICE_NUMBER_MAX, bill.invoiceNumberTooLong)
  .refine((s) => !s.includes('\u0000'), 'Text may not contain NUL characters');

/** Tax as typed: optional ('' is 0), a number with at most 2 decimals, at most PAYABLE_AMOUNT_MAX. */
const taxText = safeString()
  .trim()
  .refine((s) => !s.startsWith('-'), { message: bill.taxNegative, abort: true })
  .regex(/^(\d+(\.\d+)?)?$/, { message: bill.taxNotNumber, abort: true })
  .regex(/^(\d+(\.\d{1,2})?)?$/, inputMessages.amountDecimals)
  .refine((s) => s === '' || Number(s) <= PAYABLE_AMOUNT_MAX, bill.taxTooLarge);

/** Tax sent on create and update: a money value, 0 when absent. */
const taxMoney = moneySchema({
  max: PAYABLE_AMOUNT_MAX,
  messages: { invalid: bill.taxNotNumber, min: bill.taxNegative, max: bill.taxTooLarge },
});
const taxAmountField = taxMoney.optional().transform((n) => n ?? 0);

/**
 * The payable form as the user fills it (all strings), validated before sending.
 * The vendor and site messages are the spec's swapped texts: the vendor field shows
 * 'Please select a siteName', the site field 'Please select a Vendor'.
 */
export const payableFormSchema = z
  .object({
    erfVendorId: safeString().min(1, m.vendorRequired),
    erfSiteId: safeString().min(1, m.siteRequired),
    vendorType: z.enum(VENDOR_TYPES),
    typeOfWork: safeString().max(100),
    typeOfMaterials: safeString().max(100),
    quantity: digitsText(m.quantityRequired),
    units: safeString().min(1, m.unitRequired).max(100),
    amount: amountText,
    invoiceNumber: invoiceNumberText.optional().default(''),
    taxAmount: taxText.optional().default(''),
    paymentMode: safeString().min(1, payableLabels.paymentModeRequired).max(100),
    billDate: safeString().min(1, m.billDateRequired).superRefine(isoDateField),
    paymentDueDate: safeString().min(1, m.dueDateRequired).superRefine(isoDateField),
    remarks: boundedText(PAYABLE_LIMITS.remarks),
    status: z.enum(PAYABLE_STATUSES),
  })
  .superRefine((v, ctx) => {
    if (v.vendorType === 'WORK' && !v.typeOfWork.trim()) {
      ctx.addIssue({ code: 'custom', path: ['typeOfWork'], message: payableLabels.workTypeRequired });
    }
    if (v.vendorType === 'GOODS' && !v.typeOfMaterials.trim()) {
      ctx.addIssue({
        code: 'custom',
        path: ['typeOfMaterials'],
        message: payableLabels.materialTypeRequired,
      });
    }
  })
  .refine(dueNotBeforeBill, dueNotBeforeBillIssue);
export type PayableForm = z.infer<typeof payableFormSchema>;

const id = z.number().int().positive().max(2_147_483_647);
/** Longest reason a payable history row keeps (payable_history.reason). */
export const PAYABLE_HISTORY_REASON_MAX = 300;

/**
 * The fields a client sends on create. createdBy, updatedBy and createdDate are
 * set by the server; any sent are ignored. Exactly one of typeOfWork / typeOfMaterials is used: the
 * one matching the vendor (a WORK vendor has a type of work).
 */
const payableFields = {
  tenantCode: safeString().min(1).max(64),
  erfSiteId: id,
  erfVendorId: id,
  typeOfWork: safeString().trim().max(100).default(''),
  typeOfMaterials: safeString().trim().max(100).default(''),
  quantity: safeString().trim().min(1).max(PAYABLE_LIMITS.quantity).regex(DIGITS, m.onlyNumbers),
  units: safeString().trim().min(1).max(100),
  /**
   * More than 0 (a payable of 0 owed nothing, so it could be created or set Payment
   * Settled or Closed by hand). A negative amount keeps the spec's 'Only numbers are allowed'.
   */
  amount: moneySchema({
    max: PAYABLE_AMOUNT_MAX,
    messages: {
      invalid: m.onlyNumbers,
      min: m.onlyNumbers,
      max: `At most ${PAYABLE_AMOUNT_MAX}`,
      decimals: inputMessages.amountDecimals,
    },
  }).refine((n) => n > 0, amountRules.payableAmountPositive),
  /** Beyond the spec: the vendor's invoice number ('' when none) and the tax on top of the amount. */
  invoiceNumber: invoiceNumberText.default(''),
  taxAmount: taxAmountField,
  paymentMode: safeString().trim().max(100).default(''),
  paymentDueDate: isoDateSchema,
  billDate: isoDateSchema,
  remarks: boundedText(PAYABLE_LIMITS.remarks).default(''),
  status: z.enum(PAYABLE_STATUSES).optional(),
  vendorDocumentIds: documentIdsSchema.default(''),
  createdBy: safeString().max(200).optional(),
  createdDate: safeString().max(40).optional(),
  updatedBy: safeString().max(200).optional(),
};

/** POST API.payable body. Status defaults to Invoice Raised, payment mode to Cash. */
export const payableCreateSchema = z.object(payableFields).refine(dueNotBeforeBill, dueNotBeforeBillIssue);
export type PayableCreate = z.infer<typeof payableCreateSchema>;

/**
 * PUT API.payable body: the same fields plus the id and code, and the `version` the client loaded
 * (beyond the spec): an update of a payable changed meanwhile is refused with 409.
 */
export const payableUpdateSchema = z
  .object({
    ...payableFields,
    vendorPayableId: id,
    vendorPayableCode: safeString().min(1).max(20),
    version: z.number().int().positive(),
    /** Absent on an update: the stored invoice number and tax stay as they are. */
    invoiceNumber: invoiceNumberText.optional(),
    taxAmount: taxMoney.optional(),
    /** A cancelled payable is sent back as listed: the server answers that it cannot be edited. */
    status: z.enum([...PAYABLE_STATUSES, PAYABLE_CANCELLED]).optional(),
    /** Beyond the spec: why the status moves back (required then, administrators only); kept in the history. */
    reason: boundedText(PAYABLE_HISTORY_REASON_MAX).optional(),
  })
  .refine(dueNotBeforeBill, dueNotBeforeBillIssue);
export type PayableUpdate = z.infer<typeof payableUpdateSchema>;

/**
 * POST API.payableCancel body (beyond the spec): the payable, the version the client
 * loaded (409 when changed meanwhile) and the reason, kept in the history.
 */
export const payableCancelSchema = z.object({
  tenantCode: safeString().min(1).max(64),
  vendorPayableId: id,
  vendorPayableCode: safeString().min(1).max(20),
  version: z.number().int().positive(),
  reason: boundedText(PAYABLE_HISTORY_REASON_MAX).trim().min(1, payableWorkflowMessages.cancelReasonRequired),
});
export type PayableCancel = z.infer<typeof payableCancelSchema>;

export const payableSaveResponseSchema = z.object({
  vendorPayableCode: safeString(),
  vendorPayableId: z.number().int(),
  message: safeString(),
});
export type PayableSaveResponse = z.infer<typeof payableSaveResponseSchema>;

/** POST API.payableSummary body; billDate dd-mm-yyyy, vendorId and status optional. */
export const payableSummaryRequestSchema = z.object({
  billDate: dmyDateSchema,
  siteCode: safeString().min(1).max(64),
  tenantCode: safeString().min(1).max(64),
  vendorId: z.union([z.number().int().positive(), z.literal(''), z.null()]).optional(),
  status: z.union([z.enum(PAYABLE_STATUSES), z.literal(''), z.null()]).optional(),
});
export type PayableSummaryRequest = z.infer<typeof payableSummaryRequestSchema>;

/** One row of the Summary By Status list. */
export const payableSummaryRowSchema = z.object({
  vendorPayableId: z.number().int(),
  vendorPayableCode: safeString(),
  erfVendorId: z.number().int(),
  vendorName: safeString(),
  billDate: safeString(),
  paymentDueDate: safeString(),
  amount: z.number(),
  /** From the vendor ledger: what it bills (amount + tax), what payments paid, what it still owes. */
  total: z.number(),
  paid: z.number(),
  outstanding: z.number(),
  status: safeString(),
});
export type PayableSummaryRow = z.infer<typeof payableSummaryRowSchema>;

/** Populate's answer: `{ message: "<n> payables summarised for <cycle>", list }`. */
export const payablePopulateResponseSchema = z.object({
  message: safeString(),
  list: z.array(
    z.object({
      siteCode: safeString(),
      status: safeString(),
      count: z.number().int(),
      /** What the vendor ledger bills them (amount + tax) and what they still owe. */
      totalAmount: z.number(),
      outstanding: z.number(),
    }),
  ),
});
export type PayablePopulateResponse = z.infer<typeof payablePopulateResponseSchema>;
