/**
 * Texts of the Vendor Settlement screen and the ledger table (issue 14) beyond
 * messages/settlement.ts: the column headers, the vendor choice and the running totals.
 */
export const settlementScreenMessages = {
  vendorLabel: 'Vendor',
  openPayablesTitle: 'Open payables',
  recordTitle: 'Record a payment',
  columns: {
    code: 'PayableCode',
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
