import { type SQL, sql } from 'drizzle-orm';

/**
 * The money of a payable, as SQL fragments every feature shares (docs/MONEY.md). Amounts stay
 * numeric in SQL. Billed and paid are the payable's sums of the vendor ledger (db/vendor-ledger.ts),
 * kept on its row by the ledger's trigger (migration 0025):
 *
 *   total       = amount + tax_amount (the bill as entered)
 *   billed      = Σ its bill, correction and cancel rows (0 once Cancelled)
 *   paid        = Σ its payment and TDS rows less their reversals, negated
 *   outstanding = billed − paid
 */

/** A payable's total; `p` is the alias of the payables table in the query. */
export const payableTotalSql = (p: SQL = sql.raw('p')): SQL => sql`(${p}.amount + ${p}.tax_amount)`;

/** What payments have paid payable `p` (the ledger's, kept on the row). */
export const paidOfPayableSql = (p: SQL = sql.raw('p')): SQL => sql`${p}.paid_amount`;

/** What payable `p` still owes: the ledger's billed less paid (0 for a Cancelled one with nothing paid). */
export const payableOutstandingSql = (p: SQL = sql.raw('p')): SQL =>
  sql`(${p}.billed_amount - ${p}.paid_amount)`;
