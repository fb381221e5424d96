import { ADMIN_ROLE_TYPE, type ModuleName, type RoleRight } from '@sitebook/contract';
import type { AuthContext } from './context.js';
import { forbidden } from './errors.js';

/**
 * Rights inside a company (docs/SECURITY.md "Rights inside a company"). The role type of the
 * caller's role (`ADMIN`, anything else counts as `USER`) decides, and for some actions whether the
 * record is the caller's own: its requestedBy / createdBy is the caller's user name.
 *
 *   all  — on own and others' records
 *   own  — only on the caller's own records (others' → 403)
 *   none — refused (403 when only the other role type may, 400 when nobody may: a state rule)
 */
export type Reach = 'all' | 'own' | 'none';

export interface Right {
  /** What the action is, as the SECURITY.md table names it. */
  action: string;
  ADMIN: Reach;
  USER: Reach;
}

export const RIGHTS = {
  // Site Management and the company lists.
  siteManage: { action: 'Add, edit, deactivate or reactivate a site', ADMIN: 'all', USER: 'none' },
  companyListManage: {
    action: 'Add, rename, deactivate, reactivate or delete a company list value',
    ADMIN: 'all',
    USER: 'none',
  },
  // A state rule (domain/site-records.ts siteTakesRecord, checked by the payable and advance services).
  siteDeactivatedRecords: {
    action: 'Create a payable or advance request on a deactivated site, or move one to it',
    ADMIN: 'none',
    USER: 'none',
  },
  // Payables (any record of the company: payables have no owner rule).
  payableCreateRaised: { action: 'Create a payable as Invoice Raised', ADMIN: 'all', USER: 'all' },
  payableCreateLater: {
    // Up to Payment Pending: a new payable owes its amount (more than 0), so Payment
    // Settled and Closed are refused by payableSettleOwing.
    action: 'Create a payable with a later status (up to Payment Pending: a new payable owes its amount)',
    ADMIN: 'all',
    USER: 'none',
  },
  payableEdit: { action: 'Edit a payable, status unchanged', ADMIN: 'all', USER: 'all' },
  payableStepForward: {
    action: 'Move a payable one status forward (up to Payment Pending)',
    ADMIN: 'all',
    USER: 'all',
  },
  payableSkipForward: {
    action: 'Move a payable several statuses forward at once',
    ADMIN: 'all',
    USER: 'none',
  },
  payableSettle: {
    action: 'Settle or close a payable that owes nothing (into Payment Settled or Closed)',
    ADMIN: 'all',
    USER: 'none',
  },
  // A state rule: Payment Settled follows a payment (payables.service.ts assertStatusFollowsMoney).
  payableSettleOwing: {
    action: 'Set a payable that still owes money to Payment Settled or Closed (a payment settles it)',
    ADMIN: 'none',
    USER: 'none',
  },
  payableStepBack: {
    action: 'Move a payable back to an earlier status (a reason required)',
    ADMIN: 'all',
    USER: 'none',
  },
  payableUnlock: {
    action: 'Change the status of a Payment Settled or Closed payable',
    ADMIN: 'none',
    USER: 'none',
  },
  payableChangeAmountDates: {
    action:
      'Change the amount, tax, invoice no., bill date or due date of a payable that is not Payment Settled or Closed',
    ADMIN: 'all',
    USER: 'all',
  },
  payableChangeAmountDatesLocked: {
    action:
      'Change the amount, tax, invoice no., bill date or due date of a Payment Settled or Closed payable',
    ADMIN: 'none',
    USER: 'none',
  },
  payableCancel: {
    action: 'Cancel a payable that is not Payment Settled or Closed (a reason required)',
    ADMIN: 'all',
    USER: 'none',
  },
  payableCancelLocked: {
    action: 'Cancel a Payment Settled, Closed or already Cancelled payable',
    ADMIN: 'none',
    USER: 'none',
  },
  payableEditCancelled: {
    action: 'Edit a Cancelled payable',
    ADMIN: 'none',
    USER: 'none',
  },
  payableRemoveDocument: {
    action: 'Remove a document of a payable that is not Payment Settled or Closed',
    ADMIN: 'all',
    USER: 'all',
  },
  payableRemoveDocumentLocked: {
    action: 'Remove a document of a Payment Settled or Closed payable',
    ADMIN: 'none',
    USER: 'none',
  },
  payableRemoveLooseDocument: {
    action: 'Remove an uploaded payable document not yet on a payable',
    ADMIN: 'all',
    USER: 'own',
  },
  // Advances (own: requestedBy / createdBy is the caller).
  advanceCreatePending: {
    action: 'Create an advance request as Pending (requested by the caller)',
    ADMIN: 'all',
    USER: 'all',
  },
  advanceCreateDecided: {
    action: 'Create an advance request as Approved, Rejected or Settled',
    ADMIN: 'all',
    USER: 'none',
  },
  advanceEditPending: {
    action: 'Edit a Pending advance request, keeping it Pending',
    ADMIN: 'all',
    USER: 'own',
  },
  advanceDecide: {
    action: 'Approve, reject or settle an advance request',
    ADMIN: 'all',
    USER: 'none',
  },
  advanceEditDecided: {
    action: 'Edit an advance request that is no longer Pending',
    ADMIN: 'all',
    USER: 'none',
  },
  // Expenses.
  expenseAdd: { action: 'Record an expense against an Approved advance', ADMIN: 'all', USER: 'own' },
  expenseAddUndecided: {
    action: 'Record an expense against an advance that is not Approved',
    ADMIN: 'none',
    USER: 'none',
  },
  expenseOverspend: {
    action: 'Record or raise an expense past the approved amount (overspend not allowed)',
    ADMIN: 'none',
    USER: 'none',
  },
  // own: the expense's createdBy (who recorded it) is the caller.
  expenseEdit: { action: 'Edit an expense of an Approved advance', ADMIN: 'all', USER: 'own' },
  expenseDelete: { action: 'Delete an expense of an Approved advance', ADMIN: 'all', USER: 'own' },
  expenseChangeUndecided: {
    action: 'Edit or delete an expense of an advance that is not Approved (Settled, Closed, ...)',
    ADMIN: 'none',
    USER: 'none',
  },
  advanceAllowOverspend: {
    action: 'Allow or withdraw overspend on an advance (a reason required)',
    ADMIN: 'all',
    USER: 'none',
  },
  // Reconciling advances: approving an amount, returns, reimbursements, settling.
  advanceApproveOverRequested: {
    action: 'Approve an advance for more than the requested amount, or for 0',
    ADMIN: 'none',
    USER: 'none',
  },
  advanceSettlementRecord: {
    action: 'Record a return or a reimbursement on an Approved advance',
    ADMIN: 'all',
    USER: 'none',
  },
  advanceSettlementBeyond: {
    action: 'Record a return beyond the remaining balance or a reimbursement beyond the overspend',
    ADMIN: 'none',
    USER: 'none',
  },
  advanceSettlementReverse: {
    action: 'Reverse a return or a reimbursement of an advance not yet Settled (a reason required)',
    ADMIN: 'all',
    USER: 'none',
  },
  advanceSettle: {
    action: 'Settle an Approved advance whose remaining balance is 0 (it locks)',
    ADMIN: 'all',
    USER: 'none',
  },
  advanceSettleNotZero: {
    action: 'Settle an advance whose remaining balance is not 0',
    ADMIN: 'none',
    USER: 'none',
  },
  advanceChangeSettled: {
    action: 'Change a Settled advance: edit it, its expenses, returns, reimbursements or overspend allowance',
    ADMIN: 'none',
    USER: 'none',
  },
  advancePersonBalance: {
    action: "See the person balance of open advances and export it (own: only the caller's row)",
    ADMIN: 'all',
    USER: 'own',
  },
  // Payments to vendors: settling payables is the administrator's, as payableSettle.
  paymentRecord: {
    action: 'Record a payment to a vendor, allocated to its open payables (settling those it pays off)',
    ADMIN: 'all',
    USER: 'none',
  },
  paymentAllocateCancelled: {
    action: "Allocate a payment to a Cancelled payable or beyond a payable's outstanding",
    ADMIN: 'none',
    USER: 'none',
  },
  paymentReverse: {
    action: 'Reverse a payment (a reason required)',
    ADMIN: 'all',
    USER: 'none',
  },
  paymentReverseReversed: {
    action: 'Reverse a payment that is already reversed',
    ADMIN: 'none',
    USER: 'none',
  },
  // Vendors: what a payment goes to, and the records payables need.
  vendorEdit: {
    action: "Edit a vendor's other fields (name, contact, address, category, ...)",
    ADMIN: 'all',
    USER: 'all',
  },
  vendorChangeBankTax: {
    action: "Change a vendor's bank details (account name, number, IFSC), GSTIN or PAN",
    ADMIN: 'all',
    USER: 'none',
  },
  vendorDelete: { action: 'Delete a vendor', ADMIN: 'all', USER: 'none' },
  vendorBulkRemove: { action: 'Remove the vendors of a bulk upload', ADMIN: 'all', USER: 'none' },
  // Vendor Rating: a user of the site rates the vendor of a bill; every change keeps history.
  vendorRate: {
    action: 'Rate the vendor of an approved bill (Invoice Approved or later) of a site one works on',
    ADMIN: 'all',
    USER: 'all',
  },
  vendorRateUnapproved: {
    action: 'Rate the vendor of a bill not yet approved, or Cancelled',
    ADMIN: 'all',
    USER: 'none',
  },
  vendorRateOtherSite: {
    action:
      'Rate the vendor of a bill of a site one does not work on (not its lead, no payable of it made or changed)',
    ADMIN: 'all',
    USER: 'none',
  },
  // own: the rating's author (rated_by) is the caller.
  vendorRatingEdit: {
    action: 'Edit a rating within 7 days of giving it',
    ADMIN: 'own',
    USER: 'own',
  },
  vendorRatingEditLate: {
    action: 'Edit a rating more than 7 days after giving it',
    ADMIN: 'none',
    USER: 'none',
  },
  vendorRatingHideComment: {
    action: "Hide a rating's comment (a reason required; kept in the rating's history)",
    ADMIN: 'all',
    USER: 'none',
  },
  // The company's administration (routes also need module Admin).
  companyAdmin: {
    action: "Manage the company's users and roles, see its profile and audit log",
    ADMIN: 'all',
    USER: 'none',
  },
  // The company's own administrator rotates its API key (Admin → Profile; module Admin as well).
  companyApiKeyRotate: {
    action: "Rotate the company's API key (the new key shown once)",
    ADMIN: 'all',
    USER: 'none',
  },
  // The company's settings (Admin → Profile; module Admin as well): its time zone and remittance advice.
  companySettingsEdit: {
    action: "Change the company's time zone and whether payments e-mail the vendor a remittance advice",
    ADMIN: 'all',
    USER: 'none',
  },
  // The company's document storage against its quota (Admin → Profile; module Admin as well).
  storageView: {
    action: "See the company's document storage use and quota",
    ADMIN: 'all',
    USER: 'none',
  },
  // Admin → Mail: the company's mail outbox (module Admin as well).
  mailView: {
    action: "See the company's mail: sent, waiting, failed (with the error) or kept without an SMTP server",
    ADMIN: 'all',
    USER: 'none',
  },
  mailResend: {
    action: 'Send again a mail that failed (dead), or a kept one once an SMTP server is set',
    ADMIN: 'all',
    USER: 'none',
  },
  // The approval queue, "Waiting for me": nobody approves their own request.
  queueDecide: {
    action:
      "Approve or reject someone else's Pending advance or Invoice Received payable from Waiting for me (rejecting: a comment required)",
    ADMIN: 'all',
    USER: 'none',
  },
  queueDecideOwn: {
    action: 'Approve or reject one’s own advance or payable from Waiting for me',
    ADMIN: 'none',
    USER: 'none',
  },
} as const satisfies Record<string, Right>;

