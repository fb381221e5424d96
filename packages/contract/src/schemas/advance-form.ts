import '../zod-setup.js';
import { z } from 'zod';
import { advanceLabels, advanceServerMessages } from '../labels-advance.js';
import { advanceMessages, amountRuleMessages as amountRules, inputMessages as input } from '../messages.js';
import { boundedText, isoDateSchema, moneySchema, safeString } from './common.js';

/** Upper bound of an advance or expense amount (numeric(14,2)). */
export const ADVANCE_AMOUNT_MAX = 999_999_999.99;
/** Largest advance / expense document (bytes). */
export const ADVANCE_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Multipart field names of the advance document upload. */
export const ADVANCE_DOCUMENT_FIELDS = {
  document: 'document',
  userDescription: 'userDescription',
  companyCode: 'companyCode',
} as const;

/** An advance amount: a number from 0 to ADVANCE_AMOUNT_MAX, at most 2 decimals (0 is allowed after a confirmation). */
export const advanceAmountSchema = moneySchema({
  max: ADVANCE_AMOUNT_MAX,
  messages: {
    invalid: input.advanceAmountRange,
    min: input.advanceAmountRange,
    max: input.advanceAmountRange,
  },
});

/**
 * An advance's requested amount: more than 0 (a request of 0 was accepted and could
 * be approved), at most ADVANCE_AMOUNT_MAX, at most 2 decimals.
 */
export const advanceRequestedAmountSchema = moneySchema({
  max: ADVANCE_AMOUNT_MAX,
  positive: true,
  messages: {
    invalid: amountRules.advanceAmountPositive,
    min: amountRules.advanceAmountPositive,
    max: amountRules.advanceAmountPositive,
  },
});

/** An expense amount: more than 0, at most ADVANCE_AMOUNT_MAX, at most 2 decimals. */
export const expenseAmountSchema = moneySchema({
  max: ADVANCE_AMOUNT_MAX,
  positive: true,
  messages: {
    invalid: input.expenseAmountPositive,
    min: input.expenseAmountPositive,
    max: input.advanceAmountRange,
  },
});

/** Longest remarks of an expense (and of an advance request's comments). */
export const EXPENSE_REMARKS_MAX = 200;

/** Comma-joined document ids ('' for none). */
export const documentIdsSchema = safeString()
  .max(200)
  .regex(/^(\d{1,10}(,\d{1,10})*)?$/, 'Document ids must be comma-separated numbers');

/**
 * A form's amount as the field holds it: '' when empty, else a number, or a string such as "22000.50"
 * (Mantine's NumberInput keeps a trailing zero as text).
 */
const formAmount = (emptyMessage: string, rule: ReturnType<typeof moneySchema>) =>
  z
    .unknown()
    .superRefine((value, ctx) => {
      if (value === '' || value === undefined) ctx.addIssue({ code: 'custom', message: emptyMessage });
    })
    .pipe(rule);

/**
 * The Add / Edit Advance form as the user fills it. The spec shows its checks as alerts, one at a
 * time, in this order: the form shows the first issue's message in an alert dialog.
 */
export const advanceFormSchema = z.object({
  siteCode: safeString(),
  amount: formAmount(
    advanceMessages.enterAmount,
    moneySchema({
      max: ADVANCE_AMOUNT_MAX,
      positive: true,
      text: true,
      messages: {
        invalid: amountRules.advanceAmountPositive,
        min: amountRules.advanceAmountPositive,
        max: amountRules.advanceAmountPositive,
      },
    }),
  ),
  date: safeString().min(1, advanceMessages.enterDate).pipe(isoDateSchema),
  remarks: boundedText(200),
  status: safeString(),
});
export type AdvanceFormInput = z.input<typeof advanceFormSchema>;

const advanceFields = {
  companyCode: safeString().min(1).max(64),
  siteCode: safeString().min(1, 'Choose one of your company\u2019s sites.').max(64),
  requestedAmount: advanceRequestedAmountSchema,
  requestedByDate: isoDateSchema,
  requesterComments: boundedText(200),
  status: safeString().min(1, 'Choose a status').max(100),
  documentIds: documentIdsSchema.default(''),
};

/** POST API.advance body. requestedBy, createdBy, dates are set by the server (any sent are ignored). */
export const advanceCreateSchema = z.object(advanceFields);
export type AdvanceCreate = z.infer<typeof advanceCreateSchema>;

