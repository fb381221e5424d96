import { getSessionBootstrap as bootstrapEndpoint, type SessionBootstrap } from '@sitebook/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../api-client';
import { callEndpoint } from '../../endpoint-client';
import { takeEarlySession } from '../early-session';

/** The whole session in one answer (a reload or a pasted link); `sent`: that call, already sent. */
export function getSessionBootstrap(sent?: Promise<Response>): Promise<SessionBootstrap> {
  return callEndpoint(bootstrapEndpoint, {}, { sent });
}

/** Every part of the session lives under this key: invalidating it loads the session again. */
export const SESSION_KEY = ['session', 'bootstrap'] as const;

/**
 * The company's `apiKey` in it is the session's own value (derived from the token), so a new token
 * (after a password change) loads it again: the token's tail tells tokens apart; the token itself
 * stays out of the cache key.
 */
export const sessionQuery = (userName: string, jwt: string) =>
  queryOptions({
    queryKey: [...SESSION_KEY, userName, jwt.slice(-16)],
    queryFn: () => getSessionBootstrap(takeEarlySession(jwt)),
    // Kept for the page's life; loaded again only when invalidated (a list, a site or the key changed).
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // Once more after a failure, unless the server refused (4xx): that answer will not change.
    retry: (count: number, error: unknown) =>
      count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
