import {
  type Ageing,
  type ExecutiveSummary,
  type ExportFormat,
  getExecutiveSummary,
  getPayableAgeing,
  getVendorSummary,
  type SessionContext,
  type SummaryQuery,
  type VendorSummary,
} from '@sitebook/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DownloadResult } from '../../../lib/api-client';
import { callEndpoint, downloadEndpoint } from '../../../lib/endpoint-client';
import { keyHeaders } from '../../../lib/key-headers';
import { saveBlob } from '../../../lib/save-blob';
import { useReadySession } from '../../../lib/session/use-session';

/** The three summaries: their endpoint (which parses the answer) and the name of their downloaded file. */
export const SUMMARIES = {
  vendor: { endpoint: getVendorSummary, file: 'summary-by-vendor' },
  ageing: { endpoint: getPayableAgeing, file: 'vendor-payable-summary' },
  executive: { endpoint: getExecutiveSummary, file: 'executive-summary' },
} as const;
export type SummaryKind = keyof typeof SUMMARIES;
type SummaryEndpoint = (typeof SUMMARIES)[SummaryKind]['endpoint'];

interface Answers {
  vendor: VendorSummary;
  ageing: Ageing;
  executive: ExecutiveSummary;
}

/** What every summary is asked for: the "as of" date (YYYY-MM-DD) and one site or all (null). */
export interface SummaryFilters {
  date: string;
  siteId: number | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const isCompleteDate = (date: string) => ISO_DATE.test(date);

/** The input of a summary call: `?date=…[&siteId=…][&format=xlsx|csv]`. */
function summaryInput(
  context: Pick<SessionContext, 'companyCode'>,
  filters: SummaryFilters,
  format?: ExportFormat,
): { params: { tenant: string }; query: SummaryQuery } {
  return {
    params: { tenant: context.companyCode },
    query: { date: filters.date, siteId: filters.siteId ?? undefined, format },
  };
}

export const summaryKeys = {
  all: ['summaries'] as const,
  one: (kind: SummaryKind, companyCode: string, filters: SummaryFilters) =>
    ['summaries', kind, companyCode, filters.date, filters.siteId] as const,
};

/** One summary for the filters; nothing is asked while the date is incomplete. */
export function useSummary<K extends SummaryKind>(kind: K, filters: SummaryFilters) {
  const { context } = useReadySession();
  return useQuery({
    queryKey: summaryKeys.one(kind, context.companyCode, filters),
    queryFn: async (): Promise<Answers[K]> => {
      const endpoint: SummaryEndpoint = SUMMARIES[kind].endpoint;
      const answer = await callEndpoint(endpoint, summaryInput(context, filters), {
        headers: keyHeaders(context),
      });
      // The endpoint of `kind` parsed the answer with its own schema: it is that summary's.
      return answer as Answers[K];
    },
    enabled: isCompleteDate(filters.date),
    // The figures shown stay until those of another site or date arrive; the screens mark them busy
    // while any fetch runs (isFetching), a visit's own refetch included.
    placeholderData: keepPreviousData,
    // A report is read fresh on every visit: a payment, a reversal or a bill entered elsewhere since
    // the last visit changes it, and no other screen's cache knows these keys.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** GET the summary as .xlsx or .csv (`format`) with the bearer token and save it. */
export async function downloadSummary(
  kind: SummaryKind,
  context: SessionContext,
  filters: SummaryFilters,
  format: ExportFormat = 'xlsx',
): Promise<DownloadResult> {
  const result = await downloadEndpoint(SUMMARIES[kind].endpoint, summaryInput(context, filters, format), {
    headers: keyHeaders(context),
  });
  if (result.status === 200 && result.blob) {
    saveBlob(result.blob, result.fileName ?? `${SUMMARIES[kind].file}-${filters.date}.${format}`);
  }
  return result;
}
