/**
 * Migration 0015 (issue 14): each payable keeps what Active payments have paid it (`paid_amount`)
 * and the latest such payment's date (`last_paid_on`). The migration fills both for payments made
 * before it, and its triggers keep them true for every later change of an allocation or a payment,
 * even one made by hand in SQL, since the summaries read them instead of adding allocations up.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../src/db/client.js';
import { databaseBefore, type OldDatabase } from './migration-db.js';

let old: OldDatabase | undefined;
let database: Database;
const run = (q: ReturnType<typeof sql>) => database.db.execute(q);

const paidOf = async () =>
  Object.fromEntries(
    (
      await queryRows<{ code: string; paid: string; last: string | null }>(
        database.db,
        sql`select vendor_payable_code as code, paid_amount::text as paid, last_paid_on::text as last
              from payables where tenant_code = 'OLD01' order by id`,
      )
    ).map((r) => [r.code, `${r.paid} ${r.last ?? '-'}`]),
  );

async function pay(code: string, date: string, status: string, allocations: [string, string][]) {
  await run(sql`insert into vendor_payments (tenant_code, payment_code, erf_vendor_id, payment_date, amount,
      payment_mode, status, created_by)
    select 'OLD01', ${code}, v.id, ${date}, ${allocations.reduce((s, [, a]) => s + Number(a), 0)}, 'Cash', ${status}, 'x'
      from vendors v where v.tenant_code = 'OLD01'`);
  for (const [payable, amount] of allocations) {
    await run(sql`insert into payment_allocations (tenant_code, payment_id, payable_id, amount)
      select 'OLD01', vp.id, p.id, ${amount} from vendor_payments vp, payables p
       where vp.payment_code = ${code} and p.vendor_payable_code = ${payable} and p.tenant_code = 'OLD01'`);
  }
}

beforeAll(async () => {
  old = await databaseBefore('0015');
  database = old.database;
  await run(
    sql`insert into companies (company_code, company_name, country, api_key) values ('OLD01', 'Old', 'India', 'old-key')`,
  );
  await run(sql`insert into sites (tenant_code, site_code, site_name) values ('OLD01', 'S1', 'Site')`);
  await run(sql`insert into vendors (tenant_code, vendor_code, vendor_name, vendor_description, vendor_category,
      contact_person, phone_number, email_id, address_line1, address_line2, city, state, country, created_by, updated_by)
    values ('OLD01', 'VEN00001', 'Old Vendor', 'd', 'c', 'p', '9999999999', 'a@b.in', 'a1', 'a2', 'City', 'Goa', 'India', 'x', 'x')`);
  for (const code of ['VPB00001', 'VPB00002', 'VPB00003']) {
    await run(sql`insert into payables (tenant_code, vendor_payable_code, erf_site_id, erf_vendor_id, quantity,
        units, amount, payment_mode, payment_due_date, bill_date, status, created_by, updated_by)
      select 'OLD01', ${code}, s.id, v.id, '1', 'Nos', 1000, 'Cash', '2026-01-02', '2026-01-01', 'Invoice Raised', 'x', 'x'
        from sites s, vendors v where s.tenant_code = 'OLD01' and v.tenant_code = 'OLD01'`);
  }
  await pay('VPM00001', '2026-02-01', 'Active', [
    ['VPB00001', '100.10'],
    ['VPB00002', '200.00'],
  ]);
  await pay('VPM00002', '2026-03-01', 'Active', [['VPB00001', '0.20']]);
  await pay('VPM00003', '2026-04-01', 'Reversed', [['VPB00001', '500.00']]);
  await old.migrateRest();
}, 120_000);

afterAll(async () => old?.close());

it('fills paid and the last payment date from the Active payments made before it', async () => {
  expect(await paidOf()).toEqual({
    VPB00001: '100.30 2026-03-01',
    VPB00002: '200.00 2026-02-01',
    VPB00003: '0.00 -',
  });
});

describe('after the migration, changes made straight in SQL', () => {
  it('a new allocation adds to its payable', async () => {
    await pay('VPM00004', '2026-05-01', 'Active', [
      ['VPB00003', '999.99'],
      ['VPB00002', '0.01'],
    ]);
    expect(await paidOf()).toEqual({
      VPB00001: '100.30 2026-03-01',
      VPB00002: '200.01 2026-05-01',
      VPB00003: '999.99 2026-05-01',
    });
  });

  it('reversing a payment takes it off, and the last date falls back to the payment before', async () => {
    await run(sql`update vendor_payments set status = 'Reversed' where payment_code = 'VPM00004'`);
    expect(await paidOf()).toEqual({
      VPB00001: '100.30 2026-03-01',
      VPB00002: '200.00 2026-02-01',
      VPB00003: '0.00 -',
    });
  });

  it('a payment turned Active again and redated counts on its new date', async () => {
    await run(
      sql`update vendor_payments set status = 'Active', payment_date = '2026-06-30' where payment_code = 'VPM00003'`,
    );
    expect((await paidOf()).VPB00001).toBe('600.30 2026-06-30');
  });

  it('a deleted or moved allocation leaves the payable it came from', async () => {
    await run(sql`update payment_allocations set payable_id = (select id from payables where vendor_payable_code = 'VPB00003')
      where payment_id = (select id from vendor_payments where payment_code = 'VPM00003')`);
    expect(await paidOf()).toEqual({
      VPB00001: '100.30 2026-03-01',
      VPB00002: '200.00 2026-02-01',
      VPB00003: '500.00 2026-06-30',
    });
    await run(
      sql`delete from payment_allocations where payment_id = (select id from vendor_payments where payment_code = 'VPM00003')`,
    );
    expect((await paidOf()).VPB00003).toBe('0.00 -');
  });
});
