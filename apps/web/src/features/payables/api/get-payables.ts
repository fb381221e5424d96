import {
  API,
  apiPath,
  type ExportFormat,
  type ListPage,
  PAGE_SIZES,
  type Payable,
  payableSchema,
  type SessionContext,
} from '@sitebook/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DownloadResult } from '../../../lib/api-client';
import { keyHeaders } from '../../../lib/key-headers';
import { downloadListExport } from '../../../lib/list-download';
import { getListPage } from '../../../lib/list-page';
import { useReadySession } from '../../../lib/session/use-session';
import { payableKeys } from './keys';

const SIZE = PAGE_SIZES.payables;

/**
 * GET one page of the company's payables, newest first (or in the `query`'s sort), with the apikey
 * headers, and their whole count. `query`: the search, sort and filters as a query string.
 */
export function getPayablePage(
  context: SessionContext,
  page: number,
  query = '',
): Promise<ListPage<Payable>> {
  const path = apiPath(API.payablesForTenant, { tenantCode: context.companyCode });
  return getListPage(path, page, SIZE, payableSchema, keyHeaders(context), query);
}

export const payablePageQuery = (context: SessionContext, page: number, query = '') =>
  queryOptions({
    queryKey: payableKeys.page(context.companyCode, page, SIZE, query),
    queryFn: () => getPayablePage(context, page, query),
    // The page shown stays until the next one arrives.
    placeholderData: keepPreviousData,
  });

/** One page of the payables; fetched only while `enabled` (the list screen's exact path). */
export function usePayablePage(page: number, enabled: boolean, query = '') {
  const { context } = useReadySession();
  return useQuery({ ...payablePageQuery(context, page, query), enabled });
}

/** GET the searched and filtered payables as a file (format=xlsx or csv) and save it. */
export async function exportPayables(
  context: SessionContext,
  query: string,
  format: ExportFormat,
): Promise<DownloadResult> {
  return downloadListExport(
    apiPath(API.payablesExport, { tenantCode: context.companyCode }),
    query,
    format,
    'payables',
    keyHeaders(context),
  );
}
