import {
  type AdvanceOverspend,
  type EndpointResult,
  putAdvanceOverspend,
  type SessionContext,
} from '@sitebook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useReadySession } from '../../../lib/session/use-session';
import { expenseKeys } from './keys';

export type OverspendFields = Omit<AdvanceOverspend, 'companyCode'>;

/** PUT: an administrator allows (or withdraws) overspend on an advance, with a reason; throws ApiError on a refusal. */
export function setOverspend(
  context: SessionContext,
  fields: OverspendFields,
): Promise<EndpointResult<typeof putAdvanceOverspend>> {
  return callEndpoint(putAdvanceOverspend, { body: { ...fields, companyCode: context.companyCode } });
}

export function useSetOverspend() {
  const { context } = useReadySession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: OverspendFields) => setOverspend(context, fields),
    onSettled: () => queryClient.invalidateQueries({ queryKey: expenseKeys.all }),
  });
}
