import type pg from 'pg';

/** Connections of the app's ordinary pool (one-off queries, transactions). */
export const POOL_SIZE = 10;
/** Connections that run the named statements (the per-request hot path). */
export const PREPARED_POOL_SIZE = 5;

/** A pg pool whose named statements run on `named`, a second pool of their own. */
export type AppPool = pg.Pool & { readonly named: pg.Pool };

const GENERIC_PLANS = '-c plan_cache_mode=force_generic_plan';
/**
 * No parallel workers for a query: on the app's few cores, a query that takes two more processes
 * takes the cores other requests (and other companies) are waiting for. A search of a million
 * payables planned with two workers answered 60 requests a second at 32 connections, and 103 without
 * (PERFORMANCE.md), and a single one also came back sooner (p50 26 → 18 ms).
 */
const ONE_PROCESS_A_QUERY = '-c max_parallel_workers_per_gather=0';
/**
 * Memory for a query's sorts and hash tables before they spill to disk. PostgreSQL's stock 4 MB made
 * the summaries' grouping of 60,000 items by 10,000 vendors write to temporary files (EXPLAIN:
 * "Batches: 5, Disk Usage: 1768kB"); 16 MB keeps them in memory (PERFORMANCE.md). Set by the
 * app on its own connections so nobody's server needs changing; at most 15 connections, so the bound
 * stays small next to the machine's memory.
 */
export const QUERY_MEMORY = '-c work_mem=16MB';

/**
 * The app's PostgreSQL pool. A statement prepared under a name (drizzle's `.prepare(name)`, see
 * lib/prepared.ts) runs on a second, smaller pool whose connections plan each one once and reuse that
 * plan (`plan_cache_mode=force_generic_plan`): left to itself PostgreSQL plans such a statement again
 * on every execution (it judges the generic plan of a `limit $n` dearer), and the planning cost more
 * than the execution. Everything else — one-off queries and transactions (drizzle takes their
 * connection with connect()) — runs on the ordinary connections, where that setting would make
 * one-off queries use generic plans too. No connection of either runs a query in parallel workers.
 */
export function createPostgresPool(pgModule: typeof pg, connectionString: string): AppPool {
  const namedPool = new pgModule.Pool({
    ...withOptions(connectionString, `${GENERIC_PLANS} ${ONE_PROCESS_A_QUERY} ${QUERY_MEMORY}`),
    max: PREPARED_POOL_SIZE,
  });

  class RoutingPool extends pgModule.Pool {
    /** The connections of the named statements (read by tests). */
    readonly named: pg.Pool = namedPool;

    // biome-ignore lint/suspicious/noExplicitAny: pg's query has many overloads; the arguments pass through untouched
    override query(...args: any[]): any {
      const [config] = args;
      const isNamed = typeof config === 'object' && config !== null && typeof config.name === 'string';
      // biome-ignore lint/suspicious/noExplicitAny: as above
      return isNamed ? (namedPool.query as any)(...args) : (super.query as any)(...args);
    }

    override end(): Promise<void> {
      return Promise.all([super.end(), namedPool.end()]).then(() => undefined);
    }
  }

  const pool = new RoutingPool({
    ...withOptions(connectionString, `${ONE_PROCESS_A_QUERY} ${QUERY_MEMORY}`),
    max: POOL_SIZE,
  });
  // pg reports the loss of an idle connection (a database restart, a terminated backend) as an
  // 'error' on its pool, which then drops it; unheard, that event would end the process. The app
  // adds a listener that logs it (app.ts).
  pool.on('error', () => {});
  namedPool.on('error', (error, client) => pool.emit('error', error, client));
  return pool;
}

/** The connection settings with `options` added to any the connection string already names. */
function withOptions(connectionString: string, options: string): pg.PoolConfig {
  try {
    const url = new URL(connectionString);
    const given = url.searchParams.get('options');
    if (given === null) return { connectionString, options };
    // pg lets the connection string's options win over the config's, so they are joined here.
    url.searchParams.delete('options');
    return { connectionString: url.toString(), options: `${given} ${options}` };
  } catch {
    return { connectionString, options };
  }
}
