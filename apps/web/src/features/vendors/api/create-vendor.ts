import { API, type SessionContext, VENDOR_STATUS_ACTIVE } from '@sitebook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiResponse, apiRequest } from '../../../lib/api-client';
import { useReadySession } from '../../../lib/session/use-session';
import type { VendorRequest } from '../vendor-form';
import { vendorKeys } from './keys';

/** POST a new vendor. Resolves with the status and body whatever the status; throws NetworkError offline. */
export function createVendor(context: SessionContext, fields: VendorRequest): Promise<ApiResponse> {
  return apiRequest(API.vendor, {
    method: 'POST',
    body: { ...fields, tenantCode: context.companyCode, status: VENDOR_STATUS_ACTIVE },
  });
}

export function useCreateVendor() {
  const { context } = useReadySession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: VendorRequest) => createVendor(context, fields),
    onSuccess: ({ status }) => {
      if (status === 202) void queryClient.invalidateQueries({ queryKey: vendorKeys.all });
    },
  });
}
