import { API, apiPath, commonMessages, MODULE_NAMES, type ModuleName } from '@sitebook/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as admin from '../src/features/admin/admin.service.js';
import { auth, closeTestApp, createTestApp, DEMO, login } from './helpers.js';

/**
 * Every route the server registers: a missing, malformed, alg-none,
 * foreign-key, tampered, expired, not-yet-valid or revoked token answers 401 on every protected
 * route, and a role without a route's module answers 403 — read from the server's own route list.
 */

let app: FastifyInstance;
const badTokens: Record<string, Record<string, string>> = {};
let gatedUser: Record<string, string> = {};
let noAdminUser: Record<string, string> = {};

const fill = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) =>
    /code|tenant/i.test(name) ? 'DEMO01' : name === 'attributeName' ? 'vendor.category' : '1',
  );

const protectedRoutes = () => app.routeCatalogue.filter((r) => !r.config.public);

async function call(route: { method: string; url: string }, headers: Record<string, string>) {
  return app.inject({ method: route.method as InjectOptions['method'], url: fill(route.url), headers });
}

beforeAll(async () => {
  app = await createTestApp();
  const secret = new TextEncoder().encode(app.ctx.config.jwtSecret);
  const now = Math.floor(Date.now() / 1000);
  const claims = { uid: 1, cid: 1, ccode: 'DEMO01' };
  const signed = (key: Uint8Array, build: (jwt: SignJWT) => SignJWT) =>
    build(
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('demoadmin')
        .setJti(crypto.randomUUID()),
    ).sign(key);

  const real = await login(app, DEMO.admin.userName, DEMO.admin.password);
  const [header, payload, signature] = real.split('.') as [string, string, string];
  const tamperedPayload = Buffer.from(
    JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), ccode: 'BETA01', cid: 2 }),
  ).toString('base64url');
  const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  const revoked = await login(app, DEMO.admin.userName, DEMO.admin.password);
  await app.inject({ method: 'POST', url: API.logout, headers: auth(revoked) });

  Object.assign(badTokens, {
    missing: {},
    garbage: auth('garbage'),
    'non-bearer scheme': { authorization: `Basic ${real}` },
    'alg none': auth(`${none}.${payload}.`),
    'another key': auth(
      await signed(new TextEncoder().encode('another-key-another-key-another-key-0'), (j) =>
        j.setIssuedAt(now).setExpirationTime(now + 600),
      ),
    ),
    'tampered claims': auth(`${header}.${tamperedPayload}.${signature}`),
    expired: auth(await signed(secret, (j) => j.setIssuedAt(now - 7200).setExpirationTime(now - 3600))),
    'not yet valid': auth(
      await signed(secret, (j) =>
        j
          .setIssuedAt(now)
          .setNotBefore(now + 3600)
          .setExpirationTime(now + 7200),
      ),
    ),
    revoked: auth(revoked),
  });

  // A DEMO01 user whose role has only Admin: every vendor, advance and expense call is outside it.
  await admin.createRole(app.ctx.db, {
    company: 'DEMO01',
    name: 'OnlyAdmin',
    type: 'USER',
    modules: ['Admin'],
  });
  await admin.createUser(app.ctx.db, {
    company: 'DEMO01',
    username: 'onlyadmin',
    password: 'Only@12345',
    firstName: 'Only',
    lastName: 'Admin',
    role: 'OnlyAdmin',
  });
  // Each session's apikey value is its own, read with its token.
  const keyed = async (token: string) => {
    const company = (
      await app.inject({ url: apiPath(API.companyById, { companyId: 1 }), headers: auth(token) })
    ).json() as { apiKey: string };
    return auth(token, { apikey: company.apiKey, api_client_name: 'DEMO01' });
  };
  gatedUser = await keyed(await login(app, 'onlyadmin', 'Only@12345'));
  // The company lists are gated by Admin itself, so they are tried with a role without it.
  await admin.createRole(app.ctx.db, {
    company: 'DEMO01',
    name: 'OnlySites',
    type: 'ADMIN',
    modules: ['Site Management'],
  });
  await admin.createUser(app.ctx.db, {
    company: 'DEMO01',
    username: 'onlysites',
    password: 'Only@12345',
    firstName: 'Only',
    lastName: 'Sites',
    role: 'OnlySites',
  });
  noAdminUser = await keyed(await login(app, 'onlysites', 'Only@12345'));
});
afterAll(() => closeTestApp(app));

describe('every protected route', () => {
  it('is most of the API', () => {
    expect(protectedRoutes().length).toBeGreaterThan(30);
  });

  it('answers 401 { message } to every bad token', async () => {
    const wrong: string[] = [];
    let tried = 0;
    for (const route of protectedRoutes()) {
      for (const [name, headers] of Object.entries(badTokens)) {
        const res = await call(route, headers);
        tried++;
        if (res.statusCode !== 401) wrong.push(`${name}: ${route.method} ${route.url} → ${res.statusCode}`);
        else if (route.method !== 'HEAD')
          expect(res.json()).toEqual({ message: commonMessages.unauthorized });
      }
    }
    expect(wrong).toEqual([]);
    expect(tried).toBe(protectedRoutes().length * Object.keys(badTokens).length);
  });

  it('answers 403 to a role without the route’s module', async () => {
    const gated = protectedRoutes().filter((r) => r.config.module);
    expect(gated.length).toBeGreaterThan(15);
    const wrong: string[] = [];
    for (const route of gated) {
      const modules = [route.config.module].flat() as ModuleName[];
      expect(modules.every((m) => MODULE_NAMES.includes(m))).toBe(true);
      const res = await call(route, modules.includes('Admin') ? noAdminUser : gatedUser);
      if (res.statusCode !== 403) wrong.push(`${route.method} ${route.url} → ${res.statusCode}`);
      else if (route.method !== 'HEAD' && res.json().message !== commonMessages.forbiddenModule) {
        wrong.push(`${route.method} ${route.url} → ${res.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
