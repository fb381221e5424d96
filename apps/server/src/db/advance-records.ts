import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { advanceHistory, advanceRequests, expenses } from './schema/index.js';

/**
 * What the advances and expenses features both do to an advance: read it (locked when asked),
 * append its history, and sum its spending. Shared here so neither feature imports the other.
 */

export type AdvanceRow = typeof advanceRequests.$inferSelect;

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

/** What kind of change an advance history row records. */
export type AdvanceAction =
  | 'create'
  | 'update'
  | 'expense added'
  | 'expense updated'
  | 'expense deleted'
  | 'overspend allowed'
  | 'overspend withdrawn';

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
