import { digestMessages } from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { runDigests } from '../src/domain/daily-digest.js';
import { closeTestApp, createTestApp } from './helpers.js';

/**
 * The daily digest at 08:00 in the company's time zone, on a fixed clock: one mail per user per
 * local day, nothing when there is nothing to say, once when two ticks race. DEMO01 is in India
 * (Asia/Kolkata, UTC+05:30: 08:00 is 02:30 UTC); BETA01 is put on London time for the test.
 */

let app: FastifyInstance;
const APP_URL = 'https://sitebook.example.in';

interface DigestRow {
  userName: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  tenantCode: string;
  headers: Record<string, string>;
}

const digests = () =>
  queryRows<DigestRow>(
    app.ctx.db,
    sql`select u.user_name as "userName", m.to_address as "to", m.subject, m.text_body as text,
          m.html_body as html, m.tenant_code as "tenantCode", m.headers
        from mail_outbox m join users u on u.id = m.user_id
        where m.kind = 'digest' order by m.id`,
  );
const runs = () =>
  queryRows<{ userName: string; localDate: string }>(
    app.ctx.db,
    sql`select u.user_name as "userName", d.local_date::text as "localDate"
        from digest_runs d join users u on u.id = d.user_id order by u.user_name, d.local_date`,
  );
const clear = async () => {
  await app.ctx.db.execute(sql`delete from digest_runs`);
  await app.ctx.db.execute(sql`delete from mail_outbox where kind = 'digest'`);
};

beforeAll(async () => {
  app = await createTestApp({ appUrl: APP_URL, mailRunner: { pollMs: 20, digestEveryMs: 0 } });
  await app.ctx.db.execute(
    sql`update companies set time_zone = 'Asia/Kolkata' where company_code = 'DEMO01'`,
  );
  await app.ctx.db.execute(
    sql`update companies set time_zone = 'Europe/London' where company_code = 'BETA01'`,
  );
  // Seeded users have no e-mail address: give every one of both companies one.
  await app.ctx.db.execute(
    sql`update users set email = user_name || '@example.in' where tenant_code in ('DEMO01', 'BETA01')`,
  );
});
afterAll(() => closeTestApp(app));

