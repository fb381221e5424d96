import type {
  AdminUserExportQuery,
  AdminUserFilterStatus,
  AdminUserListSort,
  AuditKind,
  ListPage,
} from '@sitebook/contract';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Db, dayStartSql } from '../../db/client.js';
import { companies, loginFailures, roles, users } from '../../db/schema/index.js';
import type { PageRequest } from '../../lib/list-page.js';
import {
  anyOf,
  filteredPage,
  type ListFilter,
  orderOf,
  searchMatches,
  searchTextOf,
} from '../../lib/list-query.js';

/** The company's administration: every query is scoped by the tenant. */

export interface AdminUserRow {
  userId: number;
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  roleName: string;
  isActive: boolean;
  locked: boolean;
  mustChangePassword: boolean;
}

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);

// Written out (not by drizzle's columns): a select list names a lone table's columns unqualified,
// which the joined subquery would find ambiguous.
/** The user's first role (as the list shows it), '' when none. */
const roleNameOf = sql<string>`coalesce((select r.name from user_roles ur join roles r on r.id = ur.role_id
  where ur.user_id = "users"."id" and ur.tenant_code = "users"."tenant_code" order by ur.id limit 1), '')`;
/** Whether sign-in is locked for the user now (from any address). */
const lockedOf = sql<boolean>`exists (select 1 from login_failures lf
  where lf.user_name = "users"."user_name" and lf.locked_until > now())`;

const listedUser = {
  userId: users.id,
  userName: users.userName,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  roleName: roleNameOf,
  isActive: users.isActive,
  locked: lockedOf,
  mustChangePassword: users.mustChangePassword,
};

/** The users list's sort fields (the contract's ADMIN_USER_LIST_SORTS) and what each orders by. */
const userSortColumns: Record<AdminUserListSort, PgColumn | SQL> = {
  userName: users.userName,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  roleName: roleNameOf,
};

const userStatusMatches: Record<AdminUserFilterStatus, SQL> = {
  Active: sql`${users.isActive}`,
  Disabled: sql`not ${users.isActive}`,
  Locked: lockedOf,
};

/** What the users list is filtered by (the parsed query, without page and sort). */
export type UserFilter = Omit<AdminUserExportQuery, 'page' | 'size' | 'sort' | 'format'>;

/**
 * The condition of the users list: the tenant, `q` in the folded search text (user name, first and
 * last name, email, phone), a role the user holds, and any of the statuses asked for.
 */
export function userFilterWhere(tenantCode: string, filter: UserFilter): SQL {
  const conditions: (SQL | undefined)[] = [eq(users.tenantCode, tenantCode)];
  if (filter.q !== undefined) conditions.push(searchMatches(searchTextOf(users), filter.q));
  if (filter.roleId !== undefined) {
    conditions.push(sql`exists (select 1 from user_roles ur where ur.user_id = "users"."id"
      and ur.tenant_code = "users"."tenant_code" and ur.role_id = ${filter.roleId})`);
  }
  if (filter.status) {
    conditions.push(or(...filter.status.map((s) => userStatusMatches[s as AdminUserFilterStatus])));
  }
  return and(...conditions) as SQL;
}

/** The order of the users list: the sort asked for, else by user name. */
export const userOrder = (sort: AdminUserExportQuery['sort']): SQL[] =>
  orderOf(sort, userSortColumns, users.id, { field: 'userName', direction: 'asc' });

/** One page of the users that match, in `order`, with the capped count. */
export function listUsers(db: Db, filter: ListFilter, page: PageRequest): Promise<ListPage<AdminUserRow>> {
  return filteredPage(db, users, filter, page, (where) =>
    db
      .select(listedUser)
      .from(users)
      .where(where)
      .orderBy(...filter.order),
  );
}

/** The tenant's users of these ids (an export's batch), in no order. */
export function listUsersByIds(db: Db, tenantCode: string, ids: number[]): Promise<AdminUserRow[]> {
  return db
    .select(listedUser)
    .from(users)
    .where(and(eq(users.tenantCode, tenantCode), anyOf(users.id, ids)));
}

/** The company's user, with the names of the roles they hold. */
export async function findUser(db: Db, tenantCode: string, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      userName: users.userName,
      isActive: users.isActive,
      roleNames: sql<string[]>`coalesce((select array_agg(r.name) from user_roles ur
        join roles r on r.id = ur.role_id where ur.user_id = "users"."id"), '{}')`,
    })
    .from(users)
    .where(and(eq(users.tenantCode, tenantCode), eq(users.id, userId)));
  return row;
}

/** A one-time password: stored hashed, to be changed at the next sign-in; every session ends. */
export async function setOneTimePassword(db: Db, tenantCode: string, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, mustChangePassword: true, tokensValidAfter: sql`clock_timestamp()` })
    .where(and(eq(users.tenantCode, tenantCode), eq(users.id, userId)));
}

/** Forgets every sign-in failure of the user name (from any address): the lock ends. */
export async function clearLockout(db: Db, userName: string): Promise<number> {
  const rows = await db
    .delete(loginFailures)
    .where(eq(loginFailures.userName, userName))
    .returning({ source: loginFailures.source });
  return rows.length;
}

export interface AdminRoleRow {
  roleId: number;
  name: string;
  roleType: string;
  modules: string[];
  rights: Record<string, string[]>;
  users: number;
}

