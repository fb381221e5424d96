import {
  type EndpointResult,
  type PayableCancel,
  postPayableCancel,
  type SessionContext,
} from '@sitebook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useReadySession } from '../../../lib/session/use-session';
import { payableKeys } from './keys';

export type PayableCancelFields = Omit<PayableCancel, 'tenantCode'>;

/** POST a payable's cancel (an administrator's, with a reason): the saved payable on 202; throws ApiError on a refusal. */
export function cancelPayable(
  context: SessionContext,
  fields: PayableCancelFields,
): Promise<EndpointResult<typeof postPayableCancel>> {
  const body: PayableCancel = { ...fields, tenantCode: context.companyCode };
  return callEndpoint(postPayableCancel, { body });
}

export function useCancelPayable() {
  const { context } = useReadySession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: PayableCancelFields) => cancelPayable(context, fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payableKeys.all }),
  });
}
