import { API, apiPath, BULK_UPLOAD_FIELD, BULK_UPLOAD_TAG, type Vendor } from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { checkBooks } from '../src/features/summaries/books-check.js';
import { auth, closeTestApp, companyToday, createTestApp, DEMO, login } from './helpers.js';
import { validRow, xlsxOf } from './vendor-files.js';

/**
 * A bulk upload posts its vendors' opening rows to the ledger before it inserts the
 * vendors, and writes each vendor with the balance the ledger's trigger would have kept, so no new
 * vendor row is written twice (the trigger's UPDATE of every new vendor was as dear as the insert).
 * What a caller sees stays as before: the same balances, the same ledger, the books in agreement.
 */

let app: FastifyInstance;
let demo: string;

const ROWS = 60;
/**
 * Rows 1-60 as the bench writes them (openings 0-6,000, Cr or Dr, dated), every fifth one undated.
 * An opening of 0 given as Dr is a Current Balance of 0.00 Cr, as the ledger has it.
 */
const rows = Array.from({ length: ROWS }, (_, k) =>
  validRow(k + 1, 'Ledger Bulk', (k + 1) % 5 === 0 ? { openingBalanceDate: '' } : {}),
);

beforeAll(async () => {
  app = await createTestApp();
  demo = await login(app, DEMO.admin.userName, DEMO.admin.password);
  // Start the bulk worker and its .xlsx reader (a sheet without the required columns: 400, nothing stored).
  expect((await upload(await xlsxOf([], ['notes']))).statusCode).toBe(400);
  // Test-only spy: counts every UPDATE of a vendor row from here on.
  await app.ctx.db.execute(sql.raw(`create table test_vendor_updates (id integer not null)`));
  await app.ctx.db.execute(
    sql.raw(`create function test_count_vendor_update() returns trigger language plpgsql as $$
      begin insert into test_vendor_updates values (new.id); return new; end $$`),
  );
  await app.ctx.db.execute(
    sql.raw(`create trigger test_vendor_update before update on vendors
      for each row execute function test_count_vendor_update()`),
  );
});
afterAll(() => closeTestApp(app));

async function upload(file: Buffer) {
  const form = new FormData();
  form.append(BULK_UPLOAD_FIELD, new Blob([new Uint8Array(file)]), 'ledger.xlsx');
  const encoded = new Response(form);
  return app.inject({
    method: 'POST',
    url: apiPath(API.vendorBulkUpload, { tenant: 'DEMO01' }),
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: auth(demo, { 'content-type': encoded.headers.get('content-type') as string }),
  });
}

const listed = async () =>
  (
    (
      await app.inject({
        method: 'GET',
        url: apiPath(API.vendorsForTenant, { tenant: 'DEMO01' }),
        headers: auth(demo),
      })
    ).json() as Vendor[]
  ).filter((v) => v.vendorName.startsWith('Ledger Bulk '));

describe('bulk upload and the vendor ledger', () => {
  // A generous timeout: a loaded 2-core machine runs other test files beside this one (cold worker and exceljs).
  it('stores each vendor once, with the balance and the opening row the ledger keeps', {
    timeout: 180_000,
  }, async () => {
    const res = await upload(await xlsxOf(rows));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ successRecords: ROWS, failureRecords: 0 });

    const updates = await queryRows<{ n: number }>(
      app.ctx.db,
      sql`select count(*)::int as n from test_vendor_updates`,
    );
    expect(updates[0]?.n).toBe(0);

    const vendors = await listed();
    expect(vendors).toHaveLength(ROWS);
    const today = companyToday();
    for (const v of vendors) {
      const i = Number(v.vendorName.slice('Ledger Bulk '.length));
      const amount = (i % 7) * 1000;
      const dr = i % 3 === 0;
      const dated = i % 5 !== 0;
      expect(v, v.vendorName).toMatchObject({
        openingBalance: amount,
        typeOfTransactionForOb: dr ? 'Dr' : 'Cr',
        currentBalance: amount,
        typeOfTransactionForCb: dr && amount !== 0 ? 'Dr' : 'Cr',
        currentBalanceDate: dated ? '2026-04-01' : today,
      });
    }

    const ledger = await queryRows<{ code: string; kind: string; amount: string; day: string; by: string }>(
      app.ctx.db,
      sql`select v.vendor_code as code, l.kind, l.amount::text as amount, l.entry_date::text as day, l.created_by as by
            from vendor_ledger l join vendors v on v.id = l.vendor_id
           where v.tenant_code = 'DEMO01' and v.vendor_name like 'Ledger Bulk %'
           order by l.id`,
    );
    const withOpening = vendors.filter((v) => v.openingBalance !== 0);
    expect(ledger).toHaveLength(withOpening.length);
    const byCode = new Map(vendors.map((v) => [v.vendorCode, v]));
    for (const row of ledger) {
      const v = byCode.get(row.code) as Vendor;
      expect(row).toEqual({
        code: v.vendorCode,
        kind: 'opening',
        amount: (v.typeOfTransactionForOb === 'Dr' ? -v.openingBalance : v.openingBalance).toFixed(2),
        day: v.openingBalanceDate ?? today,
        by: DEMO.admin.userName,
      });
    }
    // The ledger's rows are in the vendors' order, as one statement after the insert posted them.
    const codes = ledger.map((row) => row.code);
    expect(codes).toEqual([...codes].sort());

    expect((await checkBooks(app.ctx.db, today, 'DEMO01')).problems).toEqual([]);
  });

  it('removes the upload with its vendors netted to 0, the books still in agreement', async () => {
    const removed = await app.inject({
      method: 'DELETE',
      url: apiPath(API.vendorBulkRemove, { tenant: 'DEMO01', tag: BULK_UPLOAD_TAG }),
      headers: auth(demo),
    });
    expect(removed.statusCode).toBe(202);
    expect(await listed()).toEqual([]);
    expect((await checkBooks(app.ctx.db, companyToday(), 'DEMO01')).problems).toEqual([]);
  });
});
