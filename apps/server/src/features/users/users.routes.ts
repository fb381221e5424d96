import { getRolesForUser, getSessionBootstrap, getUserByName, postUserAudit } from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { routeOf } from '../../lib/endpoint-route.js';
import * as service from './users.service.js';

export const usersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(getUserByName),
      handler: async (request, reply) =>
        reply.code(202).send(await service.getUserByName(ctx, request.auth, request.params.username)),
    });

    app.route({
      ...routeOf(getRolesForUser),
      handler: async (request, reply) =>
        reply.code(202).send(await service.getRolesForUser(ctx, request.auth, request.params.userId)),
    });

    app.route({
      ...routeOf(getSessionBootstrap),
      config: { allowWhenExpired: true },
      handler: async (request, reply) =>
        reply.code(202).send(
          await service.getSessionBootstrap(ctx, request.auth, {
            ip: request.ip,
            userAgent: request.headers['user-agent'],
          }),
        ),
    });

    app.route({
      ...routeOf(postUserAudit),
      config: { allowWhenExpired: true },
      handler: async (request, reply) =>
        reply.code(202).send(
          await service.recordAudit(ctx, request.auth, request.body, {
            ip: request.ip,
            userAgent: request.headers['user-agent'],
          }),
        ),
    });
  };
