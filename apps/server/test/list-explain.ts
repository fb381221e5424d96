import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../src/db/client.js';

/**
 * The plan PostgreSQL (or PGlite) makes for a query, as one text: to check that a list's hot query
 * reads its tenant's rows through an index, never the whole table (issue 16). Statistics are
 * refreshed first, so the plan is the one a busy database would make.
 */
export async function planOf(app: FastifyInstance, query: SQLWrapper, tables: string[]): Promise<string> {
  for (const table of tables) await app.ctx.db.execute(sql`analyze ${sql.identifier(table)}`);
  const rows = await queryRows<Record<string, string>>(app.ctx.db, sql`explain ${query.getSQL() as SQL}`);
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

/** Whether the plan reads `table` whole (a sequential scan reads every tenant's rows). */
export const scansWhole = (plan: string, table: string): boolean =>
  new RegExp(`Seq Scan on ${table}\\b`).test(plan);
