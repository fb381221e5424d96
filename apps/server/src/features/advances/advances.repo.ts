import { and, asc, eq, sql } from 'drizzle-orm';
import type { AdvanceRow } from '../../db/advance-records.js';
import type { Db } from '../../db/client.js';
import { advanceHistory, advanceRequests } from '../../db/schema/index.js';
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

export async function listAdvances(db: Db, tenantCode: string): Promise<AdvanceRow[]> {
  return db
    .select()
    .from(advanceRequests)
    .where(eq(advanceRequests.tenantCode, tenantCode))
    .orderBy(asc(advanceRequests.id));
}

/**
 * One page of the tenant's advances, newest first (as payables), so a new one is on page 1; the whole
 * list (the spec's plain call) stays in id order.
 */
export const listAdvancesPage = tenantPageReader<AdvanceRow>(advanceRequests, 'desc', 'advances_page_desc');

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
