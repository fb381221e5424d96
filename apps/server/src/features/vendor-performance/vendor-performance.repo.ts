import { PAYABLE_CANCELLED, type VendorPerformanceSort } from '@sitebook/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, dayStartSql, queryRows } from '../../db/client.js';
import type { PageRequest } from '../../lib/list-page.js';
import { searchMatches } from '../../lib/list-query.js';

/**
 * Vendor Performance, one SQL statement over what the company already has: its payables (bill
 * date, status, what the ledger bills and payments paid, and two facts of their history that migration
 * 0032's trigger keeps on them: when a bill first reached Invoice Approved or later, and whether it was
 * moved back to an earlier status) and the duplicate invoice numbers the server refused (migration
 * 0031). Money is summed as numeric and answered as text.
 *
 * - bills: the vendor's payables dated in the period at the site (or all sites), Cancelled too;
 *   total: what they bill now (billed_amount: amount + tax, 0 once Cancelled); average: total ÷ the
 *   bills not Cancelled.
 * - sent back: a bill with a history row moving its status to an earlier one (which needs a reason);
 *   returned share: the bills sent back or Cancelled (each once) in percent of the bills.
 * - days to approval: from the bill date to the day of its first history row at Invoice Approved or
 *   later; days to payment: from the bill date to its last payment, for bills paid in full.
 * - overdue now: what is still owed today on the vendor's bills at the site past their due date
 *   (whatever their bill date).
 * - duplicates: refusals recorded in the period (their day) at the site.
 */

export interface PerformanceFilter {
  tenantCode: string;
  siteId?: number | undefined;
  /** YYYY-MM-DD, both ends included. */
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
  /** The company's today (YYYY-MM-DD): a bill due before it and still owed is overdue. */
  today: string;
  /** The company's time zone: the day a bill was approved or a duplicate refused is its day there. */
  timeZone: string;
}

const OPEN = sql`('Payment Settled', 'Closed', ${PAYABLE_CANCELLED})`;

function billsWhere(f: PerformanceFilter, alias: string): SQL {
  const a = sql.raw(alias);
  const parts: SQL[] = [sql`${a}.tenant_code = ${f.tenantCode}`];
  if (f.siteId !== undefined) parts.push(sql`${a}.erf_site_id = ${f.siteId}`);
  if (f.from !== undefined) parts.push(sql`${a}.bill_date >= ${f.from}::date`);
  if (f.to !== undefined) parts.push(sql`${a}.bill_date <= ${f.to}::date`);
  return sql.join(parts, sql` and `);
}

/** Whether a payable `p` is billed in the period (true without one). */
function inPeriod(f: PerformanceFilter): SQL {
  const parts: SQL[] = [];
  if (f.from !== undefined) parts.push(sql`p.bill_date >= ${f.from}::date`);
  if (f.to !== undefined) parts.push(sql`p.bill_date <= ${f.to}::date`);
  return parts.length === 0 ? sql`true` : sql`(${sql.join(parts, sql` and `)})`;
}

/**
 * The CTE `per_vendor`: one pass over the tenant's payables at the site, the period's figures
 * filtered to its bills, the overdue over all of them. approved_at and sent_back are kept on the
 * payable from its history by migration 0032's trigger.
 */
function perVendor(f: PerformanceFilter): SQL {
  const inp = inPeriod(f);
  return sql`per_vendor as (
      select p.erf_vendor_id as vendor_id,
        count(*) filter (where ${inp})::int as bills,
        coalesce(sum(p.billed_amount) filter (where ${inp}), 0) as total,
        count(*) filter (where ${inp} and p.status <> ${PAYABLE_CANCELLED})::int as live,
        count(*) filter (where ${inp} and p.sent_back)::int as sent_back,
        count(*) filter (where ${inp} and p.status = ${PAYABLE_CANCELLED})::int as cancelled,
        count(*) filter (where ${inp} and (p.sent_back or p.status = ${PAYABLE_CANCELLED}))::int as returned,
        avg((p.approved_at at time zone ${f.timeZone})::date - p.bill_date) filter (where ${inp} and p.approved_at is not null) as days_approval,
        avg(p.last_paid_on - p.bill_date) filter (where ${inp} and p.last_paid_on is not null
          and p.billed_amount > 0 and p.paid_amount >= p.billed_amount) as days_payment,
        coalesce(sum(p.billed_amount - p.paid_amount) filter (where p.status not in ${OPEN}
          and p.payment_due_date < ${f.today}::date and p.billed_amount > p.paid_amount), 0) as overdue
      from payables p
      where p.tenant_code = ${f.tenantCode} ${f.siteId === undefined ? sql`` : sql`and p.erf_site_id = ${f.siteId}`}
      group by p.erf_vendor_id
    )`;
}

function duplicates(f: PerformanceFilter): SQL {
  return sql`dups as (
      select d.vendor_id, count(*)::int as n
      from duplicate_invoice_refusals d
      where d.tenant_code = ${f.tenantCode}
        ${f.siteId === undefined ? sql`` : sql`and d.site_id = ${f.siteId}`}
        ${f.from === undefined ? sql`` : sql`and d.refused_at >= ${dayStartSql(f.from, f.timeZone)}`}
        ${f.to === undefined ? sql`` : sql`and d.refused_at < ${dayStartSql(f.to, f.timeZone, 1)}`}
      group by d.vendor_id
    )`;
}

