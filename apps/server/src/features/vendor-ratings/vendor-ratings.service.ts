import {
  type ListPage,
  vendorRatingMessages as m,
  RATING_EDIT_DAYS,
  type RateableBill,
  type RateableBillsQuery,
  type VendorRating,
  type VendorRatingEdit,
  type VendorRatingHistoryRow,
  type VendorRatingInput,
  type VendorRatings,
} from '@sitebook/contract';
import { jsonValue } from '../../db/client.js';
import { findVendor } from '../../db/lookups.js';
import { ratingSummaryOf } from '../../db/vendor-rating-summary.js';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { badRequest, isUniqueViolation, notFound } from '../../lib/errors.js';
import { isAdmin, may, requireRight } from '../../lib/rights.js';
import * as repo from './vendor-ratings.repo.js';

/**
 * Vendor Rating: a user of a site rates the vendor of an approved bill (an ADMIN any bill)
 * on quality, timeliness and price, 1–5, with a comment; one rating per user per bill, editable by its
 * author for RATING_EDIT_DAYS days; an ADMIN hides a comment with a reason. Every change writes a
 * vendor_rating_history row (who, when, from, to, why) in its transaction. Rights: lib/rights.ts
 * (vendorRate*, vendorRatingEdit*, vendorRatingHideComment). Another company's bill or rating is 404.
 */

const RATINGS_SHOWN = 200;

function toRating(auth: AuthContext, row: repo.RatingDbRow): VendorRating {
  const own = row.rated_by === auth.userName;
  return {
    ratingId: row.id,
    vendorId: row.vendor_id,
    vendorCode: row.vendor_code,
    vendorName: row.vendor_name,
    payableId: row.payable_id,
    vendorPayableCode: row.vendor_payable_code,
    siteName: row.site_name,
    quality: Number(row.quality),
    timeliness: Number(row.timeliness),
    price: Number(row.price),
    comment: row.comment_hidden ? '' : row.comment,
    commentHidden: row.comment_hidden,
    hiddenReason: row.hidden_reason,
    ratedBy: row.rated_by,
    ratedAt: row.created_at,
    updatedAt: row.updated_at,
    editable: own && row.in_window && may(auth, 'vendorRatingEdit', true),
  };
}

const marksOf = (input: VendorRatingEdit): repo.Marks => ({
  quality: input.quality,
  timeliness: input.timeliness,
  price: input.price,
  comment: input.comment,
});

async function ratingOf(ctx: AppContext, auth: AuthContext, ratingId: number): Promise<VendorRating> {
  const row = await repo.findRating(ctx.db, auth.companyCode, ratingId, RATING_EDIT_DAYS);
  if (!row) throw notFound(m.ratingNotFound);
  return toRating(auth, row);
}

/**
 * Rates the vendor of a bill: the company's bill (404); not yet approved or Cancelled, an ADMIN's
 * only (vendorRateUnapproved); a site the caller does not work on, an ADMIN's only
 * (vendorRateOtherSite); a second rating of the same bill by the same user is 400.
 */
export async function rate(
  ctx: AppContext,
  auth: AuthContext,
  input: VendorRatingInput,
): Promise<VendorRating> {
  const ratingId = await ctx.db.transaction(async (tx) => {
    const payable = await repo.findPayable(tx, auth.companyCode, input.payableId);
    if (!payable) throw notFound(m.billNotFound);
    if (!repo.APPROVED_STATUSES.includes(payable.status)) {
      requireRight(auth, 'vendorRateUnapproved', m.notApproved(payable.status));
    }
    if (!(await repo.worksOnSite(tx, auth.companyCode, auth.userName, payable.erf_site_id))) {
      requireRight(auth, 'vendorRateOtherSite', m.notYourSite);
    }
    requireRight(auth, 'vendorRate', '');
    if ((await repo.ratingIdOf(tx, auth.companyCode, payable.id, auth.userName)) !== undefined) {
      throw badRequest(m.alreadyRated);
    }
    const marks = marksOf(input);
    let id: number;
    try {
      id = await repo.insertRating(tx, {
        tenantCode: auth.companyCode,
        payable,
        ratedBy: auth.userName,
        ...marks,
      });
    } catch (error) {
      if (isUniqueViolation(error, 'vendor_ratings_payable_user_uq')) throw badRequest(m.alreadyRated);
      throw error;
    }
    await repo.insertHistory(tx, {
      tenantCode: auth.companyCode,
      ratingId: id,
      action: 'rate',
      from: {},
      to: { ...marks },
      by: auth.userName,
    });
    return id;
  });
  return ratingOf(ctx, auth, ratingId);
}

