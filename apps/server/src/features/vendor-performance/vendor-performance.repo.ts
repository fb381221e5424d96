import { PAYABLE_CANCELLED, PAYABLE_STATUSES, type VendorPerformanceSort } from '@sitebook/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import type { PageRequest } from '../../lib/list-page.js';
import { searchMatches } from '../../lib/list-query.js';

/**
 * Vendor Performance (issue 31), one SQL statement over what the company already has: its payables
 * (bill date, status, what the ledger bills and payments paid), their history (when a bill reached
 * Invoice Approved; whether it was moved back to an earlier status) and the duplicate invoice
 * numbers the server refused (migration 0031). Money is summed as numeric and answered as text.
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
}

const statusArray = sql`array[${sql.join(
  PAYABLE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)}]::text[]`;
const approvedStatuses = sql.join(
  PAYABLE_STATUSES.slice(PAYABLE_STATUSES.indexOf('Invoice Approved')).map((s) => sql`${s}`),
  sql`, `,
);
const OPEN = sql`('Payment Settled', 'Closed', ${PAYABLE_CANCELLED})`;

function billsWhere(f: PerformanceFilter, alias: string): SQL {
  const a = sql.raw(alias);
  const parts: SQL[] = [sql`${a}.tenant_code = ${f.tenantCode}`];
  if (f.siteId !== undefined) parts.push(sql`${a}.erf_site_id = ${f.siteId}`);
  if (f.from !== undefined) parts.push(sql`${a}.bill_date >= ${f.from}::date`);
  if (f.to !== undefined) parts.push(sql`${a}.bill_date <= ${f.to}::date`);
  return sql.join(parts, sql` and `);
}

/** The CTEs `bills` (the period's bills with their history facts) and `per_vendor`. */
function perVendor(f: PerformanceFilter): SQL {
  return sql`bills as (
      select p.id, p.erf_vendor_id as vendor_id, p.status, p.bill_date, p.billed_amount, p.paid_amount, p.last_paid_on
      from payables p where ${billsWhere(f, 'p')}
    ),
    facts as (
      select h.payable_id,
        min(h.updated_at) filter (where h.status in (${approvedStatuses})) as approved_at,
        bool_or(h.reason <> '' and exists (
          select 1 from jsonb_array_elements(h.changes) c
          where c->>'field' = 'status'
            and array_position(${statusArray}, c->>'from') > array_position(${statusArray}, c->>'to'))) as sent_back
      from payable_history h
      where h.tenant_code = ${f.tenantCode} and h.payable_id in (select id from bills)
      group by h.payable_id
    ),
    per_vendor as (
      select b.vendor_id,
        count(*)::int as bills,
        coalesce(sum(b.billed_amount), 0) as total,
        count(*) filter (where b.status <> ${PAYABLE_CANCELLED})::int as live,
        count(*) filter (where coalesce(f.sent_back, false))::int as sent_back,
        count(*) filter (where b.status = ${PAYABLE_CANCELLED})::int as cancelled,
        count(*) filter (where coalesce(f.sent_back, false) or b.status = ${PAYABLE_CANCELLED})::int as returned,
        avg(f.approved_at::date - b.bill_date) filter (where f.approved_at is not null) as days_approval,
        avg(b.last_paid_on - b.bill_date)
          filter (where b.last_paid_on is not null and b.billed_amount > 0 and b.paid_amount >= b.billed_amount) as days_payment
      from bills b left join facts f on f.payable_id = b.id
      group by b.vendor_id
    )`;
}

function overdueNow(f: PerformanceFilter): SQL {
  return sql`overdue as (
      select o.erf_vendor_id as vendor_id, sum(o.billed_amount - o.paid_amount) as overdue
      from payables o
      where o.tenant_code = ${f.tenantCode}
        ${f.siteId === undefined ? sql`` : sql`and o.erf_site_id = ${f.siteId}`}
        and o.status not in ${OPEN} and o.payment_due_date < current_date and o.billed_amount > o.paid_amount
      group by o.erf_vendor_id
    )`;
}

function duplicates(f: PerformanceFilter): SQL {
  return sql`dups as (
      select d.vendor_id, count(*)::int as n
      from duplicate_invoice_refusals d
      where d.tenant_code = ${f.tenantCode}
        ${f.siteId === undefined ? sql`` : sql`and d.site_id = ${f.siteId}`}
        ${f.from === undefined ? sql`` : sql`and d.refused_at >= ${f.from}::date`}
        ${f.to === undefined ? sql`` : sql`and d.refused_at < ${f.to}::date + 1`}
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
    sql`with ${perVendor(f)}, ${overdueNow(f)}, ${duplicates(f)},
      ids as (select vendor_id from per_vendor union select vendor_id from overdue union select vendor_id from dups),
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
          coalesce(o.overdue, 0) as overdue,
          v.rating_count, v.rating_overall, v.rating_quality, v.rating_timeliness, v.rating_price
        from ids
        join vendors v on v.id = ids.vendor_id and v.tenant_code = ${f.tenantCode}
        left join per_vendor pv on pv.vendor_id = ids.vendor_id
        left join overdue o on o.vendor_id = ids.vendor_id
        left join dups d on d.vendor_id = ids.vendor_id
        ${f.q === undefined ? sql`` : sql`where ${searchMatches(sql`v.search_text`, f.q)}`}
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
      : sql`and exists (select 1 from vendors v where v.id = b.vendor_id and v.tenant_code = ${f.tenantCode}
          and ${searchMatches(sql`v.search_text`, f.q)})`;
  return queryRows<TrendDbRow>(
    db,
    sql`with ${perVendor(f)}
      select to_char(date_trunc('month', b.bill_date), 'YYYY-MM') as month, count(*)::int as bills,
        coalesce(sum(b.billed_amount), 0)::text as total,
        count(*) filter (where coalesce(f.sent_back, false) or b.status = ${PAYABLE_CANCELLED})::int as returned
      from bills b left join facts f on f.payable_id = b.id
      where true ${vendorMatch}
      group by 1 order by 1`,
  );
}
