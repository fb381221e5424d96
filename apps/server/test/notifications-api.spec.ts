import {
  API,
  NOTIFICATION_KINDS,
  type NotificationKind,
  notificationPageSchema,
  notificationSettingsSchema,
  unreadCountSchema,
  unsubscribeMessages,
} from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { notifications } from '../src/db/schema/index.js';
import { digestUnsubscribeUrl, unsubscribeToken } from '../src/lib/unsubscribe.js';
import { auth, closeTestApp, createTestApp, DEMO, login } from './helpers.js';

/** The bell's calls: the caller's own notifications, read marks, e-mail choices, the digest's unsubscribe link. */

let app: FastifyInstance;
const tokens: Record<'admin' | 'lead' | 'beta', string> = { admin: '', lead: '', beta: '' };
const ids: Record<'admin' | 'lead' | 'beta', number> = { admin: 0, lead: 0, beta: 0 };

async function userId(userName: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    app.ctx.db,
    sql`select id from users where user_name = ${userName}`,
  );
  if (!row) throw new Error(`no user ${userName}`);
  return row.id;
}

/** Writes `n` notifications for a user, one second apart (the last newest). */
async function seed(tenantCode: string, user: number, n: number, prefix: string) {
  const base = Date.parse('2026-11-01T08:00:00Z');
  await app.ctx.db.insert(notifications).values(
    Array.from({ length: n }, (_, i) => ({
      tenantCode,
      userId: user,
      kind: 'advanceSubmitted' as NotificationKind,
      title: `${prefix} ${i + 1}`,
      body: 'body',
      link: '#/home/approvals',
      createdAt: new Date(base + i * 1000),
    })),
  );
}

const get = (url: string, token: string) => app.inject({ method: 'GET', url, headers: auth(token) });
const post = (url: string, token: string, payload: unknown) =>
  app.inject({ method: 'POST', url, headers: auth(token), payload: payload as object });

beforeAll(async () => {
  app = await createTestApp();
  await app.ctx.db.execute(sql`delete from notifications`);
  tokens.admin = await login(app, DEMO.admin.userName, DEMO.admin.password);
  tokens.lead = await login(app, DEMO.siteLead.userName, DEMO.siteLead.password);
  tokens.beta = await login(app, DEMO.beta.userName, DEMO.beta.password);
  ids.admin = await userId(DEMO.admin.userName);
  ids.lead = await userId(DEMO.siteLead.userName);
  ids.beta = await userId(DEMO.beta.userName);
  await seed('DEMO01', ids.admin, 25, 'Admin');
  await seed('DEMO01', ids.lead, 3, 'Lead');
  await seed('BETA01', ids.beta, 2, 'Beta');
});
afterAll(() => closeTestApp(app));

