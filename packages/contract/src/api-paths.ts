import { SESSION_BOOTSTRAP_PATH } from './constants.js';

/**
 * Every API path, as a route pattern with `:param` placeholders (the server registers these
 * exactly; the web fills them in with `apiPath`).
 */
export const API = {
  health: '/health',
  // Session and reference data
  login: '/wfm-user/login/v1/authenticateUser',
  logout: '/wfm-user/login/v1/logout',
  userByName: '/wfm-user/user/v1/user/userName/:username',
  rolesForUser: '/wfm-user/userrolemap/v1/rolesForAUser/:userId',
  companyById: '/wfm-user/user/v1/getCompanyByCompanyId/:companyId',
  subscriptionCheck: '/wfm-company/company-management/v1/issubscriptionexpired',
  userAudit: '/wfm-user/user/v1/useraudit',
  onetimeAttribute: '/wfm-common/common/v1/onetime-attribute/tenantCode/:tenant/:attributeName',
  sitesForCompany: '/wfm-site/site-management/v1/allSitesForACompany/:companyCode',
  /** Beyond the spec: the session's calls in one answer (constants.ts says why it is kept there). */
  sessionBootstrap: SESSION_BOOTSTRAP_PATH,
  /** Beyond the spec: Site Management (list, add, edit, (de)activate) and its site lead picker. */
  sitesAdmin: '/wfm-site/site-management/v1/sites/tenantCode/:tenant',
  /** The site list searched and filtered, as a file (format=xlsx|csv). */
  sitesAdminExport: '/wfm-site/site-management/v1/sites/tenantCode/:tenant/export',
  siteAdmin: '/wfm-site/site-management/v1/sites/tenantCode/:tenant/siteId/:siteId',
  siteActive: '/wfm-site/site-management/v1/sites/tenantCode/:tenant/siteId/:siteId/active',
  siteLeads: '/wfm-site/site-management/v1/siteLeads/tenantCode/:tenant',
  /** Beyond the spec: an administrator's company lists (values with their state). */
  companyList: '/wfm-common/common/v1/company-lists/tenantCode/:tenant/:attributeName',
  companyListValue: '/wfm-common/common/v1/company-lists/tenantCode/:tenant/:attributeName/:id',
  companyListValueActive: '/wfm-common/common/v1/company-lists/tenantCode/:tenant/:attributeName/:id/active',
  salaryCycle: '/wfm-employee/employee-management/v1/salarycycle/companyCode/:companyCode',
  // Beyond the spec: every user's password and sessions, and the company's administration.
  changePassword: '/wfm-user/user/v1/changePassword',
  logoutEverywhere: '/wfm-user/login/v1/logoutEverywhere',
  adminUsers: '/wfm-user/admin/v1/users',
  /** The users list searched and filtered, as a file (format=xlsx|csv). */
  adminUsersExport: '/wfm-user/admin/v1/users/export',
  adminUserResetPassword: '/wfm-user/admin/v1/users/:userId/resetPassword',
  adminUserEnabled: '/wfm-user/admin/v1/users/:userId/enabled',
  adminUserUnlock: '/wfm-user/admin/v1/users/:userId/unlock',
  adminRoles: '/wfm-user/admin/v1/roles',
  adminRole: '/wfm-user/admin/v1/roles/:roleId',
  adminProfile: '/wfm-user/admin/v1/profile',
  adminAudit: '/wfm-user/admin/v1/audit',
  /** The audit log, filtered as the screen shows it, as .xlsx or .csv (`?format=`). */
  adminAuditExport: '/wfm-user/admin/v1/audit/export',
  /** The company's document storage, used and quota (Admin → Profile). */
  adminStorage: '/wfm-user/admin/v1/storage',
  /** A company's own administrator rotates its API key (Admin → Profile; answered once). */
  adminApiKey: '/wfm-user/admin/v1/apikey',
  /** Admin → Mail: the company's mail outbox (sent, waiting, failed, or kept when no SMTP server is set). */
  adminMail: '/wfm-user/admin/v1/mail',
  adminMailResend: '/wfm-user/admin/v1/mail/:mailId/resend',
  // Beyond the spec: the signed-in user's notifications (the bell) and their e-mail choices.
  notifications: '/wfm-user/notification/v1/notifications',
  notificationsUnread: '/wfm-user/notification/v1/notifications/unread',
  notificationsRead: '/wfm-user/notification/v1/notifications/read',
  notificationSettings: '/wfm-user/notification/v1/settings',
  /** Public: a digest mail's unsubscribe link (`?token=`) turns that user's digest off. */
  notificationUnsubscribe: '/wfm-user/notification/v1/unsubscribe',
  // Vendors
  vendorsForTenant: '/wfm-smallvendor/smallvendor/v1/vendor/tenantCode/:tenant',
  /** The vendor list searched and filtered, as a file (format=xlsx|csv). */
  vendorsExport: '/wfm-smallvendor/smallvendor/v1/vendor/tenantCode/:tenant/export',
  vendor: '/wfm-smallvendor/smallvendor/v1/vendor',
  vendorBulkUpload: '/wfm-smallvendor/smallvendor/v1/vendorbulkupload/tenantCode/:tenant',
  vendorBulkTemplate: '/wfm-smallvendor/smallvendor/v1/vendorbulkuploadtemplate',
  vendorBulkTags: '/wfm-smallvendor/smallvendor/v1/vendorbulkuploadbytag/tenantCode/:tenant',
  vendorBulkRemove: '/wfm-smallvendor/smallvendor/v1/vendorbulkremove/tenantCode/:tenant/tag/:tag',
  /** Beyond the spec: the company's vendor limit and count, so Add Vendor can say it on opening. */
  vendorLimit: '/wfm-smallvendor/smallvendor/v1/vendorlimit/tenantCode/:tenant',
  /** Beyond the spec: a vendor's history (every create, edit and delete, field by field). */
  vendorHistory: '/wfm-smallvendor/smallvendor/v1/vendorhistory/tenantCode/:tenant/vendorId/:vendorId',
  // Vendor payables
  payablesForTenant: '/wfm-smallvendor/smallvendor/v1/vendorpayablesForATenantcode/tenantCode/:tenantCode',
  /** Beyond the spec: the filtered payables list as .xlsx or .csv. */
  payablesExport:
    '/wfm-smallvendor/smallvendor/v1/vendorpayablesForATenantcode/tenantCode/:tenantCode/export',
  payable: '/wfm-smallvendor/smallvendor/v1/vendorpayables',
  /** Beyond the spec: an administrator cancels a payable, with a reason. */
  payableCancel: '/wfm-smallvendor/smallvendor/v1/vendorpayables/cancel',
  payableDocumentUpload: '/wfm-smallvendor/document/v1/uploadDocument',
  payableDocumentDownload: '/wfm-smallvendor/document/v1/downloadDocument/:sequenceId',
  payableDocumentRemove: '/wfm-smallvendor/document/v1/removeDocument/:sequenceId',
  payableDocuments:
    '/wfm-smallvendor/smallvendor/v1/documentsForVendorPayables/tenantCode/:tenant/vendorPayableId/:id',
  payableHistory:
    '/wfm-smallvendor/smallvendor/v1/vendorPayableHistoryForAVendorPayableId/vendorPayableId/:vendorPayableId',
  payableSummary: '/wfm-smallvendor/smallvendor/v1/smallvendor/vendorpayablessummary',
  payablePopulate:
    '/wfm-smallvendor/smallvendor/v1/vendorpayablesdetailssummary/tenantCode/:tenantCode/date/:date',
  // Beyond the spec: payments, the vendor ledger and the vendor summaries.
  vendorPayments: '/wfm-smallvendor/smallvendor/v1/vendorpayments/tenantCode/:tenant',
  vendorPayment: '/wfm-smallvendor/smallvendor/v1/vendorpayments',
  vendorPaymentReverse: '/wfm-smallvendor/smallvendor/v1/vendorpayments/reverse',
  /** One payment's voucher as a PDF (with the bank-change warning when it applies). */
  vendorPaymentVoucher:
    '/wfm-smallvendor/smallvendor/v1/vendorpayments/voucher/tenantCode/:tenant/paymentId/:paymentId',
  vendorOpenPayables:
    '/wfm-smallvendor/smallvendor/v1/vendoropenpayables/tenantCode/:tenant/vendorId/:vendorId',
  vendorLedger: '/wfm-smallvendor/smallvendor/v1/vendorledger/tenantCode/:tenant/vendorId/:vendorId',
  /** The vendor's bank details changed in the last 7 days (who, when), for the payment screen. */
  vendorBankChange: '/wfm-smallvendor/smallvendor/v1/vendorbankchange/tenantCode/:tenant/vendorId/:vendorId',
  // Vendor Performance (a list: paged, searched, sorted, exported) and its trend by month.
  vendorPerformance: '/wfm-smallvendor/smallvendor/v1/vendorperformance/tenantCode/:tenant',
  vendorPerformanceExport: '/wfm-smallvendor/smallvendor/v1/vendorperformance/tenantCode/:tenant/export',
  vendorPerformanceTrend: '/wfm-smallvendor/smallvendor/v1/vendorperformance/tenantCode/:tenant/trend',
  // Vendor Rating: the bills the caller may rate, rate, edit, hide a comment, a vendor's ratings.
  rateableBills: '/wfm-smallvendor/smallvendor/v1/vendorrating/tenantCode/:tenant/bills',
  vendorRatings: '/wfm-smallvendor/smallvendor/v1/vendorrating/tenantCode/:tenant',
  vendorRating: '/wfm-smallvendor/smallvendor/v1/vendorrating/tenantCode/:tenant/ratingId/:ratingId',
  vendorRatingHide: '/wfm-smallvendor/smallvendor/v1/vendorrating/tenantCode/:tenant/ratingId/:ratingId/hide',
  vendorRatingHistory:
    '/wfm-smallvendor/smallvendor/v1/vendorrating/tenantCode/:tenant/ratingId/:ratingId/history',
  vendorRatingsOfVendor: '/wfm-smallvendor/smallvendor/v1/vendorrating/tenantCode/:tenant/vendorId/:vendorId',
  vendorSummary: '/wfm-smallvendor/smallvendor/v1/summarybyvendor/tenantCode/:tenant',
  payableAgeing: '/wfm-smallvendor/smallvendor/v1/payableageing/tenantCode/:tenant',
  executiveSummary: '/wfm-smallvendor/smallvendor/v1/executivesummary/tenantCode/:tenant',
  // Advances and expenses
  advancesForCompany: '/wfm-advance/advance/v1/advanceRequest/:companyCode',
  /** Beyond the spec: the filtered advance list as .xlsx or .csv. */
  advancesExport: '/wfm-advance/advance/v1/advanceRequest/:companyCode/export',
  advance: '/wfm-advance/advance/v1/advanceRequest',
  advanceDocumentUpload: '/wfm-advance/document/v1/uploadDocument',
  advanceDocumentDownload: '/wfm-advance/document/v1/downloadDocument/:documentIds',
  expensesForAdvance:
    '/wfm-advance/expense/v1/expenses/companyCode/:companyCode/advanceRequestId/:advanceRequestId',
  /** Beyond the spec: an advance's filtered expenses as .xlsx or .csv. */
  expensesExport:
    '/wfm-advance/expense/v1/expenses/companyCode/:companyCode/advanceRequestId/:advanceRequestId/export',
  expense: '/wfm-advance/expense/v1/expenses',
  // Beyond the spec: remove an expense, an advance's totals, allowing overspend.
  expenseById: '/wfm-advance/expense/v1/expenses/companyCode/:companyCode/expenseId/:expenseId',
  advanceSpending:
    '/wfm-advance/expense/v1/spending/companyCode/:companyCode/advanceRequestId/:advanceRequestId',
  advanceOverspend: '/wfm-advance/advance/v1/advanceRequest/overspend',
  // Beyond the spec: reconcile an advance (returns, reimbursements, settle), person balance.
  advanceSettlements:
    '/wfm-advance/advance/v1/settlements/companyCode/:companyCode/advanceRequestId/:advanceRequestId',
  advanceSettlement: '/wfm-advance/advance/v1/settlements',
  advanceSettlementReverse: '/wfm-advance/advance/v1/settlements/reverse',
  advanceSettle: '/wfm-advance/advance/v1/advanceRequest/settle',
  advancePersonBalance: '/wfm-advance/advance/v1/personBalance/:companyCode',
  // Beyond the spec: the caller's own expenses across their advances, and their totals.
  myExpenses: '/wfm-advance/expense/v1/myExpenses/companyCode/:companyCode',
  /** Beyond the spec: the caller's filtered expenses as .xlsx or .csv. */
  myExpensesExport: '/wfm-advance/expense/v1/myExpenses/companyCode/:companyCode/export',
  myExpenseTotals: '/wfm-advance/expense/v1/myExpenses/totals/companyCode/:companyCode',
  // The portal's companies (PortalAdmin only; `code` is the company administered, not the caller's).
  portalCompanies: '/wfm-portal/portal/v1/companies',
  portalCompanyApiKey: '/wfm-portal/portal/v1/companies/:code/apikey',
  portalCompanySuspend: '/wfm-portal/portal/v1/companies/:code/suspend',
  portalCompanyAdmin: '/wfm-portal/portal/v1/companies/:code/admin',
  // The approval queue and the home page of what needs attention.
  approvalQueue: '/wfm-approval/approval/v1/waiting',
  approvalDecision: '/wfm-approval/approval/v1/decision',
  homeAttention: '/wfm-user/home/v1/attention',
} as const;

