import { type AdvanceCreate, API, type SessionContext } from '@sitebook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiResponse, apiRequest } from '../../../lib/api-client';
import { useReadySession } from '../../../lib/session/use-session';
import { advanceKeys } from './keys';

export type AdvanceFields = Omit<AdvanceCreate, 'companyCode'>;

/**
 * POST a new advance request. requestedBy, createdBy, updatedBy and the dates are sent as the spec
 * lists them, but the server takes them from the token. Resolves with the status and body.
 */
export function createAdvance(context: SessionContext, fields: AdvanceFields): Promise<ApiResponse> {
  const now = new Date().toISOString();
  return apiRequest(API.advance, {
    method: 'POST',
    body: {
      ...fields,
      companyCode: context.companyCode,
      requestedBy: context.userName,
      createdBy: context.userName,
      updatedBy: context.userName,
      createdDate: now,
      updatedDate: now,
    },
  });
}

export function useCreateAdvance() {
  const { context } = useReadySession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: AdvanceFields) => createAdvance(context, fields),
    onSuccess: ({ status }) => {
      if (status !== 202) return;
      // Pages list newest first: dropped so the list opens on the new advance (see useCreateVendor).
      queryClient.removeQueries({ queryKey: advanceKeys.pages(context.companyCode) });
      void queryClient.invalidateQueries({ queryKey: advanceKeys.all });
    },
  });
}
