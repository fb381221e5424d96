import { GLOBAL_TENANT, getOnetimeAttribute, getSalaryCycle, getSitesForCompany } from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { requireApiKey } from '../../lib/guards.js';
import * as service from './reference.service.js';

export const referenceRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Global lists (tenant WFM) for any logged-in user; company lists need the apikey headers.
    app.route({
      ...routeOf(getOnetimeAttribute),
      config: { allowGlobalTenant: true },
      handler: async (request, reply) => {
        const { tenant, attributeName } = request.params;
        if (tenant !== GLOBAL_TENANT) requireApiKey(request);
        return reply.code(202).send(await service.getAttributeList(ctx, tenant, attributeName));
      },
    });

    app.route({
      ...routeOf(getSitesForCompany),
      handler: async (request, reply) =>
        reply.code(202).send(await service.getSites(ctx, request.auth, request.query.inactive === 'include')),
    });

    app.route({
      ...routeOf(getSalaryCycle),
      handler: async (request, reply) =>
        reply.code(202).send(await service.getSalaryCycle(ctx, request.auth, request.query.date)),
    });
  };
