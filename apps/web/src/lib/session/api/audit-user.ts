import { postUserAudit } from '@sitebook/contract';
import { callEndpoint } from '../../endpoint-client';

/** Records the sign-in (who, when, from where); once per token and page load. */
export function auditUser(companyCode: string, userName: string, jwt: string): Promise<{ id: number }> {
  return callEndpoint(postUserAudit, { body: { companyCode, userName, jwtToken: jwt } });
}
