import {
  LIST_COUNT_CAP,
  LIST_EXPORT_MAX_ROWS,
  type ListPage,
  listMessages,
  type SortOrder,
} from '@sitebook/contract';
import { asc, desc, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { badRequest } from './errors.js';
import type { PageRequest } from './list-page.js';

/**
 * Search, filters and sort of the list calls: the pieces every list's repo composes.
 * A list's repo builds one `where` (tenant, filters, search) that names its own table only, so the
 * count needs no join, and an order from the contract's sort field; these run them.
 */

/** A tenant table with an id (the tie-break of every order). */
export type ListTable = PgTable & { id: PgColumn; tenantCode: PgColumn };

/** The table's folded search text (migration 0021's generated `search_text`, not in the drizzle schema). */
export const searchTextOf = (table: PgTable): SQL =>
  sql`${sql.identifier(getTableName(table))}.${sql.identifier('search_text')}`;

/** `q` as a LIKE pattern for "contains": `%`, `_` and `\` taken literally. */
export const containsPattern = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The words of `q` a trigram index can look up: its runs of 3 or more letters or digits. */
const indexableWords = (q: string): string[] => q.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3);

/**
 * The rows whose search text contains `q`, ignoring case and accents: `search_text` is folded by
 * sb_fold when written, `q` by the same function here. With pg_trgm the trigram index answers it;
 * searches without a word of 3 characters and databases without the extension read the tenant's
 * rows (a sorted page stops at its limit).
 *
 * A `q` of several words (`Kulkarni Steel`, `INV/2025/004711`) is looked up word by word, each its
 * own `like`, then checked whole as a plain substring (strpos, which no index serves): GIN
 * intersects separate conditions quickly, led by the rarest, but one pattern of many trigrams,
 * some in nearly every row (`202`, `025`), it reads through (86 ms instead of 1 ms for a full
 * invoice number at a million payables).
 */
export function searchMatches(searchText: SQL, q: string): SQL {
  const words = indexableWords(q);
  if (words.length === 0 || (words.length === 1 && words[0] === q)) {
    return sql`${searchText} like sb_fold(${containsPattern(q)})`;
  }
  const each = words.map((word) => sql`${searchText} like sb_fold(${`%${word}%`})`);
  return sql`(${sql.join([...each, sql`strpos(${searchText}, sb_fold(${q})) > 0`], sql` and `)})`;
}

/** A typed filter value equal to the column ignoring case and accents (both folded by sb_fold). */
export const foldedEquals = (column: PgColumn, value: string): SQL =>
  sql`sb_fold(${column}) = sb_fold(${value})`;

/**
 * The order of a sorted list: the sort column in its direction, then id in the same direction, so
 * that every page and the export are stable. Without a sort the list's default order.
 */
export function orderOf<F extends string>(
  sort: SortOrder<F> | undefined,
  columns: Record<F, PgColumn | SQL>,
  id: PgColumn,
  fallback: SortOrder<F> | 'id,desc' | 'id,asc',
): SQL[] {
  if (sort === undefined && typeof fallback === 'string') return [(fallback === 'id,asc' ? asc : desc)(id)];
  const order = sort ?? (fallback as SortOrder<F>);
  const direction = order.direction === 'asc' ? asc : desc;
  return [direction(columns[order.field]), direction(id)];
}

/**
 * How many rows match, counting at most LIST_COUNT_CAP + 1: a broad filter over a million rows
 * costs the same as a narrow one. `capped` says there are more than LIST_COUNT_CAP.
 */
export async function cappedCount(
  db: Db,
  table: ListTable,
  where: SQL,
): Promise<{ total: number; capped: boolean }> {
  const [row] = await cappedCountQuery(db, table, where);
  const total = Number(row?.n ?? 0);
  return { total, capped: total > LIST_COUNT_CAP };
}

/** The statement of cappedCount (its plan is checked in test/list-plans.spec.ts). */
export function cappedCountQuery(db: Db, table: ListTable, where: SQL) {
  const limited = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(LIST_COUNT_CAP + 1);
  return db.select({ n: sql<string | number>`count(*)` }).from(limited.as('matching'));
}

/** `column = any(ids)`, the ids sent as one array parameter (however many there are). */
export const anyOf = (column: PgColumn, ids: readonly number[]): SQL =>
  sql`${column} = any(${sql.param(ids)}::int[])`;

/** The rows of these ids (found by a tenant's query, so the tenant's). */
export const idIn = (table: ListTable, ids: readonly number[]): SQL => anyOf(table.id, ids);

/**
 * A filtered list's condition (its repo's), its order, and whether `q` was given. A search whose
 * `q` is looked for in several places may give them as `alternatives`: `where` with one place
 * instead of their `or`, each then answered by its own index in the search's first step.
 */
export interface ListFilter {
  where: SQL;
  order: SQL[];
  searched: boolean;
  alternatives?: SQL[];
}

/** A select that takes a limit, then an offset (a drizzle select before either). */
export interface LimitableQuery<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/**
 * A page of a filtered list: its rows (read by `rows` with a condition, limit and offset) and the
 * capped count.
 *
 * A search (`searched`) first takes the ids of up to LIST_COUNT_CAP + 1 matches, which is also its
 * count. A search usually matches few rows, and PostgreSQL, which cannot tell how few from a LIKE
 * pattern, would otherwise walk the sort order's index through the company's rows looking for them
 * (30,000 rows read for 11 found in test/list-plans.spec.ts): with that few the page is sorted from
 * those ids. With more, the matches are dense, walking the sort order finds a page quickly, and the
 * count is "more than LIST_COUNT_CAP" without counting again.
 * Filters alone are all indexed: the page and the capped count run side by side.
 */
