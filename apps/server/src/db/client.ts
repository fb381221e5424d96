import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { DatabaseKind } from '../config.js';
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
}

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
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dataDir = options.pgliteDir ?? 'memory://';
  if (!dataDir.includes('://')) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  // pg_trgm backs the lists' contains-search indexes (migration 0021).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
  });
  // The same memory for sorts and hash tables as on PostgreSQL (postgres-pool.ts QUERY_MEMORY).
  await client.exec(`set work_mem = '16MB'`);
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
