import {
  API,
  codeSchema,
  idParamSchema,
  MODULE_GATES,
  payableServerMessages as m,
  PAYABLE_DOCUMENT_FIELDS,
  PAYABLE_DOCUMENT_MAX_BYTES,
  payableDocumentRemoveResponseSchema,
  payableDocumentSchema,
  payableDocumentUploadResponseSchema,
} from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import { readUploadForm, sendDocument } from '../../lib/documents/documents.http.js';
import * as service from './payable-documents.service.js';

const vendorModule = { module: MODULE_GATES.vendor } as const;
const sequenceParams = z.object({ sequenceId: idParamSchema });

/** Payable documents: upload, download, remove, and the documents of a payable. */
export const payableDocumentsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Multipart (registered once in app.ts); the 10 MB limit is set per request by readUploadForm.
    app.post(
      API.payableDocumentUpload,
      { config: vendorModule, schema: { response: { 202: payableDocumentUploadResponseSchema } } },
      async (request, reply) => {
        const form = await readUploadForm(request, {
          fileField: PAYABLE_DOCUMENT_FIELDS.document,
          maxBytes: PAYABLE_DOCUMENT_MAX_BYTES,
          messages: { noDocument: m.noDocument, tooLarge: m.documentTooLarge },
        });
        const answer = await service.uploadPayableDocument(ctx, request.auth, {
          content: form.content,
          fileName: form.fileName,
          userDescription: form.fields[PAYABLE_DOCUMENT_FIELDS.userDescription] ?? '',
          tenantCode: form.fields[PAYABLE_DOCUMENT_FIELDS.tenantCode],
        });
        return reply.code(202).send(answer);
      },
    );

    app.get(
      API.payableDocumentDownload,
      { config: vendorModule, schema: { params: sequenceParams } },
      async (request, reply) =>
        sendDocument(
          reply,
          await service.getPayableDocument(ctx, request.auth, request.params.sequenceId),
          'attachment',
        ),
    );

    app.delete(
      API.payableDocumentRemove,
      {
        config: vendorModule,
        schema: { params: sequenceParams, response: { 202: payableDocumentRemoveResponseSchema } },
      },
      async (request, reply) =>
        reply
          .code(202)
          .send(await service.removePayableDocument(ctx, request.auth, request.params.sequenceId)),
    );

    app.get(
      API.payableDocuments,
      {
        config: vendorModule,
        schema: {
          params: z.object({ tenant: codeSchema, id: idParamSchema }),
          response: { 202: z.array(payableDocumentSchema) },
        },
      },
      async (request, reply) =>
        reply.code(202).send(await service.listPayableDocuments(ctx, request.auth, request.params.id)),
    );
  };
