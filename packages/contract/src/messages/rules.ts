/** Refusals of the rights table and of loose input. */

/**
 * Refusals of the rights inside a company (docs/SECURITY.md "Rights inside a company"): what a
 * USER role type may not do that an ADMIN may, and the state rules that hold for everyone.
 */
export const rightsMessages = {
  /** The field Edit Payable shows when the chosen status is earlier than the stored one. */
  payableBackReasonLabel: 'Reason for moving back',
  payableCreateInvoiceRaisedOnly: 'A new payable must be Invoice Raised unless an administrator creates it.',
  payableOneStepOnly: 'A payable moves forward one status at a time unless an administrator moves it.',
  payableSettleAdminOnly: 'Only an administrator may settle or close a payable.',
  payableBackAdminOnly: 'Only an administrator may move a payable back to an earlier status.',
  payableBackNeedsReason: 'Give a reason for moving the payable back to an earlier status.',
  payableDocumentLocked: (status: string) => `A document of a payable that is ${status} cannot be removed.`,
  documentNotYours: 'Only the person who uploaded this document or an administrator may remove it.',
  advanceNotYours: 'Only the person who requested this advance or an administrator may change it.',
  expenseNotYourAdvance:
    'Only the person who requested this advance or an administrator may record expenses against it.',
  expenseNotYours: 'Only the person who recorded this expense or an administrator may edit or delete it.',
  overspendAdminOnly: 'Only an administrator may allow overspend on an advance.',
  paymentAdminOnly: 'Only an administrator may record a payment to a vendor.',
  paymentReverseAdminOnly: 'Only an administrator may reverse a payment.',
  /** A vendor's bank details, GSTIN and PAN, deleting vendors and bulk uploads. */
  vendorBankAdminOnly: "Only an administrator may change a vendor's bank details, GSTIN or PAN.",
  vendorDeleteAdminOnly: 'Only an administrator may delete a vendor.',
  vendorBulkRemoveAdminOnly: 'Only an administrator may remove the vendors of a bulk upload.',
} as const;

/**
 * Dates and amounts in request bodies and forms: every date field takes a real calendar
 * date between the years 1900 and 2100; every amount is a plain number with at most 2 decimals.
 */
export const inputMessages = {
  isoDateFormat: 'Enter a date as YYYY-MM-DD',
  dmyDateFormat: 'Enter a date as dd-mm-yyyy',
  realDate: 'Enter a real calendar date',
  dateOutOfRange: 'Enter a date between the years 1900 and 2100',
  dueBeforeBill: 'Due Date cannot be before Bill Date',
  amountDecimals: 'Enter an amount with at most 2 decimal places',
  openingBalanceNotNumber: 'Opening balance must be a number',
  openingBalanceNegative: 'Opening balance may not be negative',
  openingBalanceTooLarge: 'Opening balance is too large',
  advanceAmountRange: 'Enter an amount between 0 and 999,999,999.99',
  expenseAmountPositive: 'Enter an amount greater than 0',
} as const;
