import { getAdminMail, type MailPage, type MailStatus, postAdminMailResend } from '@sitebook/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/endpoint-client';

export const MAIL_PAGE_SIZE = 20;

const keys = {
  all: ['admin-mail'] as const,
  page: (page: number, status: MailStatus | null) => ['admin-mail', page, status] as const,
};

/** Admin → Mail: one page of the company's mail, newest first, of one status or all. */
export function useMailPage(page: number, status: MailStatus | null) {
  return useQuery<MailPage>({
    queryKey: keys.page(page, status),
    queryFn: () =>
      callEndpoint(getAdminMail, { query: { page, size: MAIL_PAGE_SIZE, status: status ?? undefined } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Puts a failed (or kept) mail back in the queue. */
export function useResendMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mailId: number) => callEndpoint(postAdminMailResend, { params: { mailId } }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
