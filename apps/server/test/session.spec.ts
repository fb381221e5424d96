import {
  API,
  ATTRIBUTE,
  apiPath,
  commonMessages,
  companySchema,
  countryList,
  isCompanyAttribute,
  listNamesForRole,
  MODULE_NAMES,
  PAYABLE_STATUSES,
} from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../src/cli/commands.js';
import { upsertAttribute } from '../src/db/list-values.js';
import { userAudit } from '../src/db/schema/index.js';
import { tokenFingerprint } from '../src/lib/tokens.js';
import { auth, closeTestApp, createTestApp, DEMO, login, onDate, withSubscription } from './helpers.js';

let app: FastifyInstance;
let demo: string;
let site: string;
let beta: string;
let portal: string;
beforeAll(async () => {
  app = await createTestApp();
  demo = await login(app, DEMO.admin.userName, DEMO.admin.password);
  site = await login(app, DEMO.siteLead.userName, DEMO.siteLead.password);
  beta = await login(app, DEMO.beta.userName, DEMO.beta.password);
  portal = await login(app, DEMO.portal.userName, DEMO.portal.password);
});
afterAll(() => closeTestApp(app));

const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

async function company(token: string, companyId: number) {
  const res = await get(apiPath(API.companyById, { companyId }), auth(token));
  return res.json() as { id: number; companyCode: string; apiKey: string };
}

describe('health', () => {
  it('answers 200 ok with the database kind, without a token', async () => {
    const res = await get(API.health, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
    });
  });
});

describe('user, roles and company', () => {
  it('answers the user by name', async () => {
    const res = await get(apiPath(API.userByName, { username: 'sitelead' }), auth(demo));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      firstName: 'Site',
      lastName: 'Lead',
      userId: expect.any(Number),
      companyId: 1,
    });
  });

  it("answers 404 for another company's user", async () => {
    const res = await get(apiPath(API.userByName, { username: 'betaadmin' }), auth(demo));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: commonMessages.notFound });
  });

  it('answers the roles of a user with modules in MODULES order', async () => {
    const me = (await get(apiPath(API.userByName, { username: 'demoadmin' }), auth(demo))).json();
    const res = await get(apiPath(API.rolesForUser, { userId: me.userId }), auth(demo));
    expect(res.statusCode).toBe(202);
    const roles = res.json();
    expect(roles).toHaveLength(1);
    expect(roles[0]).toMatchObject({ userRoleName: 'CompanyAdmin', erfProductId: 1, roleType: 'ADMIN' });
    expect(roles[0].modules.map((m: { moduleName: string }) => m.moduleName)).toEqual([...MODULE_NAMES]);
    expect(roles[0].modules[0]).toEqual({ moduleId: 1, moduleName: 'Employee Management' });

    const lead = (await get(apiPath(API.userByName, { username: 'sitelead' }), auth(site))).json();
    const leadRoles = (await get(apiPath(API.rolesForUser, { userId: lead.userId }), auth(site))).json();
    expect(leadRoles).toEqual([
      {
        userRoleName: 'SiteLead',
        erfProductId: 1,
        roleType: 'USER',
        modules: [
          { moduleId: 5, moduleName: 'Advance Management' },
          { moduleId: 6, moduleName: 'Expense Management' },
          { moduleId: 8, moduleName: 'Vendor Supplier' },
        ],
      },
    ]);

    const portalUser = (await get(apiPath(API.userByName, { username: 'portaladmin' }), auth(portal))).json();
    const portalRoles = (
      await get(apiPath(API.rolesForUser, { userId: portalUser.userId }), auth(portal))
    ).json();
    expect(portalRoles[0]).toMatchObject({
      userRoleName: 'PortalAdmin',
      roleType: 'ADMIN',
      modules: [{ moduleId: 4, moduleName: 'Admin' }],
    });
  });

  it("answers 404 for another company's user id, and 400 for a bad id", async () => {
    const betaUser = (await get(apiPath(API.userByName, { username: 'betaadmin' }), auth(beta))).json();
    const res = await get(apiPath(API.rolesForUser, { userId: betaUser.userId }), auth(demo));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: commonMessages.notFound });
    expect((await get(apiPath(API.rolesForUser, { userId: 'abc' }), auth(demo))).statusCode).toBe(400);
    expect((await get(apiPath(API.rolesForUser, { userId: 99999 }), auth(demo))).statusCode).toBe(404);
  });

  it('answers the own company record', async () => {
    const res = await get(apiPath(API.companyById, { companyId: 1 }), auth(demo));
    expect(res.statusCode).toBe(202);
    const body = res.json();
    expect(companySchema.strict().parse(body)).toEqual({
      id: 1,
      companyCode: 'DEMO01',
      companyName: 'Demo Constructions',
      apiKey: expect.any(String),
      country: 'India',
      timeZone: 'Asia/Kolkata',
      isDemo: true,
    });
    expect(body.apiKey.length).toBeGreaterThanOrEqual(32);
    const b = await get(apiPath(API.companyById, { companyId: 2 }), auth(beta));
    expect(b.json()).toMatchObject({ id: 2, companyCode: 'BETA01', companyName: 'Beta Builders' });
    expect(b.json().apiKey).not.toBe(body.apiKey);
  });

  it("refuses another company's id with 403", async () => {
    const res = await get(apiPath(API.companyById, { companyId: 2 }), auth(demo));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: commonMessages.forbiddenCompany });
  });
});

