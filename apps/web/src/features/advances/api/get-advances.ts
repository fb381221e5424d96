import {
  type AdvanceRequest,
  API,
  advanceRequestSchema,
  apiPath,
  type ListPage,
  type SessionContext,
} from '@sitebook/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getListPage } from '../../../lib/list-page';
import { useReadySession } from '../../../lib/session/use-session';
import { advanceKeys } from './keys';

/**
 * GET one page of the company's advance requests (newest first) and their whole count: the
 * advance list's call and Proof Submission's (allowed under the Expense module too).
 */
export function getAdvancePage(
  context: SessionContext,
  page: number,
  size: number,
): Promise<ListPage<AdvanceRequest>> {
  const path = apiPath(API.advancesForCompany, { companyCode: context.companyCode });
  return getListPage(path, page, size, advanceRequestSchema);
}

export const advancePageQuery = (context: SessionContext, page: number, size: number) =>
  queryOptions({
    queryKey: advanceKeys.page(context.companyCode, page, size),
    queryFn: () => getAdvancePage(context, page, size),
    // The page shown stays until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useAdvancePage(page: number, size: number) {
  const { context } = useReadySession();
  return useQuery(advancePageQuery(context, page, size));
}
