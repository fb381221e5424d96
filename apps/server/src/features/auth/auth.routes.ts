import { API, loginRequestSchema, loginResponseSchema, messageSchema } from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import * as service from './auth.service.js';

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
      async (request, reply) => reply.code(202).send(await service.login(ctx, request.body, request.ip)),
    );

    app.post(
      API.logout,
      { config: { allowWhenExpired: true }, schema: { response: { 202: messageSchema } } },
      async (request, reply) => reply.code(202).send(await service.logout(ctx, request.auth)),
    );
  };
