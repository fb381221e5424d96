import { API } from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppOn } from '../src/app.js';
import { createDatabase, type Database } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { createPostgresDatabase, testConfig } from './helpers.js';

/**
 * /health while the database is down: 503 `{ status: 'unavailable' }` naming
 * nothing internal (no driver, database, host or error text), not a 500, within the health
 * check's time limit. PGlite: the embedded database is closed under the running app.
 * PostgreSQL: the app's database stops accepting connections and its backends are terminated.
 */

const usePostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
let app: FastifyInstance;
let database: Database;
let pgDatabase: { url: string; drop: () => Promise<void> } | undefined;
const lines: string[] = [];

async function adminQuery(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}
const dbName = () => new URL(pgDatabase?.url as string).pathname.slice(1);

beforeAll(async () => {
  pgDatabase = usePostgres ? await createPostgresDatabase() : undefined;
  database = await createDatabase({ databaseUrl: pgDatabase?.url, pgliteDir: 'memory://' });
  await runMigrations(database);
  let broken = false;
  const breakable: Database = {
    ...database,
    // Closing what is already closed (PGlite) or ended may throw; the app's close must not.
    close: async () => {
      await database.close().catch((error: unknown) => {
        if (!broken) throw error;
      });
    },
  };
  app = await buildAppOn(
    testConfig({
      seedDemo: false,
      logLevel: 'info',
      logStream: { write: (line: string) => lines.push(line) },
    }),
    breakable,
  );
  (app as unknown as { breakDatabase: () => Promise<void> }).breakDatabase = async () => {
    broken = true;
    if (pgDatabase) {
      await adminQuery(`alter database ${dbName()} allow_connections false`);
      await adminQuery('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
        dbName(),
      ]);
    } else {
      await (database.db as unknown as { $client: { close: () => Promise<void> } }).$client.close();
    }
  };
});

afterAll(async () => {
  if (pgDatabase) await adminQuery(`alter database ${dbName()} allow_connections true`).catch(() => {});
  await app?.close();
  await pgDatabase?.drop();
});

describe('GET /health', () => {
  it('answers 200 ok while the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: API.health });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('answers 503 { status: unavailable } when the database is down, naming nothing internal', async () => {
    await (app as unknown as { breakDatabase: () => Promise<void> }).breakDatabase();
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: API.health });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
    expect(res.body).not.toMatch(/pglite|postgres|database|sql|error|closed|terminat/i);
    expect(Date.now() - started).toBeLessThan(5_000);
    // The failure is logged (without query text) with the request's id.
    const logged = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((e) => e.msg === 'database unavailable');
    expect(logged).toEqual([expect.objectContaining({ reqId: expect.any(String), level: 50 })]);
    expect(JSON.stringify(logged)).not.toContain('select 1');
  });
});