/**
 * PUT API.advance body. Beyond the spec, `version`: the version the client loaded; the update applies
 * only if the advance still has it (409 otherwise). Without it, the version the server reads at the
 * start of the update stands in, so a concurrent change is still refused rather than overwritten.
 */
export const advanceUpdateSchema = z.object({
  ...advanceFields,
  advanceRequestId: z.number().int().positive().max(2_147_483_647),
  advanceId: safeString().min(1).max(20),
  version: z.number().int().positive().max(2_147_483_647).optional(),
  /**
   * The amount an ADMIN approves (more than 0, at most the requested amount).
   * Absent or null (a listed advance sent back as it was) leaves it unchanged: an advance
   * being approved is approved at its requested amount, an Approved one keeps its approved amount.
   */
  approvedAmount: advanceAmountSchema.nullable().optional(),
});
export type AdvanceUpdate = z.infer<typeof advanceUpdateSchema>;

export const advanceCreateResponseSchema = z.object({
  advanceId: safeString(),
  advanceRequestId: z.number().int(),
  message: safeString(),
});
export const advanceUpdateResponseSchema = z.object({ advanceId: safeString(), message: safeString() });

/** One expense of an advance, as GET API.expensesForAdvance answers it. */
export const expenseRecordSchema = z.object({
  expenseId: z.number().int(),
  expenseType: safeString(),
  expenseAmount: z.number(),
  expenseDate: safeString(),
  remarks: safeString(),
  documentIds: safeString(),
  /** Who recorded it and when; who changed it last and when (null if never). */
  createdBy: safeString(),
  createdDate: safeString(),
  updatedBy: safeString().nullable(),
  updatedDate: safeString().nullable(),
});
export type ExpenseRecord = z.infer<typeof expenseRecordSchema>;

/** POST API.expense body (beyond the spec: recording the proof). */
export const expenseCreateSchema = z.object({
  companyCode: safeString().min(1).max(64),
  advanceRequestId: z.number().int().positive().max(2_147_483_647),
  expenseType: safeString().min(1, 'Choose an expense type').max(100),
  expenseAmount: expenseAmountSchema,
  expenseDate: isoDateSchema,
  remarks: boundedText(EXPENSE_REMARKS_MAX).default(''),
  documentIds: documentIdsSchema.default(''),
});
export type ExpenseCreate = z.infer<typeof expenseCreateSchema>;
export const expenseCreateResponseSchema = z.object({ expenseId: z.number().int(), message: safeString() });

/** The expense form as the user fills it; checked in this order, the first issue shown in an alert. */
export const expenseFormSchema = z.object({
  type: safeString().min(1, advanceLabels.expenseNeedsType),
  amount: formAmount(
    advanceLabels.expenseNeedsAmount,
    moneySchema({
      max: ADVANCE_AMOUNT_MAX,
      positive: true,
      text: true,
      messages: {
        invalid: advanceLabels.expenseNeedsAmount,
        min: advanceLabels.expenseNeedsAmount,
        max: input.advanceAmountRange,
      },
    }),
  ),
  date: safeString().min(1, advanceLabels.expenseNeedsDate).pipe(isoDateSchema),
  remarks: boundedText(EXPENSE_REMARKS_MAX),
});
export type ExpenseFormInput = z.input<typeof expenseFormSchema>;

/** PUT API.expense body: the expense's new fields (its advance does not change). */
export const expenseUpdateSchema = expenseCreateSchema.omit({ advanceRequestId: true }).extend({
  expenseId: z.number().int().positive().max(2_147_483_647),
});
export type ExpenseUpdate = z.infer<typeof expenseUpdateSchema>;
/** The answer of an expense update or removal. */
export const expenseChangeResponseSchema = expenseCreateResponseSchema;

/** The reason an administrator gives for allowing (or withdrawing) overspend on an advance. */
export const OVERSPEND_REASON_MAX = 300;

/** PUT API.advanceOverspend body: an ADMIN allows (or withdraws) overspend, always with a reason. */
export const advanceOverspendSchema = z.object({
  companyCode: safeString().min(1).max(64),
  advanceRequestId: z.number().int().positive().max(2_147_483_647),
  allowed: z.boolean(),
  reason: safeString()
    .trim()
    .min(1, advanceServerMessages.overspendNeedsReason)
    .max(OVERSPEND_REASON_MAX, advanceServerMessages.overspendReasonTooLong),
});
export type AdvanceOverspend = z.infer<typeof advanceOverspendSchema>;
export const advanceOverspendResponseSchema = z.object({ advanceId: safeString(), message: safeString() });
