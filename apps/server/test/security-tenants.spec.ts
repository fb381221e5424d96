import { createHash } from 'node:crypto';
import { API, apiPath } from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMail } from '../src/db/mail-outbox.js';
import { type Caller, callers, keyHeaders, PNG_1x1, uploadDocument } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp } from './helpers.js';
import { uploadPayableDocument } from './payables-fixtures.js';

/**
 * Tenant isolation matrix: for every route the server registers, BETA01's admin
 * carries DEMO01's codes and record ids in paths, bodies and headers, and is refused with 403 or 404.
 * The route list comes from the server itself, so a new route without a case here fails the suite.
 * Afterwards a fingerprint of every DEMO01 row in every tenant-owned table is unchanged.
 */

let app: FastifyInstance;
let demo: Caller;
let beta: Caller;
/** DEMO01 record ids, read through DEMO01's own calls. */
const ids = {
  companyId: 0,
  userId: 0,
  vendorId: 0,
  vendorCode: '',
  advanceRequestId: 0,
  expenseId: 0,
  documentId: 0,
  siteId: 0,
  payableId: 0,
  payableCode: '',
  payableVersion: 0,
  payableDocumentId: 0,
  paymentId: 0,
  settlementId: 0,
  listValueId: 0,
  roleId: 0,
  ratingId: 0,
  mailId: 0,
};

/** What BETA01 sends for one route, or why the route carries no tenant data. */
type Case =
  | { requests: (c: Caller) => Promise<InjectOptions[]> | InjectOptions[] }
  | { noTenantData: string };

const multipart = async (fields: Record<string, string>, field: string, file: Buffer, name: string) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append(field, new Blob([new Uint8Array(file)]), name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') as string,
  };
};

const vendorBody = (tenantCode: string) => ({
  tenantCode,
  vendorName: 'Cross Tenant',
  vendorDescription: 'Should never be stored',
  vendorCategory: 'Civil',
  typeOfWork: 'Masonry',
  typeOfGoods: '',
  contactPerson: 'Nobody',
  phoneNumber: '9000000001',
  emailId: 'cross@example.in',
  addressLine1: 'Line one',
  addressLine2: 'Line two',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  status: 'Active',
  openingBalance: 0,
  typeOfTransactionForOb: 'Dr',
  typeOfTransactionForCb: 'Cr',
});

const advanceBody = (companyCode: string) => ({
  companyCode,
  siteCode: 'SKY01',
  requestedAmount: 100,
  requestedByDate: '2026-11-01',
  requesterComments: '',
  status: 'Pending',
  documentIds: '',
});

const payableBody = (tenantCode: string) => ({
  tenantCode,
  erfSiteId: ids.siteId,
  erfVendorId: ids.vendorId,
  typeOfWork: 'Masonry',
  typeOfMaterials: '',
  quantity: '10',
  units: 'Sq.ft',
  amount: 1000,
  paymentMode: 'Cash',
  billDate: '2026-11-01',
  paymentDueDate: '2026-12-01',
  remarks: '',
  status: 'Invoice Raised',
  vendorDocumentIds: '',
});

const payableCancel = (tenantCode: string) => ({
  tenantCode,
  vendorPayableId: ids.payableId,
  vendorPayableCode: ids.payableCode,
  version: ids.payableVersion,
  reason: 'Cross-tenant cancel',
});
const payableUpdate = (tenantCode: string) => ({
  ...payableBody(tenantCode),
  vendorPayableId: ids.payableId,
  vendorPayableCode: ids.payableCode,
  version: ids.payableVersion,
});

