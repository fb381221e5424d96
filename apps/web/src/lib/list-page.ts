import { type ListPage, TOTAL_COUNT_HEADER } from '@sitebook/contract';
import { z } from 'zod';
import { apiCallResponse } from './api-client';

/** `path?page=N&size=M` (`&` when the path has a query already): one server page (1-based) of a list call. */
export function pagePath(path: string, page: number, size: number): string {
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/**
 * GETs one server page of a list call: that page's rows and the whole list's count from the
 * X-Total-Count header. Throws ApiError on a refusal, like apiCall.
 */
export async function getListPage<T>(
  path: string,
  page: number,
  size: number,
  rowSchema: z.ZodType<T>,
  headers?: Record<string, string>,
): Promise<ListPage<T>> {
  const response = await apiCallResponse(pagePath(path, page, size), { headers });
  const count = response.headers?.get(TOTAL_COUNT_HEADER) ?? '';
  if (!/^\d+$/.test(count)) throw new Error('The list answer carries no total count.');
  return { rows: z.array(rowSchema).parse(response.body), total: Number(count) };
}
