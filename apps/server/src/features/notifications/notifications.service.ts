import {
  type MarkRead,
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationKind,
  type NotificationListQuery,
  type NotificationPage,
  type NotificationSettings,
  type UnreadCount,
} from '@sitebook/contract';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { verifyUnsubscribeToken } from '../../lib/unsubscribe.js';
import * as repo from './notifications.repo.js';

/**
 * The bell: a signed-in user's own notifications (written by domain/notify.ts in the transaction of each
 * event), and their e-mail choices. Every call reads and writes only the caller's rows, whatever the
 * role; the digest's unsubscribe link is the one call without a session.
 */

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

const toNotification = (row: repo.NotificationRow): Notification => ({
  id: row.id,
  // Written by domain/notify.ts from NOTIFICATION_KINDS only.
  kind: row.kind as NotificationKind,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: iso(row.createdAt),
  readAt: row.readAt === null ? null : iso(row.readAt),
});

export async function list(
  ctx: AppContext,
  auth: AuthContext,
  query: NotificationListQuery,
): Promise<NotificationPage> {
  const page = await repo.listPage(
    ctx.db,
    auth.companyCode,
    auth.userId,
    query.unread === 'true',
    query.size,
    (query.page - 1) * query.size,
  );
  return { items: page.rows.map(toNotification), total: page.total, unread: page.unread };
}

export async function unread(ctx: AppContext, auth: AuthContext): Promise<UnreadCount> {
  return { unread: await repo.unreadCount(ctx.db, auth.companyCode, auth.userId) };
}

export async function markRead(ctx: AppContext, auth: AuthContext, input: MarkRead): Promise<UnreadCount> {
  await repo.markRead(ctx.db, auth.companyCode, auth.userId, 'all' in input ? 'all' : input.ids);
  return unread(ctx, auth);
}

/** Stored choices over the defaults: every kind on, the digest on. */
export async function settings(ctx: AppContext, auth: AuthContext): Promise<NotificationSettings> {
  const row = await repo.findSettings(ctx.db, auth.companyCode, auth.userId);
  const stored = row?.emailKinds ?? {};
  const email = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, stored[kind] !== false]),
  ) as NotificationSettings['email'];
  return { email, digest: row?.digest ?? true };
}

export async function saveSettings(
  ctx: AppContext,
  auth: AuthContext,
  input: NotificationSettings,
): Promise<NotificationSettings> {
  await repo.saveSettings(ctx.db, auth.companyCode, auth.userId, {
    emailKinds: { ...input.email },
    digest: input.digest,
  });
  return settings(ctx, auth);
}

/**
 * The digest's unsubscribe link: a token this server signed for a user who still exists in the named
 * company turns that user's digest off (their e-mail choices stay). False for any other token.
 */
export async function unsubscribe(ctx: AppContext, token: string): Promise<boolean> {
  const claims = await claimsOf(ctx, token);
  if (!claims) return false;
  await repo.saveSettings(ctx.db, claims.tenantCode, claims.userId, { digest: false });
  return true;
}

/** Whether the token would unsubscribe someone (the asking page's check; changes nothing). */
export async function unsubscribeTokenValid(ctx: AppContext, token: string): Promise<boolean> {
  return (await claimsOf(ctx, token)) !== undefined;
}

async function claimsOf(ctx: AppContext, token: string) {
  const claims = verifyUnsubscribeToken(ctx.config.jwtSecret, token);
  if (!claims) return undefined;
  return (await repo.userOfTenant(ctx.db, claims.tenantCode, claims.userId)) ? claims : undefined;
}
