import { API, type PaymentCreateValues, type PaymentReverse } from '@sitebook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useReadySession } from '../../../lib/session/use-session';
import { STALE_AFTER_PAYMENT, settlementKeys } from './keys';

/** After a payment or a reversal: every settlement list, the payables and the vendors reload. */
function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  return ({ status }: { status: number }) => {
    if (status !== 202) return;
    void queryClient.invalidateQueries({ queryKey: settlementKeys.all });
    for (const queryKey of STALE_AFTER_PAYMENT) void queryClient.invalidateQueries({ queryKey });
  };
}

/** POST API.vendorPayment: resolves with the answer whatever its status. */
export function useRecordPayment() {
  const onSuccess = useRefreshAfterPayment();
  return useMutation({
    mutationFn: (body: PaymentCreateValues) => apiRequest(API.vendorPayment, { method: 'POST', body }),
    onSuccess,
  });
}

/** POST API.vendorPaymentReverse (an administrator's, with a reason). */
export function useReversePayment() {
  const { context } = useReadySession();
  const onSuccess = useRefreshAfterPayment();
  return useMutation({
    mutationFn: (fields: Omit<PaymentReverse, 'tenantCode'>) =>
      apiRequest(API.vendorPaymentReverse, {
        method: 'POST',
        body: { ...fields, tenantCode: context.companyCode } satisfies PaymentReverse,
      }),
    onSuccess,
  });
}