/** Every non-public route by `METHOD url`; HEAD uses the GET case. */
const CASES: Record<string, Case> = {
  'POST /wfm-user/login/v1/logout': { noTenantData: 'ends only the caller’s own token' },
  // The caller's own password and sessions; the company's administration.
  'POST /wfm-user/user/v1/changePassword': { noTenantData: 'changes only the caller’s own password' },
  'POST /wfm-user/login/v1/logoutEverywhere': { noTenantData: 'ends only the caller’s own sessions' },
  'GET /wfm-user/admin/v1/users': {
    noTenantData: 'lists only the caller’s company (admin-users.spec.ts: BETA01 sees only its users)',
  },
  'GET /wfm-user/admin/v1/users/export': {
    noTenantData: 'exports only the caller’s company, as the list (list-search-users.spec.ts)',
  },
  'POST /wfm-user/admin/v1/users': {
    requests: (c) => [
      {
        url: API.adminUsers,
        payload: {
          companyCode: 'DEMO01',
          userName: 'crosstenant',
          firstName: 'X',
          lastName: 'Y',
          roleName: 'SiteLead',
        },
        headers: auth(c.token),
      },
    ],
  },
  'POST /wfm-user/admin/v1/users/:userId/resetPassword': {
    requests: (c) => [
      { url: apiPath(API.adminUserResetPassword, { userId: ids.userId }), headers: auth(c.token) },
    ],
  },
  'POST /wfm-user/admin/v1/users/:userId/enabled': {
    requests: (c) => [
      {
        url: apiPath(API.adminUserEnabled, { userId: ids.userId }),
        payload: { enabled: false },
        headers: auth(c.token),
      },
    ],
  },
  'POST /wfm-user/admin/v1/apikey': { noTenantData: 'rotates only the caller’s own company’s key' },
  'POST /wfm-user/admin/v1/users/:userId/unlock': {
    requests: (c) => [{ url: apiPath(API.adminUserUnlock, { userId: ids.userId }), headers: auth(c.token) }],
  },
  'GET /wfm-user/admin/v1/roles': {
    noTenantData: 'lists only the caller’s company (admin-roles.spec.ts: BETA01 sees only its roles)',
  },
  'POST /wfm-user/admin/v1/roles': {
    requests: (c) => [
      {
        url: API.adminRoles,
        payload: { tenantCode: 'DEMO01', name: 'CrossTenant', roleType: 'ADMIN', modules: [] },
        headers: auth(c.token),
      },
    ],
  },
  'PUT /wfm-user/admin/v1/roles/:roleId': {
    requests: (c) => [
      {
        url: apiPath(API.adminRole, { roleId: ids.roleId }),
        payload: { name: 'CrossTenant', roleType: 'ADMIN', modules: [] },
        headers: auth(c.token),
      },
    ],
  },
  'GET /wfm-user/admin/v1/profile': { noTenantData: 'the caller’s own company, from the token' },
  'PUT /wfm-user/admin/v1/profile': {
    noTenantData: 'changes only the caller’s own company’s settings, from the token (time-zone.spec.ts)',
  },
  'GET /wfm-user/admin/v1/storage': {
    noTenantData:
      'the caller’s own company, from the token (storage-quota.spec.ts: each company sees its own use)',
  },
  'GET /wfm-user/admin/v1/mail': {
    noTenantData:
      'lists only the caller’s company (mail-admin.spec.ts: BETA01’s admin never sees DEMO01’s mail)',
  },
  'POST /wfm-user/admin/v1/mail/:mailId/resend': {
    requests: (c) => [{ url: apiPath(API.adminMailResend, { mailId: ids.mailId }), headers: auth(c.token) }],
  },
  // The bell: every call names the caller's own rows only (the token's user and company).
  'GET /wfm-user/notification/v1/notifications': {
    noTenantData: 'the caller’s own notifications (notifications-api.spec.ts: BETA01 sees only its own)',
  },
  'GET /wfm-user/notification/v1/notifications/unread': { noTenantData: 'the caller’s own unread count' },
  'POST /wfm-user/notification/v1/notifications/read': {
    noTenantData: 'marks only the caller’s own rows (notifications-api.spec.ts: others’ ids change nothing)',
  },
  'GET /wfm-user/notification/v1/settings': { noTenantData: 'the caller’s own e-mail choices' },
  'PUT /wfm-user/notification/v1/settings': { noTenantData: 'saves only the caller’s own e-mail choices' },
  'GET /wfm-user/admin/v1/audit': {
    noTenantData: 'the caller’s company only (admin-users.spec.ts: BETA01 sees none of DEMO01’s entries)',
  },
  'GET /wfm-user/admin/v1/audit/export': {
    noTenantData:
      'the caller’s company only, as the log (admin-users.spec.ts: BETA01’s file has none of DEMO01’s)',
  },
  // The portal answers BETA01's CompanyAdmin 403 whatever company it names.
  'GET /wfm-portal/portal/v1/companies': {
    requests: (c) => [{ url: `${API.portalCompanies}?q=DEMO01`, headers: auth(c.token) }],
  },
  'POST /wfm-portal/portal/v1/companies': {
    requests: (c) => [
      {
        url: API.portalCompanies,
        payload: { code: 'DEMO02', name: 'Cross', country: 'India' },
        headers: auth(c.token),
      },
    ],
  },
  'POST /wfm-portal/portal/v1/companies/:code/apikey': {
    requests: (c) => [{ url: apiPath(API.portalCompanyApiKey, { code: 'DEMO01' }), headers: auth(c.token) }],
  },
  'POST /wfm-portal/portal/v1/companies/:code/suspend': {
    requests: (c) => [
      {
        url: apiPath(API.portalCompanySuspend, { code: 'DEMO01' }),
        payload: { suspended: true },
        headers: auth(c.token),
      },
    ],
  },
  'POST /wfm-portal/portal/v1/companies/:code/admin': {
    requests: (c) => [
      {
        url: apiPath(API.portalCompanyAdmin, { code: 'DEMO01' }),
        payload: { userName: 'crossadmin', firstName: 'Cross', lastName: 'Admin' },
        headers: auth(c.token),
      },
    ],
  },
  'GET /wfm-approval/approval/v1/waiting': { noTenantData: 'answers only the caller’s own company' },
  'POST /wfm-approval/approval/v1/decision': {
    requests: (c) => [
      {
        url: API.approvalDecision,
        payload: { kind: 'advance', id: ids.advanceRequestId, decision: 'approve', comment: 'Cross' },
        headers: auth(c.token),
      },
      {
        url: API.approvalDecision,
        payload: { kind: 'payable', id: ids.payableId, decision: 'reject', comment: 'Cross' },
        headers: auth(c.token),
      },
    ],
  },
  'GET /wfm-user/home/v1/attention': { noTenantData: 'answers only the caller’s own company' },
  'GET /wfm-user/user/v1/session': {
    noTenantData: 'answers only the caller’s own session (session.spec.ts)',
  },
  'GET /wfm-user/user/v1/user/userName/:username': {
    requests: (c) => [{ url: apiPath(API.userByName, { username: 'demoadmin' }), headers: auth(c.token) }],
  },
  'GET /wfm-user/userrolemap/v1/rolesForAUser/:userId': {
    requests: (c) => [{ url: apiPath(API.rolesForUser, { userId: ids.userId }), headers: auth(c.token) }],
  },
  'POST /wfm-user/user/v1/useraudit': {
    requests: (c) => [
      {
        url: API.userAudit,
        payload: { companyCode: 'DEMO01', userName: 'betaadmin', jwtToken: c.token },
        headers: auth(c.token),
      },
    ],
  },
  'GET /wfm-user/user/v1/getCompanyByCompanyId/:companyId': {
    requests: (c) => [
      { url: apiPath(API.companyById, { companyId: ids.companyId }), headers: auth(c.token) },
    ],
  },
  'POST /wfm-company/company-management/v1/issubscriptionexpired': {
    requests: (c) => [
      {
        url: API.subscriptionCheck,
        payload: { endDate: '', erfCompanyId: ids.companyId, erfProductId: 1, startDate: '', status: '' },
        headers: auth(c.token),
      },
    ],
  },
  'GET /wfm-common/common/v1/onetime-attribute/tenantCode/:tenant/:attributeName': {
    requests: (c) => [
      {
        url: apiPath(API.onetimeAttribute, { tenant: 'DEMO01', attributeName: 'vendor.category' }),
        headers: keyHeaders(c),
      },
    ],
  },
  'GET /wfm-site/site-management/v1/allSitesForACompany/:companyCode': {
    requests: (c) => [
      { url: apiPath(API.sitesForCompany, { companyCode: 'DEMO01' }), headers: auth(c.token) },
    ],
  },
  'GET /wfm-employee/employee-management/v1/salarycycle/companyCode/:companyCode': {
    requests: (c) => [{ url: apiPath(API.salaryCycle, { companyCode: 'DEMO01' }), headers: auth(c.token) }],
  },
  'GET /wfm-smallvendor/smallvendor/v1/vendor/tenantCode/:tenant': {
    requests: (c) => [{ url: apiPath(API.vendorsForTenant, { tenant: 'DEMO01' }), headers: keyHeaders(c) }],
  },
  'GET /wfm-smallvendor/smallvendor/v1/vendor/tenantCode/:tenant/export': {
    requests: (c) => [
      { url: `${apiPath(API.vendorsExport, { tenant: 'DEMO01' })}?format=csv`, headers: keyHeaders(c) },
    ],
  },
  'POST /wfm-smallvendor/smallvendor/v1/vendor': {
    requests: (c) => [{ url: API.vendor, payload: vendorBody('DEMO01'), headers: auth(c.token) }],
  },
  'PUT /wfm-smallvendor/smallvendor/v1/vendor': {
    requests: (c) => [
      // DEMO01's vendor id under DEMO01's code, and under BETA01's own code.
      {
        url: API.vendor,
        payload: { ...vendorBody('DEMO01'), vendorId: ids.vendorId, vendorCode: ids.vendorCode },
        headers: auth(c.token),
      },
      {
        url: API.vendor,
        payload: { ...vendorBody('BETA01'), vendorId: ids.vendorId, vendorCode: ids.vendorCode },
        headers: auth(c.token),
      },
    ],
  },
  'DELETE /wfm-smallvendor/smallvendor/v1/vendor': {
    requests: (c) => [
      {
        url: API.vendor,
        payload: { ...vendorBody('DEMO01'), vendorId: ids.vendorId, vendorCode: ids.vendorCode },
        headers: keyHeaders(c),
      },
      {
        url: API.vendor,
        payload: { ...vendorBody('BETA01'), vendorId: ids.vendorId, vendorCode: ids.vendorCode },
        headers: keyHeaders(c),
      },
    ],
  },
  'POST /wfm-smallvendor/smallvendor/v1/vendorbulkupload/tenantCode/:tenant': {
    requests: async (c) => {
      const csv = `vendorName,vendorDescription\nCross,Tenant\n`;
      const body = await multipart({}, 'vendorbasicdetails', Buffer.from(csv), 'v.csv');
      return [
        {
          url: apiPath(API.vendorBulkUpload, { tenant: 'DEMO01' }),
          payload: body.payload,
          headers: auth(c.token, { 'content-type': body.contentType }),
        },
      ];
    },
  },
  'GET /wfm-smallvendor/smallvendor/v1/vendorbulkuploadtemplate': {
    noTenantData: 'the same empty template for every company',
  },
  'GET /wfm-smallvendor/smallvendor/v1/vendorbulkuploadbytag/tenantCode/:tenant': {
    requests: (c) => [{ url: apiPath(API.vendorBulkTags, { tenant: 'DEMO01' }), headers: keyHeaders(c) }],
  },
  'DELETE /wfm-smallvendor/smallvendor/v1/vendorbulkremove/tenantCode/:tenant/tag/:tag': {
    requests: (c) => [
      { url: apiPath(API.vendorBulkRemove, { tenant: 'DEMO01', tag: 'BulkUpload' }), headers: keyHeaders(c) },
    ],
  },
  'GET /wfm-smallvendor/smallvendor/v1/vendorlimit/tenantCode/:tenant': {
    requests: (c) => [{ url: apiPath(API.vendorLimit, { tenant: 'DEMO01' }), headers: keyHeaders(c) }],
  },
  'GET /wfm-advance/advance/v1/advanceRequest/:companyCode': {
    requests: (c) => [
      { url: apiPath(API.advancesForCompany, { companyCode: 'DEMO01' }), headers: keyHeaders(c) },
    ],
  },
  'GET /wfm-advance/advance/v1/advanceRequest/:companyCode/export': {
    requests: (c) => [
      { url: `${apiPath(API.advancesExport, { companyCode: 'DEMO01' })}?format=csv`, headers: keyHeaders(c) },
    ],
  },
  'POST /wfm-advance/advance/v1/advanceRequest': {
    requests: (c) => [{ url: API.advance, payload: advanceBody('DEMO01'), headers: auth(c.token) }],
  },
  'PUT /wfm-advance/advance/v1/advanceRequest': {
    requests: (c) => [
      {
        url: API.advance,
        payload: { ...advanceBody('DEMO01'), advanceRequestId: ids.advanceRequestId, advanceId: 'ADV00001' },
        headers: keyHeaders(c),
      },
      {
        url: API.advance,
        payload: {
          ...advanceBody('BETA01'),
          siteCode: 'LKV01',
          advanceRequestId: ids.advanceRequestId,
          advanceId: 'ADV00001',
        },
        headers: keyHeaders(c),
      },
    ],
  },
  'GET /wfm-advance/expense/v1/expenses/companyCode/:companyCode/advanceRequestId/:advanceRequestId': {
    requests: (c) => [
      {
        url: apiPath(API.expensesForAdvance, {
          companyCode: 'DEMO01',
          advanceRequestId: ids.advanceRequestId,
        }),
        headers: keyHeaders(c),
      },
      {
        url: apiPath(API.expensesForAdvance, {
          companyCode: 'BETA01',
          advanceRequestId: ids.advanceRequestId,
        }),
        headers: keyHeaders(c),
      },
    ],
  },
  'GET /wfm-advance/expense/v1/expenses/companyCode/:companyCode/advanceRequestId/:advanceRequestId/export': {
    requests: (c) => [
      {
        url: `${apiPath(API.expensesExport, { companyCode: 'DEMO01', advanceRequestId: ids.advanceRequestId })}?format=csv`,
        headers: keyHeaders(c),
      },
      {
        url: `${apiPath(API.expensesExport, { companyCode: 'BETA01', advanceRequestId: ids.advanceRequestId })}?format=csv`,
        headers: keyHeaders(c),
      },
    ],
  },
  'POST /wfm-advance/expense/v1/expenses': {
    requests: (c) => [
      {
        url: API.expense,
        payload: {
          companyCode: 'BETA01',
          advanceRequestId: ids.advanceRequestId,
          expenseType: 'Labour',
          expenseAmount: 10,
          expenseDate: '2026-11-01',
        },
        headers: auth(c.token),
      },
    ],
  },
  'GET /wfm-advance/expense/v1/spending/companyCode/:companyCode/advanceRequestId/:advanceRequestId': {
    requests: (c) =>
      ['DEMO01', 'BETA01'].map((companyCode) => ({
        url: apiPath(API.advanceSpending, { companyCode, advanceRequestId: ids.advanceRequestId }),
        headers: keyHeaders(c),
      })),
  },
  'GET /wfm-advance/expense/v1/myExpenses/companyCode/:companyCode': {
    requests: (c) => [
      { url: apiPath(API.myExpenses, { companyCode: 'DEMO01' }), headers: keyHeaders(c) },
      { url: `${apiPath(API.myExpenses, { companyCode: 'DEMO01' })}?page=1&size=5`, headers: auth(c.token) },
    ],
  },
  'GET /wfm-advance/expense/v1/myExpenses/companyCode/:companyCode/export': {
    requests: (c) => [
      {
        url: `${apiPath(API.myExpensesExport, { companyCode: 'DEMO01' })}?format=csv`,
        headers: keyHeaders(c),
      },
    ],
  },
  'GET /wfm-advance/expense/v1/myExpenses/totals/companyCode/:companyCode': {
    requests: (c) => [
      { url: apiPath(API.myExpenseTotals, { companyCode: 'DEMO01' }), headers: keyHeaders(c) },
    ],
  },
  'PUT /wfm-advance/expense/v1/expenses': {
    requests: (c) =>
      ['DEMO01', 'BETA01'].map((companyCode) => ({
        url: API.expense,
        payload: {
          companyCode,
          expenseId: ids.expenseId,
          expenseType: 'Labour',
          expenseAmount: 1,
          expenseDate: '2026-11-01',
        },
        headers: auth(c.token),
      })),
  },
  'DELETE /wfm-advance/expense/v1/expenses/companyCode/:companyCode/expenseId/:expenseId': {
    requests: (c) =>
      ['DEMO01', 'BETA01'].map((companyCode) => ({
        url: apiPath(API.expenseById, { companyCode, expenseId: ids.expenseId }),
        headers: auth(c.token),
      })),
  },
  'PUT /wfm-advance/advance/v1/advanceRequest/overspend': {
    requests: (c) =>
      ['DEMO01', 'BETA01'].map((companyCode) => ({
        url: API.advanceOverspend,
        payload: { companyCode, advanceRequestId: ids.advanceRequestId, allowed: true, reason: 'x' },
        headers: auth(c.token),
      })),
  },
  'GET /wfm-advance/advance/v1/settlements/companyCode/:companyCode/advanceRequestId/:advanceRequestId': {
    requests: (c) =>
      ['DEMO01', 'BETA01'].map((companyCode) => ({
        url: apiPath(API.advanceSettlements, { companyCode, advanceRequestId: ids.advanceRequestId }),
        headers: auth(c.token),
      })),
  },
  'POST /wfm-advance/advance/v1/settlements': {
    requests: (c) =>
      ['DEMO01', 'BETA01'].map((companyCode) => ({
        url: API.advanceSettlement,
        payload: {
          companyCode,
          advanceRequestId: ids.advanceRequestId,
          kind: 'return',
          settlementDate: '2026-11-01',
          amount: 1,
          paymentMode: 'Cash',
        },
        headers: auth(c.token),
      })),
  },
  'POST /wfm-advance/advance/v1/settlements/reverse': {
    requests: (c) =>
      ['DEMO01', 'BETA01'].map((companyCode) => ({
        url: API.advanceSettlementReverse,
        payload: { companyCode, settlementId: ids.settlementId, reason: 'Cross-tenant reversal' },
        headers: auth(c.token),
      })),
  },
  'POST /wfm-advance/advance/v1/advanceRequest/settle': {
    requests: (c) =>
      ['DEMO01', 'BETA01'].map((companyCode) => ({
        url: API.advanceSettle,
        payload: { companyCode, advanceRequestId: ids.advanceRequestId },
        headers: auth(c.token),
      })),
  },
  'GET /wfm-advance/advance/v1/personBalance/:companyCode': {
    requests: (c) => [
      { url: apiPath(API.advancePersonBalance, { companyCode: 'DEMO01' }), headers: auth(c.token) },
      // A DEMO01 site code in BETA01's own call: not BETA01's site, so not found.
      {
        url: `${apiPath(API.advancePersonBalance, { companyCode: 'BETA01' })}?siteCode=RST01&format=xlsx`,
        headers: auth(c.token),
      },
    ],
  },
  'POST /wfm-advance/document/v1/uploadDocument': {
    requests: async (c) => {
      const body = await multipart(
        { companyCode: 'DEMO01', userDescription: 'x' },
        'document',
        PNG_1x1,
        'a.png',
      );
      return [
        {
          url: API.advanceDocumentUpload,
          payload: body.payload,
          headers: auth(c.token, { 'content-type': body.contentType }),
        },
      ];
    },
  },
  'GET /wfm-advance/document/v1/downloadDocument/:documentIds': {
    requests: (c) => [
      { url: apiPath(API.advanceDocumentDownload, { documentIds: ids.documentId }), headers: auth(c.token) },
    ],
  },
  'GET /wfm-smallvendor/smallvendor/v1/vendorpayablesForATenantcode/tenantCode/:tenantCode': {
    requests: (c) => [
      { url: apiPath(API.payablesForTenant, { tenantCode: 'DEMO01' }), headers: keyHeaders(c) },
    ],
  },
  'GET /wfm-smallvendor/smallvendor/v1/vendorpayablesForATenantcode/tenantCode/:tenantCode/export': {
    requests: (c) => [
      {
        url: `${apiPath(API.payablesExport, { tenantCode: 'DEMO01' })}?format=csv`,
        headers: keyHeaders(c),
      },
    ],
  },
  'POST /wfm-smallvendor/smallvendor/v1/vendorpayables': {
    requests: (c) => [
      { url: API.payable, payload: payableBody('DEMO01'), headers: auth(c.token) },
      // BETA01's own code with DEMO01's vendor and site ids.
      { url: API.payable, payload: payableBody('BETA01'), headers: auth(c.token) },
    ],
  },
  'PUT /wfm-smallvendor/smallvendor/v1/vendorpayables': {
    requests: (c) => [
      { url: API.payable, payload: payableUpdate('DEMO01'), headers: auth(c.token) },
      { url: API.payable, payload: payableUpdate('BETA01'), headers: auth(c.token) },
    ],
  },
  'POST /wfm-smallvendor/smallvendor/v1/vendorpayables/cancel': {
    requests: (c) => [
      { url: API.payableCancel, payload: payableCancel('DEMO01'), headers: auth(c.token) },
      // BETA01's own code with DEMO01's payable id and code.
      { url: API.payableCancel, payload: payableCancel('BETA01'), headers: auth(c.token) },
    ],
  },
  'GET /wfm-smallvendor/smallvendor/v1/vendorPayableHistoryForAVendorPayableId/vendorPayableId/:vendorPayableId':
    {
      requests: (c) => [
        { url: apiPath(API.payableHistory, { vendorPayableId: ids.payableId }), headers: keyHeaders(c) },
      ],
    },
  'POST /wfm-smallvendor/smallvendor/v1/smallvendor/vendorpayablessummary': {
    requests: (c) => [
      {
        url: API.payableSummary,
        payload: {
          billDate: '01-05-2026',
          siteCode: 'SKY01',
          tenantCode: 'DEMO01',
          vendorId: '',
          status: '',
        },
        headers: auth(c.token),
      },
      {
        url: API.payableSummary,
        payload: {
          billDate: '01-05-2026',
          siteCode: 'SKY01',
          tenantCode: 'BETA01',
          vendorId: '',
          status: '',
        },
        headers: auth(c.token),
      },
    ],
  },
  'POST /wfm-smallvendor/smallvendor/v1/vendorpayablesdetailssummary/tenantCode/:tenantCode/date/:date': {
    requests: (c) => [
      {
        url: apiPath(API.payablePopulate, { tenantCode: 'DEMO01', date: '01-05-2026' }),
        headers: auth(c.token),
      },
    ],
  },
  'GET /wfm-smallvendor/smallvendor/v1/summarybyvendor/tenantCode/:tenant': {
    requests: (c) => [
      // DEMO01's path (403), and BETA01's own path naming DEMO01's site (404).
      { url: `${apiPath(API.vendorSummary, { tenant: 'DEMO01' })}?date=2026-06-30`, headers: auth(c.token) },
      {
        url: `${apiPath(API.vendorSummary, { tenant: 'BETA01' })}?date=2026-06-30&siteId=${ids.siteId}`,
        headers: auth(c.token),
      },
      {
        url: `${apiPath(API.vendorSummary, { tenant: 'DEMO01' })}?date=2026-06-30&format=xlsx`,
        headers: auth(c.token),
      },
    ],
  },
  'GET /wfm-smallvendor/smallvendor/v1/payableageing/tenantCode/:tenant': {
    requests: (c) => [
      // DEMO01's path (403), and BETA01's own path naming DEMO01's site (404).
      { url: `${apiPath(API.payableAgeing, { tenant: 'DEMO01' })}?date=2026-06-30`, headers: auth(c.token) },
      {
        url: `${apiPath(API.payableAgeing, { tenant: 'BETA01' })}?date=2026-06-30&siteId=${ids.siteId}`,
        headers: auth(c.token),
      },
      {
        url: `${apiPath(API.payableAgeing, { tenant: 'DEMO01' })}?date=2026-06-30&format=xlsx`,
        headers: auth(c.token),
      },
    ],
  },
  'GET /wfm-smallvendor/smallvendor/v1/executivesummary/tenantCode/:tenant': {
    requests: (c) => [
      // DEMO01's path (403), and BETA01's own path naming DEMO01's site (404).
      {
        url: `${apiPath(API.executiveSummary, { tenant: 'DEMO01' })}?date=2026-06-30`,
        headers: auth(c.token),
      },
      {
        url: `${apiPath(API.executiveSummary, { tenant: 'BETA01' })}?date=2026-06-30&siteId=${ids.siteId}`,
        headers: auth(c.token),
      },
      {
        url: `${apiPath(API.executiveSummary, { tenant: 'DEMO01' })}?date=2026-06-30&format=xlsx`,
        headers: auth(c.token),
      },
    ],
  },
  'POST /wfm-smallvendor/document/v1/uploadDocument': {
    requests: async (c) => {
      const body = await multipart(
        { tenantCode: 'DEMO01', userDescription: 'x' },
        'document',
        PNG_1x1,
        'a.png',
      );
      return [
        {
          url: API.payableDocumentUpload,
          payload: body.payload,
          headers: auth(c.token, { 'content-type': body.contentType }),
        },
      ];
    },
  },
  'GET /wfm-smallvendor/document/v1/downloadDocument/:sequenceId': {
    requests: (c) => [
      {
        url: apiPath(API.payableDocumentDownload, { sequenceId: ids.payableDocumentId }),
        headers: auth(c.token),
      },
    ],
  },
  'DELETE /wfm-smallvendor/document/v1/removeDocument/:sequenceId': {
    requests: (c) => [
      {
        url: apiPath(API.payableDocumentRemove, { sequenceId: ids.payableDocumentId }),
        headers: auth(c.token),
      },
    ],
  },
  'GET /wfm-smallvendor/smallvendor/v1/documentsForVendorPayables/tenantCode/:tenant/vendorPayableId/:id': {
    requests: (c) => [
      { url: apiPath(API.payableDocuments, { tenant: 'DEMO01', id: ids.payableId }), headers: auth(c.token) },
      { url: apiPath(API.payableDocuments, { tenant: 'BETA01', id: ids.payableId }), headers: auth(c.token) },
    ],
  },
  'POST /wfm-smallvendor/smallvendor/v1/vendorpayments': {
    requests: (c) =>
      ['DEMO01', 'BETA01'].map((tenantCode) => ({
        url: API.vendorPayment,
        payload: {
          tenantCode,
          erfVendorId: ids.vendorId,
          paymentDate: '2026-06-01',
          amount: 1,
          paymentMode: 'Cash',
          allocations: [{ vendorPayableId: ids.payableId, amount: 1 }],
        },
        headers: auth(c.token),
      })),
  },
  'POST /wfm-smallvendor/smallvendor/v1/vendorpayments/reverse': {
    requests: (c) =>
      ['DEMO01', 'BETA01'].map((tenantCode) => ({
        url: API.vendorPaymentReverse,
        payload: { tenantCode, paymentId: ids.paymentId, reason: 'Cross-tenant reversal' },
        headers: auth(c.token),
      })),
  },
  'GET /wfm-smallvendor/smallvendor/v1/vendorpayments/tenantCode/:tenant': {
    requests: (c) => [
      { url: apiPath(API.vendorPayments, { tenant: 'DEMO01' }), headers: auth(c.token) },
      {
        url: `${apiPath(API.vendorPayments, { tenant: 'BETA01' })}?vendorId=${ids.vendorId}`,
        headers: auth(c.token),
      },
    ],
  },
  'GET /wfm-smallvendor/smallvendor/v1/vendoropenpayables/tenantCode/:tenant/vendorId/:vendorId': {
    requests: (c) =>
      ['DEMO01', 'BETA01'].map((tenant) => ({
        url: apiPath(API.vendorOpenPayables, { tenant, vendorId: ids.vendorId }),
        headers: auth(c.token),
      })),
  },
  'GET /wfm-smallvendor/smallvendor/v1/vendorledger/tenantCode/:tenant/vendorId/:vendorId': {
    requests: (c) =>
      ['DEMO01', 'BETA01'].map((tenant) => ({
        url: apiPath(API.vendorLedger, { tenant, vendorId: ids.vendorId }),
        headers: auth(c.token),
      })),
  },
  // Vendor Performance and Vendor Rating: DEMO01's path (403), BETA01's own path naming DEMO01's records (404).
  'GET /wfm-smallvendor/smallvendor/v1/vendorperformance/tenantCode/:tenant': {
    requests: (c) => [
      {
        url: `${apiPath(API.vendorPerformance, { tenant: 'DEMO01' })}?page=1&size=10`,
        headers: auth(c.token),
      },
      {
        url: `${apiPath(API.vendorPerformance, { tenant: 'BETA01' })}?page=1&size=10&siteId=${ids.siteId}`,
        headers: auth(c.token),
      },
    ],
  },
  'GET /wfm-smallvendor/smallvendor/v1/vendorperformance/tenantCode/:tenant/export': {
    requests: (c) => [
      {
        url: `${apiPath(API.vendorPerformanceExport, { tenant: 'DEMO01' })}?format=csv`,
        headers: auth(c.token),
      },
      {
        url: `${apiPath(API.vendorPerformanceExport, { tenant: 'BETA01' })}?format=csv&siteId=${ids.siteId}`,
        headers: auth(c.token),
      },
    ],
  },
  'GET /wfm-smallvendor/smallvendor/v1/vendorperformance/tenantCode/:tenant/trend': {
    requests: (c) => [
      { url: apiPath(API.vendorPerformanceTrend, { tenant: 'DEMO01' }), headers: auth(c.token) },
      {
        url: `${apiPath(API.vendorPerformanceTrend, { tenant: 'BETA01' })}?siteId=${ids.siteId}`,
        headers: auth(c.token),
      },
    ],
  },
  'GET /wfm-smallvendor/smallvendor/v1/vendorrating/tenantCode/:tenant/bills': {
    requests: (c) => [
      { url: `${apiPath(API.rateableBills, { tenant: 'DEMO01' })}?page=1&size=10`, headers: auth(c.token) },
    ],
  },
  'POST /wfm-smallvendor/smallvendor/v1/vendorrating/tenantCode/:tenant': {
    requests: (c) =>
      ['DEMO01', 'BETA01'].map((tenant) => ({
        url: apiPath(API.vendorRatings, { tenant }),
        headers: auth(c.token),
        payload: { payableId: ids.payableId, quality: 1, timeliness: 1, price: 1, comment: 'cross' },
      })),
  },
  'PUT /wfm-smallvendor/smallvendor/v1/vendorrating/tenantCode/:tenant/ratingId/:ratingId': {
    requests: (c) =>
      ['DEMO01', 'BETA01'].map((tenant) => ({
        url: apiPath(API.vendorRating, { tenant, ratingId: ids.ratingId }),
        headers: auth(c.token),
        payload: { quality: 1, timeliness: 1, price: 1, comment: 'cross' },
      })),
  },
  'PUT /wfm-smallvendor/smallvendor/v1/vendorrating/tenantCode/:tenant/ratingId/:ratingId/hide': {
    requests: (c) =>
      ['DEMO01', 'BETA01'].map((tenant) => ({
        url: apiPath(API.vendorRatingHide, { tenant, ratingId: ids.ratingId }),
        headers: auth(c.token),
        payload: { reason: 'cross' },
      })),
  },
  'GET /wfm-smallvendor/smallvendor/v1/vendorrating/tenantCode/:tenant/ratingId/:ratingId/history': {
    requests: (c) =>
      ['DEMO01', 'BETA01'].map((tenant) => ({
        url: apiPath(API.vendorRatingHistory, { tenant, ratingId: ids.ratingId }),
        headers: auth(c.token),
      })),
  },
  'GET /wfm-smallvendor/smallvendor/v1/vendorrating/tenantCode/:tenant/vendorId/:vendorId': {
    requests: (c) =>
      ['DEMO01', 'BETA01'].map((tenant) => ({
        url: apiPath(API.vendorRatingsOfVendor, { tenant, vendorId: ids.vendorId }),
        headers: auth(c.token),
      })),
  },
  // A vendor's history, its recent bank change and a payment's voucher.
  'GET /wfm-smallvendor/smallvendor/v1/vendorhistory/tenantCode/:tenant/vendorId/:vendorId': {
    requests: (c) =>
      ['DEMO01', 'BETA01'].map((tenant) => ({
        url: apiPath(API.vendorHistory, { tenant, vendorId: ids.vendorId }),
        headers: auth(c.token),
      })),
  },
  'GET /wfm-smallvendor/smallvendor/v1/vendorbankchange/tenantCode/:tenant/vendorId/:vendorId': {
    requests: (c) =>
      ['DEMO01', 'BETA01'].map((tenant) => ({
        url: apiPath(API.vendorBankChange, { tenant, vendorId: ids.vendorId }),
        headers: auth(c.token),
      })),
  },
  'GET /wfm-smallvendor/smallvendor/v1/vendorpayments/voucher/tenantCode/:tenant/paymentId/:paymentId': {
    requests: (c) =>
      ['DEMO01', 'BETA01'].map((tenant) => ({
        url: apiPath(API.vendorPaymentVoucher, { tenant, paymentId: ids.paymentId }),
        headers: auth(c.token),
      })),
  },
  // Site Management and the company lists.
  'GET /wfm-site/site-management/v1/sites/tenantCode/:tenant': {
    requests: (c) => [{ url: apiPath(API.sitesAdmin, { tenant: 'DEMO01' }), headers: auth(c.token) }],
  },
  'GET /wfm-site/site-management/v1/sites/tenantCode/:tenant/export': {
    requests: (c) => [
      { url: `${apiPath(API.sitesAdminExport, { tenant: 'DEMO01' })}?format=csv`, headers: auth(c.token) },
    ],
  },
  'POST /wfm-site/site-management/v1/sites/tenantCode/:tenant': {
    requests: (c) => [
      {
        method: 'POST',
        url: apiPath(API.sitesAdmin, { tenant: 'DEMO01' }),
        payload: { siteCode: 'XTN01', siteName: 'Cross tenant' },
        headers: auth(c.token),
      },
      {
        method: 'POST',
        url: apiPath(API.sitesAdmin, { tenant: 'BETA01' }),
        payload: { siteCode: 'XTN01', siteName: 'Cross tenant', tenantCode: 'DEMO01' },
        headers: auth(c.token),
      },
    ],
  },
  'GET /wfm-site/site-management/v1/sites/tenantCode/:tenant/siteId/:siteId': {
    requests: (c) =>
      ['DEMO01', 'BETA01'].map((tenant) => ({
        url: apiPath(API.siteAdmin, { tenant, siteId: ids.siteId }),
        headers: auth(c.token),
      })),
  },
  'PUT /wfm-site/site-management/v1/sites/tenantCode/:tenant/siteId/:siteId': {
    requests: (c) =>
      ['DEMO01', 'BETA01'].map((tenant) => ({
        method: 'PUT' as const,
        url: apiPath(API.siteAdmin, { tenant, siteId: ids.siteId }),
        payload: { siteCode: 'XTN02', siteName: 'Taken over' },
        headers: auth(c.token),
      })),
  },
  'PUT /wfm-site/site-management/v1/sites/tenantCode/:tenant/siteId/:siteId/active': {
    requests: (c) =>
      ['DEMO01', 'BETA01'].map((tenant) => ({
        method: 'PUT' as const,
        url: apiPath(API.siteActive, { tenant, siteId: ids.siteId }),
        payload: { active: false },
        headers: auth(c.token),
      })),
  },
  'GET /wfm-site/site-management/v1/siteLeads/tenantCode/:tenant': {
    requests: (c) => [{ url: apiPath(API.siteLeads, { tenant: 'DEMO01' }), headers: auth(c.token) }],
  },
  'GET /wfm-common/common/v1/company-lists/tenantCode/:tenant/:attributeName': {
    requests: (c) => [
      {
        url: apiPath(API.companyList, { tenant: 'DEMO01', attributeName: 'vendor.category' }),
        headers: auth(c.token),
      },
    ],
  },
  'POST /wfm-common/common/v1/company-lists/tenantCode/:tenant/:attributeName': {
    requests: (c) => [
      {
        method: 'POST',
        url: apiPath(API.companyList, { tenant: 'DEMO01', attributeName: 'vendor.category' }),
        payload: { value: 'Cross tenant' },
        headers: auth(c.token),
      },
    ],
  },
  'PUT /wfm-common/common/v1/company-lists/tenantCode/:tenant/:attributeName/:id': {
    requests: (c) =>
      ['DEMO01', 'BETA01'].map((tenant) => ({
        method: 'PUT' as const,
        url: apiPath(API.companyListValue, { tenant, attributeName: 'vendor.category', id: ids.listValueId }),
        payload: { value: 'Taken over' },
        headers: auth(c.token),
      })),
  },
  'DELETE /wfm-common/common/v1/company-lists/tenantCode/:tenant/:attributeName/:id': {
    requests: (c) =>
      ['DEMO01', 'BETA01'].map((tenant) => ({
        method: 'DELETE' as const,
        url: apiPath(API.companyListValue, { tenant, attributeName: 'vendor.category', id: ids.listValueId }),
        headers: auth(c.token),
      })),
  },
  'PUT /wfm-common/common/v1/company-lists/tenantCode/:tenant/:attributeName/:id/active': {
    requests: (c) =>
      ['DEMO01', 'BETA01'].map((tenant) => ({
        method: 'PUT' as const,
        url: apiPath(API.companyListValueActive, {
          tenant,
          attributeName: 'vendor.category',
          id: ids.listValueId,
        }),
        payload: { active: false },
        headers: auth(c.token),
      })),
  },
};

