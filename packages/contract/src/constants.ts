/** Business constants: statuses, page sizes, limits, code prefixes. */

export const SUCCESS_STATUS = 202;
export const BULK_UPLOAD_SUCCESS_STATUS = 200;
export const GLOBAL_TENANT = 'WFM';
export const LAZY_LOAD_TIMEOUT_MS = 120_000;
export const SALARY_REVISION_FLAG = 'NO';
export const IMAGE_PREVIEW_MAX_HEIGHT = 200;
export const DEFAULT_PAYMENT_MODE = 'Cash';
export const PERFORMANCE_GRADE_OPTION = { label: 'A', value: 'B' } as const;
export const PORTAL_ADMIN_ROLE = 'PortalAdmin';
export const ADMIN_ROLE_TYPE = 'ADMIN';
export const BULK_UPLOAD_TAG = 'BulkUpload';

export const PAGE_SIZES = {
  vendors: 10,
  payables: 8,
  advances: 10,
  proofSubmission: 10,
  payableHistory: 10,
} as const;

export const LOGIN_LIMITS = {
  usernameMin: 5,
  usernameMax: 100,
  passwordMin: 8,
  passwordMax: 200,
  /** Consecutive failures for one user name from one source address before that pair is locked. */
  maxFailures: 5,
  lockSeconds: 60,
  /** A failure count is forgotten this long after its last failure (and its row deleted). */
  forgetAfterSeconds: 15 * 60,
} as const;

export const VENDOR_LIMITS = {
  vendorName: 50,
  vendorDescription: 150,
  contactPerson: 50,
  phoneNumber: 10,
  emailId: 150,
  addressLine: 150,
  city: 150,
} as const;

export const PAYABLE_LIMITS = { quantity: 50, amount: 50, remarks: 150 } as const;

export const VENDOR_TYPES = ['WORK', 'GOODS'] as const;
export type VendorType = (typeof VENDOR_TYPES)[number];
export const DEFAULT_VENDOR_TYPE: VendorType = 'WORK';

export const TRANSACTION_TYPES = ['Cr', 'Dr'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const VENDOR_STATUS_ACTIVE = 'Active';

/** In order; the first is the default for a new payable. */
export const PAYABLE_STATUSES = [
  'Invoice Raised',
  'Invoice Review in process',
  'Invoice Received',
  'Invoice Approved',
  'Payment Pending',
  'Payment Settled',
  'Closed',
] as const;
export type PayableStatus = (typeof PAYABLE_STATUSES)[number];
export const DEFAULT_PAYABLE_STATUS: PayableStatus = 'Invoice Raised';
/** Statuses that lock a payable's status against change. */
export const LOCKED_PAYABLE_STATUSES: readonly PayableStatus[] = ['Payment Settled', 'Closed'];
/** Status that also blocks opening the edit screen from the list. */
export const EDIT_BLOCKED_PAYABLE_STATUS: PayableStatus = 'Payment Settled';
/**
 * Beyond the spec's seven steps: an administrator's cancel sets this status. A cancelled
 * payable stays listed, leaves every total and summary, and can no longer be edited.
 */
export const PAYABLE_CANCELLED = 'Cancelled';

export const ADVANCE_STATUS_APPROVED = 'Approved';
export const ADVANCE_STATUS_PENDING = 'Pending';
/** Reached through Spent Information's Reconcile only, never offered by the edit form. */
export const ADVANCE_STATUS_SETTLED = 'Settled';
/**
 * Statuses whose advance opens read-only in Spent Information: its expenses stay visible, none can
 * be added, edited or deleted. Closed is not in the demo status list but may be added to it.
 */
export const READ_ONLY_ADVANCE_STATUSES: readonly string[] = ['Settled', 'Closed'];
/** Statuses an advance opens with in Spent Information (Approved to record expenses, the rest read-only). */
export const OPENABLE_ADVANCE_STATUSES: readonly string[] = [
  ADVANCE_STATUS_APPROVED,
  ...READ_ONLY_ADVANCE_STATUSES,
];

/** Code prefixes for per-tenant sequences (apps/server/src/db/sequences.ts). */
export const CODE_PREFIXES = {
  vendor: 'VEN',
  payable: 'VPB',
  advance: 'ADV',
  vendorUpload: 'UPL',
  vendorPayment: 'VPM',
} as const;

/**
 * Beyond the spec: the session's calls in one answer, for a reload or a pasted link
 * (schemas/session.ts; API.sessionBootstrap). Kept here, apart from the other paths, so the app's
 * first file can send it without carrying every path.
 */
export const SESSION_BOOTSTRAP_PATH = '/wfm-user/user/v1/session';

/** A new company's time zone from its country (its ADMIN may change it); UTC when the country is not listed. */
const COUNTRY_TIME_ZONES: Record<string, string> = {
  india: 'Asia/Kolkata',
  in: 'Asia/Kolkata',
  ind: 'Asia/Kolkata',
  'sri lanka': 'Asia/Colombo',
  nepal: 'Asia/Kathmandu',
  bangladesh: 'Asia/Dhaka',
  'united arab emirates': 'Asia/Dubai',
  uae: 'Asia/Dubai',
  singapore: 'Asia/Singapore',
  'united kingdom': 'Europe/London',
  uk: 'Europe/London',
};
export const DEFAULT_TIME_ZONE = 'UTC';
export const timeZoneForCountry = (country: string): string =>
  COUNTRY_TIME_ZONES[country.trim().toLowerCase()] ?? DEFAULT_TIME_ZONE;
