import { createHash } from 'node:crypto';
import {
  LIST_COUNT_CAP,
  type ListPage,
  PAYABLE_CANCELLED,
  type PayableChange,
  type PayableHistoryQuery,
  type PayableListQuery,
  type PayableListSort,
} from '@sitebook/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lte,
  ne,
  or,
  type Placeholder,
  type SQL,
  sql,
  sum,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { insertPayableHistory } from '../../db/payable-history.js';
import { documents, payableHistory, payables, sites, vendors } from '../../db/schema/index.js';
import {
  overduePayableSql,
  paidOfPayableSql,
  payableAgeSql,
  payableOutstandingSql,
  payableOwedSql,
  payablesOwing,
  payableTotalSql,
} from '../../domain/payable-money.js';
import { afterId, type ListBatch } from '../../lib/heavy-calls.js';
import type { PageRequest } from '../../lib/list-page.js';
import {
  anyOf,
  cappedCount,
  filteredPage,
  type ListFilter,
  orderOf,
  searchMatches,
  searchTextOf,
} from '../../lib/list-query.js';
import { preparedPerDb } from '../../lib/prepared.js';
import { pageTotal, tenantPageReader, tenantPageWhere } from '../../lib/tenant-page.js';

export type PayableRow = typeof payables.$inferSelect;
/** The vendor a payable or history row names: its code and name (null if it were gone). */
export interface VendorOfRow {
  vendorCode: string | null;
  vendorName: string | null;
}
/**
 * A payable's total (amount + tax), what payments have paid and what is still owed (numeric text), as
 * the list reads them (domain/payable-money.ts).
 */
export interface PayableMoneyRow {
  total: string | number;
  paid: string | number;
  outstanding: string | number;
}
export type ListedPayableRow = PayableRow & VendorOfRow & PayableMoneyRow;
export type NewPayable = typeof payables.$inferInsert;
export type HistoryRow = typeof payableHistory.$inferSelect;
export type ListedHistoryRow = HistoryRow & VendorOfRow;
/** The columns an update may change (amount and dates only while not Payment Settled or Closed). */
export type PayableChanges = Pick<
  NewPayable,
  | 'erfSiteId'
  | 'erfVendorId'
  | 'typeOfWork'
  | 'typeOfMaterials'
  | 'quantity'
  | 'units'
  | 'amount'
  | 'taxAmount'
  | 'invoiceNumber'
  | 'billDate'
  | 'paymentDueDate'
  | 'paymentMode'
  | 'remarks'
  | 'status'
  | 'vendorDocumentIds'
  | 'updatedBy'
>;

/** The payable's vendor, of the same tenant (a vendor with payables cannot be deleted). */
const payableVendor = and(eq(vendors.id, payables.erfVendorId), eq(vendors.tenantCode, payables.tenantCode));
const payablesTable = sql.raw('"payables"');
/**
 * A payable's money in the list's statements (the payables table unaliased), only through
 * domain/payable-money.ts's fragments: the columns, the sorts and the range filters follow them.
 */
const totalOfPayable = () => payableTotalSql(payablesTable);
const outstandingOfPayable = () => payableOutstandingSql(payablesTable);
const listedPayable = {
  ...getTableColumns(payables),
  vendorCode: vendors.vendorCode,
  vendorName: vendors.vendorName,
  total: sql<string>`${totalOfPayable()}`.as('total'),
  paid: sql<string>`${paidOfPayableSql(payablesTable)}`.as('paid'),
  outstanding: sql<string>`${outstandingOfPayable()}`.as('outstanding'),
};

/** The tenant's payables in id order: a batch after the payable `batch.after` (the unpaged list reads them so). */
export async function listPayables(
  db: Db,
  tenantCode: string,
  batch?: ListBatch,
): Promise<ListedPayableRow[]> {
  const query = db
    .select(listedPayable)
    .from(payables)
    .leftJoin(vendors, payableVendor)
    .where(and(eq(payables.tenantCode, tenantCode), afterId(payables.id, batch, 'asc')))
    .orderBy(asc(payables.id));
  return batch ? query.limit(batch.limit) : query;
}

