import { postChangePassword, postLogin, postLogout, postLogoutEverywhere } from '@sitebook/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { routeOf } from '../../lib/endpoint-route.js';
import * as service from './auth.service.js';

/** Where a request came from, for the user audit's row. */
const sourceOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(postLogin),
      config: {
        public: true,
        rateLimit: { max: ctx.config.rateLimit.loginPerMinute, timeWindow: '1 minute' },
      },
      handler: async (request, reply) =>
        reply.code(202).send(await service.login(ctx, request.body, sourceOf(request))),
    });

    app.route({
      ...routeOf(postLogout),
      config: { allowWhenExpired: true },
      handler: async (request, reply) =>
        reply.code(202).send(await service.logout(ctx, request.auth, sourceOf(request))),
    });

    // Every user's own password and sessions (answered even after a one-time password).
    app.route({
      ...routeOf(postChangePassword),
      config: {
        allowWhenExpired: true,
        rateLimit: { max: ctx.config.rateLimit.loginPerMinute, timeWindow: '1 minute' },
      },
      handler: async (request, reply) =>
        reply
          .code(202)
          .send(await service.changePassword(ctx, request.auth, request.body, sourceOf(request))),
    });

    app.route({
      ...routeOf(postLogoutEverywhere),
      config: { allowWhenExpired: true },
      handler: async (request, reply) =>
        reply.code(202).send(await service.logoutEverywhere(ctx, request.auth, sourceOf(request))),
    });
  };
