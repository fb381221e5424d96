import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notificationSettings, notifications, users } from '../../db/schema/index.js';

/** Every query names the caller's company and user id: nobody reaches another's rows. */
const own = (tenantCode: string, userId: number, ...more: SQL[]) =>
  and(eq(notifications.tenantCode, tenantCode), eq(notifications.userId, userId), ...more);

export type NotificationRow = typeof notifications.$inferSelect;

export async function listPage(
  db: Db,
  tenantCode: string,
  userId: number,
  unreadOnly: boolean,
  limit: number,
  offset: number,
): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  const where = own(tenantCode, userId, ...(unreadOnly ? [isNull(notifications.readAt)] : []));
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset(offset),
    db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
      })
      .from(notifications)
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
}

export async function unreadCount(db: Db, tenantCode: string, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(own(tenantCode, userId, isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the caller's own unread rows read: those of `ids` (others' ids simply match nothing), or all. */
export async function markRead(
  db: Db,
  tenantCode: string,
  userId: number,
  ids: readonly number[] | 'all',
): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      own(
        tenantCode,
        userId,
        isNull(notifications.readAt),
        ...(ids === 'all' ? [] : [inArray(notifications.id, [...ids])]),
      ),
    );
}

export type SettingsRow = typeof notificationSettings.$inferSelect;

export async function findSettings(
  db: Db,
  tenantCode: string,
  userId: number,
): Promise<SettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(and(eq(notificationSettings.tenantCode, tenantCode), eq(notificationSettings.userId, userId)));
  return row;
}

export async function saveSettings(
  db: Db,
  tenantCode: string,
  userId: number,
  values: { emailKinds?: Record<string, boolean>; digest: boolean },
): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId, tenantCode, emailKinds: values.emailKinds ?? {}, digest: values.digest })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: {
        ...(values.emailKinds === undefined ? {} : { emailKinds: values.emailKinds }),
        digest: values.digest,
        updatedAt: sql`now()`,
      },
    });
}

/** Whether the user exists in the company (the unsubscribe token names both). */
export async function userOfTenant(db: Db, tenantCode: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantCode, tenantCode), eq(users.id, userId)));
  return row !== undefined;
}
