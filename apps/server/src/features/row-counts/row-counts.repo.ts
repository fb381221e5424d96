import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tenantRowCounts } from '../../db/schema/index.js';

/** The tables whose per-tenant row count the database keeps (migration 0004's triggers). */
export type CountedTable = 'vendors' | 'payables' | 'advance_requests';

/** How many rows the tenant has in `table`: one primary-key lookup, however large the tenant. */
export async function tenantRowCount(db: Db, tenantCode: string, table: CountedTable): Promise<number> {
  const [row] = await db
    .select({ n: tenantRowCounts.rowCount })
    .from(tenantRowCounts)
    .where(and(eq(tenantRowCounts.tenantCode, tenantCode), eq(tenantRowCounts.tableName, table)));
  return Number(row?.n ?? 0);
}
