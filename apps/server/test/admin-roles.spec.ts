import {
  API,
  adminMessages,
  advanceServerMessages,
  apiPath,
  commonMessages,
  MODULE_NAMES,
  rightsMessages,
} from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, closeTestApp, createTestApp, DEMO, login } from './helpers.js';

/** Roles (Admin → Roles) — name, type, modules and the rights inside them, honoured at once. */

let app: FastifyInstance;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await login(app, DEMO.admin.userName, DEMO.admin.password);
});
afterAll(() => closeTestApp(app));

interface Role {
  roleId: number;
  name: string;
  roleType: string;
  modules: { moduleName: string; rights: string[] }[];
  users: number;
}
const roles = async (token = admin) =>
  (await app.inject({ url: API.adminRoles, headers: auth(token) })).json() as Role[];
const saveRole = (payload: unknown, roleId?: number) =>
  app.inject({
    method: roleId === undefined ? 'POST' : 'PUT',
    url: roleId === undefined ? API.adminRoles : apiPath(API.adminRole, { roleId }),
    headers: auth(admin),
    payload: payload as object,
  });

/** Adds a user with `roleName` and signs them in with a password of their own. */
async function userWith(roleName: string, userName: string): Promise<string> {
  const created = await app.inject({
    method: 'POST',
    url: API.adminUsers,
    headers: auth(admin),
    payload: { userName, firstName: 'Role', lastName: 'Test', roleName },
  });
  expect(created.statusCode).toBe(202);
  const { oneTimePassword } = created.json() as { oneTimePassword: string };
  const first = await login(app, userName, oneTimePassword);
  const changed = await app.inject({
    method: 'POST',
    url: API.changePassword,
    headers: auth(first),
    payload: { currentPassword: oneTimePassword, newPassword: 'Role@12345', confirmPassword: 'Role@12345' },
  });
  return (changed.json() as { jwt: string }).jwt;
}

describe('roles', () => {
  it('lists the company’s roles with their modules, rights and user counts', async () => {
    const list = await roles();
    expect(list.map((r) => r.name)).toEqual(['CompanyAdmin', 'PortalAdmin', 'SiteLead']);
    const admins = list.find((r) => r.name === 'CompanyAdmin');
    expect(admins?.modules.map((m) => m.moduleName)).toEqual(MODULE_NAMES);
    expect(admins?.users).toBe(1);
    const beta = await login(app, DEMO.beta.userName, DEMO.beta.password);
    expect((await roles(beta)).map((r) => r.name)).toEqual(['CompanyAdmin']);
  });

  it('adds a role; a name already used in the company (any case) is refused 400', async () => {
    const res = await saveRole({
      name: 'Buyer',
      roleType: 'USER',
      modules: [{ moduleName: 'Vendor Supplier', rights: ['view', 'create'] }],
    });
    expect(res.statusCode).toBe(202);
    const buyer = (await roles()).find((r) => r.name === 'Buyer');
    expect(buyer).toMatchObject({
      roleType: 'USER',
      modules: [{ moduleName: 'Vendor Supplier', rights: ['view', 'create'] }],
    });
    const again = await saveRole({ name: 'buyer', roleType: 'USER', modules: [] });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: adminMessages.roleNameTaken });
  });

  it('refuses an unknown module, right or role type (400)', async () => {
    for (const body of [
      { name: 'Bad1', roleType: 'USER', modules: [{ moduleName: 'Nope', rights: [] }] },
      { name: 'Bad2', roleType: 'USER', modules: [{ moduleName: 'Admin', rights: ['fly'] }] },
      { name: 'Bad3', roleType: 'ROOT', modules: [] },
    ]) {
      expect((await saveRole(body)).statusCode).toBe(400);
    }
    expect((await roles()).some((r) => r.name.startsWith('Bad'))).toBe(false);
  });

  it('a change of modules is honoured at once for the role’s signed-in users', async () => {
    const roleId = (
      await saveRole({
        name: 'Shifting',
        roleType: 'USER',
        modules: [{ moduleName: 'Vendor Supplier', rights: [] }],
      })
    ).json().roleId as number;
    const token = await userWith('Shifting', 'shiftinguser');
    const vendors = apiPath(API.vendorsForTenant, { tenant: 'DEMO01' });
    expect((await app.inject({ url: vendors, headers: auth(token) })).statusCode).toBe(202);
    await saveRole(
      { name: 'Shifting', roleType: 'USER', modules: [{ moduleName: 'Advance Management', rights: [] }] },
      roleId,
    );
    const refused = await app.inject({ url: vendors, headers: auth(token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: commonMessages.forbiddenModule });
    const roleRes = await app.inject({
      url: apiPath(API.rolesForUser, {
        userId: (
          await app.inject({
            url: apiPath(API.userByName, { username: 'shiftinguser' }),
            headers: auth(token),
          })
        ).json().userId,
      }),
      headers: auth(token),
    });
    expect(JSON.stringify(roleRes.json())).toContain('Advance Management');
  });

  it('an administrator cannot take type ADMIN or module Admin away from their own role (400)', async () => {
    const own = (await roles()).find((r) => r.name === 'CompanyAdmin');
    for (const body of [
      { name: 'CompanyAdmin', roleType: 'USER', modules: [{ moduleName: 'Admin', rights: [] }] },
      { name: 'CompanyAdmin', roleType: 'ADMIN', modules: [{ moduleName: 'Reports', rights: [] }] },
    ]) {
      const res = await saveRole(body, own?.roleId);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: adminMessages.notOwnRole });
    }
    expect((await roles()).find((r) => r.name === 'CompanyAdmin')?.modules).toHaveLength(13);
  });

  it('another company’s role is not found (404) and unchanged', async () => {
    const beta = await login(app, DEMO.beta.userName, DEMO.beta.password);
    const buyer = (await roles()).find((r) => r.name === 'Buyer');
    const res = await app.inject({
      method: 'PUT',
      url: apiPath(API.adminRole, { roleId: buyer?.roleId ?? 0 }),
      headers: auth(beta),
      payload: { name: 'Stolen', roleType: 'ADMIN', modules: [] },
    });
    expect(res.statusCode).toBe(404);
    expect((await roles()).find((r) => r.roleId === buyer?.roleId)?.name).toBe('Buyer');
  });
});

