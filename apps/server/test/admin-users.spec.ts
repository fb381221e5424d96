import {
  API,
  type AuditEntry,
  adminMessages,
  apiPath,
  auditChanges,
  auditWhat,
  commonMessages,
  loginMessages,
  passwordMessages,
  TOTAL_COUNT_HEADER,
} from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, closeTestApp, companyToday, createTestApp, DEMO, login } from './helpers.js';

/** The company's users (Admin → Users), every user's password and sessions, profile and audit. */

let app: FastifyInstance;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await login(app, DEMO.admin.userName, DEMO.admin.password);
});
afterAll(() => closeTestApp(app));

const post = (url: string, token: string, payload?: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: auth(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const get = (url: string, token: string) => app.inject({ method: 'GET', url, headers: auth(token) });
const userId = async (userName: string) => {
  const res = await get(`${API.adminUsers}?q=${encodeURIComponent(userName)}`, admin);
  const found = (res.json() as { userId: number; userName: string }[]).find((u) => u.userName === userName);
  if (!found) throw new Error(`no user ${userName}`);
  return found.userId;
};
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await app.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;

const newUser = (userName: string, roleName = 'SiteLead') => ({
  userName,
  firstName: 'New',
  lastName: 'Person',
  email: `${userName}@example.in`,
  phone: '+91 98765 43210',
  roleName,
});

describe('users: list', () => {
  it('pages the company’s users with the whole count, searched by q, and never another company’s', async () => {
    const res = await get(`${API.adminUsers}?page=1&size=2`, admin);
    expect(res.statusCode).toBe(202);
    expect(res.headers[TOTAL_COUNT_HEADER]).toBe('3');
    const page = res.json() as { userName: string }[];
    expect(page.map((u) => u.userName)).toEqual(['demoadmin', 'portaladmin']);
    const searched = (await get(`${API.adminUsers}?q=lead`, admin)).json() as {
      userName: string;
      roleName: string;
    }[];
    expect(searched).toMatchObject([
      { userName: 'sitelead', roleName: 'SiteLead', isActive: true, locked: false },
    ]);
    const beta = await login(app, DEMO.beta.userName, DEMO.beta.password);
    const betaList = (await get(API.adminUsers, beta)).json() as { userName: string }[];
    expect(betaList.map((u) => u.userName)).toEqual(['betaadmin']);
  });

  it('refuses a USER role type (403) and a role without module Admin (403)', async () => {
    const lead = await login(app, DEMO.siteLead.userName, DEMO.siteLead.password);
    const res = await get(API.adminUsers, lead);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: commonMessages.forbiddenModule });
  });
});

describe('users: add, one-time password, must change', () => {
  let oneTime = '';
  it('adds a user with a role of the company and answers a one-time password once', async () => {
    const res = await post(API.adminUsers, admin, newUser('newperson1'));
    expect(res.statusCode).toBe(202);
    const body = res.json() as { oneTimePassword: string; message: string };
    expect(body.message).toBe(adminMessages.userCreated('newperson1'));
    expect(body.oneTimePassword).toMatch(/^.{14}$/);
    oneTime = body.oneTimePassword;
    const [stored] = await rows<{ password_hash: string; must_change_password: boolean; email: string }>(
      sql`select password_hash, must_change_password, email from users where user_name = 'newperson1'`,
    );
    expect(stored?.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(stored?.password_hash).not.toContain(oneTime);
    expect(stored?.must_change_password).toBe(true);
    expect(stored?.email).toBe('newperson1@example.in');
    // Listing never shows it again.
    const listed = (await get(`${API.adminUsers}?q=newperson1`, admin)).body;
    expect(listed).not.toContain(oneTime);
    expect(JSON.parse(listed)[0]).toMatchObject({ mustChangePassword: true, roleName: 'SiteLead' });
  });

  it('refuses a taken user name (any company), an unknown role and another company’s role (400)', async () => {
    expect((await post(API.adminUsers, admin, newUser('betaadmin'))).json()).toEqual({
      message: adminMessages.userNameTaken,
    });
    const unknown = await post(API.adminUsers, admin, newUser('newperson2', 'NoSuchRole'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: adminMessages.roleNotFound });
    const bad = await post(API.adminUsers, admin, { ...newUser('x'), email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
  });

  it('after signing in with it, only the password, session and sign-out calls answer until it is changed', async () => {
    const res = await app.inject({
      method: 'POST',
      url: API.login,
      payload: { userName: 'newperson1', password: oneTime },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ mustChangePassword: true });
    const token = (res.json() as { jwt: string }).jwt;
    const vendors = await get(apiPath(API.vendorsForTenant, { tenant: 'DEMO01' }), token);
    expect(vendors.statusCode).toBe(403);
    expect(vendors.json()).toEqual({ message: passwordMessages.mustChange });
    expect((await get(apiPath(API.userByName, { username: 'newperson1' }), token)).statusCode).toBe(202);

    const wrong = await post(API.changePassword, token, {
      currentPassword: 'Wrong@1234',
      newPassword: 'Mine@2026x',
      confirmPassword: 'Mine@2026x',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: passwordMessages.currentWrong });
    const weak = await post(API.changePassword, token, {
      currentPassword: oneTime,
      newPassword: 'onlyletters',
      confirmPassword: 'onlyletters',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ message: passwordMessages.needsDigit });
    const mismatch = await post(API.changePassword, token, {
      currentPassword: oneTime,
      newPassword: 'Mine@2026x',
      confirmPassword: 'Mine@2026y',
    });
    expect(mismatch.json()).toEqual({ message: passwordMessages.confirmMismatch });

    const changed = await post(API.changePassword, token, {
      currentPassword: oneTime,
      newPassword: 'Mine@2026x',
      confirmPassword: 'Mine@2026x',
    });
    expect(changed.statusCode).toBe(202);
    const fresh = (changed.json() as { jwt: string; message: string }).jwt;
    expect(changed.json()).toMatchObject({ message: passwordMessages.changed });
    // The old token is ended; the fresh one works for everything the role has.
    expect((await get(apiPath(API.vendorsForTenant, { tenant: 'DEMO01' }), token)).statusCode).toBe(401);
    expect((await get(apiPath(API.vendorsForTenant, { tenant: 'DEMO01' }), fresh)).statusCode).toBe(202);
    // The one-time password no longer signs in; the new one does, without the flag.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: API.login,
          payload: { userName: 'newperson1', password: oneTime },
        })
      ).statusCode,
    ).toBe(404);
    const again = await app.inject({
      method: 'POST',
      url: API.login,
      payload: { userName: 'newperson1', password: 'Mine@2026x' },
    });
    expect(Object.keys(again.json()).sort()).toEqual(['jwt', 'userName']);
  });
});

