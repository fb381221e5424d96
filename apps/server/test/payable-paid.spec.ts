/**
 * A payable's billed (`billed_amount`), paid (`paid_amount`) and latest payment date
 * (`last_paid_on`), and a vendor's balance, are kept from the vendor ledger (migration 0025,
 * docs/MONEY.md): the ledger's trigger applies each posted row in the statement that posts it.
 * Migration 0025 dropped migration 0015's triggers on payment_allocations and vendor_payments, and
 * back-fills the ledger from the records made before it: opening balances, bills (amount + tax at
 * the bill date), a Cancelled bill's reversing row, each allocation as its cash and TDS parts, and a
 * reversed payment's reversing rows on the day it was reversed. A payable marked Payment Settled
 * with something outstanding goes back to Payment Pending, with a history row saying why.
 *
 * The records put in before 0025 (company OLD01, one site):
 *   Cr Vendor   opening 1,000.00 Cr on 2025-12-01
 *     VPB00001  1,000.00 + 180.00 tax, billed 2026-01-01, Invoice Raised
 *     VPB00002    500.00, billed 2026-01-05, Payment Settled by hand (300.00 still owed)
 *     VPB00003    300.00, billed 2026-01-10, Cancelled
 *     VPB00004    400.00, billed 2026-01-12, Closed (paid in full)
 *     VPM00001  2026-02-01, 250.00 + 50.00 TDS: VPB00001 100.00 (50.00 of it TDS), VPB00002 200.00
 *     VPM00003  2026-02-15, 500.00 to VPB00001, reversed on 2026-04-02 (UTC)
 *     VPM00002  2026-03-01, 400.00 to VPB00004
 *   Dr Vendor   opening 250.50 Dr, no date (made 2025-11-15 UTC); nothing else
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../src/db/client.js';
import { postBillChange, postPayment, postPaymentReversal } from '../src/domain/vendor-ledger.js';
import { databaseBefore, type OldDatabase } from './migration-db.js';

let old: OldDatabase | undefined;
let database: Database;
const run = (q: ReturnType<typeof sql>) => database.db.execute(q);

/** Each payable as "billed paid last-paid-on status". */
const payablesNow = async () =>
  Object.fromEntries(
    (
      await queryRows<{ code: string; billed: string; paid: string; last: string | null; status: string }>(
        database.db,
        sql`select vendor_payable_code as code, billed_amount::text as billed, paid_amount::text as paid,
                   last_paid_on::text as last, status
              from payables where tenant_code = 'OLD01' order by id`,
      )
    ).map((r) => [r.code, `${r.billed} ${r.paid} ${r.last ?? '-'} ${r.status}`]),
  );

/** Each vendor as "current balance Cr/Dr date (signed ledger balance)". */
const vendorsNow = async () =>
  Object.fromEntries(
    (
      await queryRows<{ name: string; cb: string; t: string; d: string | null; lb: string }>(
        database.db,
        sql`select vendor_name as name, current_balance::text as cb, type_of_transaction_for_cb as t,
                   current_balance_date::text as d, ledger_balance::text as lb
              from vendors where tenant_code = 'OLD01' order by id`,
      )
    ).map((r) => [r.name, `${r.cb} ${r.t} ${r.d ?? '-'} (${r.lb})`]),
  );

/** The ledger's rows in the order posted: "kind vendor payable payment date amount". */
const ledgerRows = async () =>
  (
    await queryRows<{ line: string }>(
      database.db,
      sql`select concat_ws(' ', l.kind, v.vendor_name, coalesce(p.vendor_payable_code, '-'),
                   coalesce(vp.payment_code, '-'), l.entry_date::text, l.amount::text) as line
            from vendor_ledger l
            join vendors v on v.id = l.vendor_id
            left join payables p on p.id = l.payable_id
            left join vendor_payments vp on vp.id = l.payment_id
           where l.tenant_code = 'OLD01' order by l.id`,
    )
  ).map((r) => r.line);

