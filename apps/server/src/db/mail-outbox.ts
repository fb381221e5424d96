import { randomUUID } from 'node:crypto';
import type { MailKind } from '@sitebook/contract';
import type { Db } from './client.js';
import { type MailAttachment, mailOutbox } from './schema/index.js';

/**
 * The mail outbox (migration 0033). A change that tells someone by e-mail queues the mail with
 * `queueMail` in its own transaction, so a rollback queues nothing and a commit cannot lose it; the
 * sender delivers queued rows afterwards. The Message-ID is fixed here, once, so a mail sent again
 * after a crash mid-send carries the same Message-ID and a mail client shows it once.
 */
export interface QueuedMail {
  tenantCode: string | null;
  /** The recipient when it is a user (null for a vendor's remittance advice). */
  userId: number | null;
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Extra header lines, name to value (the digest's List-Unsubscribe). */
  headers?: Record<string, string>;
}

/** The host part of every Message-ID (`<uuid@sitebook.mail>`). */
export const MESSAGE_ID_DOMAIN = 'sitebook.mail';

export async function queueMail(db: Db, mails: QueuedMail[]): Promise<number[]> {
  if (mails.length === 0) return [];
  const rows = await db
    .insert(mailOutbox)
    .values(
      mails.map((m) => ({
        tenantCode: m.tenantCode,
        userId: m.userId,
        kind: m.kind,
        toAddress: m.to,
        subject: m.subject,
        textBody: m.text,
        htmlBody: m.html,
        attachments: m.attachments ?? [],
        headers: m.headers ?? {},
        messageId: `<${randomUUID()}@${MESSAGE_ID_DOMAIN}>`,
      })),
    )
    .returning({ id: mailOutbox.id });
  return rows.map((r) => r.id);
}
