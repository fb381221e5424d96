/**
 * Beyond the spec: every record screen's URL names its record
 * (`#/home/vendor/myvendor/viewvendor/VEN00013`), so it opens from a new tab or a bookmark. These
 * are the texts such a screen shows when the code it was given names no record of the company.
 */
export const recordLinkMessages = {
  /** The code names no vendor of the caller's company (none, or another company's). */
  vendorNotFound: (code: string) =>
    `Vendor ${code} was not found in your company. Open a vendor from the vendor list.`,
  payableNotFound: (code: string) =>
    `Payable ${code} was not found in your company. Open a payable from the vendor payables list.`,
  advanceNotFound: (code: string) =>
    `Advance request ${code} was not found in your company. Open one from the advance request list.`,
  /** While the record named by the URL is read. */
  loadingRecord: (code: string) => `Loading ${code}`,
  /** The record could not be read (no answer, a server failure): not the same as not found. */
  loadFailed: (code: string) => `${code} could not be loaded. Try again.`,
};
