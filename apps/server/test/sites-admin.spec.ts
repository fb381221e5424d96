import {
  API,
  apiPath,
  siteAdminMessages as m,
  type SiteRecord,
  TOTAL_COUNT_HEADER,
} from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as admin from '../src/features/admin/admin.service.js';
import { type Caller, caller, callers } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp } from './helpers.js';

/**
 * Site Management: the paged, searched list, add, edit, deactivate and
 * reactivate; the code unique per company, the site lead a user of the company; writes an ADMIN's;
 * a deactivated site leaves the spec's site call (the pickers) but is still named with
 * `inactive=include`; another company's site is not found.
 */

let app: FastifyInstance;
let demo: Caller;
let beta: Caller;
let userSite: Caller;

beforeAll(async () => {
  app = await createTestApp();
  ({ admin: demo, beta } = await callers(app));
  await admin.createRole(app.ctx.db, {
    company: 'DEMO01',
    name: 'SiteClerk',
    type: 'USER',
    modules: ['Site Management', 'Admin'],
  });
  await admin.createUser(app.ctx.db, {
    company: 'DEMO01',
    username: 'siteclerk',
    password: 'Clerk@12345',
    firstName: 'Site',
    lastName: 'Clerk',
    role: 'SiteClerk',
  });
  userSite = await caller(app, { userName: 'siteclerk', password: 'Clerk@12345' });
});
afterAll(() => closeTestApp(app));

/** The company's audit rows about `kind` (site / list), oldest first. */
const auditRows = async (kind: string, targetName?: string) =>
  (
    (await app.ctx.db.execute(sql`select action, actor, target_name, details from admin_audit
      where tenant_code = 'DEMO01' and target_kind = ${kind}
        ${targetName === undefined ? sql`` : sql`and target_name = ${targetName}`} order by id`)) as unknown as {
      rows: { action: string; actor: string; target_name: string; details: { from: string; to: string } }[];
    }
  ).rows;

const list = (c: Caller, query = '') =>
  app.inject({
    method: 'GET',
    url: `${apiPath(API.sitesAdmin, { tenant: c.companyCode })}${query}`,
    headers: auth(c.token),
  });
const create = (c: Caller, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: apiPath(API.sitesAdmin, { tenant: c.companyCode }),
    headers: auth(c.token),
    payload: body,
  });
const update = (c: Caller, id: number, body: Record<string, unknown>) =>
  app.inject({
    method: 'PUT',
    url: apiPath(API.siteAdmin, { tenant: c.companyCode, siteId: String(id) }),
    headers: auth(c.token),
    payload: body,
  });
const setActive = (c: Caller, id: number, active: boolean) =>
  app.inject({
    method: 'PUT',
    url: apiPath(API.siteActive, { tenant: c.companyCode, siteId: String(id) }),
    headers: auth(c.token),
    payload: { active },
  });
const specSites = (c: Caller, query = '') =>
  app.inject({
    method: 'GET',
    url: `${apiPath(API.sitesForCompany, { companyCode: c.companyCode })}${query}`,
    headers: auth(c.token),
  });

const newSite = {
  siteCode: 'NRT10',
  siteName: 'North Tower',
  address: '12 Ring Road',
  city: 'Pune',
  state: 'Maharashtra',
  siteLead: 'sitelead',
};