export async function listRoles(db: Db, tenantCode: string): Promise<AdminRoleRow[]> {
  const result = await db.execute(sql`
    select r.id as "roleId", r.name, r.role_type as "roleType",
           coalesce((select array_agg(m.name order by m.id)::text[] from role_modules rm
                       join modules m on m.id = rm.module_id
                      where rm.role_id = r.id and rm.tenant_code = r.tenant_code), '{}'::text[]) as modules,
           coalesce((select jsonb_object_agg(rr.module_name, rr.rights) from role_rights rr
                      where rr.role_id = r.id and rr.tenant_code = r.tenant_code), '{}'::jsonb) as rights,
           (select count(*)::int from user_roles ur where ur.role_id = r.id and ur.tenant_code = r.tenant_code) as users
      from roles r
     where r.tenant_code = ${tenantCode}
     order by r.name`);
  return rowsOf<AdminRoleRow>(result);
}

export async function findRole(db: Db, tenantCode: string, roleId: number) {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.tenantCode, tenantCode), eq(roles.id, roleId)));
  return row;
}

export async function updateRole(
  db: Db,
  tenantCode: string,
  roleId: number,
  values: { name: string; roleType: string },
) {
  await db
    .update(roles)
    .set(values)
    .where(and(eq(roles.tenantCode, tenantCode), eq(roles.id, roleId)));
}

export interface AuditRow {
  at: Date | string;
  actor: string;
  action: string;
  targetKind: string;
  targetName: string;
  details: Record<string, unknown> | null;
}

/**
 * The user audit's events (user_audit: sign-ins, failures, lock-outs, sign-outs, password changes and
 * resets) and administrators' actions (admin_audit), newest first, one page with the count.
 */
/** The audit log's filters (AuditQuery): a user name in who or on whom (any case), the kind, the days. */
export interface AuditFilter {
  q?: string;
  kind?: AuditKind;
  atFrom?: string;
  atTo?: string;
}

/**
 * Both audit tables as one: the user audit's events (kind `sign-in`) and the admin actions. The
 * days are the company's (`timeZone`).
 */
function auditRows(tenantCode: string, timeZone: string, filter: AuditFilter): SQL {
  const conditions: SQL[] = [];
  if (filter.q) {
    const like = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(lower(x.actor) like ${like} or lower(x."targetName") like ${like})`);
  }
  if (filter.kind) conditions.push(sql`x.kind = ${filter.kind}`);
  if (filter.atFrom) conditions.push(sql`x.at >= ${dayStartSql(filter.atFrom, timeZone)}`);
  if (filter.atTo) conditions.push(sql`x.at < ${dayStartSql(filter.atTo, timeZone, 1)}`);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  return sql`
    select * from (
      select a.logged_in_at as at, a.user_name as actor, a.event as action, 'user' as "targetKind",
             a.user_name as "targetName", jsonb_build_object('ip', a.ip) as details, a.id as id, 0 as src,
             'sign-in' as kind
        from user_audit a where a.tenant_code = ${tenantCode}
      union all
      select a.at, a.actor, a.action, a.target_kind, a.target_name, a.details, a.id, 1,
             split_part(a.action, '.', 1)
        from admin_audit a where a.tenant_code = ${tenantCode}
    ) x ${where}`;
}

/**
 * The user audit's events (user_audit: sign-ins, failures, lock-outs, sign-outs, password changes and
 * resets) and administrators' actions (admin_audit), filtered, newest first, one page with the count.
 */
export async function listAudit(
  db: Db,
  tenant: { tenantCode: string; timeZone: string },
  page: { page: number; size: number },
  filter: AuditFilter = {},
): Promise<{ rows: AuditRow[]; total: number }> {
  const rows = auditRows(tenant.tenantCode, tenant.timeZone, filter);
  const result = await db.execute(sql`
    ${rows}
    order by x.at desc, x.src desc, x.id desc
    limit ${page.size} offset ${(page.page - 1) * page.size}`);
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${rows}) c`));
  return { rows: rowsOf<AuditRow>(result), total: count?.n ?? 0 };
}

/** The filtered log newest first, at most `max` rows (the export's bound). */
export async function auditForExport(
  db: Db,
  tenant: { tenantCode: string; timeZone: string },
  filter: AuditFilter,
  max: number,
): Promise<AuditRow[]> {
  return rowsOf<AuditRow>(
    await db.execute(
      sql`${auditRows(tenant.tenantCode, tenant.timeZone, filter)} order by x.at desc, x.src desc, x.id desc limit ${max}`,
    ),
  );
}

/** The company's settings, its row locked until the transaction ends (two edits do not interleave). */
export async function lockCompanySettings(db: Db, tenantCode: string) {
  const [row] = await db
    .select({ id: companies.id, timeZone: companies.timeZone, remittanceAdvice: companies.remittanceAdvice })
    .from(companies)
    .where(eq(companies.companyCode, tenantCode))
    .for('update');
  return row;
}

export async function setCompanySettings(
  db: Db,
  tenantCode: string,
  settings: { timeZone: string; remittanceAdvice: boolean },
): Promise<void> {
  await db
    .update(companies)
    .set({ timeZone: settings.timeZone, remittanceAdvice: settings.remittanceAdvice })
    .where(eq(companies.companyCode, tenantCode));
}