/**
 * The payables page query (newest first, each with its vendor's code and name), for the list and
 * for the bench's bare limit to run the same SQL.
 */
export const payablesPageQuery = (db: Db) =>
  db
    .select({ row: listedPayable, total: pageTotal(db) })
    .from(payables)
    .leftJoin(vendors, payableVendor)
    .where(tenantPageWhere(db, payables, 'desc'))
    .orderBy(desc(payables.id));

/** One page of the tenant's payables, newest first (the list screen's order). */
export const listPayablesPage = tenantPageReader<ListedPayableRow>(
  payables,
  'desc',
  'payables_page',
  payablesPageQuery,
);

/** The payables list's sort fields (the contract's PAYABLE_LIST_SORTS) and what each orders by. */
const payableSortColumns: Record<PayableListSort, PgColumn | SQL> = {
  vendorPayableCode: payables.vendorPayableCode,
  billDate: payables.billDate,
  paymentDueDate: payables.paymentDueDate,
  amount: payables.amount,
  status: payables.status,
  createdAt: payables.createdAt,
  total: totalOfPayable(),
  outstanding: outstandingOfPayable(),
};
/** What the payables list is filtered by (the parsed query, without page and sort). */
export type PayableFilter = Omit<PayableListQuery, 'page' | 'size' | 'sort'>;

const vendorMatchCondition = (tenantCode: string, q: string) =>
  and(eq(vendors.tenantCode, tenantCode), searchMatches(searchTextOf(vendors), q));

/** A filtered payables list's condition; for a search also each place `q` may be found, alone. */
export interface PayableConditions {
  where: SQL;
  alternatives?: SQL[];
}

/** A filter's value in a condition: the value itself, or a named placeholder of a prepared statement. */
type Bind = <T>(name: string, value: T) => T | Placeholder;
const asValue: Bind = (_name, value) => value;

/** The conditions of every filter given but `q`, each value through `bind`. */
function filterConditions(tenantCode: string, filter: PayableFilter, today: string, bind: Bind): SQL[] {
  const conditions: SQL[] = [eq(payables.tenantCode, bind('tenant', tenantCode))];
  const add = (condition: SQL | undefined) => condition && conditions.push(condition);
  if (filter.status)
    add(
      inArray(
        payables.status,
        filter.status.map((s, i) => bind(`status${i}`, s)),
      ),
    );
  if (filter.siteId !== undefined) add(eq(payables.erfSiteId, bind('siteId', filter.siteId)));
  if (filter.vendorId !== undefined) add(eq(payables.erfVendorId, bind('vendorId', filter.vendorId)));
  if (filter.billFrom) add(gte(payables.billDate, bind('billFrom', filter.billFrom)));
  if (filter.billTo) add(lte(payables.billDate, bind('billTo', filter.billTo)));
  if (filter.dueFrom) add(gte(payables.paymentDueDate, bind('dueFrom', filter.dueFrom)));
  if (filter.dueTo) add(lte(payables.paymentDueDate, bind('dueTo', filter.dueTo)));
  if (filter.amountMin) add(gte(payables.amount, bind('amountMin', filter.amountMin)));
  if (filter.amountMax) add(lte(payables.amount, bind('amountMax', filter.amountMax)));
  if (filter.totalMin) add(sql`${totalOfPayable()} >= ${bind('totalMin', filter.totalMin)}::numeric`);
  if (filter.totalMax) add(sql`${totalOfPayable()} <= ${bind('totalMax', filter.totalMax)}::numeric`);
  if (filter.outstandingMin)
    add(sql`${outstandingOfPayable()} >= ${bind('outstandingMin', filter.outstandingMin)}::numeric`);
  if (filter.outstandingMax)
    add(sql`${outstandingOfPayable()} <= ${bind('outstandingMax', filter.outstandingMax)}::numeric`);
  if (filter.overdue === true) {
    for (const condition of overduePayableSql(bind('today', today))) add(condition);
  } else if (filter.overdue === false) {
    add(sql`not (${payables.paymentDueDate} < ${bind('today', today)} and ${payableOwedSql})`);
  }
  if (filter.age) for (const condition of payableAgeSql(filter.age, bind('today', today))) add(condition);
  return conditions;
}