describe('Site Management', () => {
  let created: SiteRecord;

  it('an administrator adds a site; it is listed, searched and answered alone', async () => {
    const res = await create(demo, newSite);
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(m.created('NRT10'));
    created = res.json().site;
    expect(created).toMatchObject({ ...newSite, active: true, updatedBy: 'demoadmin' });

    const page = await list(demo, '?page=1&size=2');
    expect(page.statusCode).toBe(202);
    expect(page.json()).toHaveLength(2);
    expect(Number(page.headers[TOTAL_COUNT_HEADER])).toBeGreaterThanOrEqual(4);

    for (const q of ['nrt', 'north', 'PUNE']) {
      const found = (await list(demo, `?q=${q}`)).json() as SiteRecord[];
      expect(found.map((s) => s.siteCode)).toEqual(['NRT10']);
    }
    expect((await list(demo, '?q=%25')).json()).toEqual([]);

    const one = await app.inject({
      method: 'GET',
      url: apiPath(API.siteAdmin, { tenant: 'DEMO01', siteId: String(created.siteId) }),
      headers: auth(demo.token),
    });
    expect(one.json()).toMatchObject(newSite);
    expect((await specSites(demo)).json()).toContainEqual({
      siteId: created.siteId,
      siteName: 'North Tower',
      siteCode: 'NRT10',
    });
  });

  it('refuses a code the company already has (any case), and an unknown site lead', async () => {
    const dup = await create(demo, { ...newSite, siteCode: 'nrt10' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe(m.codeTaken('nrt10'));
    const lead = await create(demo, { ...newSite, siteCode: 'NRT11', siteLead: 'betaadmin' });
    expect(lead.statusCode).toBe(400);
    expect(lead.json().message).toBe(m.leadNotUser('betaadmin'));
    const blank = await create(demo, { ...newSite, siteCode: '', siteName: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(m.codeRequired);
    // Another company may use the same code.
    const other = await create(beta, { ...newSite, siteLead: 'betaadmin' });
    expect(other.statusCode).toBe(202);
  });

  it('edits a site and records the change', async () => {
    const res = await update(demo, created.siteId, { ...newSite, siteName: 'North Tower A', siteLead: '' });
    expect(res.statusCode).toBe(202);
    expect(res.json().site).toMatchObject({ siteName: 'North Tower A', siteLead: '' });
    const clash = await update(demo, created.siteId, { ...newSite, siteCode: 'RST01' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().message).toBe(m.codeTaken('RST01'));
    const rows = await auditRows('site', 'NRT10');
    expect(rows.map((r) => r.action)).toEqual(['site.create', 'site.update']);
    expect(JSON.parse(rows[1]?.details.to ?? '{}')).toMatchObject({ siteName: 'North Tower A' });
  });

  it('a deactivated site leaves the pickers but is still named; it can be reactivated', async () => {
    const off = await setActive(demo, created.siteId, false);
    expect(off.statusCode).toBe(202);
    expect(off.json().message).toBe(m.deactivated('NRT10'));
    const picker = (await specSites(demo)).json() as { siteId: number }[];
    expect(picker.some((s) => s.siteId === created.siteId)).toBe(false);
    const all = (await specSites(demo, '?inactive=include')).json() as { siteId: number; active: boolean }[];
    expect(all.find((s) => s.siteId === created.siteId)).toMatchObject({ active: false });
    expect((await list(demo, '?q=NRT10')).json()[0]).toMatchObject({ active: false });

    const on = await setActive(demo, created.siteId, true);
    expect(on.json().site.active).toBe(true);
    expect(
      ((await specSites(demo)).json() as { siteId: number }[]).some((s) => s.siteId === created.siteId),
    ).toBe(true);
  });

  it('the code of a site that advance requests name cannot change', async () => {
    const rst = ((await list(demo, '?q=RST01')).json() as SiteRecord[])[0] as SiteRecord;
    const res = await update(demo, rst.siteId, { ...rst, siteCode: 'RST99' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(
      /^Site Code RST01 cannot change: \d+ advance requests name the site by it$/,
    );
    const renamed = await update(demo, rst.siteId, { ...rst, siteName: 'Riverside Towers' });
    expect(renamed.statusCode).toBe(202);
  });

  it('a USER role with the module reads but may not write (403)', async () => {
    expect((await list(userSite)).statusCode).toBe(202);
    const res = await create(userSite, { ...newSite, siteCode: 'USR01' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(m.adminOnly);
    expect((await update(userSite, created.siteId, newSite)).statusCode).toBe(403);
    expect((await setActive(userSite, created.siteId, false)).statusCode).toBe(403);
  });

  it("another company's site is not found; a path naming another company is refused", async () => {
    const res = await update(beta, created.siteId, { ...newSite, siteLead: '' });
    expect(res.statusCode).toBe(404);
    expect((await setActive(beta, created.siteId, false)).statusCode).toBe(404);
    const cross = await app.inject({
      method: 'GET',
      url: apiPath(API.sitesAdmin, { tenant: 'DEMO01' }),
      headers: auth(beta.token),
    });
    expect(cross.statusCode).toBe(403);
  });

  it('the site lead picker lists the company users only', async () => {
    const res = await app.inject({
      method: 'GET',
      url: apiPath(API.siteLeads, { tenant: 'DEMO01' }),
      headers: auth(demo.token),
    });
    const names = (res.json() as { userName: string }[]).map((u) => u.userName);
    expect(names).toContain('sitelead');
    expect(names).not.toContain('betaadmin');
  });
});
