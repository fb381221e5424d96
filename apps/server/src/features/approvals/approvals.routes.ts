import {
  API,
  approvalDecisionResultSchema,
  approvalDecisionSchema,
  approvalQueueSchema,
  attentionSchema,
  MODULE_GATES,
} from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import * as service from './approvals.service.js';

/** Either module reaches the queue; the service answers what the caller's modules hold. */
const queueModules = { module: [MODULE_GATES.advance, MODULE_GATES.vendor] } as const;

/**
 * "Waiting for me" (the approval queue and its decisions, an administrator's) and the home
 * page's one call of what needs the caller's attention (every signed-in user; module-aware).
 */
export const approvalsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API.approvalQueue,
      { config: queueModules, schema: { response: { 202: approvalQueueSchema } } },
      async (request, reply) => reply.code(202).send(await service.waitingForMe(ctx, request.auth)),
    );

    app.post(
      API.approvalDecision,
      {
        config: queueModules,
        schema: { body: approvalDecisionSchema, response: { 202: approvalDecisionResultSchema } },
        // The right before the body's rules: a USER gets 403 whatever the body.
        preValidation: async (request) => service.requireDecideRight(request.auth),
      },
      async (request, reply) => reply.code(202).send(await service.decide(ctx, request.auth, request.body)),
    );

    app.get(API.homeAttention, { schema: { response: { 202: attentionSchema } } }, async (request, reply) =>
      reply.code(202).send(await service.attention(ctx, request.auth)),
    );
  };
