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
      if (status !== 202) return;
      // Pages list newest first: dropped, not only marked stale, so the list shows the new vendor on
      // page 1 at once instead of the old page 1 until a refetch lands.
      queryClient.removeQueries({ queryKey: vendorKeys.pages(context.companyCode) });
      void queryClient.invalidateQueries({ queryKey: vendorKeys.all });
    },
  });
}
