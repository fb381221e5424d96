import {
  type AdvanceRequest,
  API,
  advanceRequestSchema,
  apiPath,
  type SessionContext,
} from '@sitebook/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { useReadySession } from '../../session/use-session';
import { expenseKeys } from './keys';

/** GET the company's advance requests for Proof Submission (allowed under the Expense module too). */
export async function getAdvances(context: SessionContext): Promise<AdvanceRequest[]> {
  const body = await apiCall(apiPath(API.advancesForCompany, { companyCode: context.companyCode }));
  return z.array(advanceRequestSchema).parse(body);
}

export function useProofAdvances() {
  const { context } = useReadySession();
  return useQuery({
    queryKey: expenseKeys.advances(context.companyCode),
    queryFn: () => getAdvances(context),
  });
}
