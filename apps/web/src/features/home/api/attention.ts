import { getHomeAttention } from '@sitebook/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

export const homeKeys = { attention: ['home', 'attention'] as const };

/** One call: the caller's pending requests, approvals waiting and payables due this week. */
export function useAttention() {
  return useQuery({
    queryKey: homeKeys.attention,
    queryFn: () => callEndpoint(getHomeAttention, {}),
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: false,
  });
}
