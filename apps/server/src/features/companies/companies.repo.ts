import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { CompanyRow } from '../../db/lookups.js';
import { companies } from '../../db/schema/index.js';

export type { CompanyRow };

export async function findCompanyById(db: Db, id: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}

export async function countCompanies(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(companies);
  return row?.n ?? 0;
}
