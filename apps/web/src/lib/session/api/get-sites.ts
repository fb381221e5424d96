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

/**
 * Every site of the company, deactivated ones too (`inactive=include`): screens name the
 * site of an older record by it, while pickers keep to the session's active sites.
 */
export async function getAllSites(companyCode: string): Promise<Site[]> {
  const path = `${apiPath(API.sitesForCompany, { companyCode })}?inactive=include`;
  const { status, body } = await apiRequest(path);
  if (status !== 202 || !Array.isArray(body)) return [];
  const parsed = siteListSchema.safeParse(body);
  return parsed.success ? parsed.data : [];
}

export const allSitesQuery = (companyCode: string) =>
  queryOptions({ queryKey: ['session', 'all-sites', companyCode], queryFn: () => getAllSites(companyCode) });
