/**
 * Texts of the Vendor Settlement screen and the ledger table beyond
 * messages/settlement.ts: the column headers, the vendor choice and the running totals.
 */
export const settlementScreenMessages = {
  vendorLabel: 'Vendor',
  openPayablesTitle: 'Open payables',
  recordTitle: 'Record a payment',
  columns: {
    code: 'Payable Code',
    invoiceNumber: 'Invoice No.',
    billDate: 'Bill Date',
    dueDate: 'Due Date',
    total: 'Total',
    paid: 'Paid',
    outstanding: 'Outstanding',
    allocate: 'Allocate',
  },
  /** The accessible name of a row's allocation input. */
  allocateFor: (code: string) => `Allocate to ${code}`,
  allocatedTotal: 'Allocated',
  toAllocate: 'Amount paid + TDS',
  leftToAllocate: 'Left to allocate',
  paymentColumns: {
    reverse: 'Reverse',
    code: 'Payment',
    date: 'Date',
    amount: 'Amount',
    tds: 'TDS',
    mode: 'Mode',
    reference: 'Reference',
    status: 'Status',
    allocations: 'Allocated to',
  },
  reverseFor: (code: string) => `Reverse ${code}`,
  reversedBy: (by: string, reason: string) => `Reversed by ${by}: ${reason}`,
  reverseConfirm: 'Reverse payment',
  keepPayment: 'Keep payment',
  loadingOpen: 'Loading open payables ....',
  loadingPayments: 'Loading payments ....',
  /** The ledger table's caption (the section's heading is ledgerMessages.title). */
  ledgerCaption: (vendor: string) => `Ledger of ${vendor}`,
  loadingLedger: 'Loading ledger ....',
  retry: 'Retry',
  closeNotice: 'Close',
  /** "12,500.00 Cr" */
  balance: (amount: string, type: 'Cr' | 'Dr') => `${amount} ${type}`,
  closingAsOf: (date: string) => `as of ${date}`,
} as const;

/**
 * The vendor's statement of account: the ledger section of View Vendor, its
 * .xlsx and its printable PDF share these words. `kinds` names every LEDGER_ENTRY_KINDS line.
 */
export const ledgerStatementMessages = {
  title: 'Statement of account',
  kinds: {
    opening: 'Opening balance',
    opening_correction: 'Opening balance corrected',
    vendor_removed: 'Vendor removed',
    bill: 'Bill',
    bill_correction: 'Bill corrected',
    bill_cancel: 'Bill cancelled',
    payment: 'Payment',
    tds: 'TDS',
    payment_reversal: 'Payment reversed',
    tds_reversal: 'TDS reversed',
  },
  broughtForward: 'Balance brought forward',
  closing: 'Closing balance',
  columns: {
    date: 'Date',
    particulars: 'Particulars',
    debit: 'Debit',
    credit: 'Credit',
    balance: 'Balance',
    drCr: 'Dr/Cr',
  },
  /** A line's particulars: its kind, its reference and what it says of itself (when not the reference). */
  particulars: (kind: string, reference: string, note: string) =>
    [kind, reference, note && !reference.startsWith(note) ? `– ${note}` : ''].filter(Boolean).join(' '),
  fromLabel: 'From',
  toLabel: 'To',
  clearPeriod: 'All dates',
  periodReversed: 'The period must start on or before its end',
  allDates: 'All dates',
  /** The period, its dates as shown to the company (dd-mm-yyyy). */
  period: (from: string | null, to: string | null) =>
    from && to ? `${from} to ${to}` : from ? `From ${from}` : to ? `Up to ${to}` : 'All dates',
  periodLine: (period: string) => `Period: ${period}`,
  vendorLine: (code: string, name: string) => `Vendor: ${name} (${code})`,
  printedOn: (date: string) => `Printed on ${date}`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  downloadXlsx: 'Download .xlsx',
  printPdf: 'Print statement (PDF)',
  downloadFailed: 'The statement could not be downloaded. Try again.',
  /** A bill's reference opens the payable; a payment's opens Vendor Settlement for the vendor. */
  openPayable: (code: string) => `Open payable ${code}`,
  openPayment: (code: string) => `Open ${code} in Vendor Settlement`,
  newPayable: 'New payable',
  recordPayment: 'Record payment',
  sheetName: 'Statement',
  /** `statement-<vendor code>-<period's end, else today>.<ext>` */
  fileName: (vendorCode: string, date: string, ext: 'xlsx' | 'pdf') =>
    `statement-${vendorCode}-${date}.${ext}`,
  formatInvalid: 'format must be json, xlsx or pdf',
} as const;
