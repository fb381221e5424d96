import {
  type ExportFormat,
  getAdvancePersonBalance,
  type PersonBalance,
  type SessionContext,
} from '@sitebook/contract';
import { useQuery } from '@tanstack/react-query';
import type { DownloadResult } from '../../../lib/api-client';
import { callEndpoint, downloadEndpoint } from '../../../lib/endpoint-client';
import { useReadySession } from '../../../lib/session/use-session';
import { advanceKeys } from './keys';

/** GET the person balance: per person their open advances, and the totals. */
export async function getPersonBalance(context: SessionContext, siteCode: string): Promise<PersonBalance> {
  return callEndpoint(getAdvancePersonBalance, {
    params: { companyCode: context.companyCode },
    query: { siteCode: siteCode || undefined },
  });
}

/** The same figures as an .xlsx or .csv file. */
export function downloadPersonBalance(
  context: SessionContext,
  siteCode: string,
  format: ExportFormat = 'xlsx',
): Promise<DownloadResult> {
  return downloadEndpoint(getAdvancePersonBalance, {
    params: { companyCode: context.companyCode },
    query: { siteCode: siteCode || undefined, format },
  });
}

export function usePersonBalance(siteCode: string) {
  const { context } = useReadySession();
  return useQuery({
    queryKey: advanceKeys.personBalance(context.companyCode, siteCode),
    queryFn: () => getPersonBalance(context, siteCode),
    // Read fresh on every visit: an expense or return entered elsewhere changes it.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
