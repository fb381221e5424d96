import {
  API,
  advanceLabels,
  apiPath,
  EXPENSE_LIST_SORTS,
  type ExpenseListSort,
  type ExpenseRecord,
  expenseRecordSchema,
  LIST_COUNT_CAP,
  listMessages,
  type MyExpense,
  myExpenseSchema,
  myExpensesMessages,
  TOTAL_COUNT_HEADER,
} from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expenses } from '../src/db/schema/index.js';
import * as repo from '../src/features/expenses/expenses.repo.js';
import { cappedCountQuery } from '../src/lib/list-query.js';
import { type Caller, callers, keyHeaders } from './advances-fixtures.js';
import { column, readCsv, readXlsx } from './export-files.js';
import { auth, closeTestApp, createTestApp } from './helpers.js';
import { planOf, scansWhole, settleTables } from './list-explain.js';

/**
 * Search (q), filters and sort of an advance's expenses (Spent Information) and of My
 * Expenses, checked against a model: the whole list (the plain call) filtered and sorted here.
 */
let app: FastifyInstance;
let admin: Caller;
let siteLead: Caller;
let beta: Caller;
/** Advance ids by code, per company. */
let demo: Record<string, number>;
let betaIds: Record<string, number>;
/** The expenses of ADV00006 (sitelead's), and sitelead's My Expenses, as the plain calls answer them. */
let ofAdvance: ExpenseRecord[];
let mine: MyExpense[];

const advanceIds = async (c: Caller) => {
  const res = await app.inject({
    url: apiPath(API.advancesForCompany, { companyCode: c.companyCode }),
    headers: keyHeaders(c),
  });
  const rows = res.json() as { advanceId: string; advanceRequestId: number }[];
  return Object.fromEntries(rows.map((r) => [r.advanceId, r.advanceRequestId]));
};
const expensesUrl = (c: Caller, advanceRequestId: number) =>
  apiPath(API.expensesForAdvance, { companyCode: c.companyCode, advanceRequestId });
const myUrl = (c: Caller) => apiPath(API.myExpenses, { companyCode: c.companyCode });
const get = (url: string, c: Caller, query: Record<string, string>) =>
  app.inject({ method: 'GET', url: `${url}?${new URLSearchParams(query)}`, headers: keyHeaders(c) });

/** Every page of a queried list (size 100), checked against `schema`, and the count it reported. */
async function pages<T>(url: string, c: Caller, query: Record<string, string>, schema: z.ZodType<T>) {
  const rows: T[] = [];
  let total = -1;
  for (let page = 1; ; page++) {
    const res = await get(url, c, { ...query, page: String(page), size: '100' });
    expect(res.statusCode, res.body).toBe(202);
    total = Number(res.headers[TOTAL_COUNT_HEADER]);
    const found = z.array(schema).parse(res.json());
    rows.push(...found);
    if (found.length < 100) break;
  }
  expect(rows).toHaveLength(total);
  return rows;
}
const advanceQueried = (query: Record<string, string>, c: Caller = siteLead, id = demo.ADV00006 as number) =>
  pages(expensesUrl(c, id), c, query, expenseRecordSchema.strict());
const myQueried = (query: Record<string, string>, c: Caller = siteLead) =>
  pages(myUrl(c), c, query, myExpenseSchema.strict());

const ids = (rows: { expenseId: number }[]) => rows.map((e) => e.expenseId);
/** The models: an advance's expenses oldest first, My Expenses newest first (each list's own order). */
const expectedOfAdvance = (keep: (e: ExpenseRecord) => boolean) =>
  ids(ofAdvance.filter(keep).sort((a, b) => a.expenseId - b.expenseId));
const expectedMine = (keep: (e: MyExpense) => boolean) =>
  ids(mine.filter(keep).sort((a, b) => b.expenseId - a.expenseId));

async function plain<T>(url: string, c: Caller, schema: z.ZodType<T>): Promise<T[]> {
  const res = await app.inject({ method: 'GET', url, headers: keyHeaders(c) });
  expect(res.statusCode, res.body).toBe(202);
  expect(res.headers[TOTAL_COUNT_HEADER]).toBeUndefined();
  return z.array(schema).parse(res.json());
}

const CAFE = 'Café at the yard';
const PERCENT = '50% diesel_top up';

