import {
  deleteExpenseById,
  expenseRecordSchema,
  getAdvanceSpending,
  getExpensesExport,
  getExpensesForAdvance,
  getMyExpenses,
  getMyExpensesExport,
  getMyExpenseTotals,
  MODULE_GATES,
  myExpenseSchema,
  postExpense,
  putExpense,
} from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { routeOf } from '../../lib/endpoint-route.js';
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
    app.route({
      ...routeOf(getExpensesForAdvance),
      config: expenseModule,
      handler: async (request, reply) => {
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
    });

    // The exports of both expense lists, searched, filtered and sorted as the lists (200, streamed).
    app.route({
      ...routeOf(getExpensesExport),
      config: expenseModule,
      handler: async (request, reply) => {
        const { advanceRequestId } = request.params;
        return asHeavyCall(ctx, request.auth.companyCode, reply, async () => {
          const file = await exportExpenses(ctx, request.auth, advanceRequestId, request.query);
          return sendExport(reply, request.query.format, file.fileName, file.stream);
        });
      },
    });

    app.route({
      ...routeOf(getMyExpensesExport),
      config: expenseModule,
      handler: async (request, reply) => {
        return asHeavyCall(ctx, request.auth.companyCode, reply, async () => {
          const file = await exportMyExpenses(ctx, request.auth, request.query);
          return sendExport(reply, request.query.format, file.fileName, file.stream);
        });
      },
    });

    // My Expenses: the caller's own expenses (their advances) and each advance's totals.
    app.route({
      ...routeOf(getMyExpenses),
      config: expenseModule,
      handler: async (request, reply) => {
        const page = pageOf(request.query);
        if (!page) {
          const whole = service.wholeMyExpenseList(ctx, request.auth);
          return sendWholeList(ctx, request.auth.companyCode, reply, myExpenseSchema, whole);
        }
        return sendPage(reply, await service.listMyExpensesQueried(ctx, request.auth, request.query, page));
      },
    });

    app.route({
      ...routeOf(getMyExpenseTotals),
      config: expenseModule,
      handler: async (request, reply) =>
        reply.code(202).send(await service.myAdvanceTotals(ctx, request.auth)),
    });

    app.route({
      ...routeOf(postExpense),
      config: expenseModule,
      handler: async (request, reply) =>
        reply.code(202).send(await service.createExpense(ctx, request.auth, request.body)),
    });

    app.route({
      ...routeOf(getAdvanceSpending),
      config: expenseModule,
      handler: async (request, reply) =>
        reply.code(202).send(await service.getSpending(ctx, request.auth, request.params.advanceRequestId)),
    });

    app.route({
      ...routeOf(putExpense),
      config: expenseModule,
      handler: async (request, reply) =>
        reply.code(202).send(await service.updateExpense(ctx, request.auth, request.body)),
    });

    app.route({
      ...routeOf(deleteExpenseById),
      config: expenseModule,
      handler: async (request, reply) =>
        reply.code(202).send(await service.deleteExpense(ctx, request.auth, request.params.expenseId)),
    });
  };
