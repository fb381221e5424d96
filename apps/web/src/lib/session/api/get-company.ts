import { API, apiPath, type Company, companySchema } from '@sitebook/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api-client';

export async function getCompany(companyId: number): Promise<Company> {
  return companySchema.parse(await apiCall(apiPath(API.companyById, { companyId })));
}

/**
 * Its `apiKey` is the session's own value (derived from the token), so a new token (after a
 * password change) reads the company again; the token's tail tells tokens apart, as the audit's key.
 */
export const companyQuery = (companyId: number, jwt: string) =>
  queryOptions({
    queryKey: ['session', 'company', companyId, jwt.slice(-16)],
    queryFn: () => getCompany(companyId),
  });
