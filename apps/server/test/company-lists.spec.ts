import { API, ATTRIBUTE, apiPath, type CompanyListValue, companyListMessages as m } from '@sitebook/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendors } from '../src/db/schema/index.js';
import * as admin from '../src/features/admin/admin.service.js';
import { type Caller, caller, callers, keyHeaders } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp } from './helpers.js';

/**
 * Admin → Lists: a company list's values with their state; add, rename (carried
 * to the vendors holding the value), deactivate (it leaves the onetime-attribute list the forms load;
 * records keep it), reactivate, delete (refused, naming where, while a record holds the value);
 * writes an ADMIN's with the Admin module; another company's value is not found.
 */

let app: FastifyInstance;
let demo: Caller;
let beta: Caller;
let siteLead: Caller;
let clerk: Caller;

beforeAll(async () => {
  app = await createTestApp();
  ({ admin: demo, beta, siteLead } = await callers(app));
  await admin.createRole(app.ctx.db, {
    company: 'DEMO01',
    name: 'ListClerk',
    type: 'USER',
    modules: ['Admin'],
  });
  await admin.createUser(app.ctx.db, {
    company: 'DEMO01',
    username: 'listclerk',
    password: 'Clerk@12345',
    firstName: 'List',
    lastName: 'Clerk',
    role: 'ListClerk',
  });
  clerk = await caller(app, { userName: 'listclerk', password: 'Clerk@12345' });
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

const LIST: string = ATTRIBUTE.vendorCategory;
const listUrl = (c: Caller, name = LIST) =>
  apiPath(API.companyList, { tenant: c.companyCode, attributeName: name });
const valueUrl = (c: Caller, id: number, name = LIST) =>
  apiPath(API.companyListValue, { tenant: c.companyCode, attributeName: name, id: String(id) });
const values = async (c: Caller, name = LIST) =>
  (
    await app.inject({ method: 'GET', url: listUrl(c, name), headers: auth(c.token) })
  ).json() as CompanyListValue[];
const add = (c: Caller, value: string, name = LIST) =>
  app.inject({ method: 'POST', url: listUrl(c, name), headers: auth(c.token), payload: { value } });
const rename = (c: Caller, id: number, value: string) =>
  app.inject({ method: 'PUT', url: valueUrl(c, id), headers: auth(c.token), payload: { value } });
const setActive = (c: Caller, id: number, active: boolean) =>
  app.inject({
    method: 'PUT',
    url: apiPath(API.companyListValueActive, { tenant: c.companyCode, attributeName: LIST, id: String(id) }),
    headers: auth(c.token),
    payload: { active },
  });
const remove = (c: Caller, id: number) =>
  app.inject({ method: 'DELETE', url: valueUrl(c, id), headers: auth(c.token) });
/** The onetime-attribute list the forms load. */
const formList = async (c: Caller) =>
  (
    (
      await app.inject({
        method: 'GET',
        url: apiPath(API.onetimeAttribute, { tenant: c.companyCode, attributeName: LIST }),
        headers: keyHeaders(c),
      })
    ).json() as { value: string }[]
  ).map((i) => i.value);

describe('company lists', () => {
  let added: CompanyListValue;

  it('an administrator adds a value; it is in the list the forms load', async () => {
    const res = await add(demo, 'Scaffolding');
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(m.added('Scaffolding'));
    added = res.json().value;
    expect(added).toMatchObject({ value: 'Scaffolding', active: true });
    expect((await values(demo)).map((v) => v.value)).toContain('Scaffolding');
    expect(await formList(demo)).toContain('Scaffolding');
    // The same text again (any case) is refused; a comma too.
    const dup = await add(demo, 'scaffolding');
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe(m.valueTaken('scaffolding'));
    expect((await add(demo, 'a,b')).json().message).toBe(m.valueComma);
  });

  it('renames a value and the vendors holding it follow', async () => {
    const [vendor] = await app.ctx.db.select().from(vendors).where(eq(vendors.tenantCode, 'DEMO01')).limit(1);
    if (!vendor) throw new Error('no demo vendor');
    const held = (await values(demo)).find((v) => v.value === vendor.vendorCategory);
    if (!held) throw new Error(`category ${vendor.vendorCategory} not in the list`);
    const res = await rename(demo, held.id, `${held.value} Works`);
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(m.renamed(held.value, `${held.value} Works`));
    const [after] = await app.ctx.db.select().from(vendors).where(eq(vendors.id, vendor.id));
    expect(after?.vendorCategory).toBe(`${held.value} Works`);
    // The value is in use now under its new text: deleting it is refused, naming the vendors.
    const del = await remove(demo, held.id);
    expect(del.statusCode).toBe(400);
    expect(del.json().message).toMatch(new RegExp(`^${held.value} Works is used by \\d+ vendors?`));
    expect((await values(demo)).some((v) => v.id === held.id)).toBe(true);
  });

  it('a deactivated value leaves the forms list but stays in the panel; reactivated it returns', async () => {
    const off = await setActive(demo, added.id, false);
    expect(off.statusCode).toBe(202);
    expect(off.json().message).toBe(m.deactivated('Scaffolding'));
    expect(await formList(demo)).not.toContain('Scaffolding');
    expect((await values(demo)).find((v) => v.id === added.id)).toMatchObject({ active: false });
    await setActive(demo, added.id, true);
    expect(await formList(demo)).toContain('Scaffolding');
  });

  it('a value no record holds may be deleted; each change is recorded', async () => {
    const res = await remove(demo, added.id);
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(m.deleted('Scaffolding'));
    expect((await values(demo)).some((v) => v.id === added.id)).toBe(false);
    const rows = await auditRows('list');
    expect(rows.map((r) => r.action)).toEqual([
      'list.add',
      'list.rename',
      'list.deactivate',
      'list.reactivate',
      'list.delete',
    ]);
    expect(rows.every((r) => r.actor === 'demoadmin')).toBe(true);
  });

  it('units of WORK payables are in use; an unknown list is not found', async () => {
    const units = await values(demo, ATTRIBUTE.vendorUnitsWork);
    expect(units.length).toBeGreaterThan(0);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: listUrl(demo, ATTRIBUTE.paymentMode),
          headers: auth(demo.token),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('advance remarks: the company keeps its own copy of the global list; its values are what advances accept', async () => {
    const REMARKS = ATTRIBUTE.advanceRemarks;
    const companyRemarks = async () =>
      (
        (
          await app.inject({
            url: apiPath(API.onetimeAttribute, { tenant: 'DEMO01', attributeName: REMARKS }),
            headers: keyHeaders(demo),
          })
        ).json() as { value: string }[]
      ).map((i) => i.value);
    const global = await companyRemarks();
    expect(global).toContain('Transport');
    // The panel copies the global values to the company on first use.
    const copied = await values(demo, REMARKS);
    expect(copied.map((v) => v.value)).toEqual(global);
    const addedRemark = await add(demo, 'Crane Hire', REMARKS);
    expect(addedRemark.statusCode).toBe(202);
    expect(await companyRemarks()).toContain('Crane Hire');
    // BETA01 still has the global list.
    const betaRemarks = (
      (
        await app.inject({
          url: apiPath(API.onetimeAttribute, { tenant: 'BETA01', attributeName: REMARKS }),
          headers: keyHeaders(beta),
        })
      ).json() as { value: string }[]
    ).map((i) => i.value);
    expect(betaRemarks).not.toContain('Crane Hire');

    const advance = (remarks: string) =>
      app.inject({
        method: 'POST',
        url: API.advance,
        headers: keyHeaders(demo),
        payload: {
          companyCode: 'DEMO01',
          siteCode: 'RST01',
          requestedAmount: 500,
          requestedByDate: '2026-11-20',
          requesterComments: remarks,
          status: 'Pending',
          requestedBy: 'demoadmin',
          documentIds: '',
        },
      });
    const made = await advance('Crane Hire');
    expect(made.statusCode).toBe(202);
    // In use now: deleting it is refused, naming the advance requests.
    const crane = (await values(demo, REMARKS)).find((v) => v.value === 'Crane Hire') as CompanyListValue;
    const del = await app.inject({
      method: 'DELETE',
      url: apiPath(API.companyListValue, { tenant: 'DEMO01', attributeName: REMARKS, id: String(crane.id) }),
      headers: auth(demo.token),
    });
    expect(del.statusCode).toBe(400);
    expect(del.json().message).toBe(m.inUse('Crane Hire', m.usedByAdvances(1)));
    // A value deleted from the company's copy is no longer accepted (the global list still has it elsewhere).
    const temp = (await add(demo, 'Scaffold Hire', REMARKS)).json().value as CompanyListValue;
    const removed = await app.inject({
      method: 'DELETE',
      url: apiPath(API.companyListValue, { tenant: 'DEMO01', attributeName: REMARKS, id: String(temp.id) }),
      headers: auth(demo.token),
    });
    expect(removed.statusCode).toBe(202);
    expect((await advance('Scaffold Hire')).statusCode).toBe(400);
    // Every global value is in use by the demo advances: deleting one is refused too.
    const transport = (await values(demo, REMARKS)).find((v) => v.value === 'Transport') as CompanyListValue;
    const refused = await app.inject({
      method: 'DELETE',
      url: apiPath(API.companyListValue, {
        tenant: 'DEMO01',
        attributeName: REMARKS,
        id: String(transport.id),
      }),
      headers: auth(demo.token),
    });
    expect(refused.json().message).toMatch(
      /^Transport is used by \d+ advance requests, so it cannot be deleted/,
    );
  });

  it('writes are an ADMIN role type’s (403); the module is needed (403)', async () => {
    expect((await values(clerk)).length).toBeGreaterThan(0);
    const res = await add(clerk, 'Clerk value');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(m.adminOnly);
    const any = (await values(demo))[0] as CompanyListValue;
    expect((await rename(clerk, any.id, 'X')).statusCode).toBe(403);
    expect((await setActive(clerk, any.id, false)).statusCode).toBe(403);
    expect((await remove(clerk, any.id)).statusCode).toBe(403);
    // sitelead's role has no Admin module.
    expect((await add(siteLead, 'Lead value')).statusCode).toBe(403);
  });

  it("another company's value is not found; a path naming another company is refused", async () => {
    const any = (await values(demo))[0] as CompanyListValue;
    expect((await rename(beta, any.id, 'Taken over')).statusCode).toBe(404);
    expect((await remove(beta, any.id)).statusCode).toBe(404);
    const cross = await app.inject({ method: 'GET', url: listUrl(demo), headers: auth(beta.token) });
    expect(cross.statusCode).toBe(403);
    expect((await values(demo)).find((v) => v.id === any.id)?.value).toBe(any.value);
  });
});
