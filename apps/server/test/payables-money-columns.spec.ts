import {
  API,
  apiPath,
  listMessages,
  type Payable,
  payableSchema,
  TOTAL_COUNT_HEADER,
} from '@sitebook/contract';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Caller, callers, keyHeaders } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp } from './helpers.js';
import { directory, listPayables } from './payables-fixtures.js';
import { settlementCalls } from './settlement-fixtures.js';

/**
 * The payables list shows the money. Every row the list answers carries the
 * invoice number, the tax, the total (amount + tax), what payments paid and what is still owed (all
 * three computed by domain/payable-money.ts); the list sorts and filters by total and outstanding, on
 * the prepared filter statements and on the searched ones alike; the export writes the same figures.
 */
let app: FastifyInstance;
let admin: Caller;
let vendorId: number;
/** The vendor's payables by their invoice numbers. */
const bills: Record<string, { id: number; code: string }> = {};

const H = listMessages.payableExportColumns;
const listUrl = (c: Caller) => apiPath(API.payablesForTenant, { tenantCode: c.companyCode });

/** One page (size 100) of the vendor's payables as the list answers `query`, checked against the contract. */
async function listed(query: Record<string, string> = {}): Promise<Payable[]> {
  const res = await app.inject({
    method: 'GET',
    url: `${listUrl(admin)}?${new URLSearchParams({ vendorId: String(vendorId), page: '1', size: '100', ...query })}`,
    headers: keyHeaders(admin),
  });
  expect(res.statusCode, res.body).toBe(202);
  const rows = z.array(payableSchema.strict()).parse(res.json());
  expect(Number(res.headers[TOTAL_COUNT_HEADER])).toBe(rows.length);
  return rows;
}
const invoices = (rows: Payable[]) => rows.map((p) => p.invoiceNumber);

beforeAll(async () => {
  app = await createTestApp();
  ({ admin } = await callers(app));
  const siteId = (await directory(app, admin)).siteId('RST01');
  const calls = settlementCalls(app, admin);
  vendorId = await calls.newVendor();
  // MC-A: partly paid and overdue; MC-B: paid off; MC-C: not paid; MC-D: cancelled (owes nothing).
  const specs: [string, number, number][] = [
    ['MC-A', 10_000, 1800],
    ['MC-B', 5000, 0],
    ['MC-C', 2500.5, 450.25],
    ['MC-D', 3000, 540],
  ];
  for (const [invoiceNumber, amount, taxAmount] of specs) {
    bills[invoiceNumber] = await calls.bill(vendorId, siteId, amount, { invoiceNumber, taxAmount });
  }
  const a = bills['MC-A'] as { id: number };
  const b = bills['MC-B'] as { id: number };
  const paid = await calls.pay(vendorId, 9000, [
    [a.id, 4000],
    [b.id, 5000],
  ]);
  expect(paid.statusCode, paid.body).toBe(202);
  const d = (await listPayables(app, admin)).find((p) => p.invoiceNumber === 'MC-D') as Payable;
  const cancelled = await app.inject({
    method: 'POST',
    url: API.payableCancel,
    payload: {
      tenantCode: admin.companyCode,
      vendorPayableId: d.vendorPayableId,
      vendorPayableCode: d.vendorPayableCode,
      version: d.version,
      reason: 'Entered twice',
    },
    headers: auth(admin.token),
  });
  expect(cancelled.statusCode, cancelled.body).toBe(202);
});
afterAll(() => closeTestApp(app));

const MONEY = {
  'MC-A': { amount: 10_000, taxAmount: 1800, total: 11_800, paid: 4000, outstanding: 7800 },
  'MC-B': { amount: 5000, taxAmount: 0, total: 5000, paid: 5000, outstanding: 0 },
  'MC-C': { amount: 2500.5, taxAmount: 450.25, total: 2950.75, paid: 0, outstanding: 2950.75 },
  'MC-D': { amount: 3000, taxAmount: 540, total: 3540, paid: 0, outstanding: 0 },
};

describe('payables list: the money of each row', () => {
  it('a filtered page answers invoice number, tax, total, paid and outstanding (partly paid, paid off, cancelled)', async () => {
    const rows = await listed();
    expect(rows).toHaveLength(4);
    for (const [invoiceNumber, { total, ...money }] of Object.entries(MONEY)) {
      const row = rows.find((p) => p.invoiceNumber === invoiceNumber) as Payable;
      expect(row).toMatchObject(money);
      // The total is amount + tax (payableTotalSql; the export writes it: below).
      expect(row.amount + (row.taxAmount ?? Number.NaN)).toBeCloseTo(total, 2);
      expect(row.paid).toBeDefined();
      expect(row.outstanding).toBeDefined();
    }
  });

  it('the plain call, the plain page and a searched page answer the same figures', async () => {
    const plain = (await listPayables(app, admin)).filter((p) => p.erfVendorId === vendorId);
    const page = await app.inject({
      method: 'GET',
      url: `${listUrl(admin)}?page=1&size=8`,
      headers: keyHeaders(admin),
    });
    const newest = z.array(payableSchema.strict()).parse(page.json());
    const searched = await listed({ q: 'MC-' });
    for (const [invoiceNumber, { total: _total, ...money }] of Object.entries(MONEY)) {
      expect(plain.find((p) => p.invoiceNumber === invoiceNumber)).toMatchObject(money);
      expect(newest.find((p) => p.invoiceNumber === invoiceNumber)).toMatchObject(money);
      expect(searched.find((p) => p.invoiceNumber === invoiceNumber)).toMatchObject(money);
    }
  });
});

