/** Vendor payable screens. */

export const payableMessages = {
  listTitle: 'Vendor Payables',
  addNew: '+Add New Payable',
  /** Spec: these two texts are swapped relative to their fields; recorded as given. */
  siteRequired: 'Please select a Vendor',
  vendorRequired: 'Please select a siteName',
  quantityRequired: 'Please enter Quantity',
  onlyNumbers: 'Only numbers are allowed',
  unitRequired: 'Please select a Unit',
  dueDateRequired: 'Please Enter Payment Due Date',
  billDateRequired: 'Please Enter Bill Date',
  amountRequired: 'Please Enter the Amount',
  errorPrefix: '**',
  noDocuments: 'No Documents uploaded',
  addDocument: 'Add Document',
  documentRemoved: 'Document removed',
  created: (code: string) => `Vendor Payable :${code} created Successfully`,
  updated: (code: string) => `Vendor Payable :${code} updated Successfully`,
  summaryTitle: 'Summary By Status',
  selectSite: 'Please select a site.',
  selectVendorOrStatus: 'Please Select Vendor or status to filter',
  somethingWentWrongSummary: 'Something Went Wrong.',
} as const;

/**
 * Payable texts ("Workflow you can trust") that the spec does not quote: the vendor
 * shown by code and name, the history's remarks and changes, editing amount and dates, and cancel.
 */
export const payableWorkflowMessages = {
  /** How a payable's vendor shows under the spec's "Vendor Id" header. */
  vendorText: (code: string, name: string) => `${code} · ${name}`,
  cancelled: 'Cancelled',
  cancelAction: 'Cancel payable',
  cancelTitle: (code: string) => `Cancel payable ${code}`,
  cancelExplain:
    'A cancelled payable stays in the list marked Cancelled, leaves every total and summary, and can no longer be edited.',
  cancelReasonLabel: 'Reason for cancelling',
  cancelReasonRequired: 'Give a reason for cancelling the payable.',
  cancelConfirm: 'Cancel the payable',
  keepPayable: 'Keep it',
  cancelDone: (code: string) => `Vendor payable ${code} cancelled.`,
  cancelledAdminOnly: 'Only an administrator may cancel a payable.',
  cancelLocked: (status: string) => `A payable that is ${status} cannot be cancelled.`,
  cancelledNoEdit: 'A cancelled payable cannot be edited.',
  amountDatesLocked: (status: string) =>
    `The amount, bill date and due date of a payable that is ${status} cannot be changed.`,
  editRowCancelled: (code: string) => `Edit ${code} (a cancelled payable cannot be edited)`,
  /** Vendor Payables History: the remarks and the changes. */
  remarksCaption: 'Remarks',
  remarksColumns: ['Remark', 'By', 'On'],
  noRemarks: 'No remarks yet.',
  changesColumn: 'Change',
  changesCaption: 'Changes',
  changesColumns: ['Change', 'By', 'On'],
  noChanges: 'No changes yet.',
  reasonColumn: 'Reason',
  stepSkipped: 'skipped',
  cancelledBanner: (by: string, on: string, reason: string) => `Cancelled by ${by} on ${on}: ${reason}`,
  change: (field: string, from: string, to: string) => `${field}: ${from || '—'} → ${to || '—'}`,
  fieldNames: {
    status: 'Status',
    amount: 'Amount',
    billDate: 'Bill Date',
    paymentDueDate: 'Due Date',
    remarks: 'Remarks',
    quantity: 'Quantity',
    units: 'Units',
    paymentMode: 'Payment Mode',
  } as Record<string, string>,
} as const;
