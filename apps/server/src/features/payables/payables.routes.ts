import {
  getPayableHistory,
  getPayablesExport,
  getPayablesForTenant,
  MODULE_GATES,
  payableSchema,
  postPayable,
  postPayableCancel,
  postPayablePopulate,
  postPayableSummary,
  putPayable,
} from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { asHeavyCall, sendWholeList } from '../../lib/heavy-calls.js';
import { sendExport } from '../../lib/list-export.js';
import { pageOf, sendPage } from '../../lib/list-page.js';
import * as service from './payables.service.js';
import { exportPayables } from './payables-export.service.js';

const vendorModule = { module: MODULE_GATES.vendor } as const;

/**
 * Vendor payables (paths: the contract's API). The tenant in paths and bodies is checked
 * by the guards; the list and the history carry the apikey headers, as the spec sends them.
 */
export const payablesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(getPayablesForTenant),
      config: { ...vendorModule, requireApiKey: true },
      handler: async (request, reply) => {
        const page = pageOf(request.query);
        if (!page) {
          const whole = service.wholePayableList(ctx, request.auth);
          return sendWholeList(ctx, request.auth.companyCode, reply, payableSchema, whole);
        }
        return sendPage(reply, await service.listPayablesQueried(ctx, request.auth, request.query, page));
      },
    });

    app.route({
      ...routeOf(getPayablesExport),
      config: { ...vendorModule, requireApiKey: true },
      handler: async (request, reply) => {
        return asHeavyCall(ctx, request.auth.companyCode, reply, async () => {
          const { fileName, stream } = await exportPayables(ctx, request.auth, request.query);
          return sendExport(reply, request.query.format, fileName, stream);
        });
      },
    });

    app.route({
      ...routeOf(postPayable),
      config: vendorModule,
      handler: async (request, reply) =>
        reply.code(202).send(await service.createPayable(ctx, request.auth, request.body)),
    });

    app.route({
      ...routeOf(putPayable),
      config: vendorModule,
      handler: async (request, reply) =>
        reply.code(202).send(await service.updatePayable(ctx, request.auth, request.body)),
    });

    app.route({
      ...routeOf(postPayableCancel),
      config: vendorModule,
      handler: async (request, reply) =>
        reply.code(202).send(await service.cancelPayable(ctx, request.auth, request.body)),
    });

    app.route({
      ...routeOf(getPayableHistory),
      config: { ...vendorModule, requireApiKey: true },
      handler: async (request, reply) =>
        reply
          .code(202)
          .send(await service.listHistory(ctx, request.auth, request.params.vendorPayableId, request.query)),
    });

    app.route({
      ...routeOf(postPayableSummary),
      config: { ...vendorModule, allowWhenExpired: true },
      handler: async (request, reply) =>
        reply.code(202).send(await service.summary(ctx, request.auth, request.body)),
    });

    app.route({
      ...routeOf(postPayablePopulate),
      config: { ...vendorModule, allowWhenExpired: true },
      handler: async (request, reply) =>
        reply.code(202).send(await service.populate(ctx, request.auth, request.params.date)),
    });
  };
