import {
  ADMIN_COMPANY_LISTS,
  ADVANCE_STATUS_APPROVED,
  ADVANCE_STATUS_PENDING,
  ADVANCE_STATUS_REJECTED,
  type ApprovalDecision,
  type ApprovalQueue,
  type Attention,
  approvalMessages as a,
  advanceServerMessages,
  COMPANY_OVERRIDABLE_LISTS,
  commonMessages,
  GLOBAL_TENANT,
  MODULE_GATES,
  type OverdueTotals,
  PAYABLE_APPROVED,
  PAYABLE_AWAITING_APPROVAL,
  PAYABLE_DONE_STATUSES,
  PAYABLE_SENT_BACK,
  PORTAL_ADMIN_ROLE,
  payableServerMessages,
  SETUP_ITEMS,
  type SetupStep,
  type WaitingAdvance,
  type WaitingPayable,
} from '@sitebook/contract';
import { findVendor } from '../../db/lookups.js';
import { insertPayableHistory } from '../../db/payable-history.js';
import * as advances from '../../domain/advance-records.js';
import { notifyAdvanceDecided, notifyPayableMovedBack } from '../../domain/notify.js';
import { appUrlOf } from '../../lib/app-url.js';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { todayIsoIn } from '../../lib/dates.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { formatMoney, fromPaise, paise } from '../../lib/money.js';
import { isAdmin, isOwn, requireRight } from '../../lib/rights.js';
import * as repo from './approvals.repo.js';

/**
 * "Waiting for me" and the home page (point 6). The queue is an administrator's
 * (ADMIN role type): the company's Pending advance requests (with Advance Management) and its
 * payables at Invoice Received, the step before Invoice Approved (with Vendor Supplier), leaving out
 * the caller's own (requested / created / entered by them). A decision is one call with an optional
 * comment (required to reject); it writes the record and its history row in one transaction, under
 * the same rules as the advance and payable edits: the row's version, the advance's approved amount
 * at the requested amount, an approval not below what is already spent.
 */

const has = (auth: AuthContext, module: string) => auth.modules.includes(module);

const toWaitingAdvance = (row: repo.AdvanceRow): WaitingAdvance => ({
  advanceRequestId: row.id,
  advanceId: row.advanceId,
  siteCode: row.siteCode,
  requestedBy: row.requestedBy,
  requestedAmount: Number(row.requestedAmount),
  requestedByDate: row.requestedByDate,
  status: row.status,
  version: row.version,
});

const toWaitingPayable = (row: repo.PayableWithVendor): WaitingPayable => ({
  vendorPayableId: row.id,
  vendorPayableCode: row.vendorPayableCode,
  vendorCode: row.vendorCode,
  vendorName: row.vendorName,
  amount: Number(row.amount),
  outstanding: Number(fromPaise(paise(row.billedAmount) - paise(row.paidAmount))),
  paymentDueDate: row.paymentDueDate,
  createdBy: row.createdBy,
  status: row.status,
  version: row.version,
});

async function queueOf(ctx: AppContext, auth: AuthContext, limit: number): Promise<ApprovalQueue> {
  const empty = { rows: [], count: 0 };
  const [adv, pay] = await Promise.all([
    has(auth, MODULE_GATES.advance)
      ? repo.waitingAdvances(ctx.db, auth.companyCode, ADVANCE_STATUS_PENDING, auth.userName, limit)
      : empty,
    has(auth, MODULE_GATES.vendor)
      ? repo.waitingPayables(ctx.db, auth.companyCode, PAYABLE_AWAITING_APPROVAL, auth.userName, limit)
      : empty,
  ]);
  return {
    count: adv.count + pay.count,
    advances: adv.rows.map(toWaitingAdvance),
    payables: pay.rows.map(toWaitingPayable),
  };
}

/** The queue (ADMIN role type; others 403). */
export async function waitingForMe(ctx: AppContext, auth: AuthContext): Promise<ApprovalQueue> {
  requireRight(auth, 'queueDecide', a.adminOnly);
  return queueOf(ctx, auth, repo.LIST_LIMIT);
}

