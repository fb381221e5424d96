/**
 * Migration 0010: payable history rows written before it get the status and remark
 * changes they made (from the row before them of the same payable); a create row has none, and
 * rows stay as they were otherwise.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, queryRows } from '../src/db/client.js';
import { databaseBefore, type OldDatabase } from './migration-db.js';

let old: OldDatabase | undefined;
let database: Database;

/** The old rows: one payable's create, a remark change, a status step, and a second payable's create. */
const OLD_HISTORY = [
  { payable: 1, status: 'Invoice Raised', remarks: 'Bill in', action: 'create' },
  { payable: 1, status: 'Invoice Raised', remarks: 'Checked', action: 'update' },
  { payable: 1, status: 'Invoice Received', remarks: 'Checked', action: 'update' },
  { payable: 2, status: 'Invoice Approved', remarks: '', action: 'create' },
];

beforeAll(async () => {
  old = await databaseBefore('0010');
  database = old.database;
  const db = database.db;
  await db.execute(
    sql`insert into companies (company_code, company_name, country, api_key) values ('OLD01', 'Old', 'India', 'old-key')`,
  );
  await db.execute(sql`insert into sites (tenant_code, site_code, site_name) values ('OLD01', 'S1', 'Site')`);
  await db.execute(sql`insert into vendors (tenant_code, vendor_code, vendor_name, vendor_description, vendor_category,
      contact_person, phone_number, email_id, address_line1, address_line2, city, state, country, created_by, updated_by)
    values ('OLD01', 'VEN00001', 'Old Vendor', 'd', 'c', 'p', '9999999999', 'a@b.in', 'a1', 'a2', 'City', 'Goa', 'India', 'x', 'x')`);
  for (const code of ['VPB00001', 'VPB00002']) {
    await db.execute(sql`insert into payables (tenant_code, vendor_payable_code, erf_site_id, erf_vendor_id, quantity,
        units, amount, payment_mode, payment_due_date, bill_date, status, created_by, updated_by)
      select 'OLD01', ${code}, s.id, v.id, '1', 'Nos', 100, 'Cash', '2026-01-02', '2026-01-01', 'Invoice Raised', 'x', 'x'
        from sites s, vendors v where s.tenant_code = 'OLD01' and v.tenant_code = 'OLD01'`);
  }
  for (const h of OLD_HISTORY) {
    await db.execute(sql`insert into payable_history (tenant_code, payable_id, vendor_payable_code, erf_site_id,
        erf_vendor_id, quantity, units, amount, bill_date, payment_due_date, status, action, remarks, updated_by)
      select p.tenant_code, p.id, p.vendor_payable_code, p.erf_site_id, p.erf_vendor_id, '1', 'Nos', 100,
             '2026-01-01', '2026-01-02', ${h.status}, ${h.action}, ${h.remarks}, 'someone'
        from payables p where p.vendor_payable_code = ${`VPB0000${h.payable}`}`);
  }
  await old.migrateRest();
}, 120_000);

afterAll(async () => old?.close());

it('gives every old history row the status and remark changes it made, and none to a create', async () => {
  const rows = await queryRows<{ code: string; status: string; remarks: string; changes: unknown }>(
    database.db,
    sql`select vendor_payable_code as code, status, remarks, changes from payable_history
         where tenant_code = 'OLD01' order by id`,
  );
  expect(rows).toEqual([
    { code: 'VPB00001', status: 'Invoice Raised', remarks: 'Bill in', changes: [] },
    {
      code: 'VPB00001',
      status: 'Invoice Raised',
      remarks: 'Checked',
      changes: [{ field: 'remarks', from: 'Bill in', to: 'Checked' }],
    },
    {
      code: 'VPB00001',
      status: 'Invoice Received',
      remarks: 'Checked',
      changes: [{ field: 'status', from: 'Invoice Raised', to: 'Invoice Received' }],
    },
    { code: 'VPB00002', status: 'Invoice Approved', remarks: '', changes: [] },
  ]);
});
