import {
  API,
  apiPath,
  type ExportFormat,
  type ListPage,
  PAGE_SIZES,
  type SessionContext,
  type Vendor,
  vendorSchema,
} from '@sitebook/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DownloadResult } from '../../../lib/api-client';
import { keyHeaders } from '../../../lib/key-headers';
import { downloadListExport } from '../../../lib/list-download';
import { getListPage } from '../../../lib/list-page';
import { useReadySession } from '../../../lib/session/use-session';
import { vendorKeys } from './keys';

const SIZE = PAGE_SIZES.vendors;

/**
 * GET one page of the company's vendors, newest first (or in the `query`'s sort), and their whole
 * count. `query`: the search, sort and filters as a query string.
 */
export function getVendorPage(context: SessionContext, page: number, query = ''): Promise<ListPage<Vendor>> {
  const path = apiPath(API.vendorsForTenant, { tenant: context.companyCode });
  return getListPage(path, page, SIZE, vendorSchema, keyHeaders(context), query);
}

export const vendorPageQuery = (context: SessionContext, page: number, query = '') =>
  queryOptions({
    queryKey: vendorKeys.page(context.companyCode, page, SIZE, query),
    queryFn: () => getVendorPage(context, page, query),
    // The page shown stays until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useVendorPage(page: number, query = '') {
  const { context } = useReadySession();
  return useQuery(vendorPageQuery(context, page, query));
}

/** GET the searched and filtered vendors as a file (format=xlsx or csv) and save it. */
export async function exportVendors(
  context: SessionContext,
  query: string,
  format: ExportFormat,
): Promise<DownloadResult> {
  return downloadListExport(
    apiPath(API.vendorsExport, { tenant: context.companyCode }),
    query,
    format,
    'vendors',
    keyHeaders(context),
  );
}
