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
export async function insertPayableHistory(
  db: Db,
  row: typeof payables.$inferSelect,
  entry: { action: string; remarks?: string; reason?: string; changes?: PayableChange[]; by?: string },
): Promise<void> {
  await db.insert(payableHistory).values({
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
  });
}
