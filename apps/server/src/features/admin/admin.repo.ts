import type { Db } from '../../db/client.js';
import type { CompanyRow } from '../../db/lookups.js';
import { companies } from '../../db/schema/index.js';

/** The writes of onboarding (companies, their lists, sites, roles and users), made only by the admin operations. */

export type NewCompany = typeof companies.$inferInsert;

export async function insertCompany(db: Db, company: NewCompany): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values(company).returning();
  if (!row) throw new Error('company insert returned no row');
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
