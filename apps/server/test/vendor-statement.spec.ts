import { API, apiPath, ledgerStatementMessages as S, vendorMessages } from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementOf } from '../src/features/settlement/ledger-statement.js';
import { statementPdf } from '../src/features/settlement/ledger-statement.pdf.js';
import { type Caller, callers } from './advances-fixtures.js';
import { readXlsx } from './export-files.js';
import { auth, closeTestApp, createTestApp } from './helpers.js';
import { directory } from './payables-fixtures.js';
import { settlementCalls } from './settlement-fixtures.js';

/**
 * The vendor's statement of account: a period with its balance brought forward
 * and its closing balance, TDS on its own line, and the same statement as .xlsx and as a PDF.
 */

let app: FastifyInstance;
let admin: Caller;
let beta: Caller;
let calls: ReturnType<typeof settlementCalls>;
let vendorId: number;
let vendorCode: string;
let vendorName: string;
let payments: { cash: string; tds: string };

beforeAll(async () => {
  app = await createTestApp();
  ({ admin, beta } = await callers(app));
  const siteId = (await directory(app, admin)).siteId('RST01');
  calls = settlementCalls(app, admin);
  // Opening 1,000.00 Cr on 2026-04-01 (the fixtures' opening date).
  vendorId = await calls.newVendor(1000, 'Cr');
  const a = await calls.bill(vendorId, siteId, 4000, {
    billDate: '2026-05-02',
    paymentDueDate: '2026-06-02',
  });
  const b = await calls.bill(vendorId, siteId, 2500.25, {
    billDate: '2026-05-20',
    paymentDueDate: '2026-06-20',
  });
  const p1 = await calls.pay(vendorId, 3000, [[a.id, 3000]], {
    paymentDate: '2026-05-10',
    reference: 'UTR9',
  });
  const p2 = await calls.pay(vendorId, 900, [[b.id, 1000]], {
    paymentDate: '2026-06-05',
    tdsAmount: 100,
    reference: '',
  });
  expect([p1.statusCode, p2.statusCode]).toEqual([202, 202]);
  payments = { cash: `${p1.json().paymentCode} (UTR9)`, tds: p2.json().paymentCode };
  const vendor = await calls.vendor(vendorId);
  ({ vendorCode, vendorName } = vendor);
});
afterAll(() => closeTestApp(app));

const ledgerUrl = (query: Record<string, string>, tenant = admin.companyCode, id = vendorId) =>
  `${apiPath(API.vendorLedger, { tenant, vendorId: id })}?${new URLSearchParams(query)}`;

async function statement(query: Record<string, string>) {
  const res = await app.inject({ url: ledgerUrl(query), headers: auth(admin.token) });
  expect(res.statusCode).toBe(202);
  return res.json();
}

describe('a period of the vendor ledger', () => {
  it('brings forward the balance before `from` and closes at the last balance, dated `to`', async () => {
    const may = await statement({ from: '2026-05-10', to: '2026-05-31' });
    expect(may).toMatchObject({ from: '2026-05-10', to: '2026-05-31', openingBalance: 5000 });
    expect(
      may.entries.map((e: Record<string, unknown>) => [e.kind, e.date, e.debit, e.credit, e.balance]),
    ).toEqual([
      ['payment', '2026-05-10', 3000, 0, 2000],
      ['bill', '2026-05-20', 0, 2500.25, 4500.25],
    ]);
    expect(may).toMatchObject({ closingBalance: 4500.25, closingType: 'Cr', closingDate: '2026-05-31' });

    // The next period starts where May ended.
    const june = await statement({ from: '2026-06-01' });
    expect(june.openingBalance).toBe(4500.25);
    expect(june).toMatchObject({
      to: null,
      closingBalance: 3500.25,
      closingType: 'Cr',
      closingDate: '2026-06-05',
    });
  });

  it('a payment with TDS is two lines: the cash paid, then the TDS, each with its running balance', async () => {
    const june = await statement({ from: '2026-06-01' });
    expect(june.entries).toEqual([
      expect.objectContaining({
        kind: 'payment',
        reference: payments.tds,
        debit: 900,
        credit: 0,
        balance: 3600.25,
      }),
      expect.objectContaining({
        kind: 'tds',
        reference: payments.tds,
        debit: 100,
        credit: 0,
        balance: 3500.25,
      }),
    ]);
  });

  it('a period with no lines brings forward and closes at the same balance', async () => {
    const quiet = await statement({ from: '2026-07-01', to: '2026-07-31' });
    expect(quiet).toMatchObject({ openingBalance: 3500.25, entries: [], closingBalance: 3500.25 });
  });

  it('refuses a period that ends before it starts, and an unknown format', async () => {
    const reversed = await app.inject({
      url: ledgerUrl({ from: '2026-06-01', to: '2026-05-01' }),
      headers: auth(admin.token),
    });
    expect(reversed.statusCode).toBe(400);
    const csv = await app.inject({ url: ledgerUrl({ format: 'csv' }), headers: auth(admin.token) });
    expect(csv.statusCode).toBe(400);
    expect(csv.json()).toEqual({ message: S.formatInvalid });
  });
});

