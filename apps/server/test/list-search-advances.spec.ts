import {
  ADVANCE_LIST_SORTS,
  type AdvanceListSort,
  type AdvanceRequest,
  API,
  advanceLabels,
  advanceRequestSchema,
  apiPath,
  COUNT_CAPPED_HEADER,
  advanceListMessages as ex,
  LIST_COUNT_CAP,
  listMessages,
  TOTAL_COUNT_HEADER,
  XLSX_CONTENT_TYPE,
} from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { advanceRequests } from '../src/db/schema/index.js';
import * as repo from '../src/features/advances/advances.repo.js';
import { cappedCountQuery } from '../src/lib/list-query.js';
import { type Caller, callers, keyHeaders } from './advances-fixtures.js';
import { column, readCsv, readXlsx } from './export-files.js';
import { auth, closeTestApp, createTestApp } from './helpers.js';
import { planOf, scansWhole, settleTables } from './list-explain.js';

/**
 * The advance list's search (q), filters and sort — the call of the advance list and of
 * Proof Submission — checked against a model: the whole list (the plain call) filtered and sorted here.
 */
let app: FastifyInstance;
let admin: Caller;
let siteLead: Caller;
let beta: Caller;
let all: AdvanceRequest[];

const listUrl = (c: Caller) => apiPath(API.advancesForCompany, { companyCode: c.companyCode });
const get = (c: Caller, query: Record<string, string>) =>
  app.inject({ method: 'GET', url: `${listUrl(c)}?${new URLSearchParams(query)}`, headers: keyHeaders(c) });

async function plainList(c: Caller): Promise<AdvanceRequest[]> {
  const res = await app.inject({ method: 'GET', url: listUrl(c), headers: keyHeaders(c) });
  expect(res.statusCode, res.body).toBe(202);
  return z.array(advanceRequestSchema).parse(res.json());
}

/** Every page of a queried list (size 100), checked against the contract, and the count it reported. */
async function queried(query: Record<string, string>, c: Caller = admin) {
  const rows: AdvanceRequest[] = [];
  let total = -1;
  for (let page = 1; ; page++) {
    const res = await get(c, { ...query, page: String(page), size: '100' });
    expect(res.statusCode, res.body).toBe(202);
    total = Number(res.headers[TOTAL_COUNT_HEADER]);
    const found = z.array(advanceRequestSchema.strict()).parse(res.json());
    rows.push(...found);
    if (found.length < 100) break;
  }
  expect(rows).toHaveLength(total);
  return rows;
}
const codes = (rows: AdvanceRequest[]) => rows.map((a) => a.advanceId);
/** The model: the whole list's rows that pass, newest first (the list's default order). */
const expected = (keep: (a: AdvanceRequest) => boolean) =>
  codes(all.filter(keep).sort((a, b) => b.advanceRequestId - a.advanceRequestId));

const CAFE = 'Café crew meals';
const PERCENT = '100% cash_x advance';

beforeAll(async () => {
  app = await createTestApp();
  ({ admin, siteLead, beta } = await callers(app));
  const requests: [Caller, Record<string, unknown>][] = [
    [admin, { siteCode: 'MDP02', requestedAmount: 1000, requestedByDate: '2026-06-01', status: 'Approved' }],
    [
      admin,
      { siteCode: 'RST01', requestedAmount: 2500.5, requestedByDate: '2026-06-10', status: 'Rejected' },
    ],
    [
      siteLead,
      { siteCode: 'HTV03', requestedAmount: 999.99, requestedByDate: '2026-06-15', status: 'Pending' },
    ],
    [
      siteLead,
      { siteCode: 'RST01', requestedAmount: 45000, requestedByDate: '2026-07-01', status: 'Pending' },
    ],
    [admin, { siteCode: 'HTV03', requestedAmount: 7000, requestedByDate: '2026-06-10', status: 'Approved' }],
  ];
  const created: string[] = [];
  for (const [c, fields] of requests) {
    const res = await app.inject({
      method: 'POST',
      url: API.advance,
      payload: { companyCode: 'DEMO01', requesterComments: 'Transport', documentIds: '', ...fields },
      headers: auth(c.token),
    });
    expect(res.statusCode, res.body).toBe(202);
    created.push((res.json() as { advanceId: string }).advanceId);
  }
  // Comments the lists' values do not hold: accents and LIKE's own characters.
  await app.ctx.db.execute(
    sql`update advance_requests set requester_comments = ${CAFE} where tenant_code = 'DEMO01' and advance_id = ${created[0]}`,
  );
  await app.ctx.db.execute(
    sql`update advance_requests set requester_comments = ${PERCENT} where tenant_code = 'DEMO01' and advance_id = ${created[2]}`,
  );
  all = await plainList(admin);
});
afterAll(() => closeTestApp(app));

