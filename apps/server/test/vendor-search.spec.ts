import {
  API,
  apiPath,
  BULK_UPLOAD_FIELD,
  commonMessages,
  vendorSearchMessages as s,
  TOTAL_COUNT_HEADER,
  VENDOR_SEARCH,
  type Vendor,
} from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callers, keyHeaders } from './advances-fixtures.js';
import { closeTestApp, createTestApp } from './helpers.js';
import { csvOf, validRow, validRows } from './vendor-files.js';

/**
 * The payable screens' vendor picker searches the server (`?q=`, at most 20) and
 * finds the chosen vendor by id (`?id=`) instead of loading the whole vendor list.
 */
let app: FastifyInstance;
let admin: Caller;
let beta: Caller;

const listUrl = (c: Caller) => apiPath(API.vendorsForTenant, { tenant: c.companyCode });
const get = (c: Caller, query: string) =>
  app.inject({ method: 'GET', url: `${listUrl(c)}?${query}`, headers: keyHeaders(c) });

async function search(c: Caller, q: string): Promise<Vendor[]> {
  const res = await get(c, new URLSearchParams({ q }).toString());
  expect(res.statusCode).toBe(202);
  expect(res.headers[TOTAL_COUNT_HEADER]).toBeUndefined();
  return res.json() as Vendor[];
}

const names = (vendors: Vendor[]) => vendors.map((v) => v.vendorName);

/** Names that hold LIKE's special characters. */
const SPECIAL = ['Fifty% Off Traders', 'Under_Score Works', 'Back\\Slash Hardware'];

