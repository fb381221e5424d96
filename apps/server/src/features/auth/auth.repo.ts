import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, loginFailures, revokedTokens, roles, users } from '../../db/schema/index.js';
import { preparedPerDb } from '../../lib/prepared.js';

export interface LoginUser {
  id: number;
  userName: string;
  passwordHash: string;
  isActive: boolean;
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
      companyId: companies.id,
      companyCode: companies.companyCode,
    })
    .from(users)
    .innerJoin(companies, eq(companies.companyCode, users.tenantCode))
    .where(eq(users.userName, userName))
    .limit(1);
  return row;
}

/** True while the user name is locked out after too many failures. */
export async function isLoginLocked(db: Db, userName: string): Promise<boolean> {
  const [row] = await db
    .select({ locked: sql<boolean>`${loginFailures.lockedUntil} > now()` })
    .from(loginFailures)
    .where(eq(loginFailures.userName, userName));
  return row?.locked === true;
}

/**
 * Counts one more consecutive failure, atomically (several app instances may race). Reaching
 * `maxFailures` locks the name for `lockSeconds`; a failure after an expired lock starts again at 1.
 */
export async function recordLoginFailure(
  db: Db,
  userName: string,
  maxFailures: number,
  lockSeconds: number,
): Promise<void> {
  await db.execute(sql`
    insert into login_failures as lf (user_name, source, failures, locked_until)
    values (${userName}, '', 1, case when 1 >= ${maxFailures}::int then now() + make_interval(secs => ${lockSeconds}::int) end)
    on conflict (user_name, source) do update set
      failures = case when lf.locked_until is not null and lf.locked_until <= now() then 1 else lf.failures + 1 end,
      locked_until = case
        when (case when lf.locked_until is not null and lf.locked_until <= now() then 1 else lf.failures + 1 end) >= ${maxFailures}::int
        then now() + make_interval(secs => ${lockSeconds}::int)
      end`);
}

export async function clearLoginFailures(db: Db, userName: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.userName, userName));
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
  apiKey: string;
  roleName: string | null;
  roleType: string | null;
  modules: string[];
  revoked: boolean;
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
      companyId: companies.id,
      companyCode: companies.companyCode,
      apiKey: companies.apiKey,
      roleName: roles.name,
      roleType: roles.roleType,
      modules: sql<string[]>`coalesce((select array_agg(m.name order by m.id)::text[]
          from role_modules rm join modules m on m.id = rm.module_id
         where rm.role_id = ${roles.id} and rm.tenant_code = ${companies.companyCode}), '{}'::text[])`,
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
  return { ...row, modules: row.modules ?? [], revoked: row.revoked === true };
}
