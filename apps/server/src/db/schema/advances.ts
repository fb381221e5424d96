import {
  boolean,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files of every kind (advance images, expense receipts, payable documents), kept in the
 * database. `id` is the document's sequenceId.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    tenantCode: varchar('tenant_code', { length: 64 })
      .notNull()
      .references(() => companies.companyCode),
    /** 'advance' | 'expense' | 'payable' */
    kind: varchar('kind', { length: 20 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    userDescription: varchar('user_description', { length: 200 }).notNull().default(''),
    createdBy: varchar('created_by', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_tenant_id_idx').on(t.tenantCode, t.id),
    // Migration 0028: a company's storage use; the sweep of documents no record holds.
    index('documents_tenant_size_idx').on(t.tenantCode, t.sizeBytes),
    index('documents_created_idx').on(t.createdAt),
  ],
);

/**
 * A document's content in pieces of DOCUMENT_CHUNK_BYTES (the last may be shorter), `seq` from 0.
 * Written one statement per chunk before the document's row (whose id is taken from its sequence
 * first), so no single statement carries a whole 10 MB file (PGlite: one connection, in process)
 * and a half-stored document is never listed. Deleting a document deletes its chunks (a trigger,
 * migration 0009); there is no foreign key, since the chunks exist before their document's row.
 */
export const documentChunks = pgTable(
  'document_chunks',
  {
    tenantCode: varchar('tenant_code', { length: 64 })
      .notNull()
      .references(() => companies.companyCode),
    documentId: integer('document_id').notNull(),
    seq: integer('seq').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.seq] })],
);