describe('users: reset, disable, enable, unlock', () => {
  it('a reset answers a new one-time password, ends the user’s sessions and sets the flag', async () => {
    const before = await login(app, 'newperson1', 'Mine@2026x');
    const id = await userId('newperson1');
    const res = await post(apiPath(API.adminUserResetPassword, { userId: id }), admin);
    expect(res.statusCode).toBe(202);
    const { oneTimePassword } = res.json() as { oneTimePassword: string };
    expect((await get(apiPath(API.userByName, { username: 'newperson1' }), before)).statusCode).toBe(401);
    const after = await app.inject({
      method: 'POST',
      url: API.login,
      payload: { userName: 'newperson1', password: oneTimePassword },
    });
    expect(after.json()).toMatchObject({ mustChangePassword: true });
  });

  it('disable ends the sessions at once and refuses sign-in; enable lets them in again', async () => {
    const lead = await login(app, DEMO.siteLead.userName, DEMO.siteLead.password);
    const id = await userId('sitelead');
    const off = await post(apiPath(API.adminUserEnabled, { userId: id }), admin, { enabled: false });
    expect(off.json()).toEqual({ message: adminMessages.userDisabled('sitelead') });
    expect((await get(apiPath(API.userByName, { username: 'sitelead' }), lead)).statusCode).toBe(401);
    const refused = await app.inject({ method: 'POST', url: API.login, payload: DEMO.siteLead });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: loginMessages.invalidCredentials });
    await post(apiPath(API.adminUserEnabled, { userId: id }), admin, { enabled: true });
    expect((await login(app, DEMO.siteLead.userName, DEMO.siteLead.password)).length).toBeGreaterThan(20);
  });

  it('an administrator cannot disable themselves (400)', async () => {
    const id = await userId('demoadmin');
    const res = await post(apiPath(API.adminUserEnabled, { userId: id }), admin, { enabled: false });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: adminMessages.notSelf });
  });

  it('unlock clears the sign-in lockout of a user', async () => {
    for (let i = 0; i < 6; i++) {
      await app.inject({
        method: 'POST',
        url: API.login,
        payload: { userName: 'sitelead', password: 'Wrong@0000' },
      });
    }
    const locked = await app.inject({ method: 'POST', url: API.login, payload: DEMO.siteLead });
    expect(locked.statusCode).toBe(429);
    const listed = (await get(`${API.adminUsers}?q=sitelead`, admin)).json() as { locked: boolean }[];
    expect(listed[0]?.locked).toBe(true);
    const id = await userId('sitelead');
    expect((await post(apiPath(API.adminUserUnlock, { userId: id }), admin)).statusCode).toBe(202);
    expect((await app.inject({ method: 'POST', url: API.login, payload: DEMO.siteLead })).statusCode).toBe(
      202,
    );
  });

  it('another company’s user is not found (404) and nothing changes', async () => {
    const beta = await login(app, DEMO.beta.userName, DEMO.beta.password);
    const id = await userId('sitelead');
    for (const url of [
      apiPath(API.adminUserResetPassword, { userId: id }),
      apiPath(API.adminUserUnlock, { userId: id }),
    ]) {
      const res = await post(url, beta);
      expect(res.statusCode).toBe(404);
    }
    const res = await post(apiPath(API.adminUserEnabled, { userId: id }), beta, { enabled: false });
    expect(res.statusCode).toBe(404);
    expect((await login(app, DEMO.siteLead.userName, DEMO.siteLead.password)).length).toBeGreaterThan(20);
  });
});

