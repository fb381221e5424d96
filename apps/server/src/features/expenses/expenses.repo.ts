import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { expenses } from '../../db/schema/index.js';

export type ExpenseRow = typeof expenses.$inferSelect;
export type NewExpense = typeof expenses.$inferInsert;

export async function listExpenses(
  db: Db,
  tenantCode: string,
  advanceRequestId: number,
): Promise<ExpenseRow[]> {
  return db
    .select()
    .from(expenses)
    .where(and(eq(expenses.tenantCode, tenantCode), eq(expenses.advanceRequestId, advanceRequestId)))
    .orderBy(asc(expenses.id));
}

export async function insertExpense(db: Db, row: NewExpense): Promise<ExpenseRow> {
  const [inserted] = await db.insert(expenses).values(row).returning();
  if (!inserted) throw new Error('expense insert returned no row');
  return inserted;
}
