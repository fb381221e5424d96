import { commonMessages } from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireApiKey } from '../src/lib/guards.js';
import { auth, closeTestApp, createTestApp, DEMO, login } from './helpers.js';

/**
 * The guards are declared by routes; these probe routes (added before the app is ready) declare
 * them the way later features will.
 */
let app: FastifyInstance;
let demo: string;
let site: string;
let portal: string;
let apiKey: string;
beforeAll(async () => {
  app = await createTestApp();
  app.post('/probe/body', async (request, reply) =>
    reply.code(202).send({ ok: true, who: request.auth.userName }),
  );
  app.get('/probe/tenant/:tenantCode', { config: { allowGlobalTenant: true } }, async (_r, reply) =>
    reply.code(202).send({ ok: true }),
  );
  app.get('/probe/vendor/:tenant', { config: { module: 'Vendor Supplier' } }, async (_r, reply) =>
    reply.code(202).send({ ok: true }),
  );
  app.get('/probe/keyed/:companyCode', { config: { requireApiKey: true } }, async (_r, reply) =>
    reply.code(202).send({ ok: true }),
  );
  app.get('/probe/dynamic', async (request, reply) => {
    requireApiKey(request);
    return reply.code(202).send({ ok: true });
  });
  app.get('/probe/public', { config: { public: true } }, async (_r, reply) =>
    reply.code(202).send({ ok: true }),
  );
  app.get('/probe/boom', async () => {
    throw new Error('secret internal detail');
  });
  demo = await login(app, DEMO.admin.userName, DEMO.admin.password);
  site = await login(app, DEMO.siteLead.userName, DEMO.siteLead.password);
  portal = await login(app, DEMO.portal.userName, DEMO.portal.password);
  apiKey = (
    await app.inject({ method: 'GET', url: '/wfm-user/user/v1/getCompanyByCompanyId/1', headers: auth(demo) })
  ).json().apiKey;
});
afterAll(() => closeTestApp(app));

const forbiddenCompany = { message: commonMessages.forbiddenCompany };

describe('tenant guard', () => {
  it('checks companyCode and tenantCode in a JSON body, also in every item of an array', async () => {
    const post = (payload: unknown) =>
      app.inject({ method: 'POST', url: '/probe/body', payload: payload as object, headers: auth(demo) });
    expect((await post({ companyCode: 'DEMO01', tenantCode: 'DEMO01' })).statusCode).toBe(202);
    expect((await post({ other: 'x' })).statusCode).toBe(202);
    expect((await post([{ tenantCode: 'DEMO01' }, { companyCode: 'DEMO01' }])).statusCode).toBe(202);
    for (const bad of [
      { companyCode: 'BETA01' },
      { tenantCode: 'BETA01' },
      { tenantCode: 'WFM' },
      { companyCode: 'DEMO01', tenantCode: 'BETA01' },
      [{ tenantCode: 'DEMO01' }, { tenantCode: 'BETA01' }],
      { companyCode: 1 },
    ]) {
      const res = await post(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(403);
      expect(res.json()).toEqual(forbiddenCompany);
    }
  });

  it('checks tenant path params; WFM only where the route allows it', async () => {
    const get = (url: string, token = demo) => app.inject({ method: 'GET', url, headers: auth(token) });
    expect((await get('/probe/tenant/DEMO01')).statusCode).toBe(202);
    expect((await get('/probe/tenant/WFM')).statusCode).toBe(202);
    expect((await get('/probe/tenant/BETA01')).statusCode).toBe(403);
    expect((await get('/probe/tenant/demo01')).json()).toEqual(forbiddenCompany);
    expect((await get('/probe/vendor/WFM')).statusCode).toBe(403);
    expect((await get('/probe/vendor/BETA01')).statusCode).toBe(403);
  });

  it('authenticates before it guards', async () => {
    const res = await app.inject({ method: 'POST', url: '/probe/body', payload: { companyCode: 'BETA01' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('module guard', () => {
  it("refuses a role that lacks the route's module", async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/probe/vendor/DEMO01', headers: auth(demo) })).statusCode,
    ).toBe(202);
    expect(
      (await app.inject({ method: 'GET', url: '/probe/vendor/DEMO01', headers: auth(site) })).statusCode,
    ).toBe(202);
    const res = await app.inject({ method: 'GET', url: '/probe/vendor/DEMO01', headers: auth(portal) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: commonMessages.forbiddenModule });
  });
});

describe('apikey guard', () => {
  const get = (url: string, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url, headers: auth(demo, headers) });
  const good = () => ({ apikey: apiKey, api_client_name: 'DEMO01' });

  it('checks the headers wherever they are sent', async () => {
    expect((await get('/probe/tenant/DEMO01', {})).statusCode).toBe(202);
    expect((await get('/probe/tenant/DEMO01', good())).statusCode).toBe(202);
    const wrong = await get('/probe/tenant/DEMO01', { apikey: 'nope' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: commonMessages.forbiddenApiKey });
    expect((await get('/probe/tenant/DEMO01', { api_client_name: 'BETA01' })).statusCode).toBe(403);
  });

  it('makes them mandatory with requireApiKey (declared or called)', async () => {
    for (const url of ['/probe/keyed/DEMO01', '/probe/dynamic']) {
      expect((await get(url, good())).statusCode).toBe(202);
      expect((await get(url, {})).statusCode).toBe(403);
      expect((await get(url, { apikey: apiKey })).json()).toEqual({
        message: commonMessages.forbiddenApiKey,
      });
    }
  });
});

describe('public routes and unexpected errors', () => {
  it('lets public routes through without a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/probe/public' })).statusCode).toBe(202);
    expect((await app.inject({ method: 'GET', url: '/probe/tenant/DEMO01' })).statusCode).toBe(401);
  });

  it('answers 500 with a generic message and no detail', async () => {
    const res = await app.inject({ method: 'GET', url: '/probe/boom', headers: auth(demo) });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: commonMessages.serverError });
    expect(res.body).not.toContain('secret');
  });
});
