/**
 * A vendor's history and the bank-change warning (beyond the spec): View Vendor's
 * History table, and the warning Vendor Settlement and a payment voucher give when the vendor's bank
 * details changed in the last BANK_CHANGE_WARNING_DAYS days.
 */

/** How many days after a change of a vendor's bank details a payment to it carries the warning. */
export const BANK_CHANGE_WARNING_DAYS = 7;

/** The fields of a vendor that are its bank details (a change of one raises the warning). */
export const VENDOR_BANK_FIELDS = ['bankAccountName', 'bankAccountNumber', 'bankIfsc'] as const;
/** The fields only an administrator may change: the bank details, GSTIN and PAN. */
export const VENDOR_ADMIN_FIELDS = [...VENDOR_BANK_FIELDS, 'gstin', 'pan'] as const;
export type VendorAdminField = (typeof VENDOR_ADMIN_FIELDS)[number];

export const vendorHistoryMessages = {
  title: 'History',
  caption: 'Vendor history',
  empty: 'No changes recorded yet.',
  loading: 'Loading history...',
  failed: 'The history could not be loaded.',
  columns: { when: 'When', who: 'Who', action: 'Change', field: 'Field', from: 'From', to: 'To' },
  actions: { create: 'Created', update: 'Edited', delete: 'Deleted' } as Record<string, string>,
  /** The name of a vendor field as the history shows it. */
  fields: {
    vendorName: 'Vendor Name',
    vendorDescription: 'Vendor Description',
    vendorCategory: 'Category',
    typeOfWork: 'Type Of Work',
    typeOfGoods: 'Type Of Goods',
    contactPerson: 'Contact Person',
    phoneNumber: 'Phone',
    emailId: 'Email',
    addressLine1: 'Address Line 1',
    addressLine2: 'Address Line 2',
    city: 'City',
    state: 'State',
    country: 'Country',
    status: 'Status',
    openingBalance: 'Opening Balance',
    openingBalanceDate: 'Opening Balance Date',
    typeOfTransactionForOb: 'Opening Balance Cr/Dr',
    performanceGrade: 'Performance Grade',
    gstin: 'GSTIN',
    pan: 'PAN',
    bankAccountName: 'Bank Account Name',
    bankAccountNumber: 'Bank Account Number',
    bankIfsc: 'IFSC',
  } as Record<string, string>,
  /**
   * The warning on the payment screen and on a payment's voucher: who changed the vendor's bank
   * details and when (a moment as the app shows it, dd-mm-yyyy hh:mm).
   */
  bankChanged: (by: string, when: string) =>
    `Warning: this vendor's bank details were changed by ${by} on ${when}, within the last ${BANK_CHANGE_WARNING_DAYS} days. Confirm them with the vendor before paying.`,
  /** The voucher's line: the change happened in the 7 days before the payment was recorded. */
  bankChangedBeforePayment: (by: string, when: string) =>
    `Warning: the vendor's bank details were changed by ${by} on ${when}, within ${BANK_CHANGE_WARNING_DAYS} days before this payment was recorded.`,
} as const;

/** A payment's voucher: the printable record of one payment, as a PDF. */
export const paymentVoucherMessages = {
  title: 'Payment Voucher',
  /** The company the voucher is of, and when it was printed. */
  company: (name: string, code: string) => `${name} (${code})`,
  printedOn: (date: string) => `Printed on ${date}`,
  download: 'Voucher (PDF)',
  fileName: (paymentCode: string) => `payment-voucher-${paymentCode}.pdf`,
  labels: {
    paymentCode: 'Payment',
    paymentDate: 'Payment Date',
    vendor: 'Vendor',
    amount: 'Amount Paid',
    tdsAmount: 'TDS',
    paymentMode: 'Payment Mode',
    reference: 'Reference',
    remarks: 'Remarks',
    status: 'Status',
    recorded: 'Recorded',
    bankAccount: 'Bank Account',
  },
  allocationsTitle: 'Allocated to',
  allocationColumns: { payable: 'Payable', invoice: 'Invoice No.', amount: 'Amount' },
  recordedBy: (by: string, when: string) => `${by} on ${when}`,
  bankAccount: (name: string, number: string, ifsc: string) =>
    [name, number, ifsc].filter((part) => part !== '').join(', ') || '—',
  reversed: (by: string, when: string, reason: string) => `Reversed by ${by} on ${when}: ${reason}`,
} as const;
