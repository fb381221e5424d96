import '../zod-setup.js';
import { z } from 'zod';
import { API } from '../api-paths.js';
import { endpoint, FILE_ANSWER } from '../endpoint.js';
import { codeSchema } from '../schemas/common.js';
import {
  vendorPerformanceExportQuerySchema,
  vendorPerformanceQuerySchema,
  vendorPerformanceRowSchema,
  vendorPerformanceTrendQuerySchema,
  vendorPerformanceTrendSchema,
} from '../schemas/vendor-rating.js';

const tenantParams = z.object({ tenant: codeSchema });

/** Vendor Performance, a page at a time (X-Total-Count): searched, sorted, by site and bill date. */
export const getVendorPerformance = endpoint({
  method: 'GET',
  path: API.vendorPerformance,
  params: tenantParams,
  query: vendorPerformanceQuerySchema,
  responses: { 202: z.array(vendorPerformanceRowSchema) },
});

export const getVendorPerformanceExport = endpoint({
  method: 'GET',
  path: API.vendorPerformanceExport,
  params: tenantParams,
  query: vendorPerformanceExportQuerySchema,
  responses: { 200: FILE_ANSWER },
});

/** The trend by month for the list's search and filters. */
export const getVendorPerformanceTrend = endpoint({
  method: 'GET',
  path: API.vendorPerformanceTrend,
  params: tenantParams,
  query: vendorPerformanceTrendQuerySchema,
  responses: { 202: vendorPerformanceTrendSchema },
});
