import { nameSkeleton } from '@sitebook/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { modules, roleModules, roleRights, roles, userRoles, users } from '../db/schema/index.js';

/**
 * The writes of users and roles that the admin CLI (features/admin) and the company's administration
 * over HTTP (features/company-admin) share: one place, so a user or role is made the same way by both.
 */

export type UserRow = typeof users.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;

/**
 * Any tenant: user names are unique across tenants, whatever their case (migration
 * 0030's unique index on lower(user_name); "Admin" beside "admin" read as one name).
 */
export async function findUserByNameAnyTenant(db: Db, userName: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.userName}) = lower(${userName})`);
  return row;
}

/** The unique index of lower(user_name) (migration 0030), and the first one on user_name. */
export const USER_NAME_UNIQUE = ['users_user_name_lower_uq', 'users_user_name_unique'] as const;

export async function insertUser(db: Db, row: typeof users.$inferInsert): Promise<UserRow> {
  const [inserted] = await db.insert(users).values(row).returning();
  if (!inserted) throw new Error('user insert returned no row');
  return inserted;
}

/** Disabling ends the user's sessions at once (migration 0008's trigger sets tokens_valid_after). */
export async function setUserActive(
  db: Db,
  tenantCode: string,
  userId: number,
  isActive: boolean,
): Promise<void> {
  await db
    .update(users)
    .set({ isActive })
    .where(and(eq(users.tenantCode, tenantCode), eq(users.id, userId)));
}

export async function findRoleByName(db: Db, tenantCode: string, name: string): Promise<RoleRow | undefined> {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.tenantCode, tenantCode), eq(roles.name, name)));
  return row;
}

export async function insertRole(db: Db, row: typeof roles.$inferInsert): Promise<RoleRow> {
  const [inserted] = await db.insert(roles).values(row).returning();
  if (!inserted) throw new Error('role insert returned no row');
  return inserted;
}

/** Replaces a role's modules (by module name). The role must belong to `tenantCode`. */
export async function setRoleModules(db: Db, tenantCode: string, roleId: number, moduleNames: string[]) {
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantCode, tenantCode), eq(roles.id, roleId)));
  if (!role) throw new Error(`role ${roleId} is not in tenant ${tenantCode}`);
  await db
    .delete(roleModules)
    .where(and(eq(roleModules.tenantCode, tenantCode), eq(roleModules.roleId, roleId)));
  if (moduleNames.length === 0) return;
  const found = await db.select({ id: modules.id }).from(modules).where(inArray(modules.name, moduleNames));
  if (found.length > 0) {
    await db.insert(roleModules).values(found.map((m) => ({ roleId, moduleId: m.id, tenantCode })));
  }
}

/** Replaces a role's stored rights per module (only modules with at least one right keep a row). */
export async function setRoleRights(
  db: Db,
  tenantCode: string,
  roleId: number,
  rights: { moduleName: string; rights: readonly string[] }[],
) {
  await db
    .delete(roleRights)
    .where(and(eq(roleRights.tenantCode, tenantCode), eq(roleRights.roleId, roleId)));
  const rows = rights
    .filter((r) => r.rights.length > 0)
    .map((r) => ({ roleId, tenantCode, moduleName: r.moduleName, rights: [...new Set(r.rights)] }));
  if (rows.length > 0) await db.insert(roleRights).values(rows);
}

export async function assignRole(db: Db, tenantCode: string, userId: number, roleId: number): Promise<void> {
  await db.insert(userRoles).values({ userId, roleId, tenantCode }).onConflictDoNothing();
}

/**
 * Another role of the company whose name reads the same as `name` (nameSkeleton: NFKC, case,
 * invisible characters, accents, Cyrillic/Greek look-alikes), or undefined. The company's role names
 * are read under a transaction lock on them, so two look-alikes saved at once cannot both pass: call
 * it inside the transaction that saves the role.
 */
export async function findLookAlikeRole(
  tx: Db,
  tenantCode: string,
  name: string,
  exceptId = 0,
): Promise<{ id: number; name: string } | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`role-names:${tenantCode}`}))`);
  const skeleton = nameSkeleton(name);
  const names = await tx
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(eq(roles.tenantCode, tenantCode));
  return names.find((role) => role.id !== exceptId && nameSkeleton(role.name) === skeleton);
}
