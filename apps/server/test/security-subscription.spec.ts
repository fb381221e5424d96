import { API, apiPath, commonMessages } from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, closeTestApp, companyDay, createTestApp, DEMO, login } from './helpers.js';

/**
 * Once a company's subscription has ended, its users can still read everything but
 * every write answers 403 with a message that says why; other companies are untouched. Walked over
 * the server's own route list, so a new write route is covered without a new case here.
 */

let app: FastifyInstance;
let betaToken: string;
let demoToken: string;

const fill = (url: string, tenant: string) =>
  url.replace(/:(\w+)/g, (_, name: string) =>
    /code|tenant/i.test(name) ? tenant : name === 'attributeName' ? 'vendor.category' : '1',
  );

/** Each session's apikey value (derived from its token), by token. */
const apiKeys: Record<string, string> = {};

const call = (route: { method: string; url: string }, token: string, tenant: string) =>
  app.inject({
    method: route.method as InjectOptions['method'],
    url: fill(route.url, tenant),
    headers: auth(token, { apikey: apiKeys[token] ?? '', api_client_name: tenant }),
  });

const setEnd = (companyCode: string, end: string | null) =>
  app.ctx.db.execute(sql`update companies set subscription_end = ${end} where company_code = ${companyCode}`);

/** BETA01's yesterday, in its zone (Asia/Kolkata). */
const yesterday = () => companyDay(-1);

const vendorsUrl = (tenant: string) => apiPath(API.vendorsForTenant, { tenant });

beforeAll(async () => {
  app = await createTestApp();
  // BETA01's subscription ended yesterday (set before anyone signs in, so no cached caller is involved).
  await setEnd('BETA01', yesterday());
  betaToken = await login(app, DEMO.beta.userName, DEMO.beta.password);
  demoToken = await login(app, DEMO.admin.userName, DEMO.admin.password);
  for (const [token, companyId] of [
    [betaToken, 2],
    [demoToken, 1],
  ] as const) {
    const company = await app.inject({ url: apiPath(API.companyById, { companyId }), headers: auth(token) });
    apiKeys[token] = (company.json() as { apiKey: string }).apiKey;
  }
});
afterAll(() => closeTestApp(app));

const writeRoutes = () =>
  app.routeCatalogue.filter(
    (r) => !r.config.public && !['GET', 'HEAD', 'OPTIONS'].includes(r.method) && !r.config.allowWhenExpired,
  );

describe('an ended subscription', () => {
  it('refuses every write route with 403 and the message, before reading the body', async () => {
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(10);
    for (const route of routes) {
      const res = await call(route, betaToken, 'BETA01');
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json(), `${route.method} ${route.url}`).toEqual({
        message: commonMessages.subscriptionEnded,
      });
    }
  });

  it('still answers reads, the subscription check (saying it has expired) and the sign-in audit', async () => {
    expect(
      (await app.inject({ method: 'GET', url: vendorsUrl('BETA01'), headers: auth(betaToken) })).statusCode,
    ).toBe(202);
    const { rows } = await app.ctx.db.execute<{ id: number }>(
      sql`select id from companies where company_code = 'BETA01'`,
    );
    const check = await app.inject({
      method: 'POST',
      url: API.subscriptionCheck,
      headers: auth(betaToken),
      payload: { endDate: '', erfCompanyId: rows[0]?.id, erfProductId: 1, startDate: '', status: '' },
    });
    expect(check.statusCode).toBe(202);
    expect(check.json()).toMatchObject({ expired: true, status: 'Expired', endDate: yesterday() });
    const audit = await app.inject({
      method: 'POST',
      url: API.userAudit,
      headers: auth(betaToken),
      payload: { companyCode: 'BETA01', userName: DEMO.beta.userName, jwtToken: betaToken },
    });
    expect(audit.statusCode).toBe(202);
  });

  it('leaves other companies writing as before', async () => {
    const res = await app.inject({
      method: 'DELETE',
      url: apiPath(API.vendorBulkRemove, { tenant: 'DEMO01', tag: 'NoSuchTag' }),
      headers: auth(demoToken),
    });
    expect(res.statusCode).not.toBe(403);
  });

  it('lets writes through again once the subscription is renewed', async () => {
    await setEnd('BETA01', '2100-12-31');
    const route = { method: 'DELETE', url: API.vendorBulkRemove.replace(':tag', 'NoSuchTag') };
    // The server's cache of callers forgets them when PostgreSQL's notification arrives (milliseconds).
    let status = 0;
    for (const started = Date.now(); Date.now() - started < 5_000; ) {
      status = (await call(route, betaToken, 'BETA01')).statusCode;
      if (status !== 403) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).not.toBe(403);
  });
});
