import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../src/db/client.js';

/**
 * The plan PostgreSQL (or PGlite) makes for a query, as one text: to check that a list's hot query
 * reads its tenant's rows through an index, never the whole table.
 */
export async function planOf(app: FastifyInstance, query: SQLWrapper): Promise<string> {
  const rows = await queryRows<Record<string, string>>(app.ctx.db, sql`explain ${query.getSQL() as SQL}`);
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

/**
 * As autovacuum would after a bulk insert: the tables' statistics, and the rows inserted since the
 * trigram indexes were made moved from their pending lists into the indexes proper.
 */
export async function settleTables(app: FastifyInstance, tables: string[]): Promise<void> {
  for (const table of tables) await app.ctx.db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
}

/** Whether the plan reads `table` whole (a sequential scan reads every tenant's rows). */
export const scansWhole = (plan: string, table: string): boolean =>
  new RegExp(`Seq Scan on ${table}\\b`).test(plan);