describe('rights granted to a role', () => {
  const advanceBody = {
    companyCode: 'DEMO01',
    siteCode: 'RST01',
    requestedAmount: 100,
    requestedByDate: '2026-06-01',
    status: 'Pending',
    requesterComments: 'Transport',
    documentIds: '',
  };

  it('a USER role without approve cannot approve; granted approve and edit all in Advance Management, it approves others’ advances', async () => {
    const roleId = (
      await saveRole({
        name: 'Approver',
        roleType: 'USER',
        modules: [{ moduleName: 'Advance Management', rights: ['view', 'create'] }],
      })
    ).json().roleId as number;
    const token = await userWith('Approver', 'approveruser');
    const { apiKey } = (
      await app.inject({ url: apiPath(API.companyById, { companyId: 1 }), headers: auth(token) })
    ).json() as { apiKey: string };
    const keyed = auth(token, { apikey: apiKey, api_client_name: 'DEMO01' });
    const created = await app.inject({
      method: 'POST',
      url: API.advance,
      headers: auth(admin),
      payload: advanceBody,
    });
    expect(created.json()).toMatchObject({ advanceId: expect.any(String) });
    const record = { ...advanceBody, ...(created.json() as { advanceId: string; advanceRequestId: number }) };
    const refused = await app.inject({
      method: 'PUT',
      url: API.advance,
      headers: keyed,
      payload: { ...record, status: 'Approved' },
    });
    expect(refused.json()).toEqual({ message: advanceServerMessages.statusAdminOnly });
    expect(refused.statusCode).toBe(403);
    await saveRole(
      {
        name: 'Approver',
        roleType: 'USER',
        modules: [{ moduleName: 'Advance Management', rights: ['view', 'create', 'approve', 'edit all'] }],
      },
      roleId,
    );
    const approved = await app.inject({
      method: 'PUT',
      url: API.advance,
      headers: keyed,
      payload: { ...record, status: 'Approved' },
    });
    expect(approved.statusCode).toBe(202);
  });

  it('settle in Vendor Supplier lets a USER role record a payment; without it 403', async () => {
    const roleId = (
      await saveRole({
        name: 'Settler',
        roleType: 'USER',
        modules: [{ moduleName: 'Vendor Supplier', rights: ['view'] }],
      })
    ).json().roleId as number;
    const token = await userWith('Settler', 'settleruser');
    const payments = apiPath(API.vendorPayments, { tenant: 'DEMO01' });
    const list = (await app.inject({ url: payments, headers: auth(admin) })).json() as {
      paymentId: number;
    }[];
    const target = list[0]?.paymentId ?? 0;
    const body = { tenantCode: 'DEMO01', paymentId: target, reason: 'Granted settle' };
    const refused = await app.inject({
      method: 'POST',
      url: API.vendorPaymentReverse,
      headers: auth(token),
      payload: body,
    });
    expect(refused.statusCode).toBe(403);
    await saveRole(
      {
        name: 'Settler',
        roleType: 'USER',
        modules: [{ moduleName: 'Vendor Supplier', rights: ['view', 'settle'] }],
      },
      roleId,
    );
    const reversed = await app.inject({
      method: 'POST',
      url: API.vendorPaymentReverse,
      headers: auth(token),
      payload: body,
    });
    expect([202, 400]).toContain(reversed.statusCode);
    expect(reversed.statusCode === 400 ? reversed.json().message : '').not.toBe(
      rightsMessages.paymentReverseAdminOnly,
    );
  });

  it('every role change is in the audit log', async () => {
    const entries = (
      await app.inject({ url: `${API.adminAudit}?size=100`, headers: auth(admin) })
    ).json() as {
      action: string;
      targetName: string;
    }[];
    const actions = entries.map((e) => `${e.action} ${e.targetName}`);
    for (const expected of [
      'role.create Buyer',
      'role.create Shifting',
      'role.update Shifting',
      'role.update Approver',
    ]) {
      expect(actions).toContain(expected);
    }
  });
});
