import {
  API,
  attributeListSchema,
  attributeNameSchema,
  codeSchema,
  dmyDateSchema,
  GLOBAL_TENANT,
  salaryCycleSchema,
  siteListQuerySchemaSpec,
  siteListSchema,
} from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import { requireApiKey } from '../../plugins/guards.js';
import * as service from './reference.service.js';

export const referenceRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Global lists (tenant WFM) for any logged-in user; company lists need the apikey headers.
    app.get(
      API.onetimeAttribute,
      {
        config: { allowGlobalTenant: true },
        schema: {
          params: z.object({ tenant: codeSchema, attributeName: attributeNameSchema }),
          response: { 202: attributeListSchema },
        },
      },
      async (request, reply) => {
        const { tenant, attributeName } = request.params;
        if (tenant !== GLOBAL_TENANT) requireApiKey(request);
        return reply.code(202).send(await service.getAttributeList(ctx, tenant, attributeName));
      },
    );

    app.get(
      API.sitesForCompany,
      {
        schema: {
          params: z.object({ companyCode: codeSchema }),
          querystring: siteListQuerySchemaSpec,
          response: { 202: siteListSchema },
        },
      },
      async (request, reply) =>
        reply.code(202).send(await service.getSites(ctx, request.auth, request.query.inactive === 'include')),
    );

    app.get(
      API.salaryCycle,
      {
        schema: {
          params: z.object({ companyCode: codeSchema }),
          querystring: z.object({ date: dmyDateSchema.optional() }),
          response: { 202: salaryCycleSchema },
        },
      },
      async (request, reply) =>
        reply.code(202).send(await service.getSalaryCycle(ctx, request.auth, request.query.date)),
    );
  };
