/**
 * Migration 0027: companies made before keep working with the key they were
 * given, now stored only as its SHA-256 (the plain column is gone); the user audit's older rows are
 * sign-ins and can no longer be changed or deleted.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, queryRows } from '../src/db/client.js';
import { databaseBefore, type OldDatabase } from './migration-db.js';

let old: OldDatabase | undefined;
let database: Database;

beforeAll(async () => {
  old = await databaseBefore('0027');
  database = old.database;
  for (const code of ['OLD01', 'OLD02']) {
    await database.db.execute(
      sql`insert into companies (company_code, company_name, country, api_key)
          values (${code}, 'Old', 'India', ${`${code}-key-${'k'.repeat(32)}`})`,
    );
  }
  await database.db.execute(
    sql`insert into user_audit (tenant_code, user_name, token_fingerprint) values ('OLD01', 'someone', ${'f'.repeat(64)})`,
  );
  await old.migrateRest();
}, 120_000);

afterAll(async () => old?.close());

it('keeps each company’s key as its SHA-256 and drops the plain key', async () => {
  const rows = await queryRows<Record<string, unknown>>(
    database.db,
    sql`select * from companies where company_code like 'OLD%' order by company_code`,
  );
  expect(rows.map((r) => r.api_key_hash)).toEqual(
    ['OLD01', 'OLD02'].map((code) =>
      createHash('sha256')
        .update(`${code}-key-${'k'.repeat(32)}`)
        .digest('hex'),
    ),
  );
  expect(rows.every((r) => !('api_key' in r))).toBe(true);
});

it('makes the older user audit rows sign-ins that cannot be changed', async () => {
  const rows = await queryRows<{ event: string }>(database.db, sql`select event from user_audit`);
  expect(rows).toEqual([{ event: 'sign-in' }]);
  await expect(database.db.execute(sql`delete from user_audit`)).rejects.toThrow();
  expect(await queryRows(database.db, sql`select id from user_audit`)).toHaveLength(1);
});
