import { siteAdminLabels } from './site-admin.js';
/**
 * Search, filters, sort and export on the lists (texts the project fixes, the spec has none).
 */
export const listMessages = {
  searchLabel: 'Search',
  searchPlaceholder: (what: string) => `Search ${what}`,
  clearSearch: 'Clear search',
  filters: 'Filters',
  clearFilters: 'Clear all',
  removeFilter: (label: string) => `Remove filter: ${label}`,
  sortBy: (column: string) => `Sort by ${column}`,
  sortedAscending: 'sorted ascending',
  sortedDescending: 'sorted descending',
  export: 'Export',
  exportXlsx: 'Excel (.xlsx)',
  exportCsv: 'CSV (.csv)',
  exportFailed: 'The export could not be made. Try again.',
  /** The empty result of a search or filter, saying what was searched. */
  noMatch: (what: string, searched: string) => `No ${what} match ${searched}.`,
  searchedFor: (q: string) => `"${q}"`,
  /** What a search and filters asked for, in noMatch: `"cement" with the filters Status: Closed; Overdue only`. */
  searched: (q: string | undefined, ...filters: string[]) =>
    [
      q === undefined ? undefined : `"${q}"`,
      filters.length === 0 ? undefined : `the filters ${filters.join('; ')}`,
    ]
      .filter((part) => part !== undefined)
      .join(' with '),
  /** The rows a search or filter found (a number, or moreThan). */
  found: (count: string) => `${count} found`,
  /** What the payables found still owe (the list filtered to overdue). */
  outstandingTotal: (amount: string) => `Outstanding ${amount}`,
  /** An active filter's chip: `Status: Closed`. */
  chip: (label: string, value: string) => `${label}: ${value}`,
  /** A range in a chip, either end optional. */
  range: (from: string | undefined, to: string | undefined) =>
    from && to ? `${from} – ${to}` : from ? `from ${from}` : `to ${to ?? ''}`,
  sortLabel: 'Sort by',
  defaultOrder: 'Default order',
  sortOption: (column: string, direction: 'asc' | 'desc') =>
    `${column}, ${direction === 'asc' ? 'ascending' : 'descending'}`,
  /** The lists' names in the texts above (searchPlaceholder, noMatch). */
  names: {
    payables: 'payables',
    vendors: 'vendors',
    sites: 'sites',
    users: 'users',
    /** The audit log's search finds a user name (who, or on whom). */
    audit: 'the audit log by user name',
  },
  /** The count when the filtered list holds more than LIST_COUNT_CAP rows. */
  moreThan: (n: string) => `More than ${n}`,
  /** The payables export's columns beyond the list's. */
  payableExportColumns: {
    code: 'PayableCode',
    siteCode: 'Site Code',
    siteName: 'Site Name',
    vendorCode: 'Vendor Code',
    vendorName: 'Vendor Name',
    material: 'Material Type',
    work: 'Work Type',
    quantity: 'Quantity',
    units: 'Units',
    invoiceNumber: 'Invoice No.',
    amount: 'Amount',
    tax: 'Tax',
    total: 'Total',
    paid: 'Paid',
    outstanding: 'Outstanding',
    billDate: 'Bill Date',
    dueDate: 'Due Date',
    paymentMode: 'Payment Mode',
    status: 'Status',
    remarks: 'Remarks',
  },
  payablesSheet: 'Vendor Payables',
  /** The vendor, site and user lists' exports. */
  vendorExportColumns: {
    code: 'Vendor Code',
    name: 'Vendor Name',
    category: 'Category',
    description: 'Description',
    work: 'Work Type',
    goods: 'Goods Type',
    contact: 'Contact Person',
    phone: 'Phone',
    email: 'Email',
    city: 'City',
    state: 'State',
    country: 'Country',
    status: 'Status',
    gstin: 'GSTIN',
    pan: 'PAN',
    openingBalance: 'Opening Balance',
    openingType: 'Opening Cr/Dr',
    openingDate: 'Opening Balance Date',
    currentBalance: 'Current Balance',
    currentType: 'Current Cr/Dr',
    currentDate: 'Current Balance Date',
    grade: 'Performance Grade',
    createdOn: 'Created On',
  },
  vendorsSheet: 'Vendors',
  /** Site Management's own column names, then who changed the site last and when. */
  siteExportColumns: {
    code: siteAdminLabels.code,
    name: siteAdminLabels.name,
    address: siteAdminLabels.address,
    city: siteAdminLabels.city,
    state: siteAdminLabels.state,
    lead: siteAdminLabels.lead,
    status: siteAdminLabels.status,
    updatedBy: 'Updated By',
    updatedOn: 'Updated On',
  },
  sitesSheet: 'Sites',
  userExportColumns: {
    userName: 'User Name',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    phone: 'Phone',
    role: 'Role',
    status: 'Status',
    locked: 'Locked',
    mustChangePassword: 'Must Change Password',
  },
  usersSheet: 'Users',
  yes: 'Yes',
  no: 'No',
  // Filter labels
  status: 'Status',
  site: 'Site',
  vendor: 'Vendor',
  category: 'Category',
  city: 'City',
  state: 'State',
  billDate: 'Bill date',
  dueDate: 'Due date',
  requestedDate: 'Requested date',
  requestedBy: 'Requested by',
  overdueOnly: 'Overdue only',
  /** The payables list's ageing bucket filter (days past due, to today). */
  age: 'Age',
  amount: 'Amount',
  total: 'Total',
  outstanding: 'Outstanding',
  from: 'From',
  to: 'To',
  min: 'Min',
  max: 'Max',
  apply: 'Apply',
  // Query refusals
  queryTooLong: (max: number) => `Search may be at most ${max} characters`,
  sortInvalid: (...fields: string[]) =>
    `sort must be field,asc or field,desc with field one of ${fields.join(', ')}`,
  statusInvalid: (...statuses: string[]) => `status must be one or more of ${statuses.join(', ')}`,
  rangeReversed: (what: string) => `${what}: from may not be after to`,
  pageRequired: 'Send page and size with q, sort or filters',
  formatInvalid: 'format must be xlsx or csv',
  flagInvalid: 'must be true or false',
  /** The payables list's `age` (an ageing bucket). */
  ageInvalid: (...buckets: string[]) => `age must be one of ${buckets.join(', ')}`,
  tooManyRows: (max: number) =>
    `At most ${max.toLocaleString('en-IN')} rows can be exported at once; narrow the search or filters.`,
} as const;
