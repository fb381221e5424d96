import {
  getVendorPerformance,
  getVendorPerformanceExport,
  getVendorPerformanceTrend,
  MODULE_GATES,
} from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { sendExport } from '../../lib/list-export.js';
import { sendPage } from '../../lib/list-page.js';
import * as service from './vendor-performance.service.js';

const vendorModule = { module: MODULE_GATES.vendor } as const;

/**
 * Vendor Performance: the list (paged with X-Total-Count, searched by vendor code or name,
 * sorted, filtered by site and bill date), its export (.xlsx / .csv) and its trend by month.
 */
export const vendorPerformanceRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(getVendorPerformance),
      config: vendorModule,
      handler: async (request, reply) =>
        sendPage(reply, await service.performancePage(ctx, request.auth, request.query)),
    });

    app.route({
      ...routeOf(getVendorPerformanceExport),
      config: vendorModule,
      handler: async (request, reply) => {
        const { format, ...query } = request.query;
        const { fileName, stream } = await service.performanceExport(ctx, request.auth, query, format);
        return sendExport(reply, format, fileName, stream);
      },
    });

    app.route({
      ...routeOf(getVendorPerformanceTrend),
      config: vendorModule,
      handler: async (request, reply) =>
        reply.code(202).send(await service.performanceTrend(ctx, request.auth, request.query)),
    });
  };
