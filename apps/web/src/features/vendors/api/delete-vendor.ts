import { API, type ListPage, type SessionContext, type Vendor } from '@sitebook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiResponse, apiRequest } from '../../../lib/api-client';
import { keyHeaders } from '../../../lib/key-headers';
import { useReadySession } from '../../../lib/session/use-session';
import { vendorKeys } from './keys';

/** DELETE a vendor: the body is the vendor object. */
export function deleteVendor(context: SessionContext, vendor: Vendor): Promise<ApiResponse> {
  return apiRequest(API.vendor, { method: 'DELETE', body: vendor, headers: keyHeaders(context) });
}

/**
 * On 202 the row leaves its cached page at once (removed locally), then the pages
 * are fetched again so the next vendors move up (the table falls back a page if this one empties).
 */
export function useDeleteVendor() {
  const { context } = useReadySession();
  const queryClient = useQueryClient();
  const tenant = context.companyCode;
  return useMutation({
    mutationFn: (vendor: Vendor) => deleteVendor(context, vendor),
    onSuccess: ({ status }, vendor) => {
      if (status !== 202) return;
      queryClient.setQueriesData<ListPage<Vendor>>({ queryKey: vendorKeys.pages(tenant) }, (page) =>
        page?.rows.some((v) => v.vendorId === vendor.vendorId)
          ? { rows: page.rows.filter((v) => v.vendorId !== vendor.vendorId), total: page.total - 1 }
          : page,
      );
      void queryClient.invalidateQueries({ queryKey: vendorKeys.pages(tenant) });
      void queryClient.invalidateQueries({ queryKey: vendorKeys.list(tenant) });
      void queryClient.invalidateQueries({ queryKey: vendorKeys.bulkTags(tenant) });
    },
  });
}
