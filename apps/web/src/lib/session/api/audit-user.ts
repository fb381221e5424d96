import { API, userAuditResponseSchema } from '@sitebook/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api-client';

/** Records the sign-in (who, when, from where); once per token and page load. */
export async function auditUser(companyCode: string, userName: string, jwt: string): Promise<{ id: number }> {
  const body = await apiCall(API.userAudit, {
    method: 'POST',
    body: { companyCode, userName, jwtToken: jwt },
  });
  return userAuditResponseSchema.parse(body);
}

export const auditQuery = (companyCode: string, userName: string, jwt: string) =>
  queryOptions({
    // The token itself stays out of the cache key; its tail tells tokens apart.
    queryKey: ['session', 'audit', companyCode, userName, jwt.slice(-16)],
    queryFn: () => auditUser(companyCode, userName, jwt),
  });
