/** Headings of screens the spec names. */

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
