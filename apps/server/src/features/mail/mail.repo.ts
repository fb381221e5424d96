import type { MailStatus } from '@sitebook/contract';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

/** Admin → Mail: the company's own rows of the mail outbox; every query is scoped by the tenant. */

export type MailRow = typeof mailOutbox.$inferSelect;

export async function listMail(
  db: Db,
  tenantCode: string,
  page: { page: number; size: number },
  status: MailStatus | undefined,
): Promise<{ rows: MailRow[]; total: number }> {
  const where = and(
    eq(mailOutbox.tenantCode, tenantCode),
    status ? eq(mailOutbox.status, status) : undefined,
  ) as SQL;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(page.size)
      .offset((page.page - 1) * page.size),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export async function findMail(db: Db, tenantCode: string, id: number): Promise<MailRow | undefined> {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.tenantCode, tenantCode), eq(mailOutbox.id, id)));
  return row;
}

/**
 * Puts the mail back in the queue, due now, with its attempts and error cleared, when its status is
 * still one of `from` (a sender may have changed it since it was read). Undefined when it was not.
 */
export async function requeueMail(
  db: Db,
  tenantCode: string,
  id: number,
  from: MailStatus[],
): Promise<MailRow | undefined> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'queued', attempts: 0, lastError: null, nextAttemptAt: new Date(), sentAt: null })
    .where(
      and(eq(mailOutbox.tenantCode, tenantCode), eq(mailOutbox.id, id), inArray(mailOutbox.status, from)),
    )
    .returning();
  return row;
}