describe('payables list: sort by total and outstanding', () => {
  it('by outstanding both ways, ties by id the same way (filter statement and search)', async () => {
    // MC-B and MC-D both owe 0: MC-B (older id) first ascending, last descending.
    const asc = ['MC-B', 'MC-D', 'MC-C', 'MC-A'];
    expect(invoices(await listed({ sort: 'outstanding,asc' }))).toEqual(asc);
    expect(invoices(await listed({ sort: 'outstanding,desc' }))).toEqual([...asc].reverse());
    expect(invoices(await listed({ q: 'MC-', sort: 'outstanding,asc' }))).toEqual(asc);
    expect(invoices(await listed({ q: 'MC-', sort: 'outstanding,desc' }))).toEqual([...asc].reverse());
  });

  it('by total both ways', async () => {
    const asc = ['MC-C', 'MC-D', 'MC-B', 'MC-A'];
    expect(invoices(await listed({ sort: 'total,asc' }))).toEqual(asc);
    expect(invoices(await listed({ sort: 'total,desc' }))).toEqual([...asc].reverse());
    expect(invoices(await listed({ status: 'Payment Pending,Payment Settled', sort: 'total,desc' }))).toEqual(
      ['MC-A', 'MC-B', 'MC-C'],
    );
  });
});

describe('payables list: filter by total and outstanding', () => {
  it('outstanding above 0: what is still owed', async () => {
    expect(invoices(await listed({ outstandingMin: '0.01', sort: 'outstanding,desc' }))).toEqual([
      'MC-A',
      'MC-C',
    ]);
  });

  it('outstanding and total ranges, both ends included', async () => {
    expect(
      invoices(await listed({ outstandingMin: '2950.75', outstandingMax: '7800', sort: 'total,asc' })),
    ).toEqual(['MC-C', 'MC-A']);
    expect(invoices(await listed({ outstandingMax: '0', sort: 'total,asc' }))).toEqual(['MC-D', 'MC-B']);
    expect(invoices(await listed({ totalMin: '3540', totalMax: '11800', sort: 'total,asc' }))).toEqual([
      'MC-D',
      'MC-B',
      'MC-A',
    ]);
    expect(
      invoices(await listed({ q: 'MC-', totalMax: '3540', outstandingMin: '1', sort: 'total,asc' })),
    ).toEqual(['MC-C']);
  });

  it('refuses a reversed range and a bad amount', async () => {
    for (const [query, message] of [
      [{ outstandingMin: '10', outstandingMax: '5' }, listMessages.rangeReversed('outstanding')],
      [{ totalMin: '10', totalMax: '5' }, listMessages.rangeReversed('total')],
      [{ outstandingMin: '-1' }, 'amount must be a number'],
    ] as const) {
      const res = await app.inject({
        method: 'GET',
        url: `${listUrl(admin)}?${new URLSearchParams({ ...query, page: '1', size: '8' })}`,
        headers: keyHeaders(admin),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });
});

describe('payables export: the money columns', () => {
  const exportOf = (format: 'xlsx' | 'csv') =>
    app.inject({
      method: 'GET',
      url: `${apiPath(API.payablesExport, { tenantCode: admin.companyCode })}?${new URLSearchParams({
        vendorId: String(vendorId),
        sort: 'outstanding,desc',
        format,
      })}`,
      headers: keyHeaders(admin),
    });

  it('.xlsx: Invoice No., Amount, Tax, Total, Paid and Outstanding as money numbers, in the list order', async () => {
    const res = await exportOf('xlsx');
    expect(res.statusCode, res.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    expect(headers).toEqual(expect.arrayContaining([H.invoiceNumber, H.total, H.paid, H.outstanding]));
    expect(headers.slice(headers.indexOf(H.amount), headers.indexOf(H.outstanding) + 1)).toEqual([
      H.amount,
      H.tax,
      H.total,
      H.paid,
      H.outstanding,
    ]);
    const rows: Record<string, unknown>[] = [];
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const values = (row.values as unknown[]).slice(1);
      rows.push(Object.fromEntries(headers.map((h, i) => [h, values[i] ?? null])));
    });
    expect(rows.map((r) => r[H.invoiceNumber])).toEqual(['MC-A', 'MC-C', 'MC-D', 'MC-B']);
    for (const row of rows) {
      const money = MONEY[row[H.invoiceNumber] as keyof typeof MONEY];
      expect([row[H.amount], row[H.tax], row[H.total], row[H.paid], row[H.outstanding]]).toEqual([
        money.amount,
        money.taxAmount,
        money.total,
        money.paid,
        money.outstanding,
      ]);
    }
    // The money cells carry a two-decimal number format.
    const totalColumn = headers.indexOf(H.total) + 1;
    expect(sheet.getRow(2).getCell(totalColumn).type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getRow(2).getCell(totalColumn).numFmt).toContain('0.00');
  });

  it('.csv: the same figures as plain decimals', async () => {
    const res = await exportOf('csv');
    expect(res.statusCode).toBe(200);
    const parsed = Papa.parse<Record<string, string>>(res.body.slice(1), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.data.map((r) => [r[H.invoiceNumber], r[H.total], r[H.paid], r[H.outstanding]])).toEqual([
      ['MC-A', '11800.00', '4000.00', '7800.00'],
      ['MC-C', '2950.75', '0.00', '2950.75'],
      ['MC-D', '3540.00', '0.00', '0.00'],
      ['MC-B', '5000.00', '5000.00', '0.00'],
    ]);
  });
});
