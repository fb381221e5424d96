import { API, userAuditResponseSchema } from '@sitebook/contract';
import { apiCall } from '../../api-client';

/** Records the sign-in (who, when, from where); once per token and page load. */
export async function auditUser(companyCode: string, userName: string, jwt: string): Promise<{ id: number }> {
  const body = await apiCall(API.userAudit, {
    method: 'POST',
    body: { companyCode, userName, jwtToken: jwt },
  });
  return userAuditResponseSchema.parse(body);
}
