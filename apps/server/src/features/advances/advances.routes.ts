import {
  API,
  advanceCreateResponseSchema,
  advanceCreateSchema,
  advanceOverspendResponseSchema,
  advanceOverspendSchema,
  advanceRequestSchema,
  advanceUpdateResponseSchema,
  advanceUpdateSchema,
  codeSchema,
  listPageQuerySchema,
  MODULE_GATES,
} from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import { sendList } from '../../lib/list-page.js';
import * as service from './advances.service.js';

export const advancesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Proof Submission lists the advances under the Expense module, so either module may read them.
    app.get(
      API.advancesForCompany,
      {
        config: { module: [MODULE_GATES.advance, MODULE_GATES.expense] },
        schema: {
          params: z.object({ companyCode: codeSchema }),
          querystring: listPageQuerySchema,
          response: { 202: z.array(advanceRequestSchema) },
        },
      },
      async (request, reply) =>
        sendList(
          reply,
          request.query,
          () => service.listAdvances(ctx, request.auth),
          (page) => service.listAdvancesPage(ctx, request.auth, page),
        ),
    );

    app.post(
      API.advance,
      {
        config: { module: MODULE_GATES.advance },
        schema: { body: advanceCreateSchema, response: { 202: advanceCreateResponseSchema } },
      },
      async (request, reply) =>
        reply.code(202).send(await service.createAdvance(ctx, request.auth, request.body)),
    );

    app.put(
      API.advance,
      {
        config: { module: MODULE_GATES.advance, requireApiKey: true },
        schema: { body: advanceUpdateSchema, response: { 202: advanceUpdateResponseSchema } },
      },
      async (request, reply) =>
        reply.code(202).send(await service.updateAdvance(ctx, request.auth, request.body)),
    );

    app.put(
      API.advanceOverspend,
      {
        config: { module: MODULE_GATES.advance },
        schema: { body: advanceOverspendSchema, response: { 202: advanceOverspendResponseSchema } },
      },
      async (request, reply) =>
        reply.code(202).send(await service.setOverspend(ctx, request.auth, request.body)),
    );
  };
