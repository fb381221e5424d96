import '../zod-setup.js';
import { z } from 'zod';
import { approvalMessages as a, portalMessages as p } from '../messages.js';
import { newPasswordSchema } from './admin.js';
import { advanceAmountSchema } from './advance-form.js';
import { isoDateSchema, safeString } from './common.js';
import { nameString } from './names.js';

/**
 * The portal's company administration (PortalAdmin only), the approval queue and the home
 * page of what needs the user's attention.
 */

const trimmed = (required: string, max: number) =>
  safeString({ error: required }).trim().min(1, required).max(max, `At most ${max} characters`);

export const companyCodeRule = safeString({ error: p.codeRequired })
  .trim()
  .min(1, p.codeRequired)
  .max(64, p.codeFormat)
  .regex(/^[A-Za-z0-9_-]+$/, p.codeFormat);

/** Create company: the subscription defaults to today and one year on; the API key is generated. */
export const portalCompanyCreateSchema = z
  .object({
    code: companyCodeRule,
    name: trimmed(p.nameRequired, 200),
    country: trimmed(p.countryRequired, 100),
    vendorLimit: z
      .number({ error: p.vendorLimitWhole })
      .int(p.vendorLimitWhole)
      .min(0, p.vendorLimitWhole)
      .max(1_000_000, p.vendorLimitWhole)
      .nullish(),
    subscriptionStart: isoDateSchema.optional(),
    subscriptionEnd: isoDateSchema.optional(),
  })
  .refine((v) => !v.subscriptionStart || !v.subscriptionEnd || v.subscriptionEnd >= v.subscriptionStart, {
    message: p.endBeforeStart,
    path: ['subscriptionEnd'],
  });
export type PortalCompanyCreate = z.infer<typeof portalCompanyCreateSchema>;

export const portalCompanySchema = z.object({
  companyId: z.number().int(),
  companyCode: safeString(),
  companyName: safeString(),
  country: safeString(),
  vendorLimit: z.number().int().nullable(),
  subscriptionStart: safeString().nullable(),
  subscriptionEnd: safeString().nullable(),
  status: safeString(),
  users: z.number().int(),
});
export type PortalCompany = z.infer<typeof portalCompanySchema>;

export const portalCompanyQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
  q: safeString().trim().max(100).default(''),
});
export type PortalCompanyQuery = z.infer<typeof portalCompanyQuerySchema>;

/** Create answers the company and its API key, shown only this once; rotation the new key. */
export const portalCompanyCreatedSchema = z.object({
  message: safeString(),
  company: portalCompanySchema,
  apiKey: safeString(),
});
export const portalApiKeySchema = z.object({ message: safeString(), apiKey: safeString() });

export const portalSuspendSchema = z.object({ suspended: z.boolean() });
export type PortalSuspend = z.infer<typeof portalSuspendSchema>;

export const portalAdminCreateSchema = z.object({
  /** As Admin → Users' (NFKC, no invisible characters, no look-alike of a user name). */
  userName: nameString({ error: p.userNameRule })
    .min(5, p.userNameRule)
    .max(100, p.userNameRule)
    .regex(/^[A-Za-z0-9._@-]+$/, p.userNameRule),
  firstName: nameString({ error: p.firstNameRequired })
    .min(1, p.firstNameRequired)
    .max(100, 'At most 100 characters'),
  lastName: nameString({ error: p.lastNameRequired })
    .min(1, p.lastNameRequired)
    .max(100, 'At most 100 characters'),
  /**
   * Empty or absent: the server generates a one-time password and answers it once. Chosen: the
   * password policy of change-password (newPasswordSchema: 8 letters alone were once taken).
   */
  password: safeString()
    .max(200, p.passwordRule)
    .superRefine((s, ctx) => {
      if (s === '') return;
      const checked = newPasswordSchema.safeParse(s);
      if (!checked.success) {
        ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? p.passwordRule });
      }
    })
    .optional(),
});
export type PortalAdminCreate = z.infer<typeof portalAdminCreateSchema>;
export const portalAdminCreatedSchema = z.object({
  message: safeString(),
  userName: safeString(),
  /** The generated password, or null when the portal administrator chose it. */
  password: safeString().nullable(),
});

// The approval queue ("Waiting for me").

export const waitingAdvanceSchema = z.object({
  advanceRequestId: z.number().int(),
  advanceId: safeString(),
  siteCode: safeString(),
  requestedBy: safeString(),
  requestedAmount: z.number(),
  requestedByDate: safeString(),
  /** Pending or Approved (the home page's open advances show both). */
  status: safeString(),
  version: z.number().int(),
});
export type WaitingAdvance = z.infer<typeof waitingAdvanceSchema>;

