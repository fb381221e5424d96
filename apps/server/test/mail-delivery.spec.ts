import { API, apiPath, type MailItem, type MailPage, mailMessages } from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueMail } from '../src/lib/mail/outbox-sender.js';
import { createSmtpTransport, smtpErrorText } from '../src/lib/mail/smtp.js';
import { auth, closeTestApp, createTestApp, DEMO, login } from './helpers.js';
import { outboxRow, queueOne, startSmtp, type TestSmtp, untilStatus } from './mail-fixtures.js';

/**
 * Mail delivery through a real SMTP server (smtp-server, in this process): what it receives, retries
 * after refusals, the dead state in Admin → Mail and "send again", and the kept state without an
 * SMTP server. The runner polls every 20 ms and waits no back-off here.
 */

const MAX_ATTEMPTS = 4;
const PASSWORD = 's3cret-Pa55';
let smtp: TestSmtp;
let app: FastifyInstance;
let admin: string;
let beta: string;

const list = async (token: string, query = '') => {
  const res = await app.inject({ url: `${API.adminMail}${query}`, headers: auth(token) });
  expect(res.statusCode).toBe(202);
  return res.json() as MailPage;
};
const resend = (token: string, id: number) =>
  app.inject({ method: 'POST', url: apiPath(API.adminMailResend, { mailId: id }), headers: auth(token) });
const receivedWith = (messageId: string) => smtp.received.filter((m) => m.messageId === messageId);

beforeAll(async () => {
  smtp = await startSmtp({ user: 'mailer', password: PASSWORD });
  app = await createTestApp({
    smtpUrl: smtp.url,
    mailFrom: 'Sitebook <mail@sitebook.test>',
    mailRunner: { pollMs: 20, backoffMs: () => 0, maxAttempts: MAX_ATTEMPTS, digestEveryMs: 0 },
  });
  admin = await login(app, DEMO.admin.userName, DEMO.admin.password);
  beta = await login(app, DEMO.beta.userName, DEMO.beta.password);
});
afterAll(async () => {
  await closeTestApp(app);
  await smtp?.close();
});

describe('delivery through SMTP', () => {
  it('sends a queued mail with its Message-ID, subject, text, HTML and attachment, and marks it sent', async () => {
    const id = await queueOne(app.ctx.db, { subject: 'Payment recorded: PAY0001' });
    const row = await untilStatus(app.ctx.db, id, 'sent');
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row.sentAt).not.toBeNull();
    const [mail] = receivedWith(row.messageId);
    expect(mail?.subject).toBe('Payment recorded: PAY0001');
    expect(mail?.from?.value).toEqual([{ name: 'Sitebook', address: 'mail@sitebook.test' }]);
    expect(mail?.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('accounts@example.in');
    expect(mail?.text?.trim()).toBe('A payment of 1,000.00 was recorded.');
    expect(mail?.html).toContain('<b>1,000.00</b>');
    expect(mail?.attachments.map((a) => [a.filename, a.contentType, a.content.toString()])).toEqual([
      ['advice.pdf', 'application/pdf', '%PDF-1.4 test'],
    ]);
  });

  it("sends the header lines a mail was queued with (a digest's List-Unsubscribe)", async () => {
    const link = 'https://sitebook.example.in/wfm-user/notification/v1/unsubscribe?token=abc';
    const id = await queueOne(app.ctx.db, {
      subject: 'Digest with headers',
      attachments: [],
      headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    const row = await untilStatus(app.ctx.db, id, 'sent');
    // A long header line arrives folded (CRLF and a space); unfolded it is what was queued.
    const lines =
      receivedWith(row.messageId)[0]?.headerLines.map((h) => h.line.replace(/\r\n\s+/g, ' ')) ?? [];
    expect(lines).toContain(`List-Unsubscribe: <${link}>`);
    expect(lines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('several senders at once (as several processes) send each mail once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 30; i++)
      ids.push(await queueOne(app.ctx.db, { subject: `Race ${i}`, attachments: [] }));
    const transport = createSmtpTransport(smtp.url);
    const options = {
      from: 'Sitebook <mail@sitebook.test>',
      batchSize: 7,
      leaseMs: 60_000,
      maxAttempts: MAX_ATTEMPTS,
      backoffMs: () => 0,
      smtpUrl: smtp.url,
    };
    try {
      // Three more senders beside the app's own runner, each claiming small batches until none is left.
      const drain = async () => {
        while ((await sendDueMail(app.ctx.db, transport, options, () => new Date())).claimed > 0) {}
      };
      await Promise.all([drain(), drain(), drain()]);
    } finally {
      transport.close();
    }
    for (const id of ids) {
      const row = await untilStatus(app.ctx.db, id, 'sent');
      expect(row.attempts).toBe(1);
      expect(receivedWith(row.messageId)).toHaveLength(1);
    }
  });

  it('retries after the SMTP server refuses twice: delivered on the third attempt', async () => {
    smtp.refuseNext = 2;
    const id = await queueOne(app.ctx.db, { subject: 'Refused twice' });
    const row = await untilStatus(app.ctx.db, id, 'sent');
    expect(row).toMatchObject({ attempts: 3, lastError: null });
    expect(receivedWith(row.messageId)).toHaveLength(1);
    expect(smtp.refuseNext).toBe(0);
  });

  it('after the last attempt the mail is dead with the error (no credentials), listed, and sent again on request', async () => {
    smtp.refuseNext = MAX_ATTEMPTS;
    // A server that echoes what it was given must not put SMTP_URL's password on the screen.
    smtp.refusal = `Mailbox busy for mailer:${PASSWORD}`;
    const id = await queueOne(app.ctx.db, { subject: 'Refused every time' });
    const row = await untilStatus(app.ctx.db, id, 'dead');
    smtp.refusal = 'Mailbox busy, try again later';
    expect(row.attempts).toBe(MAX_ATTEMPTS);
    expect(row.lastError).toContain('Mailbox busy');
    expect(row.lastError).not.toContain(PASSWORD);
    expect(receivedWith(row.messageId)).toHaveLength(0);

    const dead = await list(admin, '?status=dead');
    const item = dead.items.find((m) => m.id === id) as MailItem;
    expect(item).toMatchObject({ status: 'dead', attempts: MAX_ATTEMPTS, subject: 'Refused every time' });
    expect(item.lastError).toContain('Mailbox busy');
    expect(item.attachments).toEqual([{ filename: 'advice.pdf', contentType: 'application/pdf' }]);

    const res = await resend(admin, id);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ id, status: 'queued', attempts: 0, lastError: null });
    const sent = await untilStatus(app.ctx.db, id, 'sent');
    expect(sent.attempts).toBe(1);
    expect(receivedWith(row.messageId)).toHaveLength(1);
    // A sent mail is not sent again.
    const again = await resend(admin, id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: mailMessages.resendRefused('sent') });
  });

  it("another company's admin never sees this company's mail, nor sends it again (404)", async () => {
    const id = await queueOne(app.ctx.db, { subject: 'DEMO01 private mail' });
    await untilStatus(app.ctx.db, id, 'sent');
    await app.ctx.db.execute(sql`update mail_outbox set status = 'dead' where id = ${id}`);
    const betaPage = await list(beta, '?size=100');
    expect(betaPage.items.map((m) => m.subject)).not.toContain('DEMO01 private mail');
    expect((await list(beta, '?status=dead&size=100')).items.some((m) => m.id === id)).toBe(false);
    const res = await resend(beta, id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: mailMessages.notFound });
    expect((await outboxRow(app.ctx.db, id)).status).toBe('dead');
    const own = await list(admin, '?size=100');
    expect(own.items.map((m) => m.subject)).toContain('DEMO01 private mail');
  });

  it('lists newest first, paged, with the total', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await queueOne(app.ctx.db, { subject: `Paged ${i}` }));
    for (const id of ids) await untilStatus(app.ctx.db, id, 'sent');
    const all = await list(admin, '?size=100');
    const page1 = await list(admin, '?size=2&page=1');
    const page2 = await list(admin, '?size=2&page=2');
    expect(page1.total).toBe(all.total);
    expect(page1.items.map((m) => m.id)).toEqual(all.items.slice(0, 2).map((m) => m.id));
    expect(page2.items.map((m) => m.id)).toEqual(all.items.slice(2, 4).map((m) => m.id));
    expect(all.items.slice(0, 3).map((m) => m.subject)).toEqual(['Paged 2', 'Paged 1', 'Paged 0']);
  });

  it('a kept mail is sent once an SMTP server is set', async () => {
    const id = await queueOne(app.ctx.db, { subject: 'Kept before SMTP' });
    await untilStatus(app.ctx.db, id, 'sent');
    await app.ctx.db.execute(
      sql`update mail_outbox set status = 'kept', attempts = 0, sent_at = null where id = ${id}`,
    );
    const res = await resend(admin, id);
    expect(res.statusCode).toBe(202);
    expect((await untilStatus(app.ctx.db, id, 'sent')).attempts).toBe(1);
  });
});

