import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { modules, roleModules, roles, userAudit, userRoles, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;

export async function findUserByName(
  db: Db,
  tenantCode: string,
  userName: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantCode, tenantCode), eq(users.userName, userName)));
  return row;
}

/** Any tenant: for the admin CLI (user names are unique across tenants). */
export async function findUserByNameAnyTenant(db: Db, userName: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.userName, userName));
  return row;
}

export async function findUserById(db: Db, tenantCode: string, userId: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantCode, tenantCode), eq(users.id, userId)));
  return row;
}

export interface RoleWithModules {
  roleId: number;
  name: string;
  roleType: string;
  erfProductId: number;
  modules: { moduleId: number; moduleName: string }[];
}

/** The user's roles in assignment order, each with its modules in MODULES order. */
export async function rolesForUser(db: Db, tenantCode: string, userId: number): Promise<RoleWithModules[]> {
  const rows = await db
    .select({
      roleId: roles.id,
      name: roles.name,
      roleType: roles.roleType,
      erfProductId: roles.erfProductId,
      moduleId: modules.id,
      moduleName: modules.name,
    })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.tenantCode, tenantCode)))
    .leftJoin(roleModules, and(eq(roleModules.roleId, roles.id), eq(roleModules.tenantCode, tenantCode)))
    .leftJoin(modules, eq(modules.id, roleModules.moduleId))
    .where(and(eq(userRoles.tenantCode, tenantCode), eq(userRoles.userId, userId)))
    .orderBy(asc(userRoles.id), asc(modules.id));
  const byRole = new Map<number, RoleWithModules>();
  for (const row of rows) {
    let role = byRole.get(row.roleId);
    if (!role) {
      role = {
        roleId: row.roleId,
        name: row.name,
        roleType: row.roleType,
        erfProductId: row.erfProductId,
        modules: [],
      };
      byRole.set(row.roleId, role);
    }
    if (row.moduleId !== null && row.moduleName !== null) {
      role.modules.push({ moduleId: row.moduleId, moduleName: row.moduleName });
    }
  }
  return [...byRole.values()];
}

export async function insertAudit(db: Db, row: typeof userAudit.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(userAudit).values(row).returning({ id: userAudit.id });
  if (!inserted) throw new Error('audit insert returned no row');
  return inserted.id;
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
