import {
  API,
  adminRoleSaveSchema,
  adminRoleSchema,
  adminUserCreateSchema,
  adminUserEnabledSchema,
  adminUserExportQuerySchema,
  adminUserListQuerySchema,
  adminUserSchema,
  auditEntrySchema,
  auditExportQuerySchema,
  auditQuerySchema,
  companyProfileSchema,
  idParamSchema,
  messageSchema,
  oneTimePasswordResponseSchema,
  portalApiKeySchema,
  storageUseSchema,
  TOTAL_COUNT_HEADER,
} from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
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
    const userParams = z.object({ userId: idParamSchema });
    const saved = z.object({ message: z.string(), roleId: z.number().int() });

    app.get(
      API.adminUsers,
      {
        config,
        schema: { querystring: adminUserListQuerySchema, response: { 202: z.array(adminUserSchema) } },
      },
      async (request, reply) => sendPage(reply, await service.listUsers(ctx, request.auth, request.query)),
    );

    app.get(
      API.adminUsersExport,
      { config, schema: { querystring: adminUserExportQuerySchema } },
      async (request, reply) => {
        return asHeavyCall(ctx, request.auth.companyCode, reply, async () => {
          const { fileName, stream } = await exportUsers(ctx, request.auth, request.query);
          return sendExport(reply, request.query.format, fileName, stream);
        });
      },
    );

    app.post(
      API.adminUsers,
      { config, schema: { body: adminUserCreateSchema, response: { 202: oneTimePasswordResponseSchema } } },
      async (request, reply) =>
        reply.code(202).send(await service.createUser(ctx, request.auth, request.body)),
    );

    app.post(
      API.adminUserResetPassword,
      { config, schema: { params: userParams, response: { 202: oneTimePasswordResponseSchema } } },
      async (request, reply) =>
        reply.code(202).send(
          await service.resetPassword(ctx, request.auth, request.params.userId, {
            ip: request.ip,
            userAgent: request.headers['user-agent'],
          }),
        ),
    );

    app.post(
      API.adminUserEnabled,
      {
        config,
        schema: { params: userParams, body: adminUserEnabledSchema, response: { 202: messageSchema } },
      },
      async (request, reply) =>
        reply
          .code(202)
          .send(await service.setEnabled(ctx, request.auth, request.params.userId, request.body.enabled)),
    );

    app.post(
      API.adminUserUnlock,
      { config, schema: { params: userParams, response: { 202: messageSchema } } },
      async (request, reply) =>
        reply.code(202).send(await service.unlock(ctx, request.auth, request.params.userId)),
    );

    app.get(
      API.adminRoles,
      { config, schema: { response: { 202: z.array(adminRoleSchema) } } },
      async (request, reply) => reply.code(202).send(await service.listRoles(ctx, request.auth)),
    );

    app.post(
      API.adminRoles,
      { config, schema: { body: adminRoleSaveSchema, response: { 202: saved } } },
      async (request, reply) =>
        reply.code(202).send(await service.createRole(ctx, request.auth, request.body)),
    );

    app.put(
      API.adminRole,
      {
        config,
        schema: {
          params: z.object({ roleId: idParamSchema }),
          body: adminRoleSaveSchema,
          response: { 202: saved },
        },
      },
      async (request, reply) =>
        reply
          .code(202)
          .send(await service.updateRole(ctx, request.auth, request.params.roleId, request.body)),
    );

    app.get(
      API.adminProfile,
      { config, schema: { response: { 202: companyProfileSchema } } },
      async (request, reply) => reply.code(202).send(await service.profile(ctx, request.auth)),
    );

    app.post(
      API.adminApiKey,
      { config, schema: { response: { 202: portalApiKeySchema } } },
      async (request, reply) => reply.code(202).send(await service.rotateApiKey(ctx, request.auth)),
    );

    app.get(
      API.adminStorage,
      { config, schema: { response: { 202: storageUseSchema } } },
      async (request, reply) => reply.code(202).send(await service.storage(ctx, request.auth)),
    );

    app.get(
      API.adminAudit,
      { config, schema: { querystring: auditQuerySchema, response: { 202: z.array(auditEntrySchema) } } },
      async (request, reply) => {
        const { rows, total } = await service.auditLog(ctx, request.auth, request.query);
        return reply.code(202).header(TOTAL_COUNT_HEADER, String(total)).send(rows);
      },
    );

    app.get(
      API.adminAuditExport,
      { config, schema: { querystring: auditExportQuerySchema } },
      async (request, reply) =>
        asHeavyCall(ctx, request.auth.companyCode, reply, async () => {
          const { fileName, stream } = await exportAudit(ctx, request.auth, request.query);
          return sendExport(reply, request.query.format, fileName, stream);
        }),
    );
  };
