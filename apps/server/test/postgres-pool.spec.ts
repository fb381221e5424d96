import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppPool, createPostgresPool } from '../src/db/postgres-pool.js';
import { createPostgresDatabase } from './helpers.js';

/** The app's PostgreSQL pool (src/db/postgres-pool.ts). Runs in the postgres project only. */
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('the PostgreSQL pool', () => {
  let url = '';
  let drop: () => Promise<void> = async () => {};
  let pool: AppPool | undefined;

  beforeAll(async () => {
    const database = await createPostgresDatabase();
    url = database.url;
    drop = database.drop;
    pool = createPostgresPool(pg, url);
  });
  afterAll(async () => {
    await pool?.end();
    await drop();
  });

  const setting = async (run: (text: string) => Promise<pg.QueryResult>) =>
    (await run('select current_setting($1) as value')).rows[0]?.value as string;
  const planMode = (run: (text: string) => Promise<pg.QueryResult>) =>
    setting((text) => run(text.replace('$1', "'plan_cache_mode'")));

  it('plans named statements once, and plans one-off queries and transactions as usual', async () => {
    const p = pool as AppPool;
    expect(await planMode((text) => p.query({ name: 'plan_mode_named', text }))).toBe('force_generic_plan');
    expect(await planMode((text) => p.query(text))).toBe('auto');
    const client = await p.connect();
    try {
      expect(await planMode((text) => client.query({ name: 'plan_mode_in_tx', text }))).toBe('auto');
    } finally {
      client.release();
    }
  });

  it('runs no query in parallel workers, on either kind of connection', async () => {
    const p = pool as AppPool;
    const workers = (run: (text: string) => Promise<pg.QueryResult>) =>
      setting((text) => run(text.replace('$1', "'max_parallel_workers_per_gather'")));
    expect(await workers((text) => p.query({ name: 'workers_named', text }))).toBe('0');
    expect(await workers((text) => p.query(text))).toBe('0');
    const client = await p.connect();
    try {
      expect(await workers((text) => client.query(text))).toBe('0');
    } finally {
      client.release();
    }
  });

  it('gives every connection 16 MB for sorts and hash tables (the summaries spilled to disk at the stock 4 MB)', async () => {
    const p = pool as AppPool;
    const memory = (run: (text: string) => Promise<pg.QueryResult>) =>
      setting((text) => run(text.replace('$1', "'work_mem'")));
    expect(await memory((text) => p.query({ name: 'work_mem_named', text }))).toBe('16MB');
    expect(await memory((text) => p.query(text))).toBe('16MB');
  });

  it('keeps the options the connection string already names', async () => {
    const withTimeout = new URL(url);
    withTimeout.searchParams.set('options', '-c statement_timeout=4321');
    const other = createPostgresPool(pg, withTimeout.toString());
    try {
      const named = (text: string) => other.query({ name: 'timeout_named', text });
      expect(await planMode(named)).toBe('force_generic_plan');
      const timeout = await other.query({ name: 'timeout_value', text: 'show statement_timeout' });
      expect(timeout.rows[0]?.statement_timeout).toBe('4321ms');
      expect((await other.query('show statement_timeout')).rows[0]?.statement_timeout).toBe('4321ms');
      expect((await other.query('show max_parallel_workers_per_gather')).rows[0]).toEqual({
        max_parallel_workers_per_gather: '0',
      });
    } finally {
      await other.end();
    }
  });

  it('survives losing idle connections of both kinds and answers the next query', async () => {
    const p = pool as AppPool;
    await p.query('select 1');
    await p.query({ name: 'survive_named', text: 'select 2 as n' });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const others = 'from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()';
    try {
      const { rowCount } = await admin.query(`select pg_terminate_backend(pid) ${others}`);
      expect(rowCount).toBeGreaterThanOrEqual(2);
      // pg_terminate_backend only signals; wait until those backends have really gone.
      const left = async () => (await admin.query(`select count(*)::int as n ${others}`)).rows[0]?.n;
      await expect.poll(left, { timeout: 10_000, interval: 20 }).toBe(0);
    } finally {
      await admin.end();
    }
    // …and until the pool has heard of it (a closed socket, then an 'error' on the pool).
    const idle = () => p.idleCount + p.named.idleCount;
    await expect.poll(idle, { timeout: 10_000, interval: 20 }).toBe(0);
    expect((await p.query('select 1 as n')).rows[0]?.n).toBe(1);
    expect((await p.query({ name: 'survive_named', text: 'select 2 as n' })).rows[0]?.n).toBe(2);
  });
});
