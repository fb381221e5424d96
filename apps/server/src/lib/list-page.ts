import {
  COUNT_CAPPED_HEADER,
  type ListPage,
  type ListPageQuery,
  OUTSTANDING_TOTAL_HEADER,
  TOTAL_COUNT_HEADER,
} from '@sitebook/contract';
import type { FastifyReply } from 'fastify';

/** A requested server page: its 1-based number and size. */
export interface PageRequest {
  page: number;
  size: number;
}

/** The page of a list query, or undefined for the plain call (the whole list: lib/heavy-calls.ts sendWholeList). */
export const pageOf = (query: ListPageQuery): PageRequest | undefined =>
  query.page !== undefined && query.size !== undefined ? { page: query.page, size: query.size } : undefined;

/**
 * Answers a page 202: its rows, the count in X-Total-Count, X-Total-Count-Capped when capped, and
 * X-Total-Outstanding when the list summed what its rows owe.
 */
export function sendPage<T>(reply: FastifyReply, { rows, total, capped, outstanding }: ListPage<T>) {
  if (capped) reply.header(COUNT_CAPPED_HEADER, 'true');
  if (outstanding !== undefined) reply.header(OUTSTANDING_TOTAL_HEADER, outstanding.toFixed(2));
  return reply.code(202).header(TOTAL_COUNT_HEADER, String(total)).send(rows);
}

/** A page with its rows mapped to what the API answers. */
export const mapPage = <Row, T>(page: ListPage<Row>, toAnswer: (row: Row) => T): ListPage<T> => ({
  ...page,
  rows: page.rows.map(toAnswer),
});
