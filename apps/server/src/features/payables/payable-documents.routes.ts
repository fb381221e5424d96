import {
  deletePayableDocumentRemove,
  getPayableDocumentDownload,
  getPayableDocuments,
  MODULE_GATES,
  payableServerMessages as m,
  PAYABLE_DOCUMENT_FIELDS,
  PAYABLE_DOCUMENT_MAX_BYTES,
  postPayableDocumentUpload,
} from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { readUploadForm, sendDocument } from '../../lib/documents/documents.http.js';
import { routeOf } from '../../lib/endpoint-route.js';
import * as service from './payable-documents.service.js';

const vendorModule = { module: MODULE_GATES.vendor } as const;

/** Payable documents: upload, download, remove, and the documents of a payable. */
export const payableDocumentsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Multipart (registered once in app.ts); the 10 MB limit is set per request by readUploadForm.
    app.route({
      ...routeOf(postPayableDocumentUpload),
      config: vendorModule,
      handler: async (request, reply) => {
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
    });

    app.route({
      ...routeOf(getPayableDocumentDownload),
      config: vendorModule,
      handler: async (request, reply) =>
        sendDocument(
          reply,
          await service.getPayableDocument(ctx, request.auth, request.params.sequenceId),
          'attachment',
        ),
    });

    app.route({
      ...routeOf(deletePayableDocumentRemove),
      config: vendorModule,
      handler: async (request, reply) =>
        reply
          .code(202)
          .send(await service.removePayableDocument(ctx, request.auth, request.params.sequenceId)),
    });

    app.route({
      ...routeOf(getPayableDocuments),
      config: vendorModule,
      handler: async (request, reply) =>
        reply.code(202).send(await service.listPayableDocuments(ctx, request.auth, request.params.id)),
    });
  };
