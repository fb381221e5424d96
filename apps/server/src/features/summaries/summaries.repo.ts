import { OPENING_BALANCE_STATUS } from '@sitebook/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';

/**
 * The three vendor summaries, each one SQL statement over the vendor ledger (docs/MONEY.md). Every
 * figure is summed as numeric in SQL and comes back as numeric text ("1234.50"); the service turns
 * it into a JSON number without adding anything.
 *
 * What they count are the ledger's items as of the date: each payable (its rows: bill, corrections,
 * cancel, payments, TDS, reversals) and each vendor's opening balance (its rows without a payable),
 * every row dated on or before the date. A payable's sums are kept on its row by the ledger's
 * trigger, so only the rows after the date are read and taken off. On a site, only its payables
 * (opening balances belong to no site).
 */

export interface SummaryFilter {
  tenantCode: string;
  /** YYYY-MM-DD */
  date: string;
  siteId?: number | undefined;
}

/** The name of the tenant's site, or undefined when the id is not one of the tenant's sites. */
export async function siteName(db: Db, tenantCode: string, siteId: number): Promise<string | undefined> {
  const rows = await queryRows<{ site_name: string }>(
    db,
    sql`select site_name from sites where id = ${siteId} and tenant_code = ${tenantCode}`,
  );
  return rows[0]?.site_name;
}

/**
 * The CTEs `items` and `pay`: one `pay` row per item with something billed or paid on the date — a
 * payable (kind 'bill') or a vendor's opening balance (kind 'opening', site null, due on its
 * date) — with its vendor, site, status, due date, opening, billed, paid, outstanding and days past
 * due on the date (0 or less: not yet due).
 */
function payablesAsOf(f: SummaryFilter): SQL {
  const openings =
    f.siteId === undefined
      ? sql`union all
      select 'opening', o.vendor_id, null::int, ${OPENING_BALANCE_STATUS}, min(o.entry_date), sum(o.amount), 0::numeric, 0::numeric
        from vendor_ledger o
       where o.tenant_code = ${f.tenantCode} and o.payable_id is null and o.entry_date <= ${f.date}::date
       group by o.vendor_id`
      : sql``;
  return sql`later as (
      select l.payable_id,
        coalesce(sum(l.amount) filter (where l.kind in ('bill', 'bill_correction', 'bill_cancel')), 0) as billed,
        -coalesce(sum(l.amount) filter (where l.kind in ('payment', 'tds', 'payment_reversal', 'tds_reversal')), 0) as paid
      from vendor_ledger l
      where l.tenant_code = ${f.tenantCode} and l.entry_date > ${f.date}::date and l.payable_id is not null
      group by l.payable_id
    ),
    items as (
      select 'bill' as kind, p.erf_vendor_id, p.erf_site_id, p.status, p.payment_due_date as due,
        0::numeric as opening,
        p.billed_amount - coalesce(later.billed, 0) as billed,
        p.paid_amount - coalesce(later.paid, 0) as paid
      from payables p
      left join later on later.payable_id = p.id
      where p.tenant_code = ${f.tenantCode}
        ${f.siteId === undefined ? sql`` : sql`and p.erf_site_id = ${f.siteId}`}
      ${openings}
    ),
    pay as (
      select items.*, opening + billed - paid as outstanding, (${f.date}::date - due) as days
      from items where opening <> 0 or billed <> 0 or paid <> 0
    )`;
}

/**
 * Aggregates of the ageing over `pay`: what is owed by days past due (≤0, 1–30, 31–60, 61–90, >90)
 * and, apart, what the vendors owe back (items below 0: a Dr opening balance, an advance).
 */
const bucketColumns = sql`
  coalesce(sum(outstanding) filter (where outstanding > 0 and days <= 0), 0) as not_due,
  coalesce(sum(outstanding) filter (where outstanding > 0 and days between 1 and 30), 0) as d1to30,
  coalesce(sum(outstanding) filter (where outstanding > 0 and days between 31 and 60), 0) as d31to60,
  coalesce(sum(outstanding) filter (where outstanding > 0 and days between 61 and 90), 0) as d61to90,
  coalesce(sum(outstanding) filter (where outstanding > 0 and days > 90), 0) as over90,
  coalesce(sum(outstanding) filter (where outstanding < 0), 0) as advance,
  coalesce(sum(outstanding), 0) as outstanding`;

export interface BucketSums {
  not_due: string;
  d1to30: string;
  d31to60: string;
  d61to90: string;
  over90: string;
  advance: string;
  outstanding: string;
}

export interface VendorSummaryDbRow {
  /** 1 on the totals row. */
  is_total: number;
  vendor_id: number | null;
  vendor_code: string | null;
  vendor_name: string | null;
  opening: string;
  billed: string;
  paid: string;
  outstanding: string;
  overdue: string;
  oldest_due: string | null;
}

