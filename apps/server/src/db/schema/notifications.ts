import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** One in-app notification for one user (migration 0033). */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantCode: varchar('tenant_code', { length: 64 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 40 }).notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    body: text('body').notNull().default(''),
    /** The app's hash route of the record, e.g. `#/home/vendor/myvendor/viewvendor/VEN00013`. */
    link: varchar('link', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.tenantCode, t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx').on(t.tenantCode, t.userId).where(sql`${t.readAt} IS NULL`),
  ],
);

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

export type MailStatus = 'queued' | 'sending' | 'sent' | 'dead' | 'kept';

/** Mail queued in the transaction that makes it, sent afterwards (migration 0033). */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tenantCode: varchar('tenant_code', { length: 64 }),
  userId: integer('user_id'),
  kind: varchar('kind', { length: 40 }).notNull(),
  toAddress: varchar('to_address', { length: 320 }).notNull(),
  subject: varchar('subject', { length: 300 }).notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
  /** Extra header lines, name to value (migration 0035). */
  headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
  messageId: varchar('message_id', { length: 200 }).notNull().unique(),
  status: varchar('status', { length: 10 }).$type<MailStatus>().notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** A user's choices: e-mail per kind (a kind not in `emailKinds` is on) and the daily digest. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantCode: varchar('tenant_code', { length: 64 }).notNull(),
  emailKinds: jsonb('email_kinds').$type<Record<string, boolean>>().notNull().default({}),
  digest: boolean('digest').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One digest per user per local day, whichever process claims it first. */
export const digestRuns = pgTable(
  'digest_runs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    tenantCode: varchar('tenant_code', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.localDate] })],
);
