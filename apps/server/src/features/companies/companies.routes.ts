import {
  API,
  companySchema,
  idParamSchema,
  subscriptionCheckRequestSchema,
  subscriptionCheckResponseSchema,
} from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import * as service from './companies.service.js';

export const companiesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API.companyById,
      { schema: { params: z.object({ companyId: idParamSchema }), response: { 202: companySchema } } },
      async (request, reply) =>
        reply.code(202).send(await service.getCompany(ctx, request.auth, request.params.companyId)),
    );

    app.post(
      API.subscriptionCheck,
      {
        config: { allowWhenExpired: true },
        schema: { body: subscriptionCheckRequestSchema, response: { 202: subscriptionCheckResponseSchema } },
      },
      async (request, reply) =>
        reply.code(202).send(await service.checkSubscription(ctx, request.auth, request.body.erfCompanyId)),
    );
  };
