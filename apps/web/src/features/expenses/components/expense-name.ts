import type { Formatters } from '../../../lib/format';

/** How an expense is named to screen readers and in dialogs: "Fuel 1,200.50 on 01-06-2026". */
export const expenseName = (
  e: { expenseType: string; expenseAmount: number; expenseDate: string },
  format: Formatters,
) => `${e.expenseType} ${format.amount(e.expenseAmount)} on ${format.date(e.expenseDate)}`;
