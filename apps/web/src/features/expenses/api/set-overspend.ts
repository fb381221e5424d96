import { type AdvanceOverspend, API, type SessionContext } from '@sitebook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiResponse, apiRequest } from '../../../lib/api-client';
import { useReadySession } from '../../../lib/session/use-session';
import { expenseKeys } from './keys';

export type OverspendFields = Omit<AdvanceOverspend, 'companyCode'>;

/** PUT: an administrator allows (or withdraws) overspend on an advance, with a reason. */
export function setOverspend(context: SessionContext, fields: OverspendFields): Promise<ApiResponse> {
  return apiRequest(API.advanceOverspend, {
    method: 'PUT',
    body: { ...fields, companyCode: context.companyCode },
  });
}

export function useSetOverspend() {
  const { context } = useReadySession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: OverspendFields) => setOverspend(context, fields),
    onSettled: () => queryClient.invalidateQueries({ queryKey: expenseKeys.all }),
  });
}
