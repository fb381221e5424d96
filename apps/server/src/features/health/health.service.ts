import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context.js';

/** How long /health waits for the database before answering that it is unavailable. */
export const HEALTH_TIMEOUT_MS = 3_000;

/** Thrown when the database did not answer `select 1` within HEALTH_TIMEOUT_MS. */
export class DatabaseTimeout extends Error {
  constructor() {
    super('the database did not answer in time');
    this.name = 'DatabaseTimeout';
  }
}

/** `select 1` on the app's database; throws when it fails or does not answer in time. */
export async function checkDatabase(ctx: AppContext) {
  const abort = new AbortController();
  try {
    await Promise.race([
      ctx.db.execute(sql`select 1`),
      delay(HEALTH_TIMEOUT_MS, undefined, { signal: abort.signal, ref: false }).then(() => {
        throw new DatabaseTimeout();
      }),
    ]);
  } finally {
    abort.abort();
  }
  return { status: 'ok' as const, database: ctx.dbKind };
}