/** How many home-page rows each list shows. */
const HOME_LIMIT = 5;

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Advances still open for their requester: waiting for approval, or approved and not yet settled. */
const OPEN_ADVANCE_STATUSES = [ADVANCE_STATUS_PENDING, ADVANCE_STATUS_APPROVED];

/**
 * The company's overdue payables: how many and what they still owe, over exactly
 * the condition of the payables list's `overdue=true` (domain/payable-money.ts), summed in SQL.
 */
async function overdueOf(ctx: AppContext, auth: AuthContext, date: string): Promise<OverdueTotals> {
  const owing = await repo.overdueOwing(ctx.db, auth.companyCode, date);
  return { count: owing.count, outstanding: Number(fromPaise(paise(owing.outstanding))) };
}

/**
 * A company administrator's setup checklist: a site, values in the lists a vendor
 * and a bill pick from, a user besides them, the first vendor; null once all are done, and for anyone else (a USER, the
 * PortalAdmin of the global tenant).
 */
const SETUP_LISTS = ADMIN_COMPANY_LISTS.filter((l) => !COMPANY_OVERRIDABLE_LISTS.includes(l));

async function setupOf(ctx: AppContext, auth: AuthContext): Promise<SetupStep[] | null> {
  if (!isAdmin(auth) || auth.companyCode === GLOBAL_TENANT || auth.roleName === PORTAL_ADMIN_ROLE)
    return null;
  const row = await repo.setupSteps(ctx.db, auth.companyCode, auth.userName, SETUP_LISTS);
  const steps = SETUP_ITEMS.map((item) => ({ item, done: row[item] === true }));
  return steps.every((s) => s.done) ? null : steps;
}

/**
 * What needs the caller's attention, in one call: their own open advance requests, Pending or
 * Approved (Advance Management), what waits for their approval (ADMIN role type), the payables due
 * from today to six days on that are not paid, closed or cancelled and the overdue ones' count and
 * total (Vendor Supplier), and a new company's setup checklist (its administrator). A list the
 * caller's role does not reach is null. A payable is due while the vendor ledger says it owes something.
 */
export async function attention(ctx: AppContext, auth: AuthContext): Promise<Attention> {
  const from = todayIsoIn(auth.timeZone);
  const vendor = has(auth, MODULE_GATES.vendor);
  const [myRequests, approvals, dueThisWeek, overdue, setup] = await Promise.all([
    has(auth, MODULE_GATES.advance)
      ? repo
          .ownAdvances(ctx.db, auth.companyCode, OPEN_ADVANCE_STATUSES, auth.userName, HOME_LIMIT)
          .then((rows) => rows.map(toWaitingAdvance))
      : null,
    isAdmin(auth) && (has(auth, MODULE_GATES.advance) || vendor) ? queueOf(ctx, auth, HOME_LIMIT) : null,
    vendor
      ? repo
          .payablesDue(
            ctx.db,
            auth.companyCode,
            from,
            addDays(from, 6),
            [...PAYABLE_DONE_STATUSES],
            HOME_LIMIT,
          )
          .then((rows) => rows.map(toWaitingPayable))
      : null,
    vendor ? overdueOf(ctx, auth, from) : null,
    setupOf(ctx, auth),
  ]);
  return { myRequests, approvals, dueThisWeek, overdue, setup };
}

/** Approves or rejects one advance or payable of the queue. */
/** Deciding from Waiting for me is an ADMIN's (checked before the body, and again by decide). */
export const requireDecideRight = (auth: AuthContext) => requireRight(auth, 'queueDecide', a.adminOnly);

export async function decide(ctx: AppContext, auth: AuthContext, input: ApprovalDecision) {
  requireRight(auth, 'queueDecide', a.adminOnly);
  const module = input.kind === 'advance' ? MODULE_GATES.advance : MODULE_GATES.vendor;
  if (!has(auth, module)) throw forbidden(commonMessages.forbiddenModule);
  return input.kind === 'advance' ? decideAdvance(ctx, auth, input) : decidePayable(ctx, auth, input);
}

/**
 * The amount an approval approves: the one sent (more than 0, at most the requested
 * amount, as Advance Management's edit form checks it) or else the requested amount.
 */
