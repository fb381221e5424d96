import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { API, apiPath, commonMessages, loginMessages } from '@sitebook/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPostgresDatabase, DEMO } from './helpers.js';
import { redisAnswers, testRedisUrl } from './redis.js';
import { csvOf, validRows } from './vendor-files.js';

/**
 * Two real server processes on one PostgreSQL database (docs/ARCHITECTURE.md "Tenancy and state": anything shared between
 * instances lives in the database). Runs in the postgres project only.
 */
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

interface Server {
  url: string;
  child: ChildProcess;
}

async function startServer(
  port: number,
  databaseUrl: string,
  jwtSecret: string,
  env: Record<string, string> = {},
): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server on ${port} did not start`);
}

async function stop(server: Server | undefined) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

const redisUrl = testRedisUrl;
const redisUp = onPostgres && (await redisAnswers(redisUrl));
if (onPostgres && !redisUp) {
  console.warn(
    `two-processes.spec: Redis does not answer at ${redisUrl}; the shared rate limit case is skipped`,
  );
}

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL', () => {
  let a: Server | undefined;
  let b: Server | undefined;
  let drop: () => Promise<void> = async () => {};
  let databaseUrl = '';
  let secret = '';
  let port = 0;

  beforeAll(async () => {
    const database = await createPostgresDatabase(inject('postgresTemplate'));
    drop = database.drop;
    databaseUrl = database.url;
    secret = randomBytes(48).toString('base64url');
    port = 20000 + Math.floor(Math.random() * 20000);
    a = await startServer(port, database.url, secret); // migrates (and seeds, when there is no template)
    b = await startServer(port + 1, database.url, secret);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
    await drop();
  }, 60_000);

  it('gives vendors created at once through both processes distinct codes', async () => {
    const servers = [a as Server, b as Server];
    const login = await fetch(`${servers[0]?.url}${API.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO.admin),
    });
    expect(login.status).toBe(202);
    const { jwt } = (await login.json()) as { jwt: string };
    const create = (server: Server, i: number) =>
      fetch(`${server.url}${API.vendor}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
        body: JSON.stringify({
          tenantCode: 'DEMO01',
          vendorName: `Two Process ${i}`,
          vendorDescription: 'Created through one of two processes',
          vendorCategory: 'Civil',
          typeOfWork: 'Masonry',
          typeOfGoods: '',
          contactPerson: 'Test Person',
          phoneNumber: `93000000${String(i).padStart(2, '0')}`,
          emailId: 'two@example.in',
          addressLine1: 'Line one',
          addressLine2: 'Line two',
          city: 'Pune',
          state: 'Maharashtra',
          country: 'India',
          openingBalance: 0,
        }),
      });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => create(servers[i % 2] as Server, i)),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(202));
    const codes = await Promise.all(
      answers.map(async (r) => ((await r.json()) as { vendorCode: string }).vendorCode),
    );
    expect(new Set(codes).size).toBe(20);
    for (const code of codes) expect(code).toMatch(/^VEN\d{5}$/);
  });

  const loginAt = (server: Server, body: { userName: string; password: string }) =>
    fetch(`${server.url}${API.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  /** Posts a .csv bulk upload of `rows` to one process. */
  async function bulkUpload(server: Server, jwt: string, csv: string) {
    const form = new FormData();
    form.append('vendorbasicdetails', new Blob([csv], { type: 'text/csv' }), 'vendors.csv');
    return fetch(`${server.url}${apiPath(API.vendorBulkUpload, { tenant: 'DEMO01' })}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}` },
      body: form,
    });
  }

  /** Runs a `count(*)::int as n` query on a connection of its own and answers n. */
  async function countOf(text: string, values: unknown[]): Promise<number> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(text, values);
      return rows[0].n as number;
    } finally {
      await client.end();
    }
  }

  const backendsNamed = (applicationName: string) =>
    countOf('select count(*)::int as n from pg_stat_activity where application_name = $1', [applicationName]);

  const countVendors = (prefix: string) =>
    countOf("select count(*)::int as n from vendors where tenant_code = 'DEMO01' and vendor_name like $1", [
      `${prefix} %`,
    ]);

  /**
   * Resolves once the server connected as `applicationName` has an open transaction whose latest
   * statement inserts vendors: its bulk upload is under way and not committed (the insert runs in
   * batches of 1,000 rows). The database's own view of the session, read on one connection.
   */
  async function whenInsertingVendors(applicationName: string): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await expect
        .poll(
          async () => {
            const { rows } = await client.query(
              `select count(*)::int as n from pg_stat_activity
                where application_name = $1 and xact_start is not null and query like 'insert into "vendors"%'`,
              [applicationName],
            );
            return rows[0].n as number;
          },
          { timeout: 60_000, interval: 5 },
        )
        .toBe(1);
    } finally {
      await client.end();
    }
  }

  /** The exit code, or the signal that ended the process; waits if it is still running. */
  const exitOf = (server: Server) =>
    new Promise<number | string | null>((resolve) => {
      const { exitCode, signalCode } = server.child;
      if (exitCode !== null || signalCode !== null) resolve(exitCode ?? signalCode);
      else server.child.once('exit', (code, signal) => resolve(code ?? signal));
    });

  it('keeps a sign-in lock made through one process in the other (429 even with the right password)', async () => {
    for (let i = 0; i < 5; i++) {
      const failed = await loginAt(a as Server, {
        userName: DEMO.siteLead.userName,
        password: 'Wrong@12345',
      });
      expect(failed.status).toBe(404);
    }
    const locked = await loginAt(b as Server, DEMO.siteLead);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({ message: loginMessages.tooManyAttempts });
  });

  it.skipIf(!redisUp)(
    `with REDIS_URL, holds the request and sign-in rate limits across both processes${redisUp ? '' : ` (skipped: Redis does not answer at ${redisUrl})`}`,
    async () => {
      // Their own key prefix, so that no other run's counters (or a later run's) are these.
      const env = {
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: `sitebook-test-${randomBytes(6).toString('hex')}-`,
        RATE_LIMIT_GLOBAL: '30',
        RATE_LIMIT_LOGIN: '4',
      };
      const c = await startServer(port + 4, databaseUrl, secret, env);
      const d = await startServer(port + 5, databaseUrl, secret, env);
      try {
        // Sign-in: 4 a minute from one address, two through each process; the fifth is refused
        // by either (each process counting alone would allow 8).
        for (const server of [c, d, c, d]) expect((await loginAt(server, DEMO.admin)).status).toBe(202);
        const fifth = await loginAt(d, DEMO.admin);
        expect(fifth.status).toBe(429);
        expect(await fifth.json()).toEqual({ message: commonMessages.rateLimited });
        expect((await loginAt(c, DEMO.admin)).status).toBe(429);

        // All calls: what the first answer says is left is what both processes together still allow.
        const first = await fetch(`${c.url}/health`);
        expect(first.status).toBe(200);
        const left = Number(first.headers.get('x-ratelimit-remaining'));
        expect(left).toBeGreaterThan(5);
        expect(left).toBeLessThan(30);
        const statuses: number[] = [];
        for (let i = 0; i < left + 4; i++) {
          statuses.push((await fetch(`${(i % 2 === 0 ? d : c).url}/health`)).status);
        }
        expect(statuses.slice(0, left)).toEqual(Array(left).fill(200));
        expect(statuses.slice(left)).toEqual([429, 429, 429, 429]);
        const refused = await fetch(`${c.url}/health`);
        expect(refused.status).toBe(429);
        expect(await refused.json()).toEqual({ message: commonMessages.rateLimited });
      } finally {
        await Promise.all([stop(c), stop(d)]);
      }
    },
    180_000,
  );

  it('refuses a token signed out through one process in the other, which had its caller cached', async () => {
    const { jwt } = (await (await loginAt(a as Server, DEMO.admin)).json()) as { jwt: string };
    const userUrl = apiPath(API.userByName, { username: DEMO.admin.userName });
    const statusAt = async (server: Server) =>
      (await fetch(`${server.url}${userUrl}`, { headers: { authorization: `Bearer ${jwt}` } })).status;
    expect(await statusAt(b as Server)).toBe(202);
    expect(await statusAt(b as Server)).toBe(202);
    const out = await fetch(`${a?.url}${API.logout}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(out.status).toBe(202);
    expect(await statusAt(a as Server)).toBe(401);
    // B hears of it through PostgreSQL's notification, a few milliseconds later at most.
    await expect.poll(() => statusAt(b as Server), { timeout: 5_000, interval: 5 }).toBe(401);
  });

  it('stores all or none of a 10,000-row upload when the server is killed mid-way, and a retry succeeds', async () => {
    const victimUrl = new URL(databaseUrl);
    victimUrl.searchParams.set('application_name', 'killed-server');
    const victim = await startServer(port + 2, victimUrl.toString(), secret);
    const { jwt } = (await (await loginAt(victim, DEMO.admin)).json()) as { jwt: string };
    const csv = csvOf(validRows(10_000, 'Kill Test'));
    const upload = bulkUpload(victim, jwt, csv).catch(() => undefined);
    await whenInsertingVendors('killed-server');
    victim.child.kill('SIGKILL');
    // Killed mid-way: the upload never got an answer.
    expect(await upload).toBeUndefined();
    expect(await exitOf(victim)).toBe('SIGKILL');
    // PostgreSQL finishes or rolls back the dead process's transaction once it notices the closed
    // connection; until its backends have gone, a commit could still be on its way.
    await expect.poll(() => backendsNamed('killed-server'), { timeout: 30_000, interval: 50 }).toBe(0);
    expect([0, 10_000]).toContain(await countVendors('Kill Test'));

    if ((await countVendors('Kill Test')) === 0) {
      const retry = await bulkUpload(a as Server, jwt, csv);
      expect(retry.status).toBe(200);
      expect(await retry.json()).toMatchObject({ successRecords: 10_000, failureRecords: 0 });
    }
    expect(await countVendors('Kill Test')).toBe(10_000);
  }, 120_000);

  it('finishes a request in flight when told to stop with SIGTERM, then exits cleanly', async () => {
    const drainedUrl = new URL(databaseUrl);
    drainedUrl.searchParams.set('application_name', 'drained-server');
    const server = await startServer(port + 3, drainedUrl.toString(), secret);
    const { jwt } = (await (await loginAt(server, DEMO.admin)).json()) as { jwt: string };
    const upload = bulkUpload(server, jwt, csvOf(validRows(3_000, 'Drain Test')));
    await whenInsertingVendors('drained-server');
    server.child.kill('SIGTERM');
    const res = await upload;
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ successRecords: 3_000, failureRecords: 0 });
    // It exits once the answer is out, not after the client's keep-alive connection times out (72 s).
    const exited = await Promise.race([
      exitOf(server),
      new Promise((resolve) => setTimeout(resolve, 15_000, 'still running')),
    ]);
    expect(exited).toBe(0);
    expect(await countVendors('Drain Test')).toBe(3_000);
  }, 120_000);
});
