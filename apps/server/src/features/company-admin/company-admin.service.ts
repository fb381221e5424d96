import {
  type AdminRole,
  type AdminRoleSave,
  type AdminUser,
  type AuditEntry,
  type adminUserCreateSchema,
  type adminUserListQuerySchema,
  type CompanyProfile,
  type CompanySettings,
  type ListPage,
  adminMessages as m,
  nameMessages,
  nameSkeleton,
  notificationMessages,
  type OneTimePasswordResponse,
  PORTAL_ADMIN_ROLE,
  portalMessages,
  type StorageUse,
} from '@sitebook/contract';
import type { z } from 'zod';
import { recordAdminAction } from '../../db/admin-audit.js';
import type { Db } from '../../db/client.js';
import { findCompanyByCode } from '../../db/lookups.js';
import { recordUserEvent, type UserAuditSource } from '../../db/user-audit.js';
import { generateApiKey, hashApiKey, setCompanyApiKeyHash } from '../../domain/company-records.js';
import { notifyUserSecurity } from '../../domain/notify.js';
import {
  assignRole,
  findLookAlikeRole,
  findRoleByName,
  findUserByNameAnyTenant,
  insertRole,
  insertUser,
  setRoleModules,
  setRoleRights,
  setUserActive,
  USER_NAME_UNIQUE,
} from '../../domain/user-records.js';
import { appUrlOf } from '../../lib/app-url.js';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { storageUseOf } from '../../lib/documents/document-store.js';
import { badRequest, forbidden, isUniqueViolation, notFound } from '../../lib/errors.js';
import { generateOneTimePassword, hashPassword } from '../../lib/password.js';
import { requireRight } from '../../lib/rights.js';
import * as repo from './company-admin.repo.js';

/**
 * The company's administration: users, roles, the profile and the audit log. The routes
 * need module Admin; every call here needs an ADMIN role type too (rights table: `companyAdmin`).
 * Each change writes one admin_audit row in its own transaction.
 */
export const requireAdmin = (auth: AuthContext) => requireRight(auth, 'companyAdmin', m.adminOnly);

/**
 * The portal's role (PortalAdmin) lives in a company but administers every company: no company's
 * administrator may create, rename to, edit or hand out that role, nor change a user holding it
 * (reset their password, disable, unlock), or they could take the portal over.
 */
const isPortalRole = (name: string) => nameSkeleton(name) === nameSkeleton(PORTAL_ADMIN_ROLE);

const audit = (
  auth: AuthContext,
  action: string,
  targetKind: string,
  target: { id: number; name: string },
  details: Record<string, unknown> = {},
) => ({
  tenantCode: auth.companyCode,
  actor: auth.userName,
  action,
  targetKind,
  targetId: target.id,
  targetName: target.name,
  details,
});

/** A page of the company's users, searched, filtered and sorted. */
export async function listUsers(
  ctx: AppContext,
  auth: AuthContext,
  query: z.output<typeof adminUserListQuerySchema>,
): Promise<ListPage<AdminUser>> {
  requireAdmin(auth);
  const { page, size, sort, ...filter } = query;
  const where = repo.userFilterWhere(auth.companyCode, filter);
  const listed = { where, order: repo.userOrder(sort), searched: filter.q !== undefined };
  return repo.listUsers(ctx.db, listed, { page, size });
}

export async function createUser(
  ctx: AppContext,
  auth: AuthContext,
  input: z.output<typeof adminUserCreateSchema>,
): Promise<OneTimePasswordResponse> {
  requireAdmin(auth);
  const role = await findRoleByName(ctx.db, auth.companyCode, input.roleName);
  if (!role) throw badRequest(m.roleNotFound);
  if (isPortalRole(role.name)) throw forbidden(m.portalRoleReserved);
  if (await findUserByNameAnyTenant(ctx.db, input.userName)) throw badRequest(m.userNameTaken);
  const oneTimePassword = generateOneTimePassword();
  const passwordHash = await hashPassword(oneTimePassword);
  try {
    await ctx.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        tenantCode: auth.companyCode,
        userName: input.userName,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        isActive: true,
        mustChangePassword: true,
      });
      await assignRole(tx, auth.companyCode, user.id, role.id);
      await recordAdminAction(
        tx,
        audit(auth, 'user.create', 'user', { id: user.id, name: user.userName }, { role: role.name }),
      );
    });
  } catch (error) {
    if (USER_NAME_UNIQUE.some((name) => isUniqueViolation(error, name))) throw badRequest(m.userNameTaken);
    throw error;
  }
  return { message: m.userCreated(input.userName), userName: input.userName, oneTimePassword };
}

async function requireUser(ctx: AppContext, auth: AuthContext, userId: number) {
  const user = await repo.findUser(ctx.db, auth.companyCode, userId);
  if (!user) throw notFound(m.userNotFound);
  if (user.roleNames.some(isPortalRole)) throw forbidden(m.portalRoleReserved);
  return user;
}

