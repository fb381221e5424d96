import { API, apiPath, HEADERS } from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import type { ListenEvent } from '../src/db/notifications.js';
import { AuthCache } from '../src/features/auth/auth-cache.js';
import type { AuthContext } from '../src/lib/context.js';
import { auth, closeTestApp, createTestApp, DEMO, login } from './helpers.js';

/**
 * A server keeps the callers of tokens it has verified (features/auth/auth-cache.ts). These tests
 * change what authentication reads behind its back — by hand in SQL, on a connection of their own on
 * PostgreSQL — after the token's caller is cached, and expect the change to be honoured as soon as
 * the database's notification arrives (milliseconds; the tests allow a few seconds).
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => closeTestApp(app));

/** Runs SQL as someone outside the app would: another connection on PostgreSQL, the same PGlite otherwise. */
async function byHand(statement: string): Promise<void> {
  const url = app.ctx.config.databaseUrl;
  if (!url) {
    await app.ctx.db.execute(sql.raw(statement));
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const statusOf = async (url: string, headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url, headers })).statusCode;

/** Notifications arrive within milliseconds; the bound only keeps a busy CI machine from failing the test. */
const soon = { timeout: 5_000, interval: 5 };

/**
 * With the token's caller cached (two answered calls), disables the user by hand in SQL and expects
 * the token refused within a second; the user is enabled again whatever happens.
 */
async function expectRefusedWhileDisabled(userName: string, url: string, token: string) {
  expect(await statusOf(url, auth(token))).toBe(202);
  expect(await statusOf(url, auth(token))).toBe(202);
  await byHand(`update users set is_active = false where user_name = '${userName}'`);
  try {
    await expect.poll(() => statusOf(url, auth(token)), soon).toBe(401);
  } finally {
    await byHand(`update users set is_active = true where user_name = '${userName}'`);
  }
}

