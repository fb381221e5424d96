import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { advanceRequests, advanceSettlements } from '../../db/schema/index.js';
import type { AdvanceRow } from './advances.repo.js';

/** Returns and reimbursements of advances, settling, and the person balance. */

export type SettlementRow = typeof advanceSettlements.$inferSelect;
export type NewSettlement = typeof advanceSettlements.$inferInsert;

export async function listSettlements(
  db: Db,
  tenantCode: string,
  advanceRequestId: number,
): Promise<SettlementRow[]> {
  return db
    .select()
    .from(advanceSettlements)
    .where(
      and(
        eq(advanceSettlements.tenantCode, tenantCode),
        eq(advanceSettlements.advanceRequestId, advanceRequestId),
      ),
    )
    .orderBy(asc(advanceSettlements.id));
}

export async function findSettlement(
  db: Db,
  tenantCode: string,
  id: number,
  forUpdate = false,
): Promise<SettlementRow | undefined> {
  const query = db
    .select()
    .from(advanceSettlements)
    .where(and(eq(advanceSettlements.tenantCode, tenantCode), eq(advanceSettlements.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertSettlement(db: Db, row: NewSettlement): Promise<SettlementRow> {
  const [inserted] = await db.insert(advanceSettlements).values(row).returning();
  if (!inserted) throw new Error('advance settlement insert returned no row');
  return inserted;
}

export async function reverseSettlement(
  db: Db,
  tenantCode: string,
  id: number,
  change: { by: string; reason: string },
): Promise<SettlementRow> {
  const [row] = await db
    .update(advanceSettlements)
    .set({ status: 'Reversed', reversedBy: change.by, reversedAt: sql`now()`, reverseReason: change.reason })
    .where(and(eq(advanceSettlements.tenantCode, tenantCode), eq(advanceSettlements.id, id)))
    .returning();
  if (!row) throw new Error('advance settlement reverse returned no row');
  return row;
}

/** A change of the advance's money: who and when, version + 1 (an edit open on the old version gets 409). */
export async function touchAdvance(db: Db, tenantCode: string, id: number, by: string): Promise<AdvanceRow> {
  const [row] = await db
    .update(advanceRequests)
    .set({ updatedBy: by, updatedAt: sql`now()`, version: sql`${advanceRequests.version} + 1` })
    .where(and(eq(advanceRequests.tenantCode, tenantCode), eq(advanceRequests.id, id)))
    .returning();
  if (!row) throw new Error('advance touch returned no row');
  return row;
}

/** The advance becomes Settled (locked), with who and when; version + 1. */
export async function settleAdvance(db: Db, tenantCode: string, id: number, by: string): Promise<AdvanceRow> {
  const [row] = await db
    .update(advanceRequests)
    .set({
      status: 'Settled',
      settledBy: by,
      settledAt: sql`now()`,
      updatedBy: by,
      updatedAt: sql`now()`,
      version: sql`${advanceRequests.version} + 1`,
    })
    .where(and(eq(advanceRequests.tenantCode, tenantCode), eq(advanceRequests.id, id)))
    .returning();
  if (!row) throw new Error('advance settle returned no row');
  return row;
}

export interface PersonBalanceFilter {
  tenantCode: string;
  siteCode?: string | undefined;
  /** Only this person's advances (a USER role type sees their own row). */
  person?: string | undefined;
}

export interface PersonBalanceSqlRow {
  person: string | null;
  is_total: number;
  open_advances: number;
  requested: string;
  approved: string;
  spent: string;
  returned: string;
  reimbursed: string;
  remaining: string;
}

/**
 * The person balance in one SQL statement: per person (requested_by) their open advances (Approved,
 * not Settled), with the requested and approved totals, spent (expenses), returned and reimbursed
 * (Active returns / reimbursements) and remaining = approved − spent − returned + reimbursed; then the
 * grand total (grouping sets), last. Every figure is numeric text.
 */
export async function personBalance(db: Db, f: PersonBalanceFilter): Promise<PersonBalanceSqlRow[]> {
  const site = f.siteCode === undefined ? sql`` : sql`and a.site_code = ${f.siteCode}`;
  const person = f.person === undefined ? sql`` : sql`and a.requested_by = ${f.person}`;
  // round, not ::numeric(16, 2): a company's totals may pass 10^14 (no overflow, 22003).
  const total = (expression: string) => sql.raw(`round(coalesce(sum(${expression}), 0), 2)::text`);
  return queryRows<PersonBalanceSqlRow>(
    db,
    sql`with open as (
        select a.id, a.requested_by, a.requested_amount,
          coalesce(a.approved_amount, a.requested_amount) as approved
        from advance_requests a
        where a.tenant_code = ${f.tenantCode} and a.status = 'Approved' ${site} ${person}
      ),
      spent as (
        select e.advance_request_id as id, sum(e.expense_amount) as spent
        from expenses e join open o on o.id = e.advance_request_id
        where e.tenant_code = ${f.tenantCode}
        group by e.advance_request_id
      ),
      st as (
        select s.advance_request_id as id,
          sum(s.amount) filter (where s.kind = 'return') as returned,
          sum(s.amount) filter (where s.kind = 'reimburse') as reimbursed
        from advance_settlements s join open o on o.id = s.advance_request_id
        where s.tenant_code = ${f.tenantCode} and s.status = 'Active'
        group by s.advance_request_id
      ),
      per as (
        select o.requested_by, o.requested_amount, o.approved,
          coalesce(spent.spent, 0) as spent,
          coalesce(st.returned, 0) as returned,
          coalesce(st.reimbursed, 0) as reimbursed
        from open o
        left join spent on spent.id = o.id
        left join st on st.id = o.id
      )
      select requested_by as person, grouping(requested_by) as is_total,
        count(*)::int as open_advances,
        ${total('requested_amount')} as requested,
        ${total('approved')} as approved,
        ${total('spent')} as spent,
        ${total('returned')} as returned,
        ${total('reimbursed')} as reimbursed,
        ${total('approved - spent - returned + reimbursed')} as remaining
      from per
      group by grouping sets ((requested_by), ())
      order by grouping(requested_by), requested_by`,
  );
}
