import { API, healthSchema } from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { checkDatabase } from './health.service.js';

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(API.health, { config: { public: true }, schema: { response: { 200: healthSchema } } }, async () =>
      checkDatabase(ctx),
    );
  };