describe('cached callers', () => {
  const userUrl = apiPath(API.userByName, { username: DEMO.siteLead.userName });

  it('are refused once their user is disabled by hand in SQL', async () => {
    const token = await login(app, DEMO.siteLead.userName, DEMO.siteLead.password);
    await expectRefusedWhileDisabled('sitelead', userUrl, token);
    // Enabled again: the sessions from before the disabling stay ended; a new
    // sign-in works at once.
    expect(await statusOf(userUrl, auth(token))).toBe(401);
    const fresh = await login(app, DEMO.siteLead.userName, DEMO.siteLead.password);
    expect(await statusOf(userUrl, auth(fresh))).toBe(202);
  });

  it('lose a module as soon as it is taken from their role, and get it back when it is returned', async () => {
    const token = await login(app, DEMO.siteLead.userName, DEMO.siteLead.password);
    const vendorsUrl = apiPath(API.vendorsForTenant, { tenant: 'DEMO01' });
    expect(await statusOf(vendorsUrl, auth(token))).toBe(202);
    const vendorModule = `(select id from modules where name = 'Vendor Supplier')`;
    const siteLeadRole = `(select id from roles where tenant_code = 'DEMO01' and name = 'SiteLead')`;
    await byHand(`delete from role_modules where role_id = ${siteLeadRole} and module_id = ${vendorModule}`);
    try {
      await expect.poll(() => statusOf(vendorsUrl, auth(token)), soon).toBe(403);
    } finally {
      await byHand(
        `insert into role_modules (role_id, module_id, tenant_code) values (${siteLeadRole}, ${vendorModule}, 'DEMO01')`,
      );
    }
    await expect.poll(() => statusOf(vendorsUrl, auth(token)), soon).toBe(202);
  });

  it("are refused the company's old API key once it is changed", async () => {
    const token = await login(app, DEMO.admin.userName, DEMO.admin.password);
    // The database keeps the key's hash; the session's apikey value is derived from it.
    const [company] = await queryRows<{ keyHash: string }>(
      app.ctx.db,
      sql`select api_key_hash as "keyHash" from companies where company_code = 'DEMO01'`,
    );
    const oldHash = company?.keyHash ?? '';
    const sessionKey = (
      await app.inject({ url: apiPath(API.companyById, { companyId: 1 }), headers: auth(token) })
    ).json().apiKey as string;
    const headers = auth(token, { [HEADERS.apiKey]: sessionKey, [HEADERS.clientName]: 'DEMO01' });
    const payablesUrl = apiPath(API.payablesForTenant, { tenantCode: 'DEMO01' });
    expect(await statusOf(payablesUrl, headers)).toBe(202);
    await byHand(
      `update companies set api_key_hash = encode(sha256('rotated-${Date.now()}'::bytea), 'hex') where company_code = 'DEMO01'`,
    );
    try {
      await expect.poll(() => statusOf(payablesUrl, headers), soon).toBe(403);
    } finally {
      await byHand(`update companies set api_key_hash = '${oldHash}' where company_code = 'DEMO01'`);
    }
    await expect.poll(() => statusOf(payablesUrl, headers), soon).toBe(202);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL || process.env.TEST_DB !== 'postgres')(
  'the listening connection on PostgreSQL',
  () => {
    const listeners = `select pid from pg_stat_activity
      where datname = current_database() and query = 'LISTEN "auth_changed"'`;

    it('listens again after it is cut, and changes made after that are honoured', async () => {
      const userUrl = apiPath(API.userByName, { username: DEMO.admin.userName });
      const token = await login(app, DEMO.admin.userName, DEMO.admin.password);
      const listening = async () => {
        const client = new pg.Client({ connectionString: app.ctx.config.databaseUrl });
        await client.connect();
        try {
          return (await client.query<{ pid: number }>(listeners)).rows.map((row) => row.pid);
        } finally {
          await client.end();
        }
      };
      const before = await listening();
      expect(before).toHaveLength(1);
      await byHand(`select pg_terminate_backend(pid) from (${listeners}) as l`);
      // A new listening connection (another backend), once the old one has gone.
      await expect
        .poll(
          async () => {
            const now = await listening();
            return now.length === 1 && now[0] !== before[0];
          },
          { timeout: 10_000, interval: 50 },
        )
        .toBe(true);

      await expectRefusedWhileDisabled('demoadmin', userUrl, token);
    });
  },
);

describe('AuthCache rules', () => {
  const caller = (exp: number): AuthContext => ({
    userId: 1,
    userName: 'someone',
    companyId: 1,
    companyCode: 'DEMO01',
    timeZone: 'Asia/Kolkata',
    apiKeyHash: 'hash',
    sessionApiKey: 'session key',
    tokenFingerprint: 'fingerprint',
    subscription: { start: null, end: null, status: 'Active' },
    roleName: 'Role',
    roleType: 'USER',
    modules: [],
    jti: 'jti',
    tokenExp: exp,
  });
  const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

  /** A cache whose notifications the test sends itself, and a loader that counts its calls. */
  async function setUp() {
    let send: (event: ListenEvent) => void = () => {};
    const cache = new AuthCache();
    await cache.follow({
      listen: async (_channel, onEvent) => {
        send = onEvent;
      },
    });
    let loads = 0;
    const load = (exp = inAnHour()) => {
      loads += 1;
      return Promise.resolve(caller(exp));
    };
    return { cache, send: (event: ListenEvent) => send(event), load, loads: () => loads };
  }

  it('keeps nothing until the notifications are heard, nor while they are lost', async () => {
    const { cache, send, load, loads } = await setUp();
    await cache.get('t', load);
    await cache.get('t', load);
    expect(loads()).toBe(2);
    send('ready');
    await cache.get('t', load);
    await cache.get('t', load);
    expect(loads()).toBe(3);
    send('lost');
    await cache.get('t', load);
    await cache.get('t', load);
    expect(loads()).toBe(5);
  });

  it('forgets everything on a notification, and does not keep a load that overlapped one', async () => {
    const { cache, send, load, loads } = await setUp();
    send('ready');
    await cache.get('t', load);
    send('notify');
    await cache.get('t', load);
    expect(loads()).toBe(2);
    // A change committed while a load is running: that load's answer may be stale, so it is not kept.
    await cache.get('u', async () => {
      send('notify');
      return load();
    });
    await cache.get('u', load);
    expect(loads()).toBe(4);
  });

  it('loads again (and so refuses) a token whose expiry has passed', async () => {
    const { cache, send, load, loads } = await setUp();
    send('ready');
    const past = Math.floor(Date.now() / 1000);
    await cache.get('t', () => load(past));
    await cache.get('t', () => load(past));
    expect(loads()).toBe(2);
  });
});