/** Advance requests of a tenant. `version` guards concurrent updates. */
export const advanceRequests = pgTable(
  'advance_requests',
  {
    id: serial('id').primaryKey(),
    tenantCode: varchar('tenant_code', { length: 64 })
      .notNull()
      .references(() => companies.companyCode),
    advanceId: varchar('advance_id', { length: 20 }).notNull(),
    siteCode: varchar('site_code', { length: 64 }).notNull(),
    requestedBy: varchar('requested_by', { length: 200 }).notNull(),
    requestedAmount: numeric('requested_amount', { precision: 14, scale: 2 }).notNull(),
    /** The amount expenses may reach: the requested amount when approved; null while not approved. */
    approvedAmount: numeric('approved_amount', { precision: 14, scale: 2 }),
    /** An ADMIN allowed expenses past the approved amount, for `overspendReason` (migration 0013). */
    overspendAllowed: boolean('overspend_allowed').notNull().default(false),
    overspendReason: varchar('overspend_reason', { length: 300 }).notNull().default(''),
    requestedByDate: date('requested_by_date', { mode: 'string' }).notNull(),
    requesterComments: varchar('requester_comments', { length: 200 }).notNull().default(''),
    status: varchar('status', { length: 100 }).notNull(),
    /** Comma-joined document ids. */
    documentIds: text('document_ids').notNull().default(''),
    createdBy: varchar('created_by', { length: 200 }).notNull(),
    updatedBy: varchar('updated_by', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    /** Who settled it through Reconcile and when (migration 0016); null otherwise. */
    settledBy: varchar('settled_by', { length: 200 }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    unique('advance_requests_tenant_code_uq').on(t.tenantCode, t.advanceId),
    index('advance_requests_tenant_id_idx').on(t.tenantCode, t.id),
    index('advance_requests_tenant_status_idx').on(t.tenantCode, t.status),
    // Migrations 0021, 0023: the list's filters and sorts, each ending in id (the tie-break).
    // The folded `search_text` column and its trigram index are migration 0021's alone.
    index('advance_requests_tenant_date_id_idx').on(t.tenantCode, t.requestedByDate, t.id),
    index('advance_requests_tenant_site_date_idx').on(t.tenantCode, t.siteCode, t.requestedByDate, t.id),
    index('advance_requests_tenant_requester_idx').on(t.tenantCode, t.requestedBy, t.id),
    index('advance_requests_tenant_requested_amount_idx').on(t.tenantCode, t.requestedAmount, t.id),
    index('advance_requests_tenant_approved_amount_idx').on(t.tenantCode, t.approvedAmount, t.id),
    index('advance_requests_tenant_created_idx').on(t.tenantCode, t.createdAt, t.id),
  ],
);

/** Expenses spent against an advance request (the proof). */
export const expenses = pgTable(
  'expenses',
  {
    id: serial('id').primaryKey(),
    tenantCode: varchar('tenant_code', { length: 64 })
      .notNull()
      .references(() => companies.companyCode),
    advanceRequestId: integer('advance_request_id')
      .notNull()
      .references(() => advanceRequests.id),
    expenseType: varchar('expense_type', { length: 100 }).notNull(),
    expenseAmount: numeric('expense_amount', { precision: 14, scale: 2 }).notNull(),
    expenseDate: date('expense_date', { mode: 'string' }).notNull(),
    remarks: varchar('remarks', { length: 200 }).notNull().default(''),
    documentIds: text('document_ids').notNull().default(''),
    createdBy: varchar('created_by', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: varchar('updated_by', { length: 200 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index('expenses_tenant_advance_idx').on(t.tenantCode, t.advanceRequestId, t.id)],
);

/** One row per change of an advance request: who, when, what kind of change, from and to, why. */
export const advanceHistory = pgTable(
  'advance_history',
  {
    id: serial('id').primaryKey(),
    tenantCode: varchar('tenant_code', { length: 64 })
      .notNull()
      .references(() => companies.companyCode),
    advanceRequestId: integer('advance_request_id')
      .notNull()
      .references(() => advanceRequests.id),
    /** 'create' | 'update' | 'expense added' ... */
    action: varchar('action', { length: 40 }).notNull(),
    fromStatus: varchar('from_status', { length: 100 }).notNull().default(''),
    toStatus: varchar('to_status', { length: 100 }).notNull(),
    requestedAmount: numeric('requested_amount', { precision: 14, scale: 2 }).notNull(),
    reason: varchar('reason', { length: 300 }).notNull().default(''),
    /** The expense a row is about ('expense added' / 'expense updated' / 'expense deleted'). */
    expenseId: integer('expense_id'),
    /** The expense before and after the change, as text ('' where there is none). */
    fromValue: varchar('from_value', { length: 600 }).notNull().default(''),
    toValue: varchar('to_value', { length: 600 }).notNull().default(''),
    /**
     * An amount before and after the change (the approved amount on approval; the remaining
     * balance on a return, reimbursement or reversal), and the return or reimbursement it is about.
     */
    fromAmount: numeric('from_amount', { precision: 14, scale: 2 }),
    toAmount: numeric('to_amount', { precision: 14, scale: 2 }),
    settlementId: integer('settlement_id'),
    changedBy: varchar('changed_by', { length: 200 }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('advance_history_tenant_advance_idx').on(t.tenantCode, t.advanceRequestId, t.id)],
);

/**
 * Returns (the holder gives cash back: kind 'return') and reimbursements (the company pays
 * the holder's overspend: kind 'reimburse') of an advance. Never deleted; a reversal marks one Reversed.
 */
export const advanceSettlements = pgTable(
  'advance_settlements',
  {
    id: serial('id').primaryKey(),
    tenantCode: varchar('tenant_code', { length: 64 })
      .notNull()
      .references(() => companies.companyCode),
    advanceRequestId: integer('advance_request_id')
      .notNull()
      .references(() => advanceRequests.id),
    kind: varchar('kind', { length: 20 }).notNull(),
    settlementDate: date('settlement_date', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    paymentMode: varchar('payment_mode', { length: 100 }).notNull(),
    reference: varchar('reference', { length: 50 }).notNull().default(''),
    remarks: varchar('remarks', { length: 150 }).notNull().default(''),
    status: varchar('status', { length: 20 }).notNull().default('Active'),
    createdBy: varchar('created_by', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reversedBy: varchar('reversed_by', { length: 200 }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    reverseReason: varchar('reverse_reason', { length: 300 }).notNull().default(''),
  },
  (t) => [index('advance_settlements_tenant_advance_idx').on(t.tenantCode, t.advanceRequestId, t.id)],
);
