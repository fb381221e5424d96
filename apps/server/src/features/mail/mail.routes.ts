import { getAdminMail, postAdminMailResend } from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { routeOf } from '../../lib/endpoint-route.js';
import * as service from './mail.service.js';

/** Admin → Mail: module Admin, and an ADMIN role type (checked in the service). */
export const mailRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const config = { module: 'Admin' } as const;

    app.route({
      ...routeOf(getAdminMail),
      config: config,
      handler: async (request, reply) =>
        reply.code(202).send(await service.listMail(ctx, request.auth, request.query)),
    });

    app.route({
      ...routeOf(postAdminMailResend),
      config: config,
      handler: async (request, reply) =>
        reply.code(202).send(await service.resendMail(ctx, request.auth, request.params.mailId)),
    });
  };
