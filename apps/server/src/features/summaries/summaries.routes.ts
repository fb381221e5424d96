import {
  API,
  ageingSchema,
  codeSchema,
  type ExportFormat,
  executiveSummarySchema,
  MODULE_GATES,
  summaryQuerySchema,
  vendorSummarySchema,
} from '@sitebook/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { sendExport } from '../../lib/list-export.js';
import * as service from './summaries.service.js';

const vendorModule = { module: MODULE_GATES.vendor } as const;
const params = z.object({ tenant: codeSchema });

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
    app.get(
      API.vendorSummary,
      {
        config: vendorModule,
        schema: { params, querystring: summaryQuerySchema, response: { 202: vendorSummarySchema } },
      },
      async (request, reply) =>
        answer(ctx, request.auth, request.query, reply, service.vendorSummary, service.vendorSummaryExport),
    );

    app.get(
      API.payableAgeing,
      {
        config: vendorModule,
        schema: { params, querystring: summaryQuerySchema, response: { 202: ageingSchema } },
      },
      async (request, reply) =>
        answer(ctx, request.auth, request.query, reply, service.ageing, service.ageingExport),
    );

    app.get(
      API.executiveSummary,
      {
        config: vendorModule,
        schema: { params, querystring: summaryQuerySchema, response: { 202: executiveSummarySchema } },
      },
      async (request, reply) =>
        answer(
          ctx,
          request.auth,
          request.query,
          reply,
          service.executiveSummary,
          service.executiveSummaryExport,
        ),
    );
  };
