import {
  API,
  apiPath,
  type Payable,
  type PayableHistoryRow,
  type Vendor,
  vendorMessages,
} from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callers, keyHeaders } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp } from './helpers.js';
import { listPayables } from './payables-fixtures.js';

/** Nothing lost under concurrency. */

let app: FastifyInstance;
let demo: Caller;

beforeAll(async () => {
  app = await createTestApp();
  ({ admin: demo } = await callers(app));
});
afterAll(() => closeTestApp(app));

describe('concurrent writers', () => {
  const vendorBody = (phoneNumber: string) => ({
    tenantCode: 'DEMO01',
    vendorName: 'Same Vendor',
    vendorDescription: 'Sent twenty times at once',
    vendorCategory: 'Civil',
    typeOfWork: 'Masonry',
    typeOfGoods: '',
    contactPerson: 'Same Person',
    phoneNumber,
    emailId: 'same@example.in',
    addressLine1: 'Line one',
    addressLine2: 'Line two',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    openingBalance: 0,
  });
  const createAll = (bodies: Record<string, unknown>[]) =>
    Promise.all(
      bodies.map((payload) =>
        app.inject({ method: 'POST', url: API.vendor, payload, headers: auth(demo.token) }),
      ),
    );
  const storedCodes = async (phonePrefix: string) =>
    (
      (
        await app.inject({
          url: apiPath(API.vendorsForTenant, { tenant: 'DEMO01' }),
          headers: keyHeaders(demo),
        })
      ).json() as Vendor[]
    )
      .filter((v) => v.vendorName === 'Same Vendor' && v.phoneNumber.startsWith(phonePrefix))
      .map((v) => v.vendorCode)
      .sort();

  it('gives 20 vendor creates sent at once (one name, 20 phone numbers) 20 distinct codes, all stored', async () => {
    const answers = await createAll(
      Array.from({ length: 20 }, (_, i) => vendorBody(`92222000${String(i).padStart(2, '0')}`)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(202));
    const codes = answers.map((r) => (r.json() as { vendorCode: string }).vendorCode);
    expect(new Set(codes).size).toBe(20);
    expect(await storedCodes('92222000')).toEqual([...codes].sort());
  });

  it('stores one of 20 identical vendor creates sent at once; the other 19 are the duplicate refusal', async () => {
    const answers = await createAll(Array.from({ length: 20 }, () => vendorBody('9333300000')));
    const statuses = answers.map((r) => r.statusCode).sort((x, y) => x - y);
    expect(statuses).toEqual([202, ...Array(19).fill(400)]);
    for (const refused of answers.filter((r) => r.statusCode === 400))
      expect(refused.json()).toEqual({ message: vendorMessages.duplicateVendor });
    const stored = answers.filter((r) => r.statusCode === 202).map((r) => r.json() as { vendorCode: string });
    expect(await storedCodes('9333300000')).toEqual(stored.map((v) => v.vendorCode));
  });

  const history = async (id: number) =>
    (
      await app.inject({
        url: apiPath(API.payableHistory, { vendorPayableId: id }),
        headers: keyHeaders(demo),
      })
    ).json() as PayableHistoryRow[];

  const put = (record: Payable, quantity: string) =>
    app.inject({
      method: 'PUT',
      url: API.payable,
      headers: auth(demo.token),
      payload: {
        tenantCode: 'DEMO01',
        vendorPayableId: record.vendorPayableId,
        vendorPayableCode: record.vendorPayableCode,
        version: record.version,
        erfSiteId: record.erfSiteId,
        erfVendorId: record.erfVendorId,
        typeOfWork: record.typeOfWork,
        typeOfMaterials: record.typeOfMaterials,
        quantity,
        units: record.units,
        amount: record.amount,
        paymentMode: record.paymentMode,
        billDate: record.billDate,
        paymentDueDate: record.paymentDueDate,
        remarks: record.remarks,
        status: record.status,
        vendorDocumentIds: record.vendorDocumentIds,
      },
    });

  it('50 concurrent writers on one payable: every accepted write is in the history, the rest are refused as stale', async () => {
    const record = (await listPayables(app, demo)).find((p) => p.status === 'Invoice Raised') as Payable;
    const before = (await history(record.vendorPayableId)).length;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => put(record, String(5000 + i))));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s !== 202 && s !== 409)).toEqual([]);
    const accepted = answers.flatMap((r, i) => (r.statusCode === 202 ? [String(5000 + i)] : []));
    expect(accepted).toHaveLength(1);
    const rows = await history(record.vendorPayableId);
    expect(rows.length).toBe(before + accepted.length);
    expect(rows.slice(before).map((r) => r.quantity)).toEqual(accepted);
    const stored = (await listPayables(app, demo)).find((p) => p.vendorPayableId === record.vendorPayableId);
    expect(stored?.quantity).toBe(accepted[0]);
  });

  // Each refused writer reloads and tries again, so n writers make about n²/2 attempts: 20 keep it a
  // few seconds (50 took 30-115 s) with the same contention on every round.
  it('20 writers that reload and retry after a refusal: all 20 writes are stored, each once in the history', async () => {
    const id = (await listPayables(app, demo)).find((p) => p.status === 'Invoice Raised')
      ?.vendorPayableId as number;
    const before = (await history(id)).length;
    const writer = async (quantity: string) => {
      for (let attempt = 0; attempt < 500; attempt++) {
        const current = (await listPayables(app, demo)).find((p) => p.vendorPayableId === id) as Payable;
        const res = await put(current, quantity);
        if (res.statusCode === 202) return attempt;
        expect(res.statusCode).toBe(409);
      }
      throw new Error(`writer ${quantity} never got through`);
    };
    const quantities = Array.from({ length: 20 }, (_, i) => String(7000 + i));
    const attempts = await Promise.all(quantities.map(writer));
    // Writers were refused and retried: the race happened.
    expect(Math.max(...attempts)).toBeGreaterThan(0);
    const written = (await history(id)).slice(before).map((r) => r.quantity);
    expect(written).toHaveLength(20);
    expect([...written].sort()).toEqual(quantities);
  }, 120_000); // a named slow test (docs/ARCHITECTURE.md): 30 s was not enough on PostgreSQL at load 29
});
