/**
 * The company's API key is stored only as its SHA-256, answered once (creation and
 * rotation) and never by a GET. The company call answers each session a value derived from that
 * session, which its `apikey` header carries: it works with its own token only, and a rotation ends it
 * together with the old key. docs/SECURITY.md row 22.
 */
import { createHash } from 'node:crypto';
import { API, ATTRIBUTE, apiPath, commonMessages } from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { auth, closeTestApp, createTestApp, DEMO, login } from './helpers.js';

let app: FastifyInstance;
let admin: string;
let site: string;
let portal: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await login(app, DEMO.admin.userName, DEMO.admin.password);
  site = await login(app, DEMO.siteLead.userName, DEMO.siteLead.password);
  portal = await login(app, DEMO.portal.userName, DEMO.portal.password);
});
afterAll(() => closeTestApp(app));

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const companyKey = async (token: string) => {
  const res = await app.inject({ url: apiPath(API.companyById, { companyId: 1 }), headers: auth(token) });
  expect(res.statusCode).toBe(202);
  return (res.json() as { apiKey: string }).apiKey;
};

/** A company list: it needs the apikey and api_client_name headers. */
const listWith = (token: string, apikey: string) =>
  app.inject({
    url: apiPath(API.onetimeAttribute, { tenant: 'DEMO01', attributeName: ATTRIBUTE.vendorUnitsWork }),
    headers: auth(token, { apikey, api_client_name: 'DEMO01' }),
  });

/**
 * Rotates DEMO01's key and answers the new one once this process's auth cache has heard of it (the
 * `auth_changed` notification: at once on PGlite, milliseconds later on PostgreSQL).
 */
const rotate = async () => {
  const res = await app.inject({
    method: 'POST',
    url: apiPath(API.portalCompanyApiKey, { code: 'DEMO01' }),
    headers: auth(portal),
  });
  expect(res.statusCode).toBe(202);
  const key = (res.json() as { apiKey: string }).apiKey;
  await expect.poll(async () => (await listWith(site, key)).statusCode, { timeout: 5_000 }).toBe(202);
  return key;
};

const storedCompanies = () =>
  queryRows<Record<string, unknown>>(app.ctx.db, sql`select * from companies where company_code = 'DEMO01'`);

describe('the company API key', () => {
  it('is answered at rotation only: the database keeps its SHA-256, and no GET answers it', async () => {
    const key = await rotate();
    expect(key).toMatch(/^[0-9a-f]{48}$/);
    const [row] = await storedCompanies();
    expect(row?.api_key_hash).toBe(sha256(key));
    expect(JSON.stringify(row)).not.toContain(key);
    expect(row && 'api_key' in row).toBe(false);
    // A USER (and an ADMIN) reading the company get a value of their own session, not the key.
    const forUser = await companyKey(site);
    const forAdmin = await companyKey(admin);
    expect(forUser).not.toBe(key);
    expect(forAdmin).not.toBe(key);
    expect(forUser).not.toBe(forAdmin);
    expect(forUser.length).toBeGreaterThanOrEqual(32);
    // Nor do the portal's list and the company's profile.
    for (const [url, token] of [
      [`${API.portalCompanies}?page=1&size=50`, portal],
      [API.adminProfile, admin],
      [apiPath(API.companyById, { companyId: 1 }), site],
    ] as const) {
      const res = await app.inject({ url, headers: auth(token) });
      expect(res.statusCode, url).toBe(202);
      expect(res.body, url).not.toContain(key);
    }
  });

  it("takes a session's value with its own token only, and the key itself with any token of the company", async () => {
    const key = await rotate();
    const forUser = await companyKey(site);
    const forAdmin = await companyKey(admin);
    expect((await listWith(site, forUser)).statusCode).toBe(202);
    expect((await listWith(admin, forAdmin)).statusCode).toBe(202);
    const borrowed = await listWith(admin, forUser);
    expect(borrowed.statusCode).toBe(403);
    expect(borrowed.json()).toEqual({ message: commonMessages.forbiddenApiKey });
    // Another session of the same user has another value.
    const again = await login(app, DEMO.siteLead.userName, DEMO.siteLead.password);
    expect((await listWith(again, forUser)).statusCode).toBe(403);
    expect((await listWith(again, await companyKey(again))).statusCode).toBe(202);
    // The key (for scripts holding it) works with either user's token.
    expect((await listWith(site, key)).statusCode).toBe(202);
    expect((await listWith(admin, key)).statusCode).toBe(202);
    // Its hash is no key.
    expect((await listWith(admin, sha256(key))).statusCode).toBe(403);
  });

  it('refuses the old key and every session value derived from it from the call after a rotation', async () => {
    const oldKey = await rotate();
    const oldValue = await companyKey(site);
    expect((await listWith(site, oldValue)).statusCode).toBe(202);
    const newKey = await rotate();
    expect(newKey).not.toBe(oldKey);
    expect((await listWith(site, oldValue)).statusCode).toBe(403);
    expect((await listWith(site, oldKey)).statusCode).toBe(403);
    expect((await listWith(site, newKey)).statusCode).toBe(202);
    const newValue = await companyKey(site);
    expect(newValue).not.toBe(oldValue);
    expect((await listWith(site, newValue)).statusCode).toBe(202);
  });
});
