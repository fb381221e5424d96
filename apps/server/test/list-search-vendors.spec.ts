import {
  API,
  apiPath,
  COUNT_CAPPED_HEADER,
  LIST_COUNT_CAP,
  listMessages,
  TOTAL_COUNT_HEADER,
  VENDOR_LIST_SORTS,
  type Vendor,
  type VendorListSort,
  vendorListQuerySchema,
  vendorSchema,
  vendorSearchMessages,
} from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { vendors } from '../src/db/schema/index.js';
import {
  filteredVendorsQuery,
  vendorFilterWhere,
  vendorOrder,
} from '../src/features/vendors/vendors.repo.js';
import { cappedCountQuery } from '../src/lib/list-query.js';
import { type Caller, callers, keyHeaders } from './advances-fixtures.js';
import { hasFormula, keyedRows, readCsv, readXlsx } from './export-files.js';
import { closeTestApp, createTestApp, skipBooksCheck } from './helpers.js';
import { planOf, scansWhole, settleTables } from './list-explain.js';

/**
 * The vendor list's search (q with page and size), filters and sort, checked against a
 * model — the whole list (the plain call) filtered and sorted here — for every filter and sort field.
 * The picker's q alone and id keep their own modes (vendor-search.spec.ts).
 */
let app: FastifyInstance;
let admin: Caller;
let beta: Caller;
let all: Vendor[];
/** Each vendor's created_at (the list answer does not carry it), for the createdAt sort. */
let createdAt: Map<number, string>;

const listUrl = (c: Caller) => apiPath(API.vendorsForTenant, { tenant: c.companyCode });
const get = (c: Caller, query: Record<string, string>) =>
  app.inject({ method: 'GET', url: `${listUrl(c)}?${new URLSearchParams(query)}`, headers: keyHeaders(c) });

/** Every page of a queried list (size 100), checked against the contract, and the count it reported. */
async function queried(query: Record<string, string>, c: Caller = admin) {
  const rows: Vendor[] = [];
  for (let page = 1; ; page++) {
    const res = await get(c, { ...query, page: String(page), size: '100' });
    expect(res.statusCode, res.body).toBe(202);
    const total = Number(res.headers[TOTAL_COUNT_HEADER]);
    const found = z.array(vendorSchema.strict()).parse(res.json());
    rows.push(...found);
    if (found.length < 100) {
      expect(rows).toHaveLength(total);
      return rows;
    }
  }
}
const codes = (rows: Vendor[]) => rows.map((v) => v.vendorCode);
/** The model: the whole list's vendors that pass, newest first (the paged list's default order). */
const expected = (keep: (v: Vendor) => boolean) =>
  codes(all.filter(keep).sort((a, b) => b.vendorId - a.vendorId));
/** Lower case without accents, as sb_fold (for the Latin letters these tests use). */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const holds = (v: Vendor, q: string) =>
  [v.vendorCode, v.vendorName, v.phoneNumber, v.contactPerson, v.gstin ?? ''].some((f) =>
    fold(f).includes(fold(q)),
  );

/** A vendor name a spreadsheet would run as a formula if the export did not escape it. */
const FORMULA_NAME = '=HYPERLINK("http://x")';

/** Vendors of DEMO01 with accents, LIKE's characters, statuses, cities and balances to find and sort. */
const ADDED = [
  [
    'LSV01',
    'Müller Ñandú Traders',
    'Civil',
    'José Pérez',
    '9876500001',
    '27ABCDE1234F1Z5',
    'Pune',
    'Maharashtra',
    'Active',
    '1500.50',
  ],
  [
    'LSV02',
    'Fifty% Off Traders',
    'Electrical',
    'Asha Rao',
    '9876500002',
    '',
    'Mumbai',
    'Maharashtra',
    'Inactive',
    '0',
  ],
  [
    'LSV03',
    'Under_Score Works',
    'Civil',
    'Ravi Kumar',
    '9876500003',
    '29PQRSX9876K1Z2',
    'PUNE',
    'Karnataka',
    'Active',
    '2500',
  ],
  [
    'LSV04',
    'Café Steel',
    'Plumbing',
    'Zoë Dsouza',
    '9876500004',
    '',
    'Bengaluru',
    'Karnataka',
    'Inactive',
    '2500',
  ],
  [
    'LSV05',
    'Back\\Slash Hardware',
    'Electrical',
    'Meena Iyer',
    '9876500005',
    '',
    'Puné',
    'Maharashtra',
    'Active',
    '99999999.99',
  ],
  ['LSV06', FORMULA_NAME, 'Plumbing', '+SUM(A1)', '-2+3', '@cmd', 'Nashik', 'Maharashtra', 'Active', '0.10'],
] as const;

