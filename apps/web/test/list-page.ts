import { TOTAL_COUNT_HEADER } from '@sitebook/contract';
import { jsonResponse } from './render';

/**
 * Answers a list call like the server: with `page` and `size` in the URL, that page as the array
 * and the whole count in X-Total-Count (`newestFirst` reverses rows given oldest first, as the
 * payables pages come); without them, the whole list.
 */
export function listAnswer<T>(url: string, rows: readonly T[], options: { newestFirst?: boolean } = {}) {
  const query = new URL(url, 'http://localhost').searchParams;
  if (!query.has('page')) return jsonResponse(202, rows);
  const page = Number(query.get('page'));
  const size = Number(query.get('size'));
  const ordered = options.newestFirst ? [...rows].reverse() : rows;
  return new Response(JSON.stringify(ordered.slice((page - 1) * size, page * size)), {
    status: 202,
    headers: { 'content-type': 'application/json', [TOTAL_COUNT_HEADER]: String(rows.length) },
  });
}

/** The `page` and `size` a recorded call asked for (undefined without them). */
export function pageOf(url: string) {
  const query = new URL(url, 'http://localhost').searchParams;
  return query.has('page') ? { page: Number(query.get('page')), size: Number(query.get('size')) } : undefined;
}