describe('subscription check and user audit', () => {
  it('answers the subscription state of the own company on the date of the call', async () => {
    const check = (token: string) =>
      post(
        API.subscriptionCheck,
        { endDate: '', erfCompanyId: 1, erfProductId: 1, startDate: '', status: '' },
        auth(token),
      );
    expect((await check(demo)).json()).toEqual({
      expired: false,
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      status: 'Active',
    });
    const window = { startDate: '2026-05-01', endDate: '2027-05-31' };
    const on = (day: string) =>
      onDate(day, async () =>
        (await check(await login(app, DEMO.admin.userName, DEMO.admin.password))).json(),
      );
    await withSubscription(app, 'DEMO01', { start: window.startDate, end: window.endDate }, async () => {
      expect(await on('2026-11-15')).toEqual({ expired: false, ...window, status: 'Active' });
      expect(await on('2027-05-31')).toEqual({ expired: false, ...window, status: 'Active' });
      expect(await on('2027-06-01')).toEqual({ expired: true, ...window, status: 'Expired' });
      expect(await on('2026-04-30')).toEqual({ expired: true, ...window, status: 'NotStarted' });
    });
  });

  it("refuses another company's id with 403 and a bad body with 400", async () => {
    const res = await post(API.subscriptionCheck, { erfCompanyId: 2 }, auth(demo));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: commonMessages.forbiddenCompany });
    const bad = await post(API.subscriptionCheck, { erfCompanyId: 'x' }, auth(demo));
    expect(bad.statusCode).toBe(400);
    expect(typeof bad.json().message).toBe('string');
  });

  it("answers the id of the session's sign-in row, which the sign-in wrote", async () => {
    const res = await post(
      API.userAudit,
      { companyCode: 'DEMO01', userName: 'demoadmin', jwtToken: demo },
      auth(demo, { 'user-agent': 'vitest' }),
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ id: expect.any(Number) });
    const rows = await app.ctx.db.select().from(userAudit);
    const row = rows.find((r) => r.id === res.json().id);
    // Written by the sign-in itself (its user agent), not by this call.
    expect(row).toMatchObject({ tenantCode: 'DEMO01', userName: 'demoadmin', event: 'sign-in' });
    expect(row?.userAgent).not.toBe('vitest');
    expect(row?.tokenFingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenFingerprint).toBe(tokenFingerprint(demo));
    expect(JSON.stringify(rows)).not.toContain(demo);
  });

  it("refuses another company's code or another user's name with 403", async () => {
    const other = await post(
      API.userAudit,
      { companyCode: 'BETA01', userName: 'demoadmin', jwtToken: demo },
      auth(demo),
    );
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: commonMessages.forbiddenCompany });
    const otherUser = await post(
      API.userAudit,
      { companyCode: 'DEMO01', userName: 'sitelead', jwtToken: demo },
      auth(demo),
    );
    expect(otherUser.statusCode).toBe(403);
  });
});

