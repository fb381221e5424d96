import {
  API,
  apiPath,
  type ListPage,
  PAGE_SIZES,
  type Payable,
  payableSchema,
  type SessionContext,
} from '@sitebook/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { keyHeaders } from '../../../lib/key-headers';
import { getListPage } from '../../../lib/list-page';
import { useReadySession } from '../../../lib/session/use-session';
import { payableKeys } from './keys';

const SIZE = PAGE_SIZES.payables;

/**
 * GET one page of the company's payables, newest first, with the apikey headers,
 * and their whole count.
 */
export function getPayablePage(context: SessionContext, page: number): Promise<ListPage<Payable>> {
  const path = apiPath(API.payablesForTenant, { tenantCode: context.companyCode });
  return getListPage(path, page, SIZE, payableSchema, keyHeaders(context));
}

export const payablePageQuery = (context: SessionContext, page: number) =>
  queryOptions({
    queryKey: payableKeys.page(context.companyCode, page, SIZE),
    queryFn: () => getPayablePage(context, page),
    // The page shown stays until the next one arrives.
    placeholderData: keepPreviousData,
  });

/** One page of the payables; fetched only while `enabled` (the list screen's exact path). */
export function usePayablePage(page: number, enabled: boolean) {
  const { context } = useReadySession();
  return useQuery({ ...payablePageQuery(context, page), enabled });
}
