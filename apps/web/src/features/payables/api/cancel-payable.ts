import { API, type PayableCancel, type SessionContext } from '@sitebook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiResponse, apiRequest } from '../../../lib/api-client';
import { useReadySession } from '../../../lib/session/use-session';
import { payableKeys } from './keys';

export type PayableCancelFields = Omit<PayableCancel, 'tenantCode'>;

/** POST a payable's cancel (an administrator's, with a reason). Resolves whatever the status. */
export function cancelPayable(context: SessionContext, fields: PayableCancelFields): Promise<ApiResponse> {
  const body: PayableCancel = { ...fields, tenantCode: context.companyCode };
  return apiRequest(API.payableCancel, { method: 'POST', body });
}

export function useCancelPayable() {
  const { context } = useReadySession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: PayableCancelFields) => cancelPayable(context, fields),
    onSuccess: ({ status }) => {
      if (status === 202) void queryClient.invalidateQueries({ queryKey: payableKeys.all });
    },
  });
}
