import {
  API,
  apiPath,
  type ExportFormat,
  getMyExpenseTotals,
  type ListPage,
  type MyAdvanceTotals,
  type MyExpense,
  myExpenseSchema,
  type SessionContext,
} from '@sitebook/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DownloadResult } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/endpoint-client';
import { keyHeaders } from '../../../lib/key-headers';
import { downloadListExport } from '../../../lib/list-download';
import { getListPage } from '../../../lib/list-page';
import { useReadySession } from '../../../lib/session/use-session';
import { expenseKeys } from './keys';

/** Expenses per page of My Expenses. */
export const MY_EXPENSES_PAGE_SIZE = 20;

/**
 * GET one page of the caller's own expenses (newest first, or in the `query`'s sort) and their whole
 * count. `query`: the search, sort and filters as a query string.
 */
export function getMyExpenses(
  context: SessionContext,
  page: number,
  query = '',
): Promise<ListPage<MyExpense>> {
  const path = apiPath(API.myExpenses, { companyCode: context.companyCode });
  return getListPage(path, page, MY_EXPENSES_PAGE_SIZE, myExpenseSchema, keyHeaders(context), query);
}

/** GET the caller's searched and filtered expenses as a file (format=xlsx or csv) and save it. */
export async function exportMyExpenses(
  context: SessionContext,
  query: string,
  format: ExportFormat,
): Promise<DownloadResult> {
  return downloadListExport(
    apiPath(API.myExpensesExport, { companyCode: context.companyCode }),
    query,
    format,
    'my-expenses',
    keyHeaders(context),
  );
}

/** GET approved / spent / remaining of each of the caller's advances with expenses or Approved. */
export async function getMyTotals(context: SessionContext): Promise<MyAdvanceTotals[]> {
  return callEndpoint(
    getMyExpenseTotals,
    { params: { companyCode: context.companyCode } },
    { headers: keyHeaders(context) },
  );
}

export function useMyExpenses(page: number, query = '') {
  const { context } = useReadySession();
  return useQuery({
    queryKey: expenseKeys.mine(context.companyCode, page, MY_EXPENSES_PAGE_SIZE, query),
    queryFn: () => getMyExpenses(context, page, query),
    placeholderData: keepPreviousData,
  });
}

export function useMyTotals() {
  const { context } = useReadySession();
  return useQuery({
    queryKey: expenseKeys.myTotals(context.companyCode),
    queryFn: () => getMyTotals(context),
  });
}
