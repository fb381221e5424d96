/**
 * Uploads cut off by a stopped process (kill -9 between a document's first chunk and its row) leave
 * chunks with no document. The embedded PGlite serves one process, so at its start
 * no upload can be in flight and every such chunk goes whatever its age; on PostgreSQL (other
 * processes may be uploading) those of an upload idle for two minutes go. Stored documents' chunks
 * stay. Documents no record holds go after 24 hours (storage-quota's sibling: the sweep itself).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { seedDemoIntoEmpty } from '../src/cli/demo.js';
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
  await (await buildApp(testConfig(where), seedDemoIntoEmpty)).close();
  const database = await createDatabase(where);
  try {
    await database.db.execute(sql`
      insert into document_chunks (tenant_code, document_id, seq, content, created_at) values
        ('DEMO01', 900001, 0, '\\x01', now() - interval '2 hours'),
        ('DEMO01', 900001, 1, '\\x02', now() - interval '2 hours'),
        ('BETA01', 900002, 0, '\\x03', now() - interval '5 minutes'),
        ('BETA01', 900003, 0, '\\x04', now() - interval '3 seconds')`);
  } finally {
    await database.close();
  }
});

afterAll(async () => {
  await dropPostgres?.();
  rmSync(dir, { recursive: true, force: true });
});

it('a restart deletes the chunks of uploads cut off, however recently on PGlite, and nothing else', async () => {
  const storedBefore = (await chunkCount()) - 4;
  expect(await chunkCount(900001)).toBe(2);

  await (await buildApp(testConfig(where), seedDemoIntoEmpty)).close();

  expect(await chunkCount(900001)).toBe(0);
  // Five minutes without a new chunk: that upload stopped (before: kept for an hour).
  expect(await chunkCount(900002)).toBe(0);
  // Three seconds: on PostgreSQL another process may still be writing it; PGlite has no other.
  expect(await chunkCount(900003)).toBe(usePostgres ? 1 : 0);
  expect(await chunkCount()).toBe(storedBefore + (usePostgres ? 1 : 0));
});
