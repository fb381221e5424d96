/**
 * The migrations are hand-written SQL files (docs/ARCHITECTURE.md "Migrations"): drizzle-kit's
 * snapshots stopped at 0009, so `drizzle-kit generate` would write a migration re-creating tables that
 * exist. No script runs it, and every file of the migrations folder is one the migrator runs, in order.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { MIGRATIONS_FOLDER } from '../src/db/migrate.js';
import { closeTestApp, createTestApp } from './helpers.js';

const root = path.resolve(import.meta.dirname, '../../..');

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
  breakpoints: boolean;
}
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
  entries: JournalEntry[];
};
const tags = journal.entries.map((e) => e.tag);
const sqlFiles = readdirSync(MIGRATIONS_FOLDER)
  .filter((name) => name.endsWith('.sql'))
  .sort();

describe('no script generates migrations', () => {
  const packageFiles = [
    'package.json',
    ...(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces as string[]).map((w) =>
      path.join(w, 'package.json'),
    ),
  ];

  it.each(packageFiles)('%s has no db:generate script and no script running drizzle-kit', (file) => {
    const scripts = (JSON.parse(readFileSync(path.join(root, file), 'utf8')).scripts ?? {}) as Record<
      string,
      string
    >;
    expect(Object.keys(scripts).filter((name) => name.startsWith('db:generate'))).toEqual([]);
    expect(Object.entries(scripts).filter(([, command]) => command.includes('drizzle-kit'))).toEqual([]);
  });

  it('there is no drizzle-kit config (what `npx drizzle-kit generate` would read)', () => {
    const configs = ['.', 'apps/server'].flatMap((dir) =>
      readdirSync(path.join(root, dir))
        .filter((name) => name.startsWith('drizzle.config'))
        .map((name) => path.join(dir, name)),
    );
    expect(configs).toEqual([]);
  });
});

describe('every migration file is one the migrator runs, and the other way round', () => {
  it('the folder holds only the SQL files and meta/_journal.json (no drizzle-kit snapshots)', () => {
    expect(readdirSync(MIGRATIONS_FOLDER).filter((name) => !name.endsWith('.sql'))).toEqual(['meta']);
    expect(readdirSync(path.join(MIGRATIONS_FOLDER, 'meta'))).toEqual(['_journal.json']);
  });

  it('the journal names each SQL file once, in the order of their numbers', () => {
    expect(tags.map((tag) => `${tag}.sql`)).toEqual(sqlFiles);
    expect(new Set(tags).size).toBe(tags.length);
    for (const tag of tags) expect(tag).toMatch(/^\d{4}_[a-z0-9_]+$/);
    const numbers = tags.map((tag) => Number(tag.slice(0, 4)));
    expect(numbers.every((n, i) => i === 0 || n > (numbers[i - 1] as number))).toBe(true);
  });

  it("each entry's `when` is later than the one before (the migrator runs only entries newer than the last one applied)", () => {
    const whens = journal.entries.map((e) => e.when);
    for (const when of whens) expect(Number.isSafeInteger(when)).toBe(true);
    expect(whens.every((w, i) => i === 0 || w > (whens[i - 1] as number))).toBe(true);
  });

  it('the migrator reads every file the journal names, in its order', () => {
    const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
    expect(migrations.map((m) => m.folderMillis)).toEqual(journal.entries.map((e) => e.when));
    expect(migrations.map((m) => m.hash)).toEqual(
      sqlFiles.map((file) =>
        createHash('sha256')
          .update(readFileSync(path.join(MIGRATIONS_FOLDER, file)).toString())
          .digest('hex'),
      ),
    );
  });

  it('the server applied every file, once each, in order (the migrated database the suite copies)', async () => {
    // The template every test app copies was migrated from empty by the server's own runMigrations.
    const app = await createTestApp();
    try {
      const applied = await queryRows<{ hash: string; created_at: string }>(
        app.ctx.db,
        sql`select hash, created_at from drizzle.__drizzle_migrations order by id`,
      );
      expect(applied.map((row) => Number(row.created_at))).toEqual(journal.entries.map((e) => e.when));
      expect(applied.map((row) => row.hash)).toEqual(
        readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.hash),
      );
    } finally {
      await closeTestApp(app);
    }
  });
});
