import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import type { PageRequest } from '../../lib/list-page.js';
import { containsPattern } from '../../lib/list-query.js';

/**
 * Vendor Rating's storage (migration 0031): `vendor_ratings` (one per user per bill) and
 * its append-only `vendor_rating_history`. The vendor's averages are the trigger's (vendors.rating_*).
 * Every statement is scoped by tenant_code.
 */

/** The statuses of an approved bill: Invoice Approved and every later one (not Cancelled). */
export const APPROVED_STATUSES = ['Invoice Approved', 'Payment Pending', 'Payment Settled', 'Closed'];
const approvedList = sql.join(
  APPROVED_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

export interface RatingDbRow {
  id: number;
  vendor_id: number;
  vendor_code: string;
  vendor_name: string;
  payable_id: number;
  vendor_payable_code: string;
  site_name: string;
  quality: number;
  timeliness: number;
  price: number;
  comment: string;
  comment_hidden: boolean;
  hidden_reason: string;
  rated_by: string;
  created_at: string;
  updated_at: string;
  /** Still within the edit window (created less than `days` days ago). */
  in_window: boolean;
}

const ratingColumns = (editDays: number) => sql`r.id, r.vendor_id, v.vendor_code, v.vendor_name, r.payable_id,
  p.vendor_payable_code, coalesce(s.site_name, '') as site_name, r.quality::int as quality,
  r.timeliness::int as timeliness, r.price::int as price, r.comment, r.comment_hidden, r.hidden_reason,
  r.rated_by, to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
  to_char(r.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at,
  (r.created_at > now() - make_interval(days => ${editDays})) as in_window`;

const ratingFrom = sql`from vendor_ratings r
  join vendors v on v.id = r.vendor_id and v.tenant_code = r.tenant_code
  join payables p on p.id = r.payable_id and p.tenant_code = r.tenant_code
  left join sites s on s.id = r.site_id and s.tenant_code = r.tenant_code`;

export async function findRating(
  db: Db,
  tenantCode: string,
  ratingId: number,
  editDays: number,
  lock = false,
): Promise<RatingDbRow | undefined> {
  const rows = await queryRows<RatingDbRow>(
    db,
    sql`select ${ratingColumns(editDays)} ${ratingFrom}
        where r.tenant_code = ${tenantCode} and r.id = ${ratingId} ${lock ? sql`for update of r` : sql``}`,
  );
  return rows[0];
}

/** The vendor's ratings, newest first (at most `limit`). */
export function ratingsOfVendor(
  db: Db,
  tenantCode: string,
  vendorId: number,
  editDays: number,
  limit: number,
): Promise<RatingDbRow[]> {
  return queryRows<RatingDbRow>(
    db,
    sql`select ${ratingColumns(editDays)} ${ratingFrom}
        where r.tenant_code = ${tenantCode} and r.vendor_id = ${vendorId}
        order by r.created_at desc, r.id desc limit ${limit}`,
  );
}

export interface PayableForRating {
  id: number;
  vendor_payable_code: string;
  status: string;
  erf_site_id: number;
  erf_vendor_id: number;
}

export async function findPayable(
  db: Db,
  tenantCode: string,
  payableId: number,
): Promise<PayableForRating | undefined> {
  const rows = await queryRows<PayableForRating>(
    db,
    sql`select id, vendor_payable_code, status, erf_site_id, erf_vendor_id from payables
        where tenant_code = ${tenantCode} and id = ${payableId}`,
  );
  return rows[0];
}

/**
 * The sites a user works on: the sites they lead, and those of the payables they made or
 * changed (a payable history row by them).
 */
const worksOnSites = (tenantCode: string, userName: string) => sql`(
  select s.id from sites s where s.tenant_code = ${tenantCode} and lower(s.site_lead) = lower(${userName})
  union
  select h.erf_site_id from payable_history h where h.tenant_code = ${tenantCode} and h.updated_by = ${userName}
)`;

export async function worksOnSite(
  db: Db,
  tenantCode: string,
  userName: string,
  siteId: number,
): Promise<boolean> {
  const rows = await queryRows<{ yes: boolean }>(
    db,
    sql`select ${siteId}::int in ${worksOnSites(tenantCode, userName)} as yes`,
  );
  return rows[0]?.yes === true;
}

export async function ratingIdOf(
  db: Db,
  tenantCode: string,
  payableId: number,
  userName: string,
): Promise<number | undefined> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from vendor_ratings where tenant_code = ${tenantCode} and payable_id = ${payableId} and rated_by = ${userName}`,
  );
  return rows[0]?.id;
}

export interface Marks {
  quality: number;
  timeliness: number;
  price: number;
  comment: string;
}

export async function insertRating(
  db: Db,
  row: { tenantCode: string; payable: PayableForRating; ratedBy: string } & Marks,
): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into vendor_ratings (tenant_code, payable_id, vendor_id, site_id, rated_by, quality, timeliness, price, comment)
        values (${row.tenantCode}, ${row.payable.id}, ${row.payable.erf_vendor_id}, ${row.payable.erf_site_id},
          ${row.ratedBy}, ${row.quality}, ${row.timeliness}, ${row.price}, ${row.comment})
        returning id`,
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('rating insert returned no row');
  return id;
}

