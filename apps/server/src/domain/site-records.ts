import { and, eq, ne, sql } from 'drizzle-orm';
import { recordAdminAction } from '../db/admin-audit.js';
import type { Db } from '../db/client.js';
import type { SiteRow } from '../db/lookups.js';
import { sites } from '../db/schema/index.js';

/**
 * The writes of a site: the admin CLI's create-site and Site Management make them
 * through here, so both keep the same rules on the same table; and whether a site takes a record.
 */
export type NewSite = typeof sites.$inferInsert;

export async function insertSite(db: Db, site: NewSite): Promise<SiteRow> {
  const [row] = await db.insert(sites).values(site).returning();
  if (!row) throw new Error('site insert returned no row');
  return row;
}

/**
 * Whether a payable or advance request may name this site: a deactivated site takes no new records
 * (created on it, or moved to it from another site); a record already on it keeps it through its edits.
 */
export const siteTakesRecord = (site: Pick<SiteRow, 'isActive'>, keptByRecord: boolean): boolean =>
  site.isActive || keptByRecord;

/** Another site of the tenant with this code (any case), other than `exceptId`. */
export async function siteCodeTaken(db: Db, tenantCode: string, siteCode: string, exceptId?: number) {
  const [row] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(
      and(
        eq(sites.tenantCode, tenantCode),
        sql`lower(${sites.siteCode}) = lower(${siteCode})`,
        ...(exceptId === undefined ? [] : [ne(sites.id, exceptId)]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** One admin action on a site or a company list value, kept with who and when. */
export interface AdminChange {
  tenantCode: string;
  entity: 'site' | 'list';
  entityKey: string;
  action: string;
  fromValue?: string;
  toValue?: string;
  changedBy: string;
}

/** Records an admin action on a site or a list value in the company's audit log (db/admin-audit.ts). */
export async function recordAdminChange(db: Db, change: AdminChange): Promise<void> {
  await recordAdminAction(db, {
    tenantCode: change.tenantCode,
    actor: change.changedBy,
    action: `${change.entity}.${change.action}`,
    targetKind: change.entity,
    targetName: change.entityKey,
    details: { from: change.fromValue ?? '', to: change.toValue ?? '' },
  });
}
