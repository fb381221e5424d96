import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { SiteRow } from '../../db/lookups.js';
import { onetimeAttributes, sites } from '../../db/schema/index.js';

export type { SiteRow };

/** A dropdown list of a tenant (a company code, or 'WFM' for the global lists), in display order: its active values. */
export async function listAttributes(db: Db, tenantCode: string, name: string) {
  return db
    .select({ code: onetimeAttributes.code, value: onetimeAttributes.value })
    .from(onetimeAttributes)
    .where(
      and(
        eq(onetimeAttributes.tenantCode, tenantCode),
        eq(onetimeAttributes.name, name),
        eq(onetimeAttributes.isActive, true),
      ),
    )
    .orderBy(asc(onetimeAttributes.sortOrder), asc(onetimeAttributes.id));
}

/** The tenant's sites; only the active ones unless `inactive` (deactivated sites leave the pickers). */
export async function listSites(db: Db, tenantCode: string, inactive = false): Promise<SiteRow[]> {
  const where = inactive
    ? eq(sites.tenantCode, tenantCode)
    : and(eq(sites.tenantCode, tenantCode), eq(sites.isActive, true));
  return db.select().from(sites).where(where).orderBy(asc(sites.id));
}

/** Whether the tenant keeps any values (active or not) of list `name` itself. */
export async function hasOwnValues(db: Db, tenantCode: string, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: onetimeAttributes.id })
    .from(onetimeAttributes)
    .where(and(eq(onetimeAttributes.tenantCode, tenantCode), eq(onetimeAttributes.name, name)))
    .limit(1);
  return row !== undefined;
}
