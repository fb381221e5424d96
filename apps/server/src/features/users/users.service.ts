import { commonMessages, type Role, type User, type UserAuditRequest } from '@sitebook/contract';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { tokenFingerprint } from '../../lib/tokens.js';
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

export interface AuditSource {
  ip: string;
  userAgent: string | undefined;
}

/** Records a login of the caller (own company and own user name only); stores a fingerprint, never the token. */
export async function recordAudit(
  ctx: AppContext,
  auth: AuthContext,
  input: UserAuditRequest,
  source: AuditSource,
): Promise<{ id: number }> {
  if (input.companyCode !== auth.companyCode || input.userName !== auth.userName) {
    throw forbidden(commonMessages.forbiddenCompany);
  }
  const id = await repo.insertAudit(ctx.db, {
    tenantCode: auth.companyCode,
    userName: auth.userName,
    ip: source.ip.slice(0, 64),
    userAgent: source.userAgent?.slice(0, 512) ?? null,
    tokenFingerprint: tokenFingerprint(input.jwtToken),
  });
  return { id };
}
