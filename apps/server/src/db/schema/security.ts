import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Consecutive failed logins per user name (known or not) and source address, shared by every app
 * instance. Rows whose last failure is old are expired.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    userName: varchar('user_name', { length: 200 }).notNull(),
    source: varchar('source', { length: 64 }).notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userName, t.source] }),
    index('login_failures_last_failed_idx').on(t.lastFailedAt),
  ],
);

/** Logged-out tokens, kept until they would have expired anyway. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: varchar('jti', { length: 64 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/** Per-tenant code counters (VEN00001, VPB00001, ADV00001). */
export const codeSequences = pgTable(
  'code_sequences',
  {
    tenantCode: varchar('tenant_code', { length: 64 }).notNull(),
    name: varchar('name', { length: 32 }).notNull(),
    lastValue: integer('last_value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantCode, t.name] })],
);
