import {
  API,
  apiPath,
  listMessages,
  SITE_LIST_SORTS,
  type SiteListSort,
  type SiteRecord,
  siteRecordSchema,
  TOTAL_COUNT_HEADER,
} from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Caller, callers } from './advances-fixtures.js';
import { hasFormula, keyedRows, readCsv, readXlsx } from './export-files.js';
import { auth, closeTestApp, createTestApp } from './helpers.js';

/**
 * Site Management's search, status filter and sort, checked against a model — the whole
 * list (the call without parameters) filtered and sorted here — for every filter and sort field.
 */
let app: FastifyInstance;
let admin: Caller;
let beta: Caller;
let all: SiteRecord[];

const listUrl = (c: Caller) => apiPath(API.sitesAdmin, { tenant: c.companyCode });
const get = (c: Caller, query: Record<string, string>) =>
  app.inject({ method: 'GET', url: `${listUrl(c)}?${new URLSearchParams(query)}`, headers: auth(c.token) });

/** Every page of a queried list (size 3, so that paging is crossed), and the count it reported. */
async function queried(query: Record<string, string>, c: Caller = admin) {
  const rows: SiteRecord[] = [];
  for (let page = 1; ; page++) {
    const res = await get(c, { ...query, page: String(page), size: '3' });
    expect(res.statusCode, res.body).toBe(202);
    const total = Number(res.headers[TOTAL_COUNT_HEADER]);
    const found = z.array(siteRecordSchema.strict()).parse(res.json());
    rows.push(...found);
    if (found.length < 3) {
      expect(rows).toHaveLength(total);
      return rows;
    }
  }
}
const codes = (rows: SiteRecord[]) => rows.map((s) => s.siteCode);
const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
/** The model: the whole list's sites that pass, by code (the list's default order). */
const expected = (keep: (s: SiteRecord) => boolean) =>
  codes(all.filter(keep).sort((a, b) => compare(a.siteCode, b.siteCode) || a.siteId - b.siteId));
/** Lower case without accents, as sb_fold (for the Latin letters these tests use). */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const holds = (s: SiteRecord, q: string) =>
  [s.siteCode, s.siteName, s.city, s.siteLead].some((f) => fold(f).includes(fold(q)));

/** A site name a spreadsheet would run as a formula if the export did not escape it. */
const FORMULA_NAME = '=cmd|"/c calc"!A1';

/** Sites of DEMO01 with accents, LIKE's characters, inactive ones and equal cities to find and sort. */
const ADDED = [
  ['LSS-01', 'Résidence Étoile', 'Pune', 'sitelead', true],
  ['LSS-02', 'Tower 100% Green', 'Mumbai', '', false],
  ['LSS-03', 'East_Wing Block', 'Pune', 'demoadmin', true],
  ['LSS-04', 'Gulmohar Villas', 'Bengaluru', '', false],
  ['lss-05', 'Back\\Slash Annexe', 'Münster', 'sitelead', true],
  ['LSS-06', FORMULA_NAME, '+Pune', '', true],
] as const;

beforeAll(async () => {
  app = await createTestApp();
  ({ admin, beta } = await callers(app));
  for (const [code, name, city, lead, active] of ADDED) {
    await app.ctx.db.execute(sql`insert into sites (tenant_code, site_code, site_name, city, state, site_lead,
        is_active, status, created_by, updated_by)
      values ('DEMO01', ${code}, ${name}, ${city}, 'Maharashtra', ${lead}, ${active},
        ${active ? 'Active' : 'Inactive'}, 'test', 'test')`);
  }
  const res = await app.inject({ method: 'GET', url: listUrl(admin), headers: auth(admin.token) });
  all = z.array(siteRecordSchema).parse(res.json());
  expect(res.headers[TOTAL_COUNT_HEADER]).toBe(String(all.length));
});
afterAll(() => closeTestApp(app));

describe('site list: q', () => {
  it('finds the code, name, city and site lead in any case, without accents', async () => {
    for (const q of [
      'lss-0',
      'LSS-03',
      'residence etoile',
      'ÉTOILE',
      'munster',
      'pune',
      'SITELEAD',
      'demoadm',
    ]) {
      const found = codes(await queried({ q }));
      expect(found.length, q).toBeGreaterThan(0);
      expect(found, q).toEqual(expected((s) => holds(s, q)));
    }
  });

  it('takes % _ and \\ literally', async () => {
    expect(codes(await queried({ q: '100%' }))).toEqual(['LSS-02']);
    expect(codes(await queried({ q: 'East_W' }))).toEqual(['LSS-03']);
    expect(await queried({ q: 'gul_ohar' })).toEqual([]);
    expect(codes(await queried({ q: '\\' }))).toEqual(['lss-05']);
  });

  it('without page and size answers every match, as before; a blank q is no search', async () => {
    const res = await get(admin, { q: 'pune' });
    expect(codes(res.json())).toEqual(expected((s) => holds(s, 'pune')));
    expect(res.headers[TOTAL_COUNT_HEADER]).toBe(String(res.json().length));
    expect(codes((await get(admin, { q: '  ' })).json())).toEqual(codes(all));
  });

  it("never finds another company's sites", async () => {
    expect(await queried({ q: 'LSS' }, beta)).toEqual([]);
    expect((await queried({}, beta)).every((s) => !s.siteCode.toUpperCase().startsWith('LSS'))).toBe(true);
  });
});

