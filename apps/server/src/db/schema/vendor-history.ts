import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';

/**
 * Migration 0026, so that a changed bank account can be traced: one row per vendor create and delete, and per field an update
 * changed (`field`, `fromValue` → `toValue`; bank account numbers masked but the last 4), with who
 * and when, written by db/vendor-history.ts in the change's transaction. Append-only: the database
 * refuses UPDATE, DELETE and TRUNCATE. `vendorId` has no foreign key: a deleted vendor's rows stay.
 */
export const vendorHistory = pgTable(
  'vendor_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantCode: varchar('tenant_code', { length: 64 })
      .notNull()
      .references(() => companies.companyCode),
    vendorId: integer('vendor_id').notNull(),
    vendorCode: varchar('vendor_code', { length: 20 }).notNull(),
    action: varchar('action', { length: 20 }).notNull(),
    field: varchar('field', { length: 40 }).notNull().default(''),
    fromValue: text('from_value').notNull().default(''),
    toValue: text('to_value').notNull().default(''),
    changedBy: varchar('changed_by', { length: 200 }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vendor_history_tenant_vendor_idx').on(t.tenantCode, t.vendorId, t.id),
    index('vendor_history_tenant_bank_idx')
      .on(t.tenantCode, t.vendorId, t.changedAt)
      .where(sql`${t.field} in ('bankAccountName', 'bankAccountNumber', 'bankIfsc')`),
    check('vendor_history_action_ck', sql`${t.action} in ('create', 'update', 'delete')`),
  ],
);
