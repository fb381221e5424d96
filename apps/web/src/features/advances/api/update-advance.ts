import { API, HEADERS, type SessionContext } from '@sitebook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiResponse, apiRequest } from '../../../lib/api-client';
import { useReadySession } from '../../../lib/session/use-session';
import type { AdvanceFields } from './create-advance';
import { advanceKeys } from './keys';

export interface AdvanceUpdateFields extends AdvanceFields {
  advanceRequestId: number;
  advanceId: string;
  /** The version loaded: the server refuses the update (409) if the advance changed since. */
  version: number;
  /** The amount an ADMIN approves (at most the requested amount). */
  approvedAmount?: number;
}

/** PUT an advance request with the apikey and api_client_name headers. Resolves with the status and body. */
export function updateAdvance(context: SessionContext, fields: AdvanceUpdateFields): Promise<ApiResponse> {
  return apiRequest(API.advance, {
    method: 'PUT',
    headers: { [HEADERS.apiKey]: context.apiKey, [HEADERS.clientName]: context.clientName },
    body: { ...fields, companyCode: context.companyCode },
  });
}

export function useUpdateAdvance() {
  const { context } = useReadySession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: AdvanceUpdateFields) => updateAdvance(context, fields),
    onSuccess: ({ status }) => {
      if (status === 202) void queryClient.invalidateQueries({ queryKey: advanceKeys.all });
    },
  });
}
