import {
  deleteExpenseById,
  type EndpointResult,
  type ExpenseUpdate,
  putExpense,
  type SessionContext,
} from '@sitebook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useReadySession } from '../../../lib/session/use-session';
import { expenseKeys } from './keys';

export type ExpenseUpdateFields = Omit<ExpenseUpdate, 'companyCode'>;

/** PUT an edited expense: the server's answer on 202; throws ApiError on a refusal. */
export function updateExpense(
  context: SessionContext,
  fields: ExpenseUpdateFields,
): Promise<EndpointResult<typeof putExpense>> {
  return callEndpoint(putExpense, { body: { ...fields, companyCode: context.companyCode } });
}

/** DELETE an expense: the server's answer on 202; throws ApiError on a refusal. */
export function deleteExpense(
  context: SessionContext,
  expenseId: number,
): Promise<EndpointResult<typeof deleteExpenseById>> {
  return callEndpoint(deleteExpenseById, { params: { companyCode: context.companyCode, expenseId } });
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
