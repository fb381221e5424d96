import { API, apiPath, type ExpenseUpdate, type SessionContext } from '@sitebook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiResponse, apiRequest } from '../../../lib/api-client';
import { useReadySession } from '../../../lib/session/use-session';
import { expenseKeys } from './keys';

export type ExpenseUpdateFields = Omit<ExpenseUpdate, 'companyCode'>;

/** PUT an edited expense. Resolves with the status and body. */
export function updateExpense(context: SessionContext, fields: ExpenseUpdateFields): Promise<ApiResponse> {
  return apiRequest(API.expense, { method: 'PUT', body: { ...fields, companyCode: context.companyCode } });
}

/** DELETE an expense. Resolves with the status and body. */
export function deleteExpense(context: SessionContext, expenseId: number): Promise<ApiResponse> {
  return apiRequest(apiPath(API.expenseById, { companyCode: context.companyCode, expenseId }), {
    method: 'DELETE',
  });
}

export function useUpdateExpense() {
  const { context } = useReadySession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: ExpenseUpdateFields) => updateExpense(context, fields),
    onSettled: () => queryClient.invalidateQueries({ queryKey: expenseKeys.all }),
  });
}

export function useDeleteExpense() {
  const { context } = useReadySession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expenseId: number) => deleteExpense(context, expenseId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: expenseKeys.all }),
  });
}