export const waitingPayableSchema = z.object({
  vendorPayableId: z.number().int(),
  vendorPayableCode: safeString(),
  vendorCode: safeString(),
  vendorName: safeString(),
  amount: z.number(),
  /** What it still owes: the vendor ledger's billed less paid. */
  outstanding: z.number(),
  paymentDueDate: safeString(),
  createdBy: safeString(),
  status: safeString(),
  version: z.number().int(),
});
export type WaitingPayable = z.infer<typeof waitingPayableSchema>;

export const approvalQueueSchema = z.object({
  count: z.number().int(),
  advances: z.array(waitingAdvanceSchema),
  payables: z.array(waitingPayableSchema),
});
export type ApprovalQueue = z.infer<typeof approvalQueueSchema>;

export const APPROVAL_COMMENT_MAX = 500;
export const approvalDecisionSchema = z
  .object({
    kind: z.enum(['advance', 'payable']),
    id: z.number().int().positive().max(2_147_483_647),
    decision: z.enum(['approve', 'reject']),
    comment: safeString().trim().max(APPROVAL_COMMENT_MAX, a.commentTooLong).default(''),
    /** The version the screen showed; a change meanwhile answers 409. */
    version: z.number().int().min(1).max(2_147_483_647).optional(),
    /**
     * An advance approved for less than requested (more than 0, at most the requested
     * amount: checked by the server against the request). Left out, the requested amount is approved.
     */
    approvedAmount: advanceAmountSchema.optional(),
  })
  .refine((d) => d.decision === 'approve' || d.comment !== '', {
    message: a.rejectNeedsComment,
    path: ['comment'],
  })
  .refine((d) => d.approvedAmount === undefined || (d.kind === 'advance' && d.decision === 'approve'), {
    message: a.amountOnlyToApproveAdvance,
    path: ['approvedAmount'],
  });
export type ApprovalDecision = z.infer<typeof approvalDecisionSchema>;
export const approvalDecisionResultSchema = z.object({ message: safeString() });

// Home: what needs the user's attention.

/**
 * The company's overdue payables, as the payables list's `overdue=true` filter finds
 * them (due before today and still owed, by the vendor ledger): how many and what they still owe.
 */
export const overdueTotalsSchema = z.object({
  count: z.number().int(),
  outstanding: z.number(),
});
export type OverdueTotals = z.infer<typeof overdueTotalsSchema>;

/** A new company's setup steps, in the order the home page lists them. */
export const SETUP_ITEMS = ['sites', 'lists', 'users', 'vendor'] as const;
export type SetupItem = (typeof SETUP_ITEMS)[number];
export const setupStepSchema = z.object({ item: z.enum(SETUP_ITEMS), done: z.boolean() });
export type SetupStep = z.infer<typeof setupStepSchema>;

export const attentionSchema = z.object({
  /** The caller's own open advance requests, Pending or Approved (Advance Management), newest first. */
  myRequests: z.array(waitingAdvanceSchema).nullable(),
  /** What waits for the caller's approval (ADMIN role type), or null for others. */
  approvals: approvalQueueSchema.nullable(),
  /** Payables due from today to 7 days on that still owe something (Vendor Supplier). */
  dueThisWeek: z.array(waitingPayableSchema).nullable(),
  /** The overdue payables' count and what they owe (Vendor Supplier), or null. */
  overdue: overdueTotalsSchema.nullable(),
  /**
   * A company administrator's setup checklist (a site, values in the vendor and bill lists, a
   * second user, the first vendor), each step done or not; null once every step is done, and for anyone else.
   */
  setup: z.array(setupStepSchema).nullable(),
});
export type Attention = z.infer<typeof attentionSchema>;

/** An advance's decided statuses from the queue. */
export const ADVANCE_STATUS_REJECTED = 'Rejected';
/**
 * A payable awaiting approval is Invoice Received: the step before Invoice Approved among the seven.
 * Approving moves it on to Invoice Approved; rejecting sends it back one step, to Invoice Review in
 * process, with the comment as the reason (the rule for moving back: an administrator, a reason).
 */
export const PAYABLE_AWAITING_APPROVAL = 'Invoice Received';
export const PAYABLE_APPROVED = 'Invoice Approved';
export const PAYABLE_SENT_BACK = 'Invoice Review in process';
/** Payables that no longer fall due (home page): paid, closed or cancelled. */
export const PAYABLE_DONE_STATUSES: readonly string[] = ['Payment Settled', 'Closed', 'Cancelled'];
