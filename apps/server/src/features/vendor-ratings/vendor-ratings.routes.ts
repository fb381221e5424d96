import {
  getRateableBills,
  getVendorRatingHistory,
  getVendorRatingsOfVendor,
  MODULE_GATES,
  postVendorRatings,
  putVendorRating,
  putVendorRatingHide,
} from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { sendPage } from '../../lib/list-page.js';
import * as service from './vendor-ratings.service.js';

const vendorModule = { module: MODULE_GATES.vendor } as const;

/**
 * Vendor Rating: the bills the caller may rate (paged: X-Total-Count), rate one, edit a
 * rating, hide its comment (an ADMIN), its history, and a vendor's ratings. The tenant in the path is
 * checked by the tenant guard; ids of another company's records are 404.
 */
export const vendorRatingsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(getRateableBills),
      config: vendorModule,
      handler: async (request, reply) =>
        sendPage(reply, await service.rateableBills(ctx, request.auth, request.query)),
    });

    app.route({
      ...routeOf(postVendorRatings),
      config: vendorModule,
      handler: async (request, reply) =>
        reply.code(202).send(await service.rate(ctx, request.auth, request.body)),
    });

    app.route({
      ...routeOf(putVendorRating),
      config: vendorModule,
      handler: async (request, reply) =>
        reply.code(202).send(await service.edit(ctx, request.auth, request.params.ratingId, request.body)),
    });

    app.route({
      ...routeOf(putVendorRatingHide),
      config: vendorModule,
      handler: async (request, reply) =>
        reply
          .code(202)
          .send(await service.hide(ctx, request.auth, request.params.ratingId, request.body.reason)),
    });

    app.route({
      ...routeOf(getVendorRatingHistory),
      config: vendorModule,
      handler: async (request, reply) =>
        reply.code(202).send(await service.history(ctx, request.auth, request.params.ratingId)),
    });

    app.route({
      ...routeOf(getVendorRatingsOfVendor),
      config: vendorModule,
      handler: async (request, reply) =>
        reply.code(202).send(await service.ofVendor(ctx, request.auth, request.params.vendorId)),
    });
  };
