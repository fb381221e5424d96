import {
  getSalaryCycle as getSalaryCycleEndpoint,
  type PayableSummaryRequest,
  postPayablePopulate,
  postPayableSummary,
  type SessionContext,
} from '@sitebook/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { keyHeaders } from '../../../lib/key-headers';
import { useReadySession } from '../../../lib/session/use-session';
import { payableKeys } from './keys';

/** GET the salary cycle containing a date (dd-mm-yyyy), with the apikey headers. */
export async function getSalaryCycle(context: SessionContext, dmy: string): Promise<string> {
  const answer = await callEndpoint(
    getSalaryCycleEndpoint,
    { params: { companyCode: context.companyCode }, query: { date: dmy } },
    { headers: keyHeaders(context) },
  );
  return answer.cycle;
}

/** The cycle of `dmy`; nothing is asked while the date is empty. */
export function useSalaryCycle(dmy: string) {
  const { context } = useReadySession();
  return useQuery({
    queryKey: payableKeys.salaryCycle(context.companyCode, dmy),
    queryFn: () => getSalaryCycle(context, dmy),
    enabled: dmy !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export type SummaryFilters = Omit<PayableSummaryRequest, 'tenantCode'>;

/** POST the Summary By Status list request: its rows on 202; throws ApiError on a refusal. */
export function useStatusSummary() {
  const { context } = useReadySession();
  return useMutation({
    mutationFn: (filters: SummaryFilters) => {
      const body: PayableSummaryRequest = { ...filters, tenantCode: context.companyCode };
      return callEndpoint(postPayableSummary, { body });
    },
  });
}

/** POST Populate for the cycle of `dmy`: the message and populated rows on 202; throws ApiError on a refusal. */
export function usePopulateSummary() {
  const { context } = useReadySession();
  return useMutation({
    mutationFn: (dmy: string) =>
      callEndpoint(postPayablePopulate, { params: { tenantCode: context.companyCode, date: dmy } }),
  });
}
