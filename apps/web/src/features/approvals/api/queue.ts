import { type ApprovalDecision, getApprovalQueue, postApprovalDecision } from '@sitebook/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

export const approvalKeys = {
  all: ['approvals'] as const,
  queue: ['approvals', 'queue'] as const,
};

/** The count in the sidebar refreshes every minute and when the window regains focus. */
export const QUEUE_POLL_MS = 60_000;

export const getQueue = () => callEndpoint(getApprovalQueue, {});

/** "Waiting for me" (an administrator's): the company's pending advances and payables, not the caller's own. */
export function useApprovalQueue(enabled = true) {
  return useQuery({
    queryKey: approvalKeys.queue,
    queryFn: getQueue,
    enabled,
    refetchInterval: QUEUE_POLL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

type DecisionInput = Omit<ApprovalDecision, 'comment'> & { comment?: string };

/** One decision; no optimistic change: the lists are read again once the server has answered. */
export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecisionInput) => callEndpoint(postApprovalDecision, { body }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['home'] });
      void queryClient.invalidateQueries({ queryKey: ['advances'] });
      void queryClient.invalidateQueries({ queryKey: ['payables'] });
    },
  });
}
