import { getVendorHistory } from '@sitebook/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useReadySession } from '../../../lib/session/use-session';
import { vendorKeys } from './keys';

/** A vendor's history, oldest first (GET API.vendorHistory): read again on each visit. */
export function useVendorHistory(vendorId: number) {
  const { context } = useReadySession();
  return useQuery({
    queryKey: [...vendorKeys.all, 'history', context.companyCode, vendorId] as const,
    queryFn: () => callEndpoint(getVendorHistory, { params: { tenant: context.companyCode, vendorId } }),
    refetchOnMount: 'always',
  });
}