async function upload(c: Caller, csv: string) {
  const form = new FormData();
  form.append(BULK_UPLOAD_FIELD, new Blob([csv]), 'vendors.csv');
  const encoded = new Response(form);
  const res = await app.inject({
    method: 'POST',
    url: apiPath(API.vendorBulkUpload, { tenant: c.companyCode }),
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { ...keyHeaders(c), 'content-type': encoded.headers.get('content-type') as string },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { successRecords: number };
}

beforeAll(async () => {
  app = await createTestApp();
  ({ admin, beta } = await callers(app));
  // 25 vendors named 'Search Bulk <n>' (more than one answer holds), and the three special names.
  const rows = [
    ...validRows(25, 'Search Bulk', 500),
    ...SPECIAL.map((name, k) => validRow(900 + k, '', { vendorName: name })),
  ];
  expect((await upload(admin, csvOf(rows))).successRecords).toBe(rows.length);
});
afterAll(() => closeTestApp(app));

describe('vendor search (?q=)', () => {
  it('finds vendors by name, ignoring case', async () => {
    expect(names(await search(admin, 'sHARMA bUILD'))).toEqual(['Sharma Builders']);
    expect(names(await search(admin, 'TIMBER'))).toEqual(['Shree Timber Mart']);
  });

  it('finds vendors by code, ignoring case', async () => {
    const [sharma] = await search(admin, 'Sharma Builders');
    const code = (sharma as Vendor).vendorCode;
    const found = await search(admin, code.toLowerCase());
    expect(found.map((v) => v.vendorCode)).toContain(code);
    expect(found.every((v) => v.vendorCode.toLowerCase().includes(code.toLowerCase()))).toBe(true);
  });

  it(`answers at most ${VENDOR_SEARCH.maxResults}, ordered by name, every one holding q`, async () => {
    const found = await search(admin, 'search bulk');
    expect(found).toHaveLength(VENDOR_SEARCH.maxResults);
    const got = names(found);
    expect(got.every((n) => n.toLowerCase().includes('search bulk'))).toBe(true);
    expect(got).toEqual([...got].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    // The whole list is larger: the search does not answer it.
    expect(((await get(admin, '')).json() as Vendor[]).length).toBeGreaterThan(VENDOR_SEARCH.maxResults);
  });

  it('takes %, _ and \\ literally', async () => {
    expect(names(await search(admin, '%'))).toEqual(['Fifty% Off Traders']);
    expect(names(await search(admin, '_'))).toEqual(['Under_Score Works']);
    expect(names(await search(admin, '\\'))).toEqual(['Back\\Slash Hardware']);
    expect(names(await search(admin, 'y% o'))).toEqual(['Fifty% Off Traders']);
    // '_' would match any one character and '%' any text if they were not escaped.
    expect(await search(admin, 'Sharma_Builders')).toEqual([]);
    expect(await search(admin, 'Sharma%Builders')).toEqual([]);
  });

  it('trims q', async () => {
    expect(names(await search(admin, '  sharma  '))).toEqual(['Sharma Builders']);
  });

  it("answers only the caller's company's vendors", async () => {
    // BETA01 has 'Om Steel Suppliers' and 'Lakshmi Tiling Co'; DEMO01 neither.
    expect(await search(admin, 'Om Steel')).toEqual([]);
    expect(await search(admin, 'Lakshmi')).toEqual([]);
    expect(names(await search(beta, 'steel'))).toEqual(['Om Steel Suppliers']);
    expect(await search(beta, 'Sharma')).toEqual([]);
    const all = await search(admin, 'e');
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((v) => v.tenantCode === 'DEMO01')).toBe(true);
    // Another company's path is refused as before.
    const res = await app.inject({
      method: 'GET',
      url: `${listUrl(admin)}?q=steel`,
      headers: keyHeaders(beta),
    });
    expect(res.statusCode).toBe(403);
  });

  it.each([
    ['an empty q', 'q=', s.queryRequired],
    ['a blank q', 'q=%20%20', s.queryRequired],
    ['a q over 50 characters', `q=${'a'.repeat(51)}`, s.queryTooLong(VENDOR_SEARCH.maxQuery)],
    ['a q holding NUL', 'q=ab%00', commonMessages.nulCharacter],
    ['id with page and size', 'id=1&page=1&size=5', s.oneMode],
    ['q with id', 'q=ab&id=1', s.oneMode],
    ['a q given twice', 'q=ab&q=cd', undefined],
  ])('refuses %s with 400 and a message', async (_, query, message) => {
    const res = await get(admin, query);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string };
    expect(typeof body.message).toBe('string');
    if (message) expect(body.message).toBe(message);
  });

  it('accepts a q of exactly 50 characters', async () => {
    expect(await search(admin, 'x'.repeat(VENDOR_SEARCH.maxQuery))).toEqual([]);
  });
});

describe('vendor by id (?id=)', () => {
  it("answers the company's vendor as a one-element list", async () => {
    const [sharma] = await search(admin, 'Sharma Builders');
    const res = await get(admin, `id=${(sharma as Vendor).vendorId}`);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual([sharma]);
  });

  it("answers [] for another company's vendor or an id that does not exist", async () => {
    const [steel] = await search(beta, 'steel');
    const res = await get(admin, `id=${(steel as Vendor).vendorId}`);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual([]);
    expect((await get(admin, 'id=2147483647')).json()).toEqual([]);
  });

  it.each([['id=abc'], ['id=0'], ['id=-3'], ['id=1.5'], ['id=2147483648'], ['id=1&page=1&size=5']])(
    'refuses %s with 400',
    async (query) => {
      const res = await get(admin, query);
      expect(res.statusCode).toBe(400);
      expect(typeof (res.json() as { message: string }).message).toBe('string');
    },
  );
});

describe('the spec call and pages are unchanged', () => {
  it('answers the whole list without parameters and one page with page and size', async () => {
    const whole = (await get(admin, '')).json() as Vendor[];
    expect(whole.length).toBe(12 + 25 + SPECIAL.length);
    const page = await get(admin, 'page=2&size=5');
    expect(page.statusCode).toBe(202);
    expect(page.headers[TOTAL_COUNT_HEADER]).toBe(String(whole.length));
    // Pages are newest first, the whole list oldest first.
    expect(page.json()).toEqual([...whole].reverse().slice(5, 10));
    expect((await get(admin, 'page=1')).statusCode).toBe(400);
  });
});
