import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Db, queryRows } from '../src/db/client.js';
import { type QueuedMail, queueMail } from '../src/db/mail-outbox.js';

export { startSmtp, type TestSmtp } from './smtp-server.js';

/** A mail for `queueMail` with every part set (an attachment too). */
export const testMail = (overrides: Partial<QueuedMail> = {}): QueuedMail => ({
  tenantCode: 'DEMO01',
  userId: null,
  kind: 'paymentRecorded',
  to: 'accounts@example.in',
  subject: 'Payment recorded',
  text: 'A payment of 1,000.00 was recorded.',
  html: '<p>A payment of <b>1,000.00</b> was recorded.</p>',
  attachments: [
    {
      filename: 'advice.pdf',
      contentType: 'application/pdf',
      content: Buffer.from('%PDF-1.4 test').toString('base64'),
    },
  ],
  ...overrides,
});

export async function queueOne(db: Db, overrides: Partial<QueuedMail> = {}): Promise<number> {
  const [id] = await queueMail(db, [testMail(overrides)]);
  return id as number;
}

export interface OutboxRow {
  id: number;
  status: string;
  attempts: number;
  lastError: string | null;
  messageId: string;
  sentAt: Date | null;
}

export async function outboxRow(db: Db, id: number): Promise<OutboxRow> {
  const [row] = await queryRows<OutboxRow>(
    db,
    sql`select id::int as id, status, attempts, last_error as "lastError", message_id as "messageId",
          sent_at as "sentAt"
        from mail_outbox where id = ${id}`,
  );
  return row as OutboxRow;
}

/** Waits until the outbox row reaches `status` (the runner polls every few ms in the tests). */
export async function untilStatus(db: Db, id: number, status: string, timeout = 10_000): Promise<OutboxRow> {
  await expect.poll(async () => (await outboxRow(db, id)).status, { timeout, interval: 20 }).toBe(status);
  return outboxRow(db, id);
}
