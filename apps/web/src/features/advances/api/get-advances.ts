import {
  type AdvanceRequest,
  API,
  advanceRequestSchema,
  apiPath,
  type SessionContext,
} from '@sitebook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { useReadySession } from '../../session/use-session';
import { advanceKeys } from './keys';

/** GET the company's advance requests (ascending by id). */
export async function getAdvances(context: SessionContext): Promise<AdvanceRequest[]> {
  const body = await apiCall(apiPath(API.advancesForCompany, { companyCode: context.companyCode }));
  return z.array(advanceRequestSchema).parse(body);
}

export const advancesQuery = (context: SessionContext) =>
  queryOptions({ queryKey: advanceKeys.list(context.companyCode), queryFn: () => getAdvances(context) });

export function useAdvances() {
  const { context } = useReadySession();
  return useQuery(advancesQuery(context));
}