const ids = async () => {
  const rows = await queryRows<{ kind: string; key: string; id: number }>(
    database.db,
    sql`select 'payable' as kind, vendor_payable_code as key, id from payables where tenant_code = 'OLD01'
        union all select 'payment', payment_code, id from vendor_payments where tenant_code = 'OLD01'
        union all select 'vendor', vendor_name, id from vendors where tenant_code = 'OLD01'
        union all select 'site', site_code, id from sites where tenant_code = 'OLD01'`,
  );
  return (kind: string, key: string) => {
    const row = rows.find((r) => r.kind === kind && r.key === key);
    if (!row) throw new Error(`no ${kind} ${key}`);
    return row.id;
  };
};

async function oldPayable(code: string, amount: string, tax: string, billDate: string, status: string) {
  await run(sql`insert into payables (tenant_code, vendor_payable_code, erf_site_id, erf_vendor_id, quantity,
      units, amount, tax_amount, payment_mode, payment_due_date, bill_date, status, created_by, updated_by)
    select 'OLD01', ${code}, s.id, v.id, '1', 'Nos', ${amount}, ${tax}, 'Cash', ${billDate}, ${billDate}, ${status}, 'x', 'x'
      from sites s, vendors v where s.tenant_code = 'OLD01' and v.vendor_name = 'Cr Vendor'`);
}

async function oldPayment(
  code: string,
  date: string,
  amount: string,
  tds: string,
  allocations: [string, string][],
  reversedAt?: string,
) {
  await run(sql`insert into vendor_payments (tenant_code, payment_code, erf_vendor_id, payment_date, amount,
      tds_amount, payment_mode, status, created_by, reversed_by, reversed_at, reversal_reason)
    select 'OLD01', ${code}, v.id, ${date}, ${amount}, ${tds}, 'Cash', ${reversedAt ? 'Reversed' : 'Active'}, 'x',
      ${reversedAt ? 'boss' : null}, ${reversedAt ?? null}::timestamptz, ${reversedAt ? 'wrong vendor' : null}
      from vendors v where v.vendor_name = 'Cr Vendor'`);
  for (const [payable, a] of allocations) {
    await run(sql`insert into payment_allocations (tenant_code, payment_id, payable_id, amount)
      select 'OLD01', vp.id, p.id, ${a} from vendor_payments vp, payables p
       where vp.payment_code = ${code} and p.vendor_payable_code = ${payable} and p.tenant_code = 'OLD01'`);
  }
}

beforeAll(async () => {
  old = await databaseBefore('0025');
  database = old.database;
  await run(
    sql`insert into companies (company_code, company_name, country, api_key) values ('OLD01', 'Old', 'India', 'old-key')`,
  );
  await run(sql`insert into sites (tenant_code, site_code, site_name) values ('OLD01', 'S1', 'Site')`);
  await run(sql`insert into vendors (tenant_code, vendor_code, vendor_name, vendor_description, vendor_category,
      contact_person, phone_number, email_id, address_line1, address_line2, city, state, country,
      opening_balance, opening_balance_date, type_of_transaction_for_ob, created_by, updated_by, created_at)
    values
      ('OLD01', 'VEN00001', 'Cr Vendor', 'd', 'c', 'p', '9999999999', 'a@b.in', 'a1', 'a2', 'City', 'Goa', 'India',
        1000.00, '2025-12-01', 'Cr', 'x', 'x', '2025-10-01 09:00:00+00'),
      ('OLD01', 'VEN00002', 'Dr Vendor', 'd', 'c', 'p', '9999999998', 'c@d.in', 'a1', 'a2', 'City', 'Goa', 'India',
        250.50, null, 'Dr', 'x', 'x', '2025-11-15 10:00:00+00')`);
  await oldPayable('VPB00001', '1000.00', '180.00', '2026-01-01', 'Invoice Raised');
  await oldPayable('VPB00002', '500.00', '0', '2026-01-05', 'Payment Settled');
  await oldPayable('VPB00003', '300.00', '0', '2026-01-10', 'Cancelled');
  await oldPayable('VPB00004', '400.00', '0', '2026-01-12', 'Closed');
  await oldPayment('VPM00001', '2026-02-01', '250.00', '50.00', [
    ['VPB00001', '100.00'],
    ['VPB00002', '200.00'],
  ]);
  await oldPayment('VPM00002', '2026-03-01', '400.00', '0', [['VPB00004', '400.00']]);
  await oldPayment(
    'VPM00003',
    '2026-02-15',
    '500.00',
    '0',
    [['VPB00001', '500.00']],
    '2026-04-02 20:00:00+00',
  );
  await old.migrateRest();
}, 120_000);