export type RightName = keyof typeof RIGHTS;

/**
 * The role rights (`role_rights`) that give a right on every record of the company, beyond
 * the role type's cell: a role granted 'approve' in Advance Management approves advances like an
 * ADMIN does. A role with no stored rights has exactly its role type's cells. State rules (cells
 * that are 'none' for every role type) are never granted.
 */
export const GRANTED_BY: Partial<Record<RightName, readonly [ModuleName, RoleRight]>> = {
  payableSkipForward: ['Vendor Supplier', 'approve'],
  payableStepBack: ['Vendor Supplier', 'approve'],
  payableCreateLater: ['Vendor Supplier', 'approve'],
  payableSettle: ['Vendor Supplier', 'settle'],
  payableCancel: ['Vendor Supplier', 'delete'],
  payableRemoveLooseDocument: ['Vendor Supplier', 'edit all'],
  paymentRecord: ['Vendor Supplier', 'settle'],
  paymentReverse: ['Vendor Supplier', 'settle'],
  advanceCreateDecided: ['Advance Management', 'approve'],
  advanceDecide: ['Advance Management', 'approve'],
  advanceEditDecided: ['Advance Management', 'approve'],
  advanceAllowOverspend: ['Advance Management', 'approve'],
  advanceEditPending: ['Advance Management', 'edit all'],
  expenseAdd: ['Expense Management', 'edit all'],
  expenseEdit: ['Expense Management', 'edit all'],
  expenseDelete: ['Expense Management', 'delete'],
};

