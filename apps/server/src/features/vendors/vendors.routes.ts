import {
  BULK_UPLOAD_FIELD,
  BULK_UPLOAD_LIMITS,
  BULK_UPLOAD_TEMPLATE_FILENAME,
  deleteVendor,
  deleteVendorBulkRemove,
  getVendorBulkTags,
  getVendorBulkTemplate,
  getVendorHistory,
  getVendorLimit,
  getVendorsExport,
  getVendorsForTenant,
  MODULE_GATES,
  vendorMessages as m,
  postVendor,
  postVendorBulkUpload,
  putVendor,
  vendorSchema,
  XLSX_CONTENT_TYPE,
} from '@sitebook/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { asHeavyCall, sendWholeList } from '../../lib/heavy-calls.js';
import { sendExport } from '../../lib/list-export.js';
import { pageOf, sendPage } from '../../lib/list-page.js';
import { multipartLimitRefusal } from '../../lib/multipart-limits.js';
import { bulkTemplate } from './bulk-template.js';
import * as service from './vendors.service.js';
import { exportVendors } from './vendors-export.service.js';

const vendorModule = { module: MODULE_GATES.vendor } as const;

/** The uploaded file of a multipart request (field BULK_UPLOAD_FIELD), read into a buffer of at most 5 MB. */
async function readUpload(request: FastifyRequest): Promise<{ buffer: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw badRequest(m.incorrectFile);
  const tooLarge = (error: unknown) =>
    (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ||
    (error as { statusCode?: number }).statusCode === 413;
  let upload: { buffer: Buffer; fileName: string } | undefined;
  try {
    // Every part is read, so a second file is refused (files: 1) rather than silently ignored.
    const parts = request.parts({
      limits: { fileSize: BULK_UPLOAD_LIMITS.maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== BULK_UPLOAD_FIELD) {
        part.file.resume();
        throw badRequest(m.bulkNoFile);
      }
      const buffer = await part.toBuffer();
      // toBuffer checks the size limit only while chunks arrive; busboy may mark the file truncated
      // after the last one, and a file cut at 5 MB can still parse (a last 50000 read as 5000).
      if (part.file.truncated) throw new AppError(413, m.bulkFileTooLarge);
      upload = { buffer, fileName: part.filename ?? '' };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const limit = multipartLimitRefusal(error);
    if (limit) throw limit;
    if (tooLarge(error)) throw new AppError(413, m.bulkFileTooLarge);
    throw badRequest(m.incorrectFile);
  }
  if (!upload) throw badRequest(m.bulkNoFile);
  return upload;
}

export const vendorsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(getVendorsForTenant),
      config: vendorModule,
      handler: async (request, reply) => {
        // Beyond the spec's plain call: `q` alone searches (the payable screens' vendor picker), `id`
        // finds one; with page and size, q, filters and sort narrow the list (vendorListQuerySchema).
        const { q, id, page } = request.query;
        if (q !== undefined && page === undefined) {
          return reply.code(202).send(await service.searchVendors(ctx, request.auth, q));
        }
        if (id !== undefined) return reply.code(202).send(await service.vendorById(ctx, request.auth, id));
        const paged = pageOf(request.query);
        if (!paged) {
          const whole = service.wholeVendorList(ctx, request.auth);
          return sendWholeList(ctx, request.auth.companyCode, reply, vendorSchema, whole);
        }
        return sendPage(reply, await service.listVendorsQueried(ctx, request.auth, request.query, paged));
      },
    });

    app.route({
      ...routeOf(getVendorsExport),
      config: vendorModule,
      handler: async (request, reply) => {
        return asHeavyCall(ctx, request.auth.companyCode, reply, async () => {
          const { fileName, stream } = await exportVendors(ctx, request.auth, request.query);
          return sendExport(reply, request.query.format, fileName, stream);
        });
      },
    });

    // The contract schemas parse the bodies (400 with the first issue's message, the form's text); the
    // service takes the parsed value and checks it against the tenant's lists (as each bulk upload row).
    app.route({
      ...routeOf(postVendor),
      config: vendorModule,
      handler: async (request, reply) =>
        reply.code(202).send(await service.createVendor(ctx, request.auth, request.body)),
    });

    app.route({
      ...routeOf(putVendor),
      config: vendorModule,
      handler: async (request, reply) =>
        reply.code(202).send(await service.updateVendor(ctx, request.auth, request.body)),
    });

    app.route({
      ...routeOf(deleteVendor),
      config: { ...vendorModule, requireApiKey: true },
      handler: async (request, reply) =>
        reply.code(202).send(await service.deleteVendor(ctx, request.auth, request.body.vendorId)),
    });

    app.route({
      ...routeOf(postVendorBulkUpload),
      config: vendorModule,
      handler: async (request, reply) => {
        const { buffer, fileName } = await readUpload(request);
        return reply.code(200).send(await service.bulkUpload(ctx, request.auth, buffer, fileName));
      },
    });

    app.route({
      ...routeOf(getVendorBulkTemplate),
      config: vendorModule,
      handler: async (_request, reply) =>
        reply
          .code(200)
          .header('content-type', XLSX_CONTENT_TYPE)
          .header('content-disposition', `attachment; filename="${BULK_UPLOAD_TEMPLATE_FILENAME}"`)
          .send(await bulkTemplate()),
    });

    app.route({
      ...routeOf(getVendorBulkTags),
      config: vendorModule,
      handler: async (request, reply) => reply.code(202).send(await service.listBulkTags(ctx, request.auth)),
    });

    // The vendor's history (View Vendor), every user of the module may read it.
    app.route({
      ...routeOf(getVendorHistory),
      config: vendorModule,
      handler: async (request, reply) =>
        reply.code(202).send(await service.vendorHistory(ctx, request.auth, request.params.vendorId)),
    });

    app.route({
      ...routeOf(getVendorLimit),
      config: vendorModule,
      handler: async (request, reply) => reply.code(202).send(await service.vendorLimit(ctx, request.auth)),
    });

    app.route({
      ...routeOf(deleteVendorBulkRemove),
      config: vendorModule,
      handler: async (request, reply) =>
        reply.code(202).send(await service.removeBulkTag(ctx, request.auth, request.params.tag)),
    });
  };
