import {
  API,
  codeSchema,
  idParamSchema,
  MODULE_GATES,
  RESULT_TRUNCATED_HEADER,
  resultTruncatedValue,
  siteActiveSchema,
  siteExportQuerySchema,
  siteFormSchema,
  siteLeadOptionSchema,
  siteListQuerySchema,
  siteRecordSchema,
  UNPAGED_LIST_MAX_ROWS,
} from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import { asHeavyCall } from '../../lib/heavy-calls.js';
import { sendExport } from '../../lib/list-export.js';
import { pageOf, sendPage } from '../../lib/list-page.js';
import * as service from './sites.service.js';
import { exportSites } from './sites-export.service.js';

const siteModule = { module: MODULE_GATES.site } as const;
const tenantParams = z.object({ tenant: codeSchema });
const siteParams = z.object({ tenant: codeSchema, siteId: idParamSchema });
const saved = z.object({ message: z.string(), site: siteRecordSchema });

/**
 * Site Management: list (page, size, q, status, sort; X-Total-Count)
 * and its export, one site, add, edit, (de)activate, and the users who may lead a site. Module Site
 * Management; writes an ADMIN's.
 */
export const sitesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API.sitesAdmin,
      {
        config: siteModule,
        schema: {
          params: tenantParams,
          querystring: siteListQuerySchema,
          response: { 202: z.array(siteRecordSchema) },
        },
      },
      async (request, reply) => {
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
    );

    app.get(
      API.sitesAdminExport,
      { config: siteModule, schema: { params: tenantParams, querystring: siteExportQuerySchema } },
      async (request, reply) => {
        return asHeavyCall(ctx, request.auth.companyCode, reply, async () => {
          const { fileName, stream } = await exportSites(ctx, request.auth, request.query);
          return sendExport(reply, request.query.format, fileName, stream);
        });
      },
    );

    app.post(
      API.sitesAdmin,
      {
        config: siteModule,
        schema: { params: tenantParams, body: siteFormSchema, response: { 202: saved } },
      },
      async (request, reply) =>
        reply.code(202).send(await service.createSite(ctx, request.auth, request.body)),
    );

    app.get(
      API.siteAdmin,
      { config: siteModule, schema: { params: siteParams, response: { 202: siteRecordSchema } } },
      async (request, reply) =>
        reply.code(202).send(await service.getSite(ctx, request.auth, request.params.siteId)),
    );

    app.put(
      API.siteAdmin,
      { config: siteModule, schema: { params: siteParams, body: siteFormSchema, response: { 202: saved } } },
      async (request, reply) =>
        reply
          .code(202)
          .send(await service.updateSite(ctx, request.auth, request.params.siteId, request.body)),
    );

    app.put(
      API.siteActive,
      {
        config: siteModule,
        schema: { params: siteParams, body: siteActiveSchema, response: { 202: saved } },
      },
      async (request, reply) =>
        reply
          .code(202)
          .send(await service.setSiteActive(ctx, request.auth, request.params.siteId, request.body.active)),
    );

    app.get(
      API.siteLeads,
      {
        config: siteModule,
        schema: { params: tenantParams, response: { 202: z.array(siteLeadOptionSchema) } },
      },
      async (request, reply) => reply.code(202).send(await service.siteLeads(ctx, request.auth)),
    );
  };
