import { sql } from 'drizzle-orm';
import { type Db, jsonValue, queryRows } from '../../db/client.js';
import type { MailAttachment } from '../../db/schema/index.js';
import { type MailTransport, smtpErrorText } from './smtp.js';

/**
 * Delivers the mail outbox (db/mail-outbox.ts queues it). Each pass claims a small batch of due rows
 * in one statement (`FOR UPDATE SKIP LOCKED`, so two processes never claim the same row), marks them
 * `sending` with a lease in `next_attempt_at` and counts the attempt, sends them, then marks each
 * `sent`, or back to `queued` with a back-off, or `dead` after the last attempt. A process killed
 * mid-send leaves its rows `sending`: once the lease is over another pass claims them again, and the
 * repeat carries the Message-ID fixed at queueing. `attempts` is the claim's fencing token: a pass
 * whose lease was taken over cannot mark the row any more, so a row is marked sent once.
 */

export interface SendOptions {
  from: string;
  /** How many rows one pass claims (and sends side by side over the pooled transport). */
  batchSize: number;
  /** How long a claimed row stays ours before another process may take it again. */
  leaseMs: number;
  /** After this many failed attempts the mail is `dead` (Admin → Mail, "send again"). */
  maxAttempts: number;
  /** The wait before the next attempt after `attempts` failed ones. */
  backoffMs: (attempts: number) => number;
  /** For the error text: SMTP_URL's credentials are removed from it. */
  smtpUrl: string | undefined;
}

/** 30 s, 1 min, 2 min, … doubling after each failed attempt, at most an hour. */
export const defaultBackoffMs = (attempts: number): number =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);

interface ClaimedRow {
  id: number | string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: MailAttachment[] | string;
  headers: Record<string, string> | string;
  message_id: string;
  attempts: number;
}

export interface PassResult {
  claimed: number;
  sent: number;
  failed: number;
  dead: number;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Claims up to `limit` due rows: queued ones whose time has come, and sending ones whose lease is over. */
export async function claimDueMail(db: Db, now: Date, leaseMs: number, limit: number): Promise<ClaimedRow[]> {
  return queryRows<ClaimedRow>(
    db,
    sql`with due as (
      select id from mail_outbox
      where status in ('queued', 'sending') and next_attempt_at <= ${at(now)}
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    )
    update mail_outbox m
    set status = 'sending', attempts = m.attempts + 1,
        next_attempt_at = ${at(new Date(now.getTime() + leaseMs))}
    from due where m.id = due.id
    returning m.id, m.to_address, m.subject, m.text_body, m.html_body, m.attachments, m.headers, m.message_id, m.attempts`,
  );
}

/** One pass: claims a batch, sends it, records each outcome. */
export async function sendDueMail(
  db: Db,
  transport: MailTransport,
  options: SendOptions,
  now: () => Date,
): Promise<PassResult> {
  const rows = await claimDueMail(db, now(), options.leaseMs, options.batchSize);
  const result: PassResult = { claimed: rows.length, sent: 0, failed: 0, dead: 0 };
  const sent: ClaimedRow[] = [];
  await Promise.all(
    rows.map(async (row) => {
      try {
        await transport.sendMail({
          from: options.from,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          messageId: row.message_id,
          headers: jsonValue(row.headers),
          attachments: jsonValue(row.attachments).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
            encoding: 'base64',
          })),
        });
        sent.push(row);
      } catch (error) {
        const dead = row.attempts >= options.maxAttempts;
        const when = now();
        await db.execute(sql`update mail_outbox
          set status = ${dead ? 'dead' : 'queued'},
              last_error = ${smtpErrorText(error, options.smtpUrl)},
              next_attempt_at = ${at(new Date(when.getTime() + (dead ? 0 : options.backoffMs(row.attempts))))}
          where id = ${Number(row.id)} and status = 'sending' and attempts = ${row.attempts}`);
        if (dead) result.dead++;
        else result.failed++;
      }
    }),
  );
  if (sent.length > 0) {
    // One statement for the batch's sent rows; each still only while its claim is ours.
    const claims = sql.join(
      sent.map((row) => sql`(${Number(row.id)}::bigint, ${row.attempts}::int)`),
      sql`, `,
    );
    await db.execute(sql`update mail_outbox m
      set status = 'sent', sent_at = ${at(now())}, last_error = null
      from (values ${claims}) as c(id, attempts)
      where m.id = c.id and m.attempts = c.attempts and m.status = 'sending'`);
    result.sent = sent.length;
  }
  return result;
}

/**
 * Without an SMTP server (no SMTP_URL) mail is kept: queued rows (and sending ones a process with
 * SMTP left behind) become `kept`, readable in Admin → Mail, a batch at a time. Answers how many.
 */
export async function keepQueuedMail(db: Db, now: Date, limit: number): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with due as (
      select id from mail_outbox
      where status = 'queued' or (status = 'sending' and next_attempt_at <= ${at(now)})
      order by id
      limit ${limit}
      for update skip locked
    )
    update mail_outbox m set status = 'kept' from due where m.id = due.id returning m.id`,
  );
  return rows.length;
}
