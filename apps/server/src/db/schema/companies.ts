import { bigint, boolean, date, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A tenant. `company_code` is the tenant code every tenant-owned table carries. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  companyCode: varchar('company_code', { length: 64 }).notNull().unique(),
  companyName: varchar('company_name', { length: 200 }).notNull(),
  country: varchar('country', { length: 100 }).notNull(),
  /** SHA-256 (hex) of the company's API key; the key itself is answered once and never stored (migration 0027). */
  apiKeyHash: varchar('api_key_hash', { length: 64 }).notNull().unique(),
  subscriptionStart: date('subscription_start', { mode: 'string' }),
  subscriptionEnd: date('subscription_end', { mode: 'string' }),
  subscriptionStatus: varchar('subscription_status', { length: 30 }).notNull().default('Active'),
  vendorLimit: integer('vendor_limit'),
  salaryCycleStartDay: integer('salary_cycle_start_day').notNull().default(1),
  /** The company's own document storage quota in bytes; null = STORAGE_QUOTA_BYTES (migration 0028). */
  storageQuotaBytes: bigint('storage_quota_bytes', { mode: 'number' }),
  /** IANA zone that decides the company's "today" and its digest hour (migration 0033). */
  timeZone: varchar('time_zone', { length: 64 }).notNull().default('UTC'),
  /** A recorded payment sends the vendor a remittance advice when the vendor has an e-mail. */
  remittanceAdvice: boolean('remittance_advice').notNull().default(false),
  /** One of the demo's companies (its logins are published): the app shows "Demo data" (migration 0034). */
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
