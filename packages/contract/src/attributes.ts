import { PORTAL_ADMIN_ROLE } from './constants.js';

/**
 * Names of the onetime-attribute lists and the session keys they fill
 * (the session context values).
 */
export const ATTRIBUTE = {
  vendorCategory: 'vendor.category',
  vendorWorkType: 'vendor.workType',
  vendorMaterialType: 'vendor.materialType',
  vendorUnitsWork: 'vendor.unitsWork',
  vendorUnitsGoods: 'vendor.unitsGoods',
  vendorStatus: 'vendor.status',
  paymentMode: 'payment.mode',
  paymentStatus: 'payment.status',
  advanceStatus: 'advance.status',
  advanceRemarks: 'advance.remarks',
  expenseStatus: 'expense.status',
  expenseOtherExpenses: 'expense.otherExpenses',
  country: 'common.country',
  currency: 'common.currency',
  recordStatus: 'common.recordStatus',
  appCluster: 'common.appCluster',
  siteStatus: 'site.status',
  gender: 'employee.gender',
  bloodGroup: 'employee.bloodGroup',
  shift: 'employee.shift',
  employmentType: 'employee.employmentType',
  salaryStructure: 'employee.salaryStructure',
  attendanceRemarks: 'employee.attendanceRemarks',
  inTime: 'employee.inTime',
  outTime: 'employee.outTime',
  employeeRole: 'employee.role',
  occupation: 'employee.occupation',
  /** Country-specific: add '.' + country lower-cased without spaces. */
  statePrefix: 'common.state',
  bankPrefix: 'common.bank',
  documentTypePrefix: 'common.documentType',
} as const;

/** Lists owned by each company (tenant = company code, apikey headers required). */
export const COMPANY_ATTRIBUTES: readonly string[] = [
  ATTRIBUTE.vendorCategory,
  ATTRIBUTE.vendorWorkType,
  ATTRIBUTE.vendorMaterialType,
  ATTRIBUTE.vendorUnitsWork,
  ATTRIBUTE.vendorUnitsGoods,
  ATTRIBUTE.employeeRole,
  ATTRIBUTE.occupation,
  // Global lists a company may keep its own copy of (COMPANY_OVERRIDABLE_LISTS).
  ATTRIBUTE.advanceRemarks,
  ATTRIBUTE.expenseOtherExpenses,
];

/**
 * Global lists (tenant WFM) a company may replace with its own (advance remarks, expense
 * types). The company's call answers its own values once it has any, else the global ones; Admin →
 * Lists copies the global values to the company on first use.
 */
export const COMPANY_OVERRIDABLE_LISTS: readonly string[] = [
  ATTRIBUTE.advanceRemarks,
  ATTRIBUTE.expenseOtherExpenses,
];

export const isCompanyAttribute = (name: string) => COMPANY_ATTRIBUTES.includes(name);

/** The country-specific list name, e.g. countryList('common.state', 'India') → 'common.state.india'. */
export const countryList = (prefix: string, country: string) =>
  `${prefix}.${country.toLowerCase().replace(/\s+/g, '')}`;

/** Global lists a PortalAdmin loads. */
export const PORTAL_ADMIN_LISTS: readonly string[] = [
  ATTRIBUTE.country,
  ATTRIBUTE.paymentMode,
  ATTRIBUTE.appCluster,
  ATTRIBUTE.currency,
];

/** Global lists every other role loads. */
export const BUSINESS_LISTS: readonly string[] = [
  ATTRIBUTE.advanceStatus,
  ATTRIBUTE.advanceRemarks,
  ATTRIBUTE.expenseStatus,
  ATTRIBUTE.expenseOtherExpenses,
  ATTRIBUTE.gender,
  ATTRIBUTE.bloodGroup,
  ATTRIBUTE.shift,
  ATTRIBUTE.employmentType,
  ATTRIBUTE.salaryStructure,
  ATTRIBUTE.currency,
  ATTRIBUTE.attendanceRemarks,
  ATTRIBUTE.inTime,
  ATTRIBUTE.outTime,
  ATTRIBUTE.vendorStatus,
  ATTRIBUTE.paymentMode,
  ATTRIBUTE.country,
  ATTRIBUTE.recordStatus,
  ATTRIBUTE.siteStatus,
  ATTRIBUTE.paymentStatus,
];

/** Company lists every non-PortalAdmin role loads. */
export const BUSINESS_COMPANY_LISTS: readonly string[] = [
  ATTRIBUTE.vendorCategory,
  ATTRIBUTE.vendorMaterialType,
  ATTRIBUTE.vendorWorkType,
];

/** The company lists an administrator keeps in Admin → Lists. */
export const ADMIN_COMPANY_LISTS: readonly string[] = [
  ATTRIBUTE.vendorCategory,
  ATTRIBUTE.vendorWorkType,
  ATTRIBUTE.vendorMaterialType,
  ATTRIBUTE.vendorUnitsWork,
  ATTRIBUTE.vendorUnitsGoods,
  ATTRIBUTE.advanceRemarks,
  ATTRIBUTE.expenseOtherExpenses,
];

/**
 * The list names a role loads after sign-in: a PortalAdmin its few global lists, every other role
 * the business lists, its company's lists and its country's states.
 */
export function listNamesForRole(roleName: string, country: string): string[] {
  if (roleName === PORTAL_ADMIN_ROLE) return [...PORTAL_ADMIN_LISTS];
  return [...BUSINESS_LISTS, ...BUSINESS_COMPANY_LISTS, countryList(ATTRIBUTE.statePrefix, country)];
}
