import type { QueryClient } from '@tanstack/react-query';
import { sessionQuery } from '../lib/session/api/get-bootstrap';
import type { StoredSession } from '../lib/session-store';

/**
 * A page load under /home with a stored session: asks for the session (one call) while the
 * layout's code is still loading, so the screens find it under way instead of starting it once
 * they render. Does nothing when the session is already cached or being fetched (just after
 * login, or a later visit). A failure is shown, with Retry, by the layout (SessionGate).
 */
export function prefetchSession(queryClient: QueryClient, session: StoredSession): void {
  const query = sessionQuery(session.userName, session.jwt);
  if (queryClient.getQueryState(query.queryKey)) return;
  void queryClient.prefetchQuery(query);
}
