import { LIST_SEARCH_MAX } from '@sitebook/contract';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError } from './api-client';
import { getListPage } from './list-page';

/**
 * A record screen's URL names its record by code (`.../viewvendor/VEN00013`), so
 * it opens from a new tab or a bookmark. The screen reads the record through its list's existing
 * call, searched by the code (`?q=CODE&page=1&size=…`, tenant-scoped by the server like the list),
 * and keeps the row whose code is the code: null when the company has none (another company's code
 * is none too). The lists search codes among other fields, so the exact match is made here.
 */
const SEARCH_SIZE = 20;

/** Route params arrive decoded; a code is compared ignoring case (codes are upper-case). */
export const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

export async function findByCode<T>(
  path: string,
  code: string,
  rowSchema: z.ZodType<T>,
  codeOf: (row: T) => string,
  headers?: Record<string, string>,
): Promise<T | null> {
  const term = code.trim();
  if (term === '' || term.length > LIST_SEARCH_MAX) return null;
  try {
    const page = await getListPage(
      path,
      1,
      SEARCH_SIZE,
      rowSchema,
      headers,
      new URLSearchParams({ q: term }),
    );
    return page.rows.find((row) => sameCode(codeOf(row), term)) ?? null;
  } catch (error) {
    // A code the list's search refuses (400) names no record.
    if (error instanceof ApiError && error.status === 400) return null;
    throw error;
  }
}

/**
 * One record by the code in the URL, read again on every visit: the record passed
 * as navigation state (`known`, when its code is the URL's) or the cached answer shows meanwhile,
 * with `busy` true. `data`: the record, null when there is none, undefined while first loading.
 */
export function useRecordByCode<T>({
  queryKey,
  code,
  fetch,
  known,
  codeOf,
}: {
  queryKey: QueryKey;
  code: string | undefined;
  fetch: (code: string) => Promise<T | null>;
  known?: T | null;
  codeOf: (row: T) => string;
}) {
  const enabled = code !== undefined && code !== '';
  const placeholder = known && code && sameCode(codeOf(known), code) ? known : undefined;
  const query = useQuery({
    queryKey,
    queryFn: () => fetch(code ?? ''),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });
  // Until an answer, the list's row (when it is the URL's record).
  const data = query.data !== undefined ? query.data : placeholder;
  return {
    data,
    busy: query.isFetching,
    error: query.isError && data === undefined ? query.error : null,
    refetch: query.refetch,
  };
}
