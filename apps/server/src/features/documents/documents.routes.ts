import {
  ADVANCE_DOCUMENT_FIELDS,
  ADVANCE_DOCUMENT_MAX_BYTES,
  getAdvanceDocumentDownload,
  MODULE_GATES,
  advanceServerMessages as m,
  postAdvanceDocumentUpload,
} from '@sitebook/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { readUploadForm, sendDocument } from '../../lib/documents/documents.http.js';
import { routeOf } from '../../lib/endpoint-route.js';
import * as service from './documents.service.js';

/** Advance images and expense receipts: either module may upload and view them. */
const documentModules = { module: [MODULE_GATES.advance, MODULE_GATES.expense] } as const;

/** The advance upload form: the `document` file (at most 10 MB), userDescription, companyCode, documentKind. */
async function readAdvanceForm(request: FastifyRequest) {
  const form = await readUploadForm(request, {
    fileField: ADVANCE_DOCUMENT_FIELDS.document,
    maxBytes: ADVANCE_DOCUMENT_MAX_BYTES,
    messages: { noDocument: m.noDocument, tooLarge: m.documentTooLarge },
  });
  return {
    content: form.content,
    fileName: form.fileName,
    userDescription: form.fields[ADVANCE_DOCUMENT_FIELDS.userDescription] ?? '',
    companyCode: form.fields[ADVANCE_DOCUMENT_FIELDS.companyCode],
    kind: form.fields.documentKind ?? 'advance',
  };
}

export const documentsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Multipart, registered once for the app in app.ts; the 10 MB limit is set per request above.
    app.route({
      ...routeOf(postAdvanceDocumentUpload),
      config: documentModules,
      handler: async (request, reply) => {
        const form = await readAdvanceForm(request);
        const kind = form.kind === 'expense' ? 'expense' : 'advance';
        return reply.code(202).send(await service.uploadImage(ctx, request.auth, { ...form, kind }));
      },
    });

    app.route({
      ...routeOf(getAdvanceDocumentDownload),
      config: documentModules,
      handler: async (request, reply) => {
        const row = await service.getImage(ctx, request.auth, request.params.documentIds);
        return sendDocument(reply, row, 'inline');
      },
    });
  };
