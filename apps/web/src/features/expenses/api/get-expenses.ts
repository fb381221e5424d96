import {
  type ExpenseRecord,
  type ExportFormat,
  getExpensesExport,
  getExpensesForAdvance,
  HEADERS,
  type SessionContext,
} from '@sitebook/contract';
import { useQuery } from '@tanstack/react-query';
import type { DownloadResult } from '../../../lib/api-client';
import { callEndpoint, downloadEndpoint } from '../../../lib/endpoint-client';
import { todayIso } from '../../../lib/format';
import { saveBlob } from '../../../lib/save-blob';
import { useReadySession } from '../../../lib/session/use-session';
import { expenseKeys } from './keys';

/** GET the expenses of one advance request, with the apikey and api_client_name headers. */
export async function getExpenses(
  context: SessionContext,
  advanceRequestId: number,
): Promise<ExpenseRecord[]> {
  return callEndpoint(
    getExpensesForAdvance,
    { params: { companyCode: context.companyCode, advanceRequestId } },
    { headers: { [HEADERS.apiKey]: context.apiKey, [HEADERS.clientName]: context.clientName } },
  );
}

export function useExpenses(advanceRequestId: number) {
  const { context } = useReadySession();
  return useQuery({
    queryKey: expenseKeys.list(context.companyCode, advanceRequestId),
    queryFn: () => getExpenses(context, advanceRequestId),
  });
}

/** GET one advance's expenses as a file (format=xlsx or csv) and save it. */
export async function exportExpenses(
  context: SessionContext,
  advance: { advanceRequestId: number; advanceId: string },
  format: ExportFormat,
): Promise<DownloadResult> {
  const result = await downloadEndpoint(
    getExpensesExport,
    {
      params: { companyCode: context.companyCode, advanceRequestId: advance.advanceRequestId },
      query: { format },
    },
    { headers: { [HEADERS.apiKey]: context.apiKey, [HEADERS.clientName]: context.clientName } },
  );
  if (result.status === 200 && result.blob)
    saveBlob(result.blob, result.fileName ?? `expenses-${advance.advanceId}-${todayIso()}.${format}`);
  return result;
}
