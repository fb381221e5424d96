import { sql } from 'drizzle-orm';
import {
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

/**
 * Vendors of a tenant. Money is numeric(14,2) (exact; answered as numbers); list
 * values (category, work/goods types, state, country) are stored as the list item's value.
 */
export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    tenantCode: varchar('tenant_code', { length: 64 })
      .notNull()
      .references(() => companies.companyCode),
    vendorCode: varchar('vendor_code', { length: 20 }).notNull(),
    vendorName: varchar('vendor_name', { length: 50 }).notNull(),
    vendorDescription: varchar('vendor_description', { length: 150 }).notNull(),
    vendorCategory: varchar('vendor_category', { length: 200 }).notNull(),
    typeOfWork: varchar('type_of_work', { length: 200 }).notNull().default(''),
    /** Comma-joined goods types. */
    typeOfGoods: varchar('type_of_goods', { length: 1000 }).notNull().default(''),
    contactPerson: varchar('contact_person', { length: 50 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 10 }).notNull(),
    emailId: varchar('email_id', { length: 150 }).notNull(),
    addressLine1: varchar('address_line1', { length: 150 }).notNull(),
    addressLine2: varchar('address_line2', { length: 150 }).notNull(),
    city: varchar('city', { length: 150 }).notNull(),
    state: varchar('state', { length: 200 }).notNull(),
    country: varchar('country', { length: 200 }).notNull(),
    status: varchar('status', { length: 30 }).notNull().default('Active'),
    openingBalance: numeric('opening_balance', { precision: 14, scale: 2 }).notNull().default('0'),
    openingBalanceDate: date('opening_balance_date', { mode: 'string' }),
    typeOfTransactionForOb: varchar('type_of_transaction_for_ob', { length: 2 }).notNull().default('Cr'),
    currentBalance: numeric('current_balance', { precision: 14, scale: 2 }).notNull().default('0'),
    currentBalanceDate: date('current_balance_date', { mode: 'string' }),
    typeOfTransactionForCb: varchar('type_of_transaction_for_cb', { length: 2 }).notNull().default('Cr'),
    /** Σ of the vendor's ledger rows (Cr +) and its latest row's date: kept by the ledger's trigger (migration 0025). */
    ledgerBalance: numeric('ledger_balance', { precision: 16, scale: 2 }).notNull().default('0'),
    ledgerLastDate: date('ledger_last_date', { mode: 'string' }),
    performanceGrade: varchar('performance_grade', { length: 10 }),
    performanceScore: numeric('performance_score', { precision: 7, scale: 2 }),
    maxScore: numeric('max_score', { precision: 7, scale: 2 }),
    /** Tax ids and bank details ('' when not given). */
    gstin: varchar('gstin', { length: 15 }).notNull().default(''),
    pan: varchar('pan', { length: 10 }).notNull().default(''),
    bankAccountName: varchar('bank_account_name', { length: 100 }).notNull().default(''),
    bankAccountNumber: varchar('bank_account_number', { length: 20 }).notNull().default(''),
    bankIfsc: varchar('bank_ifsc', { length: 11 }).notNull().default(''),
    /** The vendor's rating averages, kept by migration 0031's trigger on vendor_ratings (never by the app). */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingOverall: numeric('rating_overall', { precision: 3, scale: 2 }),
    ratingQuality: numeric('rating_quality', { precision: 3, scale: 2 }),
    ratingTimeliness: numeric('rating_timeliness', { precision: 3, scale: 2 }),
    ratingPrice: numeric('rating_price', { precision: 3, scale: 2 }),
    /** The tag of the bulk upload that created the vendor (vendor_uploads.tag), for bulk removal. */
    bulkTag: varchar('bulk_tag', { length: 50 }),
    createdBy: varchar('created_by', { length: 200 }).notNull(),
    updatedBy: varchar('updated_by', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('vendors_tenant_code_uq').on(t.tenantCode, t.vendorCode),
    index('vendors_tenant_id_idx').on(t.tenantCode, t.id),
    index('vendors_tenant_name_phone_idx').on(t.tenantCode, sql`lower(${t.vendorName})`, t.phoneNumber),
    index('vendors_tenant_bulk_tag_idx').on(t.tenantCode, t.bulkTag),
    // Migrations 0021, 0022: the list's sorts and category filter, each ending in id.
    index('vendors_tenant_name_id_idx').on(t.tenantCode, t.vendorName, t.id),
    index('vendors_tenant_category_id_idx').on(t.tenantCode, t.vendorCategory, t.id),
    index('vendors_tenant_city_id_idx').on(t.tenantCode, t.city, t.id),
    index('vendors_tenant_balance_id_idx').on(t.tenantCode, t.currentBalance, t.id),
    index('vendors_tenant_created_id_idx').on(t.tenantCode, t.createdAt, t.id),
    index('vendors_tenant_rating_id_idx').on(t.tenantCode, t.ratingOverall, t.id),
  ],
);

/**
 * One bulk upload that stored vendors (migration 0012): its own tag (UPL00001, ...; the
 * vendors it stored carry it in bulk_tag), the file's name (null for uploads made before uploads
 * were recorded), who and when, and how many vendors it stored.
 */
export const vendorUploads = pgTable(
  'vendor_uploads',
  {
    id: serial('id').primaryKey(),
    tenantCode: varchar('tenant_code', { length: 64 })
      .notNull()
      .references(() => companies.companyCode),
    tag: varchar('tag', { length: 50 }).notNull(),
    fileName: varchar('file_name', { length: 255 }),
    rowCount: integer('row_count').notNull(),
    uploadedBy: varchar('uploaded_by', { length: 200 }).notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('vendor_uploads_tenant_tag_uq').on(t.tenantCode, t.tag)],
);
