import {
  LIST_COUNT_CAP,
  PAYABLE_LIST_SORTS,
  type PayableListQuery,
  payableListQuerySchema,
} from '@sitebook/contract';
import { inArray, Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payables } from '../src/db/schema/index.js';
import {
  filteredPayablesQuery,
  isShapedFilter,
  payableConditions,
  payableOrder,
  shapedPayablesQuery,
  shapedValues,
} from '../src/features/payables/payables.repo.js';
import { cappedCountQuery, exportIds, firstMatchesQuery, idIn } from '../src/lib/list-query.js';
import { closeTestApp, createTestApp, skipBooksCheck } from './helpers.js';

/**
 * The plans of the payables list's hot queries. Another company (BETA01) holds 30,000
 * payables and 5,000 vendors, DEMO01 a few dozen of each; each search, filter and sort of DEMO01's list, its capped count
 * and its export's id list must reach DEMO01's rows by an index, never by reading the table
 * through (a sequential scan would read BETA01's rows too).
 */
let app: FastifyInstance;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The nodes of an `explain (format json)` answer. */
function planNodes(result: { rows: unknown[] }): PlanNode[] {
  const [row] = result.rows as { 'QUERY PLAN': unknown }[];
  const raw = row?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  return nodesOf((parsed[0] as { Plan: PlanNode }).Plan);
}

async function planOf(query: SQLWrapper): Promise<PlanNode[]> {
  return planNodes(await app.ctx.db.execute(sql`explain (format json) ${query}`));
}

/**
 * The plan PostgreSQL makes once for every execution of a prepared statement (a generic plan, as
 * the pool's named-statement connections make it: db/postgres-pool.ts), its placeholders unknown.
 */
