import { API, apiPath, type Site, siteListSchema } from '@sitebook/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api-client';

/** Sites of the company. A refusal or a body with a `message` yields no options. */
export async function getSites(companyCode: string): Promise<Site[]> {
  const { status, body } = await apiRequest(apiPath(API.sitesForCompany, { companyCode }));
  if (status !== 202 || !Array.isArray(body)) return [];
  const parsed = siteListSchema.safeParse(body);
  return parsed.success ? parsed.data : [];
}

export const sitesQuery = (companyCode: string) =>
  queryOptions({ queryKey: ['session', 'sites', companyCode], queryFn: () => getSites(companyCode) });
