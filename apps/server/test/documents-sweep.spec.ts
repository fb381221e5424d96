/**
 * Uploads cut off by a stopped process (kill -9 between a document's first chunk and its row) leave
 * chunks with no document. The server deletes those older than an hour when it starts, and keeps
 * fresh ones (an upload another instance may still be writing) and every stored document's chunks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createDatabase, queryRows } from '../src/db/client.js';
import { createPostgresDatabase, testConfig } from './helpers.js';

const usePostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

let dir: string;
let dropPostgres: (() => Promise<void>) | undefined;
let where: { databaseUrl?: string; pgliteDir: string };

const chunkCount = async (documentId?: number) => {
  const database = await createDatabase(where);
  try {
    const filter = documentId === undefined ? sql`` : sql`where document_id = ${documentId}`;
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from document_chunks ${filter}`,
    );
    return row?.n ?? 0;
  } finally {
    await database.close();
  }
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sitebook-sweep-'));
  where = { pgliteDir: path.join(dir, 'pglite') };
  if (usePostgres) {
    const pg = await createPostgresDatabase();
    dropPostgres = pg.drop;
    where = { ...where, databaseUrl: pg.url };
  }
  // First start: migrated and seeded; then two uploads that never got their row, one cut off two hours ago.
  await (await buildApp(testConfig(where))).close();
  const database = await createDatabase(where);
  try {
    await database.db.execute(sql`
      insert into document_chunks (tenant_code, document_id, seq, content, created_at) values
        ('DEMO01', 900001, 0, '\\x01', now() - interval '2 hours'),
        ('DEMO01', 900001, 1, '\\x02', now() - interval '2 hours'),
        ('BETA01', 900002, 0, '\\x03', now() - interval '5 minutes')`);
  } finally {
    await database.close();
  }
});

afterAll(async () => {
  await dropPostgres?.();
  rmSync(dir, { recursive: true, force: true });
});

it('a restart deletes the chunks of an upload cut off over an hour ago and nothing else', async () => {
  const storedBefore = (await chunkCount()) - 3;
  expect(await chunkCount(900001)).toBe(2);

  await (await buildApp(testConfig(where))).close();

  expect(await chunkCount(900001)).toBe(0);
  expect(await chunkCount(900002)).toBe(1);
  expect(await chunkCount()).toBe(storedBefore + 1);
});
