import { type EndpointResult, HEADERS, putAdvance, type SessionContext } from '@sitebook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
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

/** PUT an advance request with the apikey and api_client_name headers: its id on 202; throws ApiError on a refusal. */
export function updateAdvance(
  context: SessionContext,
  fields: AdvanceUpdateFields,
): Promise<EndpointResult<typeof putAdvance>> {
  // The spec's body may carry fields the schema does not read: a variable, as in createAdvance.
  const body = { ...fields, companyCode: context.companyCode };
  return callEndpoint(
    putAdvance,
    { body },
    { headers: { [HEADERS.apiKey]: context.apiKey, [HEADERS.clientName]: context.clientName } },
  );
}

export function useUpdateAdvance() {
  const { context } = useReadySession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: AdvanceUpdateFields) => updateAdvance(context, fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: advanceKeys.all }),
  });
}
