import { sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context.js';

export async function checkDatabase(ctx: AppContext) {
  await ctx.db.execute(sql`select 1`);
  return { status: 'ok' as const, database: ctx.dbKind };
}
