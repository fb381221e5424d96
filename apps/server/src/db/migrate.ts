import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client.js';
import { ensureGlobalLists } from './global-lists.js';
import { ensureModules } from './reference-data.js';
import type * as schema from './schema/index.js';

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Arbitrary key of the advisory lock that serialises migrations between app instances. */
const MIGRATION_LOCK_KEY = 727_001;

/** Applies the committed SQL migrations with the driver's migrator, then the fixed reference rows (modules, global lists). */
export async function runMigrations(database: Database): Promise<void> {
  if (database.pool) {
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // One dedicated connection: the advisory lock belongs to a session.
    const client = await database.pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    } finally {
      client.release();
    }
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as PgliteDatabase<typeof schema>, { migrationsFolder: MIGRATIONS_FOLDER });
  }
  await ensureModules(database.db);
  await ensureGlobalLists(database.db);
}
