import {
  DEFAULT_PAYABLE_STATUS,
  LOCKED_PAYABLE_STATUSES,
  PAYABLE_CANCELLED,
  PAYABLE_STATUSES,
  payableServerMessages,
  rightsMessages as r,
  payableWorkflowMessages as w,
} from '@sitebook/contract';
import { badRequest } from '../lib/errors.js';
import { type RightsCaller, requireRight } from '../lib/rights.js';

/**
 * The payable status workflow: which status a payable may be created in or moved to, and by whom
 * (the rights of lib/rights.ts RIGHTS, docs/SECURITY.md "Rights inside a company"). Payment Settled
 * and Closed lock a payable; a Cancelled one is no longer edited.
 */

const statusIndex = (status: string) => (PAYABLE_STATUSES as readonly string[]).indexOf(status);
export const isLockedPayableStatus = (status: string) =>
  (LOCKED_PAYABLE_STATUSES as readonly string[]).includes(status);

/** The right a create with `status` needs. */
export function requirePayableCreate(auth: RightsCaller, status: string): void {
  if (status === DEFAULT_PAYABLE_STATUS) requireRight(auth, 'payableCreateRaised', '');
  else requireRight(auth, 'payableCreateLater', r.payableCreateInvoiceRaisedOnly);
}

/**
 * The rights a status change `from` → `to` needs (nothing when unchanged). A Payment Settled or
 * Closed payable keeps its status (400 for everyone). Moving back needs a reason (400 without).
 */
export function requirePayableStatusChange(
  auth: RightsCaller,
  from: string,
  to: string,
  reason: string,
): void {
  if (from === to) return;
  if (isLockedPayableStatus(from)) throw badRequest(payableServerMessages.statusLocked(from));
  const step = statusIndex(to) - statusIndex(from);
  if (step < 0) {
    requireRight(auth, 'payableStepBack', r.payableBackAdminOnly);
    if (reason.trim() === '') throw badRequest(r.payableBackNeedsReason);
  } else if (isLockedPayableStatus(to)) {
    requireRight(auth, 'payableSettle', r.payableSettleAdminOnly);
  } else if (step > 1) {
    requireRight(auth, 'payableSkipForward', r.payableOneStepOnly);
  } else {
    requireRight(auth, 'payableStepForward', '');
  }
}

/**
 * A payable's amount, bill date or due date may change only while it is not Payment Settled or
 * Closed (400 for everyone); a Cancelled payable is refused before (assertPayableEditable).
 */
export function requirePayableAmountDatesChange(auth: RightsCaller, status: string): void {
  if (isLockedPayableStatus(status)) throw badRequest(w.amountDatesLocked(status));
  requireRight(auth, 'payableChangeAmountDates', '');
}

/** A Cancelled payable can no longer be edited (400 for everyone). */
export function assertPayableEditable(status: string): void {
  if (status === PAYABLE_CANCELLED) throw badRequest(w.cancelledNoEdit);
}

/**
 * Never a Payment Settled, Closed or already Cancelled payable (400 for everyone, as the status
 * lock); otherwise only an ADMIN cancels (403).
 */
export function requirePayableCancel(auth: RightsCaller, status: string): void {
  if (isLockedPayableStatus(status) || status === PAYABLE_CANCELLED) throw badRequest(w.cancelLocked(status));
  requireRight(auth, 'payableCancel', w.cancelledAdminOnly);
}
