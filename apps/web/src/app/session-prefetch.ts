import type { QueryClient } from '@tanstack/react-query';
import { userQuery } from '../lib/session/api/get-user';
import { bootstrapSession } from '../lib/session/bootstrap';
import type { StoredSession } from '../lib/session-store';

/**
 * A page load under /home with a stored session: starts the session sequence (bootstrap.ts, the
 * same calls in the same order as after login) while the layout's code is still loading, so the
 * screens find it under way instead of starting it once they render. Does nothing when the
 * session's data is already cached or being fetched (just after login, or a later visit).
 */
export function prefetchSession(queryClient: QueryClient, session: StoredSession): void {
  if (queryClient.getQueryState(userQuery(session.userName).queryKey)) return;
  // A failing step is shown, with Retry, by the layout (SessionGate), as after login.
  bootstrapSession(queryClient, session).catch(() => undefined);
}
