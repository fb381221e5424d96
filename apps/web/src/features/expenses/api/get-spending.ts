import {
  type AdvanceSpending,
  API,
  advanceSpendingSchema,
  apiPath,
  HEADERS,
  type SessionContext,
} from '@sitebook/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useReadySession } from '../../../lib/session/use-session';
import { expenseKeys } from './keys';

/** GET an advance's requested / approved / spent / remaining, summed by the server. */
export async function getSpending(
  context: SessionContext,
  advanceRequestId: number,
): Promise<AdvanceSpending> {
  const body = await apiCall(
    apiPath(API.advanceSpending, { companyCode: context.companyCode, advanceRequestId }),
    { headers: { [HEADERS.apiKey]: context.apiKey, [HEADERS.clientName]: context.clientName } },
  );
  return advanceSpendingSchema.parse(body);
}

export function useSpending(advanceRequestId: number) {
  const { context } = useReadySession();
  return useQuery({
    queryKey: expenseKeys.spending(context.companyCode, advanceRequestId),
    queryFn: () => getSpending(context, advanceRequestId),
  });
}