describe('site list: status', () => {
  it('Active, Inactive or both', async () => {
    const inactive = await queried({ status: 'Inactive' });
    expect(codes(inactive)).toEqual(expected((s) => !s.active));
    expect(codes(inactive)).toEqual(expect.arrayContaining(['LSS-02', 'LSS-04']));
    expect(codes(await queried({ status: 'Active' }))).toEqual(expected((s) => s.active));
    expect(codes(await queried({ status: 'Inactive,Active' }))).toEqual(codes(all));
  });

  it('with a search', async () => {
    expect(codes(await queried({ q: 'pune', status: 'Active' }))).toEqual(
      expected((s) => holds(s, 'pune') && s.active),
    );
  });
});

describe('site list: sort', () => {
  const key: Record<SiteListSort, (s: SiteRecord) => string> = {
    siteCode: (s) => s.siteCode,
    siteName: (s) => s.siteName,
    city: (s) => s.city,
    status: (s) => (s.active ? 'Active' : 'Inactive'),
  };
  for (const field of SITE_LIST_SORTS) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`${field},${direction}, ties by id the same way`, async () => {
        const sign = direction === 'asc' ? 1 : -1;
        const model = [...all].sort(
          (a, b) => sign * (compare(key[field](a), key[field](b)) || a.siteId - b.siteId),
        );
        expect(codes(await queried({ sort: `${field},${direction}` }))).toEqual(codes(model));
      });
    }
  }
});

describe('site list: refusals', () => {
  const refused = async (query: Record<string, string>, message: string) => {
    const res = await get(admin, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  };
  it('an unknown sort or status; sort or status without page and size; a long search', async () => {
    await refused(
      { sort: 'address,asc', page: '1', size: '3' },
      listMessages.sortInvalid(...SITE_LIST_SORTS),
    );
    await refused({ sort: 'city', page: '1', size: '3' }, listMessages.sortInvalid(...SITE_LIST_SORTS));
    await refused(
      { status: 'Closed', page: '1', size: '3' },
      listMessages.statusInvalid('Active', 'Inactive'),
    );
    await refused({ status: 'Active' }, listMessages.pageRequired);
    await refused({ sort: 'city,asc' }, listMessages.pageRequired);
    await refused({ q: 'x'.repeat(101) }, listMessages.queryTooLong(100));
    await refused({ page: '1' }, 'Send page and size together');
  });
});

describe('site list: export', () => {
  const H = listMessages.siteExportColumns;
  const exportOf = (c: Caller, query: Record<string, string>) =>
    app.inject({
      method: 'GET',
      url: `${apiPath(API.sitesAdminExport, { tenant: c.companyCode })}?${new URLSearchParams(query)}`,
      headers: auth(c.token),
    });

  it('.xlsx: the searched and sorted rows, dates dates, formula leads escaped', async () => {
    const res = await exportOf(admin, { q: 'lss', sort: 'siteName,asc', format: 'xlsx' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="sites-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const sheet = await readXlsx(res.rawPayload);
    const rows = keyedRows(sheet);
    const model = all
      .filter((s) => holds(s, 'lss'))
      .sort((a, b) => compare(a.siteName, b.siteName) || a.siteId - b.siteId);
    expect(rows.map((r) => r[H.code])).toEqual(codes(model));
    const formula = rows.find((r) => r[H.code] === 'LSS-06') as Record<string, unknown>;
    expect(formula[H.name]).toBe(`'${FORMULA_NAME}`);
    expect(formula[H.city]).toBe("'+Pune");
    expect(formula[H.status]).toBe('Active');
    expect(formula[H.updatedOn]).toEqual(expect.any(Date));
    expect(rows.find((r) => r[H.code] === 'LSS-02')?.[H.status]).toBe('Inactive');
    expect(hasFormula(sheet)).toBe(false);
  });

  it('.csv: the status filter applies; another company exports none of these', async () => {
    const res = await exportOf(admin, { status: 'Inactive', format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(keyedRows(readCsv(res.rawPayload)).map((r) => r[H.code])).toEqual(expected((s) => !s.active));
    const formula = keyedRows(readCsv((await exportOf(admin, { q: 'lss-06', format: 'csv' })).rawPayload));
    expect(formula).toEqual([expect.objectContaining({ [H.name]: `'${FORMULA_NAME}`, [H.city]: "'+Pune" })]);
    expect(keyedRows(readCsv((await exportOf(beta, { q: 'lss', format: 'csv' })).rawPayload))).toEqual([]);
    expect((await exportOf(admin, { format: 'ods' })).statusCode).toBe(400);
  });
});
