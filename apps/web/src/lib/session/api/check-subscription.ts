import { API, type SubscriptionCheckResponse, subscriptionCheckResponseSchema } from '@sitebook/contract';
import { apiCall } from '../../api-client';

/** Subscription check: the dates and status are sent empty, as the spec's client does. */
export async function checkSubscription(
  companyId: number,
  productId: number,
): Promise<SubscriptionCheckResponse> {
  const body = await apiCall(API.subscriptionCheck, {
    method: 'POST',
    body: { endDate: '', erfCompanyId: companyId, erfProductId: productId, startDate: '', status: '' },
  });
  return subscriptionCheckResponseSchema.parse(body);
}
