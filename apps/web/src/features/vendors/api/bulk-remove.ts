import { deleteVendorBulkRemove, type EndpointResult, type SessionContext } from '@sitebook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useReadySession } from '../../../lib/session/use-session';
import { vendorKeys } from './keys';

/** DELETE every vendor carrying the tag. */
export function bulkRemove(
  context: SessionContext,
  tag: string,
): Promise<EndpointResult<typeof deleteVendorBulkRemove>> {
  return callEndpoint(deleteVendorBulkRemove, { params: { tenant: context.companyCode, tag } });
}

export function useBulkRemove() {
  const { context } = useReadySession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tag: string) => bulkRemove(context, tag),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  });
}
