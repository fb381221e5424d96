import { COMPANY_OVERRIDABLE_LISTS, GLOBAL_TENANT } from '@sitebook/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Cycle, type PlainDate, salaryCycle } from '../lib/dates.js';
import { notFound } from '../lib/errors.js';
import type { Db } from './client.js';
import { companies, onetimeAttributes, sites, vendors } from './schema/index.js';

/**
 * Tenant-scoped lookups that several features make (a list value, a site, the company, a vendor):
 * shared here so features do not import each other's repos.
 */

export type SiteRow = typeof sites.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type VendorRow = typeof vendors.$inferSelect;

/** Whether `value` is an item of the tenant's list (later features refuse unknown values). */
export async function attributeValueExists(db: Db, tenantCode: string, name: string, value: string) {
  const [row] = await db
    .select({ id: onetimeAttributes.id })
    .from(onetimeAttributes)
    .where(
      and(
        eq(onetimeAttributes.tenantCode, tenantCode),
        eq(onetimeAttributes.name, name),
        eq(onetimeAttributes.value, value),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether `value` is an item of a global list the company may replace with its own
 * (COMPANY_OVERRIDABLE_LISTS): of the company's own values once it has any, else of the global ones.
 * Deactivated values still count: records keep what they hold.
 */
export async function companyOrGlobalValueExists(db: Db, companyCode: string, name: string, value: string) {
  const [row] = await db
    .select({ id: onetimeAttributes.id })
    .from(onetimeAttributes)
    .where(
      and(
        eq(onetimeAttributes.name, name),
        eq(onetimeAttributes.value, value),
        sql`(${onetimeAttributes.tenantCode} = ${companyCode} or (${onetimeAttributes.tenantCode} = ${GLOBAL_TENANT}
          and not exists (select 1 from onetime_attributes own where own.tenant_code = ${companyCode} and own.name = ${name})))`,
      ),
    )
    .limit(1);
  return row !== undefined;
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

export async function findCompanyByCode(db: Db, companyCode: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.companyCode, companyCode));
  return row;
}

/**
 * One of the tenant's vendors. `lock` holds a row lock until the transaction ends: 'update' before
 * deleting it, 'no key update' while a payable of it is written (payable writes of one vendor and its
 * deletion wait for each other), 'key share' to keep it from being deleted only.
 */
export async function findVendor(
  db: Db,
  tenantCode: string,
  vendorId: number,
  lock?: 'update' | 'no key update' | 'key share',
): Promise<VendorRow | undefined> {
  const query = db
    .select()
    .from(vendors)
    .where(and(eq(vendors.tenantCode, tenantCode), eq(vendors.id, vendorId)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/**
 * The company's salary cycle containing `day` (its cycle start day, default 1). The one computation
 * behind the salary cycle call and the payable summaries.
 */
export async function cycleContaining(db: Db, companyCode: string, day: PlainDate): Promise<Cycle> {
  const company = await findCompanyByCode(db, companyCode);
  if (!company) throw notFound();
  return salaryCycle(day, company.salaryCycleStartDay);
}

export interface ListValue {
  code: string;
  value: string;
}

/**
 * The active values of lists `names` in display order, each as `tenantOf(name)` sees it: that
 * tenant's own values, or the global ones for a list in `COMPANY_OVERRIDABLE_LISTS` the company
 * keeps none of (active or not). One query for any number of lists.
 */
export async function listValues(
  db: Db,
  companyCode: string,
  names: readonly string[],
  tenantOf: (name: string) => string,
): Promise<Record<string, ListValue[]>> {
  const result: Record<string, ListValue[]> = Object.fromEntries(names.map((n) => [n, []]));
  if (names.length === 0) return result;
  const tenants = companyCode === GLOBAL_TENANT ? [GLOBAL_TENANT] : [companyCode, GLOBAL_TENANT];
  const rows = await db
    .select({
      tenantCode: onetimeAttributes.tenantCode,
      name: onetimeAttributes.name,
      code: onetimeAttributes.code,
      value: onetimeAttributes.value,
      isActive: onetimeAttributes.isActive,
    })
    .from(onetimeAttributes)
    .where(and(inArray(onetimeAttributes.tenantCode, tenants), inArray(onetimeAttributes.name, [...names])))
    .orderBy(asc(onetimeAttributes.sortOrder), asc(onetimeAttributes.id));
  const kept = new Set(rows.filter((r) => r.tenantCode !== GLOBAL_TENANT).map((r) => r.name));
  for (const name of names) {
    const own = tenantOf(name);
    const tenant =
      own !== GLOBAL_TENANT && COMPANY_OVERRIDABLE_LISTS.includes(name) && !kept.has(name)
        ? GLOBAL_TENANT
        : own;
    result[name] = rows
      .filter((r) => r.name === name && r.tenantCode === tenant && r.isActive)
      .map(({ code, value }) => ({ code, value }));
  }
  return result;
}

/** The tenant's sites; only the active ones (the pickers) unless `inactive`. */
export async function listCompanySites(db: Db, tenantCode: string, inactive = false): Promise<SiteRow[]> {
  const where = inactive
    ? eq(sites.tenantCode, tenantCode)
    : and(eq(sites.tenantCode, tenantCode), eq(sites.isActive, true));
  return db.select().from(sites).where(where).orderBy(asc(sites.id));
}

/** A site as the pickers name it. */
export const siteOption = (s: SiteRow) => ({ siteId: s.id, siteName: s.siteName, siteCode: s.siteCode });

/** The company as the session answers it: `apiKey` is the session's value, never the stored hash. */
export const companyAnswer = (row: CompanyRow, sessionApiKey: string) => ({
  id: row.id,
  companyCode: row.companyCode,
  companyName: row.companyName,
  apiKey: sessionApiKey,
  country: row.country,
  timeZone: row.timeZone,
  isDemo: row.isDemo,
});