describe('onetime attributes', () => {
  const list = (tenant: string, attributeName: string) =>
    apiPath(API.onetimeAttribute, { tenant, attributeName });

  it('answers a global list to any logged-in user without apikey headers, in order', async () => {
    const res = await get(list('WFM', ATTRIBUTE.paymentMode), auth(site));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual(['Cash', 'Cheque', 'NEFT', 'RTGS', 'UPI'].map((v) => ({ code: v, value: v })));
    const statuses = (await get(list('WFM', ATTRIBUTE.paymentStatus), auth(beta))).json();
    expect(statuses.map((s: { value: string }) => s.value)).toEqual([...PAYABLE_STATUSES]);
    const states = (await get(list('WFM', countryList(ATTRIBUTE.statePrefix, 'India')), auth(demo))).json();
    expect(states).toHaveLength(36);
    expect(states.map((s: { value: string }) => s.value)).toContain('Tamil Nadu');
    const advance = (await get(list('WFM', ATTRIBUTE.advanceStatus), auth(demo))).json();
    expect(advance.map((s: { value: string }) => s.value)).toEqual([
      'Pending',
      'Approved',
      'Rejected',
      'Settled',
    ]);
  });

  it('answers a company list with the apikey headers', async () => {
    const { apiKey } = await company(demo, 1);
    const res = await get(
      list('DEMO01', ATTRIBUTE.vendorUnitsWork),
      auth(demo, { apikey: apiKey, api_client_name: 'DEMO01' }),
    );
    expect(res.statusCode).toBe(202);
    expect(res.json().map((i: { value: string }) => i.value)).toEqual([
      'Sq.ft',
      'Rft',
      'Nos',
      'Lumpsum',
      'Days',
    ]);
    const goods = await get(
      list('DEMO01', ATTRIBUTE.vendorUnitsGoods),
      auth(demo, { apikey: apiKey, api_client_name: 'DEMO01' }),
    );
    expect(goods.json().map((i: { value: string }) => i.value)).toEqual([
      'Kg',
      'Ton',
      'Bags',
      'Litre',
      'Nos',
      'Cum',
    ]);
  });

  it('refuses a company list with missing or wrong apikey headers (403)', async () => {
    const { apiKey } = await company(demo, 1);
    const { apiKey: betaKey } = await company(beta, 2);
    const cases: Record<string, string>[] = [
      {},
      { apikey: apiKey },
      { api_client_name: 'DEMO01' },
      { apikey: betaKey, api_client_name: 'DEMO01' },
      { apikey: apiKey, api_client_name: 'BETA01' },
      { apikey: 'x'.repeat(48), api_client_name: 'DEMO01' },
    ];
    for (const headers of cases) {
      const res = await get(list('DEMO01', ATTRIBUTE.vendorCategory), auth(demo, headers));
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual({ message: commonMessages.forbiddenApiKey });
    }
  });

  it("refuses another company's tenant with 403, and answers [] for an unknown list", async () => {
    const { apiKey } = await company(demo, 1);
    const res = await get(
      list('BETA01', ATTRIBUTE.vendorCategory),
      auth(demo, { apikey: apiKey, api_client_name: 'DEMO01' }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: commonMessages.forbiddenCompany });
    const unknown = await get(list('WFM', 'no.such.list'), auth(demo));
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual([]);
    const bad = await get(list('WFM', '..bad..'), auth(demo));
    expect(bad.statusCode).toBe(400);
  });
});

