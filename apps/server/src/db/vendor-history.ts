import {
  BANK_CHANGE_WARNING_DAYS,
  VENDOR_BANK_FIELDS,
  type VendorBankChange,
  type VendorHistoryRow,
} from '@sitebook/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, idListSql, queryRows } from './client.js';
import { vendorHistory, type vendors } from './schema/index.js';

/**
 * A vendor's history (migration 0026): the vendors feature writes a row per create
 * and delete and per field an edit changes, in the change's transaction; View Vendor reads it, and
 * settlement reads the latest change of the bank details (the payment screen's warning and the
 * payment voucher) without importing the vendors feature. Append-only (the database refuses
 * UPDATE / DELETE). Bank account numbers are stored masked but their last 4 characters.
 */

type VendorRow = typeof vendors.$inferSelect;

/** The fields an edit is recorded for, in the order the history lists them. */
const TRACKED_FIELDS = [
  'vendorName',
  'vendorDescription',
  'vendorCategory',
  'typeOfWork',
  'typeOfGoods',
  'contactPerson',
  'phoneNumber',
  'emailId',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'country',
  'status',
  'openingBalance',
  'openingBalanceDate',
  'typeOfTransactionForOb',
  'performanceGrade',
  'gstin',
  'pan',
  'bankAccountName',
  'bankAccountNumber',
  'bankIfsc',
] as const satisfies readonly (keyof VendorRow)[];

/** An account number as the history keeps it: every character but the last 4 as `*` (all of a short one). */
export function maskAccountNumber(value: string): string {
  if (value.length <= 4) return '*'.repeat(value.length);
  return `${'*'.repeat(value.length - 4)}${value.slice(-4)}`;
}

const shown = (field: string, value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return field === 'bankAccountNumber' ? maskAccountNumber(text) : text;
};

export interface VendorFieldChange {
  field: string;
  fromValue: string;
  toValue: string;
}

/** Each tracked field `after` holds differently from `before`, from → to (as stored: masked). */
export function vendorChanges(before: VendorRow, after: VendorRow): VendorFieldChange[] {
  const changes: VendorFieldChange[] = [];
  for (const field of TRACKED_FIELDS) {
    const from = before[field] ?? '';
    const to = after[field] ?? '';
    if (String(from) === String(to)) continue;
    changes.push({ field, fromValue: shown(field, from), toValue: shown(field, to) });
  }
  return changes;
}

/** A create row for a vendor just inserted (its name as the row's `to`). */
export async function recordVendorCreated(db: Db, row: VendorRow, by: string): Promise<void> {
  await db.insert(vendorHistory).values({
    tenantCode: row.tenantCode,
    vendorId: row.id,
    vendorCode: row.vendorCode,
    action: 'create',
    toValue: row.vendorName,
    changedBy: by,
  });
}

/** One update row per field the edit changed (none when nothing changed). */
export async function recordVendorUpdated(
  db: Db,
  before: VendorRow,
  after: VendorRow,
  by: string,
): Promise<VendorFieldChange[]> {
  const changes = vendorChanges(before, after);
  if (changes.length === 0) return changes;
  await db.insert(vendorHistory).values(
    changes.map((change) => ({
      tenantCode: after.tenantCode,
      vendorId: after.id,
      vendorCode: after.vendorCode,
      action: 'update',
      ...change,
      changedBy: by,
    })),
  );
  return changes;
}

/** Create rows for the vendors a bulk upload (its tag) just stored, in one statement. */
export async function recordUploadCreated(
  db: Db,
  tenantCode: string,
  tag: string,
  by: string,
): Promise<void> {
  await db.execute(sql`insert into vendor_history (tenant_code, vendor_id, vendor_code, action, to_value, changed_by)
    select v.tenant_code, v.id, v.vendor_code, 'create', v.vendor_name, ${by}
      from vendors v where v.tenant_code = ${tenantCode} and v.bulk_tag = ${tag} order by v.id`);
}

/**
 * Delete rows for vendors about to be deleted (ids, or a subquery of ids), their name as the row's
 * `from`; call before the delete, in its transaction.
 */
export async function recordVendorsRemoved(
  db: Db,
  tenantCode: string,
  vendorIds: SQL | readonly number[],
  by: string,
): Promise<void> {
  const ids = idListSql(vendorIds);
  await db.execute(sql`insert into vendor_history (tenant_code, vendor_id, vendor_code, action, from_value, changed_by)
    select v.tenant_code, v.id, v.vendor_code, 'delete', v.vendor_name, ${by}
      from vendors v where v.tenant_code = ${tenantCode} and v.id in (${ids}) order by v.id`);
}

/** The vendor's history, oldest first (the tenant's rows only). */
export async function listVendorHistory(
  db: Db,
  tenantCode: string,
  vendorId: number,
): Promise<VendorHistoryRow[]> {
  const rows = await db
    .select()
    .from(vendorHistory)
    .where(and(eq(vendorHistory.tenantCode, tenantCode), eq(vendorHistory.vendorId, vendorId)))
    .orderBy(asc(vendorHistory.id));
  return rows.map((row) => ({
    id: row.id,
    vendorId: row.vendorId,
    vendorCode: row.vendorCode,
    action: row.action as VendorHistoryRow['action'],
    field: row.field,
    fromValue: row.fromValue,
    toValue: row.toValue,
    changedBy: row.changedBy,
    changedAt: row.changedAt.toISOString(),
  }));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The latest change of the vendor's bank details in the BANK_CHANGE_WARNING_DAYS days up to `at`
 * (now unless given): who, when, and the bank fields that change (one edit) altered; null when none.
 */
export async function latestBankChange(
  db: Db,
  tenantCode: string,
  vendorId: number,
  at: Date = new Date(),
): Promise<VendorBankChange['change']> {
  const since = new Date(at.getTime() - BANK_CHANGE_WARNING_DAYS * DAY_MS).toISOString();
  const bankFields = sql.join(
    VENDOR_BANK_FIELDS.map((field) => sql`${field}`),
    sql`, `,
  );
  const bankRows = sql`h.tenant_code = ${tenantCode} and h.vendor_id = ${vendorId}
    and h.action = 'update' and h.field in (${bankFields})`;
  // The latest change in the window, and the bank fields of that one edit (one transaction's now(), one author).
  const rows = await queryRows<{ field: string; changed_by: string; changed_at: string | Date }>(
    db,
    sql`with latest as (
          select h.changed_at, h.changed_by from vendor_history h
           where ${bankRows} and h.changed_at > ${since}::timestamptz and h.changed_at <= ${at.toISOString()}::timestamptz
           order by h.changed_at desc, h.id desc limit 1)
        select h.field, h.changed_by, h.changed_at from vendor_history h
          join latest l on l.changed_at = h.changed_at and l.changed_by = h.changed_by
         where ${bankRows} order by h.id`,
  );
  const first = rows[0];
  if (!first) return null;
  return {
    changedBy: first.changed_by,
    changedAt: new Date(first.changed_at).toISOString(),
    fields: rows.map((row) => row.field),
  };
}