describe('the daily digest', () => {
  it('goes out at 08:00 company time: none at 07:59 in India, at 08:00 (02:30 UTC) yes; none in London at 02:30', async () => {
    await clear();
    const early = await app.mailRunner.runDigestTick(new Date('2026-11-27T02:29:00Z'));
    expect(early).toEqual({ claimed: 0, queued: 0 });
    expect(await digests()).toEqual([]);

    const due = await app.mailRunner.runDigestTick(new Date('2026-11-27T02:30:00Z'));
    expect(due.queued).toBeGreaterThan(0);
    const mails = await digests();
    expect(mails.every((m) => m.tenantCode === 'DEMO01')).toBe(true);
    const admin = mails.find((m) => m.userName === 'demoadmin') as DigestRow;
    expect(admin).toBeDefined();
    expect(admin.to).toBe('demoadmin@example.in');
    expect(admin.subject).toBe(digestMessages.subject('Demo Constructions', '27-11-2026'));
    expect(admin.text).toContain(digestMessages.intro('Demo Constructions', '27-11-2026'));
    expect(admin.text).toContain(`${APP_URL}/#/home/`);
    // An unsubscribe link that turns only this user's digest off.
    const link = admin.text.match(new RegExp(`${APP_URL}/wfm-user/notification/v1/unsubscribe\\?token=\\S+`));
    expect(link).not.toBeNull();
    // The same link in the headers a mail client offers as its own unsubscribe, one click (a POST).
    expect(admin.headers).toEqual({
      'List-Unsubscribe': `<${link?.[0]}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(admin.html).toContain(`<a href="${APP_URL}/#/home/`);
    expect(admin.html).toContain(digestMessages.unsubscribe);
    // Each claimed user of DEMO01 has a run for that local date; BETA01's day has not come.
    const claimed = await runs();
    expect(claimed.every((r) => r.localDate === '2026-11-27')).toBe(true);
    expect(claimed.map((r) => r.userName)).toContain('demoadmin');
    expect(claimed.map((r) => r.userName)).not.toContain('betaadmin');

    // Later the same day: nothing more.
    const later = await app.mailRunner.runDigestTick(new Date('2026-11-27T10:00:00Z'));
    expect(later.queued).toBe(0);
    expect((await digests()).length).toBe(mails.length);
  });

  it('says what is due, overdue by age and waiting, as the payables and approvals count them', async () => {
    const [admin] = (await digests()).filter((m) => m.userName === 'demoadmin');
    const [overdue] = await queryRows<{ n: number }>(
      app.ctx.db,
      sql`select count(*)::int as n from payables where tenant_code = 'DEMO01' and payment_due_date < '2026-11-27'
            and status not in ('Payment Settled', 'Closed', 'Cancelled') and amount + tax_amount > paid_amount`,
    );
    if ((overdue?.n ?? 0) > 0) expect(admin?.text).toContain(digestMessages.overdueTitle);
    const [pending] = await queryRows<{ n: number }>(
      app.ctx.db,
      sql`select count(*)::int as n from advance_requests where tenant_code = 'DEMO01' and status = 'Pending'
            and requested_by <> 'demoadmin' and created_by <> 'demoadmin'`,
    );
    if ((pending?.n ?? 0) > 0) expect(admin?.text).toContain(digestMessages.waitingAdvances(pending?.n ?? 0));
    expect(admin?.html).not.toMatch(/<script/i);
  });

  it('sends nothing when there is nothing to say, the digest is off, or the user has no e-mail', async () => {
    await clear();
    // portaladmin's role has module Admin only: no bills, no approvals.
    const portal = await queryRows<{ id: number }>(
      app.ctx.db,
      sql`select id from users where user_name = 'portaladmin'`,
    );
    expect(portal).toHaveLength(1);
    const demoadmin = (
      await queryRows<{ id: number }>(app.ctx.db, sql`select id from users where user_name = 'demoadmin'`)
    )[0]?.id as number;
    await app.ctx.db.execute(
      sql`insert into notification_settings (user_id, tenant_code, digest) values (${demoadmin}, 'DEMO01', false)
          on conflict (user_id) do update set digest = false`,
    );
    await app.ctx.db.execute(sql`update users set email = '' where user_name = 'sitelead'`);
    try {
      await runDigests(app.ctx.db, { now: new Date('2026-11-27T02:30:00Z'), appUrl: APP_URL });
      const names = (await digests()).map((m) => m.userName);
      expect(names).not.toContain('portaladmin');
      expect(names).not.toContain('demoadmin');
      expect(names).not.toContain('sitelead');
      // Their day is claimed all the same: the next tick does not look again.
      expect((await runs()).map((r) => r.userName)).toEqual(
        expect.arrayContaining(['demoadmin', 'portaladmin', 'sitelead']),
      );
    } finally {
      await app.ctx.db.execute(
        sql`update notification_settings set digest = true where user_id = ${demoadmin}`,
      );
      await app.ctx.db.execute(
        sql`update users set email = 'sitelead@example.in' where user_name = 'sitelead'`,
      );
    }
  });

  it('two ticks at once (two processes) send each user one digest', async () => {
    await clear();
    const now = new Date('2026-11-28T03:00:00Z');
    const [a, b] = await Promise.all([
      runDigests(app.ctx.db, { now, appUrl: APP_URL }),
      runDigests(app.ctx.db, { now, appUrl: APP_URL }),
    ]);
    const mails = await digests();
    expect(a.queued + b.queued).toBe(mails.length);
    expect(mails.length).toBeGreaterThan(0);
    const perUser = new Map<string, number>();
    for (const m of mails) perUser.set(m.userName, (perUser.get(m.userName) ?? 0) + 1);
    expect([...perUser.values()].every((n) => n === 1)).toBe(true);
    expect((await runs()).every((r) => r.localDate === '2026-11-28')).toBe(true);
  });

  it('BETA01 gets its digest at 08:00 London time, and none while suspended', async () => {
    await clear();
    const before = await runDigests(app.ctx.db, { now: new Date('2026-11-27T07:59:00Z'), appUrl: APP_URL });
    expect((await runs()).some((r) => r.userName === 'betaadmin')).toBe(false);
    expect(before.claimed).toBeGreaterThan(0); // DEMO01's day (13:29 in India)
    // A suspended company's users cannot sign in: no digest for them.
    await app.ctx.db.execute(
      sql`update companies set subscription_status = 'Suspended' where company_code = 'BETA01'`,
    );
    try {
      await runDigests(app.ctx.db, { now: new Date('2026-11-27T08:00:00Z'), appUrl: APP_URL });
    } finally {
      await app.ctx.db.execute(
        sql`update companies set subscription_status = 'Active' where company_code = 'BETA01'`,
      );
    }
    expect((await runs()).some((r) => r.userName === 'betaadmin')).toBe(false);
    await runDigests(app.ctx.db, { now: new Date('2026-11-27T08:00:00Z'), appUrl: APP_URL });
    expect((await runs()).filter((r) => r.userName === 'betaadmin')).toEqual([
      { userName: 'betaadmin', localDate: '2026-11-27' },
    ]);
  });
});