/** A digest of every DEMO01 row of every table that has a tenant_code column. */
async function demoFingerprint(): Promise<string> {
  const tables = await rows<{ table_name: string }>(
    sql`select table_name from information_schema.columns
        where column_name = 'tenant_code' and table_schema = 'public' order by table_name`,
  );
  const hash = createHash('sha256');
  for (const { table_name } of tables) {
    const data = await rows(
      sql`select * from ${sql.identifier(table_name)} where tenant_code = 'DEMO01' order by 1`,
    );
    hash.update(`${table_name}:${JSON.stringify(data)}\n`);
  }
  return hash.digest('hex');
}

async function rows<T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await app.ctx.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const routeKey = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;

beforeAll(async () => {
  app = await createTestApp();
  ({ admin: demo, beta } = await callers(app));
  const user = (
    await app.inject({ url: apiPath(API.userByName, { username: 'demoadmin' }), headers: auth(demo.token) })
  ).json() as { userId: number; companyId: number };
  ids.userId = user.userId;
  ids.companyId = user.companyId;
  const vendors = (
    await app.inject({ url: apiPath(API.vendorsForTenant, { tenant: 'DEMO01' }), headers: keyHeaders(demo) })
  ).json() as { vendorId: number; vendorCode: string }[];
  ids.vendorId = vendors[0]?.vendorId ?? 0;
  ids.vendorCode = vendors[0]?.vendorCode ?? '';
  const advances = (
    await app.inject({
      url: apiPath(API.advancesForCompany, { companyCode: 'DEMO01' }),
      headers: keyHeaders(demo),
    })
  ).json() as { advanceRequestId: number; documentIds: string }[];
  ids.advanceRequestId = advances[0]?.advanceRequestId ?? 0;
  const expenses = (
    await app.inject({
      method: 'GET',
      url: apiPath(API.expensesForAdvance, { companyCode: 'DEMO01', advanceRequestId: ids.advanceRequestId }),
      headers: keyHeaders(demo),
    })
  ).json() as { expenseId: number }[];
  ids.expenseId = expenses[0]?.expenseId ?? 0;
  // A return on DEMO01's first advance, for the reversal BETA01 tries.
  const returned = await app.inject({
    method: 'POST',
    url: API.advanceSettlement,
    payload: {
      companyCode: 'DEMO01',
      advanceRequestId: ids.advanceRequestId,
      kind: 'return',
      settlementDate: '2026-11-01',
      amount: 1,
      paymentMode: 'Cash',
    },
    headers: auth(demo.token),
  });
  ids.settlementId = (returned.json() as { settlementId: number }).settlementId ?? 0;
  const payables = (
    await app.inject({
      url: apiPath(API.payablesForTenant, { tenantCode: 'DEMO01' }),
      headers: keyHeaders(demo),
    })
  ).json() as { vendorPayableId: number; vendorPayableCode: string; version: number; erfSiteId: number }[];
  const target = payables[0];
  ids.payableId = target?.vendorPayableId ?? 0;
  ids.payableCode = target?.vendorPayableCode ?? '';
  ids.payableVersion = target?.version ?? 0;
  ids.siteId = target?.erfSiteId ?? 0;
  const payableDoc = await uploadPayableDocument(app, demo.token, PNG_1x1, 'bill.png', {
    tenantCode: 'DEMO01',
  });
  ids.payableDocumentId = (payableDoc.json() as { sequenceId: number }).sequenceId;
  const payments = (
    await app.inject({ url: apiPath(API.vendorPayments, { tenant: 'DEMO01' }), headers: auth(demo.token) })
  ).json() as { paymentId: number }[];
  ids.paymentId = payments[0]?.paymentId ?? 0;
  const categories = (
    await app.inject({
      url: apiPath(API.companyList, { tenant: 'DEMO01', attributeName: 'vendor.category' }),
      headers: auth(demo.token),
    })
  ).json() as { id: number }[];
  ids.listValueId = categories[0]?.id ?? 0;
  const roles = (await app.inject({ url: API.adminRoles, headers: auth(demo.token) })).json() as {
    roleId: number;
  }[];
  ids.roleId = roles[0]?.roleId ?? 0;
  const uploaded = await uploadDocument(app, demo.token, PNG_1x1, 'demo.png', { companyCode: 'DEMO01' });
  ids.documentId = (uploaded.json() as { sequenceId: number }).sequenceId;
  const rated = await app.inject({
    method: 'POST',
    url: apiPath(API.vendorRatings, { tenant: 'DEMO01' }),
    headers: auth(demo.token),
    payload: { payableId: ids.payableId, quality: 3, timeliness: 3, price: 3, comment: 'DEMO01 only' },
  });
  ids.ratingId = (rated.json() as { ratingId: number }).ratingId;
  // A DEMO01 mail that failed: BETA01's admin may neither list it nor send it again.
  const [mailId] = await queueMail(app.ctx.db, [
    {
      tenantCode: 'DEMO01',
      userId: null,
      kind: 'digest',
      to: 'demo@example.in',
      subject: 'DEMO01 only',
      text: 'T',
      html: 'T',
    },
  ]);
  ids.mailId = mailId as number;
  await app.ctx.db.execute(
    sql`update mail_outbox set status = 'dead', attempts = 6 where id = ${ids.mailId}`,
  );
  // Mail the setup's events queued is kept by the app's runner within a second (no SMTP_URL here):
  // let that happen now, not while the matrix compares DEMO01's rows before and after.
  for (let i = 0; i < 100; i++) {
    const [waiting] = await rows<{ n: number }>(
      sql`select count(*)::int as n from mail_outbox where status in ('queued', 'sending')`,
    );
    if (waiting?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});
afterAll(() => closeTestApp(app));

describe('tenant isolation matrix', () => {
  it('found DEMO01 records to aim at', () => {
    expect(Object.values(ids).every((v) => v !== 0 && v !== '')).toBe(true);
  });

  it('has a case for every route the server registers', () => {
    const missing = app.routeCatalogue
      .filter((r) => !r.config.public)
      .map((r) => routeKey(r.method, r.url))
      .filter((key) => !(key in CASES));
    expect(missing).toEqual([]);
    const stale = Object.keys(CASES).filter(
      (key) => !app.routeCatalogue.some((r) => routeKey(r.method, r.url) === key),
    );
    expect(stale).toEqual([]);
  });

  it("refuses every BETA01 call carrying DEMO01's codes and ids (403/404), and DEMO01's data is unchanged", async () => {
    const before = await demoFingerprint();
    const outcomes: string[] = [];
    let tried = 0;
    for (const route of app.routeCatalogue.filter((r) => !r.config.public)) {
      const entry = CASES[routeKey(route.method, route.url)];
      if (!entry || 'noTenantData' in entry) continue;
      for (const request of await entry.requests(beta)) {
        const res = await app.inject({ ...request, method: route.method as InjectOptions['method'] });
        tried++;
        if (res.statusCode !== 403 && res.statusCode !== 404) {
          outcomes.push(`${route.method} ${request.url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
        if (route.method !== 'HEAD') expect(res.json()).toEqual({ message: expect.any(String) });
      }
    }
    expect(outcomes).toEqual([]);
    expect(tried).toBeGreaterThan(45);
    expect(await demoFingerprint()).toBe(before);
  });

  it("refuses DEMO01's apikey and client name in BETA01's headers on every route (403)", async () => {
    const demoHeaders = { apikey: demo.apiKey, api_client_name: 'DEMO01' };
    const outcomes: string[] = [];
    for (const route of app.routeCatalogue.filter((r) => !r.config.public)) {
      const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
        /code|tenant/i.test(name) ? 'BETA01' : name === 'attributeName' ? 'vendor.category' : '1',
      );
      const res = await app.inject({
        method: route.method as InjectOptions['method'],
        url,
        headers: auth(beta.token, demoHeaders),
      });
      if (res.statusCode !== 403) outcomes.push(`${route.method} ${url} → ${res.statusCode}`);
    }
    expect(outcomes).toEqual([]);
  });
});

describe('schema', () => {
  it('every table of tenant data carries tenant_code; only the global tables do not', async () => {
    const untenanted = await rows<{ table_name: string }>(
      sql`select t.table_name from information_schema.tables t
          where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
            and not exists (select 1 from information_schema.columns c
              where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'tenant_code')
          order by 1`,
    );
    // companies is the tenant itself (company_code); modules, sign-in failures and revoked tokens are global.
    expect(untenanted.map((r) => r.table_name)).toEqual([
      'companies',
      'login_failures',
      'modules',
      'revoked_tokens',
    ]);
  });
});
