import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;

export async function findCompanyById(db: Db, id: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}

export async function findCompanyByCode(db: Db, companyCode: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.companyCode, companyCode));
  return row;
}

export async function insertCompany(db: Db, company: NewCompany): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values(company).returning();
  if (!row) throw new Error('company insert returned no row');
  return row;
}

export async function countCompanies(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(companies);
  return row?.n ?? 0;
}
