import { sql } from 'drizzle-orm';
import { type Db, queryRows } from './client.js';

/**
 * The next code of a per-tenant series, race-free across instances: one atomic upsert.
 * nextCode(db, 'DEMO01', 'VEN') → 'VEN00001', then 'VEN00002', ... Pass a transaction to tie the
 * number to the insert that uses it.
 */
export async function nextCode(db: Db, tenantCode: string, prefix: string, width = 5): Promise<string> {
  const [row] = await queryRows<{ last_value: number }>(
    db,
    sql`insert into code_sequences (tenant_code, name, last_value) values (${tenantCode}, ${prefix}, 1)
        on conflict (tenant_code, name) do update set last_value = code_sequences.last_value + 1
        returning last_value`,
  );
  if (!row) throw new Error('code sequence upsert returned no row');
  return `${prefix}${String(row.last_value).padStart(width, '0')}`;
}

/**
 * `count` consecutive codes of a per-tenant series in one atomic bump (bulk inserts):
 * nextCodes(db, 'DEMO01', 'VEN', 3) → ['VEN00013', 'VEN00014', 'VEN00015'].
 */
export async function nextCodes(
  db: Db,
  tenantCode: string,
  prefix: string,
  count: number,
  width = 5,
): Promise<string[]> {
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`count must be a whole number, got ${count}`);
  if (count === 0) return [];
  const [row] = await queryRows<{ last_value: number }>(
    db,
    sql`insert into code_sequences (tenant_code, name, last_value) values (${tenantCode}, ${prefix}, ${count})
        on conflict (tenant_code, name) do update set last_value = code_sequences.last_value + ${count}
        returning last_value`,
  );
  if (!row) throw new Error('code sequence upsert returned no row');
  const first = Number(row.last_value) - count + 1;
  return Array.from({ length: count }, (_, i) => `${prefix}${String(first + i).padStart(width, '0')}`);
}
