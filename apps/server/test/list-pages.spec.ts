import {
  API,
  apiPath,
  BULK_UPLOAD_FIELD,
  BULK_UPLOAD_TAG,
  PAGE_SIZE_MAX,
  TOTAL_COUNT_HEADER,
} from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callers, keyHeaders } from './advances-fixtures.js';
import { closeTestApp, createTestApp } from './helpers.js';
import { csvOf, validRows } from './vendor-files.js';

let app: FastifyInstance;
let admin: Caller;
let beta: Caller;

beforeAll(async () => {
  app = await createTestApp();
  ({ admin, beta } = await callers(app));
});
afterAll(() => closeTestApp(app));

/** The three list calls that take page and size, each with its order. */
const LISTS = [
  {
    name: 'vendors',
    url: (c: Caller) => apiPath(API.vendorsForTenant, { tenant: c.companyCode }),
    id: 'vendorId',
    // Newest first, so a new vendor lands on the first page.
    newestFirst: true,
  },
  {
    name: 'payables',
    url: (c: Caller) => apiPath(API.payablesForTenant, { tenantCode: c.companyCode }),
    id: 'vendorPayableId',
    newestFirst: true,
  },
  {
    name: 'advances',
    url: (c: Caller) => apiPath(API.advancesForCompany, { companyCode: c.companyCode }),
    id: 'advanceRequestId',
    newestFirst: true,
  },
] as const;

type Row = Record<string, unknown>;

async function get(url: string, c: Caller) {
  return app.inject({ method: 'GET', url, headers: keyHeaders(c) });
}

async function whole(list: (typeof LISTS)[number], c: Caller): Promise<Row[]> {
  const res = await get(list.url(c), c);
  expect(res.statusCode).toBe(202);
  return res.json() as Row[];
}

async function page(list: (typeof LISTS)[number], c: Caller, n: number, size: number) {
  const res = await get(`${list.url(c)}?page=${n}&size=${size}`, c);
  expect(res.statusCode).toBe(202);
  return { rows: res.json() as Row[], total: Number(res.headers[TOTAL_COUNT_HEADER]) };
}

describe.each(LISTS)('the $name list in server pages', (list) => {
  it('the plain call still answers the whole list, without a count header', async () => {
    const res = await get(list.url(admin), admin);
    expect(res.statusCode).toBe(202);
    expect(res.headers[TOTAL_COUNT_HEADER]).toBeUndefined();
    expect((res.json() as Row[]).length).toBeGreaterThan(2);
  });

  it('pages cover the whole list once, in the list order, with the whole count in X-Total-Count', async () => {
    const all = await whole(list, admin);
    const ordered = list.newestFirst ? [...all].reverse() : all;
    const size = 3;
    const seen: Row[] = [];
    for (let n = 1; n <= Math.ceil(all.length / size); n++) {
      const { rows, total } = await page(list, admin, n, size);
      expect(total).toBe(all.length);
      expect(rows.length).toBe(Math.min(size, all.length - (n - 1) * size));
      seen.push(...rows);
    }
    expect(seen.map((r) => r[list.id])).toEqual(ordered.map((r) => r[list.id]));
    expect(seen).toEqual(ordered);
  });

  it('a page past the end is empty but still carries the count', async () => {
    const all = await whole(list, admin);
    const { rows, total } = await page(list, admin, 1000, 10);
    expect(rows).toEqual([]);
    expect(total).toBe(all.length);
  });

  it("another company's pages hold only its own rows and count", async () => {
    const mine = await whole(list, beta);
    const { rows, total } = await page(list, beta, 1, PAGE_SIZE_MAX);
    expect(total).toBe(mine.length);
    expect(rows).toEqual(list.newestFirst ? [...mine].reverse() : mine);
    const demoIds = new Set((await whole(list, admin)).map((r) => r[list.id]));
    expect(rows.some((r) => demoIds.has(r[list.id]))).toBe(false);
  });

  it.each([
    ['page=0&size=10', 'page starts at 1'],
    [`page=1&size=${PAGE_SIZE_MAX + 1}`, `size may be at most ${PAGE_SIZE_MAX}`],
    ['page=1&size=0', 'size must be at least 1'],
    ['page=1', 'Send page and size together'],
    ['size=10', 'Send page and size together'],
    ['page=abc&size=10', undefined],
    ['page=1.5&size=10', 'page must be a whole number'],
  ])('refuses ?%s with 400 and a message', async (query, message) => {
    const res = await get(`${list.url(admin)}?${query}`, admin);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string };
    expect(typeof body.message).toBe('string');
    if (message) expect(body.message).toContain(message);
    expect(res.body).not.toMatch(/at .+\.ts:\d+/);
  });
});

describe('the count follows every write', () => {
  const vendors = LISTS[0];
  const vendorTotal = async () => (await page(vendors, admin, 1, 1)).total;

  it('a create adds one and a delete removes one', async () => {
    const before = await vendorTotal();
    const created = await app.inject({
      method: 'POST',
      url: API.vendor,
      headers: keyHeaders(admin),
      payload: {
        tenantCode: admin.companyCode,
        vendorName: 'Counted Vendor',
        vendorDescription: 'Counted',
        vendorCategory: 'Civil',
        typeOfWork: 'Masonry',
        typeOfGoods: '',
        contactPerson: 'Counter',
        phoneNumber: '9555500001',
        emailId: 'count@example.in',
        addressLine1: 'a',
        addressLine2: 'b',
        city: 'Pune',
        state: 'Maharashtra',
        country: 'India',
        openingBalance: 0,
      },
    });
    expect(created.statusCode).toBe(202);
    expect(await vendorTotal()).toBe(before + 1);
    const vendor = (await whole(vendors, admin)).find((v) => v.vendorName === 'Counted Vendor');
    const removed = await app.inject({
      method: 'DELETE',
      url: API.vendor,
      headers: keyHeaders(admin),
      payload: vendor,
    });
    expect(removed.statusCode).toBe(202);
    expect(await vendorTotal()).toBe(before);
  });

  it('a bulk upload adds its rows and the bulk remove takes them away again', async () => {
    const before = await vendorTotal();
    const form = new FormData();
    form.append(BULK_UPLOAD_FIELD, new Blob([csvOf(validRows(25, 'Counted Bulk'))]), 'vendors.csv');
    const encoded = new Response(form);
    const uploaded = await app.inject({
      method: 'POST',
      url: apiPath(API.vendorBulkUpload, { tenant: admin.companyCode }),
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { ...keyHeaders(admin), 'content-type': encoded.headers.get('content-type') as string },
    });
    expect(uploaded.statusCode).toBe(200);
    expect((uploaded.json() as { successRecords: number }).successRecords).toBe(25);
    expect(await vendorTotal()).toBe(before + 25);
    expect(await vendorTotal()).toBe((await whole(vendors, admin)).length);
    const removed = await app.inject({
      method: 'DELETE',
      url: apiPath(API.vendorBulkRemove, { tenant: admin.companyCode, tag: BULK_UPLOAD_TAG }),
      headers: keyHeaders(admin),
    });
    expect(removed.statusCode).toBe(202);
    expect(await vendorTotal()).toBe(before);
  });
});
