import {
  API,
  codeSchema,
  MODULE_GATES,
  vendorPerformanceExportQuerySchema,
  vendorPerformanceQuerySchema,
  vendorPerformanceRowSchema,
  vendorPerformanceTrendQuerySchema,
  vendorPerformanceTrendSchema,
} from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import { sendExport } from '../../lib/list-export.js';
import { sendPage } from '../../lib/list-page.js';
import * as service from './vendor-performance.service.js';

const vendorModule = { module: MODULE_GATES.vendor } as const;
const params = z.object({ tenant: codeSchema });

/**
 * Vendor Performance: the list (paged with X-Total-Count, searched by vendor code or name,
 * sorted, filtered by site and bill date), its export (.xlsx / .csv) and its trend by month.
 */
export const vendorPerformanceRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API.vendorPerformance,
      {
        config: vendorModule,
        schema: {
          params,
          querystring: vendorPerformanceQuerySchema,
          response: { 202: z.array(vendorPerformanceRowSchema) },
        },
      },
      async (request, reply) =>
        sendPage(reply, await service.performancePage(ctx, request.auth, request.query)),
    );

    app.get(
      API.vendorPerformanceExport,
      { config: vendorModule, schema: { params, querystring: vendorPerformanceExportQuerySchema } },
      async (request, reply) => {
        const { format, ...query } = request.query;
        const { fileName, stream } = await service.performanceExport(ctx, request.auth, query, format);
        return sendExport(reply, format, fileName, stream);
      },
    );

    app.get(
      API.vendorPerformanceTrend,
      {
        config: vendorModule,
        schema: {
          params,
          querystring: vendorPerformanceTrendQuerySchema,
          response: { 202: vendorPerformanceTrendSchema },
        },
      },
      async (request, reply) =>
        reply.code(202).send(await service.performanceTrend(ctx, request.auth, request.query)),
    );
  };
