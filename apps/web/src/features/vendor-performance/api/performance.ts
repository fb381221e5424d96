import {
  API,
  apiPath,
  type ExportFormat,
  getVendorPerformanceTrend,
  type SessionContext,
  vendorPerformanceRowSchema,
} from '@sitebook/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DownloadResult } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/endpoint-client';
import { downloadListExport } from '../../../lib/list-download';
import { getListPage } from '../../../lib/list-page';
import { useReadySession } from '../../../lib/session/use-session';

export const PERFORMANCE_PAGE_SIZE = 10;

const keys = {
  page: (tenant: string, page: number, query: string) =>
    ['vendor-performance', 'page', tenant, page, query] as const,
  trend: (tenant: string, query: string) => ['vendor-performance', 'trend', tenant, query] as const,
};

/** A page of Vendor Performance (`query`: search, sort, site and bill dates as the API's query string). */
export function useVendorPerformance(page: number, query = '') {
  const { context } = useReadySession();
  return useQuery({
    queryKey: keys.page(context.companyCode, page, query),
    queryFn: () =>
      getListPage(
        apiPath(API.vendorPerformance, { tenant: context.companyCode }),
        page,
        PERFORMANCE_PAGE_SIZE,
        vendorPerformanceRowSchema,
        undefined,
        query,
      ),
    placeholderData: keepPreviousData,
  });
}

/** The trend by month for the same search and filters (the sort and page play no part). */
export function useVendorPerformanceTrend(query = '') {
  const { context } = useReadySession();
  const params = new URLSearchParams(query);
  params.delete('sort');
  const trendQuery = params.toString();
  return useQuery({
    queryKey: keys.trend(context.companyCode, trendQuery),
    queryFn: () =>
      callEndpoint(getVendorPerformanceTrend, {
        params: { tenant: context.companyCode },
        query: Object.fromEntries(new URLSearchParams(trendQuery)),
      }),
    placeholderData: keepPreviousData,
  });
}

export function exportVendorPerformance(
  context: SessionContext,
  query: string,
  format: ExportFormat,
): Promise<DownloadResult> {
  return downloadListExport(
    apiPath(API.vendorPerformanceExport, { tenant: context.companyCode }),
    query,
    format,
    'vendor-performance',
  );
}
