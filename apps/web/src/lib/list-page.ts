import {
  COUNT_CAPPED_HEADER,
  type ListPage,
  OUTSTANDING_TOTAL_HEADER,
  TOTAL_COUNT_HEADER,
} from '@sitebook/contract';
import { z } from 'zod';
import { apiCallResponse } from './api-client';

/**
 * `path?page=N&size=M` (`&` when the path has a query already), then `query` (a list's search,
 * sort and filters): one server page (1-based) of a list call.
 */
export function pagePath(path: string, page: number, size: number, query?: string | URLSearchParams): string {
  const params = new URLSearchParams({ page: String(page), size: String(size) });
  const extra = query === undefined ? '' : String(query);
  return `${path}${path.includes('?') ? '&' : '?'}${params}${extra ? `&${extra}` : ''}`;
}

/**
 * GETs one server page of a list call: that page's rows and the whole list's count from the
 * X-Total-Count header, `capped` when a searched or filtered list holds more rows than the server
 * counts (X-Total-Count-Capped), and what the rows found owe when the list sums it
 * (X-Total-Outstanding: the payables filtered to overdue). Throws ApiError on a refusal, like apiCall.
 */
export async function getListPage<T>(
  path: string,
  page: number,
  size: number,
  rowSchema: z.ZodType<T>,
  headers?: Record<string, string>,
  query?: string | URLSearchParams,
): Promise<ListPage<T>> {
  const response = await apiCallResponse(pagePath(path, page, size, query), { headers });
  const count = response.headers?.get(TOTAL_COUNT_HEADER) ?? '';
  if (!/^\d+$/.test(count)) throw new Error('The list answer carries no total count.');
  const rows = z.array(rowSchema).parse(response.body);
  const outstanding = response.headers?.get(OUTSTANDING_TOTAL_HEADER) ?? '';
  return {
    rows,
    total: Number(count),
    ...(response.headers?.get(COUNT_CAPPED_HEADER) === 'true' ? { capped: true } : {}),
    ...(/^-?\d+(\.\d+)?$/.test(outstanding) ? { outstanding: Number(outstanding) } : {}),
  };
}
