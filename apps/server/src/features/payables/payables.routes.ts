import {
  API,
  codeSchema,
  dmyDateSchema,
  idParamSchema,
  MODULE_GATES,
  payableCancelSchema,
  payableCreateSchema,
  payableExportQuerySchema,
  payableHistoryQuerySchema,
  payableHistoryRowSchema,
  payableListQuerySchema,
  payablePopulateResponseSchema,
  payableSaveResponseSchema,
  payableSchema,
  payableSummaryRequestSchema,
  payableSummaryRowSchema,
  payableUpdateSchema,
} from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
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
    app.get(
      API.payablesForTenant,
      {
        config: { ...vendorModule, requireApiKey: true },
        schema: {
          params: z.object({ tenantCode: codeSchema }),
          querystring: payableListQuerySchema,
          response: { 202: z.array(payableSchema) },
        },
      },
      async (request, reply) => {
        const page = pageOf(request.query);
        if (!page) {
          const whole = service.wholePayableList(ctx, request.auth);
          return sendWholeList(ctx, request.auth.companyCode, reply, payableSchema, whole);
        }
        return sendPage(reply, await service.listPayablesQueried(ctx, request.auth, request.query, page));
      },
    );

    app.get(
      API.payablesExport,
      {
        config: { ...vendorModule, requireApiKey: true },
        schema: { params: z.object({ tenantCode: codeSchema }), querystring: payableExportQuerySchema },
      },
      async (request, reply) => {
        return asHeavyCall(ctx, request.auth.companyCode, reply, async () => {
          const { fileName, stream } = await exportPayables(ctx, request.auth, request.query);
          return sendExport(reply, request.query.format, fileName, stream);
        });
      },
    );

    app.post(
      API.payable,
      {
        config: vendorModule,
        schema: { body: payableCreateSchema, response: { 202: payableSaveResponseSchema } },
      },
      async (request, reply) =>
        reply.code(202).send(await service.createPayable(ctx, request.auth, request.body)),
    );

    app.put(
      API.payable,
      {
        config: vendorModule,
        schema: { body: payableUpdateSchema, response: { 202: payableSaveResponseSchema } },
      },
      async (request, reply) =>
        reply.code(202).send(await service.updatePayable(ctx, request.auth, request.body)),
    );

    app.post(
      API.payableCancel,
      {
        config: vendorModule,
        schema: { body: payableCancelSchema, response: { 202: payableSaveResponseSchema } },
      },
      async (request, reply) =>
        reply.code(202).send(await service.cancelPayable(ctx, request.auth, request.body)),
    );

    app.get(
      API.payableHistory,
      {
        config: { ...vendorModule, requireApiKey: true },
        schema: {
          params: z.object({ vendorPayableId: idParamSchema }),
          querystring: payableHistoryQuerySchema,
          response: { 202: z.array(payableHistoryRowSchema) },
        },
      },
      async (request, reply) =>
        reply
          .code(202)
          .send(await service.listHistory(ctx, request.auth, request.params.vendorPayableId, request.query)),
    );

    app.post(
      API.payableSummary,
      {
        config: { ...vendorModule, allowWhenExpired: true },
        schema: { body: payableSummaryRequestSchema, response: { 202: z.array(payableSummaryRowSchema) } },
      },
      async (request, reply) => reply.code(202).send(await service.summary(ctx, request.auth, request.body)),
    );

    app.post(
      API.payablePopulate,
      {
        config: { ...vendorModule, allowWhenExpired: true },
        schema: {
          params: z.object({ tenantCode: codeSchema, date: dmyDateSchema }),
          response: { 202: payablePopulateResponseSchema },
        },
      },
      async (request, reply) =>
        reply.code(202).send(await service.populate(ctx, request.auth, request.params.date)),
    );
  };
