import {
  API,
  changePasswordResponseSchema,
  changePasswordSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageSchema,
} from '@sitebook/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import * as service from './auth.service.js';

/** Where a request came from, for the user audit's row. */
const sourceOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      API.login,
      {
        config: {
          public: true,
          rateLimit: { max: ctx.config.rateLimit.loginPerMinute, timeWindow: '1 minute' },
        },
        schema: { body: loginRequestSchema, response: { 202: loginResponseSchema } },
      },
      async (request, reply) =>
        reply.code(202).send(await service.login(ctx, request.body, sourceOf(request))),
    );

    app.post(
      API.logout,
      { config: { allowWhenExpired: true }, schema: { response: { 202: messageSchema } } },
      async (request, reply) =>
        reply.code(202).send(await service.logout(ctx, request.auth, sourceOf(request))),
    );

    // Every user's own password and sessions (answered even after a one-time password).
    app.post(
      API.changePassword,
      {
        config: {
          allowWhenExpired: true,
          rateLimit: { max: ctx.config.rateLimit.loginPerMinute, timeWindow: '1 minute' },
        },
        schema: { body: changePasswordSchema, response: { 202: changePasswordResponseSchema } },
      },
      async (request, reply) =>
        reply
          .code(202)
          .send(await service.changePassword(ctx, request.auth, request.body, sourceOf(request))),
    );

    app.post(
      API.logoutEverywhere,
      { config: { allowWhenExpired: true }, schema: { response: { 202: messageSchema } } },
      async (request, reply) =>
        reply.code(202).send(await service.logoutEverywhere(ctx, request.auth, sourceOf(request))),
    );
  };
