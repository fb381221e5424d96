import {
  advanceRequestSchema,
  getAdvancePersonBalance,
  getAdvanceSettlements,
  getAdvancesExport,
  getAdvancesForCompany,
  MODULE_GATES,
  postAdvance,
  postAdvanceSettle,
  postAdvanceSettlement,
  postAdvanceSettlementReverse,
  putAdvance,
  putAdvanceOverspend,
} from '@sitebook/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { asHeavyCall, sendWholeList } from '../../lib/heavy-calls.js';
import { sendExport } from '../../lib/list-export.js';
import { pageOf, sendPage } from '../../lib/list-page.js';
import * as service from './advances.service.js';
import { exportAdvances } from './advances-export.service.js';
import * as reconcile from './advances-reconcile.service.js';

/** Reconcile is on Spent Information (Expense module) as well as the advance screens. */
const reconcileModule = { module: [MODULE_GATES.advance, MODULE_GATES.expense] };

export const advancesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Proof Submission lists the advances under the Expense module, so either module may read them.
    app.route({
      ...routeOf(getAdvancesForCompany),
      config: { module: [MODULE_GATES.advance, MODULE_GATES.expense] },
      handler: async (request, reply) => {
        const page = pageOf(request.query);
        if (!page) {
          const whole = service.wholeAdvanceList(ctx, request.auth);
          return sendWholeList(ctx, request.auth.companyCode, reply, advanceRequestSchema, whole);
        }
        return sendPage(reply, await service.listAdvancesQueried(ctx, request.auth, request.query, page));
      },
    });

    // What the list shows, searched, filtered and sorted alike, as a streamed .xlsx or .csv (200).
    app.route({
      ...routeOf(getAdvancesExport),
      config: { module: [MODULE_GATES.advance, MODULE_GATES.expense] },
      handler: async (request, reply) => {
        return asHeavyCall(ctx, request.auth.companyCode, reply, async () => {
          const file = await exportAdvances(ctx, request.auth, request.query);
          return sendExport(reply, request.query.format, file.fileName, file.stream);
        });
      },
    });

    app.route({
      ...routeOf(postAdvance),
      config: { module: MODULE_GATES.advance },
      handler: async (request, reply) =>
        reply.code(202).send(await service.createAdvance(ctx, request.auth, request.body)),
    });

    app.route({
      ...routeOf(putAdvance),
      config: { module: MODULE_GATES.advance, requireApiKey: true },
      // The right to decide before the body's rules (403, never 400 first).
      preValidation: async (request) => service.requireDecideRightFirst(request.auth, request.body),
      handler: async (request, reply) =>
        reply.code(202).send(await service.updateAdvance(ctx, request.auth, request.body)),
    });

    app.route({
      ...routeOf(putAdvanceOverspend),
      config: { module: MODULE_GATES.advance },
      handler: async (request, reply) =>
        reply.code(202).send(await service.setOverspend(ctx, request.auth, request.body)),
    });

    // Reconcile an advance (returns, reimbursements, settle) and the person balance.
    app.route({
      ...routeOf(getAdvanceSettlements),
      config: reconcileModule,
      handler: async (request, reply) =>
        reply
          .code(202)
          .send(await reconcile.listSettlements(ctx, request.auth, request.params.advanceRequestId)),
    });

    app.route({
      ...routeOf(postAdvanceSettlement),
      config: reconcileModule,
      handler: async (request, reply) =>
        reply.code(202).send(await reconcile.recordSettlement(ctx, request.auth, request.body)),
    });

    app.route({
      ...routeOf(postAdvanceSettlementReverse),
      config: reconcileModule,
      handler: async (request, reply) =>
        reply.code(202).send(await reconcile.reverseSettlement(ctx, request.auth, request.body)),
    });

    app.route({
      ...routeOf(postAdvanceSettle),
      config: reconcileModule,
      handler: async (request, reply) =>
        reply.code(202).send(await reconcile.settleAdvance(ctx, request.auth, request.body)),
    });

    // JSON (202), or with format=xlsx or csv the streamed file (200), as the vendor summaries.
    app.route({
      ...routeOf(getAdvancePersonBalance),
      config: { module: MODULE_GATES.advance },
      handler: async (request, reply) => {
        const q = { siteCode: request.query.siteCode };
        const format = request.query.format;
        if (format === 'json') {
          return reply.code(202).send(await reconcile.personBalance(ctx, request.auth, q));
        }
        const file = await reconcile.personBalanceExport(ctx, request.auth, q, format);
        return sendExport(reply as FastifyReply, format, file.fileName, file.stream);
      },
    });
  };
