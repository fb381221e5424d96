import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { advanceHistory, advanceRequests, expenses } from '../../db/schema/index.js';
import { tenantPageReader } from '../../lib/tenant-page.js';

export type AdvanceRow = typeof advanceRequests.$inferSelect;
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
export type AdvanceAction =
  | 'create'
  | 'update'
  | 'expense added'
  | 'expense updated'
  | 'expense deleted'
  | 'overspend allowed'
  | 'overspend withdrawn';

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

/**
 * Appends one history row of an advance: the kind of change, its status before (empty on create)
 * and after, its amount after, the reason where there is one, who and when; for a change of an
 * expense, the expense and its fields before and after.
 */
export async function insertHistory(
  db: Db,
  change: {
    row: AdvanceRow;
    action: AdvanceAction;
    fromStatus: string;
    by: string;
    reason?: string;
    expenseId?: number;
    fromValue?: string;
    toValue?: string;
  },
): Promise<void> {
  await db.insert(advanceHistory).values({
    tenantCode: change.row.tenantCode,
    advanceRequestId: change.row.id,
    action: change.action,
    fromStatus: change.fromStatus,
    toStatus: change.row.status,
    requestedAmount: change.row.requestedAmount,
    reason: change.reason ?? '',
    expenseId: change.expenseId ?? null,
    fromValue: change.fromValue ?? '',
    toValue: change.toValue ?? '',
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

/**
 * The spent total of an advance (its expenses), summed by the database, and the remaining amount
 * `approved − spent` (null when `approved` is null), both as numeric text.
 */
export async function spending(
  db: Db,
  tenantCode: string,
  advanceRequestId: number,
  approved: string | null,
): Promise<{ spent: string; remaining: string | null }> {
  const spent = sql`coalesce(sum(${expenses.expenseAmount}), 0)`;
  const [row] = await db
    .select({
      spent: sql<string>`(${spent})::numeric(16, 2)::text`,
      remaining: sql<string | null>`(${approved}::numeric - ${spent})::numeric(16, 2)::text`,
    })
    .from(expenses)
    .where(and(eq(expenses.tenantCode, tenantCode), eq(expenses.advanceRequestId, advanceRequestId)));
  return { spent: row?.spent ?? '0.00', remaining: row?.remaining ?? null };
}
