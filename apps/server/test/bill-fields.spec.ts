import {
  API,
  apiPath,
  BULK_UPLOAD_COLUMNS,
  BULK_UPLOAD_FIELD,
  billFieldMessages as bill,
  type Payable,
  payableHistoryRowSchema,
  type Vendor,
  vendorInputSchema,
  vendorMessages,
} from '@sitebook/contract';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Caller, callers, keyHeaders } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp } from './helpers.js';
import { closedOwingNothing, directory, listPayables, workPayableBody } from './payables-fixtures.js';
import { csvOf, validRow } from './vendor-files.js';

/** A bill's invoice number and tax, a vendor's tax ids and bank details, and the vendor balance. */

let app: FastifyInstance;
let admin: Caller;
let ids: Awaited<ReturnType<typeof directory>>;

beforeAll(async () => {
  app = await createTestApp();
  ({ admin } = await callers(app));
  ids = await directory(app, admin);
});
afterAll(async () => closeTestApp(app));

const paise = (n: number) => Math.round(n * 100);

const create = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: API.payable, payload, headers: auth(admin.token) });
const update = (payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: API.payable, payload, headers: auth(admin.token) });
const cancel = (p: Payable) =>
  app.inject({
    method: 'POST',
    url: API.payableCancel,
    payload: {
      tenantCode: 'DEMO01',
      vendorPayableId: p.vendorPayableId,
      vendorPayableCode: p.vendorPayableCode,
      version: p.version,
      reason: 'Entered twice',
    },
    headers: auth(admin.token),
  });
const payable = async (id: number) => {
  const row = (await listPayables(app, admin)).find((p) => p.vendorPayableId === id);
  if (!row) throw new Error(`payable ${id} not listed`);
  return row;
};
const created = async (overrides: Record<string, unknown>) => {
  const res = await create(workPayableBody(ids, overrides));
  expect(res.statusCode, res.body).toBe(202);
  return payable(res.json().vendorPayableId);
};
const history = async (id: number) => {
  const res = await app.inject({
    method: 'GET',
    url: apiPath(API.payableHistory, { vendorPayableId: id }),
    headers: keyHeaders(admin),
  });
  return z.array(payableHistoryRowSchema.strict()).parse(res.json());
};
const vendors = async () =>
  (
    await app.inject({
      method: 'GET',
      url: apiPath(API.vendorsForTenant, { tenant: 'DEMO01' }),
      headers: auth(admin.token),
    })
  ).json() as Vendor[];
const vendor = async (id: number) => (await vendors()).find((v) => v.vendorId === id) as Vendor;

/** A complete Add Vendor body (DEMO01 lists). */
function vendorBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tenantCode: 'DEMO01',
    vendorName: 'Tax Vendor',
    vendorDescription: 'Tax and bank details',
    vendorCategory: 'Civil',
    vendorType: 'WORK',
    typeOfWork: 'Masonry',
    typeOfGoods: '',
    contactPerson: 'Asha',
    phoneNumber: '9988776600',
    emailId: 'tax@example.in',
    addressLine1: 'Line one',
    addressLine2: 'Line two',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    openingBalance: 1000.25,
    openingBalanceDate: '2026-05-01',
    typeOfTransactionForOb: 'Cr',
    ...overrides,
  };
}
const createVendor = (overrides: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: API.vendor, payload: vendorBody(overrides), headers: auth(admin.token) });

/** The balance as a signed amount in paise (Cr +, Dr −). */
const signedPaise = (v: Vendor) => (v.typeOfTransactionForCb === 'Dr' ? -1 : 1) * paise(v.currentBalance);

