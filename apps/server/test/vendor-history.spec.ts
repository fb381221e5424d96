import {
  API,
  apiPath,
  BULK_UPLOAD_FIELD,
  vendorHistoryMessages as H,
  rightsMessages as r,
  type Vendor,
  type VendorHistoryRow,
  vendorBankChangeSchema,
  vendorHistoryRowSchema,
  vendorMessages,
} from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../src/db/client.js';
import { paymentVoucher } from '../src/features/settlement/payment-voucher.js';
import { type Caller, callers, keyHeaders } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp } from './helpers.js';
import { directory } from './payables-fixtures.js';
import { settlementCalls } from './settlement-fixtures.js';
import { csvOf, validRows } from './vendor-files.js';

/**
 * A vendor's bank details could be changed by anyone, silently. Now the bank
 * details, GSTIN and PAN, deleting a vendor and removing a bulk upload are an ADMIN's (403 for a
 * USER, who may still edit the other fields and save the form with those unchanged); every vendor
 * change writes vendor_history rows (append-only; account numbers masked but the last 4), read by
 * View Vendor; a payment screen is warned of a bank change in the last 7 days, and the payment's
 * voucher says so.
 */

let app: FastifyInstance;
let admin: Caller;
let siteLead: Caller;
let calls: ReturnType<typeof settlementCalls>;
let siteId: number;

beforeAll(async () => {
  app = await createTestApp();
  ({ admin, siteLead } = await callers(app));
  calls = settlementCalls(app, admin);
  siteId = (await directory(app, admin)).siteId('RST01');
});
afterAll(() => closeTestApp(app));

const ACCOUNT = '123456785678';
const NEW_ACCOUNT = '998877664321';

/** A vendor of DEMO01 made by demoadmin with bank details; its record as listed. */
async function bankVendor(): Promise<Vendor> {
  const vendorId = await calls.newVendor(0);
  const stored = await calls.vendor(vendorId);
  const res = await put(admin, {
    ...stored,
    bankAccountName: 'Sharma Builders',
    bankAccountNumber: ACCOUNT,
    bankIfsc: 'HDFC0001234',
    gstin: '27AAPFU0939F1ZV',
    pan: 'AAPFU0939F',
  });
  expect(res.statusCode, res.body).toBe(202);
  return calls.vendor(vendorId);
}

const put = (c: Caller, record: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: API.vendor, headers: auth(c.token), payload: record });

const historyOf = async (vendorId: number, c: Caller = admin): Promise<VendorHistoryRow[]> => {
  const res = await app.inject({
    url: apiPath(API.vendorHistory, { tenant: 'DEMO01', vendorId }),
    headers: auth(c.token),
  });
  expect(res.statusCode, res.body).toBe(202);
  return z.array(vendorHistoryRowSchema.strict()).parse(res.json());
};

const bankChangeOf = async (vendorId: number, c: Caller = admin) => {
  const res = await app.inject({
    url: apiPath(API.vendorBankChange, { tenant: 'DEMO01', vendorId }),
    headers: auth(c.token),
  });
  expect(res.statusCode, res.body).toBe(202);
  return vendorBankChangeSchema.strict().parse(res.json()).change;
};

const historyRowsInDb = (vendorId: number) =>
  queryRows<{ action: string; field: string; from_value: string; to_value: string; changed_by: string }>(
    app.ctx.db,
    sql`select action, field, from_value, to_value, changed_by from vendor_history
         where tenant_code = 'DEMO01' and vendor_id = ${vendorId} order by id`,
  );

