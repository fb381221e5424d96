/**
 * Migration 0034: a database seeded before companies had `is_demo` marks the demo's companies (its
 * codes with its published administrators) and no other, so an existing demo shows "Demo data".
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, queryRows } from '../src/db/client.js';
import { databaseBefore, type OldDatabase } from './migration-db.js';

let old: OldDatabase | undefined;
let database: Database;

beforeAll(async () => {
  old = await databaseBefore('0034');
  database = old.database;
  for (const code of ['DEMO01', 'BETA01', 'REAL01']) {
    await database.db.execute(
      sql`insert into companies (company_code, company_name, country, api_key_hash)
          values (${code}, 'Old', 'India', ${code.toLowerCase().padEnd(64, '0')})`,
    );
  }
  // DEMO01 holds the demo's published administrator; BETA01 is a real company that took the code.
  for (const [tenant, userName] of [
    ['DEMO01', 'demoadmin'],
    ['BETA01', 'someoneelse'],
    ['REAL01', 'betaadmin'],
  ] as const) {
    await database.db.execute(
      sql`insert into users (tenant_code, user_name, password_hash, first_name, last_name)
          values (${tenant}, ${userName}, 'x', 'A', 'B')`,
    );
  }
  await old.migrateRest();
}, 120_000);

afterAll(async () => old?.close());

it('marks only the demo companies that hold their published administrator', async () => {
  const rows = await queryRows<{ company_code: string; is_demo: boolean }>(
    database.db,
    sql`select company_code, is_demo from companies order by company_code`,
  );
  expect(rows).toEqual([
    { company_code: 'BETA01', is_demo: false },
    { company_code: 'DEMO01', is_demo: true },
    { company_code: 'REAL01', is_demo: false },
  ]);
});
