import {
  getSiteAdmin,
  getSiteLeads,
  getSitesAdmin,
  getSitesAdminExport,
  MODULE_GATES,
  postSitesAdmin,
  putSiteActive,
  putSiteAdmin,
  RESULT_TRUNCATED_HEADER,
  resultTruncatedValue,
  UNPAGED_LIST_MAX_ROWS,
} from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { asHeavyCall } from '../../lib/heavy-calls.js';
import { sendExport } from '../../lib/list-export.js';
import { pageOf, sendPage } from '../../lib/list-page.js';
import * as service from './sites.service.js';
import { exportSites } from './sites-export.service.js';

const siteModule = { module: MODULE_GATES.site } as const;

/**
 * Site Management: list (page, size, q, status, sort; X-Total-Count)
 * and its export, one site, add, edit, (de)activate, and the users who may lead a site. Module Site
 * Management; writes an ADMIN's.
 */
export const sitesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(getSitesAdmin),
      config: siteModule,
      handler: async (request, reply) => {
        if (pageOf(request.query))
          return sendPage(reply, await service.listSites(ctx, request.auth, request.query));
        // The unpaged list (`q` alone) is a heavy call and answers at most UNPAGED_LIST_MAX_ROWS.
        return asHeavyCall(ctx, request.auth.companyCode, reply, async () => {
          const listed = await service.listSites(ctx, request.auth, request.query);
          if (listed.rows.length <= UNPAGED_LIST_MAX_ROWS) return sendPage(reply, listed);
          reply.header(RESULT_TRUNCATED_HEADER, resultTruncatedValue());
          const rows = listed.rows.slice(0, UNPAGED_LIST_MAX_ROWS);
          return sendPage(reply, { rows, total: rows.length });
        });
      },
    });

    app.route({
      ...routeOf(getSitesAdminExport),
      config: siteModule,
      handler: async (request, reply) => {
        return asHeavyCall(ctx, request.auth.companyCode, reply, async () => {
          const { fileName, stream } = await exportSites(ctx, request.auth, request.query);
          return sendExport(reply, request.query.format, fileName, stream);
        });
      },
    });

    app.route({
      ...routeOf(postSitesAdmin),
      config: siteModule,
      handler: async (request, reply) =>
        reply.code(202).send(await service.createSite(ctx, request.auth, request.body)),
    });

    app.route({
      ...routeOf(getSiteAdmin),
      config: siteModule,
      handler: async (request, reply) =>
        reply.code(202).send(await service.getSite(ctx, request.auth, request.params.siteId)),
    });

    app.route({
      ...routeOf(putSiteAdmin),
      config: siteModule,
      handler: async (request, reply) =>
        reply
          .code(202)
          .send(await service.updateSite(ctx, request.auth, request.params.siteId, request.body)),
    });

    app.route({
      ...routeOf(putSiteActive),
      config: siteModule,
      handler: async (request, reply) =>
        reply
          .code(202)
          .send(await service.setSiteActive(ctx, request.auth, request.params.siteId, request.body.active)),
    });

    app.route({
      ...routeOf(getSiteLeads),
      config: siteModule,
      handler: async (request, reply) => reply.code(202).send(await service.siteLeads(ctx, request.auth)),
    });
  };
