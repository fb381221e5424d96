import {
  type ChangePasswordRequest,
  LOGIN_LIMITS,
  type LoginRequest,
  type LoginResponse,
  loginMessages,
  passwordMessages,
} from '@sitebook/contract';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { AppError, badRequest, notFound, unauthorized } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import * as repo from './auth.repo.js';

/**
 * Login: a user name locked for the caller's source address answers 429 even with the right password
 * (the lock is per name and address, so strangers elsewhere cannot lock a user out); an unknown user,
 * a wrong password and a disabled user all answer the same 404. An argon2 verify always runs.
 */
export async function login(ctx: AppContext, input: LoginRequest, source: string): Promise<LoginResponse> {
  const { userName, password } = input;
  const attempt = { userName, source };
  if (await repo.isLoginLocked(ctx.db, attempt)) {
    throw new AppError(429, loginMessages.tooManyAttempts);
  }
  const user = await repo.findLoginUser(ctx.db, userName);
  const passwordOk = await verifyPassword(user?.passwordHash, password);
  if (!user || !passwordOk || !user.isActive) {
    await repo.recordLoginFailure(ctx.db, attempt, LOGIN_LIMITS);
    throw notFound(loginMessages.invalidCredentials);
  }
  await repo.clearLoginFailures(ctx.db, attempt);
  const jwt = await ctx.tokens.sign({
    sub: user.userName,
    uid: user.id,
    cid: user.companyId,
    ccode: user.companyCode,
  });
  return user.mustChangePassword
    ? { jwt, userName: user.userName, mustChangePassword: true }
    : { jwt, userName: user.userName };
}

/** The caller of a bearer token (from the cache when this process has loaded it already); any refusal is 401. */
export function authenticate(ctx: AppContext, token: string): Promise<AuthContext> {
  return ctx.authCache.get(token, () => loadCaller(ctx, token));
}

/** Verifies a bearer token and loads its user, company, role and revocation from the database. */
async function loadCaller(ctx: AppContext, token: string): Promise<AuthContext> {
  const claims = await ctx.tokens.verify(token);
  if (!claims) throw unauthorized();
  const row = await repo.loadAuthRow(ctx.db, {
    userName: claims.sub,
    userId: claims.uid,
    companyId: claims.cid,
    jti: claims.jti,
  });
  if (!row?.isActive || row.revoked || row.companyCode !== claims.ccode) throw unauthorized();
  if (row.tokensValidAfter && claims.issuedAtMs <= row.tokensValidAfter.getTime()) throw unauthorized();
  return {
    userId: row.userId,
    userName: row.userName,
    companyId: row.companyId,
    companyCode: row.companyCode,
    apiKey: row.apiKey,
    roleName: row.roleName,
    roleType: row.roleType,
    modules: Object.freeze(row.modules),
    mustChangePassword: row.mustChangePassword,
    grants: Object.freeze(row.grants),
    subscription: Object.freeze({
      start: row.subscriptionStart,
      end: row.subscriptionEnd,
      status: row.subscriptionStatus,
    }),
    jti: claims.jti,
    tokenExp: claims.exp,
  };
}

export async function logout(ctx: AppContext, auth: AuthContext): Promise<{ message: string }> {
  await repo.revokeToken(ctx.db, auth.jti, new Date(auth.tokenExp * 1000));
  // The database's notification would do the same a moment later; this process must not wait for it.
  ctx.authCache.forgetAll();
  return { message: 'Logged out' };
}

const signFor = (ctx: AppContext, auth: AuthContext) =>
  ctx.tokens.sign({ sub: auth.userName, uid: auth.userId, cid: auth.companyId, ccode: auth.companyCode });

/**
 * Any signed-in user changes their own password (issue 15): the current one must be right (400
 * otherwise; a wrong one counts as a failed sign-in toward the lockout), the new one follows the
 * contract's rule. Every session ends (tokens_valid_after) and the caller gets a fresh token, so
 * only this browser stays signed in; a one-time password's flag is cleared.
 */
export async function changePassword(
  ctx: AppContext,
  auth: AuthContext,
  input: ChangePasswordRequest,
  source: string,
): Promise<{ message: string; jwt: string }> {
  const attempt = { userName: auth.userName, source };
  if (await repo.isLoginLocked(ctx.db, attempt)) throw new AppError(429, loginMessages.tooManyAttempts);
  const hash = await repo.findPasswordHash(ctx.db, auth.companyCode, auth.userId);
  if (!(await verifyPassword(hash, input.currentPassword))) {
    await repo.recordLoginFailure(ctx.db, attempt, LOGIN_LIMITS);
    throw badRequest(passwordMessages.currentWrong);
  }
  await repo.setPassword(ctx.db, auth.companyCode, auth.userId, await hashPassword(input.newPassword), false);
  ctx.authCache.forgetAll();
  await afterThisMillisecond();
  return { message: passwordMessages.changed, jwt: await signFor(ctx, auth) };
}

/**
 * A token is refused when issued at or before tokens_valid_after (to the millisecond): the fresh one
 * is signed in a later millisecond than the update that ended the others.
 */
async function afterThisMillisecond(): Promise<void> {
  const now = Date.now();
  while (Date.now() <= now + 1) await new Promise((resolve) => setTimeout(resolve, 1));
}

/** Ends every session of the caller, this one included (issue 15). */
export async function logoutEverywhere(ctx: AppContext, auth: AuthContext): Promise<{ message: string }> {
  await repo.endSessions(ctx.db, auth.companyCode, auth.userId);
  await repo.revokeToken(ctx.db, auth.jti, new Date(auth.tokenExp * 1000));
  ctx.authCache.forgetAll();
  return { message: passwordMessages.signedOutEverywhere };
}
