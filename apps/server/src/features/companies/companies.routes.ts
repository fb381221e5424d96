import { getCompanyById, postSubscriptionCheck } from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { routeOf } from '../../lib/endpoint-route.js';
import * as service from './companies.service.js';

export const companiesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(getCompanyById),
      handler: async (request, reply) =>
        reply.code(202).send(await service.getCompany(ctx, request.auth, request.params.companyId)),
    });

    app.route({
      ...routeOf(postSubscriptionCheck),
      config: { allowWhenExpired: true },
      handler: async (request, reply) =>
        reply.code(202).send(await service.checkSubscription(ctx, request.auth, request.body.erfCompanyId)),
    });
  };
