import {
  type AdvanceCreate,
  type EndpointResult,
  postAdvance,
  type SessionContext,
} from '@sitebook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useReadySession } from '../../../lib/session/use-session';
import { advanceKeys } from './keys';

export type AdvanceFields = Omit<AdvanceCreate, 'companyCode'>;

/**
 * POST a new advance request. requestedBy, createdBy, updatedBy and the dates are sent as the spec
 * lists them, but the server takes them from the token. Resolves with the new advance's ids on 202;
 * throws ApiError on a refusal.
 */
export function createAdvance(
  context: SessionContext,
  fields: AdvanceFields,
): Promise<EndpointResult<typeof postAdvance>> {
  const now = new Date().toISOString();
  // The spec's body also carries the user and dates, which the schema does not read: a variable.
  const body = {
    ...fields,
    companyCode: context.companyCode,
    requestedBy: context.userName,
    createdBy: context.userName,
    updatedBy: context.userName,
    createdDate: now,
    updatedDate: now,
  };
  return callEndpoint(postAdvance, { body });
}

export function useCreateAdvance() {
  const { context } = useReadySession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: AdvanceFields) => createAdvance(context, fields),
    onSuccess: () => {
      // Pages list newest first: dropped so the list opens on the new advance (see useCreateVendor).
      queryClient.removeQueries({ queryKey: advanceKeys.pages(context.companyCode) });
      void queryClient.invalidateQueries({ queryKey: advanceKeys.all });
    },
  });
}
