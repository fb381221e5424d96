import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { advanceRequests, expenses } from '../../db/schema/index.js';

export type ExpenseRow = typeof expenses.$inferSelect;
export type NewExpense = typeof expenses.$inferInsert;
export type ExpenseChanges = Pick<
  NewExpense,
  'expenseType' | 'expenseAmount' | 'expenseDate' | 'remarks' | 'documentIds' | 'updatedBy'
>;

const ofAdvance = (tenantCode: string, advanceRequestId: number) =>
  and(eq(expenses.tenantCode, tenantCode), eq(expenses.advanceRequestId, advanceRequestId));

export async function listExpenses(
  db: Db,
  tenantCode: string,
  advanceRequestId: number,
): Promise<ExpenseRow[]> {
  return db.select().from(expenses).where(ofAdvance(tenantCode, advanceRequestId)).orderBy(asc(expenses.id));
}

/** One of the tenant's expenses (another tenant's is not found). */
export async function findExpense(db: Db, tenantCode: string, id: number): Promise<ExpenseRow | undefined> {
  const [row] = await db
    .select()
    .from(expenses)
    .where(and(eq(expenses.tenantCode, tenantCode), eq(expenses.id, id)));
  return row;
}

export async function insertExpense(db: Db, row: NewExpense): Promise<ExpenseRow> {
  const [inserted] = await db.insert(expenses).values(row).returning();
  if (!inserted) throw new Error('expense insert returned no row');
  return inserted;
}

export async function updateExpense(
  db: Db,
  tenantCode: string,
  id: number,
  changes: ExpenseChanges,
): Promise<ExpenseRow> {
  const [row] = await db
    .update(expenses)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(expenses.tenantCode, tenantCode), eq(expenses.id, id)))
    .returning();
  if (!row) throw new Error('expense update returned no row');
  return row;
}

export async function deleteExpense(db: Db, tenantCode: string, id: number): Promise<void> {
  await db.delete(expenses).where(and(eq(expenses.tenantCode, tenantCode), eq(expenses.id, id)));
}

/** Page bounds of a list query (none: the whole list). */
export interface Bounds {
  limit: number;
  offset: number;
}

/** The join of an expense with its advance, within the tenant (the advance requested by `userName`). */
const mine = (tenantCode: string, userName: string) =>
  and(eq(expenses.tenantCode, tenantCode), eq(advanceRequests.requestedBy, userName));

const myExpenseColumns = {
  id: expenses.id,
  advanceRequestId: expenses.advanceRequestId,
  advanceId: advanceRequests.advanceId,
  siteCode: advanceRequests.siteCode,
  advanceStatus: advanceRequests.status,
  expenseType: expenses.expenseType,
  expenseAmount: expenses.expenseAmount,
  expenseDate: expenses.expenseDate,
  remarks: expenses.remarks,
  documentIds: expenses.documentIds,
  createdBy: expenses.createdBy,
  createdAt: expenses.createdAt,
};

export type MyExpenseRow = {
  [K in keyof typeof myExpenseColumns]: (typeof myExpenseColumns)[K]['_']['data'];
};

/** The expenses of the advances `userName` requested, newest first (by id); a page when `bounds` is given. */
export async function listMyExpenses(
  db: Db,
  tenantCode: string,
  userName: string,
  bounds?: Bounds,
): Promise<MyExpenseRow[]> {
  const query = db
    .select(myExpenseColumns)
    .from(expenses)
    .innerJoin(
      advanceRequests,
      and(
        eq(advanceRequests.tenantCode, expenses.tenantCode),
        eq(advanceRequests.id, expenses.advanceRequestId),
      ),
    )
    .where(mine(tenantCode, userName))
    .orderBy(desc(expenses.id));
  return bounds ? query.limit(bounds.limit).offset(bounds.offset) : query;
}

/** How many expenses the advances `userName` requested have. */
export async function countMyExpenses(db: Db, tenantCode: string, userName: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(expenses)
    .innerJoin(
      advanceRequests,
      and(
        eq(advanceRequests.tenantCode, expenses.tenantCode),
        eq(advanceRequests.id, expenses.advanceRequestId),
      ),
    )
    .where(mine(tenantCode, userName));
  return Number(row?.n ?? 0);
}

export interface MyTotalsRow {
  advanceRequestId: number;
  advanceId: string;
  siteCode: string;
  status: string;
  approved: string | null;
  spent: string;
  remaining: string | null;
  expenseCount: number;
}

/**
 * Per advance `userName` requested that has expenses or is `approvedStatus`, newest first: approved,
 * spent (the sum of its expenses) and remaining (approved − spent), all numeric text summed by the
 * database in one statement.
 */
export async function myAdvanceTotals(
  db: Db,
  tenantCode: string,
  userName: string,
  approvedStatus: string,
): Promise<MyTotalsRow[]> {
  const spent = sql`coalesce(sum(${expenses.expenseAmount}), 0)`;
  return db
    .select({
      advanceRequestId: advanceRequests.id,
      advanceId: advanceRequests.advanceId,
      siteCode: advanceRequests.siteCode,
      status: advanceRequests.status,
      approved: sql<string | null>`${advanceRequests.approvedAmount}::numeric(16, 2)::text`,
      spent: sql<string>`(${spent})::numeric(16, 2)::text`,
      remaining: sql<string | null>`(${advanceRequests.approvedAmount} - ${spent})::numeric(16, 2)::text`,
      expenseCount: sql<number>`count(${expenses.id})::int`,
    })
    .from(advanceRequests)
    .leftJoin(
      expenses,
      and(
        eq(expenses.tenantCode, advanceRequests.tenantCode),
        eq(expenses.advanceRequestId, advanceRequests.id),
      ),
    )
    .where(and(eq(advanceRequests.tenantCode, tenantCode), eq(advanceRequests.requestedBy, userName)))
    .groupBy(advanceRequests.id)
    .having(sql`count(${expenses.id}) > 0 or ${advanceRequests.status} = ${approvedStatus}`)
    .orderBy(desc(advanceRequests.id));
}