/** The caller as the rights read it: the role type, and the role's stored rights per module. */
export type RightsCaller = Pick<AuthContext, 'roleType' | 'grants'>;

const granted = (auth: RightsCaller, right: RightName): boolean => {
  const grant = GRANTED_BY[right];
  return grant !== undefined && (auth.grants?.[grant[0]]?.includes(grant[1]) ?? false);
};

export const isAdmin = (auth: Pick<AuthContext, 'roleType'>) => auth.roleType === ADMIN_ROLE_TYPE;

const roleTypeOf = (auth: Pick<AuthContext, 'roleType'>) => (isAdmin(auth) ? 'ADMIN' : 'USER');

/** Whether a record whose requestedBy / createdBy are `owners` is the caller's own. */
export const isOwn = (auth: Pick<AuthContext, 'userName'>, ...owners: (string | null | undefined)[]) =>
  owners.some((owner) => owner === auth.userName);

/** Whether the caller has `right`; `own` says whether the record is theirs (for 'own' cells). */
export function may(auth: RightsCaller, right: RightName, own = false): boolean {
  const reach: Reach = RIGHTS[right][roleTypeOf(auth)];
  return reach === 'all' || (reach === 'own' && own) || granted(auth, right);
}

/** Throws 403 with `message` unless the caller has `right`. */
export function requireRight(auth: RightsCaller, right: RightName, message: string, own = false): void {
  if (!may(auth, right, own)) throw forbidden(message);
}
