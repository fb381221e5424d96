import '../zod-setup.js';
import { z } from 'zod';
import { PAYABLE_CANCELLED, PAYABLE_STATUSES } from '../constants.js';
import { listMessages } from '../messages.js';
import { safeString } from './common.js';
import {
  amountParamSchema,
  flagParamSchema,
  idFilterSchema,
  listExportQuerySchema,
  listQuerySchema,
  sortParamSchema,
  statusParamSchema,
} from './list-query.js';
import { AGEING_BUCKETS } from './settlement.js';

/** A vendor payable as the server answers it. */
export const payableSchema = z.object({
  vendorPayableId: z.number().int(),
  vendorPayableCode: safeString(),
  tenantCode: safeString(),
  erfSiteId: z.number().int(),
  erfVendorId: z.number().int(),
  typeOfWork: safeString(),
  typeOfMaterials: safeString(),
  quantity: safeString(),
  units: safeString(),
  amount: z.number(),
  paymentMode: safeString(),
  paymentDueDate: safeString(),
  billDate: safeString(),
  remarks: safeString(),
  createdBy: safeString(),
  createdDate: safeString(),
  updatedBy: safeString(),
  status: safeString(),
  vendorDocumentIds: safeString(),
  /** Beyond the spec: the row version an update must name (optimistic concurrency). */
  version: z.number().int(),
  /** Beyond the spec: the vendor's code and name, shown under "Vendor Id". */
  vendorCode: safeString().optional(),
  vendorName: safeString().optional(),
  /** Beyond the spec: the vendor's invoice number ('' when none), the tax on top of the
   * amount, what payments have settled and what is still owed (see schemas/settlement.ts). */
  invoiceNumber: safeString().optional(),
  taxAmount: z.number().optional(),
  paid: z.number().optional(),
  outstanding: z.number().optional(),
  /** Beyond the spec: amount + tax, as the server computes it (every list row has it). */
  total: z.number().optional(),
});
export type Payable = z.infer<typeof payableSchema>;

export const payableDocumentSchema = z.object({
  sequenceId: z.number().int(),
  documentDescription: safeString(),
  documentType: safeString(),
});
export type PayableDocument = z.infer<typeof payableDocumentSchema>;

export const payableDocumentUploadResponseSchema = z.object({
  sequenceId: z.number().int(),
  userDescription: safeString(),
  companyCode: safeString(),
});

/** One field a payable change altered, from and to (as text: amounts with 2 decimals, dates YYYY-MM-DD). */
export const payableChangeSchema = z.object({ field: safeString(), from: safeString(), to: safeString() });
export type PayableChange = z.infer<typeof payableChangeSchema>;

export const payableHistoryRowSchema = z.object({
  vendorPayableCode: safeString(),
  erfSiteId: z.number().int(),
  erfVendorId: z.number().int(),
  typeOfMaterials: safeString(),
  typeOfWork: safeString(),
  quantity: safeString(),
  units: safeString(),
  amount: z.number(),
  /** Beyond the spec: the vendor's invoice number and the tax, after the change. */
  invoiceNumber: safeString().optional(),
  taxAmount: z.number().optional(),
  billDate: safeString(),
  paymentDueDate: safeString(),
  status: safeString(),
  /** Beyond the spec: who made the change and when (ISO 8601). */
  updatedBy: safeString(),
  updatedDate: safeString(),
  /**
   * Beyond the spec: what the change was ('create' | 'update' | 'document removed'), the remarks
   * saved with it, and the reason given (moving the status back; the removed document's name).
   */
  action: safeString().optional(),
  remarks: safeString().optional(),
  reason: safeString().optional(),
  /** Beyond the spec: the vendor's code and name, and each field the change altered. */
  vendorCode: safeString().optional(),
  vendorName: safeString().optional(),
  changes: z.array(payableChangeSchema).optional(),
});
export type PayableHistoryRow = z.infer<typeof payableHistoryRowSchema>;

/**
 * DELETE API.payableDocumentRemove answer: the message and, beyond the spec, the payables that
 * listed the document with their new version (removing a document is a change of the payable, so
 * an edit screen open on it saves with that version).
 */
export const payableDocumentRemoveResponseSchema = z.object({
  message: safeString(),
  payables: z.array(z.object({ vendorPayableId: z.number().int(), version: z.number().int() })),
});
export type PayableDocumentRemoveResponse = z.infer<typeof payableDocumentRemoveResponseSchema>;

/**
 * The payables list's search, filters and sort (see list-query.ts). `q` searches the
 * payable code, the invoice number, the remarks and the vendor's code and name. Sort and
 * filter (`totalMin`/`totalMax`, `outstandingMin`/`outstandingMax`) by the total (amount + tax) and
 * by what is still owed. `age` (one of AGEING_BUCKETS) keeps the payables still
 * owed whose days past due, counted to today as `overdue=true` counts them, fall in that ageing
 * bucket (notDue: due today or later; d1to30: 1–30 days past due; … over90), so a bucket of the
 * Vendor Payable Summary or the Executive Summary as of today opens exactly its payables.
 */
export const PAYABLE_LIST_SORTS = [
  'vendorPayableCode',
  'billDate',
  'paymentDueDate',
  'amount',
  'status',
  'createdAt',
  'total',
  'outstanding',
] as const;
export type PayableListSort = (typeof PAYABLE_LIST_SORTS)[number];
export const PAYABLE_FILTER_STATUSES = [...PAYABLE_STATUSES, PAYABLE_CANCELLED] as const;
const payableListSpec = {
  sort: PAYABLE_LIST_SORTS,
  filters: {
    status: statusParamSchema(PAYABLE_FILTER_STATUSES).optional(),
    siteId: idFilterSchema.optional(),
    vendorId: idFilterSchema.optional(),
    overdue: flagParamSchema.optional(),
    age: z.enum(AGEING_BUCKETS, { error: listMessages.ageInvalid(...AGEING_BUCKETS) }).optional(),
    amountMin: amountParamSchema.optional(),
    amountMax: amountParamSchema.optional(),
    totalMin: amountParamSchema.optional(),
    totalMax: amountParamSchema.optional(),
    outstandingMin: amountParamSchema.optional(),
    outstandingMax: amountParamSchema.optional(),
  },
  dates: ['bill', 'due'],
} as const;
export const payableListQuerySchema = listQuerySchema(payableListSpec);
export type PayableListQuery = z.infer<typeof payableListQuerySchema>;
export const payableExportQuerySchema = listExportQuerySchema(payableListSpec);
export type PayableExportQuery = z.infer<typeof payableExportQuerySchema>;

/**
 * The payable history (GET API.payableHistory, one payable's changes, a short list answered whole):
 * `sort=updatedAt,asc|desc` orders it by when each change was made, ties by id; without it oldest
 * first, as the spec's call. No search or export: the rows are one payable's few changes, read on
 * its own screen.
 */
export const PAYABLE_HISTORY_SORTS = ['updatedAt'] as const;
export const payableHistoryQuerySchema = z.object({
  sort: sortParamSchema(PAYABLE_HISTORY_SORTS).optional(),
});
export type PayableHistoryQuery = z.infer<typeof payableHistoryQuerySchema>;
