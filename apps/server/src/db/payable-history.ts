import type { PayableChange } from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { payableHistory, type payables } from './schema/index.js';

/**
 * Appends the history row of a payable as it is now: the history fields, the kind of change, its
 * remarks (the payable's own unless given), the reason, each field it altered from → to, who and
 * when (the payable's updatedBy / updatedAt unless `by` is given: then `by`, now). Payables (create,
 * update, cancel, document removal) and settlement (payment, reversal) both write it.
 */
export interface PayableHistoryEntry {
  action: string;
  remarks?: string;
  reason?: string;
  changes?: PayableChange[];
  by?: string;
}

export async function insertPayableHistory(
  db: Db,
  row: typeof payables.$inferSelect,
  entry: PayableHistoryEntry,
): Promise<void> {
  await insertPayableHistories(db, [{ row, entry }]);
}

/** Several history rows in one statement (a payment's payables: one round trip inside its lock). */
export async function insertPayableHistories(
  db: Db,
  rows: readonly { row: typeof payables.$inferSelect; entry: PayableHistoryEntry }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(payableHistory).values(
    rows.map(({ row, entry }) => ({
      tenantCode: row.tenantCode,
      payableId: row.id,
      vendorPayableCode: row.vendorPayableCode,
      erfSiteId: row.erfSiteId,
      erfVendorId: row.erfVendorId,
      typeOfWork: row.typeOfWork,
      typeOfMaterials: row.typeOfMaterials,
      quantity: row.quantity,
      units: row.units,
      amount: row.amount,
      taxAmount: row.taxAmount,
      invoiceNumber: row.invoiceNumber,
      billDate: row.billDate,
      paymentDueDate: row.paymentDueDate,
      status: row.status,
      action: entry.action,
      remarks: entry.remarks ?? row.remarks,
      reason: entry.reason ?? '',
      changes: entry.changes ?? [],
      updatedBy: entry.by ?? row.updatedBy,
      updatedAt: entry.by === undefined ? row.updatedAt : sql`now()`,
    })),
  );
}
