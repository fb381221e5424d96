import { API, type SessionContext, VENDOR_STATUS_ACTIVE } from '@sitebook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiResponse, apiRequest } from '../../../lib/api-client';
import { useReadySession } from '../../../lib/session/use-session';
import type { VendorRequest } from '../vendor-form';
import { vendorKeys } from './keys';

export interface VendorUpdate extends VendorRequest {
  vendorId: number;
  vendorCode: string;
}

/** PUT a vendor's fields. Resolves with the status and body whatever the status. */
export function updateVendor(context: SessionContext, fields: VendorUpdate): Promise<ApiResponse> {
  return apiRequest(API.vendor, {
    method: 'PUT',
    body: { ...fields, tenantCode: context.companyCode, status: VENDOR_STATUS_ACTIVE },
  });
}

export function useUpdateVendor() {
  const { context } = useReadySession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: VendorUpdate) => updateVendor(context, fields),
    onSuccess: ({ status }) => {
      if (status === 202) void queryClient.invalidateQueries({ queryKey: vendorKeys.all });
    },
  });
}
