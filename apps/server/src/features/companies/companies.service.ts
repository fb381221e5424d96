import type { Company, SubscriptionCheckResponse } from '@sitebook/contract';
import { commonMessages } from '@sitebook/contract';
import { companyAnswer } from '../../db/lookups.js';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { todayIn } from '../../lib/dates.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { subscriptionState } from '../../lib/subscription.js';
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
  return companyAnswer(company, auth.sessionApiKey);
}

export async function checkSubscription(
  ctx: AppContext,
  auth: AuthContext,
  erfCompanyId: number,
): Promise<SubscriptionCheckResponse> {
  if (erfCompanyId !== auth.companyId) throw forbidden(commonMessages.forbiddenCompany);
  const company = await repo.findCompanyById(ctx.db, erfCompanyId);
  if (!company) throw notFound();
  return subscriptionState(
    company.subscriptionStart,
    company.subscriptionEnd,
    company.subscriptionStatus,
    todayIn(company.timeZone),
  );
}
