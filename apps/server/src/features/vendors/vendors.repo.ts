import {
  GLOBAL_TENANT,
  type ListPage,
  type VendorExportQuery,
  type VendorListQuery,
  type VendorListSort,
} from '@sitebook/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNotNull,
  like,
  lt,
  ne,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../../db/client.js';
import type { VendorRow } from '../../db/lookups.js';
import { companies, onetimeAttributes, payables, vendors, vendorUploads } from '../../db/schema/index.js';
import { afterId, type ListBatch } from '../../lib/heavy-calls.js';
import type { PageRequest } from '../../lib/list-page.js';
import {
  anyOf,
  filteredPage,
  foldedEquals,
  type ListFilter,
  orderOf,
  searchMatches,
  searchTextOf,
} from '../../lib/list-query.js';
import { tenantPageReader } from '../../lib/tenant-page.js';

export type { VendorRow };
export type NewVendor = typeof vendors.$inferInsert;
/** The columns an update may change. */
export type VendorChanges = Partial<
  Omit<NewVendor, 'id' | 'tenantCode' | 'vendorCode' | 'createdBy' | 'createdAt'>
>;

/** The tenant's vendors in id order: a batch after the vendor `batch.after` (the unpaged list reads them so). */
export async function listVendors(db: Db, tenantCode: string, batch?: ListBatch): Promise<VendorRow[]> {
  const query = db
    .select()
    .from(vendors)
    .where(and(eq(vendors.tenantCode, tenantCode), afterId(vendors.id, batch, 'asc')))
    .orderBy(asc(vendors.id));
  return batch ? query.limit(batch.limit) : query;
}

/** One page of the tenant's vendors, newest first (a new vendor shows on the first page, as payables). */
export const listVendorsPage = tenantPageReader<VendorRow>(vendors, 'desc', 'vendors_page');

/** The vendor list's sort fields (the contract's VENDOR_LIST_SORTS) and what each orders by. */
const vendorSortColumns: Record<VendorListSort, PgColumn | SQL> = {
  vendorCode: vendors.vendorCode,
  vendorName: vendors.vendorName,
  vendorCategory: vendors.vendorCategory,
  city: vendors.city,
  currentBalance: vendors.currentBalance,
  createdAt: vendors.createdAt,
  // Never-rated vendors sort as the lowest.
  rating: sql`coalesce(${vendors.ratingOverall}, 0)`,
};

/** What the vendor list is filtered by (the parsed query, without page, sort and the id mode). */
export type VendorFilter = Omit<VendorExportQuery, 'page' | 'size' | 'sort' | 'format'>;

/**
 * The condition of a searched or filtered vendor list: the tenant, `q` in the folded
 * search text (code, name, phone, contact person, GSTIN), status, category and state as list values,
 * and the typed city ignoring case and accents.
 */
export function vendorFilterWhere(tenantCode: string, filter: VendorFilter): SQL {
  const conditions: (SQL | undefined)[] = [eq(vendors.tenantCode, tenantCode)];
  if (filter.q !== undefined) conditions.push(searchMatches(searchTextOf(vendors), filter.q));
  if (filter.status) conditions.push(inArray(vendors.status, filter.status));
  if (filter.category !== undefined) conditions.push(eq(vendors.vendorCategory, filter.category));
  if (filter.state !== undefined) conditions.push(eq(vendors.state, filter.state));
  if (filter.city !== undefined) conditions.push(foldedEquals(vendors.city, filter.city));
  if (filter.ratedBelow !== undefined) conditions.push(lt(vendors.ratingOverall, String(filter.ratedBelow)));
  return and(...conditions) as SQL;
}

/** The order of the vendor list: the sort asked for, else newest first (as the plain page). */
export const vendorOrder = (sort: VendorListQuery['sort']): SQL[] =>
  orderOf(sort, vendorSortColumns, vendors.id, 'id,desc');

