import '../zod-setup.js';
import { z } from 'zod';
import { vendorRatingMessages as m } from '../messages/vendor-rating.js';
import { isoDateSchema, safeString } from './common.js';
import { idFilterSchema, listExportQuerySchema, listQuerySchema, searchParam } from './list-query.js';

/**
 * Vendor Rating and Vendor Performance.
 *
 * A rating: a user's marks for the vendor of one bill (payable), quality, timeliness and price, 1–5
 * each, and a comment; one per user per bill, editable by its author for RATING_EDIT_DAYS days, every
 * change kept in its history. A vendor's averages are kept on the vendor (migration 0031's trigger).
 */
export const RATING_CRITERIA = ['quality', 'timeliness', 'price'] as const;
export type RatingCriterion = (typeof RATING_CRITERIA)[number];
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_EDIT_DAYS = 7;
export const RATING_COMMENT_MAX = 500;
/** "rated below 3": the vendor list's filter (`ratedBelow=3`). */
export const RATED_BELOW_DEFAULT = 3;

const mark = z.coerce
  .number({ error: m.markInvalid })
  .int({ error: m.markInvalid })
  .min(RATING_MIN, { error: m.markInvalid })
  .max(RATING_MAX, { error: m.markInvalid });

/** POST API.vendorRatings (rate) and PUT API.vendorRating (edit by its author). */
export const vendorRatingInputSchema = z.object({
  payableId: idFilterSchema,
  quality: mark,
  timeliness: mark,
  price: mark,
  comment: safeString()
    .trim()
    .max(RATING_COMMENT_MAX, { error: m.commentTooLong(RATING_COMMENT_MAX) }),
});
export type VendorRatingInput = z.infer<typeof vendorRatingInputSchema>;
export const vendorRatingEditSchema = vendorRatingInputSchema.omit({ payableId: true });
export type VendorRatingEdit = z.infer<typeof vendorRatingEditSchema>;

/** PUT API.vendorRatingHide: an ADMIN hides a comment, with a reason (kept in the history). */
export const vendorRatingHideSchema = z.object({
  reason: safeString().trim().min(1, { error: m.hideReasonRequired }).max(300),
});
export type VendorRatingHide = z.infer<typeof vendorRatingHideSchema>;

