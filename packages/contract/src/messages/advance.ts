/** Advance request and expense screens. */

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
