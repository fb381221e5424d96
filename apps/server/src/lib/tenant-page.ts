import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import type { PageRequest } from './list-page.js';
import { preparedPerDb } from './prepared.js';

/** A tenant table with the `(tenant_code, id)` index its pages walk. */
export type TenantTable = PgTable & { id: PgColumn; tenantCode: PgColumn };

/**
 * One page of a tenant's rows in id order, with the placeholders `tenant`, `size` and `offset`.
 * The page's ids come from an index-only scan of (tenant_code, id) first: selecting the rows with
 * `tenant_code = $1 order by id limit` directly lets PostgreSQL walk the primary key through every
 * other tenant's rows instead (it assumes tenants are spread evenly over the ids).
 */
export function tenantPageQuery(db: Db, table: TenantTable, order: 'asc' | 'desc') {
  const by = order === 'asc' ? asc : desc;
  const ofTenant = eq(table.tenantCode, sql.placeholder('tenant'));
  const ids = db
    .select({ id: table.id })
    .from(table)
    .where(ofTenant)
    .orderBy(by(table.id))
    .limit(sql.placeholder('size'))
    .offset(sql.placeholder('offset'));
  return db
    .select()
    .from(table)
    .where(and(ofTenant, inArray(table.id, ids)))
    .orderBy(by(table.id));
}

/** A page reader for one table: the query prepared once per database handle under `name`. */
export function tenantPageReader<Row>(table: TenantTable, order: 'asc' | 'desc', name: string) {
  const statement = preparedPerDb((db) => tenantPageQuery(db, table, order).prepare(name));
  return async (db: Db, tenantCode: string, page: PageRequest): Promise<Row[]> =>
    (await statement(db).execute({
      tenant: tenantCode,
      size: page.size,
      offset: (page.page - 1) * page.size,
    })) as Row[];
}