describe('advance list: q', () => {
  it('finds the advance code in any case, and its part', async () => {
    const code = all[3]?.advanceId as string;
    expect(codes(await queried({ q: code.toLowerCase() }))).toEqual([code]);
    expect(codes(await queried({ q: 'adv0001' }))).toEqual(
      expected((a) => a.advanceId.startsWith('ADV0001')),
    );
  });

  it('finds who requested it, the site code and the comments, ignoring case', async () => {
    expect(codes(await queried({ q: 'SITELEAD' }))).toEqual(expected((a) => a.requestedBy === 'sitelead'));
    expect(codes(await queried({ q: 'mdp02' }))).toEqual(expected((a) => a.siteCode === 'MDP02'));
    expect(codes(await queried({ q: 'labour PAY' }))).toEqual(
      expected((a) => a.requesterComments === 'Labour Payment'),
    );
  });

  it('ignores accents both ways', async () => {
    const cafe = expected((a) => a.requesterComments === CAFE);
    expect(cafe).toHaveLength(1);
    expect(codes(await queried({ q: 'cafe crew' }))).toEqual(cafe);
    expect(codes(await queried({ q: 'CAFÈ' }))).toEqual(cafe);
  });

  it('takes % _ and \\ literally', async () => {
    const percent = expected((a) => a.requesterComments === PERCENT);
    expect(codes(await queried({ q: '100%' }))).toEqual(percent);
    expect(codes(await queried({ q: 'h_x' }))).toEqual(percent);
    expect(codes(await queried({ q: '%' }))).toEqual(percent);
    expect(await queried({ q: 'h_xx' })).toEqual([]);
    expect(await queried({ q: '\\' })).toEqual([]);
  });

  it("never finds another company's advances", async () => {
    expect(await queried({ q: 'sitelead' }, beta)).toEqual([]);
    expect(await queried({ q: 'cafe' }, beta)).toEqual([]);
    expect(await queried({ siteCode: 'RST01' }, beta)).toEqual([]);
    const betas = await queried({ q: 'adv' }, beta);
    expect(betas.length).toBeGreaterThan(0);
    expect(new Set(betas.map((a) => a.companyCode))).toEqual(new Set(['BETA01']));
  });

  it('a USER sees what an administrator sees: the whole company (as the plain list)', async () => {
    expect(codes(await queried({ q: 'demoadmin' }, siteLead))).toEqual(
      expected((a) => a.requestedBy === 'demoadmin'),
    );
  });
});

