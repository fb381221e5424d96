/** React-query keys of the advance feature (the expense feature uses the same list key). */
export const advanceKeys = {
  all: ['advances'] as const,
  list: (companyCode: string) => ['advances', 'list', companyCode] as const,
  document: (id: string) => ['advances', 'document', id] as const,
};
