import { type SQL, sql } from 'drizzle-orm';

/**
 * The money arithmetic of a payable, as SQL fragments every feature shares (issue 14; the rules are
 * in packages/contract/src/schemas/settlement.ts and docs/MONEY.md). Amounts stay numeric in SQL.
 *
 *   total       = amount + tax_amount
 *   paid        = Σ allocations of the payable's Active payments (dated on or before `asOf` when given)
 *   outstanding = total − paid, for a payable that is not Cancelled (a Cancelled one owes nothing)
 */

/** A payable's total; `p` is the alias of the payables table in the query. */
export const payableTotalSql = (p: SQL = sql.raw('p')): SQL => sql`(${p}.amount + ${p}.tax_amount)`;

/**
 * A derived table `(payable_id, paid)` of what Active payments have paid each payable of the tenant,
 * counting only payments dated on or before `asOf` (YYYY-MM-DD) when given. Left-join it and read
 * `coalesce(<alias>.paid, 0)`. `only`, a condition on the allocation `a` (e.g. `a.payable_id in
 * (...)`), narrows it to the payables a query reads, so it does not sum the whole tenant.
 */
export function paidPerPayableSql(tenantCode: string, asOf?: string, only?: SQL): SQL {
  return sql`(select a.payable_id, sum(a.amount) as paid
      from payment_allocations a
      join vendor_payments vp on vp.id = a.payment_id and vp.tenant_code = a.tenant_code
      where a.tenant_code = ${tenantCode} and vp.status = 'Active'
        ${asOf === undefined ? sql`` : sql`and vp.payment_date <= ${asOf}`}
        ${only === undefined ? sql`` : sql`and ${only}`}
      group by a.payable_id)`;
}

/** Outstanding of payable `p` given the joined paid table `paid` (0 for a Cancelled payable). */
export const payableOutstandingSql = (p: SQL = sql.raw('p'), paid: SQL = sql.raw('paid')): SQL =>
  sql`(case when ${p}.status = 'Cancelled' then 0::numeric else ${payableTotalSql(p)} - coalesce(${paid}.paid, 0) end)`;

/**
 * What Active payments have paid ONE payable `p` (a correlated subquery by the (tenant_code,
 * payable_id) index): for a page or a list of payables, where paidPerPayableSql would sum the whole
 * tenant's allocations. Read it as `paid`; outstanding is payableOutstandingOfSql.
 */
export const paidOfPayableSql = (p: SQL = sql.raw('p')): SQL =>
  sql`(select coalesce(sum(a.amount), 0) from payment_allocations a
      join vendor_payments vp on vp.id = a.payment_id and vp.tenant_code = a.tenant_code
      where a.tenant_code = ${p}.tenant_code and a.payable_id = ${p}.id and vp.status = 'Active')`;

/** Outstanding of payable `p` by paidOfPayableSql (0 for a Cancelled payable). */
export const payableOutstandingOfSql = (p: SQL = sql.raw('p')): SQL =>
  sql`(case when ${p}.status = 'Cancelled' then 0::numeric else ${payableTotalSql(p)} - ${paidOfPayableSql(p)} end)`;
