import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.js';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    tenantCode: varchar('tenant_code', { length: 64 })
      .notNull()
      .references(() => companies.companyCode),
    userName: varchar('user_name', { length: 100 }).notNull().unique(),
    passwordHash: varchar('password_hash', { length: 255 }).notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    email: varchar('email', { length: 200 }).notNull().default(''),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    /** Set by a one-time password: until the user chooses one, only the password and session calls answer. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Tokens issued before this instant are refused (set when the user is disabled). */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_tenant_idx').on(t.tenantCode),
    // Migration 0030: unique whatever the case.
    uniqueIndex('users_user_name_lower_uq').on(sql`lower(${t.userName})`),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    tenantCode: varchar('tenant_code', { length: 64 })
      .notNull()
      .references(() => companies.companyCode),
    name: varchar('name', { length: 100 }).notNull(),
    roleType: varchar('role_type', { length: 30 }).notNull(),
    erfProductId: integer('erf_product_id').notNull().default(1),
  },
  (t) => [unique('roles_tenant_name_uq').on(t.tenantCode, t.name)],
);

/** The 13 sidebar modules; ids are fixed (1..13 in MODULES order). */
export const modules = pgTable('modules', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
});

export const roleModules = pgTable(
  'role_modules',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    tenantCode: varchar('tenant_code', { length: 64 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.moduleId] }), index('role_modules_tenant_idx').on(t.tenantCode)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    tenantCode: varchar('tenant_code', { length: 64 }).notNull(),
  },
  (t) => [
    unique('user_roles_user_role_uq').on(t.userId, t.roleId),
    index('user_roles_tenant_idx').on(t.tenantCode),
  ],
);

/**
 * Sessions and passwords of the company's users, written by the server in the event's transaction
 * (db/user-audit.ts, migration 0027): who, which event, when and from where. Never the raw token: only
 * its sha256. Append-only: the database refuses UPDATE, DELETE and TRUNCATE.
 */
export const userAudit = pgTable(
  'user_audit',
  {
    id: serial('id').primaryKey(),
    tenantCode: varchar('tenant_code', { length: 64 }).notNull(),
    userName: varchar('user_name', { length: 100 }).notNull(),
    /** When the event happened (the column kept its first name). */
    loggedInAt: timestamp('logged_in_at', { withTimezone: true }).notNull().defaultNow(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
    /** sha256 of the session's token; null for events without one (a failed sign-in, a reset). */
    tokenFingerprint: varchar('token_fingerprint', { length: 64 }),
    /** db/user-audit.ts `UserAuditEvent`: sign-in, sign-in failed, locked out, sign-out, ... */
    event: varchar('event', { length: 40 }).notNull().default('sign-in'),
  },
  (t) => [
    index('user_audit_tenant_idx').on(t.tenantCode, t.loggedInAt),
    index('user_audit_token_idx').on(t.tokenFingerprint, t.event),
  ],
);

/** The rights a role holds inside a granted module beyond its role type's (migration 0019). */
export const roleRights = pgTable(
  'role_rights',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    tenantCode: varchar('tenant_code', { length: 64 }).notNull(),
    moduleName: varchar('module_name', { length: 100 }).notNull(),
    rights: text('rights').array().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.moduleName] }),
    index('role_rights_tenant_idx').on(t.tenantCode),
  ],
);

/** Every administrator's action: db/admin-audit.ts writes it. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: serial('id').primaryKey(),
    tenantCode: varchar('tenant_code', { length: 64 })
      .notNull()
      .references(() => companies.companyCode),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: varchar('actor', { length: 100 }).notNull(),
    action: varchar('action', { length: 60 }).notNull(),
    targetKind: varchar('target_kind', { length: 30 }).notNull(),
    targetId: integer('target_id'),
    targetName: varchar('target_name', { length: 200 }).notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('admin_audit_tenant_at_idx').on(t.tenantCode, t.at.desc(), t.id.desc())],
);