describe('the statement as a file', () => {
  it('.xlsx: the heading lines, brought forward, one row per line with Dr/Cr, the closing row', async () => {
    const res = await app.inject({
      url: ledgerUrl({ from: '2026-05-10', to: '2026-06-30', format: 'xlsx' }),
      headers: auth(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${S.fileName(vendorCode, '2026-06-30', 'xlsx')}"`,
    );
    const sheet = await readXlsx(res.rawPayload);
    expect(sheet.notes).toEqual([
      'Demo Constructions',
      S.title,
      S.vendorLine(vendorCode, vendorName),
      S.periodLine('10-05-2026 to 30-06-2026'),
      expect.stringMatching(/^Printed on \d{2}-\d{2}-\d{4}$/),
    ]);
    const C = S.columns;
    expect(sheet.header).toEqual([C.date, C.particulars, C.debit, C.credit, C.balance, C.drCr]);
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    // exceljs leaves an empty cell a hole in the row's array
    expect(sheet.rows.map((row) => Array.from(row, (v) => v ?? null))).toEqual([
      [null, S.broughtForward, null, null, 5000, 'Cr'],
      [day('2026-05-10'), `${S.kinds.payment} ${payments.cash}`, 3000, null, 2000, 'Cr'],
      [day('2026-05-20'), expect.stringMatching(/^Bill VPB\d{5}$/), null, 2500.25, 4500.25, 'Cr'],
      [day('2026-06-05'), `${S.kinds.payment} ${payments.tds}`, 900, null, 3600.25, 'Cr'],
      [day('2026-06-05'), `${S.kinds.tds} ${payments.tds}`, 100, null, 3500.25, 'Cr'],
      [S.closing, '30-06-2026', null, null, 3500.25, 'Cr'],
    ]);
  });

  it('PDF: application/pdf, an attachment, a PDF file titled with the vendor code', async () => {
    const res = await app.inject({
      url: ledgerUrl({ to: '2026-06-30', format: 'pdf' }),
      headers: auth(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${S.fileName(vendorCode, '2026-06-30', 'pdf')}"`,
    );
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-8).toString('latin1')).toContain('%%EOF');
    // The document's title (its Info dictionary, never compressed) names the statement and the vendor.
    expect(pdf.toString('latin1')).toContain(`(${S.title} ${vendorCode})`);
  });

  it('another company’s vendor: 404 for the files too', async () => {
    for (const format of ['xlsx', 'pdf']) {
      const res = await app.inject({
        url: ledgerUrl({ format }, beta.companyCode, vendorId),
        headers: auth(beta.token),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: vendorMessages.notFound });
    }
  });

  it('a statement of 1,000 lines prints, on more than 15 pages', async () => {
    const entries = Array.from({ length: 1000 }, (_, i) => ({
      kind: i % 2 ? ('payment' as const) : ('bill' as const),
      date: '2026-05-01',
      reference: `VPY${String(i).padStart(5, '0')} (INV-${i})`,
      recordId: i,
      payableId: i,
      paymentId: null,
      note: '',
      debit: i % 2 ? 1000 : 0,
      credit: i % 2 ? 0 : 1500,
      balance: 500 * Math.ceil(i / 2),
    }));
    const big = statementOf(
      {
        erfVendorId: 1,
        vendorCode: 'VEN99999',
        vendorName: 'Big Vendor',
        from: '2026-04-01',
        to: null,
        openingBalance: 0,
        entries,
        closingBalance: 250_000,
        closingType: 'Cr',
        closingDate: '2026-05-01',
      },
      'Demo Constructions',
      '01-07-2026',
    );
    const pdf = await statementPdf(big);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = /\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString('latin1'));
    expect(Number(pages?.[1])).toBeGreaterThan(15);
  });
});
