/**
 * Texts of money owed and paid: bill fields, Vendor Settlement, the vendor ledger and the
 * three vendor summaries. The spec quotes none of them beyond the screens' headings.
 */

export const billFieldMessages = {
  invoiceNumberLabel: 'Vendor invoice no.',
  taxAmountLabel: 'Tax (GST)',
  duplicateInvoice: (invoiceNumber: string, vendorCode: string) =>
    `Invoice ${invoiceNumber} of vendor ${vendorCode} is already entered as another payable.`,
  invoiceNumberTooLong: 'At most 50 characters',
  taxNotNumber: 'Tax must be a number',
  taxNegative: 'Tax may not be negative',
  taxTooLarge: 'Tax may be at most 999999999',
  gstinLabel: 'GSTIN',
  panLabel: 'PAN',
  bankAccountNameLabel: 'Bank account name',
  bankAccountNumberLabel: 'Bank account number',
  bankIfscLabel: 'IFSC',
  gstinInvalid: 'Enter a 15-character GSTIN such as 29ABCDE1234F1Z5',
  panInvalid: 'Enter a 10-character PAN such as ABCDE1234F',
  ifscInvalid: 'Enter an 11-character IFSC such as HDFC0001234',
  bankAccountNumberInvalid: 'Enter 6 to 20 digits',
  /** A tax or bank field longer than its column. */
  tooLong: (max: number) => `At most ${max} characters`,
  taxAndBankSection: 'Tax and bank',
  totalLabel: 'Total (amount + tax)',
  paidLabel: 'Paid',
  outstandingLabel: 'Outstanding',
} as const;

export const settlementMessages = {
  title: 'Vendor Settlement',
  chooseVendor: 'Choose a vendor to record a payment.',
  noOpenPayables: 'This vendor has no open payables.',
  paymentDateLabel: 'Payment date',
  amountLabel: 'Amount paid',
  tdsLabel: 'TDS deducted',
  modeLabel: 'Payment mode',
  referenceLabel: 'Reference (UTR / cheque no.)',
  remarksLabel: 'Remarks',
  allocateLabel: 'Allocate',
  outstandingLabel: 'Outstanding',
  autoAllocate: 'Allocate oldest due first',
  record: 'Record payment',
  amountRequired: 'Enter the amount paid',
  dateRequired: 'Enter the payment date',
  modeRequired: 'Choose a payment mode',
  allocationRequired: 'Allocate the payment to at least one payable.',
  allocationMismatch: (allocated: string, total: string) =>
    `Allocated ${allocated} must equal amount paid plus TDS, ${total}.`,
  allocationOverOutstanding: (code: string, outstanding: string) =>
    `${code} has only ${outstanding} outstanding.`,
  payableNotOpen: (code: string) => `${code} is not open for payment.`,
  /** Payment Settled and Closed follow the money: never set by hand while something is owed. */
  settledByHandOutstanding: (code: string, status: string, outstanding: string) =>
    `${code} cannot be ${status} while ${outstanding} is outstanding. Record a payment in Vendor Settlement: a payable becomes Payment Settled when nothing is owed.`,
  /** Beside the Status of Add / Edit Payable while the payable owes money: why those two are not offered. */
  settledNeedsPayment:
    'Payment Settled follows a payment: record one in Vendor Settlement. Payment Settled and Closed need nothing outstanding.',
  allocationOtherVendor: (code: string) => `${code} is not a payable of this vendor.`,
  duplicateAllocation: (code: string) => `${code} is allocated twice.`,
  recorded: (code: string) => `Payment ${code} recorded`,
  settledPayables: (codes: string) => `Settled: ${codes}`,
  paymentsTitle: 'Payments',
  noPayments: 'No payments recorded yet.',
  reverse: 'Reverse',
  reverseTitle: (code: string) => `Reverse payment ${code}`,
  reverseExplain:
    'A reversed payment stays in the list marked Reversed; its allocations are undone and payables it had settled reopen as Payment Pending.',
  reverseReasonLabel: 'Reason for reversing',
  reverseReasonRequired: 'Give a reason for reversing the payment.',
  reversed: (code: string) => `Payment ${code} reversed`,
  alreadyReversed: (code: string) => `Payment ${code} is already reversed.`,
  paymentNotFound: 'Payment not found',
  statusActive: 'Active',
  statusReversed: 'Reversed',
  /** A payable with payments recorded against it (checked on the payable's edit and cancel). */
  totalBelowPaid: (code: string, paid: string) =>
    `${code} has ${paid} paid: its amount plus tax cannot be less than that.`,
  paidVendorFixed: (code: string) => `${code} has payments recorded: its vendor cannot change.`,
  cancelPaid: (code: string) =>
    `${code} has payments recorded: reverse them in Vendor Settlement before cancelling it.`,
  /** History row texts of a payable (action column). */
  historyPayment: 'payment',
  historyReversal: 'payment reversed',
  historyPaymentRemark: (paymentCode: string, amount: string) => `Payment ${paymentCode}: ${amount}`,
  historyReversalRemark: (paymentCode: string, amount: string) =>
    `Payment ${paymentCode} reversed: ${amount}`,
} as const;

