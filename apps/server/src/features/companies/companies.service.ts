import type { Company, SubscriptionCheckResponse } from '@sitebook/contract';
import { commonMessages } from '@sitebook/contract';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { compareDates, formatIso, parseIso, today } from '../../lib/dates.js';
import { forbidden, notFound } from '../../lib/errors.js';
import * as repo from './companies.repo.js';

/**
 * The caller's own company; another company's id is refused (403): it names another tenant. Its
 * `apiKey` is this session's value: the company's key is stored only as a hash and answered
 * only when it is made.
 */
export async function getCompany(ctx: AppContext, auth: AuthContext, companyId: number): Promise<Company> {
  if (companyId !== auth.companyId) throw forbidden(commonMessages.forbiddenCompany);
  const company = await repo.findCompanyById(ctx.db, companyId);
  if (!company) throw notFound();
  return {
    id: company.id,
    companyCode: company.companyCode,
    companyName: company.companyName,
    apiKey: auth.sessionApiKey,
    country: company.country,
  };
}

/** Pure: is a subscription over on `on`? No end date = never expires; not yet started counts as expired. */
export function subscriptionState(
  start: string | null,
  end: string | null,
  storedStatus: string,
  on = today(),
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

export async function checkSubscription(
  ctx: AppContext,
  auth: AuthContext,
  erfCompanyId: number,
): Promise<SubscriptionCheckResponse> {
  if (erfCompanyId !== auth.companyId) throw forbidden(commonMessages.forbiddenCompany);
  const company = await repo.findCompanyById(ctx.db, erfCompanyId);
  if (!company) throw notFound();
  return subscriptionState(company.subscriptionStart, company.subscriptionEnd, company.subscriptionStatus);
}
