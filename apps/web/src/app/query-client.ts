import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-errors';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        // Lists and records are read again on every visit (the cached page shows,
        // marked busy, meanwhile). Look-ups (the session's lists and sites, units, states, categories)
        // set their own long staleTime.
        staleTime: 0,
        // A refusal (4xx) will not change on retry; a network or server failure may.
        retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
