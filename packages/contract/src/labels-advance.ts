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
  editRow: (advanceId: string) => `Edit ${advanceId}`,
  openRow: (advanceId: string) => `Open ${advanceId}`,
  imagePreview: 'Image preview',
  noImage: 'No image chosen.',
  removeImage: 'Remove image',
  noAdvanceState: 'No advance request was chosen. Open one from the advance request list.',
  backToList: 'Back to the advance request list',
  backToProof: 'Back to Proof Submission',
  expenseColumns: { type: 'Expense Type', amount: 'Expense Amount' },
  totals: { requested: 'Requested', spent: 'Spent', remaining: 'Remaining' },
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
} as const;
