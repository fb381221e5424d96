import {
  API,
  apiPath,
  commonMessages,
  portalMessages as m,
  passwordMessages,
  portalCompanySchema,
  TOTAL_COUNT_HEADER,
} from '@sitebook/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { STANDARD_COMPANY_LISTS } from '../src/db/standard-lists.js';
import { auth, closeTestApp, createTestApp, DEMO, login } from './helpers.js';

/**
 * The portal's company administration over HTTP — list, create, rotate the API
 * key, suspend, the first administrator — for the PortalAdmin role only.
 */

let app: FastifyInstance;
let portal: string;
let companyAdmin: string;
let siteLead: string;

beforeAll(async () => {
  app = await createTestApp();
  [portal, companyAdmin, siteLead] = await Promise.all([
    login(app, DEMO.portal.userName, DEMO.portal.password),
    login(app, DEMO.admin.userName, DEMO.admin.password),
    login(app, DEMO.siteLead.userName, DEMO.siteLead.password),
  ]);
});
afterAll(() => closeTestApp(app));

/** A first administrator's first sign-in: the portal's password must be changed before anything else. */
async function firstSignIn(userName: string, password: string): Promise<string> {
  const token = await login(app, userName, password);
  const changed = await app.inject({
    method: 'POST',
    url: API.changePassword,
    headers: auth(token),
    payload: { currentPassword: password, newPassword: 'Mine@12345', confirmPassword: 'Mine@12345' },
  });
  expect(changed.statusCode, changed.body).toBe(202);
  return (changed.json() as { jwt: string }).jwt;
}