/** Edits a rating: its author only (403), within RATING_EDIT_DAYS days of giving it (400). */
export async function edit(
  ctx: AppContext,
  auth: AuthContext,
  ratingId: number,
  input: VendorRatingEdit,
): Promise<VendorRating> {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findRating(tx, auth.companyCode, ratingId, RATING_EDIT_DAYS, true);
    if (!row) throw notFound(m.ratingNotFound);
    requireRight(auth, 'vendorRatingEdit', m.notYourRating, row.rated_by === auth.userName);
    if (!row.in_window) throw badRequest(m.editWindowOver(RATING_EDIT_DAYS));
    const before: repo.Marks = {
      quality: Number(row.quality),
      timeliness: Number(row.timeliness),
      price: Number(row.price),
      comment: row.comment,
    };
    const after = marksOf(input);
    const keys = (Object.keys(after) as (keyof repo.Marks)[]).filter((k) => before[k] !== after[k]);
    if (keys.length === 0) return;
    await repo.updateMarks(tx, auth.companyCode, ratingId, after);
    await repo.insertHistory(tx, {
      tenantCode: auth.companyCode,
      ratingId,
      action: 'edit',
      from: Object.fromEntries(keys.map((k) => [k, before[k]])),
      to: Object.fromEntries(keys.map((k) => [k, after[k]])),
      by: auth.userName,
    });
  });
  return ratingOf(ctx, auth, ratingId);
}

/** Hides a rating's comment: an ADMIN's (403), with a reason; once (400). */
export async function hide(
  ctx: AppContext,
  auth: AuthContext,
  ratingId: number,
  reason: string,
): Promise<VendorRating> {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findRating(tx, auth.companyCode, ratingId, RATING_EDIT_DAYS, true);
    if (!row) throw notFound(m.ratingNotFound);
    requireRight(auth, 'vendorRatingHideComment', m.hideAdminOnly);
    if (row.comment_hidden) throw badRequest(m.alreadyHidden);
    await repo.hideComment(tx, auth.companyCode, ratingId, reason);
    await repo.insertHistory(tx, {
      tenantCode: auth.companyCode,
      ratingId,
      action: 'hide',
      from: { commentHidden: false },
      to: { commentHidden: true },
      reason,
      by: auth.userName,
    });
  });
  return ratingOf(ctx, auth, ratingId);
}

/**
 * A rating's history, oldest first. Once its comment is hidden, the comment's past texts are shown
 * to an ADMIN only.
 */
export async function history(
  ctx: AppContext,
  auth: AuthContext,
  ratingId: number,
): Promise<VendorRatingHistoryRow[]> {
  const rating = await repo.findRating(ctx.db, auth.companyCode, ratingId, RATING_EDIT_DAYS);
  if (!rating) throw notFound(m.ratingNotFound);
  const redact = rating.comment_hidden && !isAdmin(auth);
  const clean = (v: repo.HistoryValue): repo.HistoryValue => {
    if (!redact || !('comment' in v)) return v;
    const { comment: _hidden, ...rest } = v;
    return rest;
  };
  return (await repo.historyOf(ctx.db, auth.companyCode, ratingId)).map((h) => ({
    id: h.id,
    action: h.action,
    fromValue: clean(jsonValue(h.from_value)),
    toValue: clean(jsonValue(h.to_value)),
    reason: h.reason,
    changedBy: h.changed_by,
    changedAt: h.changed_at,
  }));
}

/** A vendor's averages and ratings (View Vendor): the company's vendor (404). */
export async function ofVendor(ctx: AppContext, auth: AuthContext, vendorId: number): Promise<VendorRatings> {
  const vendor = await findVendor(ctx.db, auth.companyCode, vendorId);
  if (!vendor) throw notFound(m.vendorNotFound);
  const rows = await repo.ratingsOfVendor(
    ctx.db,
    auth.companyCode,
    vendorId,
    RATING_EDIT_DAYS,
    RATINGS_SHOWN,
  );
  return { summary: ratingSummaryOf(vendor), ratings: rows.map((r) => toRating(auth, r)) };
}

/** The bills the caller may rate (an ADMIN: every bill), with the caller's own rating of each. */
export async function rateableBills(
  ctx: AppContext,
  auth: AuthContext,
  query: RateableBillsQuery,
): Promise<ListPage<RateableBill>> {
  const page = { page: query.page ?? 1, size: query.size ?? 10 };
  const rows = await repo.rateableBills(
    ctx.db,
    {
      tenantCode: auth.companyCode,
      userName: auth.userName,
      everyBill: may(auth, 'vendorRateUnapproved') && may(auth, 'vendorRateOtherSite'),
      siteId: query.siteId,
      q: query.q,
      sort: query.sort,
    },
    page,
  );
  const mine = await Promise.all(
    rows.map((r) =>
      r.my_rating_id === null
        ? null
        : repo.findRating(ctx.db, auth.companyCode, r.my_rating_id, RATING_EDIT_DAYS),
    ),
  );
  return {
    total: Number(rows[0]?.n ?? 0),
    rows: rows.map((r, i) => {
      const own = mine[i];
      return {
        payableId: r.id,
        vendorPayableCode: r.vendor_payable_code,
        vendorId: r.vendor_id,
        vendorCode: r.vendor_code,
        vendorName: r.vendor_name,
        siteId: r.site_id,
        siteName: r.site_name,
        billDate: r.bill_date,
        total: Number(r.total),
        status: r.status,
        myRating: own ? toRating(auth, own) : null,
      };
    }),
  };
}
