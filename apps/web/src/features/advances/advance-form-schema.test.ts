import { advanceFormSchema, amountRuleMessages, expenseFormSchema } from '@sitebook/contract';
import { describe, expect, it } from 'vitest';

// The advance and expense forms show the contract schema's first issue as the spec's alert.
const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('the advance and expense form schemas (the alerts, in the spec order)', () => {
  it('advance: the amount first, then the date; 0 refused, 2 decimals at most', () => {
    const base = { siteCode: 'S1', remarks: '', status: 'Pending' };
    expect(firstIssue(advanceFormSchema.safeParse({ ...base, amount: '', date: '' }))).toBe(
      'Enter the Amount',
    );
    expect(firstIssue(advanceFormSchema.safeParse({ ...base, amount: 250, date: '' }))).toBe(
      'Please Enter the Date',
    );
    expect(firstIssue(advanceFormSchema.safeParse({ ...base, amount: 2.555, date: '2026-06-01' }))).toBe(
      'Enter an amount with at most 2 decimal places',
    );
    // Mantine's NumberInput answers "22000.50" (a trailing zero) as text.
    const text = advanceFormSchema.safeParse({ ...base, amount: '22000.50', date: '2026-06-01' });
    expect(text.success && text.data.amount).toBe(22000.5);
    // A request of 0 is refused (it asked for a confirmation and sent 0).
    expect(firstIssue(advanceFormSchema.safeParse({ ...base, amount: 0, date: '2026-06-01' }))).toBe(
      amountRuleMessages.advanceAmountPositive,
    );
  });

  it('expense: the type, then an amount above 0, then the date', () => {
    expect(firstIssue(expenseFormSchema.safeParse({ type: '', amount: '', date: '', remarks: '' }))).toBe(
      'Please select an Expense Type',
    );
    expect(firstIssue(expenseFormSchema.safeParse({ type: 'Fuel', amount: 0, date: '', remarks: '' }))).toBe(
      'Please enter an amount greater than 0',
    );
    expect(firstIssue(expenseFormSchema.safeParse({ type: 'Fuel', amount: 5, date: '', remarks: '' }))).toBe(
      'Please Enter the Date',
    );
    expect(
      expenseFormSchema.safeParse({ type: 'Fuel', amount: 5, date: '2026-06-01', remarks: 'x'.repeat(201) })
        .success,
    ).toBe(false);
  });
});
