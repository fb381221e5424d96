import {
  API,
  apiPath,
  getVendorRatingHistory,
  getVendorRatingsOfVendor,
  type ListPage,
  postVendorRatings,
  putVendorRating,
  putVendorRatingHide,
  type RateableBill,
  rateableBillSchema,
  type SessionContext,
  type VendorRating,
  type VendorRatingEdit,
  type VendorRatingInput,
} from '@sitebook/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { getListPage } from '../../../lib/list-page';
import { useReadySession } from '../../../lib/session/use-session';

export const RATING_PAGE_SIZE = 10;

export const ratingKeys = {
  all: ['vendor-ratings'] as const,
  bills: (tenant: string, page: number, query: string) =>
    ['vendor-ratings', 'bills', tenant, page, query] as const,
  ofVendor: (tenant: string, vendorId: number) => ['vendor-ratings', 'vendor', tenant, vendorId] as const,
  history: (tenant: string, ratingId: number) => ['vendor-ratings', 'history', tenant, ratingId] as const,
};

export function getRateableBills(
  context: SessionContext,
  page: number,
  query = '',
): Promise<ListPage<RateableBill>> {
  const path = apiPath(API.rateableBills, { tenant: context.companyCode });
  return getListPage(path, page, RATING_PAGE_SIZE, rateableBillSchema, undefined, query);
}

/** The bills the caller may rate, a page at a time (the search and sort in `query`). */
export function useRateableBills(page: number, query = '') {
  const { context } = useReadySession();
  return useQuery({
    queryKey: ratingKeys.bills(context.companyCode, page, query),
    queryFn: () => getRateableBills(context, page, query),
    placeholderData: keepPreviousData,
  });
}

/** A vendor's averages and ratings (View Vendor). */
export function useVendorRatings(vendorId: number) {
  const { context } = useReadySession();
  return useQuery({
    queryKey: ratingKeys.ofVendor(context.companyCode, vendorId),
    queryFn: () =>
      callEndpoint(getVendorRatingsOfVendor, { params: { tenant: context.companyCode, vendorId } }),
  });
}

export function useRatingHistory(ratingId: number, enabled: boolean) {
  const { context } = useReadySession();
  return useQuery({
    queryKey: ratingKeys.history(context.companyCode, ratingId),
    queryFn: () =>
      callEndpoint(getVendorRatingHistory, { params: { tenant: context.companyCode, ratingId } }),
    enabled,
  });
}

/**
 * Rate (no ratingId) or edit a rating. Afterwards every vendor list, the vendor picker and the
 * ratings are read again: the averages changed.
 */
export function useSaveRating() {
  const { context } = useReadySession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: VendorRatingInput & { ratingId?: number }): Promise<VendorRating> => {
      const { ratingId, payableId, ...marks } = input;
      const tenant = context.companyCode;
      return ratingId === undefined
        ? callEndpoint(postVendorRatings, { params: { tenant }, body: { payableId, ...marks } })
        : callEndpoint(putVendorRating, {
            params: { tenant, ratingId },
            body: marks satisfies VendorRatingEdit,
          });
    },
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ratingKeys.all }),
        // The vendor list's pages and the picker's searches carry the averages.
        client.invalidateQueries({ queryKey: ['vendors'] }),
        client.invalidateQueries({ queryKey: ['vendor-performance'] }),
      ]);
    },
  });
}

export function useHideComment() {
  const { context } = useReadySession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ratingId, reason }: { ratingId: number; reason: string }) =>
      callEndpoint(putVendorRatingHide, {
        params: { tenant: context.companyCode, ratingId },
        body: { reason },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ratingKeys.all }),
  });
}