export async function filteredPage<Row>(
  db: Db,
  table: ListTable,
  filter: ListFilter,
  page: PageRequest,
  /** The list's rows under a condition, in its order (filteredPage adds the limit and offset). */
  query: (where: SQL) => LimitableQuery<Row>,
): Promise<ListPage<Row>> {
  const { where, searched } = filter;
  const rows = (condition: SQL, limit: number, offset: number) =>
    query(condition).limit(limit).offset(offset);
  const offset = (page.page - 1) * page.size;
  if (searched) {
    const ids = await firstMatches(db, table, filter);
    if (ids.length > LIST_COUNT_CAP) {
      return { rows: await rows(where, page.size, offset), total: LIST_COUNT_CAP + 1, capped: true };
    }
    const found = ids.length ? await rows(idIn(table, ids), page.size, offset) : [];
    return { rows: found, total: ids.length, capped: false };
  }
  const [found, count] = await Promise.all([rows(where, page.size, offset), cappedCount(db, table, where)]);
  return { rows: found, total: count.total, capped: count.capped };
}

/**
 * The statement of one side of a search's first step: the ids of up to LIST_COUNT_CAP + 1 rows of
 * `condition`. The matches are taken from a materialized CTE, so PostgreSQL plans them as if all were
 * read (by the indexes that find them) while the limit still stops the reading: planned under the
 * limit, it assumed the matches spread evenly over the table and read it through from the start,
 * past every row before them (156 ms for "cement" in a year's bills at a million payables, 44 ms
 * fenced; 217 → 95 ms for "INV/2024/5"). Its plan is checked in test/list-plans.spec.ts.
 */
export const firstMatchesQuery = (db: Db, table: ListTable, condition: SQL): SQL =>
  sql`with matching as materialized (${db.select({ id: table.id }).from(table).where(condition)})
    select id from matching limit ${LIST_COUNT_CAP + 1}`;

/**
 * The ids of up to LIST_COUNT_CAP + 1 rows a search matches: of `where`, or of each alternative
 * (side by side, up to the limit each) without repeats.
 */
async function firstMatches(db: Db, table: ListTable, filter: ListFilter): Promise<number[]> {
  const limited = async (condition: SQL) => {
    const { rows } = await db.execute(firstMatchesQuery(db, table, condition));
    return (rows as { id: number }[]).map((r) => Number(r.id));
  };
  if (!filter.alternatives) return limited(filter.where);
  const found = await Promise.all(filter.alternatives.map(limited));
  return [...new Set(found.flat())];
}

/**
 * The ids of an export, in the list's order (4 bytes a row): refused with 400 when more than
 * LIST_EXPORT_MAX_ROWS match. The rows are then read a batch at a time by id (exportBatches), so the
 * export holds no snapshot or connection while the file is written.
 */
export async function exportIds(db: Db, table: ListTable, where: SQL, order: SQL[]): Promise<Int32Array> {
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(LIST_EXPORT_MAX_ROWS + 1);
  if (found.length > LIST_EXPORT_MAX_ROWS) throw badRequest(listMessages.tooManyRows(LIST_EXPORT_MAX_ROWS));
  return Int32Array.from(found, (r) => r.id as number);
}

export const EXPORT_BATCH_ROWS = 500;

/**
 * The export's rows a batch at a time, in the ids' order: each batch read by `read` (rows of those
 * ids of the tenant; a row deleted meanwhile is left out).
 */
export async function* exportBatches<Row>(
  ids: Int32Array,
  read: (ids: number[]) => Promise<Row[]>,
  idOf: (row: Row) => number,
  batchRows = EXPORT_BATCH_ROWS,
): AsyncGenerator<Row[]> {
  for (let start = 0; start < ids.length; start += batchRows) {
    const batch = Array.from(ids.subarray(start, start + batchRows));
    const byId = new Map((await read(batch)).map((row) => [idOf(row), row]));
    yield batch.flatMap((id) => {
      const row = byId.get(id);
      return row === undefined ? [] : [row];
    });
  }
}

/** Each batch's rows turned into what the export writes (lib/list-export.ts takes cells). */
export async function* mapBatches<Row, Out>(
  batches: AsyncIterable<Row[]>,
  convert: (row: Row) => Out,
): AsyncGenerator<Out[]> {
  for await (const batch of batches) yield batch.map(convert);
}

/**
 * A list query taken apart: its sort, its filters (q included; page and size left out), and whether
 * it is plain — neither sorting nor narrowing — so the list's own page (with its exact count) answers.
 */
export function listQueryParts<Q extends { page?: number; size?: number; sort?: unknown }>(
  query: Q,
): { sort: Q['sort']; filter: Omit<Q, 'page' | 'size' | 'sort'>; plain: boolean } {
  const { page: _page, size: _size, sort, ...filter } = query;
  const plain = sort === undefined && Object.values(filter).every((v) => v === undefined);
  return { sort, filter, plain };
}

/**
 * What a list query narrows by, in its own parameter names (`q: cafe; status: Pending, Approved`),
 * for the line above an export's rows; '' when nothing narrows it.
 */
export function narrowedBy(filter: Record<string, unknown>): string {
  return Object.entries(filter)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join('; ');
}