afterAll(async () => old?.close());

describe('migration 0025 back-fills the ledger from the records made before it', () => {
  it('posts the openings, bills, a cancel, each allocation as cash and TDS, and a reversal on its day', async () => {
    expect(await ledgerRows()).toEqual([
      'opening Cr Vendor - - 2025-12-01 1000.00',
      // no opening date: the day the vendor was made
      'opening Dr Vendor - - 2025-11-15 -250.50',
      'bill Cr Vendor VPB00001 - 2026-01-01 1180.00',
      'bill Cr Vendor VPB00002 - 2026-01-05 500.00',
      'bill Cr Vendor VPB00003 - 2026-01-10 300.00',
      'bill_cancel Cr Vendor VPB00003 - 2026-01-10 -300.00',
      'bill Cr Vendor VPB00004 - 2026-01-12 400.00',
      // VPM00001's 50.00 TDS is taken by its first allocation; its second is all cash
      'payment Cr Vendor VPB00001 VPM00001 2026-02-01 -50.00',
      'tds Cr Vendor VPB00001 VPM00001 2026-02-01 -50.00',
      'payment Cr Vendor VPB00002 VPM00001 2026-02-01 -200.00',
      'payment Cr Vendor VPB00001 VPM00003 2026-02-15 -500.00',
      'payment Cr Vendor VPB00004 VPM00002 2026-03-01 -400.00',
      'payment_reversal Cr Vendor VPB00001 VPM00003 2026-04-02 500.00',
    ]);
  });

  it("keeps each payable's billed, paid and latest payment date from those rows", async () => {
    expect(await payablesNow()).toEqual({
      // 50.00 cash + 50.00 TDS; the reversed VPM00003 does not count, nor its date
      VPB00001: '1180.00 100.00 2026-02-01 Invoice Raised',
      // marked Payment Settled with 300.00 owed: back to Payment Pending
      VPB00002: '500.00 200.00 2026-02-01 Payment Pending',
      VPB00003: '0.00 0.00 - Cancelled',
      // Closed and paid in full: stays Closed
      VPB00004: '400.00 400.00 2026-03-01 Closed',
    });
  });

  it("keeps each vendor's balance (Cr / Dr) and the date of its latest row", async () => {
    expect(await vendorsNow()).toEqual({
      // 1,000.00 + 1,180.00 + 500.00 + 400.00 − 100.00 − 200.00 − 400.00
      'Cr Vendor': '2380.00 Cr 2026-04-02 (2380.00)',
      'Dr Vendor': '250.50 Dr 2025-11-15 (-250.50)',
    });
  });

  it('writes a history row for the payable put back to Payment Pending, and only for it', async () => {
    const rows = await queryRows<{
      code: string;
      status: string;
      reason: string;
      changes: unknown;
      by: string;
      version: number;
    }>(
      database.db,
      sql`select h.vendor_payable_code as code, h.status, h.reason, h.changes, h.updated_by as by, p.version
            from payable_history h join payables p on p.id = h.payable_id
           where h.tenant_code = 'OLD01' and h.action = 'status corrected'`,
    );
    expect(rows).toEqual([
      {
        code: 'VPB00002',
        status: 'Payment Pending',
        reason: 'Marked Payment Settled with 300.00 outstanding; back to Payment Pending until it is paid',
        changes: [{ field: 'status', from: 'Payment Settled', to: 'Payment Pending' }],
        by: 'system',
        version: 2,
      },
    ]);
  });

  it("drops migration 0015's triggers on payment_allocations and vendor_payments", async () => {
    const triggers = await queryRows<{ name: string }>(
      database.db,
      sql`select t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
           where c.relname in ('payment_allocations', 'vendor_payments') and not t.tgisinternal`,
    );
    expect(triggers).toEqual([]);
  });
});

