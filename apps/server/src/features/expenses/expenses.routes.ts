import {
  API,
  advanceSpendingSchema,
  codeSchema,
  expenseChangeResponseSchema,
  expenseCreateResponseSchema,
  expenseCreateSchema,
  expenseExportQuerySchema,
  expenseListQuerySchema,
  expenseRecordSchema,
  expenseUpdateSchema,
  idParamSchema,
  MODULE_GATES,
  myAdvanceTotalsSchema,
  myExpenseExportQuerySchema,
  myExpenseListQuerySchema,
  myExpenseSchema,
} from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import { asHeavyCall, sendWholeList } from '../../lib/heavy-calls.js';
import { sendExport } from '../../lib/list-export.js';
import { pageOf, sendPage } from '../../lib/list-page.js';
import * as service from './expenses.service.js';
import { exportExpenses, exportMyExpenses } from './expenses-export.service.js';

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
          querystring: expenseListQuerySchema,
          response: { 202: z.array(expenseRecordSchema) },
        },
      },
      async (request, reply) => {
        const { advanceRequestId } = request.params;
        const page = pageOf(request.query);
        if (!page) {
          const whole = await service.wholeExpenseList(ctx, request.auth, advanceRequestId);
          return sendWholeList(ctx, request.auth.companyCode, reply, expenseRecordSchema, whole);
        }
        return sendPage(
          reply,
          await service.listExpensesQueried(ctx, request.auth, advanceRequestId, request.query, page),
        );
      },
    );

    // The exports of both expense lists, searched, filtered and sorted as the lists (200, streamed).
    app.get(
      API.expensesExport,
      {
        config: expenseModule,
        schema: {
          params: z.object({ companyCode: codeSchema, advanceRequestId: idParamSchema }),
          querystring: expenseExportQuerySchema,
        },
      },
      async (request, reply) => {
        const { advanceRequestId } = request.params;
        return asHeavyCall(ctx, request.auth.companyCode, reply, async () => {
          const file = await exportExpenses(ctx, request.auth, advanceRequestId, request.query);
          return sendExport(reply, request.query.format, file.fileName, file.stream);
        });
      },
    );

    app.get(
      API.myExpensesExport,
      {
        config: expenseModule,
        schema: { params: z.object({ companyCode: codeSchema }), querystring: myExpenseExportQuerySchema },
      },
      async (request, reply) => {
        return asHeavyCall(ctx, request.auth.companyCode, reply, async () => {
          const file = await exportMyExpenses(ctx, request.auth, request.query);
          return sendExport(reply, request.query.format, file.fileName, file.stream);
        });
      },
    );

    // My Expenses: the caller's own expenses (their advances) and each advance's totals.
    app.get(
      API.myExpenses,
      {
        config: expenseModule,
        schema: {
          params: z.object({ companyCode: codeSchema }),
          querystring: myExpenseListQuerySchema,
          response: { 202: z.array(myExpenseSchema) },
        },
      },
      async (request, reply) => {
        const page = pageOf(request.query);
        if (!page) {
          const whole = service.wholeMyExpenseList(ctx, request.auth);
          return sendWholeList(ctx, request.auth.companyCode, reply, myExpenseSchema, whole);
        }
        return sendPage(reply, await service.listMyExpensesQueried(ctx, request.auth, request.query, page));
      },
    );

    app.get(
      API.myExpenseTotals,
      {
        config: expenseModule,
        schema: {
          params: z.object({ companyCode: codeSchema }),
          response: { 202: z.array(myAdvanceTotalsSchema) },
        },
      },
      async (request, reply) => reply.code(202).send(await service.myAdvanceTotals(ctx, request.auth)),
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

    app.get(
      API.advanceSpending,
      {
        config: expenseModule,
        schema: {
          params: z.object({ companyCode: codeSchema, advanceRequestId: idParamSchema }),
          response: { 202: advanceSpendingSchema },
        },
      },
      async (request, reply) =>
        reply.code(202).send(await service.getSpending(ctx, request.auth, request.params.advanceRequestId)),
    );

    app.put(
      API.expense,
      {
        config: expenseModule,
        schema: { body: expenseUpdateSchema, response: { 202: expenseChangeResponseSchema } },
      },
      async (request, reply) =>
        reply.code(202).send(await service.updateExpense(ctx, request.auth, request.body)),
    );

    app.delete(
      API.expenseById,
      {
        config: expenseModule,
        schema: {
          params: z.object({ companyCode: codeSchema, expenseId: idParamSchema }),
          response: { 202: expenseChangeResponseSchema },
        },
      },
      async (request, reply) =>
        reply.code(202).send(await service.deleteExpense(ctx, request.auth, request.params.expenseId)),
    );
  };