/**
 * A new API key for the caller's own company, answered this once: only its hash is stored;
 * the old key and every session value derived from it — this administrator's too — stop working.
 */
export async function rotateApiKey(
  ctx: AppContext,
  auth: AuthContext,
): Promise<{ message: string; apiKey: string }> {
  requireRight(auth, 'companyApiKeyRotate', m.adminOnly);
  const apiKey = generateApiKey();
  await ctx.db.transaction(async (tx) => {
    const row = await setCompanyApiKeyHash(tx, auth.companyCode, hashApiKey(apiKey));
    if (!row) throw notFound();
    await recordAdminAction(
      tx,
      audit(auth, 'company.rotate-api-key', 'company', { id: row.id, name: row.companyCode }),
    );
  });
  ctx.authCache.forgetAll();
  return { message: portalMessages.rotated(auth.companyCode), apiKey };
}

/** A reset writes the admin's action and the user's own audit row ('password reset'). */
export async function resetPassword(
  ctx: AppContext,
  auth: AuthContext,
  userId: number,
  source: UserAuditSource,
): Promise<OneTimePasswordResponse> {
  requireAdmin(auth);
  const user = await requireUser(ctx, auth, userId);
  const oneTimePassword = generateOneTimePassword();
  const passwordHash = await hashPassword(oneTimePassword);
  await ctx.db.transaction(async (tx) => {
    await repo.setOneTimePassword(tx, auth.companyCode, user.id, passwordHash);
    await recordAdminAction(
      tx,
      audit(auth, 'user.reset-password', 'user', { id: user.id, name: user.userName }),
    );
    await recordUserEvent(tx, {
      tenantCode: auth.companyCode,
      userName: user.userName,
      event: 'password reset',
      source,
    });
    // The user is told who reset it, never the one-time password.
    await notifyUserSecurity(
      tx,
      { appUrl: appUrlOf(ctx.config) },
      { tenantCode: auth.companyCode, userName: user.userName },
      { kind: 'passwordChanged', text: notificationMessages.passwordReset(auth.userName) },
    );
  });
  ctx.authCache.forgetAll();
  return { message: m.passwordReset(user.userName), userName: user.userName, oneTimePassword };
}

export async function setEnabled(
  ctx: AppContext,
  auth: AuthContext,
  userId: number,
  enabled: boolean,
): Promise<{ message: string }> {
  requireAdmin(auth);
  const user = await requireUser(ctx, auth, userId);
  if (!enabled && user.id === auth.userId) throw badRequest(m.notSelf);
  await ctx.db.transaction(async (tx) => {
    await setUserActive(tx, auth.companyCode, user.id, enabled);
    await recordAdminAction(
      tx,
      audit(auth, enabled ? 'user.enable' : 'user.disable', 'user', { id: user.id, name: user.userName }),
    );
  });
  ctx.authCache.forgetAll();
  return { message: enabled ? m.userEnabled(user.userName) : m.userDisabled(user.userName) };
}

export async function unlock(
  ctx: AppContext,
  auth: AuthContext,
  userId: number,
): Promise<{ message: string }> {
  requireAdmin(auth);
  const user = await requireUser(ctx, auth, userId);
  await ctx.db.transaction(async (tx) => {
    const cleared = await repo.clearLockout(tx, user.userName);
    await recordAdminAction(
      tx,
      audit(auth, 'user.unlock', 'user', { id: user.id, name: user.userName }, { addresses: cleared }),
    );
  });
  return { message: m.userUnlocked(user.userName) };
}

const toRole = (row: repo.AdminRoleRow): AdminRole => ({
  roleId: row.roleId,
  name: row.name,
  roleType: row.roleType,
  users: row.users,
  modules: row.modules.map((moduleName) => ({ moduleName, rights: row.rights?.[moduleName] ?? [] })),
});

export async function listRoles(ctx: AppContext, auth: AuthContext): Promise<AdminRole[]> {
  requireAdmin(auth);
  return (await repo.listRoles(ctx.db, auth.companyCode)).map(toRole);
}

/** One module once: the last entry of a module named twice wins. */
const uniqueModules = (modules: AdminRoleSave['modules']) => [
  ...new Map(modules.map((entry) => [entry.moduleName, entry])).values(),
];

/**
 * A role name that reads like another role's of the company is refused: the same name in any case
 * with roleNameTaken, a look-alike naming the role it looks like.
 */
async function refuseLookAlikeRole(tx: Db, tenantCode: string, name: string, exceptId = 0) {
  const same = await findLookAlikeRole(tx, tenantCode, name, exceptId);
  if (!same) return;
  throw badRequest(
    same.name.toLowerCase() === name.toLowerCase() ? m.roleNameTaken : nameMessages.roleLookAlike(same.name),
  );
}