/** Summary By Vendor: one row per vendor with an item, by vendor name, then the totals row. */
export function vendorSummary(db: Db, f: SummaryFilter): Promise<VendorSummaryDbRow[]> {
  return queryRows<VendorSummaryDbRow>(
    db,
    sql`with ${payablesAsOf(f)},
      per_vendor as (
        select erf_vendor_id,
          grouping(erf_vendor_id) as is_total,
          coalesce(sum(opening), 0) as opening,
          coalesce(sum(billed), 0) as billed,
          coalesce(sum(paid), 0) as paid,
          coalesce(sum(outstanding), 0) as outstanding,
          coalesce(sum(outstanding) filter (where due < ${f.date}::date and outstanding > 0), 0) as overdue,
          min(due) filter (where outstanding > 0) as oldest_due
        from pay
        group by grouping sets ((erf_vendor_id), ())
      )
      select pv.is_total, v.id as vendor_id, v.vendor_code, v.vendor_name,
        pv.opening::text as opening, pv.billed::text as billed, pv.paid::text as paid, pv.outstanding::text as outstanding,
        pv.overdue::text as overdue, to_char(pv.oldest_due, 'YYYY-MM-DD') as oldest_due
      from per_vendor pv
      left join vendors v on v.id = pv.erf_vendor_id and v.tenant_code = ${f.tenantCode}
      order by pv.is_total, v.vendor_name, v.id`,
  );
}

export interface AgeingDbRow extends BucketSums {
  /** 'vendor' | 'site' | 'total' */
  kind: string;
  id: number | null;
  code: string | null;
  name: string | null;
}

/**
 * Ageing of what is outstanding on the date, by vendor and by site (only those with something
 * outstanding), then the totals row: one statement with grouping sets.
 */
export function ageing(db: Db, f: SummaryFilter): Promise<AgeingDbRow[]> {
  return queryRows<AgeingDbRow>(
    db,
    sql`with ${payablesAsOf(f)},
      grouped as (
        select erf_vendor_id, erf_site_id,
          grouping(erf_vendor_id) as gv, grouping(erf_site_id) as gs,
          ${bucketColumns}
        from pay
        where outstanding <> 0
        group by grouping sets ((erf_vendor_id), (erf_site_id), ())
      )
      select case when g.gv = 0 then 'vendor' when g.gs = 0 then 'site' else 'total' end as kind,
        coalesce(v.id, s.id) as id,
        coalesce(v.vendor_code, s.site_code) as code,
        coalesce(v.vendor_name, s.site_name) as name,
        g.not_due::text as not_due, g.d1to30::text as d1to30, g.d31to60::text as d31to60,
        g.d61to90::text as d61to90, g.over90::text as over90, g.advance::text as advance,
        g.outstanding::text as outstanding
      from grouped g
      left join vendors v on g.gv = 0 and v.id = g.erf_vendor_id and v.tenant_code = ${f.tenantCode}
      left join sites s on g.gs = 0 and s.id = g.erf_site_id and s.tenant_code = ${f.tenantCode}
      order by kind desc, name, id`,
  );
}

export interface ExecutiveDbRow extends BucketSums {
  /** 'site' | 'status' | 'total' */
  kind: string;
  site_id: number | null;
  site_name: string | null;
  status: string | null;
  count: number;
  overdue: string;
  due_week: string;
  /** On the totals row only. */
  paid_month: string | null;
}

/**
 * The Executive Summary: totals (outstanding, overdue, due in [date, date + 6], the ageing
 * buckets, and what was paid from the 1st of the date's month to the date), outstanding by site
 * (the opening balances: site null) and by status (the opening balances: OPENING_BALANCE_STATUS), with
 * counts of items. Paid this month is the ledger's payment and TDS rows of the payments dated in
 * those days, less their reversals made by the date (on a site, of its payables): a payment of an
 * earlier month reversed this month is not a negative payment of this month.
 */
export function executiveSummary(db: Db, f: SummaryFilter): Promise<ExecutiveDbRow[]> {
  const monthStart = sql`date_trunc('month', ${f.date}::date)::date`;
  const paidThisMonth = sql`(select -coalesce(sum(l.amount), 0) from vendor_ledger l
      join vendor_payments vp on vp.id = l.payment_id and vp.tenant_code = l.tenant_code
      where l.tenant_code = ${f.tenantCode} and l.kind in ('payment', 'tds', 'payment_reversal', 'tds_reversal')
        and vp.payment_date between ${monthStart} and ${f.date}::date and l.entry_date <= ${f.date}::date
        ${f.siteId === undefined ? sql`` : sql`and l.site_id = ${f.siteId}`})`;
  return queryRows<ExecutiveDbRow>(
    db,
    sql`with ${payablesAsOf(f)},
      grouped as (
        select erf_site_id, status,
          grouping(erf_site_id) as gsite, grouping(status) as gstatus,
          count(*)::int as count,
          coalesce(sum(outstanding) filter (where due < ${f.date}::date and outstanding > 0), 0) as overdue,
          coalesce(sum(outstanding) filter (where days between -6 and 0 and outstanding > 0), 0) as due_week,
          ${bucketColumns}
        from pay
        group by grouping sets ((erf_site_id), (status), ())
      )
      select case when g.gsite = 0 then 'site' when g.gstatus = 0 then 'status' else 'total' end as kind,
        s.id as site_id, s.site_name, g.status, g.count,
        g.overdue::text as overdue, g.due_week::text as due_week,
        g.not_due::text as not_due, g.d1to30::text as d1to30, g.d31to60::text as d31to60,
        g.d61to90::text as d61to90, g.over90::text as over90, g.advance::text as advance,
        g.outstanding::text as outstanding,
        case when g.gsite = 1 and g.gstatus = 1 then ${paidThisMonth}::text end as paid_month
      from grouped g
      left join sites s on g.gsite = 0 and s.id = g.erf_site_id and s.tenant_code = ${f.tenantCode}
      order by kind, s.site_name, s.id, g.status`,
  );
}