describe('sites', () => {
  it("answers the caller's company sites", async () => {
    const res = await get(apiPath(API.sitesForCompany, { companyCode: 'DEMO01' }), auth(demo));
    expect(res.statusCode).toBe(202);
    expect(res.json().map((s: { siteCode: string; siteName: string }) => [s.siteCode, s.siteName])).toEqual([
      ['RST01', 'Riverside Towers'],
      ['MDP02', 'Metro Depot'],
      ['HTV03', 'Hilltop Villas'],
    ]);
    expect(res.json()[0]).toEqual({
      siteId: expect.any(Number),
      siteName: 'Riverside Towers',
      siteCode: 'RST01',
    });
    const b = (await get(apiPath(API.sitesForCompany, { companyCode: 'BETA01' }), auth(beta))).json();
    expect(b).toHaveLength(3);
    expect(b.map((s: { siteCode: string }) => s.siteCode)).not.toContain('RST01');
  });

  it("refuses another company's code with 403", async () => {
    const res = await get(apiPath(API.sitesForCompany, { companyCode: 'BETA01' }), auth(demo));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: commonMessages.forbiddenCompany });
    const wfm = await get(apiPath(API.sitesForCompany, { companyCode: 'WFM' }), auth(demo));
    expect(wfm.statusCode).toBe(403);
  });
});

describe('salary cycle', () => {
  const cycle = (token: string, companyCode: string, date?: string, headers: Record<string, string> = {}) =>
    get(
      `${apiPath(API.salaryCycle, { companyCode })}${date === undefined ? '' : `?date=${encodeURIComponent(date)}`}`,
      auth(token, headers),
    );

  it('answers the calendar month for start day 1', async () => {
    const res = await cycle(demo, 'DEMO01', '15-02-2024');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ cycle: '01-02-2024 to 29-02-2024' });
    expect((await cycle(demo, 'DEMO01', '31-12-2025')).json()).toEqual({ cycle: '01-12-2025 to 31-12-2025' });
  });

  it('defaults to today and accepts matching apikey headers', async () => {
    const onDay = (day: string) =>
      onDate(day, async () => {
        const token = await login(app, DEMO.admin.userName, DEMO.admin.password);
        // The apikey value is the session's own, read with its token.
        const { apiKey } = await company(token, 1);
        const res = await cycle(token, 'DEMO01', undefined, { apikey: apiKey, api_client_name: 'DEMO01' });
        expect(res.statusCode).toBe(202);
        return res.json();
      });
    expect(await onDay('2026-11-15')).toEqual({ cycle: '01-11-2026 to 30-11-2026' });
    expect(await onDay('2028-02-29')).toEqual({ cycle: '01-02-2028 to 29-02-2028' });
  });

  it('refuses a bad date with 400 and another company with 403', async () => {
    for (const date of ['2024-02-15', '30-02-2024', '1-1-2024', 'today', '']) {
      const res = await cycle(demo, 'DEMO01', date);
      expect(res.statusCode, date).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    expect((await cycle(demo, 'BETA01', '15-02-2024')).statusCode).toBe(403);
    const { apiKey: betaKey } = await company(beta, 2);
    const wrongKey = await cycle(demo, 'DEMO01', '15-02-2024', {
      apikey: betaKey,
      api_client_name: 'DEMO01',
    });
    expect(wrongKey.statusCode).toBe(403);
    expect(wrongKey.json()).toEqual({ message: commonMessages.forbiddenApiKey });
  });
});