describe('a USER (sitelead) and the bank details, GSTIN and PAN of a vendor', () => {
  it('changing the account number and IFSC is refused 403; the vendor and its history stay as they were', async () => {
    const vendor = await bankVendor();
    const before = await historyOf(vendor.vendorId);
    const res = await put(siteLead, { ...vendor, bankAccountNumber: NEW_ACCOUNT, bankIfsc: 'ICIC0009999' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: r.vendorBankAdminOnly });
    expect(await calls.vendor(vendor.vendorId)).toEqual(vendor);
    expect(await historyOf(vendor.vendorId)).toEqual(before);
    expect(await bankChangeOf(vendor.vendorId)).toMatchObject({ changedBy: 'demoadmin' });
  });

  it.each([
    ['gstin', '29AAPFU0939F1ZV'],
    ['pan', 'BBPFU0939F'],
    ['bankAccountName', 'Someone Else'],
    ['bankAccountNumber', ''],
  ])('changing %s alone is refused 403', async (field, value) => {
    const vendor = await bankVendor();
    const res = await put(siteLead, { ...vendor, [field]: value });
    expect(res.statusCode).toBe(403);
    expect(await calls.vendor(vendor.vendorId)).toEqual(vendor);
  });

  it('the whole record with those fields unchanged and a new phone and name saves (202), each change in the history', async () => {
    const vendor = await bankVendor();
    const res = await put(siteLead, { ...vendor, phoneNumber: '9000011111', vendorName: 'Renamed By Site' });
    expect(res.statusCode, res.body).toBe(202);
    expect(await calls.vendor(vendor.vendorId)).toMatchObject({
      phoneNumber: '9000011111',
      vendorName: 'Renamed By Site',
      bankAccountNumber: ACCOUNT,
    });
    const rows = (await historyOf(vendor.vendorId, siteLead)).filter((h) => h.changedBy === 'sitelead');
    expect(
      rows.map(({ action, field, fromValue, toValue }) => ({ action, field, fromValue, toValue })),
    ).toEqual([
      { action: 'update', field: 'vendorName', fromValue: vendor.vendorName, toValue: 'Renamed By Site' },
      { action: 'update', field: 'phoneNumber', fromValue: vendor.phoneNumber, toValue: '9000011111' },
    ]);
  });
});

describe('the history of a vendor', () => {
  it('has the create row, and each field an ADMIN changed from → to, the account number masked but its last 4', async () => {
    const vendor = await bankVendor();
    const res = await put(admin, { ...vendor, bankAccountNumber: NEW_ACCOUNT, typeOfTransactionForOb: 'Dr' });
    expect(res.statusCode, res.body).toBe(202);
    const rows = await historyOf(vendor.vendorId);
    expect(rows[0]).toMatchObject({
      action: 'create',
      field: '',
      toValue: vendor.vendorName,
      changedBy: 'demoadmin',
    });
    const edits = rows.slice(1).map(({ action, field, fromValue, toValue, changedBy }) => ({
      action,
      field,
      fromValue,
      toValue,
      changedBy,
    }));
    expect(edits).toEqual([
      { action: 'update', field: 'gstin', fromValue: '', toValue: '27AAPFU0939F1ZV', changedBy: 'demoadmin' },
      { action: 'update', field: 'pan', fromValue: '', toValue: 'AAPFU0939F', changedBy: 'demoadmin' },
      {
        action: 'update',
        field: 'bankAccountName',
        fromValue: '',
        toValue: 'Sharma Builders',
        changedBy: 'demoadmin',
      },
      {
        action: 'update',
        field: 'bankAccountNumber',
        fromValue: '',
        toValue: '********5678',
        changedBy: 'demoadmin',
      },
      { action: 'update', field: 'bankIfsc', fromValue: '', toValue: 'HDFC0001234', changedBy: 'demoadmin' },
      {
        action: 'update',
        field: 'typeOfTransactionForOb',
        fromValue: 'Cr',
        toValue: 'Dr',
        changedBy: 'demoadmin',
      },
      {
        action: 'update',
        field: 'bankAccountNumber',
        fromValue: '********5678',
        toValue: '********4321',
        changedBy: 'demoadmin',
      },
    ]);
    // Neither account number is stored or answered in full.
    const stored = JSON.stringify(await historyRowsInDb(vendor.vendorId));
    expect(stored).not.toContain(ACCOUNT);
    expect(stored).not.toContain(NEW_ACCOUNT);
    // Every field the history names has its label in the contract.
    for (const row of rows.filter((h) => h.field !== '')) expect(H.fields[row.field]).toBeTruthy();
  });

  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE of its rows', async () => {
    const vendor = await bankVendor();
    const refusal = async (statement: ReturnType<typeof sql>) => {
      try {
        await app.ctx.db.execute(statement);
      } catch (error) {
        return ((error as Error & { cause?: Error }).cause ?? (error as Error)).message;
      }
      return 'accepted';
    };
    const before = await historyOf(vendor.vendorId);
    expect(
      await refusal(
        sql`update vendor_history set changed_by = 'nobody' where vendor_id = ${vendor.vendorId}`,
      ),
    ).toBe('vendor_history is append-only: UPDATE refused');
    expect(await refusal(sql`delete from vendor_history where vendor_id = ${vendor.vendorId}`)).toBe(
      'vendor_history is append-only: DELETE refused',
    );
    expect(await refusal(sql`truncate vendor_history`)).toBe(
      'vendor_history is append-only: TRUNCATE refused',
    );
    expect(await historyOf(vendor.vendorId)).toEqual(before);
  });

  it("another company's vendor is not found (404); another company in the path 403", async () => {
    const vendor = await bankVendor();
    const { beta } = await callers(app);
    const res = await app.inject({
      url: apiPath(API.vendorHistory, { tenant: 'BETA01', vendorId: vendor.vendorId }),
      headers: auth(beta.token),
    });
    expect(res.statusCode).toBe(404);
    const cross = await app.inject({
      url: apiPath(API.vendorHistory, { tenant: 'DEMO01', vendorId: vendor.vendorId }),
      headers: auth(beta.token),
    });
    expect(cross.statusCode).toBe(403);
  });
});

