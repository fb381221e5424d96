import type { ListPage } from '@sitebook/contract';
import { and, asc, desc, eq, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { type CountedTable, rowCountQuery, tenantRowCount } from '../db/row-counts.js';
import type { PageRequest } from './list-page.js';
import { preparedPerDb } from './prepared.js';

/** A tenant table with the `(tenant_code, id)` index its pages walk and a kept row count. */
export type TenantTable = PgTable & { id: PgColumn; tenantCode: PgColumn };

/**
 * One page of a tenant's rows in id order, each with the tenant's row count (`page_total`), with the
 * placeholders `tenant`, `table` (the count's table name), `size` and `offset`: one statement, so the
 * count is of the same snapshot.
 * The page's ids come from an index-only scan of (tenant_code, id) first: selecting the rows with
 * `tenant_code = $1 order by id limit` directly lets PostgreSQL walk the primary key through every
 * other tenant's rows instead (it assumes tenants are spread evenly over the ids). The ids are taken
 * as an array (`id = any(array(...))`), so that the rows are fetched by primary key whatever the
 * planner guesses for the limit: the plan stays right when it is made once for every execution
 * (a generic plan, lib/prepared.ts), where `id in (...)` became a hash join over the whole tenant.
 */
export function tenantPageQuery(db: Db, table: TenantTable, order: 'asc' | 'desc') {
  return db
    .select({ row: table, total: pageTotal(db) })
    .from(table)
    .where(tenantPageWhere(db, table, order))
    .orderBy((order === 'asc' ? asc : desc)(table.id));
}

/** The tenant's row count of the page's snapshot (placeholders `tenant` and `table`), as `page_total`. */
export const pageTotal = (db: Db) => sql<string | number>`(${rowCountQuery(db)})`.as('page_total');

/**
 * The condition of tenantPageQuery (the page's ids by an index-only scan of (tenant_code, id), as an
 * array), for a page query that selects more than the table (a join).
 */
export function tenantPageWhere(db: Db, table: TenantTable, order: 'asc' | 'desc') {
  const ofTenant = eq(table.tenantCode, sql.placeholder('tenant'));
  const ids = db
    .select({ id: table.id })
    .from(table)
    .where(ofTenant)
    .orderBy((order === 'asc' ? asc : desc)(table.id))
    .limit(sql.placeholder('size'))
    .offset(sql.placeholder('offset'));
  return and(ofTenant, sql`${table.id} = any(array${ids})`);
}

/** A page reader for one table: the query prepared once per database handle under `name`. */
export function tenantPageReader<Row>(
  table: TenantTable,
  order: 'asc' | 'desc',
  name: string,
  /** A query of the same placeholders whose rows are `{ row, total }` (default tenantPageQuery). */
  query: (db: Db) => {
    prepare: (name: string) => { execute: (values: Record<string, unknown>) => Promise<unknown> };
  } = (db) => tenantPageQuery(db, table, order),
) {
  const statement = preparedPerDb((db) => query(db).prepare(name));
  const counted = getTableName(table) as CountedTable;
  return async (db: Db, tenantCode: string, page: PageRequest): Promise<ListPage<Row>> => {
    const found = (await statement(db).execute({
      tenant: tenantCode,
      table: counted,
      size: page.size,
      offset: (page.page - 1) * page.size,
    })) as { row: Row; total: string | number }[];
    const first = found[0];
    // A page past the end has no row to carry the count.
    const total = first ? Number(first.total) : await tenantRowCount(db, tenantCode, counted);
    return { rows: found.map((r) => r.row), total };
  };
}
