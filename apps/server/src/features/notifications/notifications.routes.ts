import {
  getNotificationSettings,
  getNotifications,
  getNotificationsUnread,
  getNotificationUnsubscribe,
  postNotificationsRead,
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

const page = (lines: string[]) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(U.title)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;margin:2rem">${lines
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('')}</body></html>`;

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

    app.route({
      ...routeOf(getNotificationUnsubscribe),
      config: { public: true },
      // A token with NUL or broken characters is refused as any bad input is (JSON 400); a
      // well-formed token that does not verify gets the page that says so.
      handler: async (request, reply) => {
        const done = await service.unsubscribe(ctx, request.query.token);
        return reply
          .code(done ? 200 : 400)
          .type('text/html; charset=utf-8')
          .send(page(done ? [U.done, U.again] : [U.invalid]));
      },
    });
  };