beforeAll(async () => {
  app = await createTestApp();
  ({ admin, siteLead, beta } = await callers(app));
  demo = await advanceIds(admin);
  betaIds = await advanceIds(beta);
  const add = async (c: Caller, advance: number, fields: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'POST',
      url: API.expense,
      headers: auth(c.token),
      payload: {
        companyCode: c.companyCode,
        advanceRequestId: advance,
        documentIds: '',
        remarks: '',
        ...fields,
      },
    });
    expect(res.statusCode, res.body).toBe(202);
  };
  const adv6 = demo.ADV00006 as number;
  const adv8 = demo.ADV00008 as number;
  await add(siteLead, adv6, {
    expenseType: 'Fuel',
    expenseAmount: 999.99,
    expenseDate: '2026-06-02',
    remarks: PERCENT,
  });
  await add(siteLead, adv6, {
    expenseType: 'Food',
    expenseAmount: 1000,
    expenseDate: '2026-06-05',
    remarks: CAFE,
  });
  await add(siteLead, adv6, { expenseType: 'Fuel', expenseAmount: 2500.5, expenseDate: '2026-06-05' });
  // Recorded by an administrator on sitelead's advance: still sitelead's expense (their advance).
  await add(admin, adv6, {
    expenseType: 'Tools',
    expenseAmount: 45,
    expenseDate: '2026-05-30',
    remarks: 'Spanner set',
  });
  await add(siteLead, adv6, {
    expenseType: 'Travel',
    expenseAmount: 1000,
    expenseDate: '2026-06-20',
    remarks: 'Bus fare',
  });
  await add(siteLead, adv8, {
    expenseType: 'Fuel',
    expenseAmount: 300,
    expenseDate: '2026-05-01',
    remarks: 'Generator',
  });
  await add(siteLead, adv8, {
    expenseType: 'Labour',
    expenseAmount: 7000,
    expenseDate: '2026-06-05',
    remarks: 'Loading',
  });
  // Other users' and companies' expenses, which sitelead's lists never hold.
  await add(admin, demo.ADV00003 as number, {
    expenseType: 'Fuel',
    expenseAmount: 10,
    expenseDate: '2026-06-02',
    remarks: 'Café run',
  });
  await add(beta, betaIds.ADV00001 as number, {
    expenseType: 'Fuel',
    expenseAmount: 99.99,
    expenseDate: '2026-06-02',
    remarks: 'Café beta',
  });
  ofAdvance = await plain(expensesUrl(siteLead, adv6), siteLead, expenseRecordSchema);
  mine = await plain(myUrl(siteLead), siteLead, myExpenseSchema);
  expect(ofAdvance).toHaveLength(5);
  expect(mine.length).toBeGreaterThanOrEqual(10);
});
afterAll(() => closeTestApp(app));