describe('without SMTP_URL', () => {
  let kept: FastifyInstance;
  beforeAll(async () => {
    kept = await createTestApp({ mailRunner: { pollMs: 20, digestEveryMs: 0 } });
    await kept.ready();
  });
  afterAll(() => closeTestApp(kept));

  it('keeps queued mail, readable in Admin → Mail; "send again" says no SMTP server is set', async () => {
    const id = await queueOne(kept.ctx.db, { subject: 'Kept without SMTP' });
    await untilStatus(kept.ctx.db, id, 'kept');
    const token = await login(kept, DEMO.admin.userName, DEMO.admin.password);
    const res = await kept.inject({ url: `${API.adminMail}?status=kept`, headers: auth(token) });
    expect(res.statusCode).toBe(202);
    const item = (res.json() as MailPage).items.find((m) => m.id === id);
    expect(item).toMatchObject({
      subject: 'Kept without SMTP',
      status: 'kept',
      attempts: 0,
      sentAt: null,
      text: 'A payment of 1,000.00 was recorded.',
      html: '<p>A payment of <b>1,000.00</b> was recorded.</p>',
    });
    const again = await kept.inject({
      method: 'POST',
      url: apiPath(API.adminMailResend, { mailId: id }),
      headers: auth(token),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: mailMessages.resendNoSmtp });
  });
});

describe('SMTP error text', () => {
  it('removes the user name and password of SMTP_URL, raw or encoded, and any URL credentials', () => {
    const url = 'smtp://mail%40example.in:p%40ss@smtp.example.in:587';
    const error = Object.assign(new Error('Invalid login: 535 mail@example.in p@ss p%40ss'), {
      response: '535 Authentication failed',
    });
    const text = smtpErrorText(error, url);
    expect(text).not.toMatch(/p@ss|p%40ss|mail@example\.in|mail%40example/);
    expect(text).toContain('535 Authentication failed');
    expect(smtpErrorText(new Error(`connect to ${url} failed`), url)).toBe('connect to [SMTP_URL] failed');
    expect(smtpErrorText(new Error('see smtps://u:pw@host'), undefined)).toBe('see smtps://[redacted]@host');
  });
});
