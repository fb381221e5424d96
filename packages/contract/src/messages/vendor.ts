/** Vendor screens, the vendor picker and uploads. */

/**
 * The vendor picker of the payable screens and its server search (beyond the spec):
 * `GET vendor/tenantCode/{tenant}?q=` and `?id=`.
 */
export const vendorSearchMessages = {
  queryRequired: 'q must hold at least 1 character',
  queryTooLong: (max: number) => `q may be at most ${max} characters`,
  idInvalid: 'id must be a whole number from 1',
  oneMode: 'Send id alone, without q, page or size',
  placeholder: 'Type a vendor name or code',
  searching: 'Searching...',
  nothingFound: 'No vendor matches',
  /** Screen readers: how many vendors the dropdown offers. */
  resultCount: (n: number) => (n === 1 ? '1 vendor found' : `${n} vendors found`),
} as const;

export const vendorMessages = {
  listTitle: 'VendorList',
  addNew: '+Add New Vendor',
  selectTag: '----Select a Tag----',
  deleteBulk: 'Delete Bulk Uploads',
  pleaseSelectTag: 'Please select a tag',
  bulkBrowse: 'Bulk Upload? Browse...',
  bulkDialogTitle: 'Success/Failed vendor record',
  vendorNameEmpty: 'Vendor Name is Empty',
  vendorDescriptionEmpty: 'vendor Description is Empty',
  contactPersonEmpty: 'Contact Person name is required',
  addressLine1Empty: 'Address Line 1 is empty',
  addressLine2Empty: 'Address Line 2 is empty',
  cityEmpty: 'City is empty',
  ampVendorName: '& Symbol is not accepted in Vendor Name',
  ampVendorDescription: '& Symbol is not accepted in Vendor Description',
  ampContactPerson: '& Symbol is not accepted in Contact Person',
  ampNotAllowed: '& symbol not allowed',
  selectCategory: 'Please select a category',
  selectState: 'Please select a State',
  selectCountry: 'Please Select a Country',
  phoneEmpty: 'Phone Number is empty',
  phoneInvalid: 'Please Enter a valid Mobile Number',
  emailEmpty: 'Email ID is empty',
  emailInvalid: 'Please Enter a valid EMail ID',
  selectWorkType: 'Please Select a Work type',
  selectGoodsType: 'Please select a goods type',
  continueWithoutOpeningBalance: 'Would you like to continue without opening balance?',
  deleteConfirm: (name: string) => `Are you sure you want to delete Vendor: ${name}?`,
  deleted: (code: string) => `Vendor ${code} deleted Successfully`,
  created: (code: string) => `Vendor ${code} created Successfully`,
  updated: (code: string) => `Vendor ${code} updated Successfully`,
  vendorLimitTitle: 'Vendor Limit',
  vendorLimitPrefix: 'Vendor Limit::',
  sorry: (message: string) => `Sorry, ${message}`,
  somethingWentWrong: 'Something went wrong.',
  bulkSomethingWentWrong: 'Something went wrong',
  incorrectFile: 'Incorrect File Uploaded.',
  uploadSomethingWentWrong: 'Something Went Wrong.',
  /** Server answers of the vendor calls. */
  notFound: 'Vendor not found.',
  limitReached: (limit: number, companyName: string) =>
    `Vendor limit of ${limit} reached for ${companyName}.`,
  hasPayables: 'This vendor has payables and cannot be deleted.',
  selectPerformanceGrade: 'Please select a performance grade',
  bulkFileTooLarge: 'The file is larger than 5 MB.',
  bulkTooManyRows: 'The file has more than 10,000 rows.',
  bulkMissingColumn: (column: string) => `The file has no ${column} column.`,
  bulkNoFile: 'Choose a file to upload.',
  bulkDuplicateInFile: (row: number) => `Duplicate vendor: same name and phone number as row ${row}`,
  bulkDuplicateExisting: 'Duplicate vendor: same name and phone number as an existing vendor',
  bulkRemoved: (count: number) => `${vendorCount(count)} removed.`,
  bulkTagNotFound: (tag: string) => `No vendors carry the tag ${tag}.`,
  /** One rule for the form and the bulk upload (bulkDuplicateExisting): same name, any case, and phone. */
  duplicateVendor: 'A vendor with this name and phone number already exists',
  /** A bulk row's error names the bad value after the rule's message. */
  bulkRowError: (message: string, value: string) => `${message}: ${value}`,
  /** Vendors of a removed upload that have payables stay (the single delete's rule). */
  bulkKept: (count: number) =>
    count === 1 ? '1 vendor has payables and was kept.' : `${count} vendors have payables and were kept.`,
} as const;

