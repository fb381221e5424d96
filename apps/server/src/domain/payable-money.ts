import { type AgeingBucket, PAYABLE_CANCELLED } from '@sitebook/contract';
import { lt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { payables } from '../db/schema/index.js';

/**
 * The money of a payable, as SQL fragments every feature shares (docs/MONEY.md). Amounts stay
 * numeric in SQL. Billed and paid are the payable's sums of the vendor ledger (domain/vendor-ledger.ts),
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

/** Statuses in which a payable is no longer owed, whatever its due date. */
const NOT_OWED_STATUSES = ['Payment Settled', 'Closed', PAYABLE_CANCELLED] as const;

/**
 * A payable still owed: not settled, closed or cancelled, with money left to pay. The statuses are
 * literals, not parameters, exactly as in the predicate of migration 0024's partial indexes: under a
 * generic plan (the pool's named statements) PostgreSQL can prove that predicate only from constants.
 */
export const payableOwedSql = sql`${payables.status} not in (${sql.raw(
  NOT_OWED_STATUSES.map((s) => `'${s.replaceAll("'", "''")}'`).join(', '),
)}) and ${payables.amount} + ${payables.taxAmount} > ${payables.paidAmount}`;

/**
 * Overdue (the payables list's `overdue=true`, the home page's Overdue card): due before `today`
 * (YYYY-MM-DD, or a prepared statement's placeholder) and still owed. Conditions on the payables table.
 */
export const overduePayableSql = (today: string | Placeholder): SQL[] => [
  lt(payables.paymentDueDate, today),
  payableOwedSql,
];

/**
 * Days past due of each ageing bucket (the contract's AGEING_BUCKETS), as the summaries count them
 * (summaries.repo.ts: `date − due`, not yet due at 0 or less): [from, to], either end open.
 */
const BUCKET_DAYS: Record<AgeingBucket, [number | null, number | null]> = {
  notDue: [null, 0],
  d1to30: [1, 30],
  d31to60: [31, 60],
  d61to90: [61, 90],
  over90: [91, null],
};

/**
 * The payables list's `age`: still owed (as `overdue=true`) and `today − due`
 * (days past due) within the bucket, so a summary's bucket as of `today` is found payable by payable.
 * Written as a range of the due date, which the due-date index serves. Conditions on the payables table.
 */
export const payableAgeSql = (bucket: AgeingBucket, today: string | Placeholder): SQL[] => {
  const [from, to] = BUCKET_DAYS[bucket];
  const conditions: SQL[] = [payableOwedSql];
  // days ≥ from ⇔ due ≤ today − from; days ≤ to ⇔ due ≥ today − to.
  if (from !== null)
    conditions.push(sql`${payables.paymentDueDate} <= ${today}::date - ${sql.raw(String(from))}`);
  if (to !== null)
    conditions.push(sql`${payables.paymentDueDate} >= ${today}::date - ${sql.raw(String(to))}`);
  return conditions;
};

/**
 * How many payables match `where` (a condition on the payables table, its tenant included) and what
 * they still owe, summed in SQL (numeric text, 2 decimals): the overdue list's total and the home
 * page's Overdue card read it so, over the same condition.
 */
export async function payablesOwing(db: Db, where: SQL): Promise<{ count: number; outstanding: string }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      outstanding: sql<string>`coalesce(sum(${payableOutstandingSql(sql.raw('"payables"'))}), 0)::numeric(18, 2)::text`,
    })
    .from(payables)
    .where(where);
  return { count: Number(row?.count ?? 0), outstanding: row?.outstanding ?? '0.00' };
}
