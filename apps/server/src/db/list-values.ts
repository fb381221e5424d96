import { and, eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { onetimeAttributes } from './schema/index.js';

/**
 * Whether `value` is an item of the tenant's list (a company code, or 'WFM' for the global lists):
 * the check every feature makes before storing a list value (payment modes, statuses, types).
 */
export async function listValueExists(db: Db, tenantCode: string, name: string, value: string) {
  const [row] = await db
    .select({ id: onetimeAttributes.id })
    .from(onetimeAttributes)
    .where(
      and(
        eq(onetimeAttributes.tenantCode, tenantCode),
        eq(onetimeAttributes.name, name),
        eq(onetimeAttributes.value, value),
      ),
    )
    .limit(1);
  return row !== undefined;
}
