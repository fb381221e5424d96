import type { AdvanceListQuery, AdvanceListSort, ListPage } from '@sitebook/contract';
import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { advanceHistory, advanceRequests } from '../../db/schema/index.js';
import type { AdvanceRow } from '../../domain/advance-records.js';
import { afterId, type ListBatch } from '../../lib/heavy-calls.js';
import type { PageRequest } from '../../lib/list-page.js';
import {
  exportIds,
  filteredPage,
  type ListFilter,
  orderOf,
  searchMatches,
  searchTextOf,
} from '../../lib/list-query.js';
import { tenantPageReader } from '../../lib/tenant-page.js';

export type { AdvanceRow };
export type NewAdvance = typeof advanceRequests.$inferInsert;
export type AdvanceChanges = Pick<
  NewAdvance,
  | 'siteCode'
  | 'requestedAmount'
  | 'approvedAmount'
  | 'requestedByDate'
  | 'requesterComments'
  | 'status'
  | 'documentIds'
  | 'updatedBy'
  | 'settledBy'
  | 'settledAt'
>;

export async function listAdvances(db: Db, tenantCode: string, batch?: ListBatch): Promise<AdvanceRow[]> {
  const query = db
    .select()
    .from(advanceRequests)
    .where(and(eq(advanceRequests.tenantCode, tenantCode), afterId(advanceRequests.id, batch, 'asc')))
    .orderBy(asc(advanceRequests.id));
  return batch ? query.limit(batch.limit) : query;
}

/**
 * One page of the tenant's advances, newest first (as payables), so a new one is on page 1; the whole
 * list (the spec's plain call) stays in id order.
 */
export const listAdvancesPage = tenantPageReader<AdvanceRow>(advanceRequests, 'desc', 'advances_page_desc');

/** The advance list's sort fields (the contract's ADVANCE_LIST_SORTS) and what each orders by. */
const advanceSortColumns: Record<AdvanceListSort, PgColumn> = {
  advanceId: advanceRequests.advanceId,
  siteCode: advanceRequests.siteCode,
  requestedBy: advanceRequests.requestedBy,
  requestedByDate: advanceRequests.requestedByDate,
  requestedAmount: advanceRequests.requestedAmount,
  approvedAmount: advanceRequests.approvedAmount,
  status: advanceRequests.status,
  createdAt: advanceRequests.createdAt,
};

/** What the advance list is filtered by (the parsed query, without page and sort). */
export type AdvanceFilter = Omit<AdvanceListQuery, 'page' | 'size' | 'sort'>;

/**
 * The condition of a filtered advance list, on advance_requests alone: the tenant, each
 * filter given, and `q` in the advance code, requested by, site code or comments (its search_text).
 */
export function advanceFilterWhere(tenantCode: string, filter: AdvanceFilter): SQL {
  const conditions: (SQL | undefined)[] = [eq(advanceRequests.tenantCode, tenantCode)];
  if (filter.q !== undefined) conditions.push(searchMatches(searchTextOf(advanceRequests), filter.q));
  if (filter.status) conditions.push(inArray(advanceRequests.status, filter.status));
  if (filter.siteCode !== undefined) conditions.push(eq(advanceRequests.siteCode, filter.siteCode));
  if (filter.requestedBy !== undefined) conditions.push(eq(advanceRequests.requestedBy, filter.requestedBy));
  if (filter.requestedFrom) conditions.push(gte(advanceRequests.requestedByDate, filter.requestedFrom));
  if (filter.requestedTo) conditions.push(lte(advanceRequests.requestedByDate, filter.requestedTo));
  if (filter.amountMin) conditions.push(gte(advanceRequests.requestedAmount, filter.amountMin));
  if (filter.amountMax) conditions.push(lte(advanceRequests.requestedAmount, filter.amountMax));
  return and(...conditions) as SQL;
}

/**
 * The order of the advance list: the sort asked for, else newest first (as its pages). PostgreSQL puts
 * nulls (an approved amount not yet set) last ascending and first descending.
 */
export const advanceOrder = (sort: AdvanceListQuery['sort']): SQL[] =>
  orderOf(sort, advanceSortColumns, advanceRequests.id, 'id,desc');

/** The rows of a filtered advance list in its order (before limit and offset). */
export const filteredAdvancesQuery = (db: Db, where: SQL, order: SQL[]) =>
  db
    .select()
    .from(advanceRequests)
    .where(where)
    .orderBy(...order);

/** One page of a searched, filtered or sorted advance list, with its capped count (`searched`: q given). */
export function listFilteredAdvancesPage(
  db: Db,
  filter: ListFilter,
  page: PageRequest,
): Promise<ListPage<AdvanceRow>> {
  return filteredPage(db, advanceRequests, filter, page, (where) =>
    filteredAdvancesQuery(db, where, filter.order),
  );
}

/** The ids of a filtered advance list's export, in its order (400 past LIST_EXPORT_MAX_ROWS). */
export const advanceExportIds = (db: Db, where: SQL, order: SQL[]): Promise<Int32Array> =>
  exportIds(db, advanceRequests, where, order);

/** The tenant's advances of these ids (an export's batch), in no order. */
export function listAdvancesByIds(db: Db, tenantCode: string, ids: number[]): Promise<AdvanceRow[]> {
  return db
    .select()
    .from(advanceRequests)
    .where(and(eq(advanceRequests.tenantCode, tenantCode), inArray(advanceRequests.id, ids)));
}

export async function insertAdvance(db: Db, row: NewAdvance): Promise<AdvanceRow> {
  const [inserted] = await db.insert(advanceRequests).values(row).returning();
  if (!inserted) throw new Error('advance insert returned no row');
  return inserted;
}

/** Updates the row if it still has `version` (optimistic concurrency); undefined when it changed meanwhile. */
export async function updateAdvance(
  db: Db,
  tenantCode: string,
  id: number,
  version: number,
  changes: AdvanceChanges,
): Promise<AdvanceRow | undefined> {
  const [row] = await db
    .update(advanceRequests)
    .set({ ...changes, updatedAt: sql`now()`, version: sql`${advanceRequests.version} + 1` })
    .where(
      and(
        eq(advanceRequests.tenantCode, tenantCode),
        eq(advanceRequests.id, id),
        eq(advanceRequests.version, version),
      ),
    )
    .returning();
  return row;
}

export type AdvanceHistoryRow = typeof advanceHistory.$inferSelect;

/** Sets whether expenses may pass the approved amount, and why (version + 1). */
export async function setOverspend(
  db: Db,
  tenantCode: string,
  id: number,
  change: { allowed: boolean; reason: string; by: string },
): Promise<AdvanceRow> {
  const [row] = await db
    .update(advanceRequests)
    .set({
      overspendAllowed: change.allowed,
      overspendReason: change.reason,
      updatedBy: change.by,
      updatedAt: sql`now()`,
      version: sql`${advanceRequests.version} + 1`,
    })
    .where(and(eq(advanceRequests.tenantCode, tenantCode), eq(advanceRequests.id, id)))
    .returning();
  if (!row) throw new Error('advance overspend update returned no row');
  return row;
}

/** The history of one of the tenant's advances, oldest first. */
export async function listHistory(
  db: Db,
  tenantCode: string,
  advanceRequestId: number,
): Promise<AdvanceHistoryRow[]> {
  return db
    .select()
    .from(advanceHistory)
    .where(
      and(eq(advanceHistory.tenantCode, tenantCode), eq(advanceHistory.advanceRequestId, advanceRequestId)),
    )
    .orderBy(asc(advanceHistory.id));
}
