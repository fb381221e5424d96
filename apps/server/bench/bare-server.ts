/**
 * The "bare limit" of the list-page bench: a minimal Fastify server (no logger,
 * no plugins, no auth, no validation, no response schema) whose one route runs the same SQL as the
 * payables list page — the page select and the per-tenant count lookup, in parallel as the service
 * runs them — straight through pg (or PGlite), and sends the rows as JSON with X-Total-Count.
 *
 * The SQL text is what drizzle generates from the app's own repo query builders (built once here with
 * `.toSQL()`), so both sides ask the database for exactly the same thing. Started as a child process by
 * api-load.ts; configured by the environment:
 *
 *   BARE_DATABASE_URL (or BARE_PGLITE_DIR)   the database with the bench data
 *   BARE_TENANT                              the tenant whose payables are listed
 *   PORT                                     the loopback port to listen on
 */
import { TOTAL_COUNT_HEADER } from '@sitebook/contract';
import { Placeholder } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pg-proxy';
import Fastify from 'fastify';
import type { Db } from '../src/db/client.js';
import { createPostgresPool } from '../src/db/postgres-pool.js';
import { rowCountQuery } from '../src/db/row-counts.js';
import { payablesPageQuery } from '../src/features/payables/payables.repo.js';

const tenant = process.env.BARE_TENANT ?? 'LOAD01';
const port = Number(process.env.PORT ?? 0);

// Only used to print the SQL (a proxy driver that never runs anything): the app's own query builders,
// so both sides ask the database for exactly the same statements.
const printer = drizzle(async () => ({ rows: [] })) as unknown as Db;
const pageStatement = payablesPageQuery(printer).toSQL();
const countStatement = rowCountQuery(printer).toSQL();
/** The statement's parameters in order, each placeholder replaced by its value. */
const bind = (params: unknown[], values: Record<string, unknown>) =>
  params.map((p) => (p instanceof Placeholder ? values[p.name] : p));

/** Runs a statement; `name` makes it a named prepared statement on PostgreSQL, as the app's are. */
type Query = (name: string, text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

async function connect(): Promise<{ query: Query; close: () => Promise<void> }> {
  const url = process.env.BARE_DATABASE_URL;
  if (url) {
    const { default: pg } = await import('pg');
    // The app's pool (src/db/postgres-pool.ts): named statements planned once on their own connections.
    const pool = createPostgresPool(pg, url);
    return {
      query: (name, text, values) => pool.query({ name, text, values }),
      close: () => pool.end(),
    };
  }
  const dir = process.env.BARE_PGLITE_DIR;
  if (!dir) throw new Error('set BARE_DATABASE_URL or BARE_PGLITE_DIR');
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dir);
  return {
    query: (_name, text, params) => db.query<Record<string, unknown>>(text, params),
    close: () => db.close(),
  };
}

const database = await connect();
const app = Fastify({ logger: false });

app.get('/health', async () => ({ status: 'UP' }));

app.get<{ Querystring: { page?: string; size?: string } }>('/bare/payables', async (request, reply) => {
  const page = Math.max(1, Number(request.query.page ?? 1) || 1);
  const size = Math.min(100, Math.max(1, Number(request.query.size ?? 8) || 8));
  const { rows } = await database.query(
    'payables_page',
    pageStatement.sql,
    bind(pageStatement.params, { tenant, table: 'payables', size, offset: (page - 1) * size }),
  );
  const total = rows[0]
    ? rows[0].page_total
    : (
        await database.query(
          'tenant_row_count',
          countStatement.sql,
          bind(countStatement.params, { tenant, table: 'payables' }),
        )
      ).rows[0]?.row_count;
  reply.code(202).header(TOTAL_COUNT_HEADER, String(total ?? 0));
  return rows;
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}

await app.listen({ port, host: '127.0.0.1' });
