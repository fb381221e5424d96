import {
  type PaymentCreateValues,
  type PaymentReverse,
  postVendorPayment,
  postVendorPaymentReverse,
} from '@sitebook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useReadySession } from '../../../lib/session/use-session';
import { STALE_AFTER_PAYMENT, settlementKeys } from './keys';

/** After a payment or a reversal: every settlement list, the payables and the vendors reload. */
function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: settlementKeys.all });
    for (const queryKey of STALE_AFTER_PAYMENT) void queryClient.invalidateQueries({ queryKey });
  };
}

/** POST API.vendorPayment: the saved payment's code and message; throws ApiError on a refusal. */
export function useRecordPayment() {
  const onSuccess = useRefreshAfterPayment();
  return useMutation({
    mutationFn: (body: PaymentCreateValues) => callEndpoint(postVendorPayment, { body }),
    onSuccess,
  });
}

/** POST API.vendorPaymentReverse (an administrator's, with a reason). */
export function useReversePayment() {
  const { context } = useReadySession();
  const onSuccess = useRefreshAfterPayment();
  return useMutation({
    mutationFn: (fields: Omit<PaymentReverse, 'tenantCode'>) =>
      callEndpoint(postVendorPaymentReverse, { body: { ...fields, tenantCode: context.companyCode } }),
    onSuccess,
  });
}
