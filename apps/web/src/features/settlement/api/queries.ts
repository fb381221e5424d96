import {
  API,
  apiPath,
  openPayableSchema,
  PAGE_SIZES,
  paymentSchema,
  vendorLedgerSchema,
} from '@sitebook/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { keyHeaders } from '../../../lib/key-headers';
import { getListPage } from '../../../lib/list-page';
import { useReadySession } from '../../../lib/session/use-session';
import { settlementKeys } from './keys';

/** Payments are paged like the payable list. */
export const PAYMENTS_PAGE_SIZE = PAGE_SIZES.payables;

/** A vendor's open payables, oldest due first (GET API.vendorOpenPayables); idle without a vendor. */
export function useOpenPayables(vendorId: number | null) {
  const { context } = useReadySession();
  return useQuery({
    queryKey: settlementKeys.open(context.companyCode, vendorId ?? 0),
    queryFn: async () => {
      const path = apiPath(API.vendorOpenPayables, { tenant: context.companyCode, vendorId: vendorId ?? 0 });
      return z.array(openPayableSchema).parse(await apiCall(path, { headers: keyHeaders(context) }));
    },
    enabled: vendorId !== null,
  });
}

/** One page of a vendor's payments, newest first, and their count (GET API.vendorPayments?vendorId=). */
export function usePaymentPage(vendorId: number | null, page: number) {
  const { context } = useReadySession();
  return useQuery({
    queryKey: settlementKeys.payments(context.companyCode, vendorId ?? 0, page, PAYMENTS_PAGE_SIZE),
    queryFn: () => {
      const base = apiPath(API.vendorPayments, { tenant: context.companyCode });
      const path = `${base}?${new URLSearchParams({ vendorId: String(vendorId) })}`;
      return getListPage(path, page, PAYMENTS_PAGE_SIZE, paymentSchema, keyHeaders(context));
    },
    enabled: vendorId !== null,
    placeholderData: keepPreviousData,
  });
}

/** A vendor's ledger: opening, bills, payments and reversals with the running balance. */
export function useVendorLedger(vendorId: number) {
  const { context } = useReadySession();
  return useQuery({
    queryKey: settlementKeys.ledger(context.companyCode, vendorId),
    queryFn: async () => {
      const path = apiPath(API.vendorLedger, { tenant: context.companyCode, vendorId });
      return vendorLedgerSchema.parse(await apiCall(path, { headers: keyHeaders(context) }));
    },
  });
}
