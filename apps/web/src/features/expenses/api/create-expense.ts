import {
  type EndpointResult,
  type ExpenseCreate,
  postExpense,
  type SessionContext,
} from '@sitebook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useReadySession } from '../../../lib/session/use-session';
import { expenseKeys } from './keys';

export type ExpenseFields = Omit<ExpenseCreate, 'companyCode'>;

/** POST an expense against an approved advance: the server's answer on 202; throws ApiError on a refusal. */
export function createExpense(
  context: SessionContext,
  fields: ExpenseFields,
): Promise<EndpointResult<typeof postExpense>> {
  return callEndpoint(postExpense, { body: { ...fields, companyCode: context.companyCode } });
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
