import type { ExpenseListQuery, ExpenseListSort, ListPage, MyExpenseListQuery } from '@sitebook/contract';
import { and, asc, count, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { advanceRequests, expenses } from '../../db/schema/index.js';
import { afterId, type ListBatch } from '../../lib/heavy-calls.js';
import type { PageRequest } from '../../lib/list-page.js';
import {
  exportIds,
  filteredPage,
  type ListFilter,
  orderOf,
  searchMatches,
  searchTextOf,
} from '../../lib/list-query.js';

export type ExpenseRow = typeof expenses.$inferSelect;
export type NewExpense = typeof expenses.$inferInsert;
export type ExpenseChanges = Pick<
  NewExpense,
  'expenseType' | 'expenseAmount' | 'expenseDate' | 'remarks' | 'documentIds' | 'updatedBy'
>;

const ofAdvance = (tenantCode: string, advanceRequestId: number) =>
  and(eq(expenses.tenantCode, tenantCode), eq(expenses.advanceRequestId, advanceRequestId));

/** An advance's expenses in id order: a batch after the expense `batch.after` (the unpaged list reads them so). */
export async function listExpenses(
  db: Db,
  tenantCode: string,
  advanceRequestId: number,
  batch?: ListBatch,
): Promise<ExpenseRow[]> {
  const query = db
    .select()
    .from(expenses)
    .where(and(ofAdvance(tenantCode, advanceRequestId), afterId(expenses.id, batch, 'asc')))
    .orderBy(asc(expenses.id));
  return batch ? query.limit(batch.limit) : query;
}

/** How many expenses the advance has. */
export async function countExpenses(db: Db, tenantCode: string, advanceRequestId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(expenses).where(ofAdvance(tenantCode, advanceRequestId));
  return Number(row?.n ?? 0);
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

const ofItsAdvance = and(
  eq(advanceRequests.tenantCode, expenses.tenantCode),
  eq(advanceRequests.id, expenses.advanceRequestId),
);

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

/**
 * The expenses of the advances `userName` requested, newest first (by id); a page when `bounds` is
 * given, or a batch of the unpaged list (the ids before `after`).
 */
export async function listMyExpenses(
  db: Db,
  tenantCode: string,
  userName: string,
  bounds?: Bounds | ListBatch,
): Promise<MyExpenseRow[]> {
  const batch = bounds && 'after' in bounds ? bounds : undefined;
  const query = db
    .select(myExpenseColumns)
    .from(expenses)
    .innerJoin(advanceRequests, ofItsAdvance)
    .where(and(mine(tenantCode, userName), afterId(expenses.id, batch, 'desc')))
    .orderBy(desc(expenses.id));
  if (!bounds) return query;
  return 'offset' in bounds ? query.limit(bounds.limit).offset(bounds.offset) : query.limit(bounds.limit);
}

/** How many expenses the advances `userName` requested have. */
export async function countMyExpenses(db: Db, tenantCode: string, userName: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(expenses)
    .innerJoin(advanceRequests, ofItsAdvance)
    .where(mine(tenantCode, userName));
  return Number(row?.n ?? 0);
}

/** The expense lists' sort fields (the contract's EXPENSE_LIST_SORTS) and what each orders by. */
const expenseSortColumns: Record<ExpenseListSort, PgColumn> = {
  expenseDate: expenses.expenseDate,
  expenseAmount: expenses.expenseAmount,
  expenseType: expenses.expenseType,
  createdAt: expenses.createdAt,
};

/** What an advance's expenses are filtered by (the parsed query, without page and sort). */
export type ExpenseFilter = Omit<ExpenseListQuery, 'page' | 'size' | 'sort'>;
/** What My Expenses are filtered by. */
export type MyExpenseFilter = Omit<MyExpenseListQuery, 'page' | 'size' | 'sort'>;

/** The filters both expense lists share: the type, the expense date range and the amount range. */
function expenseFilterConditions(filter: ExpenseFilter): (SQL | undefined)[] {
  return [
    filter.expenseType === undefined ? undefined : eq(expenses.expenseType, filter.expenseType),
    filter.expenseFrom ? gte(expenses.expenseDate, filter.expenseFrom) : undefined,
    filter.expenseTo ? lte(expenses.expenseDate, filter.expenseTo) : undefined,
    filter.amountMin ? gte(expenses.expenseAmount, filter.amountMin) : undefined,
    filter.amountMax ? lte(expenses.expenseAmount, filter.amountMax) : undefined,
  ];
}

/**
 * The condition of a filtered list of one advance's expenses, on expenses alone: the tenant
 * and advance, each filter given, and `q` in the type, remarks or who recorded it (its search_text).
 */
export function advanceExpenseWhere(
  tenantCode: string,
  advanceRequestId: number,
  filter: ExpenseFilter,
): SQL {
  return and(
    ofAdvance(tenantCode, advanceRequestId),
    filter.q === undefined ? undefined : searchMatches(searchTextOf(expenses), filter.q),
    ...expenseFilterConditions(filter),
  ) as SQL;
}

/** The ids of the tenant's advances `userName` requested (and, given `q`, whose search text holds it). */
const myAdvanceIds = (tenantCode: string, userName: string, q?: string) =>
  sql`(select ${advanceRequests.id} from ${advanceRequests} where ${and(
    eq(advanceRequests.tenantCode, tenantCode),
    eq(advanceRequests.requestedBy, userName),
    q === undefined ? undefined : searchMatches(searchTextOf(advanceRequests), q),
  )})`;

/**
 * The condition of filtered My Expenses, on expenses alone (so the count needs no join): the expenses
 * of the advances `userName` requested in the tenant, each filter given, and `q` in the expense's type,
 * remarks or who recorded it, or in its advance's code, site or comments.
 */
export function myExpenseWhere(tenantCode: string, userName: string, filter: MyExpenseFilter): SQL {
  return and(
    eq(expenses.tenantCode, tenantCode),
    sql`${expenses.advanceRequestId} in ${myAdvanceIds(tenantCode, userName)}`,
    filter.advanceRequestId === undefined
      ? undefined
      : eq(expenses.advanceRequestId, filter.advanceRequestId),
    filter.q === undefined
      ? undefined
      : or(
          searchMatches(searchTextOf(expenses), filter.q),
          sql`${expenses.advanceRequestId} in ${myAdvanceIds(tenantCode, userName, filter.q)}`,
        ),
    ...expenseFilterConditions(filter),
  ) as SQL;
}

/**
 * The order of an expense list: the sort asked for, else the list's own order (an advance's expenses
 * oldest first, My Expenses newest first).
 */
export const expenseOrder = (sort: ExpenseListQuery['sort'], fallback: 'id,asc' | 'id,desc'): SQL[] =>
  orderOf(sort, expenseSortColumns, expenses.id, fallback);

/** The rows of a filtered list of an advance's expenses in its order (before limit and offset). */
export const filteredExpensesQuery = (db: Db, where: SQL, order: SQL[]) =>
  db
    .select()
    .from(expenses)
    .where(where)
    .orderBy(...order);

/** The rows of filtered My Expenses in its order, each with its advance (before limit and offset). */
export const filteredMyExpensesQuery = (db: Db, where: SQL, order: SQL[]) =>
  db
    .select(myExpenseColumns)
    .from(expenses)
    .innerJoin(advanceRequests, ofItsAdvance)
    .where(where)
    .orderBy(...order);

/** One page of an advance's expenses searched, filtered or sorted, with its capped count. */
export function listFilteredExpensesPage(
  db: Db,
  filter: ListFilter,
  page: PageRequest,
): Promise<ListPage<ExpenseRow>> {
  return filteredPage(db, expenses, filter, page, (where) => filteredExpensesQuery(db, where, filter.order));
}

/** One page of My Expenses searched, filtered or sorted (`where` from myExpenseWhere), with its capped count. */
export function listFilteredMyExpensesPage(
  db: Db,
  filter: ListFilter,
  page: PageRequest,
): Promise<ListPage<MyExpenseRow>> {
  return filteredPage(db, expenses, filter, page, (where) =>
    filteredMyExpensesQuery(db, where, filter.order),
  );
}

/** The ids of a filtered expense list's export (either list), in its order (400 past LIST_EXPORT_MAX_ROWS). */
export const expenseExportIds = (db: Db, where: SQL, order: SQL[]): Promise<Int32Array> =>
  exportIds(db, expenses, where, order);

/** The tenant's expenses of these ids (an export's batch), in no order. */
export function listExpensesByIds(db: Db, tenantCode: string, ids: number[]): Promise<ExpenseRow[]> {
  return db
    .select()
    .from(expenses)
    .where(and(eq(expenses.tenantCode, tenantCode), inArray(expenses.id, ids)));
}

/** Those of these expenses that are `userName`'s own (an export's batch of My Expenses), in no order. */
export function listMyExpensesByIds(
  db: Db,
  tenantCode: string,
  userName: string,
  ids: number[],
): Promise<MyExpenseRow[]> {
  return db
    .select(myExpenseColumns)
    .from(expenses)
    .innerJoin(advanceRequests, ofItsAdvance)
    .where(and(mine(tenantCode, userName), inArray(expenses.id, ids)));
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
    .leftJoin(expenses, ofItsAdvance)
    .where(and(eq(advanceRequests.tenantCode, tenantCode), eq(advanceRequests.requestedBy, userName)))
    .groupBy(advanceRequests.id)
    .having(sql`count(${expenses.id}) > 0 or ${advanceRequests.status} = ${approvedStatus}`)
    .orderBy(desc(advanceRequests.id));
}
