import type { PayableChange } from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { sites } from './reference.js';
import { vendors } from './vendors.js';

/**
 * Vendor payables of a tenant. List values (work / material type, units, payment
 * mode, status) are stored as the list item's value. Amount, bill date and due date change only
 * while the payable is not Payment Settled, Closed or Cancelled. `version` guards concurrent updates (optimistic concurrency, 409 when stale).
 */
export const payables = pgTable(
  'payables',
  {
    id: serial('id').primaryKey(),
    tenantCode: varchar('tenant_code', { length: 64 })
      .notNull()
      .references(() => companies.companyCode),
    vendorPayableCode: varchar('vendor_payable_code', { length: 20 }).notNull(),
    erfSiteId: integer('erf_site_id')
      .notNull()
      .references(() => sites.id),
    /** A vendor with payables cannot be deleted (the service answers 400; the key is the backstop). */
    erfVendorId: integer('erf_vendor_id')
      .notNull()
      .references(() => vendors.id),
    typeOfWork: varchar('type_of_work', { length: 200 }).notNull().default(''),
    typeOfMaterials: varchar('type_of_materials', { length: 200 }).notNull().default(''),
    /** Digits only, as typed (up to 50 characters). */
    quantity: text('quantity').notNull(),
    units: varchar('units', { length: 100 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** Tax (GST) on top of the amount; the bill's total is amount + taxAmount. */
    taxAmount: numeric('tax_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    /** The vendor's invoice number ('' when none); unique per vendor (any case) while not Cancelled. */
    invoiceNumber: varchar('invoice_number', { length: 50 }).notNull().default(''),
    paymentMode: varchar('payment_mode', { length: 100 }).notNull(),
    paymentDueDate: date('payment_due_date', { mode: 'string' }).notNull(),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    remarks: varchar('remarks', { length: 150 }).notNull().default(''),
    status: varchar('status', { length: 100 }).notNull(),
    /** Comma-joined document ids (documents of kind 'payable'). */
    vendorDocumentIds: text('vendor_document_ids').notNull().default(''),
    createdBy: varchar('created_by', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: varchar('updated_by', { length: 200 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    /**
     * What payments have paid (payments and TDS less reversals) and the latest such payment's date:
     * derived from the vendor ledger by its trigger (migration 0025, domain/vendor-ledger.ts), never by the app.
     */
    paidAmount: numeric('paid_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    lastPaidOn: date('last_paid_on', { mode: 'string' }),
    /** What the ledger bills it (bill, corrections, cancel): its outstanding is billed − paid. Trigger-kept. */
    billedAmount: numeric('billed_amount', { precision: 14, scale: 2 }).notNull().default('0'),
  },
  (t) => {
    const owed = sql`${t.status} not in ('Payment Settled', 'Closed', 'Cancelled') and ${t.amount} + ${t.taxAmount} > ${t.paidAmount}`;
    return [
      unique('payables_tenant_code_uq').on(t.tenantCode, t.vendorPayableCode),
      index('payables_tenant_id_idx').on(t.tenantCode, t.id),
      // Migration 0024: a search's payables of the vendors it names, with the status filter.
      index('payables_tenant_vendor_status_idx').on(t.tenantCode, t.erfVendorId, t.status, t.id),
      index('payables_tenant_site_bill_idx').on(t.tenantCode, t.erfSiteId, t.billDate),
      // Migration 0021: the list's filters and sorts, each ending in id (the tie-break).
      // The folded `search_text` column and its trigram index are the migration's alone (db/list-search.ts).
      index('payables_tenant_status_due_idx').on(t.tenantCode, t.status, t.paymentDueDate, t.id),
      index('payables_tenant_due_id_idx').on(t.tenantCode, t.paymentDueDate, t.id),
      index('payables_tenant_bill_id_idx').on(t.tenantCode, t.billDate, t.id),
      index('payables_tenant_amount_id_idx').on(t.tenantCode, t.amount, t.id),
      index('payables_tenant_vendor_bill_idx').on(t.tenantCode, t.erfVendorId, t.billDate, t.id),
      index('payables_tenant_created_id_idx').on(t.tenantCode, t.createdAt, t.id),
      // Migration 0024: the payables still owed (payables.repo.ts `owedCondition`, the same
      // literal statuses), for "overdue only" at a site by amount and anywhere by due date.
      index('payables_owed_site_amount_idx')
        .on(t.tenantCode, t.erfSiteId, t.amount, t.id, t.paymentDueDate)
        .where(owed),
      index('payables_owed_due_idx').on(t.tenantCode, t.paymentDueDate, t.id, t.erfSiteId).where(owed),
      uniqueIndex('payables_vendor_invoice_uq')
        .on(t.tenantCode, t.erfVendorId, sql`lower(${t.invoiceNumber})`)
        .where(sql`${t.invoiceNumber} <> '' and ${t.status} <> 'Cancelled'`),
    ];
  },
);

/**
 * One row per change of a payable (create, update, document removal): the history fields, who and
 * when, what kind of change (`action`), the remark of that change and, where one is asked, the reason.
 */
export const payableHistory = pgTable(
  'payable_history',
  {
    id: serial('id').primaryKey(),
    tenantCode: varchar('tenant_code', { length: 64 })
      .notNull()
      .references(() => companies.companyCode),
    payableId: integer('payable_id')
      .notNull()
      .references(() => payables.id),
    vendorPayableCode: varchar('vendor_payable_code', { length: 20 }).notNull(),
    erfSiteId: integer('erf_site_id').notNull(),
    erfVendorId: integer('erf_vendor_id').notNull(),
    typeOfWork: varchar('type_of_work', { length: 200 }).notNull().default(''),
    typeOfMaterials: varchar('type_of_materials', { length: 200 }).notNull().default(''),
    quantity: text('quantity').notNull(),
    units: varchar('units', { length: 100 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    taxAmount: numeric('tax_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    invoiceNumber: varchar('invoice_number', { length: 50 }).notNull().default(''),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    paymentDueDate: date('payment_due_date', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 100 }).notNull(),
    /** 'create' | 'update' | 'document removed' (and later kinds of change). */
    action: varchar('action', { length: 40 }).notNull().default('update'),
    remarks: varchar('remarks', { length: 150 }).notNull().default(''),
    reason: varchar('reason', { length: 300 }).notNull().default(''),
    /** The fields the change altered, from and to (migration 0010). */
    changes: jsonb('changes').$type<PayableChange[]>().notNull().default([]),
    updatedBy: varchar('updated_by', { length: 200 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payable_history_tenant_id_idx').on(t.tenantCode, t.id),
    index('payable_history_tenant_payable_idx').on(t.tenantCode, t.payableId, t.id),
  ],
);
