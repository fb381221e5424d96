import { API, apiPath, listMessages, type Payable } from '@sitebook/contract';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callers, keyHeaders } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp } from './helpers.js';
import { directory, listPayables, workPayableBody } from './payables-fixtures.js';

/**
 * The payables list exported as filtered, searched and sorted, to .xlsx and .csv: money as
 * numbers, dates as dates, text that a spreadsheet would run as a formula escaped.
 */
let app: FastifyInstance;
let admin: Caller;
let beta: Caller;
let all: Payable[];

const H = listMessages.payableExportColumns;
const FORMULA_REMARKS = ['=HYPERLINK("http://x")', '+SUM(A1)', '-2+3', '@cmd', '\t=1+1'];

const exportOf = (c: Caller, query: Record<string, string>) =>
  app.inject({
    method: 'GET',
    url: `${apiPath(API.payablesExport, { tenantCode: c.companyCode })}?${new URLSearchParams(query)}`,
    headers: keyHeaders(c),
  });

async function sheetOf(query: Record<string, string>) {
  const res = await exportOf(admin, { ...query, format: 'xlsx' });
  expect(res.statusCode, res.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(headers.map((h, i) => [String(h), values[i] ?? null])));
  });
  return { res, sheet, rows };
}

beforeAll(async () => {
  app = await createTestApp();
  ({ admin, beta } = await callers(app));
  const ids = await directory(app, admin);
  for (const [k, remarks] of FORMULA_REMARKS.entries()) {
    const res = await app.inject({
      method: 'POST',
      url: API.payable,
      payload: workPayableBody(ids, {
        remarks,
        invoiceNumber: `XF-${k}`,
        amount: 1000.5 + k,
        billDate: `2026-03-0${k + 1}`,
      }),
      headers: auth(admin.token),
    });
    expect(res.statusCode, res.body).toBe(202);
  }
  all = await listPayables(app, admin);
});
afterAll(() => closeTestApp(app));

describe('payables export', () => {
  it('.xlsx: the searched rows in the asked order, money numbers, dates dates, formulas escaped', async () => {
    const { res, rows, sheet } = await sheetOf({ q: 'XF-', sort: 'billDate,desc' });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="payables-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    expect(rows.map((r) => r[H.invoiceNumber])).toEqual(['XF-4', 'XF-3', 'XF-2', 'XF-1', 'XF-0']);
    expect(rows.map((r) => r[H.remarks])).toEqual(FORMULA_REMARKS.map((t) => `'${t}`).reverse());
    const first = rows[4] as Record<string, unknown>;
    expect(first[H.amount]).toBe(1000.5);
    expect(first[H.outstanding]).toBe(1000.5);
    expect(first[H.billDate]).toEqual(new Date(Date.UTC(2026, 2, 1)));
    expect(first[H.siteCode]).toBe('RST01');
    expect(first[H.vendorName]).toBe('Sharma Builders');
    // no cell of the sheet is a formula
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });

  it('.csv: the same rows, money as plain decimals, dates as YYYY-MM-DD, formulas escaped', async () => {
    const res = await exportOf(admin, { q: 'XF-', sort: 'amount,asc', format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<Record<string, string>>(res.body.slice(1), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.data.map((r) => r[H.invoiceNumber])).toEqual(['XF-0', 'XF-1', 'XF-2', 'XF-3', 'XF-4']);
    expect(parsed.data.map((r) => r[H.remarks])).toEqual(FORMULA_REMARKS.map((t) => `'${t}`));
    expect(parsed.data[0]).toMatchObject({
      [H.amount]: '1000.50',
      [H.billDate]: '2026-03-01',
      [H.tax]: '0.00',
    });
  });

  it('every filter of the list applies to the export', async () => {
    const { rows } = await sheetOf({ status: 'Payment Pending' });
    const pending = all.filter((p) => p.status === 'Payment Pending');
    expect(rows.map((r) => r[H.code])).toEqual(
      pending.sort((a, b) => b.vendorPayableId - a.vendorPayableId).map((p) => p.vendorPayableCode),
    );
    const whole = await sheetOf({});
    expect(whole.rows).toHaveLength(all.length);
  });

  it("exports nothing of another company's", async () => {
    const res = await exportOf(beta, { q: 'XF-', format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(Papa.parse(res.body.slice(1), { header: true, skipEmptyLines: true }).data).toEqual([]);
  });

  it('refuses an unknown format, a bad filter, and a call without the apikey', async () => {
    const pdf = await exportOf(admin, { format: 'pdf' });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toContain(listMessages.formatInvalid);
    expect((await exportOf(admin, { format: 'csv', sort: 'nope,asc' })).statusCode).toBe(400);
    const noKey = await app.inject({
      method: 'GET',
      url: `${apiPath(API.payablesExport, { tenantCode: admin.companyCode })}?format=csv`,
      headers: auth(admin.token),
    });
    expect(noKey.statusCode).toBe(403);
    const otherTenant = await app.inject({
      method: 'GET',
      url: `${apiPath(API.payablesExport, { tenantCode: 'BETA01' })}?format=csv`,
      headers: keyHeaders(admin),
    });
    expect(otherTenant.statusCode).toBe(403);
  });
});
