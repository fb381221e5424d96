import { randomBytes } from 'node:crypto';
import { ADMIN_ROLE_TYPE, MODULE_NAMES, timeZoneForCountry } from '@sitebook/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { CompanyRow } from '../db/lookups.js';
import { companies, modules, roleModules, roles, userRoles, users } from '../db/schema/index.js';
import { copyStandardLists } from '../db/standard-lists.js';
import { hashPassword } from '../lib/password.js';

/**
 * The writes of onboarding a company that both the admin CLI (features/admin) and the portal
 * (features/portal) make: a new company with its generated API key, and its first administrator
 * (a role CompanyAdmin of type ADMIN with all 13 modules, and a user holding it).
 */

export { generateApiKey, hashApiKey } from '../lib/api-key.js';

/** A one-time password for a new administrator: 16 characters of base64url (96 random bits). */
export const generatePassword = () => randomBytes(12).toString('base64url');

export type NewCompany = typeof companies.$inferInsert;

/**
 * Replaces the hash of the company's API key (the admin CLI's `rotate-api-key`): the old key
 * and every session value derived from it stop working once the auth cache hears `auth_changed`.
 */
export async function setCompanyApiKeyHash(
  db: Db,
  companyCode: string,
  apiKeyHash: string,
): Promise<CompanyRow | undefined> {
  const [row] = await db
    .update(companies)
    .set({ apiKeyHash })
    .where(eq(companies.companyCode, companyCode))
    .returning();
  return row;
}

/**
 * Inserts the company with its copy of the standard lists (db/standard-lists.ts); undefined when its
 * code (or key) is already taken, also by a concurrent insert. Call it in a transaction so the
 * company and its lists are stored together.
 */
export async function insertNewCompany(db: Db, company: NewCompany): Promise<CompanyRow | undefined> {
  const timeZone = company.timeZone ?? timeZoneForCountry(company.country);
  const [row] = await db
    .insert(companies)
    .values({ ...company, timeZone })
    .onConflictDoNothing()
    .returning();
  if (row) await copyStandardLists(db, row.companyCode);
  return row;
}

export const COMPANY_ADMIN_ROLE = 'CompanyAdmin';

/**
 * The company's first administrator, in one transaction: the role CompanyAdmin (ADMIN, all 13
 * modules; reused if the company has it) and the user, argon2id-hashed, who must choose a password
 * of their own at the first sign-in (the portal's administrator knows this one). Answers 'user exists' when
 * the user name is taken in any company (user names are unique across tenants), 'has users' when
 * the company already has a user.
 */
export async function createFirstAdmin(
  db: Db,
  input: { tenantCode: string; userName: string; firstName: string; lastName: string; password: string },
): Promise<'created' | 'user exists' | 'has users'> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // Lock the company row so two first administrators cannot both pass the check below.
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.companyCode, input.tenantCode))
      .for('update');
    // Any case: user names are unique by lower(user_name).
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.userName}) = lower(${input.userName})`);
    if (taken) return 'user exists';
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.tenantCode, input.tenantCode))
      .limit(1);
    if (existing) return 'has users';
    let [role] = await tx
      .select()
      .from(roles)
      .where(and(eq(roles.tenantCode, input.tenantCode), eq(roles.name, COMPANY_ADMIN_ROLE)));
    if (!role) {
      [role] = await tx
        .insert(roles)
        .values({ tenantCode: input.tenantCode, name: COMPANY_ADMIN_ROLE, roleType: ADMIN_ROLE_TYPE })
        .returning();
      if (!role) throw new Error('role insert returned no row');
      const all = await tx
        .select({ id: modules.id })
        .from(modules)
        .where(inArray(modules.name, [...MODULE_NAMES]));
      await tx
        .insert(roleModules)
        .values(
          all.map((m) => ({ roleId: role?.id as number, moduleId: m.id, tenantCode: input.tenantCode })),
        );
    }
    const [user] = await tx
      .insert(users)
      .values({
        tenantCode: input.tenantCode,
        userName: input.userName,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        isActive: true,
        mustChangePassword: true,
      })
      .onConflictDoNothing()
      .returning();
    if (!user) return 'user exists';
    await tx.insert(userRoles).values({ userId: user.id, roleId: role.id, tenantCode: input.tenantCode });
    return 'created';
  });
}
