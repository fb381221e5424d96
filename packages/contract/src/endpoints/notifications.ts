import '../zod-setup.js';
import { z } from 'zod';
import { API } from '../api-paths.js';
import { endpoint, FILE_ANSWER } from '../endpoint.js';
import { safeString } from '../schemas/common.js';
import {
  markReadSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationSettingsSchema,
  unreadCountSchema,
} from '../schemas/notifications.js';

/** The signed-in user's notifications, a page of them (`unread=true`: the unread ones only). */
export const getNotifications = endpoint({
  method: 'GET',
  path: API.notifications,
  query: notificationListQuerySchema,
  responses: { 202: notificationPageSchema },
});

export const getNotificationsUnread = endpoint({
  method: 'GET',
  path: API.notificationsUnread,
  responses: { 202: unreadCountSchema },
});

/** Marks some notifications read, or all of them; answers the unread count left. */
export const postNotificationsRead = endpoint({
  method: 'POST',
  path: API.notificationsRead,
  body: markReadSchema,
  responses: { 202: unreadCountSchema },
});

export const getNotificationSettings = endpoint({
  method: 'GET',
  path: API.notificationSettings,
  responses: { 202: notificationSettingsSchema },
});

export const putNotificationSettings = endpoint({
  method: 'PUT',
  path: API.notificationSettings,
  body: notificationSettingsSchema,
  responses: { 202: notificationSettingsSchema },
});

const unsubscribeQuery = z.object({ token: safeString().max(2000).default('') });

/**
 * The digest's unsubscribe link (public, the token is the proof): an HTML page that asks, with a
 * button that POSTs; it changes nothing, so a mail scanner opening the link unsubscribes nobody. 400
 * with the page that says so for a token that does not verify. A token with NUL or broken characters
 * is refused as any bad input is (JSON 400).
 */
export const getNotificationUnsubscribe = endpoint({
  method: 'GET',
  path: API.notificationUnsubscribe,
  query: unsubscribeQuery,
  responses: { 200: FILE_ANSWER },
});

/**
 * The unsubscribe page's button (and a mail client's one-click unsubscribe, RFC 8058): turns the
 * token's user's digest off; the page that says so, 200 (400 for a token that does not verify).
 */
export const postNotificationUnsubscribe = endpoint({
  method: 'POST',
  path: API.notificationUnsubscribe,
  query: unsubscribeQuery,
  responses: { 200: FILE_ANSWER },
});