/** A vendor's averages (overall: the mean of the three criteria), null when nobody rated it. */
export const ratingSummarySchema = z.object({
  count: z.number().int(),
  overall: z.number().nullable(),
  quality: z.number().nullable(),
  timeliness: z.number().nullable(),
  price: z.number().nullable(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const vendorRatingSchema = z.object({
  ratingId: z.number().int(),
  vendorId: z.number().int(),
  vendorCode: safeString(),
  vendorName: safeString(),
  payableId: z.number().int(),
  vendorPayableCode: safeString(),
  siteName: safeString(),
  quality: z.number().int(),
  timeliness: z.number().int(),
  price: z.number().int(),
  /** '' when hidden (the reason then says why). */
  comment: safeString(),
  commentHidden: z.boolean(),
  hiddenReason: safeString(),
  ratedBy: safeString(),
  ratedAt: safeString(),
  updatedAt: safeString(),
  /** The caller may still edit it (its author, within RATING_EDIT_DAYS days). */
  editable: z.boolean(),
});
export type VendorRating = z.infer<typeof vendorRatingSchema>;

/** GET API.vendorRatingsOfVendor: the vendor's averages and its ratings, newest first. */
export const vendorRatingsSchema = z.object({
  summary: ratingSummarySchema,
  ratings: z.array(vendorRatingSchema),
});
export type VendorRatings = z.infer<typeof vendorRatingsSchema>;

export const VENDOR_RATING_HISTORY_ACTIONS = ['rate', 'edit', 'hide'] as const;
export const vendorRatingHistoryRowSchema = z.object({
  id: z.number().int(),
  action: z.enum(VENDOR_RATING_HISTORY_ACTIONS),
  /** What the rating was before and after (quality/timeliness/price/comment); {} before a 'rate'. */
  fromValue: z.record(safeString(), z.union([safeString(), z.number(), z.boolean()])),
  toValue: z.record(safeString(), z.union([safeString(), z.number(), z.boolean()])),
  reason: safeString(),
  changedBy: safeString(),
  changedAt: safeString(),
});
export type VendorRatingHistoryRow = z.infer<typeof vendorRatingHistoryRowSchema>;

/**
 * GET API.rateableBills: the bills the caller may rate (Invoice Approved or later; an ADMIN any
 * bill), searched by code, vendor or invoice number, with the caller's own rating when given.
 */
export const rateableBillSchema = z.object({
  payableId: z.number().int(),
  vendorPayableCode: safeString(),
  vendorId: z.number().int(),
  vendorCode: safeString(),
  vendorName: safeString(),
  siteId: z.number().int(),
  siteName: safeString(),
  billDate: safeString(),
  total: z.number(),
  status: safeString(),
  myRating: vendorRatingSchema.nullable(),
});
export type RateableBill = z.infer<typeof rateableBillSchema>;
export const rateableBillsQuerySchema = listQuerySchema({
  sort: ['billDate', 'vendorName'] as const,
  filters: { siteId: idFilterSchema.optional(), q: searchParam().optional() },
});
export type RateableBillsQuery = z.infer<typeof rateableBillsQuerySchema>;

// ---- Vendor Performance ----

export const VENDOR_PERFORMANCE_SORTS = [
  'vendorName',
  'bills',
  'total',
  'average',
  'returnedShare',
  'duplicates',
  'daysToApproval',
  'daysToPayment',
  'overdue',
  'rating',
] as const;
export type VendorPerformanceSort = (typeof VENDOR_PERFORMANCE_SORTS)[number];
const performanceSpec = {
  sort: VENDOR_PERFORMANCE_SORTS,
  filters: { siteId: idFilterSchema.optional() },
  dates: ['bill'] as const,
};
/** The list's query: page, size, q (vendor code or name), sort, siteId, billFrom/billTo (the period). */
export const vendorPerformanceQuerySchema = listQuerySchema(performanceSpec);
export type VendorPerformanceQuery = z.infer<typeof vendorPerformanceQuerySchema>;
export const vendorPerformanceExportQuerySchema = listExportQuerySchema(performanceSpec);
/** The trend's query: the list's filters, no page. */
export const vendorPerformanceTrendQuerySchema = z.object({
  q: searchParam().optional(),
  siteId: idFilterSchema.optional(),
  billFrom: isoDateSchema.optional(),
  billTo: isoDateSchema.optional(),
});
export type VendorPerformanceTrendQuery = z.infer<typeof vendorPerformanceTrendQuerySchema>;

/**
 * One vendor's figures over its bills dated in the period at the site (or all sites). Money as
 * numbers of rupees summed as numeric in SQL; days and shares rounded to 1 decimal (null: no bill
 * approved / paid).
 */
export const vendorPerformanceRowSchema = z.object({
  vendorId: z.number().int(),
  vendorCode: safeString(),
  vendorName: safeString(),
  /** Bills dated in the period (Cancelled ones too). */
  bills: z.number().int(),
  /** What they bill now (amount + tax; a Cancelled bill 0). */
  total: z.number(),
  /** total ÷ the bills not Cancelled (0 when none). */
  average: z.number(),
  /** Bills moved back to an earlier status (with a reason). */
  sentBack: z.number().int(),
  cancelled: z.number().int(),
  /** Percent of the bills sent back or cancelled (each bill once). */
  returnedShare: z.number(),
  /** Duplicate invoice numbers refused in the period (recorded since migration 0031). */
  duplicates: z.number().int(),
  daysToApproval: z.number().nullable(),
  daysToPayment: z.number().nullable(),
  /** Owed now on the vendor's bills at the site past their due date (whatever their bill date). */
  overdue: z.number(),
  rating: ratingSummarySchema,
});
export type VendorPerformanceRow = z.infer<typeof vendorPerformanceRowSchema>;

export const vendorPerformanceTrendSchema = z.array(
  z.object({
    /** YYYY-MM */
    month: safeString(),
    bills: z.number().int(),
    total: z.number(),
    returned: z.number().int(),
  }),
);
export type VendorPerformanceTrend = z.infer<typeof vendorPerformanceTrendSchema>;
