import {
  getAdminAudit,
  getAdminAuditExport,
  getAdminProfile,
  getAdminRoles,
  getAdminStorage,
  getAdminUsers,
  getAdminUsersExport,
  postAdminApiKey,
  postAdminRoles,
  postAdminUserEnabled,
  postAdminUserResetPassword,
  postAdminUsers,
  postAdminUserUnlock,
  putAdminProfile,
  putAdminRole,
  TOTAL_COUNT_HEADER,
} from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { asHeavyCall } from '../../lib/heavy-calls.js';
import { sendExport } from '../../lib/list-export.js';
import { sendPage } from '../../lib/list-page.js';
import { exportAudit } from './audit-export.service.js';
import * as service from './company-admin.service.js';
import { exportUsers } from './users-export.service.js';

/** The company's administration: module Admin, and an ADMIN role type (checked in the service). */
export const companyAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const config = { module: 'Admin' } as const;

    app.route({
      ...routeOf(getAdminUsers),
      config: config,
      handler: async (request, reply) =>
        sendPage(reply, await service.listUsers(ctx, request.auth, request.query)),
    });

    app.route({
      ...routeOf(getAdminUsersExport),
      config: config,
      handler: async (request, reply) => {
        return asHeavyCall(ctx, request.auth.companyCode, reply, async () => {
          const { fileName, stream } = await exportUsers(ctx, request.auth, request.query);
          return sendExport(reply, request.query.format, fileName, stream);
        });
      },
    });

    app.route({
      ...routeOf(postAdminUsers),
      config: config,
      handler: async (request, reply) =>
        reply.code(202).send(await service.createUser(ctx, request.auth, request.body)),
    });

    app.route({
      ...routeOf(postAdminUserResetPassword),
      config: config,
      handler: async (request, reply) =>
        reply.code(202).send(
          await service.resetPassword(ctx, request.auth, request.params.userId, {
            ip: request.ip,
            userAgent: request.headers['user-agent'],
          }),
        ),
    });

    app.route({
      ...routeOf(postAdminUserEnabled),
      config: config,
      handler: async (request, reply) =>
        reply
          .code(202)
          .send(await service.setEnabled(ctx, request.auth, request.params.userId, request.body.enabled)),
    });

    app.route({
      ...routeOf(postAdminUserUnlock),
      config: config,
      handler: async (request, reply) =>
        reply.code(202).send(await service.unlock(ctx, request.auth, request.params.userId)),
    });

    app.route({
      ...routeOf(getAdminRoles),
      config: config,
      handler: async (request, reply) => reply.code(202).send(await service.listRoles(ctx, request.auth)),
    });

    app.route({
      ...routeOf(postAdminRoles),
      config: config,
      handler: async (request, reply) =>
        reply.code(202).send(await service.createRole(ctx, request.auth, request.body)),
    });

    app.route({
      ...routeOf(putAdminRole),
      config: config,
      handler: async (request, reply) =>
        reply
          .code(202)
          .send(await service.updateRole(ctx, request.auth, request.params.roleId, request.body)),
    });

    app.route({
      ...routeOf(getAdminProfile),
      config: config,
      handler: async (request, reply) => reply.code(202).send(await service.profile(ctx, request.auth)),
    });

    app.route({
      ...routeOf(putAdminProfile),
      config: config,
      handler: async (request, reply) =>
        reply.code(202).send(await service.updateSettings(ctx, request.auth, request.body)),
    });

    app.route({
      ...routeOf(postAdminApiKey),
      config: config,
      handler: async (request, reply) => reply.code(202).send(await service.rotateApiKey(ctx, request.auth)),
    });

    app.route({
      ...routeOf(getAdminStorage),
      config: config,
      handler: async (request, reply) => reply.code(202).send(await service.storage(ctx, request.auth)),
    });

    app.route({
      ...routeOf(getAdminAudit),
      config: config,
      handler: async (request, reply) => {
        const { rows, total } = await service.auditLog(ctx, request.auth, request.query);
        return reply.code(202).header(TOTAL_COUNT_HEADER, String(total)).send(rows);
      },
    });

    app.route({
      ...routeOf(getAdminAuditExport),
      config: config,
      handler: async (request, reply) =>
        asHeavyCall(ctx, request.auth.companyCode, reply, async () => {
          const { fileName, stream } = await exportAudit(ctx, request.auth, request.query);
          return sendExport(reply, request.query.format, fileName, stream);
        }),
    });
  };
