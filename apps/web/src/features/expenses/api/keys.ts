/** React-query keys of the expense feature. The advance list shares the advance feature's key. */
export const expenseKeys = {
  advances: (companyCode: string) => ['advances', 'list', companyCode] as const,
  list: (companyCode: string, advanceRequestId: number) =>
    ['expenses', 'list', companyCode, advanceRequestId] as const,
};
