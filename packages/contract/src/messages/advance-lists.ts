/**
 * The search and exports of the advance list, an advance's expenses and My Expenses (texts the project
 * fixes, the spec has none): sheet names, file names, the line saying what was exported, and the
 * columns the screens' own labels do not name.
 */
export const advanceListMessages = {
  /** The lists' names in the list texts (listMessages.searchPlaceholder, noMatch). */
  names: { advances: 'advance requests', expenses: 'expenses' },
  // Filter labels beside listMessages' own
  advance: 'Advance',
  expenseType: 'Expense type',
  expenseDate: 'Expense date',
  advancesSheet: 'Advance requests',
  advancesFile: 'advance-requests',
  expensesSheet: (advanceId: string) => `Expenses of ${advanceId}`,
  expensesFile: (advanceId: string) => `expenses-${advanceId}`,
  myExpensesSheet: 'My expenses',
  myExpensesFile: 'my-expenses',
  /** The first line of an export: when it was made and, when narrowed, by what (the query's own words). */
  exportedOn: (date: string, narrowedBy: string) =>
    narrowedBy === '' ? `Exported on ${date}` : `Exported on ${date}, filtered by ${narrowedBy}`,
  columns: {
    comments: 'Comments',
    approvedAmount: 'Approved Amount',
    spentAmount: 'Spent',
    returnedAmount: 'Returned',
    reimbursedAmount: 'Reimbursed',
    remainingAmount: 'Remaining',
    createdBy: 'Created By',
    createdDate: 'Created Date',
    advanceStatus: 'Advance Status',
  },
} as const;
