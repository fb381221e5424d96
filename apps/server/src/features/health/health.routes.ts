import { getHealth } from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { safeError } from '../../lib/safe-error.js';
import { checkDatabase } from './health.service.js';

/** The answer while the database cannot be reached: 503, naming nothing internal. */

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(getHealth),
      config: { public: true },
      handler: async (request, reply) => {
        try {
          return await checkDatabase(ctx);
        } catch (error) {
          request.log.error({ err: safeError(error) }, 'database unavailable');
          return reply.code(503).send({ status: 'unavailable' as const });
        }
      },
    });
  };
