import {
  API,
  apiPath,
  type ExpenseRecord,
  expenseRecordSchema,
  HEADERS,
  type SessionContext,
} from '@sitebook/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { useReadySession } from '../../../lib/session/use-session';
import { expenseKeys } from './keys';

/** GET the expenses of one advance request, with the apikey and api_client_name headers. */
export async function getExpenses(
  context: SessionContext,
  advanceRequestId: number,
): Promise<ExpenseRecord[]> {
  const body = await apiCall(
    apiPath(API.expensesForAdvance, {
      companyCode: context.companyCode,
      advanceRequestId: String(advanceRequestId),
    }),
    { headers: { [HEADERS.apiKey]: context.apiKey, [HEADERS.clientName]: context.clientName } },
  );
  return z.array(expenseRecordSchema).parse(body);
}

export function useExpenses(advanceRequestId: number) {
  const { context } = useReadySession();
  return useQuery({
    queryKey: expenseKeys.list(context.companyCode, advanceRequestId),
    queryFn: () => getExpenses(context, advanceRequestId),
  });
}
