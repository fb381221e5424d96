import { MODULES } from '@sitebook/contract';
import type { Db } from './client.js';
import { modules } from './schema/index.js';

/** The 13 modules with fixed ids 1..13 in MODULES order; safe to run on every start. */
export async function ensureModules(db: Db): Promise<void> {
  await db
    .insert(modules)
    .values(MODULES.map((m, i) => ({ id: i + 1, name: m.name })))
    .onConflictDoNothing();
}
