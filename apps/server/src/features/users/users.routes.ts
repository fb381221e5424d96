import {
  API,
  idParamSchema,
  rolesResponseSchema,
  safeString,
  sessionBootstrapSchema,
  userAuditRequestSchema,
  userAuditResponseSchema,
  userSchema,
} from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import * as service from './users.service.js';

export const usersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API.userByName,
      {
        schema: {
          params: z.object({ username: safeString().min(1).max(100) }),
          response: { 202: userSchema },
        },
      },
      async (request, reply) =>
        reply.code(202).send(await service.getUserByName(ctx, request.auth, request.params.username)),
    );

    app.get(
      API.rolesForUser,
      { schema: { params: z.object({ userId: idParamSchema }), response: { 202: rolesResponseSchema } } },
      async (request, reply) =>
        reply.code(202).send(await service.getRolesForUser(ctx, request.auth, request.params.userId)),
    );

    app.get(
      API.sessionBootstrap,
      { config: { allowWhenExpired: true }, schema: { response: { 202: sessionBootstrapSchema } } },
      async (request, reply) =>
        reply.code(202).send(
          await service.getSessionBootstrap(ctx, request.auth, {
            ip: request.ip,
            userAgent: request.headers['user-agent'],
          }),
        ),
    );

    app.post(
      API.userAudit,
      {
        config: { allowWhenExpired: true },
        schema: { body: userAuditRequestSchema, response: { 202: userAuditResponseSchema } },
      },
      async (request, reply) =>
        reply.code(202).send(
          await service.recordAudit(ctx, request.auth, request.body, {
            ip: request.ip,
            userAgent: request.headers['user-agent'],
          }),
        ),
    );
  };
