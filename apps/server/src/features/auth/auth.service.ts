import {
  type ChangePasswordRequest,
  LOGIN_LIMITS,
  type LoginRequest,
  type LoginResponse,
  loginMessages,
  notificationMessages,
  passwordMessages,
} from '@sitebook/contract';
import { recordUserEvent, type UserAuditSource } from '../../db/user-audit.js';
import { notifyUserSecurity } from '../../domain/notify.js';
import { appUrlOf } from '../../lib/app-url.js';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { AppError, badRequest, notFound, unauthorized } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { tokenFingerprint } from '../../lib/tokens.js';
import * as repo from './auth.repo.js';

export type { UserAuditSource };

/**
 * Counts a failed sign-in (or a wrong current password) toward the lockout and, for a user that
 * exists, writes its audit row and, when this failure locked the name, a 'locked out' row — all in
 * one transaction. An unknown user name belongs to no company: it is counted and logged
 * ('sign-in refused'), not written to a company's audit.
 */
async function countFailure(
  ctx: AppContext,
  attempt: repo.SignInAttempt,
  user: { tenantCode: string; userName: string } | undefined,
  event: 'sign-in failed' | 'password change failed',
  source: UserAuditSource,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { lockedNow } = await repo.recordLoginFailure(tx, attempt, LOGIN_LIMITS);
    if (!user) return;
    await recordUserEvent(tx, { ...user, event, source });
    if (lockedNow) {
      await recordUserEvent(tx, { ...user, event: 'locked out', source });
      await notifyUserSecurity(tx, { appUrl: appUrlOf(ctx.config) }, user, {
        kind: 'userLockedOut',
        text: notificationMessages.userLockedOut(LOGIN_LIMITS.lockSeconds),
      });
    }
  });
}

/**
 * Login: a user name locked for the caller's source address answers 429 even with the right password
 * (the lock is per name and address, so strangers elsewhere cannot lock a user out); an unknown user,
 * a wrong password and a disabled user all answer the same 404. An argon2 verify always runs.
 */
export async function login(
  ctx: AppContext,
  input: LoginRequest,
  source: UserAuditSource,
): Promise<LoginResponse> {
  const { userName, password } = input;
  const attempt = { userName, source: source.ip };
  if (await repo.isLoginLocked(ctx.db, attempt)) {
    throw new AppError(429, loginMessages.tooManyAttempts);
  }
  const user = await repo.findLoginUser(ctx.db, userName);
  const passwordOk = await verifyPassword(user?.passwordHash, password);
  if (!user || !passwordOk || !user.isActive) {
    const known = user ? { tenantCode: user.companyCode, userName: user.userName } : undefined;
    await countFailure(ctx, attempt, known, 'sign-in failed', source);
    throw notFound(loginMessages.invalidCredentials);
  }
  const jwt = await ctx.tokens.sign({
    sub: user.userName,
    uid: user.id,
    cid: user.companyId,
    ccode: user.companyCode,
  });
  // The sign-in's audit row, written here: the useraudit call only finds it again.
  await ctx.db.transaction(async (tx) => {
    await repo.clearLoginFailures(tx, attempt);
    await recordUserEvent(tx, {
      tenantCode: user.companyCode,
      userName: user.userName,
      event: 'sign-in',
      source,
      tokenFingerprint: tokenFingerprint(jwt),
    });
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
    apiKeyHash: row.apiKeyHash,
    sessionApiKey: ctx.tokens.sessionApiKey(claims.jti, row.apiKeyHash),
    tokenFingerprint: tokenFingerprint(token),
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
    timeZone: row.timeZone,
    jti: claims.jti,
    tokenExp: claims.exp,
  };
}

/** The caller's own audit row of an event of this session. */
const ownEvent = (auth: AuthContext, event: 'sign-out' | 'sign-out everywhere' | 'password change') => ({
  tenantCode: auth.companyCode,
  userName: auth.userName,
  event,
  tokenFingerprint: auth.tokenFingerprint,
});

export async function logout(
  ctx: AppContext,
  auth: AuthContext,
  source: UserAuditSource,
): Promise<{ message: string }> {
  await ctx.db.transaction(async (tx) => {
    await repo.revokeToken(tx, auth.jti, new Date(auth.tokenExp * 1000));
    await recordUserEvent(tx, { ...ownEvent(auth, 'sign-out'), source });
  });
  // The database's notification would do the same a moment later; this process must not wait for it.
  ctx.authCache.forgetAll();
  return { message: 'Logged out' };
}

const signFor = (ctx: AppContext, auth: AuthContext) =>
  ctx.tokens.sign({ sub: auth.userName, uid: auth.userId, cid: auth.companyId, ccode: auth.companyCode });

/**
 * Any signed-in user changes their own password: the current one must be right (400
 * otherwise; a wrong one counts as a failed sign-in toward the lockout), the new one follows the
 * contract's rule. Every session ends (tokens_valid_after) and the caller gets a fresh token, so
 * only this browser stays signed in; a one-time password's flag is cleared.
 */
export async function changePassword(
  ctx: AppContext,
  auth: AuthContext,
  input: ChangePasswordRequest,
  source: UserAuditSource,
): Promise<{ message: string; jwt: string }> {
  const attempt = { userName: auth.userName, source: source.ip };
  if (await repo.isLoginLocked(ctx.db, attempt)) throw new AppError(429, loginMessages.tooManyAttempts);
  const hash = await repo.findPasswordHash(ctx.db, auth.companyCode, auth.userId);
  if (!(await verifyPassword(hash, input.currentPassword))) {
    const own = { tenantCode: auth.companyCode, userName: auth.userName };
    await countFailure(ctx, attempt, own, 'password change failed', source);
    throw badRequest(passwordMessages.currentWrong);
  }
  const newHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await repo.setPassword(tx, auth.companyCode, auth.userId, newHash, false);
    await recordUserEvent(tx, { ...ownEvent(auth, 'password change'), source });
    await notifyUserSecurity(tx, { appUrl: appUrlOf(ctx.config) }, ownEvent(auth, 'password change'), {
      kind: 'passwordChanged',
      text: notificationMessages.passwordChanged(),
    });
  });
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

/** Ends every session of the caller, this one included. */
export async function logoutEverywhere(
  ctx: AppContext,
  auth: AuthContext,
  source: UserAuditSource,
): Promise<{ message: string }> {
  await ctx.db.transaction(async (tx) => {
    await repo.endSessions(tx, auth.companyCode, auth.userId);
    await repo.revokeToken(tx, auth.jti, new Date(auth.tokenExp * 1000));
    await recordUserEvent(tx, { ...ownEvent(auth, 'sign-out everywhere'), source });
  });
  ctx.authCache.forgetAll();
  return { message: passwordMessages.signedOutEverywhere };
}