/** One page of a searched, filtered or sorted vendor list, with its capped count. */
export function listFilteredVendorsPage(
  db: Db,
  filter: ListFilter,
  page: PageRequest,
): Promise<ListPage<VendorRow>> {
  return filteredPage(db, vendors, filter, page, (where) => filteredVendorsQuery(db, where, filter.order));
}

/** The rows of a filtered vendor list in its order (before limit and offset). */
export const filteredVendorsQuery = (db: Db, where: SQL, order: SQL[]) =>
  db
    .select()
    .from(vendors)
    .where(where)
    .orderBy(...order);

/** The tenant's vendors of these ids (an export's batch), in no order. */
export function listVendorsByIds(db: Db, tenantCode: string, ids: number[]): Promise<VendorRow[]> {
  return db
    .select()
    .from(vendors)
    .where(and(eq(vendors.tenantCode, tenantCode), anyOf(vendors.id, ids)));
}

/** `text` as a LIKE pattern that matches it literally: `\`, `%` and `_` escaped by PostgreSQL's default escape `\`. */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/**
 * The tenant's vendors whose name or code holds `text` (ignoring case, taken literally), by name
 * (then id), at most `limit`. Scoped by tenant_code first, so it reads one tenant's rows only.
 */
export async function searchVendors(
  db: Db,
  tenantCode: string,
  text: string,
  limit: number,
): Promise<VendorRow[]> {
  const pattern = `%${likeLiteral(text)}%`;
  return db
    .select()
    .from(vendors)
    .where(
      and(
        eq(vendors.tenantCode, tenantCode),
        or(ilike(vendors.vendorName, pattern), ilike(vendors.vendorCode, pattern)),
      ),
    )
    .orderBy(asc(sql`lower(${vendors.vendorName})`), asc(vendors.id))
    .limit(limit);
}

/**
 * Locks the tenant's company row until the transaction ends (SELECT ... FOR UPDATE), so vendor
 * limit checks and inserts of one tenant run one after another, also across server processes.
 */
export async function lockCompany(
  tx: Db,
  tenantCode: string,
): Promise<{ companyName: string; vendorLimit: number | null } | undefined> {
  const [row] = await tx
    .select({ companyName: companies.companyName, vendorLimit: companies.vendorLimit })
    .from(companies)
    .where(eq(companies.companyCode, tenantCode))
    .for('update');
  return row;
}

/** The company's name and vendor limit, without a lock (Add Vendor's opening check). */
export async function companyLimit(db: Db, tenantCode: string) {
  const [row] = await db
    .select({ companyName: companies.companyName, vendorLimit: companies.vendorLimit })
    .from(companies)
    .where(eq(companies.companyCode, tenantCode));
  return row;
}

/** How many of the tenant's vendors came from a bulk upload. */
export async function countBulkVendors(db: Db, tenantCode: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(vendors)
    .where(and(eq(vendors.tenantCode, tenantCode), isNotNull(vendors.bulkTag)));
  return Number(row?.n ?? 0);
}

export async function countVendors(db: Db, tenantCode: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(vendors).where(eq(vendors.tenantCode, tenantCode));
  return Number(row?.n ?? 0);
}

export async function insertVendor(db: Db, row: NewVendor): Promise<VendorRow> {
  const [inserted] = await db.insert(vendors).values(row).returning();
  if (!inserted) throw new Error('vendor insert returned no row');
  return inserted;
}

const vendorColumnsByName = new Map(Object.values(getTableColumns(vendors)).map((c) => [c.name, c]));

/**
 * Inserts many vendors with ONE statement whose one parameter is `json`, a JSON array of records
 * keyed by column name (vendor-columns.ts vendorRecordJson), expanded by json_to_recordset: no
 * per-row bound parameters to build or bind, and the text is made off the main thread (the bulk
 * worker). `columns` names every key the records carry (each must be a vendors column); `computed`
 * writes further columns (or replaces a record's) from an expression over the record `r`. One
 * statement fires the per-statement row-count trigger once. Pass a transaction so all or none are stored.
 */
