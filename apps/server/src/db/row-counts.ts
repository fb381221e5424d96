import { and, eq, sql } from 'drizzle-orm';
import { preparedPerDb } from '../lib/prepared.js';
import type { Db } from './client.js';
import { tenantRowCounts } from './schema/index.js';

/** The tables whose per-tenant row count the database keeps (migration 0004's triggers). */
export type CountedTable = 'vendors' | 'payables' | 'advance_requests';

/** How many rows the tenant has in `table`: one primary-key lookup, however large the tenant. */
export async function tenantRowCount(db: Db, tenantCode: string, table: CountedTable): Promise<number> {
  const [row] = await rowCount(db).execute({ tenant: tenantCode, table });
  return Number(row?.n ?? 0);
}

/** The count lookup, with the placeholders `tenant` and `table`. */
export const rowCountQuery = (db: Db) =>
  db
    .select({ n: tenantRowCounts.rowCount })
    .from(tenantRowCounts)
    .where(
      and(
        eq(tenantRowCounts.tenantCode, sql.placeholder('tenant')),
        eq(tenantRowCounts.tableName, sql.placeholder('table')),
      ),
    );

const rowCount = preparedPerDb((db) => rowCountQuery(db).prepare('tenant_row_count'));
