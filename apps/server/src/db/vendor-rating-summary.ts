import type { RatingSummary } from '@sitebook/contract';
import type { VendorRow } from './lookups.js';

const average = (value: string | null): number | null => (value === null ? null : Number(value));

/**
 * A vendor's rating averages as answered: what migration 0031's trigger keeps on the
 * vendor (numeric text → number). Vendors and Vendor Rating both answer it.
 */
export const ratingSummaryOf = (
  row: Pick<
    VendorRow,
    'ratingCount' | 'ratingOverall' | 'ratingQuality' | 'ratingTimeliness' | 'ratingPrice'
  >,
): RatingSummary => ({
  count: row.ratingCount,
  overall: average(row.ratingOverall),
  quality: average(row.ratingQuality),
  timeliness: average(row.ratingTimeliness),
  price: average(row.ratingPrice),
});