export async function updateMarks(db: Db, tenantCode: string, ratingId: number, marks: Marks): Promise<void> {
  await db.execute(
    sql`update vendor_ratings set quality = ${marks.quality}, timeliness = ${marks.timeliness}, price = ${marks.price},
          comment = ${marks.comment}, updated_at = now()
        where tenant_code = ${tenantCode} and id = ${ratingId}`,
  );
}

export async function hideComment(
  db: Db,
  tenantCode: string,
  ratingId: number,
  reason: string,
): Promise<void> {
  await db.execute(
    sql`update vendor_ratings set comment_hidden = true, hidden_reason = ${reason}, updated_at = now()
        where tenant_code = ${tenantCode} and id = ${ratingId}`,
  );
}

export type HistoryValue = Record<string, string | number | boolean>;

export async function insertHistory(
  db: Db,
  row: {
    tenantCode: string;
    ratingId: number;
    action: 'rate' | 'edit' | 'hide';
    from: HistoryValue;
    to: HistoryValue;
    reason?: string;
    by: string;
  },
): Promise<void> {
  await db.execute(
    sql`insert into vendor_rating_history (tenant_code, rating_id, action, from_value, to_value, reason, changed_by)
        values (${row.tenantCode}, ${row.ratingId}, ${row.action}, ${JSON.stringify(row.from)}::jsonb,
          ${JSON.stringify(row.to)}::jsonb, ${row.reason ?? ''}, ${row.by})`,
  );
}

export interface HistoryDbRow {
  id: number;
  action: 'rate' | 'edit' | 'hide';
  from_value: HistoryValue | string;
  to_value: HistoryValue | string;
  reason: string;
  changed_by: string;
  changed_at: string;
}

export function historyOf(db: Db, tenantCode: string, ratingId: number): Promise<HistoryDbRow[]> {
  return queryRows<HistoryDbRow>(
    db,
    sql`select id, action, from_value, to_value, reason, changed_by,
          to_char(changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as changed_at
        from vendor_rating_history where tenant_code = ${tenantCode} and rating_id = ${ratingId} order by id`,
  );
}

export interface RateableDbRow {
  id: number;
  vendor_payable_code: string;
  vendor_id: number;
  vendor_code: string;
  vendor_name: string;
  site_id: number;
  site_name: string;
  bill_date: string;
  total: string;
  status: string;
  my_rating_id: number | null;
  n: string | number;
}

export interface RateableFilter {
  tenantCode: string;
  userName: string;
  /** An ADMIN: every bill of the company; otherwise the approved bills of the sites the user works on. */
  everyBill: boolean;
  siteId?: number | undefined;
  q?: string | undefined;
  sort?: { field: 'billDate' | 'vendorName'; direction: 'asc' | 'desc' } | undefined;
}

/** A page of the bills the caller may rate, newest bill first, with the whole count (window). */
export function rateableBills(db: Db, f: RateableFilter, page: PageRequest): Promise<RateableDbRow[]> {
  const conditions: SQL[] = [sql`p.tenant_code = ${f.tenantCode}`];
  if (!f.everyBill) {
    conditions.push(sql`p.status in (${approvedList})`);
    conditions.push(sql`p.erf_site_id in ${worksOnSites(f.tenantCode, f.userName)}`);
  }
  if (f.siteId !== undefined) conditions.push(sql`p.erf_site_id = ${f.siteId}`);
  if (f.q !== undefined) {
    const pattern = containsPattern(f.q);
    conditions.push(
      sql`(p.vendor_payable_code ilike ${pattern} or v.vendor_name ilike ${pattern} or v.vendor_code ilike ${pattern} or p.invoice_number ilike ${pattern})`,
    );
  }
  const dir = f.sort?.direction === 'asc' ? sql`asc` : sql`desc`;
  const order =
    f.sort?.field === 'vendorName'
      ? sql`lower(v.vendor_name) ${dir}, p.id ${dir}`
      : sql`p.bill_date ${dir}, p.id ${dir}`;
  return queryRows<RateableDbRow>(
    db,
    sql`select p.id, p.vendor_payable_code, v.id as vendor_id, v.vendor_code, v.vendor_name, s.id as site_id,
          s.site_name, to_char(p.bill_date, 'YYYY-MM-DD') as bill_date, (p.amount + p.tax_amount)::text as total,
          p.status, r.id as my_rating_id, count(*) over () as n
        from payables p
        join vendors v on v.id = p.erf_vendor_id and v.tenant_code = p.tenant_code
        join sites s on s.id = p.erf_site_id and s.tenant_code = p.tenant_code
        left join vendor_ratings r on r.tenant_code = p.tenant_code and r.payable_id = p.id and r.rated_by = ${f.userName}
        where ${sql.join(conditions, sql` and `)}
        order by ${order}
        limit ${page.size} offset ${(page.page - 1) * page.size}`,
  );
}
