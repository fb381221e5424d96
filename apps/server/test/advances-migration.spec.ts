/**
 * Migration 0013: advances stored before it get an approved amount — the amount they carry
 * when Approved, Settled or Closed, none otherwise — no overspend allowed, and their expenses and
 * history rows keep working; on PGlite and on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, queryRows } from '../src/db/client.js';
import { databaseBefore, type OldDatabase } from './migration-db.js';

let old: OldDatabase | undefined;
let database: Database;

const OLD = [
  ['ADV00001', 'Approved', '22000.50'],
  ['ADV00002', 'Pending', '8000.00'],
  ['ADV00003', 'Settled', '15000.00'],
  ['ADV00004', 'Rejected', '5000.00'],
  ['ADV00005', 'Closed', '700.25'],
] as const;

beforeAll(async () => {
  // Every migration before 0013: a database as it was before approved amounts.
  old = await databaseBefore('0013');
  database = old.database;
  await database.db.execute(
    sql`insert into companies (company_code, company_name, country, api_key) values ('OLD01', 'Old', 'India', 'old-key')`,
  );
  for (const [code, status, amount] of OLD) {
    await database.db.execute(sql`insert into advance_requests
      (tenant_code, advance_id, site_code, requested_by, requested_amount, requested_by_date, status, created_by, updated_by)
      values ('OLD01', ${code}, 'S1', 'lead', ${amount}, '2026-04-01', ${status}, 'lead', 'lead')`);
  }
  // The case: spent far past the amount before the rule existed.
  await database.db.execute(sql`insert into expenses
    (tenant_code, advance_request_id, expense_type, expense_amount, expense_date, created_by)
    select 'OLD01', id, 'Materials', 57500, '2026-04-02', 'lead' from advance_requests where advance_id = 'ADV00001'`);
  await database.db.execute(sql`insert into advance_history
    (tenant_code, advance_request_id, action, to_status, requested_amount, changed_by)
    select 'OLD01', id, 'create', status, requested_amount, 'lead' from advance_requests`);
  await old.migrateRest();
}, 120_000);

afterAll(async () => old?.close());

it('approved, settled and closed advances are approved at their amount; pending and rejected have none', async () => {
  const rows = await queryRows<{
    advance_id: string;
    approved_amount: string | null;
    overspend_allowed: boolean;
    overspend_reason: string;
  }>(
    database.db,
    sql`select advance_id, approved_amount::text, overspend_allowed, overspend_reason
          from advance_requests where tenant_code = 'OLD01' order by advance_id`,
  );
  expect(rows.map((r) => [r.advance_id, r.approved_amount])).toEqual([
    ['ADV00001', '22000.50'],
    ['ADV00002', null],
    ['ADV00003', '15000.00'],
    ['ADV00004', null],
    ['ADV00005', '700.25'],
  ]);
  expect(rows.every((r) => r.overspend_allowed === false && r.overspend_reason === '')).toBe(true);
});

it('old expenses and history rows stay, with no updater and no expense values', async () => {
  const [expense] = await queryRows<{ expense_amount: string; updated_by: string | null }>(
    database.db,
    sql`select expense_amount::text, updated_by from expenses where tenant_code = 'OLD01'`,
  );
  expect(expense).toEqual({ expense_amount: '57500.00', updated_by: null });
  const history = await queryRows<{ n: number; blank: number }>(
    database.db,
    sql`select count(*)::int as n, count(*) filter (where from_value = '' and to_value = '' and expense_id is null)::int as blank
          from advance_history where tenant_code = 'OLD01'`,
  );
  expect(history).toEqual([{ n: 5, blank: 5 }]);
});
