import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { SiteRow } from '../../db/lookups.js';
import { advanceRequests, sites, users } from '../../db/schema/index.js';

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const searchWhere = (tenantCode: string, q?: string) => {
  const tenant = eq(sites.tenantCode, tenantCode);
  if (!q) return tenant;
  const pattern = `%${likeEscape(q)}%`;
  return and(
    tenant,
    or(ilike(sites.siteCode, pattern), ilike(sites.siteName, pattern), ilike(sites.city, pattern)),
  );
};

/** The tenant's sites by code (a company has tens of sites: a plain count is cheap). */
export async function listSites(
  db: Db,
  tenantCode: string,
  q: string | undefined,
  page?: { page: number; size: number },
): Promise<{ rows: SiteRow[]; total: number }> {
  const where = searchWhere(tenantCode, q);
  const query = db.select().from(sites).where(where).orderBy(asc(sites.siteCode), asc(sites.id));
  const rows = page ? await query.limit(page.size).offset((page.page - 1) * page.size) : await query;
  const [counted] = await db.select({ n: count() }).from(sites).where(where);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function findSite(db: Db, tenantCode: string, id: number, lock = false) {
  const query = db
    .select()
    .from(sites)
    .where(and(eq(sites.tenantCode, tenantCode), eq(sites.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateSite(
  db: Db,
  tenantCode: string,
  id: number,
  set: Partial<typeof sites.$inferInsert>,
): Promise<SiteRow | undefined> {
  const [row] = await db
    .update(sites)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(sites.tenantCode, tenantCode), eq(sites.id, id)))
    .returning();
  return row;
}

/** The company's active users (the site lead picker and its check). */
export async function companyUsers(db: Db, tenantCode: string, userName?: string) {
  return db
    .select({ userName: users.userName, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.tenantCode, tenantCode),
        eq(users.isActive, true),
        ...(userName === undefined ? [] : [eq(users.userName, userName)]),
      ),
    )
    .orderBy(asc(users.userName));
}

/** How many of the tenant's advance requests name a site by this code (advances keep the code). */
export async function advancesNamingSite(db: Db, tenantCode: string, siteCode: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(advanceRequests)
    .where(and(eq(advanceRequests.tenantCode, tenantCode), eq(advanceRequests.siteCode, siteCode)));
  return Number(row?.n ?? 0);
}
