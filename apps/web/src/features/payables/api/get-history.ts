import { API, apiPath, payableHistoryRowSchema, type SessionContext } from '@sitebook/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { keyHeaders } from '../../../lib/key-headers';
import { useReadySession } from '../../../lib/session/use-session';
import { payableKeys } from './keys';

const historySchema = z.array(payableHistoryRowSchema);

/** GET a payable's history rows (oldest first) with the apikey headers. */
export async function getPayableHistory(context: SessionContext, vendorPayableId: number) {
  const body = await apiCall(apiPath(API.payableHistory, { vendorPayableId }), {
    headers: keyHeaders(context),
  });
  return historySchema.parse(body);
}

export function usePayableHistory(vendorPayableId: number) {
  const { context } = useReadySession();
  return useQuery({
    queryKey: payableKeys.history(vendorPayableId),
    queryFn: () => getPayableHistory(context, vendorPayableId),
  });
}
