import {
  getPortalCompanies,
  postPortalCompanies,
  postPortalCompanyAdmin,
  postPortalCompanyApiKey,
  postPortalCompanySuspend,
  TOTAL_COUNT_HEADER,
} from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { routeOf } from '../../lib/endpoint-route.js';
import * as service from './portal.service.js';

/**
 * The portal's company administration. No module gate: the service lets only
 * the PortalAdmin role through (403 for everyone else). `:code` names the company administered;
 * it is not one of the tenant parameters the tenant guard checks, since these calls cross tenants.
 */
export const portalRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(getPortalCompanies),
      handler: async (request, reply) => {
        const { rows, total } = await service.listCompanies(ctx, request.auth, request.query);
        return reply.code(202).header(TOTAL_COUNT_HEADER, String(total)).send(rows);
      },
    });

    app.route({
      ...routeOf(postPortalCompanies),
      handler: async (request, reply) =>
        reply.code(202).send(await service.createCompany(ctx, request.auth, request.body)),
    });

    app.route({
      ...routeOf(postPortalCompanyApiKey),
      handler: async (request, reply) =>
        reply.code(202).send(await service.rotateApiKey(ctx, request.auth, request.params.code)),
    });

    app.route({
      ...routeOf(postPortalCompanySuspend),
      handler: async (request, reply) =>
        reply
          .code(202)
          .send(await service.setSuspended(ctx, request.auth, request.params.code, request.body)),
    });

    app.route({
      ...routeOf(postPortalCompanyAdmin),
      handler: async (request, reply) =>
        reply.code(202).send(await service.createAdmin(ctx, request.auth, request.params.code, request.body)),
    });
  };