/**
 * The condition of a filtered payables list, on the payables table alone: the tenant, each
 * filter given, and `q` in the payable's code, invoice number or remarks or in its vendor's code,
 * name, phone, contact or GSTIN. `today` (YYYY-MM-DD) decides what is overdue: due before today and
 * still owed.
 *
 * For a search, `alternatives` are the same condition with each side of `q` alone, for the search's
 * first step (lib/list-query.ts filteredPage): the payable's own text by its trigram index, and its
 * vendor's by the vendors' trigram index joined to payables_tenant_vendor_status_idx. Each reads its
 * own index and stops at the count's limit; their `or` PostgreSQL can only answer by reading every
 * candidate of both, or the company's rows (136–228 ms for "Sánchez", whose 6,452 vendors name 64,520
 * of a million payables).
 */
export function payableConditions(
  tenantCode: string,
  filter: PayableFilter,
  today: string,
): PayableConditions {
  const conditions = filterConditions(tenantCode, filter, today, asValue);
  if (filter.q === undefined) return { where: and(...conditions) as SQL };
  const own = searchMatches(searchTextOf(payables), filter.q);
  const ofVendor = sql`${payables.erfVendorId} in (select ${vendors.id} from ${vendors} where ${vendorMatchCondition(tenantCode, filter.q)})`;
  return {
    where: and(...conditions, or(own, ofVendor)) as SQL,
    alternatives: [and(...conditions, own) as SQL, and(...conditions, ofVendor) as SQL],
  };
}

/**
 * Whether a filtered list's page is one of the statements prepared once per shape
 * (listPayablesPageByShape): no search and no range, only equal or listed values (status, site,
 * vendor, overdue only), so one plan suits every value (test/list-plans.spec.ts checks each shape's).
 * "Not overdue" matches nearly every payable, and its count planned once read the table through.
 */
export const isShapedFilter = (filter: PayableFilter): boolean =>
  filter.overdue !== false &&
  [
    filter.q,
    filter.billFrom,
    filter.billTo,
    filter.dueFrom,
    filter.dueTo,
    filter.amountMin,
    filter.amountMax,
    filter.totalMin,
    filter.totalMax,
    filter.outstandingMin,
    filter.outstandingMax,
    filter.age,
  ].every((v) => v === undefined);

/** What a shaped filter's statement depends on: which filters are given (not their values) and the sort. */
const shapeOf = (filter: PayableFilter, sort: PayableListQuery['sort']): string =>
  [
    filter.status?.length ?? 0,
    filter.siteId !== undefined,
    filter.vendorId !== undefined,
    filter.overdue === true,
    sort ? `${sort.field},${sort.direction}` : '',
  ].join('|');

/**
 * The page statement of a shaped filter, with placeholders for the filters' values (named as
 * filterConditions binds them), `size` and `offset`: the page's rows, each carrying the filter's
 * count capped at LIST_COUNT_CAP + 1 (`page_total`), one statement and one snapshot like the plain page.
 * The page's ids are found on the payables alone, then their rows and vendors read by id: planned
 * once for every value, a join of the matches to the vendors before the limit became a hash join
 * over every company's vendors.
 */
