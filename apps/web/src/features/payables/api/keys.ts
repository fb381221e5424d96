/** React-query keys of the payable feature (the vendor picker's are lib/vendor-search.ts `vendorPickerKey`). */
export const payableKeys = {
  all: ['payables'] as const,
  pages: (tenant: string) => ['payables', 'page', tenant] as const,
  /** `query`: the list's search, sort and filters as the API's query string ('' for none). */
  page: (tenant: string, page: number, size: number, query = '') =>
    ['payables', 'page', tenant, page, size, query] as const,
  /** One payable by the code a URL names. */
  byCode: (tenant: string, code: string) => ['payables', 'code', tenant, code] as const,
  units: (listName: string) => ['payables', 'units', listName] as const,
  documents: (payableId: number) => ['payables', 'documents', payableId] as const,
  history: (payableId: number) => ['payables', 'history', payableId] as const,
  salaryCycle: (companyCode: string, date: string) =>
    ['payables', 'salary-cycle', companyCode, date] as const,
};
