import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { advanceHistory, advanceRequests } from '../../db/schema/index.js';
import { tenantPageReader } from '../../lib/tenant-page.js';

export type AdvanceRow = typeof advanceRequests.$inferSelect;
export type NewAdvance = typeof advanceRequests.$inferInsert;
export type AdvanceChanges = Pick<
  NewAdvance,
  | 'siteCode'
  | 'requestedAmount'
  | 'requestedByDate'
  | 'requesterComments'
  | 'status'
  | 'documentIds'
  | 'updatedBy'
>;

export async function listAdvances(db: Db, tenantCode: string): Promise<AdvanceRow[]> {
  return db
    .select()
    .from(advanceRequests)
    .where(eq(advanceRequests.tenantCode, tenantCode))
    .orderBy(asc(advanceRequests.id));
}

/** One page of the tenant's advances, oldest first (as the whole list). */
export const listAdvancesPage = tenantPageReader<AdvanceRow>(advanceRequests, 'asc', 'advances_page');

/** One of the tenant's advances; `forUpdate` locks the row until the transaction ends. */
export async function findAdvance(
  db: Db,
  tenantCode: string,
  id: number,
  forUpdate = false,
): Promise<AdvanceRow | undefined> {
  const query = db
    .select()
    .from(advanceRequests)
    .where(and(eq(advanceRequests.tenantCode, tenantCode), eq(advanceRequests.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
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
/** What kind of change an advance history row records. */
export type AdvanceAction = 'create' | 'update' | 'expense added';

/**
 * Appends one history row of an advance: the kind of change, its status before (empty on create)
 * and after, its amount after, the reason where there is one, who and when.
 */
export async function insertHistory(
  db: Db,
  change: { row: AdvanceRow; action: AdvanceAction; fromStatus: string; by: string; reason?: string },
): Promise<void> {
  await db.insert(advanceHistory).values({
    tenantCode: change.row.tenantCode,
    advanceRequestId: change.row.id,
    action: change.action,
    fromStatus: change.fromStatus,
    toStatus: change.row.status,
    requestedAmount: change.row.requestedAmount,
    reason: change.reason ?? '',
    changedBy: change.by,
  });
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