export async function insertVendorsJson(
  db: Db,
  columns: readonly string[],
  json: string,
  computed: Readonly<Record<string, SQL>> = {},
): Promise<void> {
  if (columns.length === 0) return;
  const definitions = columns.map((name) => {
    const column = vendorColumnsByName.get(name);
    if (!column) throw new Error(`vendors has no column ${name}`);
    const type = column.getSQLType();
    return `"${column.name}" ${type === 'serial' ? 'integer' : type}`;
  });
  const written = [...new Set([...columns, ...Object.keys(computed)])];
  for (const name of written)
    if (!vendorColumnsByName.has(name)) throw new Error(`vendors has no column ${name}`);
  const values = sql.join(
    written.map((name) => computed[name] ?? sql.raw(`r."${name}"`)),
    sql`, `,
  );
  const names = sql.raw(written.map((name) => `"${name}"`).join(', '));
  await db.execute(
    sql`insert into ${vendors} (${names}) select ${values} from json_to_recordset(${json}::json) as r(${sql.raw(definitions.join(', '))})`,
  );
}

/** `count` new vendor ids from the vendors' id sequence, ascending (a bulk upload's rows are given theirs). */
export async function reserveVendorIds(db: Db, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence('vendors', 'id'))::integer as id from generate_series(1, ${count}::integer)`,
  );
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

export async function updateVendor(
  db: Db,
  tenantCode: string,
  vendorId: number,
  changes: VendorChanges,
): Promise<VendorRow | undefined> {
  const [row] = await db
    .update(vendors)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(vendors.tenantCode, tenantCode), eq(vendors.id, vendorId)))
    .returning();
  return row;
}

export async function deleteVendor(db: Db, tenantCode: string, vendorId: number): Promise<boolean> {
  const rows = await db
    .delete(vendors)
    .where(and(eq(vendors.tenantCode, tenantCode), eq(vendors.id, vendorId)))
    .returning({ id: vendors.id });
  return rows.length > 0;
}

/**
 * THE duplicate rule of Add/Edit Vendor and the bulk upload: same name ignoring case and
 * same phone number. `lower(name)|phone`, as bulk-rows.ts duplicateKey builds it for a file's rows.
 */
const namePhoneKey = sql<string>`lower(${vendors.vendorName}) || '|' || ${vendors.phoneNumber}`;

/** `lower(name)|phone` of every stored vendor of the tenant (bulk duplicate check). */
export async function namePhoneKeys(db: Db, tenantCode: string): Promise<Set<string>> {
  const rows = await db.select({ key: namePhoneKey }).from(vendors).where(eq(vendors.tenantCode, tenantCode));
  return new Set(rows.map((r) => r.key));
}

/** Whether another of the tenant's vendors (not `exceptId`) has this name (any case) and phone. */
export async function hasNamePhone(
  db: Db,
  tenantCode: string,
  key: string,
  exceptId?: number,
): Promise<boolean> {
  const conditions: SQL[] = [eq(vendors.tenantCode, tenantCode), sql`${namePhoneKey} = ${key}`];
  if (exceptId !== undefined) conditions.push(ne(vendors.id, exceptId));
  const [row] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

/** The tags the removal of `tag` covers: BULK_UPLOAD_TAG means every upload's vendors. */
const taggedWith = (tenantCode: string, tag: string, all: boolean) =>
  and(eq(vendors.tenantCode, tenantCode), all ? isNotNull(vendors.bulkTag) : eq(vendors.bulkTag, tag));

/**
 * The tenant's uploads that vendors still carry, newest first, each with how many vendors carry
 * its tag now (an upload whose vendors are all gone is not listed).
 */
export async function bulkTags(db: Db, tenantCode: string) {
  const carrying = db
    .select({ tag: vendors.bulkTag, n: count().as('n') })
    .from(vendors)
    .where(and(eq(vendors.tenantCode, tenantCode), isNotNull(vendors.bulkTag)))
    .groupBy(vendors.bulkTag)
    .as('carrying');
  const rows = await db
    .select({
      tag: vendorUploads.tag,
      count: carrying.n,
      fileName: vendorUploads.fileName,
      uploadedAt: vendorUploads.uploadedAt,
      uploadedBy: vendorUploads.uploadedBy,
      rowCount: vendorUploads.rowCount,
    })
    .from(vendorUploads)
    .innerJoin(carrying, eq(carrying.tag, vendorUploads.tag))
    .where(eq(vendorUploads.tenantCode, tenantCode))
    .orderBy(desc(vendorUploads.uploadedAt), desc(vendorUploads.id));
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

export async function insertUpload(db: Db, upload: typeof vendorUploads.$inferInsert): Promise<void> {
  await db.insert(vendorUploads).values(upload);
}

/** Locks the vendors a removal of `tag` covers until the transaction ends. */
export async function lockVendorsByTag(db: Db, tenantCode: string, tag: string, all: boolean): Promise<void> {
  await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(taggedWith(tenantCode, tag, all))
    .for('update');
}

/** A subquery of the ids of the vendors a removal of `tag` covers that have no payables (those it deletes). */
export function removableByTag(tenantCode: string, tag: string, all: boolean): SQL {
  return sql`select v.id from vendors v
     where v.tenant_code = ${tenantCode} and ${all ? sql`v.bulk_tag is not null` : sql`v.bulk_tag = ${tag}`}
       and not exists (select 1 from payables p where p.tenant_code = v.tenant_code and p.erf_vendor_id = v.id)`;
}

/**
 * Deletes the vendors a removal of `tag` covers that have no payables; answers how many were
 * deleted and how many stayed because they have payables. Call after lockVendorsByTag.
 */
export async function deleteVendorsByTag(
  db: Db,
  tenantCode: string,
  tag: string,
  all: boolean,
): Promise<{ deleted: number; kept: number }> {
  const payablesOf = db
    .select({ id: payables.id })
    .from(payables)
    .where(and(eq(payables.tenantCode, tenantCode), eq(payables.erfVendorId, vendors.id)));
  const deleted = await db
    .delete(vendors)
    .where(and(taggedWith(tenantCode, tag, all), notExists(payablesOf)))
    .returning({ id: vendors.id });
  const [kept] = await db
    .select({ n: count() })
    .from(vendors)
    .where(taggedWith(tenantCode, tag, all));
  return { deleted: deleted.length, kept: Number(kept?.n ?? 0) };
}

/** Drops the tenant's upload records no vendor carries the tag of any more. */
export async function dropEmptyUploads(db: Db, tenantCode: string): Promise<void> {
  const carried = db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.tenantCode, tenantCode), eq(vendors.bulkTag, vendorUploads.tag)));
  await db.delete(vendorUploads).where(and(eq(vendorUploads.tenantCode, tenantCode), notExists(carried)));
}

/**
 * The list items a vendor refers to, in one query: the tenant's own lists (`companyLists`) and the
 * global country and state lists (tenant WFM; states are `<statePrefix>.<country>`).
 */
export async function vendorListItems(
  db: Db,
  tenantCode: string,
  companyLists: string[],
  countryListName: string,
  statePrefix: string,
): Promise<{ name: string; value: string }[]> {
  return db
    .select({ name: onetimeAttributes.name, value: onetimeAttributes.value })
    .from(onetimeAttributes)
    .where(
      or(
        and(eq(onetimeAttributes.tenantCode, tenantCode), inArray(onetimeAttributes.name, companyLists)),
        and(
          eq(onetimeAttributes.tenantCode, GLOBAL_TENANT),
          or(eq(onetimeAttributes.name, countryListName), like(onetimeAttributes.name, `${statePrefix}.%`)),
        ),
      ),
    );
}

/** Whether any of the tenant's payables names the vendor (such a vendor cannot be deleted). */
export async function vendorHasPayables(db: Db, tenantCode: string, vendorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: payables.id })
    .from(payables)
    .where(and(eq(payables.tenantCode, tenantCode), eq(payables.erfVendorId, vendorId)))
    .limit(1);
  return row !== undefined;
}
