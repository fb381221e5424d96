/**
 * Texts of the three vendor summary screens (points 4–7) beyond the headings and column
 * names of messages/settlement.ts: the site picker, states, export, the charts' text alternatives.
 */

export const summaryScreenMessages = {
  /** A printed summary's heading (shown in print only): whose, which filters, as of when. */
  printCompany: (name: string, code: string) => `${name} (${code})`,
  printFilter: (label: string, value: string) => `${label}: ${value}`,
  printAsOf: (date: string) => `As of ${date}`,
  printedBy: (when: string, who: string) => `Printed on ${when} by ${who}`,
  siteLabel: 'Site',
  siteColumn: 'Site',
  loading: 'Loading ....',
  loadFailed: 'The summary could not be loaded.',
  unreachable: 'The server could not be reached. Check your connection.',
  retry: 'Retry',
  view: 'Show',
  exportFailed: 'The .xlsx file could not be downloaded. Please try again.',
  exportTitle: 'Export .xlsx',
  /** A vendor's name in Summary By Vendor opens View Vendor (its ledger). */
  openVendor: (name: string) => `${name}: view vendor and ledger`,
  /** The figure cards of Executive Summary open the screen that shows the figure in detail. */
  openFigure: (figure: string, where: string) => `${figure}: open ${where}`,
  statusColumn: 'Status',
  countColumn: 'Payables',
  amountColumn: 'Amount',
  ageColumn: 'Age',
  /** The text alternative of a chart: its title and every figure. */
  chartAlt: (title: string, figures: string) => `${title} chart: ${figures}`,
  figuresOf: (title: string) => `${title} figures`,
  bySiteEmpty: 'Nothing outstanding at any site.',
  /** The Executive Summary's by-site row of the vendors' opening balances (they belong to no site). */
  openingBalances: 'Opening balances (no site)',
  /** A signed amount below 0 (the vendor owes us: a Dr opening balance, an advance), as View Vendor's Cr/Dr. */
  drAmount: (amount: string) => `${amount} Dr`,
} as const;
