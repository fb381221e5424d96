import { getPayableHistory as getPayableHistoryEndpoint, type SessionContext } from '@sitebook/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { keyHeaders } from '../../../lib/key-headers';
import { useReadySession } from '../../../lib/session/use-session';
import { payableKeys } from './keys';

/** GET a payable's history rows (oldest first) with the apikey headers. */
export async function getPayableHistory(context: SessionContext, vendorPayableId: number) {
  return callEndpoint(
    getPayableHistoryEndpoint,
    { params: { vendorPayableId } },
    { headers: keyHeaders(context) },
  );
}

export function usePayableHistory(vendorPayableId: number) {
  const { context } = useReadySession();
  return useQuery({
    queryKey: payableKeys.history(vendorPayableId),
    queryFn: () => getPayableHistory(context, vendorPayableId),
  });
}
