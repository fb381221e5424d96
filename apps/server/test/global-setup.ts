import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../src/app.js';
import { seedDemoIntoEmpty } from '../src/cli/demo.js';
import { createDatabase } from '../src/db/client.js';

/**
 * Once per run and project: one database migrated and demo-seeded exactly as `npm start` does it
 * (prepareDatabase with the CLI's demo seed), which every createTestApp then copies instead of migrating and seeding again.
 * PGlite: the data directory dumped to a file (each test file loads it). PostgreSQL: a database the
 * test files name as the TEMPLATE of their own; nothing stays connected to it, since PostgreSQL
 * copies a template only while no other session uses it.
 */
declare module 'vitest' {
  interface ProvidedContext {
    /** PGlite: the path of the seeded data directory's dump. */
    pgliteTemplate?: string;
    /** PostgreSQL: the name of the seeded template database. */
    postgresTemplate?: string;
  }
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const suffix = `${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  if (project.name === 'postgres') {
    const name = `sitebook_template_${suffix}`;
    await adminQuery(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${name}`;
    const database = await createDatabase({ databaseUrl: url.toString() });
    try {
      await prepareDatabase(database, seedDemoIntoEmpty);
    } finally {
      await database.close();
    }
    project.provide('postgresTemplate', name);
    return () => adminQuery(`drop database if exists ${name} with (force)`);
  }

  const database = await createDatabase({ pgliteDir: 'memory://' });
  const file = path.join(tmpdir(), `sitebook-template-${suffix}.tar`);
  try {
    await prepareDatabase(database, seedDemoIntoEmpty);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', file);
  return async () => rmSync(file, { force: true });
}
