import {
  API,
  attributeNameSchema,
  codeSchema,
  companyListValueFormSchema,
  companyListValueSchema,
  idParamSchema,
  MODULE_GATES,
  messageSchema,
  siteActiveSchema,
} from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import * as service from './company-lists.service.js';

const adminModule = { module: MODULE_GATES.admin } as const;
const listParams = z.object({ tenant: codeSchema, attributeName: attributeNameSchema });
const valueParams = listParams.extend({ id: idParamSchema });
const saved = z.object({ message: z.string(), value: companyListValueSchema });

/** Admin → Lists: a company list's values with their state; an ADMIN's changes. Module Admin. */
export const companyListsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API.companyList,
      {
        config: adminModule,
        schema: { params: listParams, response: { 202: z.array(companyListValueSchema) } },
      },
      async (request, reply) =>
        reply.code(202).send(await service.listValues(ctx, request.auth, request.params.attributeName)),
    );

    app.post(
      API.companyList,
      {
        config: adminModule,
        schema: { params: listParams, body: companyListValueFormSchema, response: { 202: saved } },
      },
      async (request, reply) =>
        reply
          .code(202)
          .send(await service.addValue(ctx, request.auth, request.params.attributeName, request.body.value)),
    );

    app.put(
      API.companyListValue,
      {
        config: adminModule,
        schema: { params: valueParams, body: companyListValueFormSchema, response: { 202: saved } },
      },
      async (request, reply) => {
        const { attributeName, id } = request.params;
        return reply
          .code(202)
          .send(await service.renameValue(ctx, request.auth, attributeName, id, request.body.value));
      },
    );

    app.put(
      API.companyListValueActive,
      {
        config: adminModule,
        schema: { params: valueParams, body: siteActiveSchema, response: { 202: saved } },
      },
      async (request, reply) => {
        const { attributeName, id } = request.params;
        return reply
          .code(202)
          .send(await service.setValueActive(ctx, request.auth, attributeName, id, request.body.active));
      },
    );

    app.delete(
      API.companyListValue,
      { config: adminModule, schema: { params: valueParams, response: { 202: messageSchema } } },
      async (request, reply) => {
        const { attributeName, id } = request.params;
        return reply.code(202).send(await service.deleteValue(ctx, request.auth, attributeName, id));
      },
    );
  };