export function shapedPayablesQuery(db: Db, filter: PayableFilter, sort: PayableListQuery['sort']) {
  const where = and(...filterConditions('', filter, '', (name) => sql.placeholder(name))) as SQL;
  const matching = db
    .select({ one: sql`1` })
    .from(payables)
    .where(where)
    .limit(LIST_COUNT_CAP + 1);
  const order = payableOrder(sort);
  const pageIds = db
    .select({ id: payables.id })
    .from(payables)
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('size'))
    .offset(sql.placeholder('offset'));
  return db
    .select({
      row: listedPayable,
      total: sql<string | number>`(select count(*) from ${matching.as('matching')})`.as('page_total'),
    })
    .from(payables)
    .leftJoin(vendors, payableVendor)
    .where(
      and(eq(payables.tenantCode, sql.placeholder('tenant')), sql`${payables.id} = any(array${pageIds})`),
    )
    .orderBy(...order);
}

type ShapedStatement = ReturnType<ReturnType<typeof shapedPayablesQuery>['prepare']>;
/** Each database handle's shaped statements, by shape (a few hundred at most: see shapeOf). */
const shapedStatements = preparedPerDb(() => new Map<string, ShapedStatement>());

/** The values of a shaped statement's placeholders (filterConditions names them), without size and offset. */
export function shapedValues(
  tenantCode: string,
  filter: PayableFilter,
  today: string,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  filterConditions(tenantCode, filter, today, (name, value) => {
    values[name] = value;
    return value;
  });
  return values;
}

/**
 * One page of a shaped filter (isShapedFilter) with its capped count, by a statement prepared once
 * per shape: PostgreSQL neither parses nor plans it again (it planned the page in 1.5 ms and ran it
 * in 0.3 at a million payables), and drizzle does not build it again.
 */
export async function listPayablesPageByShape(
  db: Db,
  tenantCode: string,
  filter: PayableFilter,
  sort: PayableListQuery['sort'],
  today: string,
  page: PageRequest,
): Promise<ListPage<ListedPayableRow>> {
  const statements = shapedStatements(db);
  const shape = shapeOf(filter, sort);
  let statement = statements.get(shape);
  if (!statement) {
    const name = `payables_shape_${createHash('sha1').update(shape).digest('hex').slice(0, 16)}`;
    statement = shapedPayablesQuery(db, filter, sort).prepare(name);
    statements.set(shape, statement);
  }
  const found = await statement.execute({
    ...shapedValues(tenantCode, filter, today),
    size: page.size,
    offset: (page.page - 1) * page.size,
  });
  const first = found[0];
  // A page past the end has no row to carry the count.
  const total = first
    ? Number(first.total)
    : (await cappedCount(db, payables, payableConditions(tenantCode, filter, today).where)).total;
  return { rows: found.map((r) => r.row), total, capped: total > LIST_COUNT_CAP };
}

/**
 * What the payables of a filtered list still owe, summed, with their exact count (the overdue list's
 * total: the same condition the page and the home page's Overdue card read; domain/payable-money.ts).
 */
export const owingOfFilter = (db: Db, tenantCode: string, filter: PayableFilter, today: string) =>
  payablesOwing(db, payableConditions(tenantCode, filter, today).where);

/** The order of the payables list: the sort asked for, else newest first (as the plain list). */
export const payableOrder = (sort: PayableListQuery['sort']): SQL[] =>
  orderOf(sort, payableSortColumns, payables.id, 'id,desc');

/** One page of a searched, filtered or sorted payables list, with its capped count. */
export function listFilteredPayablesPage(
  db: Db,
  filter: ListFilter,
  page: PageRequest,
): Promise<ListPage<ListedPayableRow>> {
  return filteredPage(db, payables, filter, page, (where) => filteredPayablesQuery(db, where, filter.order));
}

/** The rows of a filtered payables list in its order, each with its vendor (before limit and offset). */
export const filteredPayablesQuery = (db: Db, where: SQL, order: SQL[]) =>
  db
    .select(listedPayable)
    .from(payables)
    .leftJoin(vendors, payableVendor)
    .where(where)
    .orderBy(...order);

