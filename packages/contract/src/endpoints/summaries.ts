import '../zod-setup.js';
import { z } from 'zod';
import { API } from '../api-paths.js';
import { endpoint } from '../endpoint.js';
import { codeSchema } from '../schemas/common.js';
import {
  ageingSchema,
  executiveSummarySchema,
  summaryQuerySchema,
  vendorSummarySchema,
} from '../schemas/settlement.js';

const params = z.object({ tenant: codeSchema });

export const getVendorSummary = endpoint({
  method: 'GET',
  path: API.vendorSummary,
  params: params,
  query: summaryQuerySchema,
  responses: { 202: vendorSummarySchema },
});

export const getPayableAgeing = endpoint({
  method: 'GET',
  path: API.payableAgeing,
  params: params,
  query: summaryQuerySchema,
  responses: { 202: ageingSchema },
});

export const getExecutiveSummary = endpoint({
  method: 'GET',
  path: API.executiveSummary,
  params: params,
  query: summaryQuerySchema,
  responses: { 202: executiveSummarySchema },
});
