/** React-query keys of the advance feature. */
export const advanceKeys = {
  all: ['advances'] as const,
  pages: (companyCode: string) => ['advances', 'page', companyCode] as const,
  page: (companyCode: string, page: number, size: number) =>
    ['advances', 'page', companyCode, page, size] as const,
  document: (id: string) => ['advances', 'document', id] as const,
  personBalance: (companyCode: string, siteCode: string) =>
    ['advances', 'personBalance', companyCode, siteCode] as const,
};
