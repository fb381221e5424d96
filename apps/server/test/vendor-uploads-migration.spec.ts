/**
 * Migration 0012: vendors bulk-uploaded before uploads were recorded (all tagged
 * 'BulkUpload') become one recorded upload per company, 'UPL00000', without a file name, dated by
 * its first vendor; the selector then lists it, and BulkUpload (every upload) and its own tag remove it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, queryRows } from '../src/db/client.js';
import * as repo from '../src/features/vendors/vendors.repo.js';
import { databaseBefore, type OldDatabase } from './migration-db.js';

let old: OldDatabase | undefined;
let database: Database;

async function insertVendor(
  tenant: string,
  code: string,
  bulkTag: string | null,
  createdAt: string,
  by: string,
) {
  await database.db.execute(sql`insert into vendors (tenant_code, vendor_code, vendor_name, vendor_description,
      vendor_category, type_of_work, contact_person, phone_number, email_id, address_line1, address_line2, city,
      state, country, bulk_tag, created_by, updated_by, created_at)
    values (${tenant}, ${code}, ${`Vendor ${code}`}, 'Old', 'Civil', 'Masonry', 'Someone', '9000000000',
      'old@example.in', 'Line 1', 'Line 2', 'Pune', 'Maharashtra', 'India', ${bulkTag}, ${by}, ${by}, ${createdAt})`);
}

beforeAll(async () => {
  old = await databaseBefore('0012');
  database = old.database;
  for (const code of ['OLD01', 'OLD02']) {
    await database.db.execute(
      sql`insert into companies (company_code, company_name, country, api_key) values (${code}, 'Old', 'India', ${`${code}-key`})`,
    );
  }
  await insertVendor('OLD01', 'VEN00001', null, '2026-01-01T10:00:00Z', 'clerk');
  await insertVendor('OLD01', 'VEN00002', 'BulkUpload', '2026-02-03T09:00:00Z', 'uploader');
  await insertVendor('OLD01', 'VEN00003', 'BulkUpload', '2026-03-04T09:00:00Z', 'another');
  await insertVendor('OLD01', 'VEN00004', 'BulkUpload', '2026-03-05T09:00:00Z', 'another');
  await insertVendor('OLD02', 'VEN00001', 'BulkUpload', '2026-04-01T08:00:00Z', 'beta');
  await old.migrateRest();
}, 120_000);

afterAll(async () => old?.close());

it('records one earlier upload per company and moves its vendors to that tag', async () => {
  const uploads = await queryRows<{
    tenant_code: string;
    tag: string;
    file_name: string | null;
    row_count: number;
    uploaded_by: string;
    uploaded_at: string | Date;
  }>(database.db, sql`select * from vendor_uploads order by tenant_code`);
  expect(uploads.map((u) => [u.tenant_code, u.tag, u.file_name, u.row_count, u.uploaded_by])).toEqual([
    ['OLD01', 'UPL00000', null, 3, 'uploader'],
    ['OLD02', 'UPL00000', null, 1, 'beta'],
  ]);
  expect(new Date(uploads[0]?.uploaded_at as string).toISOString()).toBe('2026-02-03T09:00:00.000Z');
  const tags = await queryRows<{ vendor_code: string; bulk_tag: string | null }>(
    database.db,
    sql`select vendor_code, bulk_tag from vendors where tenant_code = 'OLD01' order by vendor_code`,
  );
  expect(tags.map((t) => t.bulk_tag)).toEqual([null, 'UPL00000', 'UPL00000', 'UPL00000']);
});

it('the selector lists the earlier upload with no file name, and its tag removes only its vendors', async () => {
  const listed = await repo.bulkTags(database.db, 'OLD01');
  expect(listed).toMatchObject([{ tag: 'UPL00000', count: 3, fileName: null, rowCount: 3 }]);
  const removed = await database.db.transaction(async (tx) => {
    await repo.lockVendorsByTag(tx, 'OLD01', 'UPL00000', false);
    const outcome = await repo.deleteVendorsByTag(tx, 'OLD01', 'UPL00000', false);
    await repo.dropEmptyUploads(tx, 'OLD01');
    return outcome;
  });
  expect(removed).toEqual({ deleted: 3, kept: 0 });
  expect(await repo.bulkTags(database.db, 'OLD01')).toEqual([]);
  expect(await repo.countVendors(database.db, 'OLD01')).toBe(1);
  // OLD02's earlier upload is its own.
  expect(await repo.bulkTags(database.db, 'OLD02')).toMatchObject([{ tag: 'UPL00000', count: 1 }]);
});
