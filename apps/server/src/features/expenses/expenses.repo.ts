import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { expenses } from '../../db/schema/index.js';

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