export const ledgerMessages = {
  title: 'Ledger',
  opening: 'Opening balance',
  bill: 'Bill',
  payment: 'Payment',
  reversal: 'Payment reversed',
  closing: 'Closing balance',
  noEntries: 'No bills or payments yet.',
  columns: {
    date: 'Date',
    kind: 'Entry',
    reference: 'Reference',
    debit: 'Paid (Dr)',
    credit: 'Billed (Cr)',
    balance: 'Balance',
  },
} as const;

export const vendorSummaryMessages = {
  title: 'Summary By Vendor',
  allSites: 'All sites',
  asOf: 'As of',
  noRows: 'No bills up to this date.',
  columns: {
    vendor: 'Vendor',
    opening: 'Opening',
    billed: 'Billed',
    paid: 'Paid',
    outstanding: 'Outstanding',
    overdue: 'Overdue',
    oldestDue: 'Oldest due',
  },
  total: 'Total',
  exportXlsx: 'Export .xlsx',
  print: 'Print',
} as const;

export const ageingMessages = {
  title: 'Vendor Payable Summary',
  byVendor: 'By vendor',
  bySite: 'By site',
  noRows: 'Nothing outstanding on this date.',
  buckets: {
    notDue: 'Not yet due',
    d1to30: '1–30 days',
    d31to60: '31–60 days',
    d61to90: '61–90 days',
    over90: 'Over 90 days',
    advance: 'Advance (Dr)',
  },
  total: 'Total',
} as const;

export const executiveSummaryMessages = {
  title: 'Executive Summary',
  outstanding: 'Outstanding',
  overdue: 'Overdue',
  dueThisWeek: 'Due this week',
  paidThisMonth: 'Paid this month',
  bySite: 'Outstanding by site',
  byStatus: 'Outstanding by status',
  ageing: 'Ageing',
  empty: 'No bills yet.',
} as const;

/** The three summaries' server answers and their .xlsx export (sheet names, headers, labels). */
export const summaryExportMessages = {
  siteNotFound: 'Site not found.',
  tooManyRows: (max: number) =>
    `This summary has more than ${max.toLocaleString('en-IN')} rows, too many for one file. Choose a site to export a part of it.`,
  asOf: (date: string) => `As of ${date}`,
  siteLine: (name: string) => `Site: ${name}`,
  vendorCode: 'Vendor code',
  siteCode: 'Site code',
  site: 'Site',
  status: 'Status',
  count: 'Payables',
  figure: 'Figure',
  amount: 'Amount',
  sheets: {
    vendorSummary: 'Summary By Vendor',
    ageingByVendor: 'By vendor',
    ageingBySite: 'By site',
    executive: 'Executive Summary',
    bySite: 'By site',
    byStatus: 'By status',
    ageing: 'Ageing',
  },
  fileNames: {
    vendorSummary: (tenant: string, date: string, ext: 'xlsx' | 'csv' = 'xlsx') =>
      `summary-by-vendor-${tenant}-${date}.${ext}`,
    ageing: (tenant: string, date: string, ext: 'xlsx' | 'csv' = 'xlsx') =>
      `vendor-payable-summary-${tenant}-${date}.${ext}`,
    executive: (tenant: string, date: string, ext: 'xlsx' | 'csv' = 'xlsx') =>
      `executive-summary-${tenant}-${date}.${ext}`,
  },
} as const;
