import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listValueExists } from '../../db/list-values.js';
import { onetimeAttributes, sites } from '../../db/schema/index.js';

export type SiteRow = typeof sites.$inferSelect;

/** A dropdown list of a tenant (a company code, or 'WFM' for the global lists), in display order. */
export async function listAttributes(db: Db, tenantCode: string, name: string) {
  return db
    .select({ code: onetimeAttributes.code, value: onetimeAttributes.value })
    .from(onetimeAttributes)
    .where(and(eq(onetimeAttributes.tenantCode, tenantCode), eq(onetimeAttributes.name, name)))
    .orderBy(asc(onetimeAttributes.sortOrder), asc(onetimeAttributes.id));
}

/** Whether `value` is an item of the tenant's list (later features refuse unknown values). */
export const attributeValueExists = listValueExists;

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

export async function listSites(db: Db, tenantCode: string): Promise<SiteRow[]> {
  return db.select().from(sites).where(eq(sites.tenantCode, tenantCode)).orderBy(asc(sites.id));
}

export async function findSiteByCode(
  db: Db,
  tenantCode: string,
  siteCode: string,
): Promise<SiteRow | undefined> {
  const [row] = await db
    .select()
    .from(sites)
    .where(and(eq(sites.tenantCode, tenantCode), eq(sites.siteCode, siteCode)));
  return row;
}

export async function findSiteById(db: Db, tenantCode: string, id: number): Promise<SiteRow | undefined> {
  const [row] = await db
    .select()
    .from(sites)
    .where(and(eq(sites.tenantCode, tenantCode), eq(sites.id, id)));
  return row;
}

export async function insertSite(
  db: Db,
  site: { tenantCode: string; siteCode: string; siteName: string; status?: string },
): Promise<SiteRow> {
  const [row] = await db.insert(sites).values(site).returning();
  if (!row) throw new Error('site insert returned no row');
  return row;
}