/** The columns the export writes (only those: drizzle maps every selected field of every row). */
const exportedPayable = {
  id: payables.id,
  vendorPayableCode: payables.vendorPayableCode,
  siteCode: sites.siteCode,
  siteName: sites.siteName,
  vendorCode: vendors.vendorCode,
  vendorName: vendors.vendorName,
  typeOfMaterials: payables.typeOfMaterials,
  typeOfWork: payables.typeOfWork,
  quantity: payables.quantity,
  units: payables.units,
  invoiceNumber: payables.invoiceNumber,
  amount: payables.amount,
  taxAmount: payables.taxAmount,
  total: listedPayable.total,
  paid: listedPayable.paid,
  outstanding: listedPayable.outstanding,
  billDate: payables.billDate,
  paymentDueDate: payables.paymentDueDate,
  paymentMode: payables.paymentMode,
  status: payables.status,
  remarks: payables.remarks,
};
export type ExportedPayableRow = Awaited<ReturnType<typeof exportedPayablesByIds>>[number];

/** The tenant's payables of these ids (an export's batch) with vendor and site, in no order. */
export function exportedPayablesByIds(db: Db, tenantCode: string, ids: number[]) {
  return db
    .select(exportedPayable)
    .from(payables)
    .leftJoin(vendors, payableVendor)
    .leftJoin(sites, and(eq(sites.id, payables.erfSiteId), eq(sites.tenantCode, payables.tenantCode)))
    .where(and(eq(payables.tenantCode, tenantCode), anyOf(payables.id, ids)));
}

/**
 * Another of the vendor's payables, not Cancelled, with this invoice number (any case): the
 * duplicate bill rule (the unique index payables_vendor_invoice_uq backs it). Run under
 * the vendor's row lock, which every payable write of that vendor takes first.
 */