function approvedOf(input: ApprovalDecision, requestedAmount: string): string {
  return input.approvedAmount === undefined
    ? requestedAmount
    : advances.approvedWithinRequested(input.approvedAmount, requestedAmount);
}

async function decideAdvance(ctx: AppContext, auth: AuthContext, input: ApprovalDecision) {
  const approve = input.decision === 'approve';
  const row = await ctx.db.transaction(async (tx) => {
    const current = await advances.findAdvance(tx, auth.companyCode, input.id, true);
    if (!current) throw notFound(a.notFound);
    if (isOwn(auth, current.requestedBy, current.createdBy)) {
      requireRight(auth, 'queueDecideOwn', a.notYourOwn);
    }
    if (input.version !== undefined && input.version !== current.version) {
      throw conflict(advanceServerMessages.changedMeanwhile);
    }
    if (current.status !== ADVANCE_STATUS_PENDING) throw badRequest(a.advanceNotWaiting);
    const approvedAmount = approve ? approvedOf(input, current.requestedAmount) : null;
    const updated = await repo.setAdvanceDecision(tx, auth.companyCode, current.id, current.version, {
      status: approve ? ADVANCE_STATUS_APPROVED : ADVANCE_STATUS_REJECTED,
      approvedAmount,
      by: auth.userName,
    });
    if (!updated) throw conflict(advanceServerMessages.changedMeanwhile);
    if (approvedAmount !== null && !current.overspendAllowed) {
      const { spent } = await advances.spending(tx, auth.companyCode, current.id, null);
      if (paise(spent) > paise(approvedAmount)) {
        throw badRequest(
          advanceServerMessages.approvedBelowSpent(
            formatMoney(paise(spent)),
            formatMoney(paise(approvedAmount)),
          ),
        );
      }
    }
    await advances.insertHistory(tx, {
      row: updated,
      action: 'update',
      fromStatus: current.status,
      by: auth.userName,
      reason: input.comment,
    });
    const links = { appUrl: appUrlOf(ctx.config) };
    await notifyAdvanceDecided(tx, links, current.status, updated, auth.userName, input.comment ?? '');
    return updated;
  });
  return { message: approve ? a.advanceApproved(row.advanceId) : a.advanceRejected(row.advanceId) };
}

async function decidePayable(ctx: AppContext, auth: AuthContext, input: ApprovalDecision) {
  const approve = input.decision === 'approve';
  const row = await ctx.db.transaction(async (tx) => {
    const peek = await repo.findPayable(tx, auth.companyCode, input.id);
    if (!peek) throw notFound(a.notFound);
    // The vendor's lock first, as every payable write takes it, then the payable's.
    await findVendor(tx, auth.companyCode, peek.erfVendorId, 'no key update');
    const current = await repo.lockPayable(tx, auth.companyCode, input.id);
    if (!current) throw notFound(a.notFound);
    if (isOwn(auth, current.createdBy)) requireRight(auth, 'queueDecideOwn', a.notYourOwn);
    if (input.version !== undefined && input.version !== current.version) {
      throw conflict(payableServerMessages.changedMeanwhile);
    }
    if (current.status !== PAYABLE_AWAITING_APPROVAL) throw badRequest(a.payableNotWaiting);
    const status = approve ? PAYABLE_APPROVED : PAYABLE_SENT_BACK;
    const updated = await repo.setPayableStatus(tx, auth.companyCode, current.id, current.version, {
      status,
      by: auth.userName,
    });
    if (!updated) throw conflict(payableServerMessages.changedMeanwhile);
    await insertPayableHistory(tx, updated, {
      action: 'update',
      reason: input.comment,
      changes: [{ field: 'status', from: current.status, to: status }],
    });
    if (!approve) {
      const links = { appUrl: appUrlOf(ctx.config) };
      await notifyPayableMovedBack(
        tx,
        links,
        updated,
        current.status,
        status,
        auth.userName,
        input.comment ?? '',
      );
    }
    return updated;
  });
  return {
    message: approve ? a.payableApproved(row.vendorPayableCode) : a.payableRejected(row.vendorPayableCode),
  };
}
