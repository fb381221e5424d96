import { and, eq, lt, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { companies, loginFailures, revokedTokens, roles, users } from '../../db/schema/index.js';
import { preparedPerDb } from '../../lib/prepared.js';

export interface LoginUser {
  id: number;
  userName: string;
  passwordHash: string;
  isActive: boolean;
  mustChangePassword: boolean;
  companyId: number;
  companyCode: string;
}

export async function findLoginUser(db: Db, userName: string): Promise<LoginUser | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      userName: users.userName,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
      mustChangePassword: users.mustChangePassword,
      companyId: companies.id,
      companyCode: companies.companyCode,
    })
    .from(users)
    .innerJoin(companies, eq(companies.companyCode, users.tenantCode))
    .where(eq(users.userName, userName))
    .limit(1);
  return row;
}

/** Who is signing in: the user name asked for and the source address the request came from. */
export interface SignInAttempt {
  userName: string;
  source: string;
}

const isAttempt = ({ userName, source }: SignInAttempt) =>
  and(eq(loginFailures.userName, userName), eq(loginFailures.source, source));

/** True while this user name is locked out for this source address after too many failures. */
export async function isLoginLocked(db: Db, attempt: SignInAttempt): Promise<boolean> {
  const [row] = await db
    .select({ locked: sql<boolean>`${loginFailures.lockedUntil} > now()` })
    .from(loginFailures)
    .where(isAttempt(attempt));
  return row?.locked === true;
}

export interface FailureLimits {
  maxFailures: number;
  lockSeconds: number;
  forgetAfterSeconds: number;
}

/**
 * Counts one more consecutive failure of a user name from a source address, atomically (several app
 * instances may race). Reaching `maxFailures` locks that pair for `lockSeconds`; a failure after an
 * expired lock, or after `forgetAfterSeconds` without failures, starts again at 1. Rows nobody has
 * failed with for `forgetAfterSeconds` (unknown names included) are deleted here.
 */
export async function recordLoginFailure(
  db: Db,
  attempt: SignInAttempt,
  limits: FailureLimits,
): Promise<{ lockedNow: boolean }> {
  const { maxFailures, lockSeconds, forgetAfterSeconds } = limits;
  const fresh = sql`(lf.locked_until is not null and lf.locked_until <= now())
      or lf.last_failed_at < now() - make_interval(secs => ${forgetAfterSeconds}::int)`;
  const count = sql`case when ${fresh} then 1 else lf.failures + 1 end`;
  const [counted] = await queryRows<{ locked: boolean }>(
    db,
    sql`
    insert into login_failures as lf (user_name, source, failures, locked_until, last_failed_at)
    values (${attempt.userName}, ${attempt.source}, 1,
      case when 1 >= ${maxFailures}::int then now() + make_interval(secs => ${lockSeconds}::int) end, now())
    on conflict (user_name, source) do update set
      failures = ${count},
      locked_until = case when ${count} >= ${maxFailures}::int then now() + make_interval(secs => ${lockSeconds}::int) end,
      last_failed_at = now()
    returning lf.locked_until is not null as locked`,
  );
  await db.execute(sql`
    delete from login_failures
     where last_failed_at < now() - make_interval(secs => ${forgetAfterSeconds}::int)
       and (locked_until is null or locked_until <= now())`);
  // A failure reaching the limit sets the lock; later ones are refused before they are counted.
  return { lockedNow: counted?.locked === true };
}

/** A successful sign-in forgets the failures of that user name from that source address. */
export async function clearLoginFailures(db: Db, attempt: SignInAttempt): Promise<void> {
  await db.delete(loginFailures).where(isAttempt(attempt));
}

