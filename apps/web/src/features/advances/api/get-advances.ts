import {
  type AdvanceRequest,
  API,
  advanceRequestSchema,
  apiPath,
  type ListPage,
  PAGE_SIZES,
  type SessionContext,
} from '@sitebook/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getListPage } from '../../../lib/list-page';
import { useReadySession } from '../../session/use-session';
import { advanceKeys } from './keys';

const SIZE = PAGE_SIZES.advances;

/** GET one page of the company's advance requests (ascending by id) and their whole count. */
export function getAdvancePage(context: SessionContext, page: number): Promise<ListPage<AdvanceRequest>> {
  const path = apiPath(API.advancesForCompany, { companyCode: context.companyCode });
  return getListPage(path, page, SIZE, advanceRequestSchema);
}

export const advancePageQuery = (context: SessionContext, page: number) =>
  queryOptions({
    queryKey: advanceKeys.page(context.companyCode, page, SIZE),
    queryFn: () => getAdvancePage(context, page),
    // The page shown stays until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useAdvancePage(page: number) {
  const { context } = useReadySession();
  return useQuery(advancePageQuery(context, page));
}
