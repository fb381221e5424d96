import '../zod-setup.js';
import { z } from 'zod';
import { API } from '../api-paths.js';
import { endpoint } from '../endpoint.js';
import { codeSchema } from '../schemas/common.js';
import {
  portalAdminCreatedSchema,
  portalAdminCreateSchema,
  portalApiKeySchema,
  portalCompanyCreatedSchema,
  portalCompanyCreateSchema,
  portalCompanyQuerySchema,
  portalCompanySchema,
  portalSuspendSchema,
} from '../schemas/portal.js';

const codeParams = z.object({ code: codeSchema });

export const getPortalCompanies = endpoint({
  method: 'GET',
  path: API.portalCompanies,
  query: portalCompanyQuerySchema,
  responses: { 202: z.array(portalCompanySchema) },
});

export const postPortalCompanies = endpoint({
  method: 'POST',
  path: API.portalCompanies,
  body: portalCompanyCreateSchema,
  responses: { 202: portalCompanyCreatedSchema },
});

export const postPortalCompanyApiKey = endpoint({
  method: 'POST',
  path: API.portalCompanyApiKey,
  params: codeParams,
  responses: { 202: portalApiKeySchema },
});

export const postPortalCompanySuspend = endpoint({
  method: 'POST',
  path: API.portalCompanySuspend,
  params: codeParams,
  body: portalSuspendSchema,
  responses: { 202: z.object({ message: z.string(), company: portalCompanySchema }) },
});

export const postPortalCompanyAdmin = endpoint({
  method: 'POST',
  path: API.portalCompanyAdmin,
  params: codeParams,
  body: portalAdminCreateSchema,
  responses: { 202: portalAdminCreatedSchema },
});
