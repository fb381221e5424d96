import {
  type AdvanceRequest,
  API,
  advanceRequestSchema,
  apiPath,
  type ListPage,
  PAGE_SIZES,
  type SessionContext,
} from '@sitebook/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getListPage } from '../../../lib/list-page';
import { useReadySession } from '../../session/use-session';
import { expenseKeys } from './keys';

const SIZE = PAGE_SIZES.proofSubmission;

/** GET one page of the company's advance requests for Proof Submission (allowed under the Expense module too). */
export function getAdvancePage(context: SessionContext, page: number): Promise<ListPage<AdvanceRequest>> {
  const path = apiPath(API.advancesForCompany, { companyCode: context.companyCode });
  return getListPage(path, page, SIZE, advanceRequestSchema);
}

export function useProofAdvancePage(page: number) {
  const { context } = useReadySession();
  return useQuery({
    queryKey: expenseKeys.advancePage(context.companyCode, page, SIZE),
    queryFn: () => getAdvancePage(context, page),
    // The page shown stays until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
