import '../zod-setup.js';
import { z } from 'zod';
import { VENDOR_STATUS_ACTIVE } from '../constants.js';
import { vendorSearchMessages } from '../messages.js';
import { safeString } from './common.js';
import {
  listExportQuerySchema,
  listQuerySchema,
  searchParam,
  statusParamSchema,
  textFilterSchema,
} from './list-query.js';
import { ratingSummarySchema } from './vendor-rating.js';

/** A vendor as the server answers it. Form and request rules come with the vendor feature. */
export const vendorSchema = z.object({
  vendorId: z.number().int(),
  vendorCode: safeString(),
  vendorName: safeString(),
  vendorDescription: safeString(),
  vendorCategory: safeString(),
  typeOfWork: safeString(),
  typeOfGoods: safeString(),
  contactPerson: safeString(),
  phoneNumber: safeString(),
  emailId: safeString(),
  addressLine1: safeString(),
  addressLine2: safeString(),
  city: safeString(),
  state: safeString(),
  country: safeString(),
  status: safeString(),
  tenantCode: safeString(),
  openingBalance: z.number(),
  openingBalanceDate: safeString().nullable(),
  typeOfTransactionForOb: safeString(),
  currentBalance: z.number(),
  currentBalanceDate: safeString().nullable(),
  typeOfTransactionForCb: safeString(),
  openingDate: safeString().nullable(),
  currentDate: safeString().nullable(),
  performanceGrade: safeString().nullable(),
  performanceScore: z.number().nullable(),
  maxScore: z.number().nullable(),
  /** Beyond the spec: tax ids and bank details ('' when not given). */
  gstin: safeString().optional(),
  pan: safeString().optional(),
  bankAccountName: safeString().optional(),
  bankAccountNumber: safeString().optional(),
  bankIfsc: safeString().optional(),
  /** The vendor's rating averages (kept on the vendor by migration 0031's trigger). */
  rating: ratingSummarySchema.optional(),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const bulkUploadResultSchema = z.object({
  noOfRecordsProcessed: z.number().int(),
  successRecords: z.number().int(),
  failureRecords: z.number().int(),
  erroVOs: z.array(z.object({ errorRow: z.number().int(), errorMessage: safeString() })),
});
export type BulkUploadResult = z.infer<typeof bulkUploadResultSchema>;

/** Vendor option used by several screens. */
export const vendorOptionSchema = vendorSchema.pick({ vendorId: true, vendorCode: true, vendorName: true });
export type VendorOption = z.infer<typeof vendorOptionSchema>;

/**
 * The vendor list call's query (beyond the spec). Without parameters it answers the whole list as
 * the spec's call does, with `page` and `size` one page. Its three other modes:
 * - `q` alone (1–VENDOR_SEARCH.maxQuery characters, trimmed): the payable screens' vendor picker:
 *   at most VENDOR_SEARCH.maxResults vendors whose name or code holds q, ignoring case
 *   and taking `%`, `_` and `\` literally, ordered by name;
 * - `id` alone: that vendor of the tenant as a one-element array, or `[]` (Edit Payable shows the
 *   chosen vendor by it);
 * - with `page` and `size`, the list searched, filtered and sorted (listQuerySchema): `q`
 *   in the code, name, phone, contact person or GSTIN; `status`, `category` and `state` (list
 *   values, matched exactly), `city` (ignoring case and accents); sort over VENDOR_LIST_SORTS.
 */
export const VENDOR_SEARCH = { maxResults: 20, maxQuery: 50, debounceMs: 250 } as const;
export const VENDOR_LIST_SORTS = [
  'vendorCode',
  'vendorName',
  'vendorCategory',
  'city',
  'currentBalance',
  'createdAt',
  'rating',
] as const;
export type VendorListSort = (typeof VENDOR_LIST_SORTS)[number];
export const VENDOR_FILTER_STATUSES = [VENDOR_STATUS_ACTIVE, 'Inactive'] as const;
const vendorListSpec = {
  sort: VENDOR_LIST_SORTS,
  filters: {
    q: searchParam(vendorSearchMessages.queryRequired).optional(),
    status: statusParamSchema(VENDOR_FILTER_STATUSES).optional(),
    category: textFilterSchema.optional(),
    city: textFilterSchema.optional(),
    state: textFilterSchema.optional(),
    /** Vendors whose overall rating is below this (1–5; never-rated vendors are left out). */
    ratedBelow: z.coerce.number().int().min(2).max(5).optional(),
  },
} as const;
const vendorIdParamSchema = z.coerce
  .number(vendorSearchMessages.idInvalid)
  .int(vendorSearchMessages.idInvalid)
  .min(1, vendorSearchMessages.idInvalid)
  .max(2_147_483_647, vendorSearchMessages.idInvalid);
export const vendorListQuerySchema = listQuerySchema({
  ...vendorListSpec,
  filters: { ...vendorListSpec.filters, id: vendorIdParamSchema.optional() },
  unpaged: ['q', 'id'],
}).superRefine((query, ctx) => {
  if (query.id !== undefined && (query.q !== undefined || query.page !== undefined)) {
    ctx.addIssue({ code: 'custom', path: ['id'], message: vendorSearchMessages.oneMode });
  }
  if (query.page === undefined && query.q !== undefined && query.q.length > VENDOR_SEARCH.maxQuery) {
    ctx.addIssue({
      code: 'custom',
      path: ['q'],
      message: vendorSearchMessages.queryTooLong(VENDOR_SEARCH.maxQuery),
    });
  }
});
export type VendorListQuery = z.infer<typeof vendorListQuerySchema>;
export const vendorExportQuerySchema = listExportQuerySchema(vendorListSpec);
export type VendorExportQuery = z.infer<typeof vendorExportQuerySchema>;
