import { type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/**
 * The plan PostgreSQL (or PGlite) chooses for a list query, as text (issue 16: the hot queries read
 * one tenant's rows through an index, never by a sequential scan over every tenant's).
 */
export async function planOf(app: FastifyInstance, query: SQLWrapper): Promise<string> {
  const result = (await app.ctx.db.execute(sql`explain ${query}`)) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
}
