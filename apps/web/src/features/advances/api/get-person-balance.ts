import {
  API,
  apiPath,
  type ExportFormat,
  type PersonBalance,
  personBalanceSchema,
  type SessionContext,
} from '@sitebook/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall, apiDownload, type DownloadResult } from '../../../lib/api-client';
import { useReadySession } from '../../../lib/session/use-session';
import { advanceKeys } from './keys';

const query = (siteCode: string, format?: ExportFormat) => {
  const params = new URLSearchParams();
  if (siteCode) params.set('siteCode', siteCode);
  if (format) params.set('format', format);
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** GET the person balance: per person their open advances, and the totals. */
export async function getPersonBalance(context: SessionContext, siteCode: string): Promise<PersonBalance> {
  const body = await apiCall(
    `${apiPath(API.advancePersonBalance, { companyCode: context.companyCode })}${query(siteCode)}`,
  );
  return personBalanceSchema.parse(body);
}

/** The same figures as an .xlsx or .csv file. */
export function downloadPersonBalance(
  context: SessionContext,
  siteCode: string,
  format: ExportFormat = 'xlsx',
): Promise<DownloadResult> {
  return apiDownload(
    `${apiPath(API.advancePersonBalance, { companyCode: context.companyCode })}${query(siteCode, format)}`,
  );
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
