import { bigint, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * How many rows each tenant has in the listed tables (vendors, payables, advance_requests), kept by
 * statement-level triggers (migration 0004), so a list page's total costs one key lookup instead of a
 * count over the tenant's rows.
 */
export const tenantRowCounts = pgTable(
  'tenant_row_counts',
  {
    tenantCode: varchar('tenant_code', { length: 64 }).notNull(),
    tableName: varchar('table_name', { length: 64 }).notNull(),
    rowCount: bigint('row_count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantCode, t.tableName] })],
);
