import {
  API,
  codeSchema,
  expenseCreateResponseSchema,
  expenseCreateSchema,
  expenseRecordSchema,
  idParamSchema,
  MODULE_GATES,
} from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import * as service from './expenses.service.js';

const expenseModule = { module: MODULE_GATES.expense } as const;

export const expensesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // apikey / api_client_name are checked when present (the guard), as for every call.
    app.get(
      API.expensesForAdvance,
      {
        config: expenseModule,
        schema: {
          params: z.object({ companyCode: codeSchema, advanceRequestId: idParamSchema }),
          response: { 202: z.array(expenseRecordSchema) },
        },
      },
      async (request, reply) =>
        reply.code(202).send(await service.listExpenses(ctx, request.auth, request.params.advanceRequestId)),
    );

    app.post(
      API.expense,
      {
        config: expenseModule,
        schema: { body: expenseCreateSchema, response: { 202: expenseCreateResponseSchema } },
      },
      async (request, reply) =>
        reply.code(202).send(await service.createExpense(ctx, request.auth, request.body)),
    );
  };