async function genericPlanOf(
  query: { toSQL(): { sql: string; params: unknown[] } },
  values: Record<string, unknown>,
): Promise<PlanNode[]> {
  const { sql: text, params } = query.toSQL();
  const literal = (value: unknown) =>
    typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  const args = params.map((p) => literal(p instanceof Placeholder ? values[p.name] : p));
  return app.ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare plan_probe as ${text}`));
    try {
      return planNodes(
        await tx.execute(sql.raw(`explain (format json) execute plan_probe(${args.join(', ')})`)),
      );
    } finally {
      await tx.execute(sql`deallocate plan_probe`);
    }
  });
}

const seqScans = (nodes: PlanNode[]) =>
  nodes.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name']);

async function where(
  query: Record<string, string>,
  tenant = 'DEMO01',
): Promise<{ where: SQL; order: SQL[]; alternatives: SQL[] }> {
  const parsed: PayableListQuery = payableListQuerySchema.parse({ page: '1', size: '20', ...query });
  const { page: _p, size: _s, sort, ...filter } = parsed;
  const conditions = payableConditions(tenant, filter, '2026-11-25');
  return { ...conditions, alternatives: conditions.alternatives ?? [], order: payableOrder(sort) };
}

/** The filter of a list query (no page, size or sort). */
function filterOf(query: Record<string, string>) {
  const {
    page: _p,
    size: _s,
    sort: _o,
    ...filter
  } = payableListQuerySchema.parse({
    page: '1',
    size: '20',
    ...query,
  });
  return filter;
}

/** The values of a shaped statement's placeholders for a company (as the list binds them). */
const valuesOf = (query: Record<string, string>, tenant = 'DEMO01') =>
  shapedValues(tenant, filterOf(query), '2026-11-25');

beforeAll(async () => {
  app = await createTestApp();
  // Opt-out: the plan data (thousands of vendors and payables) is inserted by SQL around the
  // services, posting no vendor-ledger rows, so the books check at closeTestApp would list each.
  skipBooksCheck(app, 'plan data inserted by raw SQL, no ledger rows');
  const db = app.ctx.db;
  await db.execute(sql`insert into vendors (tenant_code, vendor_code, vendor_name, vendor_description,
      vendor_category, contact_person, phone_number, email_id, address_line1, address_line2, city, state,
      country, created_by, updated_by)
    select 'BETA01', 'PV' || n, 'Plan Vendor ' || n, 'plan', 'Civil', 'Contact ' || n,
      lpad(n::text, 10, '9'), 'plan' || n || '@example.in', 'Road', 'Area', 'Pune', 'Maharashtra', 'India',
      'plan', 'plan'
    from generate_series(1, 5000) n`);
  await db.execute(sql`insert into payables (tenant_code, vendor_payable_code, erf_site_id, erf_vendor_id,
      quantity, units, amount, invoice_number, payment_mode, payment_due_date, bill_date, remarks, status,
      created_by, updated_by)
    select 'BETA01', 'PLAN' || n,
      (select id from sites where tenant_code = 'BETA01' order by id limit 1),
      (select id from vendors where tenant_code = 'BETA01' and vendor_code = 'PV1') + n % 5000,
      '1', 'Nos', (n % 5000) + 0.5, 'INV-' || n, 'Cash',
      date '2024-01-01' + (n % 700), date '2024-01-01' + (n % 600),
      'plastering work lot ' || n,
      (array['Invoice Raised','Payment Pending','Payment Settled','Closed'])[1 + n % 4],
      'plan', 'plan'
    from generate_series(1, 30000) n`);
  // A word only the latest tenth of BETA01's payables hold, as a year's bills hold their year.
  await db.execute(sql`update payables set remarks = remarks || ' grouting'
    where tenant_code = 'BETA01' and vendor_payable_code ~ '^PLAN[0-9]+$'
      and substr(vendor_payable_code, 5)::int > 27000`);
  // As autovacuum would: the statistics, and the rows inserted since the trigram indexes were made
  // moved from the indexes' pending lists into the indexes proper.
  await db.execute(sql`vacuum analyze payables`);
  await db.execute(sql`vacuum analyze vendors`);
});
afterAll(() => closeTestApp(app));

const HOT_QUERIES: Record<string, Record<string, string>> = {
  'a search for an invoice number': { q: 'INV-12' },
  'a search for a word in the remarks, sorted by due date': { q: 'plaster', sort: 'paymentDueDate,asc' },
  'a status filter sorted by due date': { status: 'Payment Pending', sort: 'paymentDueDate,asc' },
  'overdue only, sorted by amount': { overdue: 'true', sort: 'amount,desc' },
  'a bill date range sorted by bill date': {
    billFrom: '2024-01-01',
    billTo: '2025-12-31',
    sort: 'billDate,desc',
  },
  'a vendor, newest first': { vendorId: '1' },
  'a site and an amount range': { siteId: '1', amountMin: '100', amountMax: '900' },
  'sorted by code': { sort: 'vendorPayableCode,asc' },
  'sorted by status': { sort: 'status,desc' },
  'sorted by creation': { sort: 'createdAt,desc' },
};

describe("the payables list's plans read no other company's rows", () => {
  for (const [name, query] of Object.entries(HOT_QUERIES)) {
    it(name, async () => {
      const { where: condition, order } = await where(query);
      const page = await planOf(filteredPayablesQuery(app.ctx.db, condition, order).limit(20));
      expect(seqScans(page), JSON.stringify(page.map((n) => n['Node Type']))).toEqual([]);
      expect(page.some((n) => n['Relation Name'] === 'payables')).toBe(true);
      expect(seqScans(await planOf(cappedCountQuery(app.ctx.db, payables, condition)))).toEqual([]);
    });
  }

  describe('a filter of equal values, planned once for every value, for a small and a large company', () => {
    const filters: Record<string, string>[] = [
      { status: 'Payment Pending' },
      { status: 'Invoice Raised,Payment Pending,Payment Settled' },
      { siteId: '1' },
      { vendorId: '1' },
      { overdue: 'true' },
      { siteId: '1', overdue: 'true' },
      { status: 'Payment Pending', vendorId: '1' },
    ];
    const sorts = [undefined, ...PAYABLE_LIST_SORTS.flatMap((f) => [`${f},asc`, `${f},desc`])];
    it('each is planned once (and "not overdue" is not)', () => {
      for (const f of filters) expect(isShapedFilter(filterOf(f))).toBe(true);
      expect(isShapedFilter(filterOf({ overdue: 'false' }))).toBe(false);
    });
    for (const filter of filters) {
      it(`${JSON.stringify(filter)}, by each sort`, async () => {
        for (const sort of sorts) {
          const query = sort ? { ...filter, sort } : filter;
          const parsed = payableListQuerySchema.parse({ page: '1', size: '20', ...query });
          for (const tenant of ['DEMO01', 'BETA01']) {
            const plan = await genericPlanOf(shapedPayablesQuery(app.ctx.db, filterOf(query), parsed.sort), {
              ...valuesOf(query, tenant),
              size: 20,
              offset: 0,
            });
            const nodes = JSON.stringify(plan.map((n) => [n['Node Type'], n['Index Name']]));
            expect(seqScans(plan), `${tenant} ${sort}: ${nodes}`).toEqual([]);
          }
        }
      });
    }
  });

  it("a search of a large company's payables finds its matches by each side's index, then its page by id", async () => {
    const { alternatives, order } = await where({ q: 'INV-12345' }, 'BETA01');
    const matches = (condition: SQL) => firstMatchesQuery(app.ctx.db, payables, condition);
    const [own, ofVendor] = alternatives as [SQL, SQL];
    const described = (nodes: PlanNode[]) =>
      JSON.stringify(nodes.map((n) => [n['Node Type'], n['Relation Name'], n['Index Name']]));
    // the payable's own text by its trigram index
    const ownPlan = await planOf(matches(own));
    expect(
      ownPlan.map((n) => n['Index Name']),
      described(ownPlan),
    ).toContain('payables_search_trgm_idx');
    expect(seqScans(ownPlan)).toEqual([]);
    // its vendor's by the vendors' trigram index, then the vendors' payables by their index
    const vendorPlan = await planOf(matches(ofVendor));
    const names = vendorPlan.map((n) => n['Index Name']);
    expect(names, described(vendorPlan)).toContain('vendors_search_trgm_idx');
    expect(names, described(vendorPlan)).toContain('payables_tenant_vendor_status_idx');
    expect(seqScans(vendorPlan)).toEqual([]);
    const ids = ((await app.ctx.db.execute(matches(own))).rows as { id: number }[]).map((r) => Number(r.id));
    expect(ids).toHaveLength(1);
    expect((await app.ctx.db.execute(matches(ofVendor))).rows).toEqual([]);
    const page = await planOf(filteredPayablesQuery(app.ctx.db, idIn(payables, ids), order).limit(20));
    expect(page.map((n) => n['Index Name'])).toContain('payables_pkey');
    expect(seqScans(page)).toEqual([]);
  });

  it("a search naming a large company's vendors finds their payables by the vendors' index", async () => {
    const { alternatives } = await where({ q: 'Plan Vendor 1234', status: 'Payment Pending' }, 'BETA01');
    const plan = await planOf(firstMatchesQuery(app.ctx.db, payables, (alternatives as SQL[])[1] as SQL));
    const names = plan.map((n) => [n['Node Type'], n['Index Name']].join(' '));
    expect(names, JSON.stringify(names)).toContain('Index Only Scan payables_tenant_vendor_status_idx');
    expect(seqScans(plan)).toEqual([]);
  });

  it("overdue at a large company's site, by amount: the page and the capped count read the owed payables' indexes", async () => {
    const [site] = (
      await app.ctx.db.execute(sql`select id from sites where tenant_code = 'BETA01' order by id limit 1`)
    ).rows as { id: number }[];
    const query = { overdue: 'true', siteId: String(site?.id), sort: 'amount,desc' };
    const { where: condition, order } = await where(query, 'BETA01');
    const indexes = (nodes: PlanNode[]) => nodes.map((n) => [n['Node Type'], n['Index Name']].join(' '));
    const page = await planOf(filteredPayablesQuery(app.ctx.db, condition, order).limit(20));
    expect(indexes(page), JSON.stringify(indexes(page))).toContain(
      'Index Scan payables_owed_site_amount_idx',
    );
    const count = await planOf(cappedCountQuery(app.ctx.db, payables, condition));
    // (BETA01 has one site: either owed index answers the count from the index alone)
    expect(
      indexes(count).some((n) => /^Index Only Scan payables_owed_/.test(n)),
      JSON.stringify(indexes(count)),
    ).toBe(true);
    // and so do the page and its count in the statement prepared once for this shape, whatever the
    // site: the owed condition's statuses are literals, so the generic plan can use these indexes too
    const generic = await genericPlanOf(
      shapedPayablesQuery(app.ctx.db, filterOf(query), { field: 'amount', direction: 'desc' }),
      { ...valuesOf(query, 'BETA01'), size: 20, offset: 0 },
    );
    const owedScans = indexes(generic).filter((n) => / payables_owed_/.test(n));
    expect(owedScans.length, JSON.stringify(indexes(generic))).toBeGreaterThanOrEqual(2);
    expect(seqScans(generic)).toEqual([]);
    // and the rows are the overdue ones: owed, due before the day, highest amount first
    const rows = await filteredPayablesQuery(app.ctx.db, condition, order).limit(3);
    expect(rows).toHaveLength(3);
    for (const r of rows) {
      expect(['Invoice Raised', 'Payment Pending']).toContain(r.status);
      expect(r.paymentDueDate < '2026-11-25').toBe(true);
    }
    expect(rows.map((r) => Number(r.amount))).toEqual(
      [...rows.map((r) => Number(r.amount))].sort((a, b) => b - a),
    );
  });

  it("a search's first step finds matches that only the latest rows hold by its index, not by reading the table from the start", async () => {
    const { alternatives } = await where({ q: 'grouting', billFrom: '2024-01-01' }, 'BETA01');
    const [own] = alternatives as [SQL];
    const plan = await planOf(firstMatchesQuery(app.ctx.db, payables, own));
    const described = JSON.stringify(plan.map((n) => [n['Node Type'], n['Index Name']]));
    expect(seqScans(plan), described).toEqual([]);
    expect(
      plan.map((n) => n['Index Name']),
      described,
    ).toContain('payables_search_trgm_idx');
    const { rows } = await app.ctx.db.execute(firstMatchesQuery(app.ctx.db, payables, own));
    expect(rows).toHaveLength(LIST_COUNT_CAP + 1);
  });

  it("a search naming few or all of a large company's vendors finds all their payables", async () => {
    // 'Plan Vendor 12' names 111 of BETA01's vendors, 'Plan Vendor' all 5,000.
    for (const q of ['Plan Vendor 12', 'plan vendor']) {
      const { where: condition } = await where({ q }, 'BETA01');
      const found = await app.ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(payables)
        .where(condition);
      const truth =
        await app.ctx.db.execute(sql`select count(*)::int as n from payables p join vendors v on v.id = p.erf_vendor_id
        where p.tenant_code = 'BETA01' and (lower(v.vendor_name) like ${`%${q.toLowerCase()}%`} or p.search_text like ${`%${q.toLowerCase()}%`})`);
      expect(found[0]?.n).toBe((truth.rows[0] as { n: number }).n);
      expect(found[0]?.n).toBeGreaterThan(0);
    }
  });

  it("an export's id list", async () => {
    const { where: condition, order } = await where({
      status: 'Payment Pending',
      sort: 'paymentDueDate,asc',
    });
    const ids = app.ctx.db
      .select({ id: payables.id })
      .from(payables)
      .where(condition)
      .orderBy(...order);
    expect(seqScans(await planOf(ids))).toEqual([]);
    // and the ids it answers are DEMO01's only
    const found = await exportIds(app.ctx.db, payables, condition, order);
    const owners = await app.ctx.db.execute(
      sql`select distinct tenant_code from payables where ${inArray(payables.id, [0, ...found])}`,
    );
    expect(owners.rows).toEqual(found.length ? [{ tenant_code: 'DEMO01' }] : []);
  });
});
