import {
  API,
  apiPath,
  getVendorLedger,
  getVendorOpenPayables,
  type LedgerStatementFormat,
  PAGE_SIZES,
  paymentSchema,
  ledgerStatementMessages as S,
  type SessionContext,
} from '@sitebook/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DownloadResult } from '../../../lib/api-client';
import { callEndpoint, downloadEndpoint } from '../../../lib/endpoint-client';
import { todayIso } from '../../../lib/format';
import { keyHeaders } from '../../../lib/key-headers';
import { getListPage } from '../../../lib/list-page';
import { saveBlob } from '../../../lib/save-blob';
import { useReadySession } from '../../../lib/session/use-session';
import { type LedgerPeriod, settlementKeys } from './keys';

/** Payments are paged like the payable list. */
export const PAYMENTS_PAGE_SIZE = PAGE_SIZES.payables;

/** A vendor's open payables, oldest due first (GET API.vendorOpenPayables); idle without a vendor. */
export function useOpenPayables(vendorId: number | null) {
  const { context } = useReadySession();
  return useQuery({
    queryKey: settlementKeys.open(context.companyCode, vendorId ?? 0),
    queryFn: () =>
      callEndpoint(
        getVendorOpenPayables,
        { params: { tenant: context.companyCode, vendorId: vendorId ?? 0 } },
        { headers: keyHeaders(context) },
      ),
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

/**
 * A vendor's statement for a period (both ends optional): the balance brought forward, its lines
 * with the running balance, the closing balance. The last figures stay shown while another period loads.
 */
export function useVendorLedger(vendorId: number, period: LedgerPeriod = {}) {
  const { context } = useReadySession();
  return useQuery({
    queryKey: settlementKeys.ledger(context.companyCode, vendorId, period),
    queryFn: () =>
      callEndpoint(
        getVendorLedger,
        { params: { tenant: context.companyCode, vendorId }, query: period },
        { headers: keyHeaders(context) },
      ),
    placeholderData: keepPreviousData,
    // Money moves on other screens (a bill, a payment): every visit reads the statement again.
    refetchOnMount: 'always',
  });
}

/** GETs the statement as .xlsx or PDF with the bearer token and saves it; resolves with the answer. */
export async function downloadStatement(
  context: SessionContext,
  vendor: { vendorId: number; vendorCode: string },
  period: LedgerPeriod,
  format: Exclude<LedgerStatementFormat, 'json'>,
): Promise<DownloadResult> {
  const result = await downloadEndpoint(
    getVendorLedger,
    { params: { tenant: context.companyCode, vendorId: vendor.vendorId }, query: { ...period, format } },
    { headers: keyHeaders(context) },
  );
  if (result.status === 200 && result.blob) {
    saveBlob(result.blob, result.fileName ?? S.fileName(vendor.vendorCode, period.to ?? todayIso(), format));
  }
  return result;
}