beforeAll(async () => {
  app = await createTestApp();
  // Opt-out: the searched vendors (and the plan's many) are inserted by SQL with a Current Balance
  // and no vendor-ledger rows, so the books check at closeTestApp would list each.
  skipBooksCheck(app, 'vendors inserted by raw SQL with balances, no ledger rows');
  ({ admin, beta } = await callers(app));
  for (const [
    k,
    [code, name, category, contact, phone, gstin, city, state, status, balance],
  ] of ADDED.entries()) {
    await app.ctx.db.execute(sql`insert into vendors (tenant_code, vendor_code, vendor_name, vendor_description,
        vendor_category, contact_person, phone_number, email_id, address_line1, address_line2, city, state, country,
        status, current_balance, gstin, created_by, updated_by, created_at)
      values ('DEMO01', ${code}, ${name}, '', ${category}, ${contact}, ${phone}, '', '', '', ${city}, ${state},
        'India', ${status}, ${balance}, ${gstin}, 'test', 'test', ${`2026-0${(k % 3) + 1}-15T10:00:00Z`})`);
  }
  all = z
    .array(vendorSchema)
    .parse((await app.inject({ method: 'GET', url: listUrl(admin), headers: keyHeaders(admin) })).json());
  const stamps = (await app.ctx.db.execute(
    sql`select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as at from vendors where tenant_code = 'DEMO01'`,
  )) as unknown as { rows: { id: number; at: string }[] };
  createdAt = new Map(stamps.rows.map((r) => [r.id, r.at]));
});
afterAll(() => closeTestApp(app));

describe('vendor list: q (with page and size)', () => {
  it('finds the name in any case and without its accents, and the accented text typed', async () => {
    const muller = expected((v) => v.vendorCode === 'LSV01');
    expect(codes(await queried({ q: 'muller nandu' }))).toEqual(muller);
    expect(codes(await queried({ q: 'MÜLLER' }))).toEqual(muller);
    expect(codes(await queried({ q: 'cafe' }))).toEqual(expected((v) => holds(v, 'cafe')));
    expect(codes(await queried({ q: 'cafe' }))).toContain('LSV04');
  });

  it('finds the code, phone, contact person and GSTIN, and their parts', async () => {
    for (const q of ['lsv0', 'LSV03', '98765000', '9876500004', 'jose perez', 'zoe', '27abcde', '1Z2']) {
      const found = codes(await queried({ q }));
      expect(found.length, q).toBeGreaterThan(0);
      expect(found, q).toEqual(expected((v) => holds(v, q)));
    }
  });

  it('takes % _ and \\ literally', async () => {
    expect(codes(await queried({ q: '%' }))).toEqual(['LSV02']);
    // As LIKE's wildcard these would match 'Sharma Builders' and 'Fifty% Off Traders'.
    expect(codes(await queried({ q: 'sh_rma' }))).toEqual([]);
    expect(codes(await queried({ q: 'fifty%traders' }))).toEqual([]);
    expect(codes(await queried({ q: 'Under_Score' }))).toEqual(['LSV03']);
    expect(codes(await queried({ q: '\\' }))).toEqual(['LSV05']);
  });

  it("never finds another company's vendors", async () => {
    expect(await queried({ q: 'Om Steel' })).toEqual([]);
    expect(await queried({ q: 'LSV0' }, beta)).toEqual([]);
    const betaSteel = await queried({ q: 'steel' }, beta);
    expect(betaSteel.map((v) => v.vendorName)).toEqual(['Om Steel Suppliers']);
  });
});

