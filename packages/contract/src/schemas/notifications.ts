import '../zod-setup.js';
import { z } from 'zod';
import { safeString } from './common.js';

/**
 * Notifications (beyond the spec): what a user is told in the app and by e-mail. Each kind is one
 * event; `remittanceAdvice` and `digest` are mail only (to a vendor, and the daily digest).
 */
export const NOTIFICATION_KINDS = [
  'advanceSubmitted',
  'advanceDecided',
  'expenseOverApproved',
  'payableMovedBack',
  'paymentRecorded',
  'paymentReversed',
  'vendorBankChanged',
  'passwordChanged',
  'userLockedOut',
  'subscriptionEnding',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

export const MAIL_KINDS = [...NOTIFICATION_KINDS, 'remittanceAdvice', 'digest'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: notificationKindSchema,
  title: safeString(),
  body: safeString(),
  /** The app's hash route of the record (`#/home/...`), or null when there is nothing to open. */
  link: safeString().nullable(),
  createdAt: safeString(),
  readAt: safeString().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET API.notifications: newest first, paged; `unread=true` only the unread ones. */
export const notificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  unread: z.enum(['true', 'false']).optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  total: z.number().int(),
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** GET API.notificationsUnread, and the answer of POST API.notificationsRead. */
export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** POST API.notificationsRead: some of the caller's notifications, or all of them. */
export const markReadSchema = z.union([
  z.object({ ids: z.array(z.number().int().positive()).min(1).max(200) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type MarkRead = z.infer<typeof markReadSchema>;

const emailChoices = z
  .object(
    Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, z.boolean()])) as Record<
      NotificationKind,
      z.ZodBoolean
    >,
  )
  .strict();

/** GET/PUT API.notificationSettings: e-mail per kind and the daily digest, the caller's own. */
export const notificationSettingsSchema = z
  .object({
    email: emailChoices,
    digest: z.boolean(),
  })
  .strict();
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** Admin → Mail. `kept`: no SMTP server is set (the embedded default), so the mail stays here. */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'dead', 'kept'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const mailListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(MAIL_STATUSES).optional(),
});
export type MailListQuery = z.infer<typeof mailListQuerySchema>;

export const mailItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MAIL_KINDS),
  to: safeString(),
  subject: safeString(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: safeString().nullable(),
  createdAt: safeString(),
  sentAt: safeString().nullable(),
  text: safeString(),
  html: safeString(),
  attachments: z.array(z.object({ filename: safeString(), contentType: safeString() })),
});
export type MailItem = z.infer<typeof mailItemSchema>;

export const mailPageSchema = z.object({ items: z.array(mailItemSchema), total: z.number().int() });
export type MailPage = z.infer<typeof mailPageSchema>;