describe('my password and sessions', () => {
  it('sign out everywhere ends every session of the caller, this one included', async () => {
    const one = await login(app, DEMO.siteLead.userName, DEMO.siteLead.password);
    const two = await login(app, DEMO.siteLead.userName, DEMO.siteLead.password);
    const res = await post(API.logoutEverywhere, one);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: passwordMessages.signedOutEverywhere });
    for (const token of [one, two]) {
      expect((await get(apiPath(API.userByName, { username: 'sitelead' }), token)).statusCode).toBe(401);
    }
    expect((await login(app, DEMO.siteLead.userName, DEMO.siteLead.password)).length).toBeGreaterThan(20);
  });

  it('changing my password ends my other sessions and keeps this browser signed in with a fresh token', async () => {
    const other = await login(app, DEMO.siteLead.userName, DEMO.siteLead.password);
    const mine = await login(app, DEMO.siteLead.userName, DEMO.siteLead.password);
    const res = await post(API.changePassword, mine, {
      currentPassword: DEMO.siteLead.password,
      newPassword: 'Site@67890',
      confirmPassword: 'Site@67890',
    });
    expect(res.statusCode).toBe(202);
    const fresh = (res.json() as { jwt: string }).jwt;
    expect((await get(apiPath(API.userByName, { username: 'sitelead' }), other)).statusCode).toBe(401);
    expect((await get(apiPath(API.userByName, { username: 'sitelead' }), fresh)).statusCode).toBe(202);
    // Put it back for the tests after.
    await post(API.changePassword, fresh, {
      currentPassword: 'Site@67890',
      newPassword: DEMO.siteLead.password,
      confirmPassword: DEMO.siteLead.password,
    });
  });
});

