import '../zod-setup.js';
import { z } from 'zod';
import { API } from '../api-paths.js';
import { endpoint, FILE_ANSWER } from '../endpoint.js';
import { codeSchema, idParamSchema, safeString } from '../schemas/common.js';
import {
  bulkUploadResultSchema,
  vendorExportQuerySchema,
  vendorListQuerySchema,
  vendorSchema,
} from '../schemas/vendor.js';
import {
  bulkRemoveResponseSchema,
  bulkTagSchema,
  vendorCreateResponseSchema,
  vendorDeleteSchema,
  vendorInputSchema,
  vendorLimitSchema,
  vendorUpdateSchema,
  vendorWriteResponseSchema,
} from '../schemas/vendor-form.js';
import { vendorHistoryRowSchema } from '../schemas/vendor-history.js';

const tenantParams = z.object({ tenant: codeSchema });

/** The vendor list: the spec's whole list, `q` alone for a picker, `id` for one, or a page. */
export const getVendorsForTenant = endpoint({
  method: 'GET',
  path: API.vendorsForTenant,
  params: tenantParams,
  query: vendorListQuerySchema,
  responses: { 202: z.array(vendorSchema) },
});

export const getVendorsExport = endpoint({
  method: 'GET',
  path: API.vendorsExport,
  params: tenantParams,
  query: vendorExportQuerySchema,
  responses: { 200: FILE_ANSWER },
});

export const postVendor = endpoint({
  method: 'POST',
  path: API.vendor,
  body: vendorInputSchema,
  responses: { 202: vendorCreateResponseSchema },
});

export const putVendor = endpoint({
  method: 'PUT',
  path: API.vendor,
  body: vendorUpdateSchema,
  responses: { 202: vendorWriteResponseSchema },
});

export const deleteVendor = endpoint({
  method: 'DELETE',
  path: API.vendor,
  body: vendorDeleteSchema,
  responses: { 202: vendorWriteResponseSchema },
});

export const postVendorBulkUpload = endpoint({
  method: 'POST',
  path: API.vendorBulkUpload,
  params: tenantParams,
  upload: true,
  responses: { 200: bulkUploadResultSchema },
});

export const getVendorBulkTemplate = endpoint({
  method: 'GET',
  path: API.vendorBulkTemplate,
  responses: { 200: FILE_ANSWER },
});

export const getVendorBulkTags = endpoint({
  method: 'GET',
  path: API.vendorBulkTags,
  params: tenantParams,
  responses: { 202: z.array(bulkTagSchema) },
});

export const getVendorHistory = endpoint({
  method: 'GET',
  path: API.vendorHistory,
  params: z.object({ tenant: codeSchema, vendorId: idParamSchema }),
  responses: { 202: z.array(vendorHistoryRowSchema) },
});

export const getVendorLimit = endpoint({
  method: 'GET',
  path: API.vendorLimit,
  params: tenantParams,
  responses: { 202: vendorLimitSchema },
});

export const deleteVendorBulkRemove = endpoint({
  method: 'DELETE',
  path: API.vendorBulkRemove,
  params: z.object({ tenant: codeSchema, tag: safeString().min(1).max(50) }),
  responses: { 202: bulkRemoveResponseSchema },
});
