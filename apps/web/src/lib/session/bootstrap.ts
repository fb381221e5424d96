import type { SessionBootstrap } from '@sitebook/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { StoredSession } from '../session-store';
import { auditUser } from './api/audit-user';
import { checkSubscription } from './api/check-subscription';
import { sessionQuery } from './api/get-bootstrap';
import { getCompany } from './api/get-company';
import { getLists } from './api/get-lists';
import { getRole } from './api/get-roles';
import { getSites } from './api/get-sites';
import { getUser } from './api/get-user';

/**
 * After sign-in, the spec's session calls in its order: user by name → role (first) → company →
 * subscription check → user audit → lists by role → sites. What they answer is cached as the
 * session (`sessionQuery`), so the screens after login find it loaded; a reload or a pasted link
 * loads the same values in one call instead (get-bootstrap.ts).
 */
export async function bootstrapSession(queryClient: QueryClient, session: StoredSession): Promise<void> {
  const user = await getUser(session.userName);
  const role = await getRole(user.userId);
  const company = await getCompany(user.companyId);
  const subscription = await checkSubscription(company.id, role.erfProductId);
  await auditUser(company.companyCode, session.userName, session.jwt);
  const lists = await getLists(role.userRoleName, company);
  const sites = await getSites(company.companyCode);
  const answer: SessionBootstrap = { user, role, company, subscription, lists, sites };
  queryClient.setQueryData(sessionQuery(session.userName, session.jwt).queryKey, answer);
}
