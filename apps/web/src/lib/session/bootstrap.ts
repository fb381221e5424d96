import type { QueryClient } from '@tanstack/react-query';
import type { StoredSession } from '../session-store';
import { auditQuery } from './api/audit-user';
import { subscriptionQuery } from './api/check-subscription';
import { companyQuery } from './api/get-company';
import { listsQuery } from './api/get-lists';
import { roleQuery } from './api/get-roles';
import { sitesQuery } from './api/get-sites';
import { userQuery } from './api/get-user';

/**
 * The session bootstrap (docs/ARCHITECTURE.md, after login), in order: user by name → role (first) → company →
 * subscription check → user audit → lists by role → sites. Each step fills the react-query cache
 * under the same key `useSession` reads, so the screens after login find everything loaded.
 */
export async function bootstrapSession(queryClient: QueryClient, session: StoredSession): Promise<void> {
  const user = await queryClient.fetchQuery(userQuery(session.userName));
  const role = await queryClient.fetchQuery(roleQuery(user.userId));
  const company = await queryClient.fetchQuery(companyQuery(user.companyId, session.jwt));
  await queryClient.fetchQuery(subscriptionQuery(company.id, role.erfProductId));
  await queryClient.fetchQuery(auditQuery(company.companyCode, session.userName, session.jwt));
  await queryClient.fetchQuery(listsQuery(role.userRoleName, company));
  await queryClient.fetchQuery(sitesQuery(company.companyCode));
}
