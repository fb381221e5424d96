import {
  type ExportFormat,
  getExecutiveSummary,
  getPayableAgeing,
  getVendorSummary,
  MODULE_GATES,
} from '@sitebook/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { sendExport } from '../../lib/list-export.js';
import * as service from './summaries.service.js';

const vendorModule = { module: MODULE_GATES.vendor } as const;

type Params = service.SummaryParams;
type Compute<T> = (ctx: AppContext, auth: AuthContext, q: Params) => Promise<T>;
type Export = (
  ctx: AppContext,
  auth: AuthContext,
  q: Params,
  format: ExportFormat,
) => Promise<service.SummaryExport>;

/** JSON (202, as every read of the app) or, with `format=xlsx` or `csv`, the streamed file (200). */
async function answer<T>(
  ctx: AppContext,
  auth: AuthContext,
  q: Params,
  reply: FastifyReply,
  json: Compute<T>,
  file: Export,
) {
  if (q.format === 'json') return reply.code(202).send(await json(ctx, auth, q));
  const { fileName, stream } = await file(ctx, auth, q, q.format);
  return sendExport(reply, q.format, fileName, stream);
}

/**
 * The three vendor summaries: Summary By Vendor, the ageing (Vendor Payable
 * Summary) and the Executive Summary, as of a date and optionally for one site of the caller's
 * company, as JSON or a streamed .xlsx or .csv. The tenant in the path is checked by the tenant guard.
 */
export const summariesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(getVendorSummary),
      config: vendorModule,
      handler: async (request, reply) =>
        answer(ctx, request.auth, request.query, reply, service.vendorSummary, service.vendorSummaryExport),
    });

    app.route({
      ...routeOf(getPayableAgeing),
      config: vendorModule,
      handler: async (request, reply) =>
        answer(ctx, request.auth, request.query, reply, service.ageing, service.ageingExport),
    });

    app.route({
      ...routeOf(getExecutiveSummary),
      config: vendorModule,
      handler: async (request, reply) =>
        answer(
          ctx,
          request.auth,
          request.query,
          reply,
          service.executiveSummary,
          service.executiveSummaryExport,
        ),
    });
  };