describe('profile and audit log', () => {
  it('shows the company’s profile read-only', async () => {
    const res = await get(API.adminProfile, admin);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      companyCode: 'DEMO01',
      companyName: 'Demo Constructions',
      country: 'India',
      vendorLimit: null,
      subscriptionStatus: 'Active',
    });
  });

  it('lists sign-ins and every admin action, newest first, paged, only the company’s', async () => {
    await post(API.userAudit, admin, { companyCode: 'DEMO01', userName: 'demoadmin', jwtToken: admin });
    const res = await get(`${API.adminAudit}?page=1&size=50`, admin);
    expect(res.statusCode).toBe(202);
    const entries = res.json() as { at: string; action: string; actor: string; targetName: string }[];
    expect(Number(res.headers[TOTAL_COUNT_HEADER])).toBeGreaterThanOrEqual(entries.length);
    const actions = entries.map((e) => `${e.action} ${e.targetName}`);
    for (const expected of [
      'user.create newperson1',
      'user.reset-password newperson1',
      'user.disable sitelead',
      'user.enable sitelead',
      'user.unlock sitelead',
      'sign-in demoadmin',
    ]) {
      expect(actions).toContain(expected);
    }
    expect(entries.every((e) => e.actor !== 'betaadmin')).toBe(true);
    const times = entries.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const beta = await login(app, DEMO.beta.userName, DEMO.beta.password);
    const betaEntries = (await get(API.adminAudit, beta)).json() as { targetName: string }[];
    expect(betaEntries.some((e) => e.targetName === 'newperson1')).toBe(false);
  });

  it('filters by who, what and when, reads in words, and exports the filtered log', async () => {
    type Entry = AuditEntry;
    const list = async (query: string) => {
      const res = await get(`${API.adminAudit}?page=1&size=100&${query}`, admin);
      expect(res.statusCode, res.body).toBe(202);
      return { rows: res.json() as Entry[], total: Number(res.headers[TOTAL_COUNT_HEADER]) };
    };
    const users = await list('kind=user');
    expect(users.rows.length).toBeGreaterThan(0);
    expect(users.total).toBe(users.rows.length);
    expect(users.rows.every((e) => e.action.startsWith('user.'))).toBe(true);
    const signIns = await list('kind=sign-in&q=DEMOADM');
    expect(signIns.rows.length).toBeGreaterThan(0);
    expect(signIns.rows.every((e) => e.actor === 'demoadmin' && !e.action.includes('.'))).toBe(true);
    // A user name in what was done to: sitelead, disabled by demoadmin.
    expect((await list('q=siteLEAD&kind=user')).rows.map((e) => e.action)).toContain('user.disable');
    // Today's rows (the company's today: its days are Asia/Kolkata's), and none from a day that has not come.
    const today = companyToday();
    expect((await list(`atFrom=${today}&atTo=${today}`)).total).toBe((await list('')).total);
    expect((await list('atFrom=2100-01-01')).rows).toEqual([]);
    expect((await get(`${API.adminAudit}?kind=payroll`, admin)).statusCode).toBe(400);
    expect((await get(`${API.adminAudit}?atFrom=26-11-2026`, admin)).statusCode).toBe(400);

    // In words: "Created user newperson1", a sign-in as "Signed in".
    const created = users.rows.find((e) => e.action === 'user.create' && e.targetName === 'newperson1');
    expect(created && auditWhat(created)).toBe('Created user newperson1');
    const signIn = signIns.rows.find((e) => e.action === 'sign-in');
    expect(signIn && auditWhat(signIn)).toBe(adminMessages.auditEvents['sign-in']);
    expect(auditChanges({ details: { from: 'Active', to: 'Inactive' } })).toEqual(['Active → Inactive']);

    // The export: the same rows, in words, filtered as asked; a USER is refused.
    const file = await get(`${API.adminAuditExport}?format=csv&kind=user`, admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/audit-log-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = file.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain(adminMessages.colWhat);
    expect(lines).toHaveLength(users.rows.length + 1);
    expect(file.body).toContain('Created user newperson1');
    expect(file.body).not.toContain('Signed in');
    const lead = await login(app, DEMO.siteLead.userName, DEMO.siteLead.password);
    expect((await get(`${API.adminAuditExport}?format=csv`, lead)).statusCode).toBe(403);
    // Another company's administrator exports its own log only.
    const beta = await login(app, DEMO.beta.userName, DEMO.beta.password);
    const betaFile = await get(`${API.adminAuditExport}?format=csv&q=newperson1`, beta);
    expect(betaFile.statusCode).toBe(200);
    expect(betaFile.body).not.toContain('newperson1');
  });
});

describe('the portal’s role is out of a company administrator’s reach', () => {
  const reserved = { message: adminMessages.portalRoleReserved };
  const roleId = async (name: string) => {
    const roles = (await get(API.adminRoles, admin)).json() as { roleId: number; name: string }[];
    const found = roles.find((r) => r.name === name);
    if (!found) throw new Error(`no role ${name}`);
    return found.roleId;
  };

  it('no user is added with PortalAdmin, and portaladmin is not reset, disabled or unlocked', async () => {
    const added = await post(API.adminUsers, admin, newUser('wouldbeportal', 'PortalAdmin'));
    expect(added.statusCode).toBe(403);
    expect(added.json()).toEqual(reserved);
    const id = await userId('portaladmin');
    const hashBefore = await rows<{ password_hash: string }>(
      sql`select password_hash from users where user_name = 'portaladmin'`,
    );
    for (const [url, payload] of [
      [apiPath(API.adminUserResetPassword, { userId: id }), undefined],
      [apiPath(API.adminUserEnabled, { userId: id }), { enabled: false }],
      [apiPath(API.adminUserUnlock, { userId: id }), undefined],
    ] as const) {
      const res = await post(url, admin, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(reserved);
    }
    expect(
      await rows(sql`select password_hash from users where user_name = 'portaladmin' and is_active`),
    ).toEqual(hashBefore);
    expect(await login(app, 'portaladmin', 'Portal@12345')).toBeTruthy();
  });

  it('no role is named PortalAdmin (any case), and the PortalAdmin role is not edited', async () => {
    const body = { roleType: 'ADMIN', modules: [{ moduleName: 'Admin', rights: [] }] };
    const created = await post(API.adminRoles, admin, { ...body, name: 'portaladmin' });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual(reserved);
    const edit = await app.inject({
      method: 'PUT',
      url: apiPath(API.adminRole, { roleId: await roleId('PortalAdmin') }),
      headers: auth(admin),
      payload: { ...body, name: 'PortalAdmin' },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual(reserved);
    const rename = await app.inject({
      method: 'PUT',
      url: apiPath(API.adminRole, { roleId: await roleId('SiteLead') }),
      headers: auth(admin),
      payload: { ...body, roleType: 'USER', name: ' PORTALADMIN ' },
    });
    expect(rename.statusCode).toBe(400);
    expect(rename.json()).toEqual(reserved);
  });
});
