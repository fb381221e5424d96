import '../zod-setup.js';
import { z } from 'zod';
import { API } from '../api-paths.js';
import { endpoint } from '../endpoint.js';
import { codeSchema, idParamSchema } from '../schemas/common.js';
import {
  rateableBillSchema,
  rateableBillsQuerySchema,
  vendorRatingEditSchema,
  vendorRatingHideSchema,
  vendorRatingHistoryRowSchema,
  vendorRatingInputSchema,
  vendorRatingSchema,
  vendorRatingsSchema,
} from '../schemas/vendor-rating.js';

const tenantParams = z.object({ tenant: codeSchema });
const ratingParams = z.object({ tenant: codeSchema, ratingId: idParamSchema });

/** The bills the caller may rate, a page at a time (X-Total-Count). */
export const getRateableBills = endpoint({
  method: 'GET',
  path: API.rateableBills,
  params: tenantParams,
  query: rateableBillsQuerySchema,
  responses: { 202: z.array(rateableBillSchema) },
});

export const postVendorRatings = endpoint({
  method: 'POST',
  path: API.vendorRatings,
  params: tenantParams,
  body: vendorRatingInputSchema,
  responses: { 202: vendorRatingSchema },
});

export const putVendorRating = endpoint({
  method: 'PUT',
  path: API.vendorRating,
  params: ratingParams,
  body: vendorRatingEditSchema,
  responses: { 202: vendorRatingSchema },
});

/** Hides a rating's comment (an ADMIN), with the reason. */
export const putVendorRatingHide = endpoint({
  method: 'PUT',
  path: API.vendorRatingHide,
  params: ratingParams,
  body: vendorRatingHideSchema,
  responses: { 202: vendorRatingSchema },
});

export const getVendorRatingHistory = endpoint({
  method: 'GET',
  path: API.vendorRatingHistory,
  params: ratingParams,
  responses: { 202: z.array(vendorRatingHistoryRowSchema) },
});

/** A vendor's averages and ratings (View Vendor). */
export const getVendorRatingsOfVendor = endpoint({
  method: 'GET',
  path: API.vendorRatingsOfVendor,
  params: z.object({ tenant: codeSchema, vendorId: idParamSchema }),
  responses: { 202: vendorRatingsSchema },
});