describe('the list', () => {
  it('answers the caller’s own, newest first, paged, with the totals', async () => {
    const first = await get(`${API.notifications}?page=1&size=10`, tokens.admin);
    expect(first.statusCode).toBe(202);
    const page = notificationPageSchema.parse(first.json());
    expect(page.total).toBe(25);
    expect(page.unread).toBe(25);
    expect(page.items.map((n) => n.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Admin ${25 - i}`));
    expect(page.items[0]).toMatchObject({ kind: 'advanceSubmitted', link: '#/home/approvals', readAt: null });
    const third = notificationPageSchema.parse(
      (await get(`${API.notifications}?page=3&size=10`, tokens.admin)).json(),
    );
    expect(third.items.map((n) => n.title)).toEqual(['Admin 5', 'Admin 4', 'Admin 3', 'Admin 2', 'Admin 1']);
  });

  it('shows nobody another user’s or another company’s rows', async () => {
    const lead = notificationPageSchema.parse((await get(API.notifications, tokens.lead)).json());
    expect(lead.items.map((n) => n.title)).toEqual(['Lead 3', 'Lead 2', 'Lead 1']);
    const beta = notificationPageSchema.parse((await get(API.notifications, tokens.beta)).json());
    expect(beta.items.map((n) => n.title)).toEqual(['Beta 2', 'Beta 1']);
  });

  it('refuses a page size past 100', async () => {
    expect((await get(`${API.notifications}?size=101`, tokens.admin)).statusCode).toBe(400);
  });
});

describe('read marks', () => {
  it('marks the caller’s own ids read, answers the unread count, and the unread filter follows', async () => {
    const page = notificationPageSchema.parse((await get(`${API.notifications}?size=2`, tokens.lead)).json());
    const res = await post(API.notificationsRead, tokens.lead, { ids: page.items.map((n) => n.id) });
    expect(res.statusCode).toBe(202);
    expect(unreadCountSchema.parse(res.json())).toEqual({ unread: 1 });
    const unread = notificationPageSchema.parse(
      (await get(`${API.notifications}?unread=true`, tokens.lead)).json(),
    );
    expect(unread.items.map((n) => n.title)).toEqual(['Lead 1']);
    expect(unread.total).toBe(1);
    const all = notificationPageSchema.parse((await get(API.notifications, tokens.lead)).json());
    expect(all.items.filter((n) => n.readAt !== null).map((n) => n.title)).toEqual(['Lead 3', 'Lead 2']);
  });

  it('changes nothing when the ids are someone else’s (another user’s, another company’s)', async () => {
    const adminIds = notificationPageSchema
      .parse((await get(`${API.notifications}?size=5`, tokens.admin)).json())
      .items.map((n) => n.id);
    const betaIds = notificationPageSchema
      .parse((await get(API.notifications, tokens.beta)).json())
      .items.map((n) => n.id);
    const before = (await get(API.notificationsUnread, tokens.lead)).json();
    const res = await post(API.notificationsRead, tokens.lead, { ids: [...adminIds, ...betaIds] });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual(before);
    expect((await get(API.notificationsUnread, tokens.admin)).json()).toEqual({ unread: 25 });
    expect((await get(API.notificationsUnread, tokens.beta)).json()).toEqual({ unread: 2 });
    const [row] = await queryRows<{ n: number }>(
      app.ctx.db,
      sql`select count(*)::int as n from notifications where read_at is not null and user_id <> ${ids.lead}`,
    );
    expect(row?.n).toBe(0);
  });

  it('marks all of the caller’s own read, and nobody else’s', async () => {
    const res = await post(API.notificationsRead, tokens.admin, { all: true });
    expect(res.json()).toEqual({ unread: 0 });
    expect((await get(API.notificationsUnread, tokens.beta)).json()).toEqual({ unread: 2 });
    expect((await get(API.notificationsUnread, tokens.lead)).json()).toEqual({ unread: 1 });
  });

  it('refuses a body that is neither ids nor all', async () => {
    for (const payload of [{}, { ids: [] }, { all: false }, { ids: [1], all: true }, { ids: ['x'] }]) {
      expect((await post(API.notificationsRead, tokens.lead, payload)).statusCode).toBe(400);
    }
  });
});

describe('e-mail choices', () => {
  it('are every kind on and the digest on until chosen', async () => {
    const res = await get(API.notificationSettings, tokens.lead);
    expect(res.statusCode).toBe(202);
    const settings = notificationSettingsSchema.parse(res.json());
    expect(settings.digest).toBe(true);
    expect(Object.keys(settings.email).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    expect(Object.values(settings.email).every((on) => on)).toBe(true);
  });

  it('round-trip, and stay the caller’s own', async () => {
    const chosen = notificationSettingsSchema.parse(
      (await get(API.notificationSettings, tokens.lead)).json(),
    );
    const next = { email: { ...chosen.email, paymentRecorded: false, advanceDecided: false }, digest: false };
    const put = await app.inject({
      method: 'PUT',
      url: API.notificationSettings,
      headers: auth(tokens.lead),
      payload: next,
    });
    expect(put.statusCode).toBe(202);
    expect(put.json()).toEqual(next);
    expect((await get(API.notificationSettings, tokens.lead)).json()).toEqual(next);
    const admin = notificationSettingsSchema.parse(
      (await get(API.notificationSettings, tokens.admin)).json(),
    );
    expect(admin.digest).toBe(true);
    expect(admin.email.paymentRecorded).toBe(true);
  });

  it('refuses a missing or unknown kind', async () => {
    const current = notificationSettingsSchema.parse(
      (await get(API.notificationSettings, tokens.lead)).json(),
    );
    const { paymentRecorded: _, ...missing } = current.email;
    for (const payload of [
      { email: missing, digest: true },
      { email: { ...current.email, somethingElse: true }, digest: true },
      { email: current.email },
    ]) {
      const res = await app.inject({
        method: 'PUT',
        url: API.notificationSettings,
        headers: auth(tokens.lead),
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('the digest’s unsubscribe link', () => {
  const pathOf = (url: string) => {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  };

  it('turns the named user’s digest off without a session, and keeps their e-mail choices', async () => {
    const put = await app.inject({
      method: 'PUT',
      url: API.notificationSettings,
      headers: auth(tokens.admin),
      payload: {
        email: { ...Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, true])), userLockedOut: false },
        digest: true,
      },
    });
    expect(put.statusCode).toBe(202);
    const url = digestUnsubscribeUrl(app.ctx.config, ids.admin, 'DEMO01');
    expect(
      url.startsWith(`http://localhost:${app.ctx.config.port}${API.notificationUnsubscribe}?token=`),
    ).toBe(true);
    // Opening the link asks and changes nothing (a mail scanner opening it unsubscribes nobody).
    const asked = await app.inject({ method: 'GET', url: pathOf(url) });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toMatch(/^text\/html/);
    expect(asked.body).toContain(unsubscribeMessages.confirm);
    expect(asked.body).toContain(`<button type="submit"`);
    expect(asked.body).not.toContain(unsubscribeMessages.done);
    expect(
      notificationSettingsSchema.parse((await get(API.notificationSettings, tokens.admin)).json()).digest,
    ).toBe(true);
    // Its button POSTs the form to the same link, as a mail client's one-click unsubscribe does.
    const action = /<form method="post" action="([^"]+)"/.exec(asked.body)?.[1]?.replaceAll('&amp;', '&');
    expect(action).toBe(new URL(url).search);
    const res = await app.inject({
      method: 'POST',
      url: `${new URL(url).pathname}${action}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(unsubscribeMessages.done);
    const settings = notificationSettingsSchema.parse(
      (await get(API.notificationSettings, tokens.admin)).json(),
    );
    expect(settings.digest).toBe(false);
    expect(settings.email.userLockedOut).toBe(false);
    expect(settings.email.paymentRecorded).toBe(true);
    // Nobody else's digest changed.
    expect(
      notificationSettingsSchema.parse((await get(API.notificationSettings, tokens.beta)).json()).digest,
    ).toBe(true);
  });

  it('refuses a tampered, foreign, mismatched or missing token and changes nothing', async () => {
    const token = unsubscribeToken(app.ctx.config.jwtSecret, { userId: ids.beta, tenantCode: 'BETA01' });
    const [payload, mac] = token.split('.') as [string, string];
    const otherUser = Buffer.from(JSON.stringify({ p: 'digest', u: ids.lead, t: 'DEMO01' })).toString(
      'base64url',
    );
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const bad = [
      `${otherUser}.${mac}`,
      `${payload}.${flipped}`,
      unsubscribeToken('another-secret-another-secret-another-secret', {
        userId: ids.beta,
        tenantCode: 'BETA01',
      }),
      // Signed, but the user is not of the company it names.
      unsubscribeToken(app.ctx.config.jwtSecret, { userId: ids.beta, tenantCode: 'DEMO01' }),
      'garbage',
      '',
    ];
    for (const t of bad) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await app.inject({
          method,
          url: `${API.notificationUnsubscribe}?token=${encodeURIComponent(t)}`,
        });
        expect(res.statusCode, `${method} ${t}`).toBe(400);
        expect(res.body).toContain(unsubscribeMessages.invalid);
        expect(res.body).not.toContain(unsubscribeMessages.button);
      }
    }
    for (const method of ['GET', 'POST'] as const) {
      expect((await app.inject({ method, url: API.notificationUnsubscribe })).statusCode).toBe(400);
    }
    expect(
      notificationSettingsSchema.parse((await get(API.notificationSettings, tokens.beta)).json()).digest,
    ).toBe(true);
    expect(
      notificationSettingsSchema.parse((await get(API.notificationSettings, tokens.lead)).json()).digest,
    ).toBe(
      false, // as the lead chose above, untouched
    );
    const good = await app.inject({
      method: 'POST',
      url: `${API.notificationUnsubscribe}?token=${encodeURIComponent(token)}`,
    });
    expect(good.statusCode).toBe(200);
    expect(
      notificationSettingsSchema.parse((await get(API.notificationSettings, tokens.beta)).json()).digest,
    ).toBe(false);
  });

  it('needs a session for every other call', async () => {
    for (const url of [API.notifications, API.notificationsUnread, API.notificationSettings]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
