import { API, apiPath, commonMessages, loginMessages } from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeError } from '../src/lib/safe-error.js';
import { keyHeaders, PNG_1x1, uploadDocument } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp, DEMO, login } from './helpers.js';

/**
 * Logs: the server's log lines, captured at level info while sign-ins, refused
 * sign-ins, uploads, audits with the token in the body, cross-tenant calls and logout run, hold no
 * password, token or API key; every refused sign-in and refused call is logged with its request id.
 */

let app: FastifyInstance;
const lines: string[] = [];
const secrets: string[] = [];
const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  app = await createTestApp({ logLevel: 'info', logStream: { write: (line: string) => lines.push(line) } });

  const demo = await login(app, DEMO.admin.userName, DEMO.admin.password);
  const beta = await login(app, DEMO.beta.userName, DEMO.beta.password);
  const company = (
    await app.inject({ url: apiPath(API.companyById, { companyId: 1 }), headers: auth(demo) })
  ).json() as { apiKey: string; companyCode: string };
  const demoKeys = { token: demo, apiKey: company.apiKey, companyCode: company.companyCode };
  secrets.push(DEMO.admin.password, DEMO.beta.password, DEMO.siteLead.password, 'Wrong@Pass1', demo, beta);
  secrets.push(demo.split('.')[2] as string, beta.split('.')[2] as string, company.apiKey);

  // A user name locked after five wrong passwords, then tried with the right one.
  for (let i = 0; i < 6; i++) {
    await app.inject({
      method: 'POST',
      url: API.login,
      payload: { userName: DEMO.siteLead.userName, password: i < 5 ? 'Wrong@Pass1' : DEMO.siteLead.password },
    });
  }
  // The token travels in a body (user audit) and in headers with the API key.
  await app.inject({
    method: 'POST',
    url: API.userAudit,
    payload: { companyCode: 'DEMO01', userName: 'demoadmin', jwtToken: demo },
    headers: auth(demo),
  });
  await app.inject({
    url: apiPath(API.vendorsForTenant, { tenant: 'DEMO01' }),
    headers: keyHeaders(demoKeys),
  });
  await uploadDocument(app, demo, PNG_1x1, 'receipt.png', { companyCode: 'DEMO01' });
  // Cross-tenant: a path naming DEMO01 (403) and DEMO01's document id (404).
  await app.inject({ url: apiPath(API.sitesForCompany, { companyCode: 'DEMO01' }), headers: auth(beta) });
  await app.inject({ url: apiPath(API.advanceDocumentDownload, { documentIds: 1 }), headers: auth(beta) });
  // A forged token, then logout.
  await app.inject({
    url: apiPath(API.sitesForCompany, { companyCode: 'DEMO01' }),
    headers: auth(`${demo}x`),
  });
  // A new user's one-time password, its use, a change of password and a reset.
  const created = await app.inject({
    method: 'POST',
    url: API.adminUsers,
    headers: auth(demo),
    payload: { userName: 'loggeduser', firstName: 'Logged', lastName: 'User', roleName: 'SiteLead' },
  });
  const oneTime = (created.json() as { oneTimePassword: string }).oneTimePassword;
  const first = await login(app, 'loggeduser', oneTime);
  await app.inject({
    method: 'POST',
    url: API.changePassword,
    headers: auth(first),
    payload: { currentPassword: 'Wrong@Pass2', newPassword: 'Chosen@Pass3', confirmPassword: 'Chosen@Pass3' },
  });
  const changed = await app.inject({
    method: 'POST',
    url: API.changePassword,
    headers: auth(first),
    payload: { currentPassword: oneTime, newPassword: 'Chosen@Pass3', confirmPassword: 'Chosen@Pass3' },
  });
  const fresh = (changed.json() as { jwt: string }).jwt;
  const listed = await app.inject({ url: `${API.adminUsers}?q=loggeduser`, headers: auth(demo) });
  const userId = (listed.json() as { userId: number }[])[0]?.userId ?? 0;
  const reset = await app.inject({
    method: 'POST',
    url: apiPath(API.adminUserResetPassword, { userId }),
    headers: auth(demo),
  });
  secrets.push(oneTime, 'Wrong@Pass2', 'Chosen@Pass3', first, fresh);
  secrets.push((reset.json() as { oneTimePassword: string }).oneTimePassword);
  await app.inject({ method: 'POST', url: API.logout, headers: auth(demo) });
});
afterAll(() => closeTestApp(app));

