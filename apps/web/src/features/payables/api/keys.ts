/** React-query keys of the payable feature. The vendor list shares the vendor feature's key. */
export const payableKeys = {
  all: ['payables'] as const,
  page: (tenant: string, page: number, size: number) => ['payables', 'page', tenant, page, size] as const,
  vendors: (tenant: string) => ['vendors', 'list', tenant] as const,
  units: (listName: string) => ['payables', 'units', listName] as const,
  documents: (payableId: number) => ['payables', 'documents', payableId] as const,
  history: (payableId: number) => ['payables', 'history', payableId] as const,
  salaryCycle: (companyCode: string, date: string) =>
    ['payables', 'salary-cycle', companyCode, date] as const,
};
