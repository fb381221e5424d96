import { API, apiPath, type Payable, payableSchema, type SessionContext } from '@sitebook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { keyHeaders } from '../../../lib/key-headers';
import { useReadySession } from '../../session/use-session';
import { payableKeys } from './keys';

const payableListSchema = z.array(payableSchema);

/** GET the company's payables (ascending by id) with the apikey headers (spec section 7). */
export async function getPayables(context: SessionContext): Promise<Payable[]> {
  const body = await apiCall(apiPath(API.payablesForTenant, { tenantCode: context.companyCode }), {
    headers: keyHeaders(context),
  });
  return payableListSchema.parse(body);
}

export const payablesQuery = (context: SessionContext) =>
  queryOptions({ queryKey: payableKeys.list(context.companyCode), queryFn: () => getPayables(context) });

/** The payables; fetched only while `enabled` (the list screen's exact path). */
export function usePayables(enabled: boolean) {
  const { context } = useReadySession();
  return useQuery({ ...payablesQuery(context), enabled });
}