export async function findInvoice(
  db: Db,
  tenantCode: string,
  vendorId: number,
  invoiceNumber: string,
  exceptId?: number,
): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: payables.id })
    .from(payables)
    .where(
      and(
        eq(payables.tenantCode, tenantCode),
        eq(payables.erfVendorId, vendorId),
        sql`lower(${payables.invoiceNumber}) = lower(${invoiceNumber})`,
        ne(payables.status, PAYABLE_CANCELLED),
        exceptId === undefined ? undefined : ne(payables.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Locks one of the tenant's payables until the transaction ends (so no payment is allocated to it
 * meanwhile) and answers what its Active payments have paid, as numeric text ('0.00' when none).
 */
export async function lockPayableAndReadPaid(db: Db, tenantCode: string, id: number): Promise<string> {
  await db
    .select({ id: payables.id })
    .from(payables)
    .where(and(eq(payables.tenantCode, tenantCode), eq(payables.id, id)))
    .for('update');
  const [row] = await db
    .select({ paid: sql<string>`${paidOfPayableSql(sql.raw('"payables"'))}::numeric(16, 2)::text` })
    .from(payables)
    .where(and(eq(payables.tenantCode, tenantCode), eq(payables.id, id)));
  return row?.paid ?? '0.00';
}

export async function findPayable(db: Db, tenantCode: string, id: number): Promise<PayableRow | undefined> {
  const [row] = await db
    .select()
    .from(payables)
    .where(and(eq(payables.tenantCode, tenantCode), eq(payables.id, id)));
  return row;
}

export async function insertPayable(db: Db, row: NewPayable): Promise<PayableRow> {
  const [inserted] = await db.insert(payables).values(row).returning();
  if (!inserted) throw new Error('payable insert returned no row');
  return inserted;
}

/**
 * Updates the row only if it still has `version` (optimistic concurrency: the condition is part of
 * the UPDATE, so of two concurrent updates naming one version exactly one succeeds). Undefined
 * when the payable changed meanwhile (or does not exist).
 */
export async function updatePayable(
  db: Db,
  tenantCode: string,
  id: number,
  version: number,
  changes: PayableChanges,
): Promise<PayableRow | undefined> {
  const [row] = await db
    .update(payables)
    .set({ ...changes, updatedAt: sql`now()`, version: sql`${payables.version} + 1` })
    .where(and(eq(payables.tenantCode, tenantCode), eq(payables.id, id), eq(payables.version, version)))
    .returning();
  return row;
}

/** What kind of change a history row records. */
export type HistoryAction = 'create' | 'update' | 'document removed' | 'cancel';

/** Sets a payable's status to Cancelled if it still has `version` (undefined when changed meanwhile). */
export async function cancelPayable(
  db: Db,
  tenantCode: string,
  id: number,
  version: number,
  updatedBy: string,
): Promise<PayableRow | undefined> {
  const [row] = await db
    .update(payables)
    .set({
      status: PAYABLE_CANCELLED,
      updatedBy,
      updatedAt: sql`now()`,
      version: sql`${payables.version} + 1`,
    })
    .where(and(eq(payables.tenantCode, tenantCode), eq(payables.id, id), eq(payables.version, version)))
    .returning();
  return row;
}

/**
 * Appends the history row of a payable as it is now (after a create, an update or a document
 * removal): the history fields, who and when, the kind of change, the remarks saved with it and
 * the reason, when one was given.
 */
export function insertHistory(
  db: Db,
  row: PayableRow,
  change: { action: HistoryAction; reason?: string; changes?: PayableChange[] } = { action: 'update' },
): Promise<void> {
  return insertPayableHistory(db, row, change);
}

/** The payable history's order: by when each change was made as asked, else oldest first (by id). */
export const historyOrder = (sort: PayableHistoryQuery['sort']): SQL[] =>
  orderOf(sort, { updatedAt: payableHistory.updatedAt }, payableHistory.id, 'id,asc');

/** A payable's history rows in `order` (oldest first), each with the code and name of the vendor it names. */
export async function listHistory(
  db: Db,
  tenantCode: string,
  payableId: number,
  order: SQL[] = historyOrder(undefined),
): Promise<ListedHistoryRow[]> {
  return db
    .select({
      ...getTableColumns(payableHistory),
      vendorCode: vendors.vendorCode,
      vendorName: vendors.vendorName,
    })
    .from(payableHistory)
    .leftJoin(
      vendors,
      and(eq(vendors.id, payableHistory.erfVendorId), eq(vendors.tenantCode, payableHistory.tenantCode)),
    )
    .where(and(eq(payableHistory.tenantCode, tenantCode), eq(payableHistory.payableId, payableId)))
    .orderBy(...order);
}

/**
 * One of the tenant's payable documents (who uploaded it, its name; no content), locked for update:
 * a create or update that share-locked it finishes first, and a concurrent removal waits.
 */
export async function findPayableDocumentForRemoval(db: Db, tenantCode: string, id: number) {
  const [row] = await db
    .select({ id: documents.id, fileName: documents.fileName, createdBy: documents.createdBy })
    .from(documents)
    .where(and(eq(documents.tenantCode, tenantCode), eq(documents.id, id), eq(documents.kind, 'payable')))
    .for('update');
  return row;
}

/** The tenant's payables that list the document, locked until the transaction ends. */
export async function payablesListingDocument(
  db: Db,
  tenantCode: string,
  documentId: number,
): Promise<PayableRow[]> {
  return db
    .select()
    .from(payables)
    .where(
      and(
        eq(payables.tenantCode, tenantCode),
        sql`${String(documentId)} = any(string_to_array(${payables.vendorDocumentIds}, ','))`,
      ),
    )
    .orderBy(asc(payables.id))
    .for('update');
}

/**
 * Drops a document id from one payable: a change of that payable (version + 1, updatedBy, updatedAt).
 * The row must have been read locked in the same transaction.
 */
export async function dropDocumentId(
  db: Db,
  tenantCode: string,
  payableId: number,
  documentId: number,
  updatedBy: string,
): Promise<PayableRow> {
  const id = String(documentId);
  const [row] = await db
    .update(payables)
    .set({
      vendorDocumentIds: sql`array_to_string(array_remove(string_to_array(${payables.vendorDocumentIds}, ','), ${id}), ',')`,
      updatedBy,
      updatedAt: sql`now()`,
      version: sql`${payables.version} + 1`,
    })
    .where(and(eq(payables.tenantCode, tenantCode), eq(payables.id, payableId)))
    .returning();
  if (!row) throw new Error('payable vanished while locked');
  return row;
}

/** Payables of one site whose bill date is in [from, to], optionally of one vendor and/or status. */
export async function summaryRows(
  db: Db,
  tenantCode: string,
  filter: { siteId: number; from: string; to: string; vendorId?: number; status?: string },
) {
  const conditions = [
    eq(payables.tenantCode, tenantCode),
    // A cancelled payable leaves every summary.
    ne(payables.status, PAYABLE_CANCELLED),
    eq(payables.erfSiteId, filter.siteId),
    gte(payables.billDate, filter.from),
    lte(payables.billDate, filter.to),
  ];
  if (filter.vendorId !== undefined) conditions.push(eq(payables.erfVendorId, filter.vendorId));
  if (filter.status !== undefined) conditions.push(eq(payables.status, filter.status));
  return db
    .select({
      vendorPayableId: payables.id,
      vendorPayableCode: payables.vendorPayableCode,
      erfVendorId: payables.erfVendorId,
      vendorName: vendors.vendorName,
      billDate: payables.billDate,
      paymentDueDate: payables.paymentDueDate,
      amount: payables.amount,
      total: payables.billedAmount,
      paid: payables.paidAmount,
      outstanding: sql<string>`${payableOutstandingSql(payablesTable)}`,
      status: payables.status,
    })
    .from(payables)
    .innerJoin(vendors, and(eq(vendors.id, payables.erfVendorId), eq(vendors.tenantCode, tenantCode)))
    .where(and(...conditions))
    .orderBy(asc(payables.billDate), asc(payables.id));
}

/**
 * Count, total billed (the vendor ledger's: amount + tax) and outstanding of the tenant's payables
 * billed in [from, to], per site code and status.
 */
export async function totalsBySiteAndStatus(db: Db, tenantCode: string, from: string, to: string) {
  const rows = await db
    .select({
      siteCode: sites.siteCode,
      status: payables.status,
      count: count(),
      totalAmount: sum(payables.billedAmount),
      outstanding: sql<string>`sum(${payableOutstandingSql(payablesTable)})`,
    })
    .from(payables)
    .innerJoin(sites, and(eq(sites.id, payables.erfSiteId), eq(sites.tenantCode, tenantCode)))
    .where(
      and(
        eq(payables.tenantCode, tenantCode),
        ne(payables.status, PAYABLE_CANCELLED),
        gte(payables.billDate, from),
        lte(payables.billDate, to),
      ),
    )
    .groupBy(sites.siteCode, payables.status);
  return rows.map((r) => ({
    siteCode: r.siteCode,
    status: r.status,
    count: Number(r.count),
    totalAmount: Number(r.totalAmount ?? 0),
    outstanding: Number(r.outstanding ?? 0),
  }));
}

/** One refusal of a duplicate invoice number (who, when, which vendor, site and number). */
export async function recordDuplicateRefusal(
  db: Db,
  r: {
    tenantCode: string;
    vendorId: number;
    siteId: number;
    payableId: number | null;
    invoiceNumber: string;
    refusedBy: string;
  },
): Promise<void> {
  await db.execute(
    sql`insert into duplicate_invoice_refusals (tenant_code, vendor_id, site_id, payable_id, invoice_number, refused_by)
        values (${r.tenantCode}, ${r.vendorId}, ${r.siteId}, ${r.payableId}, ${r.invoiceNumber}, ${r.refusedBy})`,
  );
}
