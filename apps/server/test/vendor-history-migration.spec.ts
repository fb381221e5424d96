/**
 * Migration 0026: the vendors stored before it get one `create` row each in
 * vendor_history, by whoever created them, when they did; the table then refuses changes.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, queryRows } from '../src/db/client.js';
import { databaseBefore, type OldDatabase } from './migration-db.js';

let old: OldDatabase | undefined;
let database: Database;

async function insertVendor(code: string, createdAt: string, by: string) {
  await database.db.execute(sql`insert into vendors (tenant_code, vendor_code, vendor_name, vendor_description,
      vendor_category, type_of_work, contact_person, phone_number, email_id, address_line1, address_line2, city,
      state, country, bank_account_number, created_by, updated_by, created_at)
    values ('OLD01', ${code}, ${`Vendor ${code}`}, 'Old', 'Civil', 'Masonry', 'Someone', '9000000000',
      'old@example.in', 'Line 1', 'Line 2', 'Pune', 'Maharashtra', 'India', '123456789012', ${by}, ${by}, ${createdAt})`);
}

beforeAll(async () => {
  old = await databaseBefore('0026');
  database = old.database;
  await database.db.execute(
    sql`insert into companies (company_code, company_name, country, api_key) values ('OLD01', 'Old', 'India', 'OLD01-key')`,
  );
  await insertVendor('VEN00001', '2026-01-01T10:00:00Z', 'clerk');
  await insertVendor('VEN00002', '2026-02-03T09:00:00Z', 'uploader');
  await old.migrateRest();
}, 120_000);

afterAll(async () => old?.close());

it('gives each earlier vendor a create row by its creator at its creation time, and no account number', async () => {
  const rows = await queryRows<{
    vendor_code: string;
    action: string;
    field: string;
    from_value: string;
    to_value: string;
    changed_by: string;
    changed_at: string | Date;
  }>(database.db, sql`select * from vendor_history where tenant_code = 'OLD01' order by vendor_code`);
  expect(rows.map((r) => [r.vendor_code, r.action, r.field, r.from_value, r.to_value, r.changed_by])).toEqual(
    [
      ['VEN00001', 'create', '', '', 'Vendor VEN00001', 'clerk'],
      ['VEN00002', 'create', '', '', 'Vendor VEN00002', 'uploader'],
    ],
  );
  expect(rows.map((r) => new Date(r.changed_at).toISOString())).toEqual([
    '2026-01-01T10:00:00.000Z',
    '2026-02-03T09:00:00.000Z',
  ]);
  expect(JSON.stringify(rows)).not.toContain('123456789012');
});
