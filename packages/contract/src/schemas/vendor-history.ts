import '../zod-setup.js';
import { z } from 'zod';
import { safeString } from './common.js';

/**
 * A vendor's history (GET API.vendorHistory, oldest first) — one row per create and
 * delete, and per field an edit changed, from → to (a bank account number masked but its last 4),
 * with who and when (ISO moment).
 */
export const VENDOR_HISTORY_ACTIONS = ['create', 'update', 'delete'] as const;
export const vendorHistoryRowSchema = z.object({
  id: z.number().int(),
  vendorId: z.number().int(),
  vendorCode: safeString(),
  action: z.enum(VENDOR_HISTORY_ACTIONS),
  /** The vendor field (a key of vendorSchema); '' on a create or delete row. */
  field: safeString(),
  fromValue: safeString(),
  toValue: safeString(),
  changedBy: safeString(),
  changedAt: safeString(),
});
export type VendorHistoryRow = z.infer<typeof vendorHistoryRowSchema>;

/**
 * GET API.vendorBankChange: the latest change of the vendor's bank details in the last
 * BANK_CHANGE_WARNING_DAYS days (who, when, which fields), or `change: null`.
 */
export const vendorBankChangeSchema = z.object({
  change: z
    .object({
      changedBy: safeString(),
      changedAt: safeString(),
      fields: z.array(safeString()),
    })
    .nullable(),
});
export type VendorBankChange = z.infer<typeof vendorBankChangeSchema>;
