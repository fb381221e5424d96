import { API, apiPath, type SessionContext } from '@sitebook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiResponse, apiRequest } from '../../../lib/api-client';
import { useReadySession } from '../../../lib/session/use-session';
import { vendorKeys } from './keys';

/** DELETE every vendor carrying the tag. */
export function bulkRemove(context: SessionContext, tag: string): Promise<ApiResponse> {
  return apiRequest(apiPath(API.vendorBulkRemove, { tenant: context.companyCode, tag }), {
    method: 'DELETE',
  });
}

export function useBulkRemove() {
  const { context } = useReadySession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tag: string) => bulkRemove(context, tag),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  });
}