const call = (token: string, method: InjectOptions['method'], url: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: auth(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const createCompany = (body: Record<string, unknown>, token = portal) =>
  call(token, 'POST', API.portalCompanies, body);
const list = async (query = '') => {
  const res = await call(portal, 'GET', `${API.portalCompanies}${query}`);
  expect(res.statusCode).toBe(202);
  return {
    rows: z.array(portalCompanySchema.strict()).parse(res.json()),
    total: Number(res.headers[TOTAL_COUNT_HEADER]),
  };
};
const soon = { timeout: 5_000, interval: 20 };

describe('who may call the portal', () => {
  const every = (code: string) =>
    [
      ['GET', API.portalCompanies, undefined],
      ['POST', API.portalCompanies, { code: 'NOPE01', name: 'Nope', country: 'India' }],
      ['POST', apiPath(API.portalCompanyApiKey, { code }), undefined],
      ['POST', apiPath(API.portalCompanySuspend, { code }), { suspended: true }],
      [
        'POST',
        apiPath(API.portalCompanyAdmin, { code }),
        { userName: 'nobody01', firstName: 'No', lastName: 'Body' },
      ],
    ] as const;

  it('refuses a company’s own administrator (CompanyAdmin, ADMIN) and a USER with 403, changing nothing', async () => {
    const before = await list();
    for (const token of [companyAdmin, siteLead]) {
      for (const [method, url, body] of every('BETA01')) {
        const res = await call(token, method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ message: m.portalOnly });
      }
    }
    expect(await list()).toEqual(before);
  });
});

describe('companies', () => {
  it('lists the companies by code, paged with the whole count, and searches code and name', async () => {
    const all = await list('?page=1&size=10');
    expect(all.rows.map((r) => r.companyCode)).toEqual(['BETA01', 'DEMO01']);
    expect(all.total).toBe(2);
    expect(all.rows[1]).toMatchObject({ companyName: 'Demo Constructions', status: 'Active', users: 3 });
    expect((await list('?page=2&size=1')).rows.map((r) => r.companyCode)).toEqual(['DEMO01']);
    expect((await list('?q=beta')).rows.map((r) => r.companyCode)).toEqual(['BETA01']);
    expect(await list('?q=%25')).toEqual({ rows: [], total: 0 });
    expect('apiKey' in (all.rows[0] as object)).toBe(false);
  });

  it('creates a company with a generated key shown once; refuses a taken, reserved or malformed code', async () => {
    const res = await createCompany({
      code: 'GAMMA01',
      name: 'Gamma Infra',
      country: 'India',
      vendorLimit: 20,
      subscriptionStart: '2026-01-01',
      subscriptionEnd: '2030-12-31',
    });
    expect(res.statusCode, res.body).toBe(202);
    const body = res.json();
    expect(body).toMatchObject({
      message: m.created('GAMMA01'),
      company: {
        companyCode: 'GAMMA01',
        companyName: 'Gamma Infra',
        vendorLimit: 20,
        subscriptionStart: '2026-01-01',
        subscriptionEnd: '2030-12-31',
        status: 'Active',
        users: 0,
      },
    });
    expect(body.apiKey).toMatch(/^[0-9a-f]{48}$/);
    expect((await list('?q=gamma')).rows).toHaveLength(1);

    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'GAMMA01', name: 'Again', country: 'India' }, m.companyExists('GAMMA01')],
      [{ code: 'WFM', name: 'Global', country: 'India' }, m.codeReserved('WFM')],
      [{ code: 'bad code', name: 'X', country: 'India' }, m.codeFormat],
      [{ code: 'OK01', name: ' ', country: 'India' }, m.nameRequired],
      [{ code: 'OK01', name: 'X', country: 'India', vendorLimit: -1 }, m.vendorLimitWhole],
      [
        {
          code: 'OK01',
          name: 'X',
          country: 'India',
          subscriptionStart: '2027-01-01',
          subscriptionEnd: '2026-01-01',
        },
        m.endBeforeStart,
      ],
    ];
    for (const [payload, message] of cases) {
      const refused = await createCompany(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toEqual({ message });
    }
    // Defaults: today, one year on, no vendor limit.
    const plain = await createCompany({ code: 'DELTA01', name: 'Delta', country: 'India' });
    expect(plain.json().company).toMatchObject({ vendorLimit: null, status: 'Active' });
    expect(plain.json().company.subscriptionEnd > plain.json().company.subscriptionStart).toBe(true);
  });

  it('creates the first administrator, who signs in with every module; a second one is refused', async () => {
    const { apiKey } = (
      await createCompany({ code: 'EPS01', name: 'Epsilon Works', country: 'India' })
    ).json();
    const url = apiPath(API.portalCompanyAdmin, { code: 'EPS01' });
    const res = await call(portal, 'POST', url, {
      userName: 'epsadmin',
      firstName: 'Eps',
      lastName: 'Admin',
    });
    expect(res.statusCode, res.body).toBe(202);
    const { password, message } = res.json();
    expect(message).toBe(m.adminCreated('epsadmin', 'EPS01'));
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const first = await login(app, 'epsadmin', password);
    const me = await call(first, 'GET', apiPath(API.userByName, { username: 'epsadmin' }));
    expect(me.statusCode).toBe(202);
    const beforeChange = await call(first, 'GET', API.approvalQueue);
    expect(beforeChange.statusCode).toBe(403);
    expect(beforeChange.json()).toEqual({ message: passwordMessages.mustChange });
    const token = await firstSignIn('epsadmin', password);
    const queue = await call(token, 'GET', API.approvalQueue);
    expect(queue.statusCode).toBe(202);
    // A new company starts with the standard lists, its own to edit: its vendor form has values to pick.
    for (const [list, values] of Object.entries(STANDARD_COMPANY_LISTS)) {
      const res = await app.inject({
        method: 'GET',
        url: apiPath(API.onetimeAttribute, { tenant: 'EPS01', attributeName: list }),
        headers: auth(token, { apikey: apiKey, api_client_name: 'EPS01' }),
      });
      expect(res.json(), list).toEqual(values.map((value) => ({ code: value, value })));
    }
    // The portal's actions are in the new company's audit log.
    const audit = (await call(token, 'GET', API.adminAudit)).json() as { action: string; actor: string }[];
    expect(audit.filter((e) => e.actor === 'portaladmin').map((e) => e.action)).toEqual(
      expect.arrayContaining(['company.create', 'user.create-first-admin']),
    );

    const second = await call(portal, 'POST', url, {
      userName: 'epsadmin2',
      firstName: 'Eps',
      lastName: 'Two',
    });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ message: m.companyHasUsers('EPS01') });
    const taken = await call(portal, 'POST', apiPath(API.portalCompanyAdmin, { code: 'DELTA01' }), {
      userName: 'demoadmin',
      firstName: 'Taken',
      lastName: 'Name',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ message: m.userExists('demoadmin') });
    // A chosen password instead of a generated one.
    const chosen = await call(portal, 'POST', apiPath(API.portalCompanyAdmin, { code: 'DELTA01' }), {
      userName: 'deltaadmin',
      firstName: 'Delta',
      lastName: 'Admin',
      password: 'Delta@12345',
    });
    expect(chosen.json()).toMatchObject({ password: null });
    await firstSignIn('deltaadmin', 'Delta@12345');
    const missing = await call(portal, 'POST', apiPath(API.portalCompanyAdmin, { code: 'NOSUCH' }), {
      userName: 'nosuchadmin',
      firstName: 'No',
      lastName: 'Such',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('rotates the API key: the old key fails from the next calls on (auth cache), the new one works', async () => {
    const created = await createCompany({ code: 'ZETA01', name: 'Zeta', country: 'India' });
    const oldKey = created.json().apiKey as string;
    const admin = await call(portal, 'POST', apiPath(API.portalCompanyAdmin, { code: 'ZETA01' }), {
      userName: 'zetaadmin',
      firstName: 'Zeta',
      lastName: 'Admin',
    });
    const token = await firstSignIn('zetaadmin', admin.json().password);
    const withKey = (key: string) =>
      app.inject({
        url: apiPath(API.payablesForTenant, { tenantCode: 'ZETA01' }),
        headers: auth(token, { apikey: key, api_client_name: 'ZETA01' }),
      });
    expect((await withKey(oldKey)).statusCode).toBe(202);
    const rotated = await call(portal, 'POST', apiPath(API.portalCompanyApiKey, { code: 'ZETA01' }));
    expect(rotated.statusCode).toBe(202);
    const newKey = rotated.json().apiKey as string;
    expect(rotated.json().message).toBe(m.rotated('ZETA01'));
    expect(newKey).not.toBe(oldKey);
    await expect.poll(async () => (await withKey(oldKey)).statusCode, soon).toBe(403);
    expect((await withKey(oldKey)).json()).toEqual({ message: commonMessages.forbiddenApiKey });
    expect((await withKey(newKey)).statusCode).toBe(202);
  });

  it('suspends a company (its writes answer 403, reads go on) and unsuspends it; not its own company', async () => {
    await createCompany({ code: 'ETA01', name: 'Eta', country: 'India' });
    const admin = await call(portal, 'POST', apiPath(API.portalCompanyAdmin, { code: 'ETA01' }), {
      userName: 'etaadmin',
      firstName: 'Eta',
      lastName: 'Admin',
    });
    const token = await firstSignIn('etaadmin', admin.json().password);
    const write = async () => (await call(token, 'POST', API.advance, {})).statusCode;
    expect(await write()).toBe(400);
    const url = apiPath(API.portalCompanySuspend, { code: 'ETA01' });
    const res = await call(portal, 'POST', url, { suspended: true });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      message: m.suspended('ETA01'),
      company: { status: 'Suspended', users: 1 },
    });
    await expect.poll(write, soon).toBe(403);
    expect((await call(token, 'POST', API.advance, {})).json()).toEqual({
      message: commonMessages.subscriptionEnded,
    });
    expect((await call(token, 'GET', apiPath(API.userByName, { username: 'etaadmin' }))).statusCode).toBe(
      202,
    );
    expect((await list('?q=ETA01')).rows.find((r) => r.companyCode === 'ETA01')?.status).toBe('Suspended');

    const back = await call(portal, 'POST', url, { suspended: false });
    expect(back.json()).toMatchObject({ message: m.unsuspended('ETA01'), company: { status: 'Active' } });
    await expect.poll(write, soon).toBe(400);

    const own = await call(portal, 'POST', apiPath(API.portalCompanySuspend, { code: 'DEMO01' }), {
      suspended: true,
    });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ message: m.ownCompany });
    const missing = await call(portal, 'POST', apiPath(API.portalCompanySuspend, { code: 'NOSUCH' }), {
      suspended: true,
    });
    expect(missing.statusCode).toBe(404);
  });
});
