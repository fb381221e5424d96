import {
  getNotificationSettings,
  getNotifications,
  getNotificationsUnread,
  getNotificationUnsubscribe,
  postNotificationsRead,
  postNotificationUnsubscribe,
  putNotificationSettings,
  unsubscribeMessages as U,
} from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { escapeHtml } from '../../lib/mail-template.js';
import * as service from './notifications.service.js';

/**
 * The signed-in user's notifications and e-mail choices: every role, no module (each call is the
 * caller's own rows). Reading them and marking them read also work once the subscription has ended:
 * they change nothing of the company's. The digest's unsubscribe link is public (its token is the proof).
 */
const own = { allowWhenExpired: true } as const;

const page = (lines: string[], form = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(U.title)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;margin:2rem">${lines
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('')}${form}</body></html>`;

/** The button of the asking page: POSTs to the same link (its token in the query). */
const unsubscribeForm = (token: string) =>
  `<form method="post" action="?token=${escapeHtml(encodeURIComponent(token))}"><button type="submit" style="font-size:1rem;padding:.5rem 1rem">${escapeHtml(U.button)}</button></form>`;

export const notificationsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(getNotifications),
      config: own,
      handler: async (request, reply) =>
        reply.code(202).send(await service.list(ctx, request.auth, request.query)),
    });

    app.route({
      ...routeOf(getNotificationsUnread),
      config: own,
      handler: async (request, reply) => reply.code(202).send(await service.unread(ctx, request.auth)),
    });

    app.route({
      ...routeOf(postNotificationsRead),
      config: own,
      handler: async (request, reply) =>
        reply.code(202).send(await service.markRead(ctx, request.auth, request.body)),
    });

    app.route({
      ...routeOf(getNotificationSettings),
      config: own,
      handler: async (request, reply) => reply.code(202).send(await service.settings(ctx, request.auth)),
    });

    app.route({
      ...routeOf(putNotificationSettings),
      config: own,
      handler: async (request, reply) =>
        reply.code(202).send(await service.saveSettings(ctx, request.auth, request.body)),
    });

    // The unsubscribe page's form and a mail client's one-click unsubscribe (RFC 8058) POST a form
    // body; only the token in the query counts, so the body is read as text and ignored.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );

    app.route({
      ...routeOf(getNotificationUnsubscribe),
      config: { public: true },
      // Asks and changes nothing: a mail scanner that opens links unsubscribes nobody. A token with NUL
      // or broken characters is refused as any bad input is (JSON 400); a well-formed token that does
      // not verify gets the page that says so.
      handler: async (request, reply) => {
        const valid = await service.unsubscribeTokenValid(ctx, request.query.token);
        return reply
          .code(valid ? 200 : 400)
          .type('text/html; charset=utf-8')
          .send(valid ? page([U.confirm], unsubscribeForm(request.query.token)) : page([U.invalid]));
      },
    });

    app.route({
      ...routeOf(postNotificationUnsubscribe),
      config: { public: true },
      handler: async (request, reply) => {
        const done = await service.unsubscribe(ctx, request.query.token);
        return reply
          .code(done ? 200 : 400)
          .type('text/html; charset=utf-8')
          .send(page(done ? [U.done, U.again] : [U.invalid]));
      },
    });
  };