describe('server logs', () => {
  it('were written', () => {
    expect(lines.length).toBeGreaterThan(20);
  });

  it('hold no password, token or API key', () => {
    const text = lines.join('\n');
    for (const secret of secrets)
      expect(text.includes(secret), `a secret of length ${secret.length}`).toBe(false);
  });

  it('log every refused sign-in with its request id and the user name', () => {
    const refused = entries().filter((e) => e.msg === 'sign-in refused');
    expect(refused).toHaveLength(6);
    for (const entry of refused) {
      expect(entry.reqId).toEqual(expect.any(String));
      expect(entry.userName).toBe(DEMO.siteLead.userName);
    }
    expect(refused.filter((e) => e.statusCode === 404)).toHaveLength(5);
    expect(
      refused.filter((e) => e.statusCode === 429 && e.reason === loginMessages.tooManyAttempts),
    ).toHaveLength(1);
  });

  it('hold one access line per request: method, path, status, time and request id', () => {
    const access = entries().filter((e) => e.msg === 'request');
    // 6 sign-ins + 2 logins + company + audit + vendors + upload + 2 cross-tenant + forged + logout,
    // and the admin's add user, sign-in, two changes of password, user list and reset.
    expect(access).toHaveLength(22);
    expect(new Set(access.map((e) => e.reqId)).size).toBe(22);
    expect(access).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'POST', url: API.login, statusCode: 429, ms: expect.any(Number) }),
        expect.objectContaining({
          method: 'GET',
          url: apiPath(API.sitesForCompany, { companyCode: 'DEMO01' }),
          statusCode: 403,
        }),
        expect.objectContaining({ method: 'POST', url: API.logout, statusCode: 202 }),
      ]),
    );
  });

  it('log refused cross-tenant and forged-token calls with their request id, route and caller', () => {
    const refused = entries().filter((e) => e.msg === 'call refused');
    expect(refused).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          statusCode: 403,
          route: API.sitesForCompany,
          user: DEMO.beta.userName,
          reqId: expect.any(String),
        }),
        expect.objectContaining({
          statusCode: 404,
          route: API.advanceDocumentDownload,
          user: DEMO.beta.userName,
          reqId: expect.any(String),
        }),
        expect.objectContaining({ statusCode: 401, route: API.sitesForCompany, reqId: expect.any(String) }),
      ]),
    );
  });

  it('log a failed query without its parameters or SQL text: class, SQLSTATE, route and request id only', async () => {
    // A realistic database failure: a constraint the row breaks (PostgreSQL's error detail then
    // quotes the whole failing row, and drizzle's error carries the query and its parameters).
    await app.ctx.db.execute(
      sql.raw(`alter table vendors add constraint zz_log_probe check (vendor_name <> 'ZZLOGPROBE')`),
    );
    const from = lines.length;
    const demo = await login(app, DEMO.admin.userName, DEMO.admin.password);
    const probe = {
      tenantCode: 'DEMO01',
      vendorName: 'ZZLOGPROBE',
      vendorDescription: 'ZZDESCPROBE',
      vendorCategory: 'Civil',
      typeOfWork: 'Masonry',
      typeOfGoods: '',
      contactPerson: 'ZZPERSONPROBE',
      phoneNumber: '9876501234',
      emailId: 'zzprobe@example.in',
      addressLine1: 'ZZADDRESSPROBE',
      addressLine2: 'Line two',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      openingBalance: 4321.5,
      openingBalanceDate: '2026-05-01',
      typeOfTransactionForOb: 'Dr',
    };
    const res = await app.inject({ method: 'POST', url: API.vendor, payload: probe, headers: auth(demo) });
    await app.ctx.db.execute(sql.raw('alter table vendors drop constraint zz_log_probe'));
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: commonMessages.serverError });

    const text = lines.slice(from).join('\n');
    for (const value of [
      'ZZLOGPROBE',
      'ZZDESCPROBE',
      'ZZPERSONPROBE',
      '9876501234',
      'zzprobe@example.in',
      '4321.50',
    ])
      expect(text, value).not.toContain(value);
    expect(text).not.toMatch(/insert into|params|Failing row/i);
    const errorLine = entries()
      .slice(from)
      .find((e) => e.msg === 'unexpected error');
    expect(errorLine).toMatchObject({
      level: 50,
      reqId: expect.any(String),
      method: 'POST',
      route: API.vendor,
      err: { type: 'DrizzleQueryError', code: '23514', constraint: 'zz_log_probe' },
    });
    const access = entries()
      .slice(from)
      .find((e) => e.msg === 'request' && e.statusCode === 500);
    expect(access?.reqId).toBe(errorLine?.reqId);
  });
});

describe('safeError', () => {
  it('keeps the frames of a stack but none of a message that spans lines or imitates a frame', () => {
    const error = new Error('Failed query: select $1\nparams: ZZSECRET\n    at ZZFAKEFRAME (x.ts:1:1)');
    const safe = safeError(error);
    expect(safe).toMatchObject({ type: 'Error', message: 'Failed query: select $1' });
    expect(JSON.stringify(safe)).not.toMatch(/ZZSECRET|ZZFAKEFRAME/);
    expect(safe.stack).toMatch(/^\s+at /);
  });

  it('gives a database error (anywhere in the cause chain) only its SQLSTATE and schema names', () => {
    const driver = Object.assign(new Error('value "ZZSECRET" is out of range'), {
      code: '22008',
      severity: 'ERROR',
      detail: 'Failing row contains (ZZSECRET)',
      table: 'vendors',
    });
    const safe = safeError(new Error('wrapped', { cause: driver }));
    expect(safe).toMatchObject({ code: '22008', message: 'database error 22008', table: 'vendors' });
    expect(JSON.stringify(safe)).not.toContain('ZZSECRET');
  });
});
