import '../zod-setup.js';
import * as advances from './advances.js';
import * as approvals from './approvals.js';
import * as auth from './auth.js';
import * as companies from './companies.js';
import * as companyAdmin from './company-admin.js';
import * as companyLists from './company-lists.js';
import * as documents from './documents.js';
import * as expenses from './expenses.js';
import * as health from './health.js';
import * as mail from './mail.js';
import * as notifications from './notifications.js';
import * as payables from './payables.js';
import * as portal from './portal.js';
import * as reference from './reference.js';
import * as settlement from './settlement.js';
import * as sites from './sites.js';
import * as summaries from './summaries.js';
import * as users from './users.js';
import * as vendorPerformance from './vendor-performance.js';
import * as vendorRatings from './vendor-ratings.js';
import * as vendors from './vendors.js';

/**
 * The endpoint table: every endpoint by its name, which is also its OpenAPI operationId (method +
 * the path's key in API, e.g. getVendorLimit). The server's routes and OpenAPI document read it;
 * the web imports single endpoints by name, so a screen's bundle holds only the schemas it calls.
 */
export const ENDPOINTS = {
  ...advances,
  ...approvals,
  ...auth,
  ...companies,
  ...companyAdmin,
  ...companyLists,
  ...documents,
  ...expenses,
  ...health,
  ...mail,
  ...notifications,
  ...payables,
  ...portal,
  ...reference,
  ...settlement,
  ...sites,
  ...summaries,
  ...users,
  ...vendorPerformance,
  ...vendorRatings,
  ...vendors,
};
