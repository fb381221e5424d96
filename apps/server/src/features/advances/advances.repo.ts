import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { advanceRequests } from '../../db/schema/index.js';
import type { PageRequest } from '../../lib/list-page.js';
import { pageParams, preparedPerDb } from '../../lib/prepared.js';

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

/** One page of the tenant's rows, oldest first, as the whole list (see payablesPageQuery for the shape). */
const advancesPage = preparedPerDb((db) =>
  db
    .select()
    .from(advanceRequests)
    .where(
      and(
        eq(advanceRequests.tenantCode, sql.placeholder('tenant')),
        inArray(
          advanceRequests.id,
          db
            .select({ id: advanceRequests.id })
            .from(advanceRequests)
            .where(eq(advanceRequests.tenantCode, sql.placeholder('tenant')))
            .orderBy(asc(advanceRequests.id))
            .limit(sql.placeholder('size'))
            .offset(sql.placeholder('offset')),
        ),
      ),
    )
    .orderBy(asc(advanceRequests.id))
    .prepare('advances_page'),
);

export async function listAdvancesPage(db: Db, tenantCode: string, page: PageRequest): Promise<AdvanceRow[]> {
  return advancesPage(db).execute(pageParams(tenantCode, page));
}

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
