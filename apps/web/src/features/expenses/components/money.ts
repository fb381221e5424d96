/** An amount as the expense screens show it: Indian grouping, 2 decimals. */
export const money = (n: number) =>
  n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** How an expense is named to screen readers and in dialogs: "Fuel 1,200.50 on 2026-06-01". */
export const expenseName = (e: { expenseType: string; expenseAmount: number; expenseDate: string }) =>
  `${e.expenseType} ${money(e.expenseAmount)} on ${e.expenseDate}`;
