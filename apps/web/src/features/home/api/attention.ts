import { API, type Attention } from '@sitebook/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const homeKeys = { attention: ['home', 'attention'] as const };

/** One call: the caller's pending requests, approvals waiting and payables due this week. */
export function useAttention() {
  return useQuery({
    queryKey: homeKeys.attention,
    queryFn: () => apiCall<Attention>(API.homeAttention),
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: false,
  });
}