async function writeRole(ctx: AppContext, auth: AuthContext, input: AdminRoleSave, roleId?: number) {
  const modules = uniqueModules(input.modules);
  try {
    return await ctx.db.transaction(async (tx) => {
      await refuseLookAlikeRole(tx, auth.companyCode, input.name, roleId);
      let id = roleId;
      if (id === undefined) {
        id = (
          await insertRole(tx, { tenantCode: auth.companyCode, name: input.name, roleType: input.roleType })
        ).id;
      } else {
        await repo.updateRole(tx, auth.companyCode, id, { name: input.name, roleType: input.roleType });
      }
      await setRoleModules(
        tx,
        auth.companyCode,
        id,
        modules.map((entry) => entry.moduleName),
      );
      await setRoleRights(tx, auth.companyCode, id, modules);
      await recordAdminAction(
        tx,
        audit(
          auth,
          roleId === undefined ? 'role.create' : 'role.update',
          'role',
          { id, name: input.name },
          {
            roleType: input.roleType,
            modules: modules.map((entry) => ({ module: entry.moduleName, rights: entry.rights })),
          },
        ),
      );
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'roles_tenant_name_uq')) throw badRequest(m.roleNameTaken);
    throw error;
  }
}

export async function createRole(ctx: AppContext, auth: AuthContext, input: AdminRoleSave) {
  requireAdmin(auth);
  if (isPortalRole(input.name)) throw badRequest(m.portalRoleReserved);
  const roleId = await writeRole(ctx, auth, input);
  ctx.authCache.forgetAll();
  return { message: m.roleSaved(input.name), roleId };
}

export async function updateRole(ctx: AppContext, auth: AuthContext, roleId: number, input: AdminRoleSave) {
  requireAdmin(auth);
  const role = await repo.findRole(ctx.db, auth.companyCode, roleId);
  if (!role) throw notFound(m.roleNotFound);
  if (isPortalRole(role.name)) throw forbidden(m.portalRoleReserved);
  if (isPortalRole(input.name)) throw badRequest(m.portalRoleReserved);
  // The caller's own role keeps what lets them administer (names are unique in a company).
  const keepsAdmin =
    input.roleType === 'ADMIN' && input.modules.some((entry) => entry.moduleName === 'Admin');
  if (role.name === auth.roleName && !keepsAdmin) throw badRequest(m.notOwnRole);
  await writeRole(ctx, auth, input, roleId);
  // The database's notification empties every process's cache; this one must not wait for it.
  ctx.authCache.forgetAll();
  return { message: m.roleSaved(input.name), roleId };
}

/** The company's document storage: bytes used against its quota (`storageView`). */
export async function storage(ctx: AppContext, auth: AuthContext): Promise<StorageUse> {
  requireRight(auth, 'storageView', m.adminOnly);
  return storageUseOf(ctx, auth.companyCode);
}

export async function profile(ctx: AppContext, auth: AuthContext): Promise<CompanyProfile> {
  requireAdmin(auth);
  const company = await findCompanyByCode(ctx.db, auth.companyCode);
  if (!company) throw forbidden();
  return {
    companyCode: company.companyCode,
    companyName: company.companyName,
    country: company.country,
    vendorLimit: company.vendorLimit,
    subscriptionStart: company.subscriptionStart,
    subscriptionEnd: company.subscriptionEnd,
    subscriptionStatus: company.subscriptionStatus,
    timeZone: company.timeZone,
    remittanceAdvice: company.remittanceAdvice,
  };
}

/**
 * The company's ADMIN changes its time zone (its "today" everywhere, read again by every process once
 * the auth cache hears the change) and the remittance-advice switch; the audit log keeps from → to.
 */
export async function updateSettings(
  ctx: AppContext,
  auth: AuthContext,
  input: CompanySettings,
): Promise<CompanyProfile> {
  requireRight(auth, 'companySettingsEdit', m.adminOnly);
  await ctx.db.transaction(async (tx) => {
    const before = await repo.lockCompanySettings(tx, auth.companyCode);
    if (!before) throw notFound();
    const changes = (['timeZone', 'remittanceAdvice'] as const)
      .filter((field) => before[field] !== input[field])
      .map((field) => ({ field, from: before[field], to: input[field] }));
    if (changes.length === 0) return;
    await repo.setCompanySettings(tx, auth.companyCode, input);
    await recordAdminAction(
      tx,
      audit(auth, 'company.settings', 'company', { id: before.id, name: auth.companyCode }, { changes }),
    );
  });
  ctx.authCache.forgetAll();
  return profile(ctx, auth);
}

export async function auditLog(
  ctx: AppContext,
  auth: AuthContext,
  query: { page: number; size: number } & repo.AuditFilter,
): Promise<ListPage<AuditEntry>> {
  requireAdmin(auth);
  const { page, size, ...filter } = query;
  const { rows, total } = await repo.listAudit(
    ctx.db,
    { tenantCode: auth.companyCode, timeZone: auth.timeZone },
    { page, size },
    filter,
  );
  return { total, rows: rows.map(toAuditEntry) };
}

export const toAuditEntry = (row: repo.AuditRow): AuditEntry => ({
  at: new Date(row.at).toISOString(),
  actor: row.actor,
  action: row.action,
  targetKind: row.targetKind,
  targetName: row.targetName,
  details: row.details ?? {},
});
