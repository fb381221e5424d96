import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { modules, roleModules, roles, userRoles, users } from '../../db/schema/index.js';

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
