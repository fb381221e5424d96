/** Vendor payable screens. */

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
