import type { Db } from './client.js';
import { onetimeAttributes } from './schema/index.js';

/**
 * The writes of a list value: the admin CLI's add-list-value and Admin → Lists.
 * Adds or updates one list item (idempotent on tenant, list and code).
 */
export async function upsertAttribute(
  db: Db,
  item: { tenantCode: string; name: string; code: string; value: string; sortOrder: number },
): Promise<void> {
  await db
    .insert(onetimeAttributes)
    .values(item)
    .onConflictDoUpdate({
      target: [onetimeAttributes.tenantCode, onetimeAttributes.name, onetimeAttributes.code],
      set: { value: item.value, sortOrder: item.sortOrder },
    });
}