describe('advance list: filters', () => {
  it('status, one or several', async () => {
    expect(codes(await queried({ status: 'Pending' }))).toEqual(expected((a) => a.status === 'Pending'));
    const two = new Set(['Approved', 'Settled']);
    expect(codes(await queried({ status: 'Approved,Settled' }))).toEqual(expected((a) => two.has(a.status)));
    expect(await queried({ status: 'Closed' })).toEqual([]);
  });

  it('site code and who requested it', async () => {
    expect(codes(await queried({ siteCode: 'HTV03' }))).toEqual(expected((a) => a.siteCode === 'HTV03'));
    expect(codes(await queried({ requestedBy: 'demoadmin' }))).toEqual(
      expected((a) => a.requestedBy === 'demoadmin'),
    );
    expect(await queried({ siteCode: 'NOPE1' })).toEqual([]);
  });

  it('requested date range, both ends included', async () => {
    const rows = await queried({ requestedFrom: '2026-04-28', requestedTo: '2026-06-10' });
    expect(codes(rows)).toEqual(
      expected((a) => a.requestedByDate >= '2026-04-28' && a.requestedByDate <= '2026-06-10'),
    );
    expect(rows.map((a) => a.requestedByDate)).toEqual(expect.arrayContaining(['2026-04-28', '2026-06-10']));
    expect(codes(await queried({ requestedFrom: '2026-06-15' }))).toEqual(
      expected((a) => a.requestedByDate >= '2026-06-15'),
    );
    expect(codes(await queried({ requestedTo: '2026-04-10' }))).toEqual(
      expected((a) => a.requestedByDate <= '2026-04-10'),
    );
  });

  it('requested amount range, exact to the paisa', async () => {
    const rows = await queried({ amountMin: '999.99', amountMax: '2500.50' });
    expect(codes(rows)).toEqual(expected((a) => a.requestedAmount >= 999.99 && a.requestedAmount <= 2500.5));
    expect(rows.map((a) => a.requestedAmount)).toEqual(expect.arrayContaining([999.99, 1000, 2500.5]));
    expect(codes(await queried({ amountMin: '20000' }))).toEqual(expected((a) => a.requestedAmount >= 20000));
  });

  it('filters and search together', async () => {
    const rows = await queried({
      q: 'sitelead',
      status: 'Pending',
      siteCode: 'RST01',
      requestedTo: '2026-06-30',
    });
    expect(codes(rows)).toEqual(
      expected(
        (a) =>
          a.requestedBy === 'sitelead' &&
          a.status === 'Pending' &&
          a.siteCode === 'RST01' &&
          a.requestedByDate <= '2026-06-30',
      ),
    );
    expect(rows.length).toBeGreaterThan(0);
  });

  it('each row carries its figures, as the plain list', async () => {
    const byCode = new Map(all.map((a) => [a.advanceId, a]));
    for (const row of await queried({ status: 'Approved,Settled' })) {
      expect(row).toEqual(byCode.get(row.advanceId));
    }
  });
});

describe('advance list: sort', () => {
  type Key = string | number | null;
  const key: Record<AdvanceListSort, (a: AdvanceRequest) => Key> = {
    advanceId: (a) => a.advanceId,
    siteCode: (a) => a.siteCode,
    requestedBy: (a) => a.requestedBy,
    requestedByDate: (a) => a.requestedByDate,
    requestedAmount: (a) => a.requestedAmount,
    approvedAmount: (a) => a.approvedAmount,
    status: (a) => a.status,
    createdAt: (a) => a.createdDate,
  };
  // PostgreSQL's order: a null (an amount not yet approved) after every value.
  const compare = (a: Key, b: Key) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1);

  for (const field of ADVANCE_LIST_SORTS) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`${field},${direction}, ties by id the same way`, async () => {
        const sign = direction === 'asc' ? 1 : -1;
        const model = [...all].sort(
          (a, b) => sign * (compare(key[field](a), key[field](b)) || a.advanceRequestId - b.advanceRequestId),
        );
        expect(codes(await queried({ sort: `${field},${direction}` }))).toEqual(codes(model));
      });
    }
  }

  it('sorts a filtered list; pages of a sorted list do not overlap', async () => {
    const pending = await queried({ status: 'Pending', sort: 'requestedAmount,desc' });
    expect(pending.map((a) => a.requestedAmount)).toEqual(
      all
        .filter((a) => a.status === 'Pending')
        .map((a) => a.requestedAmount)
        .sort((a, b) => b - a),
    );
    const first = (
      await get(admin, { sort: 'siteCode,asc', page: '1', size: '4' })
    ).json() as AdvanceRequest[];
    const second = (
      await get(admin, { sort: 'siteCode,asc', page: '2', size: '4' })
    ).json() as AdvanceRequest[];
    expect(codes([...first, ...second])).toEqual(
      codes((await queried({ sort: 'siteCode,asc' })).slice(0, 8)),
    );
  });
});

