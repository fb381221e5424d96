import { getApprovalQueue, getHomeAttention, MODULE_GATES, postApprovalDecision } from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { routeOf } from '../../lib/endpoint-route.js';
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
    app.route({
      ...routeOf(getApprovalQueue),
      config: queueModules,
      handler: async (request, reply) => reply.code(202).send(await service.waitingForMe(ctx, request.auth)),
    });

    app.route({
      ...routeOf(postApprovalDecision),
      config: queueModules,
      // The right before the body's rules: a USER gets 403 whatever the body.
      preValidation: async (request) => service.requireDecideRight(request.auth),
      handler: async (request, reply) =>
        reply.code(202).send(await service.decide(ctx, request.auth, request.body)),
    });

    app.route({
      ...routeOf(getHomeAttention),
      handler: async (request, reply) => reply.code(202).send(await service.attention(ctx, request.auth)),
    });
  };
