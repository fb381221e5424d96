import { type SQL, sql } from 'drizzle-orm';

/**
 * The money arithmetic of a payable, as SQL fragments every feature shares (issue 14; the rules are
 * in packages/contract/src/schemas/settlement.ts and docs/MONEY.md). Amounts stay numeric in SQL.
 *
 *   total       = amount + tax_amount
 *   paid        = Σ allocations of the payable's Active payments (dated on or before `asOf` when given)
 *   outstanding = total − paid, for a payable that is not Cancelled (a Cancelled one owes nothing)
 *
 * `payables.paid_amount` holds paid (every payment counted) and `payables.last_paid_on` the latest of
 * those payments' dates; triggers on payment_allocations and vendor_payments keep both in the same
 * statement as each change (migration 0015), so nothing here re-adds allocations except those of
 * payments after a date a summary asks about.
 */

/** A payable's total; `p` is the alias of the payables table in the query. */
export const payableTotalSql = (p: SQL = sql.raw('p')): SQL => sql`(${p}.amount + ${p}.tax_amount)`;

/** What Active payments have paid payable `p` (kept on the row). */
export const paidOfPayableSql = (p: SQL = sql.raw('p')): SQL => sql`${p}.paid_amount`;

/**
 * A derived table `(payable_id, amount)`: what the tenant's Active payments dated after `asOf`
 * (YYYY-MM-DD) paid each payable. What payable `p` had been paid on `asOf` is then
 * `p.paid_amount − coalesce(<alias>.amount, 0)`: only the payments after the date are read (by
 * their date index), none at all for today.
 */
export function paidAfterSql(tenantCode: string, asOf: string): SQL {
  return sql`(select a.payable_id, sum(a.amount) as amount
      from vendor_payments vp
      join payment_allocations a on a.tenant_code = vp.tenant_code and a.payment_id = vp.id
      where vp.tenant_code = ${tenantCode} and vp.status = 'Active' and vp.payment_date > ${asOf}::date
      group by a.payable_id)`;
}

/** Outstanding of payable `p` given what it was paid (0 for a Cancelled payable). */
export const payableOutstandingSql = (p: SQL = sql.raw('p'), paid: SQL = paidOfPayableSql(p)): SQL =>
  sql`(case when ${p}.status = 'Cancelled' then 0::numeric else ${payableTotalSql(p)} - ${paid} end)`;
