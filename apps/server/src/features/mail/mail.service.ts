import {
  adminMessages,
  type MailItem,
  type MailListQuery,
  type MailPage,
  mailMessages,
} from '@sitebook/contract';
import type { MailStatus } from '../../db/schema/index.js';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { requireRight } from '../../lib/rights.js';
import * as repo from './mail.repo.js';

/** Admin → Mail: what the company's outbox sent, holds or could not send, and "send again". */

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

export const toMailItem = (row: repo.MailRow): MailItem => ({
  id: row.id,
  kind: row.kind as MailItem['kind'],
  to: row.toAddress,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: iso(row.createdAt) as string,
  sentAt: iso(row.sentAt),
  text: row.textBody,
  html: row.htmlBody,
  attachments: row.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType })),
});

export async function listMail(ctx: AppContext, auth: AuthContext, query: MailListQuery): Promise<MailPage> {
  requireRight(auth, 'mailView', adminMessages.adminOnly);
  const { rows, total } = await repo.listMail(ctx.db, auth.companyCode, query, query.status);
  return { items: rows.map(toMailItem), total };
}

/**
 * A dead mail goes back to the queue with its attempts reset; so does a kept one once an SMTP server
 * is set (SMTP_URL). Anything else is refused (400); another company's mail is not found (404).
 */
export async function resendMail(ctx: AppContext, auth: AuthContext, id: number): Promise<MailItem> {
  requireRight(auth, 'mailResend', adminMessages.adminOnly);
  const current = await repo.findMail(ctx.db, auth.companyCode, id);
  if (!current) throw notFound(mailMessages.notFound);
  const delivers = Boolean(ctx.config.smtpUrl) || ctx.config.mailRunner?.transport !== undefined;
  if (current.status === 'kept' && !delivers) throw badRequest(mailMessages.resendNoSmtp);
  const from: MailStatus[] = delivers ? ['dead', 'kept'] : ['dead'];
  if (!from.includes(current.status)) throw badRequest(mailMessages.resendRefused(current.status));
  const row = await repo.requeueMail(ctx.db, auth.companyCode, id, from);
  if (!row) {
    const now = await repo.findMail(ctx.db, auth.companyCode, id);
    if (!now) throw notFound(mailMessages.notFound);
    throw badRequest(mailMessages.resendRefused(now.status));
  }
  return toMailItem(row);
}
