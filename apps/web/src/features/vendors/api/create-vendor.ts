import {
  type EndpointResult,
  postVendor,
  type SessionContext,
  VENDOR_STATUS_ACTIVE,
} from '@sitebook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useReadySession } from '../../../lib/session/use-session';
import type { VendorRequest } from '../vendor-form';
import { vendorKeys } from './keys';

/** POST a new vendor: its code on 202; throws ApiError on a refusal, NetworkError offline. */
export function createVendor(
  context: SessionContext,
  fields: VendorRequest,
): Promise<EndpointResult<typeof postVendor>> {
  // The spec's body also names the company (the server's tenant guard checks it) and the status,
  // which the schema does not read: so a variable, not a literal the endpoint's type would refuse.
  const body = { ...fields, tenantCode: context.companyCode, status: VENDOR_STATUS_ACTIVE };
  return callEndpoint(postVendor, { body });
}

export function useCreateVendor() {
  const { context } = useReadySession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: VendorRequest) => createVendor(context, fields),
    onSuccess: () => {
      // Pages list newest first: dropped, not only marked stale, so the list shows the new vendor on
      // page 1 at once instead of the old page 1 until a refetch lands.
      queryClient.removeQueries({ queryKey: vendorKeys.pages(context.companyCode) });
      void queryClient.invalidateQueries({ queryKey: vendorKeys.all });
    },
  });
}
