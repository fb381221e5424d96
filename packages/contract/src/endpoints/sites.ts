import '../zod-setup.js';
import { z } from 'zod';
import { API } from '../api-paths.js';
import { endpoint, FILE_ANSWER } from '../endpoint.js';
import { codeSchema, idParamSchema } from '../schemas/common.js';
import {
  siteActiveSchema,
  siteExportQuerySchema,
  siteFormSchema,
  siteLeadOptionSchema,
  siteListQuerySchema,
  siteRecordSchema,
} from '../schemas/site-admin.js';

const tenantParams = z.object({ tenant: codeSchema });
const siteParams = z.object({ tenant: codeSchema, siteId: idParamSchema });
/** A site added, edited or (de)activated: the server's message and the site as saved. */
const siteSaved = z.object({ message: z.string(), site: siteRecordSchema });

/** The company's sites: a page (page, size, q, status, sort; X-Total-Count), or `q` alone unpaged. */
export const getSitesAdmin = endpoint({
  method: 'GET',
  path: API.sitesAdmin,
  params: tenantParams,
  query: siteListQuerySchema,
  responses: { 202: z.array(siteRecordSchema) },
});

export const getSitesAdminExport = endpoint({
  method: 'GET',
  path: API.sitesAdminExport,
  params: tenantParams,
  query: siteExportQuerySchema,
  responses: { 200: FILE_ANSWER },
});

export const postSitesAdmin = endpoint({
  method: 'POST',
  path: API.sitesAdmin,
  params: tenantParams,
  body: siteFormSchema,
  responses: { 202: siteSaved },
});

export const getSiteAdmin = endpoint({
  method: 'GET',
  path: API.siteAdmin,
  params: siteParams,
  responses: { 202: siteRecordSchema },
});

export const putSiteAdmin = endpoint({
  method: 'PUT',
  path: API.siteAdmin,
  params: siteParams,
  body: siteFormSchema,
  responses: { 202: siteSaved },
});

export const putSiteActive = endpoint({
  method: 'PUT',
  path: API.siteActive,
  params: siteParams,
  body: siteActiveSchema,
  responses: { 202: siteSaved },
});

export const getSiteLeads = endpoint({
  method: 'GET',
  path: API.siteLeads,
  params: tenantParams,
  responses: { 202: z.array(siteLeadOptionSchema) },
});
