/**
 * The embedded PGlite runs in a worker thread of its own (db/pglite-thread.ts,
 * db/pglite-worker.mjs), so its statements never hold the server's event loop. In process, every
 * statement's WebAssembly ran on the server's thread: while one caller's statements ran, /health,
 * another company's list page and even a call that reads no database waited for all of them.
 *
 * Checked here on PGlite only (PostgreSQL runs in its own processes): other calls answer while a long
 * run of statements is still going (an order, not a timing threshold); the PGlite semantics the
 * services rely on hold across the thread (a transaction that throws rolls back, other queries wait
 * for an open transaction and then see what it committed, nested savepoints, the database's error
 * fields); NOTIFY is heard; and the app starts on an empty data directory, migrates and serves with
 * the worker, and again on the same directory.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API, apiPath } from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDatabase, queryRows } from '../src/db/client.js';
import { PgliteThreadClient } from '../src/db/pglite-thread.js';
import { isUniqueViolation } from '../src/lib/errors.js';
import { type Caller, callers } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp, testConfig } from './helpers.js';

const onPglite = process.env.TEST_DB !== 'postgres';

let app: FastifyInstance;
let beta: Caller;

beforeAll(async () => {
  if (!onPglite) return;
  app = await createTestApp({ pgliteThread: 'worker' });
  ({ beta } = await callers(app));
  await app.ctx.db.execute(sql`create table thread_probe (id int primary key, note text not null)`);
});
afterAll(async () => closeTestApp(app));

const betaListUrl = () => `${apiPath(API.vendorsForTenant, { tenant: beta.companyCode })}?page=1&size=20`;
const betaList = () => app.inject({ method: 'GET', url: betaListUrl(), headers: auth(beta.token) });

/** One statement that keeps PGlite busy for a while (a count over a generated series). */
const HEAVY = sql`select count(*)::int as n from generate_series(1, 1000000) as s(i) where i % 7 = 3`;