describe('session bootstrap', () => {
  /** What the spec's session calls answer, one by one, for the caller's session (as the app makes them). */
  async function sessionByCalls(token: string, userName: string) {
    const user = (await get(apiPath(API.userByName, { username: userName }), auth(token))).json();
    const [role] = (await get(apiPath(API.rolesForUser, { userId: user.userId }), auth(token))).json();
    const company = companySchema.parse(
      (await get(apiPath(API.companyById, { companyId: user.companyId }), auth(token))).json(),
    );
    const subscription = (
      await post(
        API.subscriptionCheck,
        { erfCompanyId: company.id, erfProductId: role.erfProductId },
        auth(token),
      )
    ).json();
    const keys = { apikey: company.apiKey, api_client_name: company.companyCode };
    const lists: Record<string, unknown> = {};
    for (const name of listNamesForRole(role.userRoleName, company.country)) {
      const own = isCompanyAttribute(name);
      const path = apiPath(API.onetimeAttribute, {
        tenant: own ? company.companyCode : 'WFM',
        attributeName: name,
      });
      const res = await get(path, own ? auth(token, keys) : auth(token));
      lists[name] = res.statusCode === 202 ? res.json() : [];
    }
    const sites = (
      await get(apiPath(API.sitesForCompany, { companyCode: company.companyCode }), auth(token))
    ).json();
    return { user, role, company, subscription, lists, sites };
  }

  it("answers in one call what the spec's session calls answer, for each kind of user", async () => {
    // A company keeping its own copy of a global list gets its own values, as the list call answers.
    await upsertAttribute(app.ctx.db, {
      tenantCode: 'BETA01',
      name: ATTRIBUTE.advanceRemarks,
      code: 'Beta own',
      value: 'Beta own',
      sortOrder: 1,
    });
    for (const [token, userName] of [
      [demo, DEMO.admin.userName],
      [site, DEMO.siteLead.userName],
      [beta, DEMO.beta.userName],
      [portal, DEMO.portal.userName],
    ] as const) {
      const res = await get(API.sessionBootstrap, auth(token));
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual(await sessionByCalls(token, userName));
    }
    const betaLists = (await get(API.sessionBootstrap, auth(beta))).json().lists;
    expect(betaLists[ATTRIBUTE.advanceRemarks]).toEqual([{ code: 'Beta own', value: 'Beta own' }]);
    const demoLists = (await get(API.sessionBootstrap, auth(demo))).json().lists;
    expect(demoLists[ATTRIBUTE.advanceRemarks].length).toBeGreaterThan(1);
    expect(demoLists[countryList(ATTRIBUTE.statePrefix, 'India')]).toHaveLength(36);
  });

  it("names only the caller's own company and writes no second sign-in row", async () => {
    const before = await app.ctx.db.select().from(userAudit);
    const res = await get(API.sessionBootstrap, auth(beta));
    expect(res.json()).toMatchObject({ company: { companyCode: 'BETA01' }, user: { companyId: 2 } });
    expect(JSON.stringify(res.json())).not.toContain('DEMO01');
    expect(await app.ctx.db.select().from(userAudit)).toHaveLength(before.length);
  });

  it('answers 401 without a token', async () => {
    const res = await get(API.sessionBootstrap, {});
    expect(res.statusCode).toBe(401);
  });
});

describe('unknown routes', () => {
  it('answer 404 with a message, with or without a token', async () => {
    for (const headers of [{}, auth(demo)]) {
      const res = await get('/wfm-nothing/here', headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: commonMessages.notFound });
    }
    const del = await app.inject({ method: 'DELETE', url: '/nothing' });
    expect(del.statusCode).toBe(404);
    expect(del.json()).toEqual({ message: commonMessages.notFound });
  });
});

describe('demo companies', () => {
  it('the session says isDemo for the seeded companies and not for a company onboarded by the CLI', async () => {
    const db = app.ctx.db;
    await runCommand(db, [
      'create-company',
      '--code',
      'REAL01',
      '--name',
      'Real Works',
      '--country',
      'India',
    ]);
    await runCommand(db, [
      ...['create-role', '--company', 'REAL01', '--name', 'CompanyAdmin', '--type', 'ADMIN'],
      '--all-modules',
    ]);
    await runCommand(db, [
      ...['create-user', '--company', 'REAL01', '--username', 'realadmin', '--password', 'Real@12345'],
      ...['--first-name', 'Real', '--last-name', 'Admin', '--role', 'CompanyAdmin'],
    ]);
    const real = await login(app, 'realadmin', 'Real@12345');
    const realSession = await get(API.sessionBootstrap, auth(real));
    expect(realSession.statusCode).toBe(202);
    expect(realSession.json().company).toMatchObject({ companyCode: 'REAL01', isDemo: false });
    for (const token of [demo, beta]) {
      expect((await get(API.sessionBootstrap, auth(token))).json().company.isDemo).toBe(true);
    }
  });
});
