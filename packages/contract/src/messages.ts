/**
 * Every user-visible text the spec quotes, character for character (oddities included),
 * plus the few texts DESIGN.md fixes. The app and the tests import them from here.
 * Texts with a value inside are functions.
 */

export const PRODUCT_NAME = 'Sitebook';
export const PRODUCT_TITLE = 'SITEBOOK';

export const loginMessages = {
  usernameRequired: 'Username required',
  usernameTooShort: 'Username should be  greater than 5 char',
  usernameTooLong: 'Username is too long',
  passwordEmpty: 'Password empty',
  passwordTooShort: 'Password must contain at least 8 characters!',
  passwordTooLong: 'Password is too long',
  /** Any non-202 answer other than 404/500. */
  serverDown: 'Server Down !!! Please login after sometime.',
  /** The request never reached the server. */
  networkDown: 'Server Down!!! Please try later.',
  /** DESIGN.md: one text for an unknown user and a wrong password. */
  invalidCredentials: 'Invalid username or password',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait a minute and try again.',
} as const;

export const shellMessages = {
  pleaseWait: 'Please wait . . .',
  routeLoadFailed: 'This screen could not be loaded. Check your connection and reload the page.',
  logout: 'Logout',
  /** A typed address of a module the user's role does not include. */
  noAccess: "You don't have access to this page",
  noAccessHint: 'Your role does not include this module. Ask your administrator if you need it.',
  goHome: 'Go to my first screen',
  /** The header's two icons: the language and number format, and the switcher of granted modules. */
  language: 'Language and number format',
  languageEnglishIndia: 'English (India): 1,00,000.00 · dd-mm-yyyy',
  appSwitcher: 'Your modules',
} as const;

export const commonMessages = {
  loadingList: 'Loading ....',
  loadingSending: 'Loading . . .',
  loadingDots: 'Loading...',
  loadingData: 'Loading data please wait. . .',
  noData: 'No data to display.',
  noDataFound: 'No data found.',
  ok: 'OK',
  yes: 'Yes',
  no: 'No',
  cancel: 'Cancel',
  prev: 'Prev',
  next: 'Next',
  /** Generic server-side texts (DESIGN.md section 4). */
  unauthorized: 'Your session has ended. Please log in again.',
  forbiddenCompany: 'You may only work with your own company.',
  forbiddenModule: 'Your role does not include this module.',
  forbiddenApiKey: 'The API key or client name does not match your company.',
  /** A write by a company whose subscription has ended (or not begun, or is suspended). */
  subscriptionEnded:
    "Your company's subscription has ended: records can be viewed but not changed until it is renewed.",
  notFound: 'Not found.',
  tooLarge: 'The request is too large.',
  rateLimited: 'Too many requests. Please slow down and try again.',
  invalidRequest: 'The request is not valid.',
  nulCharacter: 'Text may not contain NUL characters.',
  serverError: 'Something went wrong on our side. Please try again.',
} as const;

/**
 * The vendor picker of the payable screens and its server search (beyond the spec; issue 11):
 * `GET vendor/tenantCode/{tenant}?q=` and `?id=`.
 */
export const vendorSearchMessages = {
  queryRequired: 'q must hold at least 1 character',
  queryTooLong: (max: number) => `q may be at most ${max} characters`,
  idInvalid: 'id must be a whole number from 1',
  oneMode: 'Send q, id, or page and size: one of them at a time',
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
  /** Server answers of the vendor calls (DESIGN.md section 4). */
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
  bulkRemoved: (count: number) => `${count} vendors removed.`,
  bulkTagNotFound: (tag: string) => `No vendors carry the tag ${tag}.`,
} as const;

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

export const advanceMessages = {
  listTitle: 'AdvanceRequest List',
  addNew: '+AddAdvanceRequest',
  enterAmount: 'Enter the Amount',
  enterDate: 'Please Enter the Date',
  created: (advanceId: string) => `Advance Request ${advanceId} Created Successfully`,
  createSorry: (message: string) => `Sorry,${message}`,
  createFailed: 'Something Went Wrong',
  updated: (advanceId: string) => `Vendor ${advanceId}AdvanceRequest Updated Successfully`,
  updateSorry: (message: string) => `Sorry ${message}`,
  updateFailed: 'Something went Wrong',
  proofTitle: 'Proof Submission',
  onlyApproved: 'Only approved entries can be viewed.',
  spentTitle: 'Spent Information',
} as const;

/** Headings of the screens the spec names without quoting a title (web only). */
export const screenTitles = {
  addVendor: 'Add Vendor',
  editVendor: 'Edit Vendor',
  viewVendor: 'View Vendor',
  addPayable: 'Add Vendor Payable',
  editPayable: 'Edit Vendor Payable',
  viewPayable: 'View Vendor Payable',
  payableHistory: 'Vendor Payables History',
  advanceIndex: 'Advance Management',
  addAdvance: 'Add Advance Request',
  editAdvance: 'Edit Advance Request',
  myExpenses: 'My Expenses',
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
  bulkProcessed: 'Records processed',
  bulkSuccess: 'Successful records',
  bulkFailure: 'Failed records',
  bulkErrorRow: 'Row',
  bulkErrorMessage: 'Error',
  bulkNoErrors: 'No row errors.',
  noVendorState: 'No vendor was chosen. Open a vendor from the vendor list.',
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
  /** Column headers of the vendor list (spec section 2), in order, then the action columns. */
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
} as const;

/**
 * Dates and amounts in request bodies and forms (issue 11): every date field takes a real calendar
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

/** Uploads (issue 11): a form carrying more than the one file an upload takes. */
export const uploadMessages = {
  onlyOneFile: 'Only one file may be uploaded at a time.',
} as const;
