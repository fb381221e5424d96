/**
 * A database as it was before a migration, for tests that put old rows in and then migrate: the
 * committed migrations before `beforeTag` only (on PGlite in memory, or a fresh PostgreSQL
 * database when the suite runs against PostgreSQL). `migrateRest` applies the others as the server
 * does at start; `close` closes and drops it.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { createDatabase, type Database } from '../src/db/client.js';
import { MIGRATIONS_FOLDER, runMigrations } from '../src/db/migrate.js';
import type * as schema from '../src/db/schema/index.js';
import { createPostgresDatabase } from './helpers.js';

export interface OldDatabase {
  database: Database;
  migrateRest: () => Promise<void>;
  close: () => Promise<void>;
}

export async function databaseBefore(beforeTag: string): Promise<OldDatabase> {
  const usePostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
  const dir = mkdtempSync(path.join(tmpdir(), 'sitebook-migration-'));
  const pg = usePostgres ? await createPostgresDatabase() : undefined;
  const database = await createDatabase(pg ? { databaseUrl: pg.url } : { pgliteDir: 'memory://' });

  const before = path.join(dir, 'migrations');
  cpSync(MIGRATIONS_FOLDER, before, { recursive: true });
  const journalPath = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < beforeTag);
  writeFileSync(journalPath, JSON.stringify(journal));
  if (database.pool) {
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(drizzle({ client: database.pool }), { migrationsFolder: before });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as PgliteDatabase<typeof schema>, { migrationsFolder: before });
  }
  return {
    database,
    migrateRest: () => runMigrations(database),
    close: async () => {
      await database.close();
      await pg?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
