import { sql } from 'drizzle-orm';
import {
  bigserial,
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
import { sites } from './reference.js';
import { vendors } from './vendors.js';

/**
 * Payments to vendors (migration 0014). A payment settles amount + tdsAmount, all of it
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

/**
 * The vendor ledger (migration 0025; docs/MONEY.md): every event that changes what the company owes a
 * vendor, as signed rows (+ credit: owed to the vendor; − debit), posted in the event's transaction by
 * domain/vendor-ledger.ts. Append-only: the database refuses UPDATE, DELETE and TRUNCATE. Its trigger
 * keeps payables.billed_amount / paid_amount / last_paid_on and the vendor's balance columns.
 * `vendorId` has no foreign key: a vendor with only an opening balance may be deleted (its rows net to 0).
 */
export const vendorLedger = pgTable(
  'vendor_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantCode: varchar('tenant_code', { length: 64 })
      .notNull()
      .references(() => companies.companyCode),
    vendorId: integer('vendor_id').notNull(),
    siteId: integer('site_id').references(() => sites.id),
    payableId: integer('payable_id').references(() => payables.id),
    paymentId: integer('payment_id').references(() => vendorPayments.id),
    kind: varchar('kind', { length: 20 }).notNull(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    note: varchar('note', { length: 300 }).notNull().default(''),
    createdBy: varchar('created_by', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vendor_ledger_tenant_vendor_idx').on(t.tenantCode, t.vendorId, t.entryDate, t.id),
    index('vendor_ledger_tenant_date_idx').on(t.tenantCode, t.entryDate),
    index('vendor_ledger_tenant_payable_idx')
      .on(t.tenantCode, t.payableId)
      .where(sql`${t.payableId} is not null`),
    index('vendor_ledger_tenant_payment_idx')
      .on(t.tenantCode, t.paymentId)
      .where(sql`${t.paymentId} is not null`),
    index('vendor_ledger_tenant_opening_idx')
      .on(t.tenantCode, t.vendorId, t.entryDate)
      .where(sql`${t.payableId} is null`),
    check('vendor_ledger_amount_ck', sql`${t.amount} <> 0`),
  ],
);
