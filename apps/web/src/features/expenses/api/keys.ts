/** React-query keys of the expense feature. */
export const expenseKeys = {
  all: ['expenses'] as const,
  list: (companyCode: string, advanceRequestId: number) =>
    ['expenses', 'list', companyCode, advanceRequestId] as const,
  spending: (companyCode: string, advanceRequestId: number) =>
    ['expenses', 'spending', companyCode, advanceRequestId] as const,
  receipt: (documentId: string) => ['expenses', 'receipt', documentId] as const,
  settlements: (companyCode: string, advanceRequestId: number) =>
    ['expenses', 'settlements', companyCode, advanceRequestId] as const,
  /** `query`: My Expenses' search, sort and filters as a query string ('' for the plain list). */
  mine: (companyCode: string, page: number, size: number, query = '') =>
    ['expenses', 'mine', companyCode, page, size, query] as const,
  myTotals: (companyCode: string) => ['expenses', 'myTotals', companyCode] as const,
};
