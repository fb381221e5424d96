/**
 * Texts of the advance and expense screens and calls that the spec does not quote (the spec's own
 * texts are in advanceMessages). Web and server both read them; the tests find controls by them.
 */
export const advanceLabels = {
  /** Confirmation before sending an advance request with a zero amount (spec: text not shown). */
  confirmZeroAmount: 'Do you want to continue without an amount?',
  submit: 'SUBMIT',
  update: 'UPDATE',
  fields: {
    siteCode: 'Site Code',
    amount: 'Amount Requested',
    date: 'Requested Date',
    remarks: 'Remarks',
    status: 'Status',
    image: 'Image',
  },
  columns: {
    advanceId: 'AdvanceReqCode',
    siteCode: 'SiteCode',
    requestedBy: 'Requested By',
    requestedAmount: 'Requested Amount',
    requestedDate: 'Requested Date',
    status: 'Status',
    actions: 'Action',
  },
  /**
   * Proof Submission's headers where they differ from the advance list's: the spec quotes the list's
   * columns ('AdvanceReqCode', 'SiteCode') but names Proof Submission's in plain words.
   */
  proofColumns: {
    advanceId: 'Advance Request Code',
    siteCode: 'Site Code',
  },
  editRow: (advanceId: string) => `Edit ${advanceId}`,
  openRow: (advanceId: string) => `Open ${advanceId}`,
  imagePreview: 'Image preview',
  noImage: 'No image chosen.',
  removeImage: 'Remove image',
  noAdvanceState: 'No advance request was chosen. Open one from the advance request list.',
  backToList: 'Back to the advance request list',
  /** Settling is done in one place, Spent Information's Reconcile. */
  settleInSpentInformation:
    'An advance is settled from its Spent Information (Reconcile), once nothing of it remains.',
  openSpentInformation: (advanceId: string) => `Open Spent Information of ${advanceId}`,
  backToProof: 'Back to Proof Submission',
  expenseColumns: {
    type: 'Expense Type',
    amount: 'Expense Amount',
    date: 'Date',
    remarks: 'Remarks',
    receipt: 'Receipt',
    recordedBy: 'Recorded by',
    actions: 'Action',
  },
  totals: { requested: 'Requested', approved: 'Approved', spent: 'Spent', remaining: 'Remaining' },
  /** Shown for the approved amount of an advance that is not approved. */
  notApproved: 'Not approved',
  /** The row badge on Proof Submission for a Pending or Rejected advance, which does not open. */
  notOpenableBadge: (status: string) =>
    status === 'Rejected' ? 'Rejected: cannot be opened' : 'Not approved yet',
  notOpenableHint: 'Only approved, settled or closed advances open in Spent Information.',
  readOnlyNotice: (status: string) =>
    `This advance is ${status}: its expenses can be viewed but not added, edited or deleted.`,
  viewReceipt: (what: string) => `View receipt of ${what}`,
  receiptLink: 'View',
  closeDialog: 'Close',
  noReceipt: 'None',
  receiptTitle: (what: string) => `Receipt of ${what}`,
  receiptFailed: 'The receipt could not be loaded.',
  /** The visible text of an expense's row actions on a phone's card. */
  expenseActionText: { edit: 'Edit', delete: 'Delete' },
  editExpense: (what: string) => `Edit expense ${what}`,
  deleteExpense: (what: string) => `Delete expense ${what}`,
  confirmDeleteExpense: (what: string) => `Delete the expense ${what}? This cannot be undone.`,
  editExpenseTitle: 'Edit expense',
  saveExpense: 'SAVE',
  replaceReceipt: 'New receipt photo (keeps the current one if none is chosen)',
  overspendAllowedNote: (reason: string) => `Overspend allowed by an administrator: ${reason}`,
  allowOverspend: 'Allow overspend',
  withdrawOverspend: 'Withdraw overspend',
  overspendReason: 'Reason',
  overspendTitle: (advanceId: string) => `Overspend on ${advanceId}`,
  addExpenseTitle: 'Add an expense',
  expenseFields: {
    type: 'Expense Type',
    amount: 'Amount',
    date: 'Date',
    remarks: 'Remarks',
    receipt: 'Receipt photo',
  },
  addExpense: 'ADD EXPENSE',
  expenseNeedsType: 'Please select an Expense Type',
  expenseNeedsAmount: 'Please enter an amount greater than 0',
  expenseNeedsDate: 'Please Enter the Date',
  notApprovedForExpense: 'Expenses can be added only to an approved advance.',
  /** An Approved advance of someone else, seen by a role that may not add to it. */
  notYoursForExpense: (requestedBy: string) =>
    `Expenses on this advance are added by ${requestedBy}, who requested it, or by an administrator.`,
  previewFailed: 'The image could not be loaded.',
} as const;

/** Server refusals and answers of the advance, expense and document calls. */
export const advanceServerMessages = {
  siteNotYours: 'Choose one of your company\u2019s sites.',
  statusNotInList: 'Choose a status from the advance status list.',
  remarksNotInList: 'Choose remarks from the advance remarks list.',
  statusAdminOnly: 'Only an administrator may approve, reject or settle an advance request.',
  createStatusPendingOnly: 'A new advance request must be Pending unless an administrator creates it.',
  notFound: 'Advance request not found.',
  changedMeanwhile: 'The advance request was changed by someone else. Reload it and try again.',
  documentNotFound: 'Document not found.',
  documentsNotYours: 'The attached documents were not found.',
  imagesOnly: 'Only image files (PNG, JPEG, GIF, WEBP) can be uploaded.',
  documentTooLarge: 'The file is larger than 10 MB.',
  noDocument: 'Choose an image to upload.',
  created: (advanceId: string) => `Advance Request ${advanceId} created.`,
  updated: (advanceId: string) => `Advance Request ${advanceId} updated.`,
  expenseTypeNotInList: 'Choose an expense type from the list.',
  expenseOnlyApproved: 'Expenses can be recorded only against an approved advance.',
  expenseCreated: (advanceId: string) => `Expense recorded against ${advanceId}.`,
  /** Expenses may not take the spent total past the approved amount (amounts formatted). */
  overspend: (spent: string, approved: string) =>
    `This expense would take the spent total to ${spent}, past the approved amount of ${approved}. Only an administrator may allow overspend on this advance.`,
  /** Cash handed back is no longer there to spend (approved − returned + reimbursed). */
  overspendAfterReturns: (spent: string, available: string) =>
    `This expense would take the spent total to ${spent}, past the ${available} left to spend once returns and reimbursements are counted. Only an administrator may allow overspend on this advance.`,
  approvedBelowSpent: (spent: string, approved: string) =>
    `The approved amount ${approved} would be less than the ${spent} already spent. Allow overspend on this advance first.`,
  expenseNotFound: 'Expense not found.',
  expenseChangeOnlyApproved: 'Expenses can be edited or deleted only while the advance is Approved.',
  expenseUpdated: (advanceId: string) => `Expense updated on ${advanceId}.`,
  expenseDeleted: (advanceId: string) => `Expense deleted from ${advanceId}.`,
  overspendNeedsReason: 'Give a reason for allowing or withdrawing overspend.',
  overspendReasonTooLong: 'The reason may have at most 300 characters.',
  overspendAllowed: (advanceId: string) => `Overspend allowed on ${advanceId}.`,
  overspendWithdrawn: (advanceId: string) => `Overspend withdrawn on ${advanceId}.`,
} as const;
