import {
  deleteVendor as deleteVendorEndpoint,
  type EndpointResult,
  type ListPage,
  type SessionContext,
  type Vendor,
} from '@sitebook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { keyHeaders } from '../../../lib/key-headers';
import { useReadySession } from '../../../lib/session/use-session';
import { vendorKeys } from './keys';

/** DELETE a vendor: the body is the vendor object. */
export function deleteVendor(
  context: SessionContext,
  vendor: Vendor,
): Promise<EndpointResult<typeof deleteVendorEndpoint>> {
  return callEndpoint(deleteVendorEndpoint, { body: vendor }, { headers: keyHeaders(context) });
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
    onSuccess: (_answer, vendor) => {
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
