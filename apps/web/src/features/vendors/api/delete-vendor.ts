import { API, type SessionContext, type Vendor } from '@sitebook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiResponse, apiRequest } from '../../../lib/api-client';
import { keyHeaders } from '../../../lib/key-headers';
import { useReadySession } from '../../session/use-session';
import { vendorKeys } from './keys';

/** DELETE a vendor: the body is the vendor object (spec section 7). */
export function deleteVendor(context: SessionContext, vendor: Vendor): Promise<ApiResponse> {
  return apiRequest(API.vendor, { method: 'DELETE', body: vendor, headers: keyHeaders(context) });
}

/** On 202 the row leaves the cached list at once (spec section 4: removed locally). */
export function useDeleteVendor() {
  const { context } = useReadySession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vendor: Vendor) => deleteVendor(context, vendor),
    onSuccess: ({ status }, vendor) => {
      if (status !== 202) return;
      queryClient.setQueryData<Vendor[]>(vendorKeys.list(context.companyCode), (list) =>
        list?.filter((v) => v.vendorId !== vendor.vendorId),
      );
      void queryClient.invalidateQueries({ queryKey: vendorKeys.bulkTags(context.companyCode) });
    },
  });
}
