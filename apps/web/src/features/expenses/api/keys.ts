/** React-query keys of the expense feature. The advance pages share the advance feature's key. */
export const expenseKeys = {
  all: ['expenses'] as const,
  advancePage: (companyCode: string, page: number, size: number) =>
    ['advances', 'page', companyCode, page, size] as const,
  list: (companyCode: string, advanceRequestId: number) =>
    ['expenses', 'list', companyCode, advanceRequestId] as const,
  spending: (companyCode: string, advanceRequestId: number) =>
    ['expenses', 'spending', companyCode, advanceRequestId] as const,
  receipt: (documentId: string) => ['expenses', 'receipt', documentId] as const,
};