const vendorCount = (count: number) => (count === 1 ? '1 vendor' : `${count} vendors`);

/**
 * The bulk tag selector: each upload has its own tag; the spec's BulkUpload option stays
 * and means every upload.
 */
export const vendorUploadLabels = {
  allUploads: 'All uploads',
  /** An upload recorded before uploads had their own record (migration 0012): no file name is known. */
  earlierUploads: 'Earlier uploads',
  rows: (count: number) => (count === 1 ? '1 row' : `${count} rows`),
  carrying: (count: number) => `${vendorCount(count)} to delete`,
  confirmOne: (count: number, upload: string) => `Delete ${vendorCount(count)} from upload ${upload}?`,
  confirmAll: (count: number) => `Delete ${vendorCount(count)} from all uploads?`,
} as const;

/** Add Vendor when the company's vendor limit is reached: said on opening, SUBMIT disabled. */
export const vendorLimitLabels = {
  submitDisabled: 'No more vendors can be added: remove a vendor or ask for a higher limit.',
} as const;

/**
 * Labels of the vendor screens the spec names without quoting (web only; the browser tests find
 * controls by them). Added with the vendor screens.
 */
export const vendorLabels = {
  back: 'Back',
  submit: 'SUBMIT',
  update: 'UPDATE',
  upload: 'Upload',
  clear: 'CLEAR',
  downloadTemplate: 'Download template',
  bulkTag: 'Bulk upload tag',
  chooseFile: 'Please choose a .xlsx or .csv file',
  /** A searchable dropdown whose options hold none of the typed text. */
  nothingFound: 'Nothing matches',
  bulkProcessed: 'Records processed',
  bulkSuccess: 'Successful records',
  bulkFailure: 'Failed records',
  bulkErrorRow: 'Row',
  bulkErrorMessage: 'Error',
  bulkNoErrors: 'No row errors.',
  noVendorState: 'No vendor was chosen. Open a vendor from the vendor list.',
  /** View Vendor opened by `?vendorId=` for an id the company has no vendor with. */
  vendorNotFound: 'This vendor was not found in your company. Open a vendor from the vendor list.',
  loadingVendor: 'Loading the vendor',
  backToList: 'Back to the vendor list',
  requiredMark: '**',
  sections: {
    vendorInfo: 'Vendor Info',
    contactInfo: 'Vendor Contact Info',
    openingBalance: 'Opening Balance Info',
    currentBalance: 'Current Balance Info',
    performanceGrade: 'Performance Grade Info',
  },
  fields: {
    vendorCode: 'Vendor Code',
    vendorName: 'Vendor Name',
    vendorDescription: 'Vendor Description',
    vendorCategory: 'Category',
    vendorType: 'Vendor Type',
    typeOfWork: 'Type Of Work',
    typeOfGoods: 'Type Of Goods',
    /** The view screen's label for a vendor with a work type (spec: 'Type of Work'). */
    typeOfWorkView: 'Type of Work',
    contactPerson: 'Contact Person',
    phoneNumber: 'Phone Number',
    emailId: 'Email ID',
    addressLine1: 'Address Line 1',
    addressLine2: 'Address Line 2',
    city: 'City',
    country: 'Country',
    state: 'State',
    openingBalance: 'Opening Balance',
    openingBalanceDate: 'Opening Balance Date',
    typeOfTransactionForOb: 'Transaction Type',
    currentBalance: 'Current Balance',
    currentBalanceDate: 'Current Balance Date',
    typeOfTransactionForCb: 'Transaction Type',
    performanceGrade: 'Performance Grade',
    performanceScore: 'Performance Score',
    maxScore: 'Max Score',
    status: 'Status',
  },
  /** Column headers of the vendor list, in order, then the action columns. */
  columns: [
    'VendorName',
    'VendorCode',
    'Category',
    'GoodsType',
    'WorkType',
    'Phone',
    'Grade',
    'Opening',
    'ContactPerson',
    'City',
    'ID',
  ],
  actions: { edit: 'Edit', remove: 'Remove', view: 'View' },
} as const;

/** Uploads: a form carrying more than the one file an upload takes. */
export const uploadMessages = {
  onlyOneFile: 'Only one file may be uploaded at a time.',
} as const;
