import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, users } from '../../db/schema/index.js';

/** The portal's reads and writes of companies: across tenants by design (PortalAdmin only). */

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyListRow = CompanyRow & { users: number; total: number };

/** A page of companies by code, optionally those whose code or name contains `q`, with the count. */
export async function listCompanies(
  db: Db,
  query: { page: number; size: number; q: string },
): Promise<{ rows: CompanyListRow[]; total: number }> {
  const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where =
    query.q === ''
      ? undefined
      : or(ilike(companies.companyCode, pattern), ilike(companies.companyName, pattern));
  const rows = await db
    .select({
      company: companies,
      users: sql<number>`(select count(*)::int from ${users} where ${users.tenantCode} = ${companies.companyCode})`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(companies)
    .where(where)
    .orderBy(companies.companyCode)
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(companies).where(where);
    total = row?.n ?? 0;
  }
  return { rows: rows.map((r) => ({ ...r.company, users: r.users, total: r.total })), total };
}

export async function findCompany(db: Db, code: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.companyCode, code));
  return row;
}

export async function countUsers(db: Db, code: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.tenantCode, code));
  return row?.n ?? 0;
}

/** Replaces the hash of the company's API key (the auth cache hears of it through `auth_changed`). */
export async function setApiKeyHash(
  db: Db,
  code: string,
  apiKeyHash: string,
): Promise<CompanyRow | undefined> {
  const [row] = await db
    .update(companies)
    .set({ apiKeyHash })
    .where(eq(companies.companyCode, code))
    .returning();
  return row;
}

export async function setStatus(db: Db, code: string, status: string): Promise<CompanyRow | undefined> {
  const [row] = await db
    .update(companies)
    .set({ subscriptionStatus: status })
    .where(and(eq(companies.companyCode, code)))
    .returning();
  return row;
}
