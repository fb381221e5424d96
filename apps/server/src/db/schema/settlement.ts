import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { payables } from './payables.js';
import { vendors } from './vendors.js';

/**
 * Payments to vendors (issue 14, migration 0014). A payment settles amount + tdsAmount, all of it
 * allocated to payables of its vendor (payment_allocations). Never deleted: an administrator's
 * reversal marks it Reversed with who, when and why, and its allocations stop counting.
 */
export const vendorPayments = pgTable(
  'vendor_payments',
  {
    id: serial('id').primaryKey(),
    tenantCode: varchar('tenant_code', { length: 64 })
      .notNull()
      .references(() => companies.companyCode),
    paymentCode: varchar('payment_code', { length: 20 }).notNull(),
    erfVendorId: integer('erf_vendor_id')
      .notNull()
      .references(() => vendors.id),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    tdsAmount: numeric('tds_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    paymentMode: varchar('payment_mode', { length: 100 }).notNull(),
    reference: varchar('reference', { length: 50 }).notNull().default(''),
    remarks: varchar('remarks', { length: 150 }).notNull().default(''),
    /** 'Active' | 'Reversed' */
    status: varchar('status', { length: 20 }).notNull().default('Active'),
    createdBy: varchar('created_by', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reversedBy: varchar('reversed_by', { length: 200 }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    reversalReason: varchar('reversal_reason', { length: 300 }),
  },
  (t) => [
    unique('vendor_payments_tenant_code_uq').on(t.tenantCode, t.paymentCode),
    index('vendor_payments_tenant_vendor_idx').on(t.tenantCode, t.erfVendorId, t.paymentDate),
    index('vendor_payments_tenant_date_idx').on(t.tenantCode, t.paymentDate),
    check('vendor_payments_amount_ck', sql`${t.amount} > 0 AND ${t.tdsAmount} >= 0`),
    check('vendor_payments_status_ck', sql`${t.status} IN ('Active', 'Reversed')`),
  ],
);

/** The part of a payment that settles one payable (amount > 0; one row per payment and payable). */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: serial('id').primaryKey(),
    tenantCode: varchar('tenant_code', { length: 64 })
      .notNull()
      .references(() => companies.companyCode),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => vendorPayments.id),
    payableId: integer('payable_id')
      .notNull()
      .references(() => payables.id),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    unique('payment_allocations_payment_payable_uq').on(t.paymentId, t.payableId),
    index('payment_allocations_tenant_payable_idx').on(t.tenantCode, t.payableId),
    index('payment_allocations_tenant_payment_idx').on(t.tenantCode, t.paymentId),
    check('payment_allocations_amount_ck', sql`${t.amount} > 0`),
  ],
);
