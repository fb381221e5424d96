import { postSubscriptionCheck, type SubscriptionCheckResponse } from '@sitebook/contract';
import { callEndpoint } from '../../endpoint-client';

/** Subscription check: the dates and status are sent empty, as the spec's client does. */
export function checkSubscription(companyId: number, productId: number): Promise<SubscriptionCheckResponse> {
  return callEndpoint(postSubscriptionCheck, {
    body: { endDate: '', erfCompanyId: companyId, erfProductId: productId, startDate: '', status: '' },
  });
}
