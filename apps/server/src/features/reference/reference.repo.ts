import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { SiteRow } from '../../db/lookups.js';
import { onetimeAttributes, sites } from '../../db/schema/index.js';

export type { SiteRow };

/** A dropdown list of a tenant (a company code, or 'WFM' for the global lists), in display order. */
export async function listAttributes(db: Db, tenantCode: string, name: string) {
  return db
    .select({ code: onetimeAttributes.code, value: onetimeAttributes.value })
    .from(onetimeAttributes)
    .where(and(eq(onetimeAttributes.tenantCode, tenantCode), eq(onetimeAttributes.name, name)))
    .orderBy(asc(onetimeAttributes.sortOrder), asc(onetimeAttributes.id));
}

export async function listSites(db: Db, tenantCode: string): Promise<SiteRow[]> {
  return db.select().from(sites).where(eq(sites.tenantCode, tenantCode)).orderBy(asc(sites.id));
}
