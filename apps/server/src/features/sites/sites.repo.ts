import {
  type ListPage,
  type SiteExportQuery,
  type SiteListQuery,
  type SiteListSort,
  UNPAGED_LIST_MAX_ROWS,
} from '@sitebook/contract';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import type { SiteRow } from '../../db/lookups.js';
import { advanceRequests, sites, users } from '../../db/schema/index.js';
import type { PageRequest } from '../../lib/list-page.js';
import {
  anyOf,
  filteredPage,
  type ListFilter,
  orderOf,
  searchMatches,
  searchTextOf,
} from '../../lib/list-query.js';

/** A site's status as the list shows and sorts it (is_active decides it). */
const siteStatus = sql<string>`case when ${sites.isActive} then 'Active' else 'Inactive' end`;

/** The site list's sort fields (the contract's SITE_LIST_SORTS) and what each orders by. */
const siteSortColumns: Record<SiteListSort, PgColumn | SQL> = {
  siteCode: sites.siteCode,
  siteName: sites.siteName,
  city: sites.city,
  status: siteStatus,
};

/** What the site list is filtered by (the parsed query, without page and sort). */
export type SiteFilter = Omit<SiteExportQuery, 'page' | 'size' | 'sort' | 'format'>;

/** The condition of the site list: the tenant, `q` in the folded search text (code, name, city, lead), status. */
export function siteFilterWhere(tenantCode: string, filter: SiteFilter): SQL {
  const conditions: SQL[] = [eq(sites.tenantCode, tenantCode)];
  if (filter.q !== undefined) conditions.push(searchMatches(searchTextOf(sites), filter.q));
  if (filter.status)
    conditions.push(
      inArray(
        sites.isActive,
        filter.status.map((s) => s === 'Active'),
      ),
    );
  return and(...conditions) as SQL;
}

/** The order of the site list: the sort asked for, else by code. */
export const siteOrder = (sort: SiteListQuery['sort']): SQL[] =>
  orderOf(sort, siteSortColumns, sites.id, { field: 'siteCode', direction: 'asc' });

/**
 * The tenant's sites that match, in `order`: all of them (a company has tens of sites; at
 * most UNPAGED_LIST_MAX_ROWS + 1, so the route can tell the answer was cut), or one page with its
 * capped count.
 */
export async function listSites(
  db: Db,
  filter: ListFilter,
  page: PageRequest | undefined,
): Promise<ListPage<SiteRow>> {
  const query = (where: SQL) =>
    db
      .select()
      .from(sites)
      .where(where)
      .orderBy(...filter.order);
  if (!page) {
    const rows = await query(filter.where).limit(UNPAGED_LIST_MAX_ROWS + 1);
    return { rows, total: rows.length };
  }
  return filteredPage(db, sites, filter, page, query);
}

/** The tenant's sites of these ids (an export's batch), in no order. */
export function listSitesByIds(db: Db, tenantCode: string, ids: number[]): Promise<SiteRow[]> {
  return db
    .select()
    .from(sites)
    .where(and(eq(sites.tenantCode, tenantCode), anyOf(sites.id, ids)));
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
