import {
  deleteCompanyListValue,
  getCompanyList,
  MODULE_GATES,
  postCompanyList,
  putCompanyListValue,
  putCompanyListValueActive,
} from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { routeOf } from '../../lib/endpoint-route.js';
import * as service from './company-lists.service.js';

const adminModule = { module: MODULE_GATES.admin } as const;

/** Admin → Lists: a company list's values with their state; an ADMIN's changes. Module Admin. */
export const companyListsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(getCompanyList),
      config: adminModule,
      handler: async (request, reply) =>
        reply.code(202).send(await service.listValues(ctx, request.auth, request.params.attributeName)),
    });

    app.route({
      ...routeOf(postCompanyList),
      config: adminModule,
      handler: async (request, reply) =>
        reply
          .code(202)
          .send(await service.addValue(ctx, request.auth, request.params.attributeName, request.body.value)),
    });

    app.route({
      ...routeOf(putCompanyListValue),
      config: adminModule,
      handler: async (request, reply) => {
        const { attributeName, id } = request.params;
        return reply
          .code(202)
          .send(await service.renameValue(ctx, request.auth, attributeName, id, request.body.value));
      },
    });

    app.route({
      ...routeOf(putCompanyListValueActive),
      config: adminModule,
      handler: async (request, reply) => {
        const { attributeName, id } = request.params;
        return reply
          .code(202)
          .send(await service.setValueActive(ctx, request.auth, attributeName, id, request.body.active));
      },
    });

    app.route({
      ...routeOf(deleteCompanyListValue),
      config: adminModule,
      handler: async (request, reply) => {
        const { attributeName, id } = request.params;
        return reply.code(202).send(await service.deleteValue(ctx, request.auth, attributeName, id));
      },
    });
  };
