import {
  type AdvanceRequest,
  API,
  advanceRequestSchema,
  apiPath,
  type ExportFormat,
  type ListPage,
  type SessionContext,
} from '@sitebook/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DownloadResult } from '../../../lib/api-client';
import { downloadListExport } from '../../../lib/list-download';
import { getListPage } from '../../../lib/list-page';
import { useReadySession } from '../../../lib/session/use-session';
import { advanceKeys } from './keys';

/**
 * GET one page of the company's advance requests (newest first, or in the `query`'s sort) and their
 * whole count: the advance list's call and Proof Submission's (allowed under the Expense module too).
 * `query`: the search, sort and filters as a query string.
 */
export function getAdvancePage(
  context: SessionContext,
  page: number,
  size: number,
  query = '',
): Promise<ListPage<AdvanceRequest>> {
  const path = apiPath(API.advancesForCompany, { companyCode: context.companyCode });
  return getListPage(path, page, size, advanceRequestSchema, undefined, query);
}

export const advancePageQuery = (context: SessionContext, page: number, size: number, query = '') =>
  queryOptions({
    queryKey: advanceKeys.page(context.companyCode, page, size, query),
    queryFn: () => getAdvancePage(context, page, size, query),
    // The page shown stays until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useAdvancePage(page: number, size: number, query = '') {
  const { context } = useReadySession();
  return useQuery(advancePageQuery(context, page, size, query));
}

/** GET the searched and filtered advance requests as a file (format=xlsx or csv) and save it. */
export async function exportAdvances(
  context: SessionContext,
  query: string,
  format: ExportFormat,
): Promise<DownloadResult> {
  return downloadListExport(
    apiPath(API.advancesExport, { companyCode: context.companyCode }),
    query,
    format,
    'advance-requests',
  );
}