describe('vendor list: filters', () => {
  it('status, one or both', async () => {
    const inactive = await queried({ status: 'Inactive' });
    expect(codes(inactive)).toEqual(expected((v) => v.status === 'Inactive'));
    expect(codes(inactive)).toEqual(['LSV04', 'LSV02']);
    expect(codes(await queried({ status: 'Active' }))).toEqual(expected((v) => v.status === 'Active'));
    expect(await queried({ status: 'Active,Inactive' })).toHaveLength(all.length);
  });

  it('category and state as list values, exactly', async () => {
    expect(codes(await queried({ category: 'Electrical' }))).toEqual(
      expected((v) => v.vendorCategory === 'Electrical'),
    );
    expect(await queried({ category: 'electrical' })).toEqual([]);
    const karnataka = await queried({ state: 'Karnataka' });
    expect(codes(karnataka)).toEqual(expected((v) => v.state === 'Karnataka'));
    expect(codes(karnataka)).toEqual(expect.arrayContaining(['LSV04', 'LSV03']));
  });

  it('city, ignoring case and accents', async () => {
    const pune = await queried({ city: 'pune' });
    expect(codes(pune)).toEqual(expected((v) => fold(v.city) === 'pune'));
    expect(codes(pune)).toEqual(expect.arrayContaining(['LSV01', 'LSV03', 'LSV05']));
    expect(codes(await queried({ city: 'PUNÉ' }))).toEqual(codes(pune));
    expect(await queried({ city: 'Pun' })).toEqual([]);
  });

  it('filters and search together', async () => {
    const rows = await queried({ q: 'traders', status: 'Active', city: 'Pune', category: 'Civil' });
    expect(codes(rows)).toEqual(
      expected(
        (v) =>
          holds(v, 'traders') &&
          v.status === 'Active' &&
          fold(v.city) === 'pune' &&
          v.vendorCategory === 'Civil',
      ),
    );
    expect(codes(rows)).toContain('LSV01');
  });
});

describe('vendor list: sort', () => {
  const key: Record<VendorListSort, (v: Vendor) => string | number> = {
    vendorCode: (v) => v.vendorCode,
    vendorName: (v) => v.vendorName,
    vendorCategory: (v) => v.vendorCategory,
    city: (v) => v.city,
    currentBalance: (v) => v.currentBalance,
    createdAt: (v) => createdAt.get(v.vendorId) as string,
    // Never-rated vendors sort as 0.
    rating: (v) => v.rating?.overall ?? 0,
  };
  const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

  for (const field of VENDOR_LIST_SORTS) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`${field},${direction}, ties by id the same way`, async () => {
        const sign = direction === 'asc' ? 1 : -1;
        const model = [...all].sort(
          (a, b) => sign * (compare(key[field](a), key[field](b)) || a.vendorId - b.vendorId),
        );
        expect(codes(await queried({ sort: `${field},${direction}` }))).toEqual(codes(model));
      });
    }
  }

  it('a balance sorts as a number, and a sorted filtered list keeps its filter', async () => {
    const rows = await queried({ sort: 'currentBalance,desc', category: 'Electrical' });
    expect(codes(rows)[0]).toBe('LSV05');
    expect(rows.map((v) => v.currentBalance)).toEqual(
      [...rows.map((v) => v.currentBalance)].sort((a, b) => b - a),
    );
  });
});

