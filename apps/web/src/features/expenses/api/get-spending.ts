import { type AdvanceSpending, getAdvanceSpending, HEADERS, type SessionContext } from '@sitebook/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useReadySession } from '../../../lib/session/use-session';
import { expenseKeys } from './keys';

/** GET an advance's requested / approved / spent / remaining, summed by the server. */
export async function getSpending(
  context: SessionContext,
  advanceRequestId: number,
): Promise<AdvanceSpending> {
  return callEndpoint(
    getAdvanceSpending,
    { params: { companyCode: context.companyCode, advanceRequestId } },
    { headers: { [HEADERS.apiKey]: context.apiKey, [HEADERS.clientName]: context.clientName } },
  );
}

export function useSpending(advanceRequestId: number) {
  const { context } = useReadySession();
  return useQuery({
    queryKey: expenseKeys.spending(context.companyCode, advanceRequestId),
    queryFn: () => getSpending(context, advanceRequestId),
  });
}
