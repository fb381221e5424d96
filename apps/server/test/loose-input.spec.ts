import {
  API,
  amountRuleMessages,
  apiPath,
  BULK_UPLOAD_FIELD,
  bulkUploadResultSchema,
  inputMessages as input,
  payableMessages,
  type Vendor,
} from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callers } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp } from './helpers.js';
import { directory, workPayableBody } from './payables-fixtures.js';
import { csvOf, validRow } from './vendor-files.js';

/**
 * Loose input: every date a client sends is a real date in 1900..2100
 * (year 0000 reached PostgreSQL and answered 500); every amount is a plain number with at most two
 * decimals (`true`, `[5]`, `"0x10"` were stored as 1, 5, 16 and `1e-9` as 0.00); a payable's due date
 * may not come before its bill date. Each refusal is 400 with the field's message and stores nothing.
 */

let app: FastifyInstance;
let admin: Caller;
let ids: Awaited<ReturnType<typeof directory>>;
/** DEMO01's approved advance with expenses (ADV00001). */
let approvedAdvanceId: number;
let seq = 0;

beforeAll(async () => {
  app = await createTestApp();
  ({ admin } = await callers(app));
  ids = await directory(app, admin);
  const advances = (
    await app.inject({
      method: 'GET',
      url: apiPath(API.advancesForCompany, { companyCode: 'DEMO01' }),
      headers: auth(admin.token),
    })
  ).json() as { advanceId: string; advanceRequestId: number }[];
  approvedAdvanceId = advances.find((a) => a.advanceId === 'ADV00001')?.advanceRequestId as number;
});
afterAll(() => closeTestApp(app));

const post = (url: string, payload: unknown, method: 'POST' | 'PUT' = 'POST') =>
  app.inject({ method, url, payload: payload as Record<string, unknown>, headers: auth(admin.token) });

const vendorBody = (overrides: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    tenantCode: 'DEMO01',
    vendorName: `Loose Input Vendor ${seq}`,
    vendorDescription: 'Probe',
    vendorCategory: 'Civil',
    typeOfWork: 'Masonry',
    typeOfGoods: '',
    contactPerson: 'Probe Person',
    phoneNumber: String(9300000000 + seq),
    emailId: `loose${seq}@example.in`,
    addressLine1: 'Line one',
    addressLine2: 'Line two',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    openingBalance: 1500.75,
    openingBalanceDate: '2026-05-01',
    typeOfTransactionForOb: 'Dr',
    ...overrides,
  };
};
const payableBody = (overrides: Record<string, unknown> = {}) =>
  workPayableBody(ids, { remarks: 'Loose input probe', ...overrides });
const advanceBody = (overrides: Record<string, unknown> = {}) => ({
  companyCode: 'DEMO01',
  siteCode: 'RST01',
  requestedAmount: 1500.5,
  requestedByDate: '2026-06-01',
  status: 'Pending',
  requesterComments: 'Transport',
  documentIds: '',
  ...overrides,
});
const expenseBody = (overrides: Record<string, unknown> = {}) => ({
  companyCode: 'DEMO01',
  advanceRequestId: approvedAdvanceId,
  expenseType: 'Fuel',
  expenseAmount: 640.25,
  expenseDate: '2026-06-02',
  remarks: 'Diesel',
  documentIds: '',
  ...overrides,
});

const vendors = async () =>
  (
    await app.inject({
      method: 'GET',
      url: apiPath(API.vendorsForTenant, { tenant: 'DEMO01' }),
      headers: auth(admin.token),
    })
  ).json() as Vendor[];

const expectRefused = (res: { statusCode: number; json: () => unknown }, message: string) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ message });
};

describe('dates outside 1900..2100 (point 7): 400 with a message, not 500', () => {
  const outside = ['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31'];

  it.each(outside)('vendor opening balance date %s', async (date) => {
    const before = (await vendors()).length;
    expectRefused(await post(API.vendor, vendorBody({ openingBalanceDate: date })), input.dateOutOfRange);
    expect(await vendors()).toHaveLength(before);
  });

  it.each(outside)('payable bill date and due date %s', async (date) => {
    expectRefused(
      await post(API.payable, payableBody({ billDate: date, paymentDueDate: '2026-07-10' })),
      input.dateOutOfRange,
    );
    expectRefused(await post(API.payable, payableBody({ paymentDueDate: date })), input.dateOutOfRange);
  });

  it.each(outside)('advance requested-by date %s', async (date) => {
    expectRefused(await post(API.advance, advanceBody({ requestedByDate: date })), input.dateOutOfRange);
  });

  it.each(outside)('expense date %s', async (date) => {
    expectRefused(await post(API.expense, expenseBody({ expenseDate: date })), input.dateOutOfRange);
  });

  it.each(['01-01-0000', '31-12-1899', '01-01-2101'])(
    'summary, populate and salary cycle date %s',
    async (dmy) => {
      expectRefused(
        await post(API.payableSummary, { tenantCode: 'DEMO01', siteCode: 'RST01', billDate: dmy }),
        input.dateOutOfRange,
      );
      expectRefused(
        await post(apiPath(API.payablePopulate, { tenantCode: 'DEMO01', date: dmy }), undefined),
        input.dateOutOfRange,
      );
      const cycle = await app.inject({
        url: `${apiPath(API.salaryCycle, { companyCode: 'DEMO01' })}?date=${dmy}`,
        headers: auth(admin.token),
      });
      expectRefused(cycle, input.dateOutOfRange);
    },
  );

  it('a bulk row with year 0000 is that row’s error; the other rows are stored (not a 500)', async () => {
    const rows = [
      validRow(1, 'Year Zero Vendor'),
      validRow(2, 'Year Zero Vendor', { openingBalanceDate: '01-01-0000' }),
      validRow(3, 'Year Zero Vendor', { openingBalanceDate: '0000-01-01' }),
    ];
    const form = new FormData();
    form.append(BULK_UPLOAD_FIELD, new Blob([csvOf(rows)]), 'vendors.csv');
    const encoded = new Response(form);
    const res = await app.inject({
      method: 'POST',
      url: apiPath(API.vendorBulkUpload, { tenant: 'DEMO01' }),
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: auth(admin.token, { 'content-type': encoded.headers.get('content-type') as string }),
    });
    expect(res.statusCode).toBe(200);
    const result = bulkUploadResultSchema.parse(res.json());
    expect(result).toMatchObject({ noOfRecordsProcessed: 3, successRecords: 1, failureRecords: 2 });
    expect(result.erroVOs.map((e) => e.errorMessage)).toEqual([
      expect.stringContaining(input.dateOutOfRange),
      expect.stringContaining(input.dateOutOfRange),
    ]);
  });

  it('the first and last days of the range are taken', async () => {
    for (const date of ['1900-01-01', '2100-12-31']) {
      const res = await post(API.vendor, vendorBody({ openingBalanceDate: date }));
      expect(res.statusCode, res.body).toBe(202);
    }
    const cycle = await app.inject({
      url: `${apiPath(API.salaryCycle, { companyCode: 'DEMO01' })}?date=31-12-2100`,
      headers: auth(admin.token),
    });
    expect(cycle.statusCode).toBe(202);
  });
});