describe('vendor list: refusals and the other modes', () => {
  const refused = async (query: Record<string, string>, message: string) => {
    const res = await get(admin, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  };
  it('an unknown sort field or direction, an unknown status', async () => {
    await refused(
      { sort: 'tenantCode,asc', page: '1', size: '8' },
      listMessages.sortInvalid(...VENDOR_LIST_SORTS),
    );
    await refused({ sort: 'city,up', page: '1', size: '8' }, listMessages.sortInvalid(...VENDOR_LIST_SORTS));
    await refused(
      { status: 'Deleted', page: '1', size: '8' },
      'status must be one or more of Active, Inactive',
    );
    await refused({ category: '', page: '1', size: '8' }, '');
  });
  it('filters or sort without page and size; a list q over 100 characters', async () => {
    await refused({ category: 'Civil' }, listMessages.pageRequired);
    await refused({ sort: 'city,asc' }, listMessages.pageRequired);
    await refused({ q: 'pune', city: 'Pune' }, listMessages.pageRequired);
    await refused({ q: 'x'.repeat(101), page: '1', size: '8' }, listMessages.queryTooLong(100));
    await refused({ id: '1', page: '1', size: '8' }, vendorSearchMessages.oneMode);
  });
  it('q alone is still the picker: by name, at most 20, no count', async () => {
    const res = await get(admin, { q: 'traders' });
    expect(res.statusCode).toBe(202);
    expect(res.headers[TOTAL_COUNT_HEADER]).toBeUndefined();
    const names = (res.json() as Vendor[]).map((v) => v.vendorName);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });
  it('the plain call and the plain page are unchanged', async () => {
    const res = await app.inject({ method: 'GET', url: listUrl(admin), headers: keyHeaders(admin) });
    expect(res.statusCode).toBe(202);
    expect(res.headers[TOTAL_COUNT_HEADER]).toBeUndefined();
    expect(res.json()).toEqual(all);
    const page = await get(admin, { page: '1', size: '3' });
    expect(page.headers[TOTAL_COUNT_HEADER]).toBe(String(all.length));
    expect(page.headers[COUNT_CAPPED_HEADER]).toBeUndefined();
    expect(codes(page.json())).toEqual(expected(() => true).slice(0, 3));
  });
});

describe('vendor list: export', () => {
  const H = listMessages.vendorExportColumns;
  const exportOf = (c: Caller, query: Record<string, string>) =>
    app.inject({
      method: 'GET',
      url: `${apiPath(API.vendorsExport, { tenant: c.companyCode })}?${new URLSearchParams(query)}`,
      headers: keyHeaders(c),
    });

  // The first export starts the workbook worker: ~30 s on a loaded 2-core machine (speed is the bench's).
  it('.xlsx: the searched and sorted rows, money numbers, dates dates, formula leads escaped', async () => {
    const res = await exportOf(admin, { q: 'lsv', sort: 'vendorCode,desc', format: 'xlsx' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="vendors-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const sheet = await readXlsx(res.rawPayload);
    const rows = keyedRows(sheet);
    expect(rows.map((r) => r[H.code])).toEqual(['LSV06', 'LSV05', 'LSV04', 'LSV03', 'LSV02', 'LSV01']);
    const formula = rows[0] as Record<string, unknown>;
    expect(formula[H.name]).toBe(`'${FORMULA_NAME}`);
    expect(formula[H.contact]).toBe("'+SUM(A1)");
    expect(formula[H.phone]).toBe("'-2+3");
    expect(formula[H.gstin]).toBe("'@cmd");
    const muller = rows[5] as Record<string, unknown>;
    expect(muller[H.name]).toBe('Müller Ñandú Traders');
    expect(muller[H.currentBalance]).toBe(1500.5);
    expect(muller[H.createdOn]).toEqual(new Date(Date.UTC(2026, 0, 15)));
    expect((rows[1] as Record<string, unknown>)[H.currentBalance]).toBe(99999999.99);
    expect(hasFormula(sheet)).toBe(false);
  }, 120_000);

  it('.csv: every filter applies, money exact as text, formula leads escaped', async () => {
    const res = await exportOf(admin, { status: 'Inactive', format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(keyedRows(readCsv(res.rawPayload)).map((r) => r[H.code])).toEqual(
      expected((v) => v.status === 'Inactive'),
    );
    const formula = keyedRows(readCsv((await exportOf(admin, { q: 'lsv06', format: 'csv' })).rawPayload));
    expect(formula).toHaveLength(1);
    expect(formula[0]).toMatchObject({
      [H.name]: `'${FORMULA_NAME}`,
      [H.phone]: "'-2+3",
      [H.currentBalance]: '0.10',
      [H.createdOn]: '2026-03-15',
    });
    const balances = keyedRows(readCsv((await exportOf(admin, { q: 'lsv05', format: 'csv' })).rawPayload));
    expect(balances[0]?.[H.currentBalance]).toBe('99999999.99');
    const whole = keyedRows(readCsv((await exportOf(admin, { format: 'csv' })).rawPayload));
    expect(whole.map((r) => r[H.code])).toEqual(expected(() => true));
  });

  it("exports nothing of another company's; refuses an unknown format", async () => {
    expect(keyedRows(readCsv((await exportOf(beta, { q: 'lsv', format: 'csv' })).rawPayload))).toEqual([]);
    const pdf = await exportOf(admin, { format: 'pdf' });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toContain(listMessages.formatInvalid);
    const otherTenant = await app.inject({
      method: 'GET',
      url: `${apiPath(API.vendorsExport, { tenant: 'BETA01' })}?format=csv`,
      headers: keyHeaders(admin),
    });
    expect(otherTenant.statusCode).toBe(403);
  });
});

describe('vendor list: plans', () => {
  const condition = (query: Record<string, string>, tenant = 'DEMO01') => {
    const {
      page: _p,
      size: _s,
      id: _id,
      sort,
      ...filter
    } = vendorListQuerySchema.parse({
      page: '1',
      size: '20',
      ...query,
    });
    return { where: vendorFilterWhere(tenant, filter), order: vendorOrder(sort) };
  };
  const HOT_QUERIES: Record<string, Record<string, string>> = {
    'a search for a name': { q: 'traders' },
    'a search with a status': { q: 'pune', status: 'Active' },
    'a category sorted by name': { category: 'Civil', sort: 'vendorName,asc' },
    'a city sorted by balance': { city: 'pune', sort: 'currentBalance,desc' },
    'sorted by creation': { sort: 'createdAt,desc' },
    'sorted by code': { sort: 'vendorCode,asc' },
    'sorted by city': { sort: 'city,desc' },
  };

  beforeAll(async () => {
    // Another company with many vendors: a plan that read the table through would read them all.
    await app.ctx.db.execute(sql`insert into vendors (tenant_code, vendor_code, vendor_name, vendor_description,
        vendor_category, contact_person, phone_number, email_id, address_line1, address_line2, city, state,
        country, created_by, updated_by)
      select 'BETA01', 'CRWD' || n, 'Crowd Traders ' || n, '', 'Civil', 'Crowd Contact', lpad(n::text, 10, '0'),
        '', '', '', 'Pune', 'Maharashtra', 'India', 'test', 'test'
      from generate_series(1, 20000) n`);
    await settleTables(app, ['vendors']);
  }, 60_000);

  for (const [name, query] of Object.entries(HOT_QUERIES)) {
    it(`${name}: no other company's rows read`, async () => {
      const { where, order } = condition(query);
      const page = await planOf(app, filteredVendorsQuery(app.ctx.db, where, order).limit(20));
      expect(scansWhole(page, 'vendors'), page).toBe(false);
      const count = await planOf(app, cappedCountQuery(app.ctx.db, vendors, where));
      expect(scansWhole(count, 'vendors'), count).toBe(false);
    });
  }

  it("a large company's search finds its matches by the trigram index; the crowd is its own", async () => {
    const { where } = condition({ q: 'crowd traders 12345' }, 'BETA01');
    const matches = await planOf(
      app,
      app.ctx.db
        .select({ id: vendors.id })
        .from(vendors)
        .where(where)
        .limit(LIST_COUNT_CAP + 1),
    );
    expect(matches).toContain('vendors_search_trgm_idx');
    expect(await queried({ q: 'crowd traders' })).toEqual([]);
  });
});
