import { API, type ExpenseCreate, type SessionContext } from '@sitebook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiResponse, apiRequest } from '../../../lib/api-client';
import { useReadySession } from '../../../lib/session/use-session';
import { expenseKeys } from './keys';

export type ExpenseFields = Omit<ExpenseCreate, 'companyCode'>;

/** POST an expense against an approved advance. Resolves with the status and body. */
export function createExpense(context: SessionContext, fields: ExpenseFields): Promise<ApiResponse> {
  return apiRequest(API.expense, { method: 'POST', body: { ...fields, companyCode: context.companyCode } });
}

export function useCreateExpense() {
  const { context } = useReadySession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: ExpenseFields) => createExpense(context, fields),
    // The list and the advance's figures change (and a refusal may follow someone else's change).
    onSettled: () => queryClient.invalidateQueries({ queryKey: expenseKeys.all }),
  });
}