export type ApiPattern = (typeof API)[keyof typeof API];

/** Fills a route pattern: apiPath(API.userByName, { username: 'demoadmin' }). */
export function apiPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/** Header names the spec's calls carry. */
export const HEADERS = {
  apiKey: 'apikey',
  clientName: 'api_client_name',
  authorization: 'authorization',
  /** One key per submit of a money write; a retry with it answers the first result. */
  idempotencyKey: 'idempotency-key',
  /** On an answer replayed for an Idempotency-Key (the work was not done again). */
  idempotentReplayed: 'idempotent-replayed',
} as const;

/**
 * The writes that change money take an Idempotency-Key (the server's
 * plugins/idempotency.ts marks these routes; the web app sends a key with each, one per submit).
 */
export const IDEMPOTENT_WRITES: ReadonlyArray<readonly ['POST' | 'PUT' | 'DELETE', string]> = [
  // A new vendor posts its opening balance to the ledger.
  ['POST', API.vendor],
  ['POST', API.vendorPayment],
  ['POST', API.vendorPaymentReverse],
  ['POST', API.payable],
  ['PUT', API.payable],
  ['POST', API.payableCancel],
  ['POST', API.advance],
  ['PUT', API.advance],
  ['PUT', API.advanceOverspend],
  ['POST', API.advanceSettlement],
  ['POST', API.advanceSettlementReverse],
  ['POST', API.advanceSettle],
  ['POST', API.expense],
  ['PUT', API.expense],
  ['DELETE', API.expenseById],
  ['POST', API.approvalDecision],
];

const idempotentPatterns = IDEMPOTENT_WRITES.map(
  ([method, pattern]) => [method, new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`)] as const,
);

/** Is `method` `path` (a filled path, its query left out) one of IDEMPOTENT_WRITES? */
export const isIdempotentWrite = (method: string, path: string): boolean => {
  const bare = path.split('?')[0] ?? path;
  return idempotentPatterns.some(([m, re]) => m === method && re.test(bare));
};
