import { commonMessages, type Role, type User, type UserAuditRequest } from '@sitebook/contract';
import { sessionSignIn, type UserAuditSource } from '../../db/user-audit.js';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { forbidden, notFound } from '../../lib/errors.js';
import * as repo from './users.repo.js';

/** A user of the caller's company; anyone else is "not found". */
export async function getUserByName(ctx: AppContext, auth: AuthContext, userName: string): Promise<User> {
  const user = await repo.findUserByName(ctx.db, auth.companyCode, userName);
  if (!user) throw notFound();
  return { firstName: user.firstName, lastName: user.lastName, userId: user.id, companyId: auth.companyId };
}

export async function getRolesForUser(ctx: AppContext, auth: AuthContext, userId: number): Promise<Role[]> {
  const user = await repo.findUserById(ctx.db, auth.companyCode, userId);
  if (!user) throw notFound();
  const roles = await repo.rolesForUser(ctx.db, auth.companyCode, userId);
  return roles.map((r) => ({
    userRoleName: r.name,
    modules: r.modules,
    erfProductId: r.erfProductId,
    roleType: r.roleType,
  }));
}

/**
 * The spec's user audit call, after sign-in: the server wrote the sign-in's row itself, so
 * this answers that row's id. It names only the caller's own session — the token it verified, never
 * the body's `jwtToken` — and writes at most one sign-in row per session (for a session that began
 * otherwise, e.g. the fresh token of a password change). Another company's code or another user's
 * name is refused as before.
 */
export async function recordAudit(
  ctx: AppContext,
  auth: AuthContext,
  input: UserAuditRequest,
  source: UserAuditSource,
): Promise<{ id: number }> {
  if (input.companyCode !== auth.companyCode || input.userName !== auth.userName) {
    throw forbidden(commonMessages.forbiddenCompany);
  }
  const id = await sessionSignIn(ctx.db, {
    tenantCode: auth.companyCode,
    userName: auth.userName,
    source,
    tokenFingerprint: auth.tokenFingerprint,
  });
  return { id };
}
