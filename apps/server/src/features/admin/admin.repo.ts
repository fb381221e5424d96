import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { SiteRow } from '../../db/lookups.js';
import {
  modules,
  onetimeAttributes,
  roleModules,
  roles,
  sites,
  userRoles,
  users,
} from '../../db/schema/index.js';

/** The writes of onboarding (companies, their lists, sites, roles and users), made only by the admin operations. */

type UserRow = typeof users.$inferSelect;
type RoleRow = typeof roles.$inferSelect;

/** Adds or updates one list item (idempotent on tenant, list and code). */
export async function upsertAttribute(
  db: Db,
  item: { tenantCode: string; name: string; code: string; value: string; sortOrder: number },
): Promise<void> {
  await db
    .insert(onetimeAttributes)
    .values(item)
    .onConflictDoUpdate({
      target: [onetimeAttributes.tenantCode, onetimeAttributes.name, onetimeAttributes.code],
      set: { value: item.value, sortOrder: item.sortOrder },
    });
}

export async function insertSite(
  db: Db,
  site: { tenantCode: string; siteCode: string; siteName: string; status?: string },
): Promise<SiteRow> {
  const [row] = await db.insert(sites).values(site).returning();
  if (!row) throw new Error('site insert returned no row');
  return row;
}

/** Any tenant: for the admin CLI (user names are unique across tenants). */
export async function findUserByNameAnyTenant(db: Db, userName: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.userName, userName));
  return row;
}

export async function insertUser(db: Db, row: typeof users.$inferInsert): Promise<UserRow> {
  const [inserted] = await db.insert(users).values(row).returning();
  if (!inserted) throw new Error('user insert returned no row');
  return inserted;
}

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

export async function assignRole(db: Db, tenantCode: string, userId: number, roleId: number): Promise<void> {
  await db.insert(userRoles).values({ userId, roleId, tenantCode }).onConflictDoNothing();
}