describe('deleting vendors and bulk uploads', () => {
  it("a USER's delete of a vendor an ADMIN made is refused 403; an ADMIN's deletes it and writes a delete row", async () => {
    const vendorId = await calls.newVendor(0);
    const refused = await app.inject({
      method: 'DELETE',
      url: API.vendor,
      headers: keyHeaders(siteLead),
      payload: { vendorId },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: r.vendorDeleteAdminOnly });
    expect((await calls.vendor(vendorId)).vendorId).toBe(vendorId);
    const deleted = await app.inject({
      method: 'DELETE',
      url: API.vendor,
      headers: keyHeaders(admin),
      payload: { vendorId },
    });
    expect(deleted.statusCode, deleted.body).toBe(202);
    const rows = await historyRowsInDb(vendorId);
    expect(rows.map((h) => [h.action, h.changed_by])).toEqual([
      ['create', 'demoadmin'],
      ['delete', 'demoadmin'],
    ]);
  });

  it("a USER's removal of a bulk upload is refused 403; the upload's vendors each have a create row, and an ADMIN's removal a delete row", async () => {
    const form = new FormData();
    form.append(BULK_UPLOAD_FIELD, new Blob([csvOf(validRows(2, 'History Bulk'))]), 'history.csv');
    const encoded = new Response(form);
    const upload = await app.inject({
      method: 'POST',
      url: apiPath(API.vendorBulkUpload, { tenant: 'DEMO01' }),
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: auth(admin.token, { 'content-type': encoded.headers.get('content-type') as string }),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.json().successRecords).toBe(2);
    const [{ tag } = { tag: '' }] = await queryRows<{ tag: string }>(
      app.ctx.db,
      sql`select bulk_tag as tag from vendors where tenant_code = 'DEMO01' and vendor_name like 'History Bulk%' limit 1`,
    );
    const tagged = () =>
      queryRows<{ id: number }>(
        app.ctx.db,
        sql`select id from vendors where tenant_code = 'DEMO01' and bulk_tag = ${tag} order by id`,
      );
    const ids = (await tagged()).map((v) => v.id);
    expect(ids).toHaveLength(2);
    for (const id of ids) expect((await historyRowsInDb(id)).map((h) => h.action)).toEqual(['create']);

    const url = apiPath(API.vendorBulkRemove, { tenant: 'DEMO01', tag });
    const refused = await app.inject({ method: 'DELETE', url, headers: keyHeaders(siteLead) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: r.vendorBulkRemoveAdminOnly });
    expect((await tagged()).map((v) => v.id)).toEqual(ids);

    const removed = await app.inject({ method: 'DELETE', url, headers: keyHeaders(admin) });
    expect(removed.statusCode, removed.body).toBe(202);
    expect(await tagged()).toEqual([]);
    for (const id of ids) {
      expect((await historyRowsInDb(id)).map((h) => [h.action, h.changed_by])).toEqual([
        ['create', 'demoadmin'],
        ['delete', 'demoadmin'],
      ]);
    }
  });
});

describe('the bank-change warning for payments', () => {
  it('names who changed the bank details and when, for 7 days; a vendor without a change has none', async () => {
    const vendor = await bankVendor();
    const change = await bankChangeOf(vendor.vendorId, siteLead);
    expect(change).toMatchObject({
      changedBy: 'demoadmin',
      fields: ['bankAccountName', 'bankAccountNumber', 'bankIfsc'],
    });
    expect(Math.abs(Date.parse(change?.changedAt ?? '') - Date.now())).toBeLessThan(60_000);
    expect(await bankChangeOf(await calls.newVendor(0))).toBeNull();
  });

  it('a change 8 days ago warns no more', async () => {
    const vendorId = await calls.newVendor(0);
    await app.ctx.db.execute(
      sql`insert into vendor_history (tenant_code, vendor_id, vendor_code, action, field, from_value, to_value, changed_by, changed_at)
          values ('DEMO01', ${vendorId}, 'VENX', 'update', 'bankIfsc', '', 'HDFC0001234', 'demoadmin', now() - interval '8 days')`,
    );
    expect(await bankChangeOf(vendorId)).toBeNull();
  });

  it("another company's vendor is not found (404)", async () => {
    const vendor = await bankVendor();
    const { beta } = await callers(app);
    const res = await app.inject({
      url: apiPath(API.vendorBankChange, { tenant: 'BETA01', vendorId: vendor.vendorId }),
      headers: auth(beta.token),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: vendorMessages.notFound });
  });

  it("the voucher of a payment recorded within 7 days of the change says so; a payment to an unchanged vendor's does not", async () => {
    const vendor = await bankVendor();
    const billed = await calls.bill(vendor.vendorId, siteId, 1000);
    const paid = await calls.pay(vendor.vendorId, 1000, [[billed.id, 1000]], { reference: 'VOUCHER1' });
    expect(paid.statusCode, paid.body).toBe(202);
    const paymentId = paid.json().paymentId as number;
    const res = await app.inject({
      url: apiPath(API.vendorPaymentVoucher, { tenant: 'DEMO01', paymentId }),
      headers: auth(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const auth_ = { ...admin, companyCode: 'DEMO01', userName: 'demoadmin' } as never;
    const voucher = await paymentVoucher(app.ctx, auth_, paymentId);
    // The voucher names its company and the day it was printed.
    expect(voucher.company).toBe('Demo Constructions (DEMO01)');
    expect(voucher.printedOn).toMatch(/^Printed on \d\d-\d\d-\d{4}$/);
    expect(voucher.bankWarning).toMatch(
      /^Warning: the vendor's bank details were changed by demoadmin on \d\d-\d\d-\d{4} \d\d:\d\d UTC/,
    );

    const plainVendor = await calls.newVendor(0);
    const plainBill = await calls.bill(plainVendor, siteId, 500);
    const plainPaid = await calls.pay(plainVendor, 500, [[plainBill.id, 500]], { reference: 'VOUCHER2' });
    expect(plainPaid.statusCode, plainPaid.body).toBe(202);
    expect((await paymentVoucher(app.ctx, auth_, plainPaid.json().paymentId)).bankWarning).toBeNull();

    const { beta } = await callers(app);
    const other = await app.inject({
      url: apiPath(API.vendorPaymentVoucher, { tenant: 'BETA01', paymentId }),
      headers: auth(beta.token),
    });
    expect(other.statusCode).toBe(404);
  });
});
