/**
 * The URL of each record screen names its record by code, so it opens from a new
 * tab or a bookmark (the spec's id-less routes still open with the record as navigation state).
 */
const code = (value: string) => encodeURIComponent(value);

export const RECORD_PATHS = {
  viewVendor: (vendorCode: string) => `/home/vendor/myvendor/viewvendor/${code(vendorCode)}`,
  editVendor: (vendorCode: string) => `/home/vendor/myvendor/editvendor/${code(vendorCode)}`,
  viewPayable: (payableCode: string) => `/home/vendor/payables/viewpayable/${code(payableCode)}`,
  editPayable: (payableCode: string) => `/home/vendor/payables/editpayable/${code(payableCode)}`,
  historyPayable: (payableCode: string) => `/home/vendor/payables/historypayable/${code(payableCode)}`,
  editAdvance: (advanceCode: string) => `/home/advance/editadvancerequest/${code(advanceCode)}`,
  spentInformation: (advanceCode: string) => `/home/expense/spentinformation/${code(advanceCode)}`,
};
