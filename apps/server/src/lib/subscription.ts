import type { SubscriptionCheckResponse } from '@sitebook/contract';
import { compareDates, formatIso, type PlainDate, parseIso } from './dates.js';

/**
 * Pure: is a subscription over on `on` (the company's today, `todayIn(timeZone)`)? No end date = never
 * expires; not yet started counts as expired.
 */
export function subscriptionState(
  start: string | null,
  end: string | null,
  storedStatus: string,
  on: PlainDate,
): SubscriptionCheckResponse {
  const startDate = start ? parseIso(start) : undefined;
  const endDate = end ? parseIso(end) : undefined;
  const notStarted = startDate !== undefined && compareDates(on, startDate) < 0;
  const ended = endDate !== undefined && compareDates(on, endDate) > 0;
  const inactive = storedStatus !== 'Active';
  const expired = notStarted || ended || inactive;
  return {
    expired,
    startDate: startDate ? formatIso(startDate) : null,
    endDate: endDate ? formatIso(endDate) : null,
    status: ended ? 'Expired' : notStarted ? 'NotStarted' : storedStatus,
  };
}
