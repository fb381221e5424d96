import {
  API,
  codeSchema,
  idParamSchema,
  MODULE_GATES,
  rateableBillSchema,
  rateableBillsQuerySchema,
  vendorRatingEditSchema,
  vendorRatingHideSchema,
  vendorRatingHistoryRowSchema,
  vendorRatingInputSchema,
  vendorRatingSchema,
  vendorRatingsSchema,
} from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import { sendPage } from '../../lib/list-page.js';
import * as service from './vendor-ratings.service.js';

const vendorModule = { module: MODULE_GATES.vendor } as const;
const tenantParams = z.object({ tenant: codeSchema });
const ratingParams = z.object({ tenant: codeSchema, ratingId: idParamSchema });

/**
 * Vendor Rating: the bills the caller may rate (paged: X-Total-Count), rate one, edit a
 * rating, hide its comment (an ADMIN), its history, and a vendor's ratings. The tenant in the path is
 * checked by the tenant guard; ids of another company's records are 404.
 */
export const vendorRatingsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API.rateableBills,
      {
        config: vendorModule,
        schema: {
          params: tenantParams,
          querystring: rateableBillsQuerySchema,
          response: { 202: z.array(rateableBillSchema) },
        },
      },
      async (request, reply) =>
        sendPage(reply, await service.rateableBills(ctx, request.auth, request.query)),
    );

    app.post(
      API.vendorRatings,
      {
        config: vendorModule,
        schema: {
          params: tenantParams,
          body: vendorRatingInputSchema,
          response: { 202: vendorRatingSchema },
        },
      },
      async (request, reply) => reply.code(202).send(await service.rate(ctx, request.auth, request.body)),
    );

    app.put(
      API.vendorRating,
      {
        config: vendorModule,
        schema: { params: ratingParams, body: vendorRatingEditSchema, response: { 202: vendorRatingSchema } },
      },
      async (request, reply) =>
        reply.code(202).send(await service.edit(ctx, request.auth, request.params.ratingId, request.body)),
    );

    app.put(
      API.vendorRatingHide,
      {
        config: vendorModule,
        schema: { params: ratingParams, body: vendorRatingHideSchema, response: { 202: vendorRatingSchema } },
      },
      async (request, reply) =>
        reply
          .code(202)
          .send(await service.hide(ctx, request.auth, request.params.ratingId, request.body.reason)),
    );

    app.get(
      API.vendorRatingHistory,
      {
        config: vendorModule,
        schema: { params: ratingParams, response: { 202: z.array(vendorRatingHistoryRowSchema) } },
      },
      async (request, reply) =>
        reply.code(202).send(await service.history(ctx, request.auth, request.params.ratingId)),
    );

    app.get(
      API.vendorRatingsOfVendor,
      {
        config: vendorModule,
        schema: {
          params: z.object({ tenant: codeSchema, vendorId: idParamSchema }),
          response: { 202: vendorRatingsSchema },
        },
      },
      async (request, reply) =>
        reply.code(202).send(await service.ofVendor(ctx, request.auth, request.params.vendorId)),
    );
  };
