import { eq, lt, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { companies, loginFailures, revokedTokens, users } from '../../db/schema/index.js';

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
    insert into login_failures as lf (user_name, failures, locked_until)
    values (${userName}, 1, case when 1 >= ${maxFailures}::int then now() + make_interval(secs => ${lockSeconds}::int) end)
    on conflict (user_name) do update set
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
 * One query: the user (by name and id, within the token's company), the company's code and key,
 * the first role with its module names (in module order), and whether the token was revoked.
 */
export async function loadAuthRow(
  db: Db,
  key: { userName: string; userId: number; companyId: number; jti: string },
): Promise<AuthRow | undefined> {
  const rows = await queryRows<{
    user_id: number;
    user_name: string;
    is_active: boolean;
    company_id: number;
    company_code: string;
    api_key: string;
    role_name: string | null;
    role_type: string | null;
    modules: string[] | null;
    revoked: boolean;
  }>(
    db,
    sql`
    select u.id as user_id, u.user_name, u.is_active,
           c.id as company_id, c.company_code, c.api_key,
           r.name as role_name, r.role_type,
           coalesce((select array_agg(m.name order by m.id)::text[]
                       from role_modules rm join modules m on m.id = rm.module_id
                      where rm.role_id = r.id), '{}'::text[]) as modules,
           exists (select 1 from revoked_tokens t where t.jti = ${key.jti}) as revoked
      from users u
      join companies c on c.company_code = u.tenant_code
      left join roles r on r.id = (select ur.role_id from user_roles ur
                                    where ur.user_id = u.id order by ur.id limit 1)
     where u.user_name = ${key.userName} and u.id = ${key.userId} and c.id = ${key.companyId}`,
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    userId: row.user_id,
    userName: row.user_name,
    isActive: row.is_active,
    companyId: row.company_id,
    companyCode: row.company_code,
    apiKey: row.api_key,
    roleName: row.role_name,
    roleType: row.role_type,
    modules: row.modules ?? [],
    revoked: row.revoked,
  };
}
