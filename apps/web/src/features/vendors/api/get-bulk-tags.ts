import { type BulkTag, getVendorBulkTags, type SessionContext } from '@sitebook/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useReadySession } from '../../../lib/session/use-session';
import { vendorKeys } from './keys';

/** GET the bulk-upload tags with how many vendors carry each. */
export async function getBulkTags(context: SessionContext): Promise<BulkTag[]> {
  return callEndpoint(getVendorBulkTags, { params: { tenant: context.companyCode } });
}

export function useBulkTags() {
  const { context } = useReadySession();
  return useQuery({
    queryKey: vendorKeys.bulkTags(context.companyCode),
    queryFn: () => getBulkTags(context),
    // A look-up (the tag picker's choices): the vendor writes that change it invalidate it.
    staleTime: 5 * 60_000,
  });
}