describe('invoice number and tax on a payable', () => {
  it('stores and answers them with paid and outstanding, in the history row and its changes', async () => {
    const p = await created({ invoiceNumber: '  INV-1001 ', taxAmount: 4860.5, amount: 27000 });
    expect(p).toMatchObject({ invoiceNumber: 'INV-1001', taxAmount: 4860.5, paid: 0, outstanding: 31860.5 });
    const res = await update({ ...p, taxAmount: 5000, invoiceNumber: 'INV-1001A' });
    expect(res.statusCode, res.body).toBe(202);
    expect(await payable(p.vendorPayableId)).toMatchObject({
      invoiceNumber: 'INV-1001A',
      taxAmount: 5000,
      outstanding: 32000,
    });
    const rows = await history(p.vendorPayableId);
    expect(rows[0]).toMatchObject({ invoiceNumber: 'INV-1001', taxAmount: 4860.5, action: 'create' });
    expect(rows[1]?.changes).toEqual([
      { field: 'taxAmount', from: '4860.50', to: '5000.00' },
      { field: 'invoiceNumber', from: 'INV-1001', to: 'INV-1001A' },
    ]);
  });

  it("the spec's plain create (neither field) stores no invoice number and no tax; an update without them keeps them", async () => {
    const plain = await created({});
    expect(plain).toMatchObject({ invoiceNumber: '', taxAmount: 0, outstanding: 27000 });
    const withTax = await created({ invoiceNumber: 'KEEP-1', taxAmount: 100 });
    const { invoiceNumber: _i, taxAmount: _t, ...rest } = withTax;
    expect((await update({ ...rest, remarks: 'edited' })).statusCode).toBe(202);
    expect(await payable(withTax.vendorPayableId)).toMatchObject({ invoiceNumber: 'KEEP-1', taxAmount: 100 });
  });

  it('refuses bad tax and over-long invoice numbers (400 with the message)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ taxAmount: -1 }, bill.taxNegative],
      [{ taxAmount: 1_000_000_000 }, bill.taxTooLarge],
      [{ taxAmount: 'abc' }, bill.taxNotNumber],
      [{ invoiceNumber: 'X'.repeat(51) }, bill.invoiceNumberTooLong],
    ];
    for (const [overrides, message] of cases) {
      const res = await create(workPayableBody(ids, overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('refuses a duplicate invoice number of the same vendor in any case, on create and update; allows it for another vendor and after the first is Cancelled', async () => {
    const first = await created({ invoiceNumber: 'SB/2026/77' });
    const code = ids.vendorCode('Sharma Builders');
    const dup = await create(workPayableBody(ids, { invoiceNumber: 'sb/2026/77' }));
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe(bill.duplicateInvoice('sb/2026/77', code));

    const other = await created({ invoiceNumber: 'OTHER-77' });
    const moved = await update({ ...other, invoiceNumber: 'Sb/2026/77' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(bill.duplicateInvoice('Sb/2026/77', code));

    // Another vendor may use the same number.
    const goods = await create(
      workPayableBody(ids, {
        erfVendorId: ids.vendorId('Balaji Cement Traders'),
        typeOfWork: '',
        typeOfMaterials: 'Cement',
        units: 'Bags',
        invoiceNumber: 'SB/2026/77',
      }),
    );
    expect(goods.statusCode, goods.body).toBe(202);

    expect((await cancel(first)).statusCode).toBe(202);
    const again = await create(workPayableBody(ids, { invoiceNumber: 'SB/2026/77' }));
    expect(again.statusCode, again.body).toBe(202);
  });

  it.each(['Payment Settled', 'Closed'])(
    'does not let a %s payable change its tax or invoice number (400), as its amount',
    async (locked) => {
      // The demo's are Payment Settled (paid off); one is Closed by hand only while it owes nothing.
      const record =
        locked === 'Closed'
          ? await closedOwingNothing(app, admin, await created({ status: 'Payment Pending' }))
          : ((await listPayables(app, admin)).find((p) => p.status === locked) as Payable);
      expect(record.status).toBe(locked);
      const tax = await update({ ...record, taxAmount: 10 });
      expect(tax.statusCode).toBe(400);
      const inv = await update({ ...record, invoiceNumber: 'LATE-1' });
      expect(inv.statusCode).toBe(400);
      expect(await payable(record.vendorPayableId)).toMatchObject({ taxAmount: 0, invoiceNumber: '' });
    },
  );
});

describe('tax ids and bank details on a vendor', () => {
  it('stores them upper-cased for India when they match the formats', async () => {
    const res = await createVendor({
      vendorName: 'India Tax Vendor',
      gstin: '27abcde1234f1z5',
      pan: 'abcde1234f',
      bankAccountName: 'India Tax Vendor',
      bankAccountNumber: '001234567890',
      bankIfsc: 'hdfc0001234',
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(await vendor(res.json().vendorId)).toMatchObject({
      gstin: '27ABCDE1234F1Z5',
      pan: 'ABCDE1234F',
      bankAccountName: 'India Tax Vendor',
      bankAccountNumber: '001234567890',
      bankIfsc: 'HDFC0001234',
    });
  });

  it('refuses, for India, a GSTIN, PAN, IFSC or account number off its format (400 with its message)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ gstin: '27ABCDE1234F1X5' }, bill.gstinInvalid],
      [{ pan: 'ABCD1234F' }, bill.panInvalid],
      [{ bankIfsc: 'HDFC1001234' }, bill.ifscInvalid],
      [{ bankAccountNumber: '12345' }, bill.bankAccountNumberInvalid],
      [{ bankAccountNumber: '12345abc' }, bill.bankAccountNumberInvalid],
    ];
    for (const [overrides, message] of cases) {
      const res = await createVendor({ vendorName: 'Bad Tax Vendor', ...overrides });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  // Only India has a state list in the reference data, so no other country's vendor can be stored
  // through the API yet: the rule is checked on the contract schema the create route parses with.
  it('takes free text for another country, bounded by the columns (the schema the route parses with)', () => {
    const nepal = { ...vendorBody(), country: 'Nepal', state: 'Bagmati' };
    const ok = vendorInputSchema.safeParse({
      ...nepal,
      gstin: 'vat 601234567',
      bankAccountNumber: 'NP-00123',
      bankIfsc: 'NABIL-KTM',
    });
    expect(ok.success && ok.data).toMatchObject({
      gstin: 'VAT 601234567',
      bankAccountNumber: 'NP-00123',
      bankIfsc: 'NABIL-KTM',
    });
    const long = vendorInputSchema.safeParse({ ...nepal, pan: 'P'.repeat(11) });
    expect(long.success ? [] : long.error.issues.map((i) => i.message)).toEqual([bill.tooLong(10)]);
  });
});

describe('bulk upload', () => {
  it('the template has the five columns, after the spec ones', async () => {
    const res = await app.inject({ method: 'GET', url: API.vendorBulkTemplate, headers: auth(admin.token) });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const header = (sheet.getRow(1).values as string[]).slice(1);
    expect(header).toEqual([...BULK_UPLOAD_COLUMNS]);
    expect(header.slice(-5)).toEqual(['gstin', 'pan', 'bankAccountName', 'bankAccountNumber', 'bankIfsc']);
  });

  const upload = async (csv: string) => {
    const form = new FormData();
    form.append(BULK_UPLOAD_FIELD, new Blob([csv]), 'tax.csv');
    const encoded = new Response(form);
    return app.inject({
      method: 'POST',
      url: apiPath(API.vendorBulkUpload, { tenant: 'DEMO01' }),
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: auth(admin.token, { 'content-type': encoded.headers.get('content-type') as string }),
    });
  };

  it('names a bad GSTIN of a row; stores the good rows with their details and computed balances; an old file without the columns still uploads', async () => {
    const rows = [
      validRow(1, 'Tax Bulk', {
        gstin: '27abcde1234f1z5',
        bankIfsc: 'sbin0001234',
        openingBalance: '1500.50',
      }),
      validRow(2, 'Tax Bulk', { gstin: 'NOT-A-GSTIN' }),
      validRow(3, 'Tax Bulk', { openingBalance: '250.25', typeOfTransactionForOb: 'Dr' }),
    ];
    const res = await upload(csvOf(rows));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ successRecords: 2, failureRecords: 1 });
    expect(res.json().erroVOs).toEqual([
      { errorRow: 3, errorMessage: vendorMessages.bulkRowError(bill.gstinInvalid, 'NOT-A-GSTIN') },
    ]);
    const stored = await vendors();
    expect(stored.find((v) => v.vendorName === 'Tax Bulk 1')).toMatchObject({
      gstin: '27ABCDE1234F1Z5',
      bankIfsc: 'SBIN0001234',
      currentBalance: 1500.5,
      typeOfTransactionForCb: 'Cr',
    });
    expect(stored.find((v) => v.vendorName === 'Tax Bulk 3')).toMatchObject({
      currentBalance: 250.25,
      typeOfTransactionForCb: 'Dr',
    });

    const old = BULK_UPLOAD_COLUMNS.slice(0, -5);
    const oldFile = await upload(csvOf([validRow(4, 'Tax Bulk')], old));
    expect(oldFile.json()).toMatchObject({ successRecords: 1, failureRecords: 0 });
  });
});

describe("a vendor's Current Balance (kept by the server)", () => {
  it('equals opening + bills not Cancelled, exactly, after create, an amount or tax change and a cancel', async () => {
    const res = await createVendor({
      vendorName: 'Balance Vendor',
      phoneNumber: '9988776611',
      openingBalance: 1000.1,
      typeOfTransactionForOb: 'Dr',
    });
    expect(res.statusCode, res.body).toBe(202);
    const vendorId = res.json().vendorId as number;
    expect(signedPaise(await vendor(vendorId))).toBe(-100010);

    const bill1 = await created({ erfVendorId: vendorId, amount: 1000.2, taxAmount: 180.03 });
    expect(signedPaise(await vendor(vendorId))).toBe(-100010 + 118023);
    const bill2 = await created({
      erfVendorId: vendorId,
      amount: 0.1,
      taxAmount: 0.2,
      billDate: '2026-06-20',
    });
    let v = await vendor(vendorId);
    expect(signedPaise(v)).toBe(-100010 + 118023 + 30);
    expect(v.typeOfTransactionForCb).toBe('Cr');
    expect(v.currentBalanceDate).toBe('2026-06-20');

    expect((await update({ ...bill1, amount: 5000.55 })).statusCode).toBe(202);
    expect(signedPaise(await vendor(vendorId))).toBe(-100010 + 500055 + 18003 + 30);

    expect((await cancel(bill2)).statusCode).toBe(202);
    v = await vendor(vendorId);
    expect(signedPaise(v)).toBe(-100010 + 500055 + 18003);
    // The date of the vendor's latest ledger row: bill2's cancel is posted at its bill date.
    expect(v.currentBalanceDate).toBe('2026-06-20');

    const reloaded = await payable(bill1.vendorPayableId);
    expect((await cancel(reloaded)).statusCode).toBe(202);
    v = await vendor(vendorId);
    expect(signedPaise(v)).toBe(-100010);
    expect(v.typeOfTransactionForCb).toBe('Dr');
  });

  it('moves with a payable moved to another vendor (both balances)', async () => {
    const a = (
      await createVendor({ vendorName: 'Move From', phoneNumber: '9988776622', openingBalance: 0 })
    ).json().vendorId as number;
    const b = (
      await createVendor({ vendorName: 'Move To', phoneNumber: '9988776633', openingBalance: 0 })
    ).json().vendorId as number;
    const p = await created({ erfVendorId: a, amount: 700.07 });
    expect(paise((await vendor(a)).currentBalance)).toBe(70007);
    expect((await update({ ...p, erfVendorId: b })).statusCode).toBe(202);
    expect(paise((await vendor(a)).currentBalance)).toBe(0);
    expect(paise((await vendor(b)).currentBalance)).toBe(70007);
  });
});
