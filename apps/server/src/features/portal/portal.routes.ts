import {
  API,
  codeSchema,
  portalAdminCreatedSchema,
  portalAdminCreateSchema,
  portalApiKeySchema,
  portalCompanyCreatedSchema,
  portalCompanyCreateSchema,
  portalCompanyQuerySchema,
  portalCompanySchema,
  portalSuspendSchema,
  TOTAL_COUNT_HEADER,
} from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import * as service from './portal.service.js';

/**
 * The portal's company administration. No module gate: the service lets only
 * the PortalAdmin role through (403 for everyone else). `:code` names the company administered;
 * it is not one of the tenant parameters the tenant guard checks, since these calls cross tenants.
 */
export const portalRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const codeParams = z.object({ code: codeSchema });

    app.get(
      API.portalCompanies,
      { schema: { querystring: portalCompanyQuerySchema, response: { 202: z.array(portalCompanySchema) } } },
      async (request, reply) => {
        const { rows, total } = await service.listCompanies(ctx, request.auth, request.query);
        return reply.code(202).header(TOTAL_COUNT_HEADER, String(total)).send(rows);
      },
    );

    app.post(
      API.portalCompanies,
      { schema: { body: portalCompanyCreateSchema, response: { 202: portalCompanyCreatedSchema } } },
      async (request, reply) =>
        reply.code(202).send(await service.createCompany(ctx, request.auth, request.body)),
    );

    app.post(
      API.portalCompanyApiKey,
      { schema: { params: codeParams, response: { 202: portalApiKeySchema } } },
      async (request, reply) =>
        reply.code(202).send(await service.rotateApiKey(ctx, request.auth, request.params.code)),
    );

    app.post(
      API.portalCompanySuspend,
      {
        schema: {
          params: codeParams,
          body: portalSuspendSchema,
          response: { 202: z.object({ message: z.string(), company: portalCompanySchema }) },
        },
      },
      async (request, reply) =>
        reply
          .code(202)
          .send(await service.setSuspended(ctx, request.auth, request.params.code, request.body)),
    );

    app.post(
      API.portalCompanyAdmin,
      {
        schema: {
          params: codeParams,
          body: portalAdminCreateSchema,
          response: { 202: portalAdminCreatedSchema },
        },
      },
      async (request, reply) =>
        reply.code(202).send(await service.createAdmin(ctx, request.auth, request.params.code, request.body)),
    );
  };