describe.runIf(onPglite)('PGlite in a worker thread', () => {
  it('the app runs on the worker thread by default', () => {
    const client = (app.ctx.db as unknown as { $client: unknown }).$client;
    expect(client).toBeInstanceOf(PgliteThreadClient);
    expect(testConfig().pgliteThread).toBeDefined();
  });

  it('while one caller runs a long series of statements, /health, another company’s list and a call without the database answer before it ends', async () => {
    let heavyDone = false;
    const heavy = (async () => {
      for (let i = 0; i < 8; i++) await app.ctx.db.execute(HEAVY);
      heavyDone = true;
    })();
    // The first statement is under way in the worker.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const answeredWhileBusy = async (call: Promise<{ statusCode: number }>, status: number) => {
      const res = await call;
      expect(res.statusCode).toBe(status);
      return !heavyDone;
    };
    const early = await Promise.all([
      answeredWhileBusy(app.inject({ method: 'GET', url: API.health }), 200),
      answeredWhileBusy(betaList(), 202),
      answeredWhileBusy(app.inject({ method: 'GET', url: '/openapi.json' }), 200),
    ]);
    await heavy;
    expect(early).toEqual([true, true, true]);
  });

  it('a transaction that throws rolls back, and the database serves the next call', async () => {
    const boom = new Error('boom');
    await expect(
      app.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe values (1, 'rolled back')`);
        throw boom;
      }),
    ).rejects.toBe(boom);
    // A statement that fails inside a transaction also rolls the whole of it back.
    await expect(
      app.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe values (2, 'rolled back too')`);
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    const rows = await queryRows<{ id: number }>(app.ctx.db, sql`select id from thread_probe`);
    expect(rows).toEqual([]);
    expect((await app.inject({ method: 'GET', url: API.health })).statusCode).toBe(200);
  });

  it('a nested transaction (savepoint) that throws undoes only its own writes', async () => {
    await app.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (10, 'kept')`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`insert into thread_probe values (11, 'undone')`);
          throw new Error('inner');
        }),
      ).rejects.toThrow('inner');
    });
    const rows = await queryRows<{ id: number }>(app.ctx.db, sql`select id from thread_probe order by id`);
    expect(rows).toEqual([{ id: 10 }]);
  });

  it('other calls wait for an open transaction, then see what it committed', async () => {
    const [first] = await queryRows<{ id: number; name: string }>(
      app.ctx.db,
      sql`select id, vendor_name as name from vendors where tenant_code = ${beta.companyCode} order by id limit 1`,
    );
    if (!first) throw new Error('BETA01 has no vendor');
    const renamed = `Renamed ${randomBytes(3).toString('hex')}`;
    let listAnswered = false;
    let list: Promise<{ statusCode: number; json: () => unknown }> | undefined;
    await app.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`update vendors set vendor_name = ${renamed} where id = ${first.id}`);
      list = betaList().then((res) => {
        listAnswered = true;
        return res;
      });
      // The list's request has long reached the database, which holds it until the commit.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(listAnswered).toBe(false);
    });
    const res = await (list as NonNullable<typeof list>);
    expect(res.statusCode).toBe(202);
    expect(JSON.stringify(res.json())).toContain(renamed);
    await app.ctx.db.execute(sql`update vendors set vendor_name = ${first.name} where id = ${first.id}`);
  });

  it('two transactions run one after the other, never interleaved', async () => {
    const order: string[] = [];
    const run = (label: string) =>
      app.ctx.db.transaction(async (tx) => {
        order.push(`${label} begin`);
        await tx.execute(sql`select pg_sleep(0.05)`);
        order.push(`${label} end`);
      });
    await Promise.all([run('a'), run('b')]);
    expect(order).toEqual(['a begin', 'a end', 'b begin', 'b end']);
  });

  it('a database error keeps its SQLSTATE and constraint across the thread', async () => {
    await app.ctx.db.execute(sql`insert into thread_probe values (20, 'first')`);
    const error = await app.ctx.db.execute(sql`insert into thread_probe values (20, 'again')`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(error, 'thread_probe_pkey')).toBe(true);
  });

  it('a NOTIFY is heard through the worker', async () => {
    const database = await createDatabase({ pgliteThread: 'worker' });
    try {
      const events: string[] = [];
      await database.listen('thread_probe_channel', (event) => events.push(event));
      expect(events).toEqual(['ready']);
      await database.db.execute(sql`notify thread_probe_channel`);
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('thread_probe_channel', 'in a transaction')`);
      });
      await expect.poll(() => events).toEqual(['ready', 'notify', 'notify']);
    } finally {
      await database.close();
    }
  });

  it('the app starts on an empty data directory, migrates and serves with the worker, and starts again on it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sitebook-pglite-thread-'));
    try {
      const config = testConfig({
        pgliteDir: path.join(dir, 'pglite'),
        seedDemo: false,
        pgliteThread: 'worker',
      });
      for (let start = 1; start <= 2; start++) {
        const served = await buildApp(config);
        try {
          expect((served.ctx.db as unknown as { $client: unknown }).$client).toBeInstanceOf(
            PgliteThreadClient,
          );
          const health = await served.inject({ method: 'GET', url: API.health });
          expect(health.json()).toEqual({ status: 'ok', database: 'pglite' });
          const [modules] = await queryRows<{ n: number }>(
            served.ctx.db,
            sql`select count(*)::int as n from modules`,
          );
          expect(modules?.n).toBe(13);
        } finally {
          await served.close();
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('PGLITE_THREAD', () => {
  const env = (value?: string) => ({
    JWT_SECRET: randomBytes(48).toString('base64url'),
    DATA_DIR: path.join(tmpdir(), 'sitebook-never-written'),
    ...(value === undefined ? {} : { PGLITE_THREAD: value }),
  });
  it('is the worker by default, main on request, and refused otherwise', () => {
    expect(loadConfig(env()).pgliteThread).toBe('worker');
    expect(loadConfig(env(' Main ')).pgliteThread).toBe('main');
    expect(loadConfig(env('worker')).pgliteThread).toBe('worker');
    expect(() => loadConfig(env('thread'))).toThrow('PGLITE_THREAD must be worker or main');
  });
});
