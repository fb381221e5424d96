import {
  API,
  apiPath,
  type ListPage,
  PAGE_SIZES,
  type SessionContext,
  type Vendor,
  vendorSchema,
} from '@sitebook/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { keyHeaders } from '../../../lib/key-headers';
import { getListPage } from '../../../lib/list-page';
import { useReadySession } from '../../../lib/session/use-session';
import { vendorKeys } from './keys';

const SIZE = PAGE_SIZES.vendors;

/** GET one page of the company's vendors (ascending by id) and their whole count. */
export function getVendorPage(context: SessionContext, page: number): Promise<ListPage<Vendor>> {
  const path = apiPath(API.vendorsForTenant, { tenant: context.companyCode });
  return getListPage(path, page, SIZE, vendorSchema, keyHeaders(context));
}

export const vendorPageQuery = (context: SessionContext, page: number) =>
  queryOptions({
    queryKey: vendorKeys.page(context.companyCode, page, SIZE),
    queryFn: () => getVendorPage(context, page),
    // The page shown stays until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useVendorPage(page: number) {
  const { context } = useReadySession();
  return useQuery(vendorPageQuery(context, page));
}
