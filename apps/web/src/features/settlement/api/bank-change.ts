import {
  getVendorBankChange,
  getVendorPaymentVoucher,
  type SessionContext,
  paymentVoucherMessages as V,
} from '@sitebook/contract';
import { useQuery } from '@tanstack/react-query';
import type { DownloadResult } from '../../../lib/api-client';
import { callEndpoint, downloadEndpoint } from '../../../lib/endpoint-client';
import { keyHeaders } from '../../../lib/key-headers';
import { saveBlob } from '../../../lib/save-blob';
import { useReadySession } from '../../../lib/session/use-session';
import { settlementKeys } from './keys';

/**
 * Whether the vendor's bank details changed in the last 7 days (who, when), read
 * afresh each time a payment is entered (GET API.vendorBankChange).
 */
export function useBankChange(vendorId: number) {
  const { context } = useReadySession();
  return useQuery({
    queryKey: [...settlementKeys.all, 'bank-change', context.companyCode, vendorId] as const,
    queryFn: async () =>
      (
        await callEndpoint(
          getVendorBankChange,
          { params: { tenant: context.companyCode, vendorId } },
          { headers: keyHeaders(context) },
        )
      ).change,
    refetchOnMount: 'always',
  });
}

/** GETs a payment's voucher (PDF, with the bank-change warning when it applies) and saves it. */
export async function downloadVoucher(
  context: SessionContext,
  payment: { paymentId: number; paymentCode: string },
): Promise<DownloadResult> {
  const result = await downloadEndpoint(
    getVendorPaymentVoucher,
    { params: { tenant: context.companyCode, paymentId: payment.paymentId } },
    { headers: keyHeaders(context) },
  );
  if (result.status === 200 && result.blob) {
    saveBlob(result.blob, result.fileName ?? V.fileName(payment.paymentCode));
  }
  return result;
}
