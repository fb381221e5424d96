import {
  getVendorLimit as getVendorLimitEndpoint,
  type SessionContext,
  type VendorLimit,
} from '@sitebook/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useReadySession } from '../../../lib/session/use-session';
import { vendorKeys } from './keys';

/** GET the company's vendor limit and count (Add Vendor says a reached limit on opening). */
export async function getVendorLimit(context: SessionContext): Promise<VendorLimit> {
  return callEndpoint(getVendorLimitEndpoint, { params: { tenant: context.companyCode } });
}

export function useVendorLimit() {
  const { context } = useReadySession();
  return useQuery({
    queryKey: vendorKeys.limit(context.companyCode),
    queryFn: () => getVendorLimit(context),
    // Asked again each time Add Vendor opens: a vendor removed meanwhile frees a place.
    staleTime: 0,
  });
}
