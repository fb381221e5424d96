/**
 * Site Management and the company lists. The spec quotes none of these; the project
 * fixes them here so the screens and the server say the same thing.
 */
export const siteAdminMessages = {
  adminOnly: 'Only an administrator may add or change sites.',
  notFound: 'Site not found',
  codeRequired: 'Site Code is required',
  codeFormat: 'Site Code may contain only letters, digits, - and _',
  codeTooLong: 'Site Code must be at most 20 characters',
  nameRequired: 'Site Name is required',
  nameTooLong: 'Site Name must be at most 100 characters',
  addressTooLong: 'Address must be at most 300 characters',
  cityTooLong: 'City must be at most 100 characters',
  stateTooLong: 'State must be at most 100 characters',
  codeTaken: (code: string) => `Site Code ${code} is already used by another site of the company`,
  codeInUse: (code: string, n: number) =>
    `Site Code ${code} cannot change: ${n} advance request${n === 1 ? ' names' : 's name'} the site by it`,
  leadNotUser: (name: string) => `Site Lead ${name} is not a user of the company`,
  created: (code: string) => `Site ${code} added`,
  updated: (code: string) => `Site ${code} saved`,
  deactivated: (code: string) => `Site ${code} deactivated`,
  reactivated: (code: string) => `Site ${code} reactivated`,
  /** A new payable or advance request, or one moved to another site, may not name a deactivated site. */
  siteDeactivated: (code: string) => `Site ${code} is deactivated; choose an active site.`,
  // The screen
  addSite: 'Add Site',
  editSite: 'Edit Site',
  save: 'Save',
  cancel: 'Cancel',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  edit: 'Edit',
  empty: 'No sites yet. Add the first one.',
  loadFailed: 'The sites could not be loaded.',
  retry: 'Try again',
  confirmDeactivateTitle: 'Deactivate site',
  confirmDeactivate: (label: string) =>
    `Deactivate ${label}? It leaves the site pickers; records of it keep showing it.`,
  caption: 'Sites of the company',
  active: 'Active',
  inactive: 'Inactive',
  noLead: 'None',
} as const;

export const siteAdminLabels = {
  code: 'Site Code',
  name: 'Site Name',
  address: 'Address',
  city: 'City',
  state: 'State',
  lead: 'Site Lead',
  status: 'Status',
  actions: 'Actions',
} as const;

export const companyListMessages = {
  adminOnly: 'Only an administrator may change the company lists.',
  notFound: 'List value not found',
  unknownList: 'Unknown company list',
  valueRequired: 'Value is required',
  valueTooLong: 'Value must be at most 100 characters',
  valueComma: 'Value may not contain a comma',
  valueTaken: (value: string) => `${value} is already in this list`,
  inUse: (value: string, where: string) =>
    `${value} is used by ${where}, so it cannot be deleted; deactivate it instead.`,
  usedByVendors: (n: number) => `${n} vendor${n === 1 ? '' : 's'}`,
  usedByPayables: (n: number) => `${n} payable${n === 1 ? '' : 's'}`,
  usedByAdvances: (n: number) => `${n} advance request${n === 1 ? '' : 's'}`,
  usedByExpenses: (n: number) => `${n} expense${n === 1 ? '' : 's'}`,
  added: (value: string) => `${value} added`,
  renamed: (from: string, to: string) => `${from} renamed to ${to}`,
  deactivated: (value: string) => `${value} deactivated`,
  reactivated: (value: string) => `${value} reactivated`,
  deleted: (value: string) => `${value} deleted`,
  // The panel
  tabLists: 'Lists',
  pickList: 'List',
  newValue: 'New value',
  add: 'Add',
  rename: 'Rename',
  renameTitle: 'Rename value',
  save: 'Save',
  cancel: 'Cancel',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  delete: 'Delete',
  confirmDeleteTitle: 'Delete value',
  confirmDelete: (value: string) => `Delete ${value}? This cannot be undone.`,
  value: 'Value',
  status: 'Status',
  actions: 'Actions',
  active: 'Active',
  inactive: 'Inactive',
  empty: 'This list has no values yet.',
  loadFailed: 'The list could not be loaded.',
  retry: 'Try again',
  caption: (list: string) => `Values of ${list}`,
  // A form's picker over an empty company list says where its values come from.
  emptyPicker: (list: string) => `${list}: none yet.`,
  emptyPickerAdminLink: 'Add them in Admin → Lists',
  emptyPickerAskAdmin: 'An administrator adds them in Admin → Lists.',
} as const;

/** The company lists an administrator keeps, with the names the panel shows. */
export const COMPANY_LIST_TITLES: Readonly<Record<string, string>> = {
  'vendor.category': 'Vendor categories',
  'vendor.workType': 'Work types',
  'vendor.materialType': 'Material types',
  'vendor.unitsWork': 'Units (WORK)',
  'vendor.unitsGoods': 'Units (GOODS)',
  'advance.remarks': 'Advance remarks',
  'expense.otherExpenses': 'Expense types',
};
