import '../zod-setup.js';
import { z } from 'zod';
import { API } from '../api-paths.js';
import { endpoint, FILE_ANSWER } from '../endpoint.js';
import { advanceRequestSchema } from '../schemas/advance.js';
import {
  advanceCreateResponseSchema,
  advanceCreateSchema,
  advanceOverspendResponseSchema,
  advanceOverspendSchema,
  advanceUpdateResponseSchema,
  advanceUpdateSchema,
} from '../schemas/advance-form.js';
import { advanceExportQuerySchema, advanceListQuerySchema } from '../schemas/advance-lists.js';
import {
  advanceSettlementCreateSchema,
  advanceSettlementResponseSchema,
  advanceSettlementReverseSchema,
  advanceSettlementSchema,
  advanceSettleSchema,
  personBalanceQuerySchema,
  personBalanceSchema,
} from '../schemas/advance-reconcile.js';
import { codeSchema, idParamSchema } from '../schemas/common.js';

export const getAdvancesForCompany = endpoint({
  method: 'GET',
  path: API.advancesForCompany,
  params: z.object({ companyCode: codeSchema }),
  query: advanceListQuerySchema,
  responses: { 202: z.array(advanceRequestSchema) },
});

export const getAdvancesExport = endpoint({
  method: 'GET',
  path: API.advancesExport,
  params: z.object({ companyCode: codeSchema }),
  query: advanceExportQuerySchema,
  responses: { 200: FILE_ANSWER },
});

export const postAdvance = endpoint({
  method: 'POST',
  path: API.advance,
  body: advanceCreateSchema,
  responses: { 202: advanceCreateResponseSchema },
});

export const putAdvance = endpoint({
  method: 'PUT',
  path: API.advance,
  body: advanceUpdateSchema,
  responses: { 202: advanceUpdateResponseSchema },
});

export const putAdvanceOverspend = endpoint({
  method: 'PUT',
  path: API.advanceOverspend,
  body: advanceOverspendSchema,
  responses: { 202: advanceOverspendResponseSchema },
});

export const getAdvanceSettlements = endpoint({
  method: 'GET',
  path: API.advanceSettlements,
  params: z.object({ companyCode: codeSchema, advanceRequestId: idParamSchema }),
  responses: { 202: z.array(advanceSettlementSchema) },
});

export const postAdvanceSettlement = endpoint({
  method: 'POST',
  path: API.advanceSettlement,
  body: advanceSettlementCreateSchema,
  responses: { 202: advanceSettlementResponseSchema },
});

export const postAdvanceSettlementReverse = endpoint({
  method: 'POST',
  path: API.advanceSettlementReverse,
  body: advanceSettlementReverseSchema,
  responses: { 202: advanceSettlementResponseSchema },
});

export const postAdvanceSettle = endpoint({
  method: 'POST',
  path: API.advanceSettle,
  body: advanceSettleSchema,
  responses: { 202: advanceSettlementResponseSchema },
});

export const getAdvancePersonBalance = endpoint({
  method: 'GET',
  path: API.advancePersonBalance,
  params: z.object({ companyCode: codeSchema }),
  query: personBalanceQuerySchema,
  responses: { 202: personBalanceSchema },
});