describe('amounts (point 10): a plain number with at most 2 decimals', () => {
  it.each([
    ['true', true],
    ['[5]', [5]],
    ['"0x10"', '0x10'],
    ['"1e3"', '1e3'],
    ['{}', {}],
    ['"Infinity"', 'Infinity'],
    ['null', null],
  ])('opening balance %s → 400, nothing stored', async (_label, value) => {
    const before = (await vendors()).length;
    expectRefused(
      await post(API.vendor, vendorBody({ openingBalance: value })),
      input.openingBalanceNotNumber,
    );
    expect(await vendors()).toHaveLength(before);
  });

  it.each([
    [1e-9, input.amountDecimals],
    [12.345, input.amountDecimals],
    ['12.345', input.amountDecimals],
    [-1, input.openingBalanceNegative],
    [1e12, input.openingBalanceTooLarge],
    [100_000_000_000, input.openingBalanceTooLarge],
  ])('opening balance %s → 400', async (value, message) => {
    expectRefused(await post(API.vendor, vendorBody({ openingBalance: value })), message);
  });

  it('a plain decimal string and the largest opening balance (99,999,999,999.99) are stored exactly', async () => {
    const a = vendorBody({ openingBalance: '2500.50' });
    const b = vendorBody({ openingBalance: 99_999_999_999.99 });
    expect((await post(API.vendor, a)).statusCode).toBe(202);
    expect((await post(API.vendor, b)).statusCode).toBe(202);
    const stored = await vendors();
    expect(stored.find((v) => v.vendorName === a.vendorName)?.openingBalance).toBe(2500.5);
    expect(stored.find((v) => v.vendorName === b.vendorName)?.openingBalance).toBe(99_999_999_999.99);
  });

  it.each([
    [1e-9, input.amountDecimals],
    [0.001, input.amountDecimals],
    [true, input.expenseAmountPositive],
    ['5', input.expenseAmountPositive],
    [[5], input.expenseAmountPositive],
    [0, input.expenseAmountPositive],
  ])('expense amount %s → 400', async (value, message) => {
    expectRefused(await post(API.expense, expenseBody({ expenseAmount: value })), message);
  });

  it.each([
    [1e-9, input.amountDecimals],
    // A requested amount must be more than 0: its one message for anything else.
    [true, amountRuleMessages.advanceAmountPositive],
    ['0x10', amountRuleMessages.advanceAmountPositive],
    [-5, amountRuleMessages.advanceAmountPositive],
    [0, amountRuleMessages.advanceAmountPositive],
  ])('advance amount %s → 400', async (value, message) => {
    expectRefused(await post(API.advance, advanceBody({ requestedAmount: value })), message);
  });

  it.each([[true], ['27000'], [[27000]], [-1]])(
    'payable amount %s → 400 with the spec’s text',
    async (value) => {
      expectRefused(await post(API.payable, payableBody({ amount: value })), payableMessages.onlyNumbers);
    },
  );

  // A payable amount takes up to 2 decimals, like every other amount.
  it.each([[1e-9], [27000.505]])('payable amount %s → 400 (at most 2 decimals)', async (value) => {
    expectRefused(await post(API.payable, payableBody({ amount: value })), input.amountDecimals);
  });
  it('payable amount 27000.5 is taken', async () => {
    expect((await post(API.payable, payableBody({ amount: 27000.5 }))).statusCode).toBe(202);
  });
});

describe('payable dates (point 10): the due date may not come before the bill date', () => {
  it('due before bill → 400 on the due date; the same day is taken', async () => {
    expectRefused(
      await post(API.payable, payableBody({ billDate: '2026-06-10', paymentDueDate: '2026-06-09' })),
      input.dueBeforeBill,
    );
    const same = await post(
      API.payable,
      payableBody({ billDate: '2026-06-10', paymentDueDate: '2026-06-10' }),
    );
    expect(same.statusCode, same.body).toBe(202);
  });
});
