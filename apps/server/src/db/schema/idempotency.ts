import { index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Idempotency keys of money writes (migration 0029, plugins/idempotency.ts): one
 * row per company, user and key, claimed by the first request and holding its answer once done
 * (`statusCode` null while it is at work). Forgotten after 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantCode: varchar('tenant_code', { length: 64 }).notNull(),
    userName: varchar('user_name', { length: 200 }).notNull(),
    idemKey: varchar('idem_key', { length: 200 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    contentType: varchar('content_type', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.userName, t.idemKey] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