describe("an advance's expenses: q and filters", () => {
  it('q in the type, the remarks and who recorded it, ignoring case and accents', async () => {
    expect(ids(await advanceQueried({ q: 'FUEL' }))).toEqual(
      expectedOfAdvance((e) => e.expenseType === 'Fuel'),
    );
    expect(ids(await advanceQueried({ q: 'spanner' }))).toEqual(
      expectedOfAdvance((e) => e.remarks === 'Spanner set'),
    );
    expect(ids(await advanceQueried({ q: 'demoadmin' }))).toEqual(
      expectedOfAdvance((e) => e.createdBy === 'demoadmin'),
    );
    const cafe = expectedOfAdvance((e) => e.remarks === CAFE);
    expect(cafe).toHaveLength(1);
    expect(ids(await advanceQueried({ q: 'cafe at' }))).toEqual(cafe);
    expect(ids(await advanceQueried({ q: 'CAFÉ' }))).toEqual(cafe);
  });

  it('takes % _ and \\ literally', async () => {
    const percent = expectedOfAdvance((e) => e.remarks === PERCENT);
    expect(ids(await advanceQueried({ q: '50%' }))).toEqual(percent);
    expect(ids(await advanceQueried({ q: 'l_t' }))).toEqual(percent);
    expect(ids(await advanceQueried({ q: '%' }))).toEqual(percent);
    expect(await advanceQueried({ q: '\\' })).toEqual([]);
  });

  it('holds only that advance: another advance, user or company is never found', async () => {
    expect(await advanceQueried({ q: 'café run' })).toEqual([]);
    expect(await advanceQueried({ q: 'generator' })).toEqual([]);
    expect(await advanceQueried({ q: 'beta' })).toEqual([]);
    const foreign = await get(expensesUrl(beta, demo.ADV00006 as number), beta, {
      q: 'fuel',
      page: '1',
      size: '8',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('type, expense date range (both ends included), amount range, together', async () => {
    expect(ids(await advanceQueried({ expenseType: 'Fuel' }))).toEqual(
      expectedOfAdvance((e) => e.expenseType === 'Fuel'),
    );
    expect(ids(await advanceQueried({ expenseFrom: '2026-06-02', expenseTo: '2026-06-05' }))).toEqual(
      expectedOfAdvance((e) => e.expenseDate >= '2026-06-02' && e.expenseDate <= '2026-06-05'),
    );
    expect(ids(await advanceQueried({ amountMin: '999.99', amountMax: '1000' }))).toEqual(
      expectedOfAdvance((e) => e.expenseAmount >= 999.99 && e.expenseAmount <= 1000),
    );
    const both = await advanceQueried({ expenseType: 'Fuel', amountMin: '1000', expenseTo: '2026-06-05' });
    expect(ids(both)).toEqual(
      expectedOfAdvance(
        (e) => e.expenseType === 'Fuel' && e.expenseAmount >= 1000 && e.expenseDate <= '2026-06-05',
      ),
    );
    expect(both).toHaveLength(1);
  });

  it('a page of the plain list: oldest first with the count', async () => {
    const res = await get(expensesUrl(siteLead, demo.ADV00006 as number), siteLead, { page: '2', size: '2' });
    expect(res.statusCode).toBe(202);
    expect(res.headers[TOTAL_COUNT_HEADER]).toBe('5');
    expect(ids(res.json() as ExpenseRecord[])).toEqual(ids(ofAdvance).slice(2, 4));
  });
});

describe('My Expenses: q and filters', () => {
  it('q in the expense, or in its advance code, site or comments', async () => {
    expect(ids(await myQueried({ q: 'fuel' }))).toEqual(expectedMine((e) => e.expenseType === 'Fuel'));
    expect(ids(await myQueried({ q: 'adv00006' }))).toEqual(expectedMine((e) => e.advanceId === 'ADV00006'));
    expect(ids(await myQueried({ q: 'MDP02' }))).toEqual(expectedMine((e) => e.siteCode === 'MDP02'));
    expect(ids(await myQueried({ q: 'cafe' }))).toEqual(expectedMine((e) => e.remarks === CAFE));
    expect(ids(await myQueried({ q: '50%' }))).toEqual(expectedMine((e) => e.remarks === PERCENT));
  });

  it("never another user's or company's expenses", async () => {
    // demoadmin's own advance's 'Café run' is not sitelead's; sitelead's are not demoadmin's.
    expect(ids(await myQueried({ q: 'café run' }))).toEqual([]);
    const adminsFuel = await myQueried({ q: 'fuel' }, admin);
    expect(adminsFuel.map((e) => e.advanceId)).toEqual(['ADV00003']);
    expect(await myQueried({ q: 'spanner' }, admin)).toEqual([]);
    const betas = await myQueried({ q: 'café' }, beta);
    expect(betas.map((e) => e.remarks)).toEqual(['Café beta']);
    expect(await myQueried({ advanceRequestId: String(demo.ADV00006) }, beta)).toEqual([]);
    expect(await myQueried({ advanceRequestId: String(demo.ADV00003) })).toEqual([]);
  });

  it('advance, type, expense date range, amount range', async () => {
    const adv8 = demo.ADV00008 as number;
    expect(ids(await myQueried({ advanceRequestId: String(adv8) }))).toEqual(
      expectedMine((e) => e.advanceRequestId === adv8),
    );
    expect(ids(await myQueried({ expenseType: 'Fuel' }))).toEqual(
      expectedMine((e) => e.expenseType === 'Fuel'),
    );
    expect(ids(await myQueried({ expenseFrom: '2026-05-01', expenseTo: '2026-06-05' }))).toEqual(
      expectedMine((e) => e.expenseDate >= '2026-05-01' && e.expenseDate <= '2026-06-05'),
    );
    expect(ids(await myQueried({ amountMin: '1000', amountMax: '12500' }))).toEqual(
      expectedMine((e) => e.expenseAmount >= 1000 && e.expenseAmount <= 12500),
    );
    expect(
      ids(await myQueried({ q: 'fuel', advanceRequestId: String(adv8), expenseFrom: '2026-05-01' })),
    ).toEqual(expectedMine((e) => e.expenseType === 'Fuel' && e.advanceRequestId === adv8));
  });

  it('each row as the plain list answers it', async () => {
    const byId = new Map(mine.map((e) => [e.expenseId, e]));
    for (const row of await myQueried({ expenseType: 'Fuel' })) expect(row).toEqual(byId.get(row.expenseId));
  });
});

describe('expense lists: sort', () => {
  const key: Record<ExpenseListSort, (e: ExpenseRecord | MyExpense) => string | number> = {
    expenseDate: (e) => e.expenseDate,
    expenseAmount: (e) => e.expenseAmount,
    expenseType: (e) => e.expenseType,
    createdAt: (e) => e.createdDate,
  };
  const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  const sorted = <T extends ExpenseRecord | MyExpense>(rows: T[], field: ExpenseListSort, sign: number) =>
    ids(
      [...rows].sort((a, b) => sign * (compare(key[field](a), key[field](b)) || a.expenseId - b.expenseId)),
    );

  for (const field of EXPENSE_LIST_SORTS) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`${field},${direction} on both lists, ties by id the same way`, async () => {
        const sign = direction === 'asc' ? 1 : -1;
        const sort = `${field},${direction}`;
        expect(ids(await advanceQueried({ sort }))).toEqual(sorted(ofAdvance, field, sign));
        expect(ids(await myQueried({ sort }))).toEqual(sorted(mine, field, sign));
      });
    }
  }

  it('sorts a filtered list', async () => {
    const fuel = await myQueried({ expenseType: 'Fuel', sort: 'expenseAmount,asc' });
    expect(fuel.map((e) => e.expenseAmount)).toEqual(
      mine
        .filter((e) => e.expenseType === 'Fuel')
        .map((e) => e.expenseAmount)
        .sort((a, b) => a - b),
    );
  });
});

describe('expense lists: refusals and the calls unchanged', () => {
  const refusedBoth = async (query: Record<string, string>, message: string) => {
    for (const url of [expensesUrl(siteLead, demo.ADV00006 as number), myUrl(siteLead)]) {
      const res = await get(url, siteLead, { page: '1', size: '8', ...query });
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(res.json().message).toContain(message);
    }
  };

  it('an unknown sort, a reversed range, a bad amount, a search too long', async () => {
    const message = listMessages.sortInvalid(...EXPENSE_LIST_SORTS);
    await refusedBoth({ sort: 'remarks,asc' }, message);
    await refusedBoth({ sort: 'expenseDate,sideways' }, message);
    await refusedBoth(
      { expenseFrom: '2026-06-05', expenseTo: '2026-06-01' },
      listMessages.rangeReversed('expense'),
    );
    await refusedBoth({ amountMin: '-1' }, 'amount must be a number');
    await refusedBoth({ amountMin: '5', amountMax: '1' }, listMessages.rangeReversed('amount'));
    await refusedBoth({ q: 'x'.repeat(101) }, listMessages.queryTooLong(100));
    await refusedBoth({ expenseType: '' }, '');
    const res = await get(myUrl(siteLead), siteLead, { page: '1', size: '8', advanceRequestId: '0' });
    expect(res.statusCode).toBe(400);
  });

  it('q without page and size is refused; the plain calls stay whole', async () => {
    for (const url of [expensesUrl(siteLead, demo.ADV00006 as number), myUrl(siteLead)]) {
      const res = await get(url, siteLead, { q: 'fuel' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(listMessages.pageRequired);
    }
    expect(ids(ofAdvance)).toEqual([...ids(ofAdvance)].sort((a, b) => a - b));
    expect(ids(mine)).toEqual([...ids(mine)].sort((a, b) => b - a));
    const page = await get(myUrl(siteLead), siteLead, { page: '1', size: '3' });
    expect(page.headers[TOTAL_COUNT_HEADER]).toBe(String(mine.length));
    expect(ids(page.json() as MyExpense[])).toEqual(ids(mine).slice(0, 3));
  });
});

describe('expense lists: export', () => {
  const download = (url: string, c: Caller, query: Record<string, string>) =>
    app.inject({ method: 'GET', url: `${url}?${new URLSearchParams(query)}`, headers: keyHeaders(c) });
  const advanceExportUrl = (c: Caller, id = demo.ADV00006 as number) =>
    apiPath(API.expensesExport, { companyCode: c.companyCode, advanceRequestId: id });
  const myExportUrl = (c: Caller) => apiPath(API.myExpensesExport, { companyCode: c.companyCode });
  const FORMULAS = ['=1+1', '+44 98450', '-2+3', '@SUM(A1)'];

  it("an advance's expenses as .xlsx and .csv: filtered and sorted as the list, money numbers, dates dates", async () => {
    const query = { expenseType: 'Fuel', sort: 'expenseAmount,desc' };
    const listed = await advanceQueried(query);
    expect(listed.length).toBeGreaterThan(1);
    const xlsxRes = await download(advanceExportUrl(siteLead), siteLead, { ...query, format: 'xlsx' });
    expect(xlsxRes.statusCode, xlsxRes.body).toBe(200);
    expect(xlsxRes.headers['content-disposition']).toMatch(/filename="expenses-ADV00006-[\d-]+\.xlsx"/);
    const xlsx = await readXlsx(xlsxRes.rawPayload);
    expect(column(xlsx, advanceLabels.expenseColumns.amount)).toEqual(listed.map((e) => e.expenseAmount));
    // An empty text is an empty cell.
    expect(column(xlsx, advanceLabels.expenseColumns.remarks)).toEqual(listed.map((e) => e.remarks || null));
    const dates = column(xlsx, advanceLabels.expenseColumns.date) as Date[];
    expect(dates.map((d) => d.toISOString().slice(0, 10))).toEqual(listed.map((e) => e.expenseDate));
    const csvRes = await download(advanceExportUrl(siteLead), siteLead, { ...query, format: 'csv' });
    expect(csvRes.statusCode).toBe(200);
    const csv = readCsv(csvRes.rawPayload);
    expect(column(csv, advanceLabels.expenseColumns.amount)).toEqual(
      listed.map((e) => e.expenseAmount.toFixed(2)),
    );
    expect(column(csv, advanceLabels.expenseColumns.date)).toEqual(listed.map((e) => e.expenseDate));
  });

  it('My Expenses as .csv and .xlsx: only the caller’s, filtered and sorted as the list', async () => {
    const query = { q: 'fuel', sort: 'expenseDate,asc' };
    const listed = await myQueried(query);
    const csv = readCsv(
      (await download(myExportUrl(siteLead), siteLead, { ...query, format: 'csv' })).rawPayload,
    );
    expect(column(csv, myExpensesMessages.columns.advance)).toEqual(listed.map((e) => e.advanceId));
    expect(column(csv, advanceLabels.expenseColumns.amount)).toEqual(
      listed.map((e) => e.expenseAmount.toFixed(2)),
    );
    const res = await download(myExportUrl(siteLead), siteLead, { format: 'xlsx' });
    expect(res.headers['content-disposition']).toMatch(/filename="my-expenses-[\d-]+\.xlsx"/);
    const xlsx = await readXlsx(res.rawPayload);
    expect(column(xlsx, advanceLabels.expenseColumns.amount)).toEqual(mine.map((e) => e.expenseAmount));
    const admins = readCsv((await download(myExportUrl(admin), admin, { format: 'csv' })).rawPayload);
    expect(new Set(column(admins, myExpensesMessages.columns.advance))).toEqual(
      new Set(['ADV00003', 'ADV00005', 'ADV00009']),
    );
  });

  it('cells beginning = + - @ are written as text in both formats', async () => {
    const adv8 = demo.ADV00008 as number;
    for (const remarks of FORMULAS) {
      const res = await app.inject({
        method: 'POST',
        url: API.expense,
        headers: auth(siteLead.token),
        payload: {
          companyCode: 'DEMO01',
          advanceRequestId: adv8,
          expenseType: 'Other',
          expenseAmount: 1,
          expenseDate: '2026-06-30',
          remarks,
          documentIds: '',
        },
      });
      expect(res.statusCode, res.body).toBe(202);
    }
    const query = { expenseType: 'Other', sort: 'createdAt,asc' };
    const escaped = FORMULAS.map((f) => `'${f}`);
    const xlsx = await readXlsx(
      (await download(advanceExportUrl(siteLead, adv8), siteLead, { ...query, format: 'xlsx' })).rawPayload,
    );
    expect(column(xlsx, advanceLabels.expenseColumns.remarks)).toEqual(escaped);
    const csv = readCsv(
      (await download(myExportUrl(siteLead), siteLead, { ...query, format: 'csv' })).rawPayload,
    );
    expect(column(csv, advanceLabels.expenseColumns.remarks)).toEqual(escaped);
  });

  it('refusals: a bad format or query (400), another company’s advance (404) or code (403)', async () => {
    for (const url of [advanceExportUrl(siteLead), myExportUrl(siteLead)]) {
      for (const query of [
        {},
        { format: 'json' },
        { format: 'csv', sort: 'remarks,asc' },
        { format: 'csv', amountMin: 'x' },
      ]) {
        const res = await download(url, siteLead, query as Record<string, string>);
        expect(res.statusCode, `${url} ${JSON.stringify(query)}`).toBe(400);
      }
    }
    expect((await download(advanceExportUrl(beta), beta, { format: 'csv' })).statusCode).toBe(404);
    expect((await download(myExportUrl(siteLead), beta, { format: 'csv' })).statusCode).toBe(403);
  });
});

describe('expense lists: plans among many rows of another company', () => {
  it('every filter and sort of both lists, their counts and export ids read the company’s rows by an index', async () => {
    const betaAdvance = betaIds.ADV00001 as number;
    await app.ctx.db.execute(sql`insert into advance_requests (tenant_code, advance_id, site_code, requested_by,
        requested_amount, requested_by_date, requester_comments, status, created_by, updated_by)
      select 'BETA01', 'BULK' || n, 'LKV01', 'betaadmin', 100, date '2026-01-01', 'bulk', 'Approved', 'test', 'test'
      from generate_series(1, 5000) n`);
    await app.ctx.db.execute(sql`insert into expenses (tenant_code, advance_request_id, expense_type, expense_amount,
        expense_date, remarks, created_by)
      select 'BETA01', ${betaAdvance}, 'Fuel', n % 900, date '2026-01-01' + (n % 300), 'bulk fuel ' || n, 'betaadmin'
      from generate_series(1, 20000) n`);
    await settleTables(app, ['advance_requests', 'expenses']);
    const filters: repo.MyExpenseFilter[] = [
      {},
      { q: 'fuel' },
      { expenseType: 'Fuel', amountMin: '100' },
      { expenseFrom: '2026-06-01', expenseTo: '2026-06-30' },
      { advanceRequestId: demo.ADV00006 as number },
    ];
    const sorts = [undefined, ...EXPENSE_LIST_SORTS.map((field) => ({ field, direction: 'asc' }) as const)];
    for (const filter of filters) {
      const { advanceRequestId: _mine, ...ofAdvanceFilter } = filter;
      const lists = [
        {
          where: repo.advanceExpenseWhere('DEMO01', demo.ADV00006 as number, ofAdvanceFilter),
          rows: repo.filteredExpensesQuery,
        },
        { where: repo.myExpenseWhere('DEMO01', 'sitelead', filter), rows: repo.filteredMyExpensesQuery },
      ];
      for (const { where, rows } of lists) {
        const ids = app.ctx.db.select({ id: expenses.id }).from(expenses).where(where);
        const plans = [
          await planOf(app, cappedCountQuery(app.ctx.db, expenses, where)),
          await planOf(app, ids.limit(LIST_COUNT_CAP + 1)),
        ];
        for (const sort of sorts) {
          const order = repo.expenseOrder(sort, 'id,desc');
          plans.push(await planOf(app, rows(app.ctx.db, where, order).limit(25)));
          plans.push(
            await planOf(
              app,
              app.ctx.db
                .select({ id: expenses.id })
                .from(expenses)
                .where(where)
                .orderBy(...order),
            ),
          );
        }
        for (const plan of plans) {
          expect(scansWhole(plan, 'expenses'), `${JSON.stringify(filter)}\n${plan}`).toBe(false);
          expect(scansWhole(plan, 'advance_requests'), `${JSON.stringify(filter)}\n${plan}`).toBe(false);
        }
      }
    }
  });
});
