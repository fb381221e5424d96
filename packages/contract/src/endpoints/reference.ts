import '../zod-setup.js';
import { z } from 'zod';
import { API } from '../api-paths.js';
import { endpoint } from '../endpoint.js';
import { codeSchema, dmyDateSchema } from '../schemas/common.js';
import {
  attributeListSchema,
  attributeNameSchema,
  salaryCycleSchema,
  siteListQuerySchemaSpec,
  siteListSchema,
} from '../schemas/reference.js';

export const getOnetimeAttribute = endpoint({
  method: 'GET',
  path: API.onetimeAttribute,
  params: z.object({ tenant: codeSchema, attributeName: attributeNameSchema }),
  responses: { 202: attributeListSchema },
});

export const getSitesForCompany = endpoint({
  method: 'GET',
  path: API.sitesForCompany,
  params: z.object({ companyCode: codeSchema }),
  query: siteListQuerySchemaSpec,
  responses: { 202: siteListSchema },
});

export const getSalaryCycle = endpoint({
  method: 'GET',
  path: API.salaryCycle,
  params: z.object({ companyCode: codeSchema }),
  query: z.object({ date: dmyDateSchema.optional() }),
  responses: { 202: salaryCycleSchema },
});
