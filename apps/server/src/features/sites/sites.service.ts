import type { ListPage, SiteInput, SiteLeadOption, SiteListQuery, SiteRecord } from '@sitebook/contract';
import { siteAdminMessages as m } from '@sitebook/contract';
import type { Db } from '../../db/client.js';
import type { SiteRow } from '../../db/lookups.js';
import { insertSite, recordAdminChange, siteCodeTaken } from '../../domain/site-records.js';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { badRequest, isUniqueViolation, notFound } from '../../lib/errors.js';
import { mapPage, pageOf } from '../../lib/list-page.js';
import { requireRight } from '../../lib/rights.js';
import * as repo from './sites.repo.js';

/**
 * Site Management: the company's sites, paged and searched; an ADMIN adds, edits,
 * deactivates and reactivates them. The code is unique per company (any case is the caller's:
 * codes are compared as typed, as the unique constraint does); the site lead is a user of the company.
 */
export const toSiteRecord = (s: SiteRow): SiteRecord => ({
  siteId: s.id,
  siteCode: s.siteCode,
  siteName: s.siteName,
  address: s.address,
  city: s.city,
  state: s.state,
  siteLead: s.siteLead,
  active: s.isActive,
  updatedBy: s.updatedBy,
  updatedDate: (s.updatedAt instanceof Date ? s.updatedAt : new Date(s.updatedAt)).toISOString(),
});

const describe = (s: Pick<SiteRow, 'siteCode' | 'siteName' | 'address' | 'city' | 'state' | 'siteLead'>) =>
  JSON.stringify({
    siteCode: s.siteCode,
    siteName: s.siteName,
    address: s.address,
    city: s.city,
    state: s.state,
    siteLead: s.siteLead,
  });

/** The sites searched, filtered and sorted: all of them, or the page asked for. */
export async function listSites(
  ctx: AppContext,
  auth: AuthContext,
  query: SiteListQuery,
): Promise<ListPage<SiteRecord>> {
  const { page: _page, size: _size, sort, ...filter } = query;
  const where = repo.siteFilterWhere(auth.companyCode, filter);
  const listed = { where, order: repo.siteOrder(sort), searched: filter.q !== undefined };
  return mapPage(await repo.listSites(ctx.db, listed, pageOf(query)), toSiteRecord);
}

export async function getSite(ctx: AppContext, auth: AuthContext, id: number): Promise<SiteRecord> {
  const row = await repo.findSite(ctx.db, auth.companyCode, id);
  if (!row) throw notFound(m.notFound);
  return toSiteRecord(row);
}

export async function siteLeads(ctx: AppContext, auth: AuthContext): Promise<SiteLeadOption[]> {
  const rows = await repo.companyUsers(ctx.db, auth.companyCode);
  return rows.map((u) => ({ userName: u.userName, name: `${u.firstName} ${u.lastName}`.trim() }));
}

async function checkSite(db: Db, tenant: string, input: SiteInput, exceptId?: number) {
  if (await siteCodeTaken(db, tenant, input.siteCode, exceptId))
    throw badRequest(m.codeTaken(input.siteCode));
  if (input.siteLead !== '' && (await repo.companyUsers(db, tenant, input.siteLead)).length === 0) {
    throw badRequest(m.leadNotUser(input.siteLead));
  }
}

/** Two creates of one code at once: the unique constraint refuses the second, answered as the same 400. */
const codeRace = (code: string) => (error: unknown) => {
  if (isUniqueViolation(error, 'sites_tenant_code_uq')) throw badRequest(m.codeTaken(code));
  throw error;
};

export async function createSite(ctx: AppContext, auth: AuthContext, input: SiteInput) {
  requireRight(auth, 'siteManage', m.adminOnly);
  const tenant = auth.companyCode;
  const row = await ctx.db
    .transaction(async (tx) => {
      await checkSite(tx, tenant, input);
      const site = await insertSite(tx, {
        tenantCode: tenant,
        ...input,
        status: 'Active',
        isActive: true,
        createdBy: auth.userName,
        updatedBy: auth.userName,
      });
      await recordAdminChange(tx, {
        tenantCode: tenant,
        entity: 'site',
        entityKey: site.siteCode,
        action: 'create',
        toValue: describe(site),
        changedBy: auth.userName,
      });
      return site;
    })
    .catch(codeRace(input.siteCode));
  return { message: m.created(row.siteCode), site: toSiteRecord(row) };
}

export async function updateSite(ctx: AppContext, auth: AuthContext, id: number, input: SiteInput) {
  requireRight(auth, 'siteManage', m.adminOnly);
  const tenant = auth.companyCode;
  const row = await ctx.db
    .transaction(async (tx) => {
      const before = await repo.findSite(tx, tenant, id, true);
      if (!before) throw notFound(m.notFound);
      await checkSite(tx, tenant, input, id);
      // Advance requests keep their site's code: a code they use does not change under them.
      if (input.siteCode !== before.siteCode) {
        const naming = await repo.advancesNamingSite(tx, tenant, before.siteCode);
        if (naming > 0) throw badRequest(m.codeInUse(before.siteCode, naming));
      }
      const after = await repo.updateSite(tx, tenant, id, { ...input, updatedBy: auth.userName });
      if (!after) throw notFound(m.notFound);
      await recordAdminChange(tx, {
        tenantCode: tenant,
        entity: 'site',
        entityKey: after.siteCode,
        action: 'update',
        fromValue: describe(before),
        toValue: describe(after),
        changedBy: auth.userName,
      });
      return after;
    })
    .catch(codeRace(input.siteCode));
  return { message: m.updated(row.siteCode), site: toSiteRecord(row) };
}

export async function setSiteActive(ctx: AppContext, auth: AuthContext, id: number, active: boolean) {
  requireRight(auth, 'siteManage', m.adminOnly);
  const tenant = auth.companyCode;
  const row = await ctx.db.transaction(async (tx) => {
    const before = await repo.findSite(tx, tenant, id, true);
    if (!before) throw notFound(m.notFound);
    const after = await repo.updateSite(tx, tenant, id, {
      isActive: active,
      status: active ? 'Active' : 'Inactive',
      updatedBy: auth.userName,
    });
    if (!after) throw notFound(m.notFound);
    if (before.isActive !== active) {
      await recordAdminChange(tx, {
        tenantCode: tenant,
        entity: 'site',
        entityKey: after.siteCode,
        action: active ? 'reactivate' : 'deactivate',
        fromValue: before.isActive ? 'Active' : 'Inactive',
        toValue: active ? 'Active' : 'Inactive',
        changedBy: auth.userName,
      });
    }
    return after;
  });
  const message = active ? m.reactivated(row.siteCode) : m.deactivated(row.siteCode);
  return { message, site: toSiteRecord(row) };
}
