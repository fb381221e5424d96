import {
  commonMessages,
  GLOBAL_TENANT,
  isCompanyAttribute,
  listNamesForRole,
  type Role,
  type SessionBootstrap,
  type User,
  type UserAuditRequest,
} from '@sitebook/contract';
import {
  companyAnswer,
  findCompanyByCode,
  listCompanySites,
  listValues,
  siteOption,
} from '../../db/lookups.js';
import { sessionSignIn, type UserAuditSource } from '../../db/user-audit.js';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { todayIn } from '../../lib/dates.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { subscriptionState } from '../../lib/subscription.js';
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
  return roleAnswers(await repo.rolesForUser(ctx.db, auth.companyCode, userId));
}

const roleAnswers = (roles: repo.RoleWithModules[]): Role[] =>
  roles.map((r) => ({
    userRoleName: r.name,
    modules: r.modules,
    erfProductId: r.erfProductId,
    roleType: r.roleType,
  }));

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

/**
 * The caller's whole session in one answer (a reload or a pasted link shows its first screen after
 * one round trip instead of seven in a row): what the spec's session calls answer one by one, the
 * sign-in's audit row included, and every list the role loads in one query.
 */
export async function getSessionBootstrap(
  ctx: AppContext,
  auth: AuthContext,
  source: UserAuditSource,
): Promise<SessionBootstrap> {
  const user = await repo.findUserById(ctx.db, auth.companyCode, auth.userId);
  const company = await findCompanyByCode(ctx.db, auth.companyCode);
  if (!user || !company) throw notFound();
  const [role] = roleAnswers(await repo.rolesForUser(ctx.db, auth.companyCode, auth.userId));
  if (!role) throw notFound(commonMessages.noRole);
  await sessionSignIn(ctx.db, {
    tenantCode: auth.companyCode,
    userName: auth.userName,
    source,
    tokenFingerprint: auth.tokenFingerprint,
  });
  const names = listNamesForRole(role.userRoleName, company.country);
  const lists = await listValues(ctx.db, auth.companyCode, names, (name) =>
    isCompanyAttribute(name) ? auth.companyCode : GLOBAL_TENANT,
  );
  const sites = await listCompanySites(ctx.db, auth.companyCode);
  return {
    user: { firstName: user.firstName, lastName: user.lastName, userId: user.id, companyId: company.id },
    role,
    company: companyAnswer(company, auth.sessionApiKey),
    subscription: subscriptionState(
      company.subscriptionStart,
      company.subscriptionEnd,
      company.subscriptionStatus,
      todayIn(company.timeZone),
    ),
    lists,
    sites: sites.map(siteOption),
  };
}