export interface PerformanceDbRow {
  vendor_id: number;
  vendor_code: string;
  vendor_name: string;
  bills: number;
  total: string;
  average: string;
  sent_back: number;
  cancelled: number;
  returned_share: string;
  duplicates: number;
  days_approval: string | null;
  days_payment: string | null;
  overdue: string;
  rating_count: number;
  rating_overall: string | null;
  rating_quality: string | null;
  rating_timeliness: string | null;
  rating_price: string | null;
  /** The whole list's count (a window over the matching vendors). */
  n: number | string;
}

/** What each sort orders by (ties by vendor id the same way). */
const SORTS: Record<VendorPerformanceSort, SQL> = {
  vendorName: sql`lower(vendor_name)`,
  bills: sql`bills`,
  total: sql`total`,
  average: sql`average`,
  returnedShare: sql`returned_share`,
  duplicates: sql`duplicates`,
  daysToApproval: sql`coalesce(days_approval, -1)`,
  daysToPayment: sql`coalesce(days_payment, -1)`,
  overdue: sql`overdue`,
  rating: sql`coalesce(rating_overall, 0)`,
};

/**
 * The vendors with a bill in the period, an amount overdue now or a refused duplicate, with their
 * figures, in `sort` (default: total, highest first), a page of them or all (`page` undefined).
 */
export function performance(
  db: Db,
  f: PerformanceFilter,
  sort: { field: VendorPerformanceSort; direction: 'asc' | 'desc' } | undefined,
  page: PageRequest | undefined,
): Promise<PerformanceDbRow[]> {
  const order = sort ?? { field: 'total', direction: 'desc' };
  const dir = sql.raw(order.direction === 'asc' ? 'asc' : 'desc');
  return queryRows<PerformanceDbRow>(
    db,
    sql`with ${perVendor(f)}, ${duplicates(f)},
      rows as (
        select v.id as vendor_id, v.vendor_code, v.vendor_name,
          coalesce(pv.bills, 0) as bills,
          coalesce(pv.total, 0) as total,
          coalesce(round(pv.total / nullif(pv.live, 0), 2), 0) as average,
          coalesce(pv.sent_back, 0) as sent_back,
          coalesce(pv.cancelled, 0) as cancelled,
          coalesce(round(100.0 * pv.returned / nullif(pv.bills, 0), 1), 0) as returned_share,
          coalesce(d.n, 0) as duplicates,
          round(pv.days_approval, 1) as days_approval,
          round(pv.days_payment, 1) as days_payment,
          coalesce(pv.overdue, 0) as overdue,
          v.rating_count, v.rating_overall, v.rating_quality, v.rating_timeliness, v.rating_price
        from per_vendor pv
        full join dups d on d.vendor_id = pv.vendor_id
        join vendors v on v.id = coalesce(pv.vendor_id, d.vendor_id) and v.tenant_code = ${f.tenantCode}
        where (pv.bills > 0 or pv.overdue > 0 or d.n > 0)
          ${f.q === undefined ? sql`` : sql`and ${searchMatches(sql`v.search_text`, f.q)}`}
      )
      select vendor_id, vendor_code, vendor_name, bills, total::text as total, average::text as average,
        sent_back, cancelled, returned_share::text as returned_share, duplicates,
        days_approval::text as days_approval, days_payment::text as days_payment, overdue::text as overdue,
        rating_count, rating_overall::text as rating_overall, rating_quality::text as rating_quality,
        rating_timeliness::text as rating_timeliness, rating_price::text as rating_price,
        count(*) over () as n
      from rows
      order by ${SORTS[order.field]} ${dir}, vendor_id ${dir}
      ${page === undefined ? sql`` : sql`limit ${page.size} offset ${(page.page - 1) * page.size}`}`,
  );
}

export interface TrendDbRow {
  month: string;
  bills: number;
  total: string;
  returned: number;
}

/** The period's bills by month (of the bill date): how many, what they bill, how many sent back or cancelled. */
export function trend(db: Db, f: PerformanceFilter): Promise<TrendDbRow[]> {
  const vendorMatch =
    f.q === undefined
      ? sql``
      : sql`and exists (select 1 from vendors v where v.id = p.erf_vendor_id and v.tenant_code = ${f.tenantCode}
          and ${searchMatches(sql`v.search_text`, f.q)})`;
  return queryRows<TrendDbRow>(
    db,
    sql`select to_char(date_trunc('month', p.bill_date), 'YYYY-MM') as month, count(*)::int as bills,
        coalesce(sum(p.billed_amount), 0)::text as total,
        count(*) filter (where p.sent_back or p.status = ${PAYABLE_CANCELLED})::int as returned
      from payables p
      where ${billsWhere(f, 'p')} ${vendorMatch}
      group by 1 order by 1`,
  );
}
