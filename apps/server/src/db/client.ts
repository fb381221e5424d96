import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite as PgliteInstance } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { DatabaseKind, PgliteThread } from '../config.js';
import { type ListenEvent, listenOnPglite, listenOnPostgres, type StopListening } from './notifications.js';
import { createPostgresPool } from './postgres-pool.js';
import * as schema from './schema/index.js';

export { schema };

/**
 * One type for drizzle over PGlite or node-postgres, and for a transaction of either
 * (PgTransaction extends PgDatabase). Repos take a `Db` so callers may pass a transaction.
 */
// biome-ignore lint/suspicious/noExplicitAny: the query-result HKT differs between the two drivers
export type Db = PgDatabase<any, typeof schema>;

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** The node-postgres pool, on PostgreSQL only. */
  pool?: pg.Pool;
  /** Hears NOTIFY on `channel` (see notifications.ts) until the database is closed. */
  listen(channel: string, onEvent: (event: ListenEvent) => void): Promise<void>;
  /** Stops the listeners, then closes the connections. */
  close(): Promise<void>;
}

/** The listen/close pair of a Database: listeners stop before the connections close. */
function listeners(
  start: (channel: string, onEvent: (event: ListenEvent) => void) => Promise<StopListening>,
  closeConnections: () => Promise<void>,
): Pick<Database, 'listen' | 'close'> {
  const stops: StopListening[] = [];
  return {
    listen: async (channel, onEvent) => {
      stops.push(await start(channel, onEvent));
    },
    close: async () => {
      await Promise.all(stops.splice(0).map((stop) => stop()));
      await closeConnections();
    },
  };
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory, or 'memory://' (the default) for an in-memory database. */
  pgliteDir?: string;
  /** A PGlite data directory dumped with `dumpDataDir()` to start from (the tests' seeded template). */
  pgliteLoadDataDir?: Blob;
  /**
   * Where PGlite runs: 'worker' (the default) a worker thread of its own that owns the database
   * (`pglite-thread.ts`), so its statements never hold the server's event loop; 'main' in this thread,
   * where a statement holds the event loop while it runs (PGLITE_THREAD=main).
   */
  pgliteThread?: PgliteThread;
}

/** The memory for sorts and hash tables, as on PostgreSQL (postgres-pool.ts QUERY_MEMORY). */
const PGLITE_WORK_MEM = '16MB';

/** Connects drizzle to PostgreSQL (node-postgres pool) or to PGlite; each driver is loaded only when used. */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pgModule } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = createPostgresPool(pgModule, options.databaseUrl);
    try {
      // Fail fast on a bad URL rather than on the first request.
      const client = await pool.connect();
      client.release();
    } catch (error) {
      await pool.end();
      throw error;
    }
    const db = drizzle({ client: pool, schema });
    const { databaseUrl } = options;
    return {
      db,
      kind: 'postgres',
      pool,
      ...listeners(
        (channel, onEvent) => listenOnPostgres(pgModule, databaseUrl, channel, onEvent),
        () => pool.end(),
      ),
    };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const dataDir = options.pgliteDir ?? 'memory://';
  if (!dataDir.includes('://')) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  if ((options.pgliteThread ?? 'worker') === 'worker') {
    const { PgliteThreadClient } = await import('./pglite-thread.js');
    const client = await PgliteThreadClient.start({
      dataDir,
      workMem: PGLITE_WORK_MEM,
      ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
    });
    // drizzle drives it as the PGlite it stands for (query, exec, transaction; pglite-thread.ts).
    const db = drizzle({ client: client as unknown as PgliteInstance, schema });
    return {
      db,
      kind: 'pglite',
      ...listeners(
        (channel, onEvent) => listenOnPglite(client, channel, onEvent),
        () => client.close(),
      ),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm backs the lists' contains-search indexes (migration 0021).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
  });
  await client.exec(`set work_mem = '${PGLITE_WORK_MEM}'`);
  const db = drizzle({ client, schema });
  return {
    db,
    kind: 'pglite',
    ...listeners(
      (channel, onEvent) => listenOnPglite(client, channel, onEvent),
      () => client.close(),
    ),
  };
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/** A jsonb value as a driver gives it: parsed already (node-postgres), or as its text. */
export const jsonValue = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/**
 * The instant a company's day begins, as a timestamptz: midnight of `day` (YYYY-MM-DD) plus `days`
 * in `timeZone`. A day's bounds on a timestamptz column come from here, never from `::date` (which
 * would be the database session's day, UTC on PGlite, not the company's).
 */
export function dayStartSql(day: string, timeZone: string, days = 0): SQL {
  return sql`((${day}::date + ${days}::int)::timestamp at time zone ${timeZone})`;
}

/**
 * Ids for `in (...)`: a list of numbers (none matches no row), or an SQL subquery of ids as given.
 */
export function idListSql(ids: SQL | readonly number[]): SQL {
  if (!Array.isArray(ids)) return ids as SQL;
  return ids.length === 0
    ? sql`null`
    : sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      );
}
