import { advanceReconcileMessages } from '@sitebook/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.js';
import { advanceHistory, advanceRequests, advanceSettlements, expenses } from '../db/schema/index.js';
import { badRequest } from '../lib/errors.js';
import { formatMoney, paise } from '../lib/money.js';

/**
 * What the advances and expenses features both do to an advance: read it (locked when asked),
 * append its history, and sum its spending. Shared here so neither feature imports the other.
 */

export type AdvanceRow = typeof advanceRequests.$inferSelect;

/** One of the tenant's advances; `forUpdate` locks the row until the transaction ends. */
export async function findAdvance(
  db: Db,
  tenantCode: string,
  id: number,
  forUpdate = false,
): Promise<AdvanceRow | undefined> {
  const query = db
    .select()
    .from(advanceRequests)
    .where(and(eq(advanceRequests.tenantCode, tenantCode), eq(advanceRequests.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** What kind of change an advance history row records. */
export type AdvanceAction =
  | 'create'
  | 'update'
  | 'expense added'
  | 'expense updated'
  | 'expense deleted'
  | 'overspend allowed'
  | 'overspend withdrawn'
  | 'approved'
  | 'return'
  | 'reimburse'
  | 'return reversed'
  | 'reimburse reversed'
  | 'settle';

/**
 * Appends one history row of an advance: the kind of change, its status before (empty on create)
 * and after, its amount after, the reason where there is one, who and when; for a change of an
 * expense, the expense and its fields before and after.
 */
export async function insertHistory(
  db: Db,
  change: {
    row: AdvanceRow;
    action: AdvanceAction;
    fromStatus: string;
    by: string;
    reason?: string;
    expenseId?: number;
    fromValue?: string;
    toValue?: string;
    fromAmount?: string | null;
    toAmount?: string | null;
    settlementId?: number;
  },
): Promise<void> {
  await db.insert(advanceHistory).values({
    tenantCode: change.row.tenantCode,
    advanceRequestId: change.row.id,
    action: change.action,
    fromStatus: change.fromStatus,
    toStatus: change.row.status,
    requestedAmount: change.row.requestedAmount,
    reason: change.reason ?? '',
    expenseId: change.expenseId ?? null,
    fromValue: change.fromValue ?? '',
    toValue: change.toValue ?? '',
    fromAmount: change.fromAmount ?? null,
    toAmount: change.toAmount ?? null,
    settlementId: change.settlementId ?? null,
    changedBy: change.by,
  });
}

/** An advance's money, as numeric text (docs/MONEY.md "Advances"). */
export interface AdvanceFigures {
  spent: string;
  returned: string;
  reimbursed: string;
  /** approved − spent − returned + reimbursed; null when `approved` is null. */
  remaining: string | null;
}

/**
 * The spent total of an advance (its expenses), its Active returns and reimbursements, and the
 * remaining balance `approved − spent − returned + reimbursed` (null when `approved` is null), summed
 * by the database in one statement, as numeric text.
 */
export async function spending(
  db: Db,
  tenantCode: string,
  advanceRequestId: number,
  approved: string | null,
): Promise<AdvanceFigures> {
  const spent = sql`(select coalesce(sum(${expenses.expenseAmount}), 0) from ${expenses}
    where ${expenses.tenantCode} = ${tenantCode} and ${expenses.advanceRequestId} = ${advanceRequestId})`;
  const settled = (kind: string) => sql`(select coalesce(sum(${advanceSettlements.amount}), 0)
    from ${advanceSettlements}
    where ${advanceSettlements.tenantCode} = ${tenantCode}
      and ${advanceSettlements.advanceRequestId} = ${advanceRequestId}
      and ${advanceSettlements.kind} = ${kind} and ${advanceSettlements.status} = 'Active')`;
  const [row] = await queryRows<{
    spent: string;
    returned: string;
    reimbursed: string;
    remaining: string | null;
  }>(
    db,
    sql`select s.spent::numeric(16, 2)::text as spent, s.returned::numeric(16, 2)::text as returned,
      s.reimbursed::numeric(16, 2)::text as reimbursed,
      (${approved}::numeric - s.spent - s.returned + s.reimbursed)::numeric(16, 2)::text as remaining
      from (select ${spent} as spent, ${settled('return')} as returned, ${settled('reimburse')} as reimbursed) s`,
  );
  return {
    spent: row?.spent ?? '0.00',
    returned: row?.returned ?? '0.00',
    reimbursed: row?.reimbursed ?? '0.00',
    remaining: row?.remaining ?? null,
  };
}

/**
 * The figures of several of the tenant's advances in one statement (the advance list's page):
 * by id, spent, returned, reimbursed and remaining (approved − spent − returned + reimbursed, null
 * while not approved).
 */
export async function figuresOf(
  db: Db,
  tenantCode: string,
  ids: number[] | 'all',
): Promise<Map<number, AdvanceFigures>> {
  if (ids !== 'all' && ids.length === 0) return new Map();
  const only = (column: string): SQL =>
    ids === 'all'
      ? sql``
      : sql`and ${sql.raw(column)} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  const rows = await queryRows<{
    id: number;
    spent: string;
    returned: string;
    reimbursed: string;
    remaining: string | null;
  }>(
    db,
    sql`select a.id,
      coalesce(e.spent, 0)::numeric(16, 2)::text as spent,
      coalesce(s.returned, 0)::numeric(16, 2)::text as returned,
      coalesce(s.reimbursed, 0)::numeric(16, 2)::text as reimbursed,
      (a.approved_amount - coalesce(e.spent, 0) - coalesce(s.returned, 0) + coalesce(s.reimbursed, 0))::numeric(16, 2)::text as remaining
    from advance_requests a
    left join (
      select advance_request_id, sum(expense_amount) as spent from expenses
      where tenant_code = ${tenantCode} ${only('advance_request_id')}
      group by advance_request_id
    ) e on e.advance_request_id = a.id
    left join (
      select advance_request_id,
        sum(amount) filter (where kind = 'return') as returned,
        sum(amount) filter (where kind = 'reimburse') as reimbursed
      from advance_settlements
      where tenant_code = ${tenantCode} and status = 'Active' ${only('advance_request_id')}
      group by advance_request_id
    ) s on s.advance_request_id = a.id
    where a.tenant_code = ${tenantCode} ${only('a.id')}`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      { spent: r.spent, returned: r.returned, reimbursed: r.reimbursed, remaining: r.remaining },
    ]),
  );
}

/**
 * An approved amount as stored (2 decimals): more than 0 and at most the requested amount, else 400
 * (Advance Management's edit and Waiting for me's approval both check it so).
 */
export function approvedWithinRequested(approvedAmount: number, requestedAmount: string): string {
  const approved = approvedAmount.toFixed(2);
  if (paise(approved) <= 0n) throw badRequest(advanceReconcileMessages.approvedNotPositive);
  if (paise(approved) > paise(requestedAmount)) {
    throw badRequest(
      advanceReconcileMessages.approvedOverRequested(
        formatMoney(paise(approved)),
        formatMoney(paise(requestedAmount)),
      ),
    );
  }
  return approved;
}
