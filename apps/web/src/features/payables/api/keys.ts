/**
 * React-query keys of the payable feature. The vendor picker's answers live under ['vendors', ...],
 * so the vendor feature's writes (which invalidate ['vendors']) refresh them.
 */
export const payableKeys = {
  all: ['payables'] as const,
  pages: (tenant: string) => ['payables', 'page', tenant] as const,
  page: (tenant: string, page: number, size: number) => ['payables', 'page', tenant, page, size] as const,
  vendors: (tenant: string) => ['vendors', 'picker', tenant] as const,
  units: (listName: string) => ['payables', 'units', listName] as const,
  documents: (payableId: number) => ['payables', 'documents', payableId] as const,
  history: (payableId: number) => ['payables', 'history', payableId] as const,
  salaryCycle: (companyCode: string, date: string) =>
    ['payables', 'salary-cycle', companyCode, date] as const,
};
