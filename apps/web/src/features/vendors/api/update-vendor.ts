import {
  type EndpointResult,
  putVendor,
  type SessionContext,
  VENDOR_STATUS_ACTIVE,
} from '@sitebook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useReadySession } from '../../../lib/session/use-session';
import type { VendorRequest } from '../vendor-form';
import { vendorKeys } from './keys';

export interface VendorUpdate extends VendorRequest {
  vendorId: number;
  vendorCode: string;
}

/** PUT a vendor's fields: its code on 202; throws ApiError on a refusal. */
export function updateVendor(
  context: SessionContext,
  fields: VendorUpdate,
): Promise<EndpointResult<typeof putVendor>> {
  // The company and status ride along as in createVendor.
  const body = { ...fields, tenantCode: context.companyCode, status: VENDOR_STATUS_ACTIVE };
  return callEndpoint(putVendor, { body });
}

export function useUpdateVendor() {
  const { context } = useReadySession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: VendorUpdate) => updateVendor(context, fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  });
}