describe('after the migration, the ledger keeps them', () => {
  it('a payment posted adds its cash and TDS to each payable it pays, dated on the payment', async () => {
    const id = await ids();
    await run(sql`insert into vendor_payments (tenant_code, payment_code, erf_vendor_id, payment_date, amount,
        tds_amount, payment_mode, status, created_by)
      values ('OLD01', 'VPM00004', ${id('vendor', 'Cr Vendor')}, '2026-05-01', 80.00, 20.00, 'Cash', 'Active', 'x')`);
    const paymentId = (await ids())('payment', 'VPM00004');
    await postPayment(
      database.db,
      {
        id: paymentId,
        tenantCode: 'OLD01',
        erfVendorId: id('vendor', 'Cr Vendor'),
        paymentDate: '2026-05-01',
        tdsAmount: '20.00',
        paymentCode: 'VPM00004',
      },
      [
        { payableId: id('payable', 'VPB00001'), siteId: id('site', 'S1'), amountPaise: 6000n },
        { payableId: id('payable', 'VPB00002'), siteId: id('site', 'S1'), amountPaise: 4000n },
      ],
      'x',
    );
    expect((await ledgerRows()).slice(-3)).toEqual([
      'payment Cr Vendor VPB00001 VPM00004 2026-05-01 -40.00',
      'tds Cr Vendor VPB00001 VPM00004 2026-05-01 -20.00',
      'payment Cr Vendor VPB00002 VPM00004 2026-05-01 -40.00',
    ]);
    expect(await payablesNow()).toMatchObject({
      VPB00001: '1180.00 160.00 2026-05-01 Invoice Raised',
      VPB00002: '500.00 240.00 2026-05-01 Payment Pending',
    });
    expect((await vendorsNow())['Cr Vendor']).toBe('2280.00 Cr 2026-05-01 (2280.00)');
  });

  it('a reversal posted takes it off, and the latest payment date falls back to the one before', async () => {
    const paymentId = (await ids())('payment', 'VPM00004');
    await postPaymentReversal(database.db, 'OLD01', paymentId, '2026-05-03', 'paid twice', 'x');
    expect((await ledgerRows()).slice(-3)).toEqual([
      'payment_reversal Cr Vendor VPB00001 VPM00004 2026-05-03 40.00',
      'tds_reversal Cr Vendor VPB00001 VPM00004 2026-05-03 20.00',
      'payment_reversal Cr Vendor VPB00002 VPM00004 2026-05-03 40.00',
    ]);
    expect(await payablesNow()).toMatchObject({
      VPB00001: '1180.00 100.00 2026-02-01 Invoice Raised',
      VPB00002: '500.00 200.00 2026-02-01 Payment Pending',
    });
    // the balance is back, dated on the reversal (the latest row)
    expect((await vendorsNow())['Cr Vendor']).toBe('2380.00 Cr 2026-05-03 (2380.00)');
  });

  it('a bill changed posts the difference to its billed', async () => {
    const id = await ids();
    const bill = {
      id: id('payable', 'VPB00001'),
      tenantCode: 'OLD01',
      erfVendorId: id('vendor', 'Cr Vendor'),
      erfSiteId: id('site', 'S1'),
      vendorPayableCode: 'VPB00001',
      amount: '1000.00',
      taxAmount: '180.00',
      billDate: '2026-01-01',
      status: 'Invoice Raised',
    };
    await postBillChange(database.db, bill, { ...bill, taxAmount: '90.00' }, 'x');
    expect((await ledgerRows()).at(-1)).toBe('bill_correction Cr Vendor VPB00001 - 2026-01-01 -90.00');
    expect((await payablesNow()).VPB00001).toBe('1090.00 100.00 2026-02-01 Invoice Raised');
    expect((await vendorsNow())['Cr Vendor']).toBe('2290.00 Cr 2026-05-03 (2290.00)');
  });

  it('allocations and payments written straight in SQL change no figure any more (only the ledger counts)', async () => {
    const before = { payables: await payablesNow(), vendors: await vendorsNow() };
    await run(sql`insert into payment_allocations (tenant_code, payment_id, payable_id, amount)
      select 'OLD01', vp.id, p.id, 30.00 from vendor_payments vp, payables p
       where vp.payment_code = 'VPM00002' and p.vendor_payable_code = 'VPB00001'`);
    await run(sql`update vendor_payments set status = 'Reversed' where payment_code = 'VPM00001'`);
    await run(sql`update vendor_payments set payment_date = '2026-06-30' where payment_code = 'VPM00002'`);
    expect(await payablesNow()).toEqual(before.payables);
    expect(await vendorsNow()).toEqual(before.vendors);
  });
});
