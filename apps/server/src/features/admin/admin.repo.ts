import type { Db } from '../../db/client.js';
import type { CompanyRow, SiteRow } from '../../db/lookups.js';
import { companies, onetimeAttributes, sites } from '../../db/schema/index.js';

/** The writes of onboarding (companies, their lists, sites, roles and users), made only by the admin operations. */

export type NewCompany = typeof companies.$inferInsert;

export async function insertCompany(db: Db, company: NewCompany): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values(company).returning();
  if (!row) throw new Error('company insert returned no row');
  return row;
}

/** Adds or updates one list item (idempotent on tenant, list and code). */
export async function upsertAttribute(
  db: Db,
  item: { tenantCode: string; name: string; code: string; value: string; sortOrder: number },
): Promise<void> {
  await db
    .insert(onetimeAttributes)
    .values(item)
    .onConflictDoUpdate({
      target: [onetimeAttributes.tenantCode, onetimeAttributes.name, onetimeAttributes.code],
      set: { value: item.value, sortOrder: item.sortOrder },
    });
}

export async function insertSite(
  db: Db,
  site: { tenantCode: string; siteCode: string; siteName: string; status?: string },
): Promise<SiteRow> {
  const [row] = await db.insert(sites).values(site).returning();
  if (!row) throw new Error('site insert returned no row');
  return row;
}

// The user and role writes live in db/user-records.ts (shared with the company's administration).
export {
  assignRole,
  findRoleByName,
  findUserByNameAnyTenant,
  insertRole,
  insertUser,
  setRoleModules,
  setUserActive,
} from '../../db/user-records.js';