export async function revokeToken(db: Db, jti: string, expiresAt: Date): Promise<void> {
  await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
  // Housekeeping: revoked tokens past their expiry can no longer be used anyway.
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now()`));
}

export interface AuthRow {
  userId: number;
  userName: string;
  isActive: boolean;
  companyId: number;
  companyCode: string;
  apiKeyHash: string;
  roleName: string | null;
  roleType: string | null;
  modules: string[];
  revoked: boolean;
  subscriptionStart: string | null;
  subscriptionEnd: string | null;
  subscriptionStatus: string;
  timeZone: string;
  /** Tokens issued at or before this instant are refused (set when the user was disabled). */
  tokensValidAfter: Date | null;
  mustChangePassword: boolean;
  /** role_rights of the role: module name → rights. */
  grants: Record<string, string[]>;
}

/**
 * One query, run on every authenticated request: the user (by name and id, within the token's
 * company), the company's code and key, the first role with its module names (in module order), and
 * whether the token was revoked. Prepared once per database handle (a named statement on PostgreSQL,
 * so it is not parsed and planned again for every request).
 */
const authRow = preparedPerDb((db) =>
  db
    .select({
      userId: users.id,
      userName: users.userName,
      isActive: users.isActive,
      tokensValidAfter: users.tokensValidAfter,
      mustChangePassword: users.mustChangePassword,
      companyId: companies.id,
      companyCode: companies.companyCode,
      apiKeyHash: companies.apiKeyHash,
      subscriptionStart: companies.subscriptionStart,
      subscriptionEnd: companies.subscriptionEnd,
      subscriptionStatus: companies.subscriptionStatus,
      timeZone: companies.timeZone,
      roleName: roles.name,
      roleType: roles.roleType,
      modules: sql<string[]>`coalesce((select array_agg(m.name order by m.id)::text[]
          from role_modules rm join modules m on m.id = rm.module_id
         where rm.role_id = ${roles.id} and rm.tenant_code = ${companies.companyCode}), '{}'::text[])`,
      grants: sql<Record<string, string[]>>`coalesce((select jsonb_object_agg(rr.module_name, rr.rights)
          from role_rights rr where rr.role_id = ${roles.id} and rr.tenant_code = ${companies.companyCode}),
          '{}'::jsonb)`,
      revoked: sql<boolean>`exists (select 1 from revoked_tokens t where t.jti = ${sql.placeholder('jti')})`,
    })
    .from(users)
    .innerJoin(companies, eq(companies.companyCode, users.tenantCode))
    .leftJoin(
      roles,
      eq(
        roles.id,
        sql`(select ur.role_id from user_roles ur where ur.user_id = ${users.id} order by ur.id limit 1)`,
      ),
    )
    .where(
      and(
        eq(users.userName, sql.placeholder('userName')),
        eq(users.id, sql.placeholder('userId')),
        eq(companies.id, sql.placeholder('companyId')),
      ),
    )
    .prepare('auth_row'),
);

export async function loadAuthRow(
  db: Db,
  key: { userName: string; userId: number; companyId: number; jti: string },
): Promise<AuthRow | undefined> {
  const [row] = await authRow(db).execute(key);
  if (!row) return undefined;
  return { ...row, modules: row.modules ?? [], grants: row.grants ?? {}, revoked: row.revoked === true };
}

/** The password hash of a user of the tenant (change password checks the current one). */
export async function findPasswordHash(
  db: Db,
  tenantCode: string,
  userId: number,
): Promise<string | undefined> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.tenantCode, tenantCode), eq(users.id, userId)));
  return row?.passwordHash;
}

/**
 * Stores a new password and ends every session issued until now (tokens_valid_after); with
 * `mustChange` the user must choose another at their next sign-in (a one-time password).
 */
export async function setPassword(
  db: Db,
  tenantCode: string,
  userId: number,
  passwordHash: string,
  mustChange: boolean,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash, mustChangePassword: mustChange, tokensValidAfter: sql`clock_timestamp()` })
    .where(and(eq(users.tenantCode, tenantCode), eq(users.id, userId)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Ends every session of the user issued until now (sign out everywhere). */
export async function endSessions(db: Db, tenantCode: string, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ tokensValidAfter: sql`clock_timestamp()` })
    .where(and(eq(users.tenantCode, tenantCode), eq(users.id, userId)));
}