describe('advance list: refusals and the calls unchanged', () => {
  const refused = async (query: Record<string, string>, message: string) => {
    const res = await get(admin, { page: '1', size: '8', ...query });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
  };

  it('an unknown sort field or direction', async () => {
    const message = listMessages.sortInvalid(...ADVANCE_LIST_SORTS);
    await refused({ sort: 'tenantCode,asc' }, message);
    await refused({ sort: 'spentAmount,desc' }, message);
    await refused({ sort: 'requestedAmount,up' }, message);
    await refused({ sort: 'status' }, message);
  });

  it('an unknown status, a reversed range, a bad amount or date', async () => {
    await refused({ status: 'Paid' }, 'status must be one or more of');
    await refused({ status: 'Pending,' }, 'status must be one or more of');
    await refused(
      { requestedFrom: '2026-05-01', requestedTo: '2026-04-01' },
      listMessages.rangeReversed('requested'),
    );
    await refused({ amountMin: '1e3' }, 'amount must be a number');
    await refused({ amountMin: '10', amountMax: '5' }, listMessages.rangeReversed('amount'));
    await refused({ requestedFrom: '2026-02-30' }, '');
    await refused({ siteCode: 'x'.repeat(65) }, '');
  });

  it('a search too long, or q without page and size', async () => {
    await refused({ q: 'x'.repeat(101) }, listMessages.queryTooLong(100));
    const res = await get(admin, { q: 'adv' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(listMessages.pageRequired);
  });

  it('the plain call and the plain page are unchanged', async () => {
    const whole = await app.inject({ method: 'GET', url: listUrl(admin), headers: keyHeaders(admin) });
    expect(whole.statusCode).toBe(202);
    expect(whole.headers[TOTAL_COUNT_HEADER]).toBeUndefined();
    const ids = all.map((a) => a.advanceRequestId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const page = await get(admin, { page: '1', size: '4' });
    expect(page.headers[TOTAL_COUNT_HEADER]).toBe(String(all.length));
    expect(page.headers[COUNT_CAPPED_HEADER]).toBeUndefined();
    expect(codes(page.json() as AdvanceRequest[])).toEqual(codes([...all].reverse().slice(0, 4)));
  });
});

describe('advance list: export', () => {
  const exportUrl = (c: Caller) => apiPath(API.advancesExport, { companyCode: c.companyCode });
  const download = async (query: Record<string, string>, c: Caller = admin) => {
    const res = await app.inject({
      method: 'GET',
      url: `${exportUrl(c)}?${new URLSearchParams(query)}`,
      headers: keyHeaders(c),
    });
    return res;
  };
  const FORMULA = '=HYPERLINK("http://evil.example","x")';

  it('.xlsx: the filtered, sorted list, money as numbers and dates as dates', async () => {
    const query = { status: 'Pending,Approved', sort: 'requestedAmount,desc' };
    const res = await download({ ...query, format: 'xlsx' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="advance-requests-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const sheet = await readXlsx(res.rawPayload);
    const listed = await queried(query);
    expect(column(sheet, advanceLabels.columns.advanceId)).toEqual(codes(listed));
    expect(column(sheet, advanceLabels.columns.requestedAmount)).toEqual(
      listed.map((a) => a.requestedAmount),
    );
    expect(column(sheet, ex.columns.approvedAmount)).toEqual(listed.map((a) => a.approvedAmount));
    expect(column(sheet, ex.columns.remainingAmount)).toEqual(listed.map((a) => a.remainingAmount ?? null));
    expect(column(sheet, ex.columns.spentAmount)).toEqual(listed.map((a) => a.spentAmount));
    const dates = column(sheet, advanceLabels.columns.requestedDate) as Date[];
    expect(dates.every((d) => d instanceof Date)).toBe(true);
    expect(dates.map((d) => d.toISOString().slice(0, 10))).toEqual(listed.map((a) => a.requestedByDate));
    expect(sheet.notes).toEqual([expect.stringContaining('filtered by status: Pending, Approved')]);
  });

  it('.csv: the same rows, money as plain decimals, dates YYYY-MM-DD, search without page', async () => {
    const res = await download({ q: 'sitelead', requestedFrom: '2026-04-10', format: 'csv' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/filename="advance-requests-[\d-]+\.csv"/);
    const sheet = readCsv(res.rawPayload);
    const listed = await queried({ q: 'sitelead', requestedFrom: '2026-04-10' });
    expect(listed.length).toBeGreaterThan(2);
    expect(column(sheet, advanceLabels.columns.advanceId)).toEqual(codes(listed));
    expect(column(sheet, advanceLabels.columns.requestedAmount)).toEqual(
      listed.map((a) => a.requestedAmount.toFixed(2)),
    );
    expect(column(sheet, advanceLabels.columns.requestedDate)).toEqual(listed.map((a) => a.requestedByDate));
  });

  it('a cell a spreadsheet would run as a formula is written as text, in both formats', async () => {
    const target = all.find(
      (a) => a.requestedBy === 'demoadmin' && a.status === 'Rejected',
    ) as AdvanceRequest;
    await app.ctx.db.execute(
      sql`update advance_requests set requester_comments = ${FORMULA} where tenant_code = 'DEMO01' and id = ${target.advanceRequestId}`,
    );
    const xlsx = await readXlsx((await download({ q: 'hyperlink', format: 'xlsx' })).rawPayload);
    expect(column(xlsx, ex.columns.comments)).toEqual([`'${FORMULA}`]);
    const csv = readCsv((await download({ q: 'hyperlink', format: 'csv' })).rawPayload);
    expect(column(csv, ex.columns.comments)).toEqual([`'${FORMULA}`]);
  });

  it('refuses a bad format or query (400); another company exports only its own; a USER exports the list', async () => {
    const refusals: Record<string, string>[] = [
      {},
      { format: 'pdf' },
      { format: 'csv', sort: 'tenantCode,asc' },
      { format: 'csv', status: 'Paid' },
    ];
    for (const query of refusals) {
      const res = await download(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
    }
    expect((await download({ format: 'csv' })).statusCode).toBe(200);
    const betas = readCsv((await download({ format: 'csv' }, beta)).rawPayload);
    expect(
      column(betas, advanceLabels.columns.siteCode).every((s) => ['LKV01', 'CTP02'].includes(String(s))),
    ).toBe(true);
    expect(betas.rows.length).toBeGreaterThan(0);
    const foreign = await app.inject({
      url: `${exportUrl(admin)}?format=csv`,
      headers: keyHeaders(beta),
    });
    expect(foreign.statusCode).toBe(403);
    const lead = readCsv((await download({ format: 'csv' }, siteLead)).rawPayload);
    expect(lead.rows).toHaveLength(all.length);
  });
});

describe('advance list: plans among many rows of another company', () => {
  const hot: Record<string, repo.AdvanceFilter> = {
    'no filter': {},
    'a status': { status: ['Pending'] },
    'a search': { q: 'cafe crew' },
    'a site and requested dates': { siteCode: 'RST01', requestedFrom: '2026-04-01' },
    'who requested it': { requestedBy: 'sitelead' },
    'an amount range': { amountMin: '1000', amountMax: '9000' },
  };

  // 20,000 rows and every plan on PGlite: ~30 s on a loaded 2-core machine (speed is the bench's).
  it('every filter and sort, its count and its export ids read the company’s rows by an index', async () => {
    await app.ctx.db.execute(sql`insert into advance_requests (tenant_code, advance_id, site_code, requested_by,
        requested_amount, requested_by_date, requester_comments, status, created_by, updated_by)
      select 'BETA01', 'BULK' || n, 'LKV01', 'betaadmin', n % 5000, date '2026-01-01' + (n % 300),
        'bulk row ' || n, case when n % 3 = 0 then 'Approved' else 'Pending' end, 'test', 'test'
      from generate_series(1, 20000) n`);
    await settleTables(app, ['advance_requests']);
    const sorts = [undefined, ...ADVANCE_LIST_SORTS.map((field) => ({ field, direction: 'desc' }) as const)];
    for (const [name, filter] of Object.entries(hot)) {
      const where = repo.advanceFilterWhere('DEMO01', filter);
      const ids = app.ctx.db.select({ id: advanceRequests.id }).from(advanceRequests).where(where);
      const plans = [
        await planOf(app, cappedCountQuery(app.ctx.db, advanceRequests, where)),
        await planOf(app, ids.limit(LIST_COUNT_CAP + 1)),
      ];
      for (const sort of sorts) {
        const order = repo.advanceOrder(sort);
        plans.push(await planOf(app, repo.filteredAdvancesQuery(app.ctx.db, where, order).limit(25)));
        plans.push(
          await planOf(
            app,
            app.ctx.db
              .select({ id: advanceRequests.id })
              .from(advanceRequests)
              .where(where)
              .orderBy(...order),
          ),
        );
      }
      for (const plan of plans) expect(scansWhole(plan, 'advance_requests'), `${name}\n${plan}`).toBe(false);
    }
  }, 120_000);
});
