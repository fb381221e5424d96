import { getSitesForCompany, type Site } from '@sitebook/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../api-client';
import { callEndpoint } from '../../endpoint-client';

/** Sites of the company; a refusal yields no options (a network failure or a drifted answer throws). */
async function sitesOf(companyCode: string, inactive?: 'include'): Promise<Site[]> {
  try {
    return await callEndpoint(getSitesForCompany, { params: { companyCode }, query: { inactive } });
  } catch (error) {
    if (error instanceof ApiError) return [];
    throw error;
  }
}

/** The company's active sites. */
export function getSites(companyCode: string): Promise<Site[]> {
  return sitesOf(companyCode);
}

/**
 * Every site of the company, deactivated ones too (`inactive=include`): screens name the
 * site of an older record by it, while pickers keep to the session's active sites.
 */
export function getAllSites(companyCode: string): Promise<Site[]> {
  return sitesOf(companyCode, 'include');
}

export const allSitesQuery = (companyCode: string) =>
  queryOptions({ queryKey: ['session', 'all-sites', companyCode], queryFn: () => getAllSites(companyCode) });
