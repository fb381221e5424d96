/** React-query keys of the advance feature. */
export const advanceKeys = {
  all: ['advances'] as const,
  pages: (companyCode: string) => ['advances', 'page', companyCode] as const,
  /** `query`: the list's search, sort and filters as a query string ('' for the plain list). */
  page: (companyCode: string, page: number, size: number, query = '') =>
    ['advances', 'page', companyCode, page, size, query] as const,
  document: (id: string) => ['advances', 'document', id] as const,
  personBalance: (companyCode: string, siteCode: string) =>
    ['advances', 'personBalance', companyCode, siteCode] as const,
};
