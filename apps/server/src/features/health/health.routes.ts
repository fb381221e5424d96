import { API, healthSchema } from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import { safeError } from '../../plugins/error-handler.js';
import { checkDatabase } from './health.service.js';

/** The answer while the database cannot be reached: 503, naming nothing internal. */
const unavailableSchema = z.object({ status: z.literal('unavailable') });

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API.health,
      { config: { public: true }, schema: { response: { 200: healthSchema, 503: unavailableSchema } } },
      async (request, reply) => {
        try {
          return await checkDatabase(ctx);
        } catch (error) {
          request.log.error({ err: safeError(error) }, 'database unavailable');
          return reply.code(503).send({ status: 'unavailable' as const });
        }
      },
    );
  };
