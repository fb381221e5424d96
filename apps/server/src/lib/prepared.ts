import type { Db } from '../db/client.js';

/**
 * A prepared statement per database handle, built on first use. The hot list queries are prepared
 * once (drizzle then neither rebuilds their SQL nor, on PostgreSQL, has them parsed again on each
 * connection), instead of being rebuilt on every request.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
