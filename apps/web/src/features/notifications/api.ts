import {
  getNotificationSettings,
  getNotifications,
  getNotificationsUnread,
  type MarkRead,
  type NotificationPage,
  type NotificationSettings,
  postNotificationsRead,
  putNotificationSettings,
  type UnreadCount,
} from '@sitebook/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/endpoint-client';

/** The signed-in user's notifications: the bell's count and latest, the list, mark read, e-mail choices. */

export const NOTIFICATIONS_PAGE_SIZE = 20;
/** How often the bell asks for the unread count while the app is open. */
export const UNREAD_POLL_MS = 30_000;

const keys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  page: (page: number, size: number, unreadOnly: boolean) =>
    ['notifications', 'page', page, size, unreadOnly] as const,
  settings: ['notifications', 'settings'] as const,
};

export function useUnreadCount() {
  return useQuery<UnreadCount>({
    queryKey: keys.unread,
    queryFn: () => callEndpoint(getNotificationsUnread, {}),
    refetchInterval: UNREAD_POLL_MS,
    // A tab left open in the background still shows a current count when the user comes back to it.
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

export function useNotificationsPage(page: number, size: number, unreadOnly: boolean, enabled = true) {
  return useQuery<NotificationPage>({
    queryKey: keys.page(page, size, unreadOnly),
    queryFn: () =>
      callEndpoint(getNotifications, { query: { page, size, unread: unreadOnly ? 'true' : undefined } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkRead) => callEndpoint(postNotificationsRead, { body }),
    onSuccess: (answer) => client.setQueryData(keys.unread, answer),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useNotificationSettings() {
  return useQuery<NotificationSettings>({
    queryKey: keys.settings,
    queryFn: () => callEndpoint(getNotificationSettings, {}),
  });
}

export function useSaveNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) => callEndpoint(putNotificationSettings, { body }),
    onSuccess: (saved) => client.setQueryData(keys.settings, saved),
  });
}

/** A notification's link is the app's hash route (`#/home/...`); the router wants the path. */
export const routeOf = (link: string | null): string | null => (link ? link.replace(/^#/, '') : null);
