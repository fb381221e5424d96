import {
  API,
  apiPath,
  type PayableSummaryRequest,
  type SessionContext,
  salaryCycleSchema,
} from '@sitebook/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ApiResponse, apiCall, apiRequest } from '../../../lib/api-client';
import { keyHeaders } from '../../../lib/key-headers';
import { useReadySession } from '../../../lib/session/use-session';
import { payableKeys } from './keys';

/** GET the salary cycle containing a date (dd-mm-yyyy), with the apikey headers. */
export async function getSalaryCycle(context: SessionContext, dmy: string): Promise<string> {
  const path = `${apiPath(API.salaryCycle, { companyCode: context.companyCode })}?date=${encodeURIComponent(dmy)}`;
  const body = await apiCall(path, { headers: keyHeaders(context) });
  return salaryCycleSchema.parse(body).cycle;
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

/** POST the Summary By Status list request. Resolves with the status and body whatever the status. */
export function useStatusSummary() {
  const { context } = useReadySession();
  return useMutation({
    mutationFn: (filters: SummaryFilters): Promise<ApiResponse> => {
      const body: PayableSummaryRequest = { ...filters, tenantCode: context.companyCode };
      return apiRequest(API.payableSummary, { method: 'POST', body });
    },
  });
}

/** POST Populate for the cycle of `dmy`. Resolves with the status and body whatever the status. */
export function usePopulateSummary() {
  const { context } = useReadySession();
  return useMutation({
    mutationFn: (dmy: string): Promise<ApiResponse> =>
      apiRequest(apiPath(API.payablePopulate, { tenantCode: context.companyCode, date: dmy }), {
        method: 'POST',
      }),
  });
}
