import '../zod-setup.js';
import { z } from 'zod';
import { API } from '../api-paths.js';
import { endpoint, FILE_ANSWER } from '../endpoint.js';
import { codeSchema, dmyDateSchema, idParamSchema } from '../schemas/common.js';
import {
  payableDocumentRemoveResponseSchema,
  payableDocumentSchema,
  payableDocumentUploadResponseSchema,
  payableExportQuerySchema,
  payableHistoryQuerySchema,
  payableHistoryRowSchema,
  payableListQuerySchema,
  payableSchema,
} from '../schemas/payable.js';
import {
  payableCancelSchema,
  payableCreateSchema,
  payablePopulateResponseSchema,
  payableSaveResponseSchema,
  payableSummaryRequestSchema,
  payableSummaryRowSchema,
  payableUpdateSchema,
} from '../schemas/payable-form.js';

const sequenceParams = z.object({ sequenceId: idParamSchema });

export const getPayablesForTenant = endpoint({
  method: 'GET',
  path: API.payablesForTenant,
  params: z.object({ tenantCode: codeSchema }),
  query: payableListQuerySchema,
  responses: { 202: z.array(payableSchema) },
});

export const getPayablesExport = endpoint({
  method: 'GET',
  path: API.payablesExport,
  params: z.object({ tenantCode: codeSchema }),
  query: payableExportQuerySchema,
  responses: { 200: FILE_ANSWER },
});

export const postPayable = endpoint({
  method: 'POST',
  path: API.payable,
  body: payableCreateSchema,
  responses: { 202: payableSaveResponseSchema },
});

export const putPayable = endpoint({
  method: 'PUT',
  path: API.payable,
  body: payableUpdateSchema,
  responses: { 202: payableSaveResponseSchema },
});

export const postPayableCancel = endpoint({
  method: 'POST',
  path: API.payableCancel,
  body: payableCancelSchema,
  responses: { 202: payableSaveResponseSchema },
});

export const getPayableHistory = endpoint({
  method: 'GET',
  path: API.payableHistory,
  params: z.object({ vendorPayableId: idParamSchema }),
  query: payableHistoryQuerySchema,
  responses: { 202: z.array(payableHistoryRowSchema) },
});

export const postPayableSummary = endpoint({
  method: 'POST',
  path: API.payableSummary,
  body: payableSummaryRequestSchema,
  responses: { 202: z.array(payableSummaryRowSchema) },
});

export const postPayablePopulate = endpoint({
  method: 'POST',
  path: API.payablePopulate,
  params: z.object({ tenantCode: codeSchema, date: dmyDateSchema }),
  responses: { 202: payablePopulateResponseSchema },
});

export const postPayableDocumentUpload = endpoint({
  method: 'POST',
  path: API.payableDocumentUpload,
  upload: true,
  responses: { 202: payableDocumentUploadResponseSchema },
});

export const getPayableDocumentDownload = endpoint({
  method: 'GET',
  path: API.payableDocumentDownload,
  params: sequenceParams,
  responses: { 200: FILE_ANSWER },
});

export const deletePayableDocumentRemove = endpoint({
  method: 'DELETE',
  path: API.payableDocumentRemove,
  params: sequenceParams,
  responses: { 202: payableDocumentRemoveResponseSchema },
});

export const getPayableDocuments = endpoint({
  method: 'GET',
  path: API.payableDocuments,
  params: z.object({ tenant: codeSchema, id: idParamSchema }),
  responses: { 202: z.array(payableDocumentSchema) },
});
