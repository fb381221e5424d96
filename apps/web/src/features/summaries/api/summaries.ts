import {
  type Ageing,
  API,
  ageingSchema,
  apiPath,
  type ExecutiveSummary,
  type ExportFormat,
  executiveSummarySchema,
  type SessionContext,
  type VendorSummary,
  vendorSummarySchema,
} from '@sitebook/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall, apiDownload, type DownloadResult } from '../../../lib/api-client';
import { keyHeaders } from '../../../lib/key-headers';
import { saveBlob } from '../../../lib/save-blob';
import { useReadySession } from '../../../lib/session/use-session';

/** The three summaries: their call, their answer's schema and the name of their downloaded file. */
export const SUMMARIES = {
  vendor: { path: API.vendorSummary, schema: vendorSummarySchema, file: 'summary-by-vendor' },
  ageing: { path: API.payableAgeing, schema: ageingSchema, file: 'vendor-payable-summary' },
  executive: { path: API.executiveSummary, schema: executiveSummarySchema, file: 'executive-summary' },
} as const;
export type SummaryKind = keyof typeof SUMMARIES;

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

/** GET path of a summary: `?date=…[&siteId=…][&format=xlsx|csv]`. */
export function summaryPath(
  kind: SummaryKind,
  context: Pick<SessionContext, 'companyCode'>,
  filters: SummaryFilters,
  format?: ExportFormat,
): string {
  const query = new URLSearchParams({ date: filters.date });
  if (filters.siteId !== null) query.set('siteId', String(filters.siteId));
  if (format) query.set('format', format);
  return `${apiPath(SUMMARIES[kind].path, { tenant: context.companyCode })}?${query}`;
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
      const body = await apiCall(summaryPath(kind, context, filters), { headers: keyHeaders(context) });
      const schema: z.ZodType<Answers[K]> = SUMMARIES[kind].schema as never;
      return schema.parse(body);
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
  const result = await apiDownload(summaryPath(kind, context, filters, format), {
    headers: keyHeaders(context),
  });
  if (result.status === 200 && result.blob) {
    saveBlob(result.blob, result.fileName ?? `${SUMMARIES[kind].file}-${filters.date}.${format}`);
  }
  return result;
}
