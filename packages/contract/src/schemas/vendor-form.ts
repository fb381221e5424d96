import '../zod-setup.js';
import { z } from 'zod';
import { TRANSACTION_TYPES, VENDOR_LIMITS, VENDOR_TYPES } from '../constants.js';
import { billFieldMessages as bill, inputMessages as input, vendorMessages as m } from '../messages.js';
import { isoDateSchema, moneySchema, safeString } from './common.js';

/**
 * Largest opening balance (docs/MONEY.md "Bounds"): a tenth of what a vendor's balance may
 * reach (VENDOR_BALANCE_MAX), so bills can still be added to a vendor opened at the maximum (an
 * opening of 999,999,999,999.99 made every bill of the vendor a 500).
 */
export const OPENING_BALANCE_MAX = 99_999_999_999.99;
/**
 * Largest vendor balance, either way (numeric(14,2), the vendor's `current_balance`): a bill, a
 * payment or an opening that would take it further is refused 400 (commonMessages.totalTooLarge).
 */
export const VENDOR_BALANCE_MAX = 999_999_999_999.99;

const hasText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const noAmpersand = (s: string) => !s.includes('&');

/** A required text field: the spec's empty message, the & rule and the length limit, in that order. */
const requiredText = (emptyMessage: string, ampMessage: string, max: number, label: string) =>
  safeString({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .refine(noAmpersand, ampMessage)
    .refine((s) => s.length <= max, `${label} may have at most ${max} characters`);

/** Standard address pattern: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const optionalText = (max: number) => safeString().trim().max(max).optional().default('');

/** Column lengths of a vendor's tax ids and bank details. */
export const VENDOR_TAX_BANK_LIMITS = {
  gstin: 15,
  pan: 10,
  bankAccountName: 100,
  bankAccountNumber: 20,
  bankIfsc: 11,
} as const;

/** The country list value whose vendors' GSTIN, PAN, IFSC and account number must match Indian formats. */
export const INDIA_COUNTRY = 'India';
export const isIndia = (country: unknown) =>
  typeof country === 'string' && country.trim().toLowerCase() === INDIA_COUNTRY.toLowerCase();

/** Indian formats: GSTIN 15, PAN 10, IFSC 11 characters (upper case), account number 6–20 digits. */
export const INDIA_FORMATS = {
  gstin: /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/,
  pan: /^[A-Z]{5}\d{4}[A-Z]$/,
  bankIfsc: /^[A-Z]{4}0[A-Z0-9]{6}$/,
  bankAccountNumber: /^\d{6,20}$/,
} as const;

const INDIA_MESSAGES: Record<keyof typeof INDIA_FORMATS, string> = {
  gstin: bill.gstinInvalid,
  pan: bill.panInvalid,
  bankIfsc: bill.ifscInvalid,
  bankAccountNumber: bill.bankAccountNumberInvalid,
};

/** An optional tax or bank field: trimmed, '' when absent, bounded by its column; `upper` upper-cases it. */
const taxBankText = (field: keyof typeof VENDOR_TAX_BANK_LIMITS, upper = false) => {
  const max = VENDOR_TAX_BANK_LIMITS[field];
  const text = safeString().trim();
  return (upper ? text.toUpperCase() : text)
    .max(max, bill.tooLong(max))
    .refine((s) => !s.includes('\u0000'), 'Text may not contain NUL characters')
    .optional()
    .default('');
};

/**
 * The vendor fields a client may send on create. The vendor code, id,
 * tenant, status and current balance are never taken from the client.
 */
export const vendorFieldsSchema = z.object({
  vendorName: requiredText(m.vendorNameEmpty, m.ampVendorName, VENDOR_LIMITS.vendorName, 'Vendor Name'),
  vendorDescription: requiredText(
    m.vendorDescriptionEmpty,
    m.ampVendorDescription,
    VENDOR_LIMITS.vendorDescription,
    'Vendor Description',
  ),
  vendorCategory: safeString({ error: m.selectCategory }).trim().min(1, m.selectCategory).max(100),
  vendorType: z.enum(VENDOR_TYPES).optional(),
  typeOfWork: optionalText(100),
  /** Comma-joined list of goods types. */
  typeOfGoods: optionalText(1000),
  contactPerson: requiredText(
    m.contactPersonEmpty,
    m.ampContactPerson,
    VENDOR_LIMITS.contactPerson,
    'Contact Person',
  ),
  phoneNumber: safeString({ error: m.phoneEmpty })
    .trim()
    .min(1, m.phoneEmpty)
    .regex(/^\d{10}$/, m.phoneInvalid),
  emailId: safeString({ error: m.emailEmpty })
    .trim()
    .min(1, m.emailEmpty)
    .max(VENDOR_LIMITS.emailId, m.emailInvalid)
    .regex(EMAIL_PATTERN, m.emailInvalid),
  addressLine1: requiredText(
    m.addressLine1Empty,
    m.ampNotAllowed,
    VENDOR_LIMITS.addressLine,
    'Address Line 1',
  ),
  addressLine2: requiredText(
    m.addressLine2Empty,
    m.ampNotAllowed,
    VENDOR_LIMITS.addressLine,
    'Address Line 2',
  ),
  city: requiredText(m.cityEmpty, m.ampNotAllowed, VENDOR_LIMITS.city, 'City'),
  state: safeString({ error: m.selectState }).trim().min(1, m.selectState).max(100),
  country: safeString({ error: m.selectCountry }).trim().min(1, m.selectCountry).max(100),
  /** Empty opening balance is sent as 0 (after the confirmation on the form). */
  openingBalance: moneySchema({
    max: OPENING_BALANCE_MAX,
    text: true,
    messages: {
      invalid: input.openingBalanceNotNumber,
      min: input.openingBalanceNegative,
      max: input.openingBalanceTooLarge,
    },
  })
    .optional()
    .default(0),
  openingBalanceDate: z.union([isoDateSchema, z.literal(''), z.null()]).optional(),
  typeOfTransactionForOb: z.enum(TRANSACTION_TYPES).optional().default('Cr'),
  typeOfTransactionForCb: z.enum(TRANSACTION_TYPES).optional().default('Cr'),
  /** Beyond the spec: tax ids and bank details, optional; Indian formats for India (withTaxAndBank). */
  gstin: taxBankText('gstin', true),
  pan: taxBankText('pan', true),
  bankAccountName: taxBankText('bankAccountName'),
  bankAccountNumber: taxBankText('bankAccountNumber'),
  bankIfsc: taxBankText('bankIfsc', true),
});

/** The work/goods rule; it runs even when other fields fail, so the form shows every message at once. */
function withWorkOrGoods<
  T extends z.ZodType<{ vendorType?: string; typeOfWork?: string; typeOfGoods?: string }>,
>(schema: T) {
  return schema
    .refine((v) => v.vendorType !== 'GOODS' || hasText(v.typeOfGoods), {
      path: ['typeOfGoods'],
      message: m.selectGoodsType,
      when: () => true,
    })
    .refine((v) => v.vendorType === 'GOODS' || hasText(v.typeOfWork) || hasText(v.typeOfGoods), {
      path: ['typeOfWork'],
      message: m.selectWorkType,
      when: () => true,
    })
    .refine(indianFormat('gstin'), indianIssue('gstin'))
    .refine(indianFormat('pan'), indianIssue('pan'))
    .refine(indianFormat('bankIfsc'), indianIssue('bankIfsc'))
    .refine(indianFormat('bankAccountNumber'), indianIssue('bankAccountNumber'));
}

/**
 * For a vendor of India (the country list's value, any case), a GSTIN, PAN, IFSC or account number
 * that is given must match its Indian format; other countries keep free text. It runs whatever else
 * fails, so the form shows every message at once (the value may then be unparsed: compared trimmed
 * and upper-cased).
 */
const indianFormat = (field: keyof typeof INDIA_FORMATS) => (v: object) => {
  const record = v as Record<string, unknown>;
  const value = record[field];
  if (!isIndia(record.country) || typeof value !== 'string') return true;
  const text = value.trim().toUpperCase();
  return text === '' || INDIA_FORMATS[field].test(text);
};
const indianIssue = (field: keyof typeof INDIA_FORMATS) => ({
  path: [field],
  message: INDIA_MESSAGES[field],
  when: () => true,
});

export const vendorInputSchema = withWorkOrGoods(vendorFieldsSchema);

export type VendorInput = z.input<typeof vendorInputSchema>;
export type VendorValues = z.output<typeof vendorInputSchema>;

const vendorIdSchema = z.coerce.number({ error: 'Choose a vendor' }).int().positive().max(2_147_483_647);

/** Update: the same fields plus the vendor's id (the code is read, never changed). */
export const vendorUpdateSchema = withWorkOrGoods(
  vendorFieldsSchema.extend({
    vendorId: vendorIdSchema,
    vendorCode: safeString().max(20).optional(),
    /** The grade selector's value (PERFORMANCE_GRADE_OPTION.value); absent = unchanged, '' or null = none. */
    performanceGrade: safeString().trim().max(10).nullable().optional(),
  }),
);
export type VendorUpdateInput = z.input<typeof vendorUpdateSchema>;
export type VendorUpdateValues = z.output<typeof vendorUpdateSchema>;

/** Delete: the body is the vendor object; only its id is used. */
export const vendorDeleteSchema = z.object({ vendorId: vendorIdSchema });

export const vendorCreateResponseSchema = z.object({
  vendorId: z.number().int(),
  vendorCode: safeString(),
  message: safeString(),
});
export const vendorWriteResponseSchema = z.object({ vendorCode: safeString(), message: safeString() });

/**
 * A bulk-upload tag with how many of the tenant's vendors carry it. Each upload has its own tag
 * with its file name (null for uploads made before uploads were recorded), when and by
 * whom, and how many vendors it stored (`rowCount`); the first entry, BULK_UPLOAD_TAG, stands for
 * every upload and has no file. Tags no vendor carries any more are not listed.
 */
export const bulkTagSchema = z.object({
  tag: safeString(),
  count: z.number().int(),
  fileName: safeString().nullable().optional(),
  uploadedAt: safeString().nullable().optional(),
  uploadedBy: safeString().nullable().optional(),
  rowCount: z.number().int().nullable().optional(),
});
export type BulkTag = z.infer<typeof bulkTagSchema>;
/** `count` vendors removed; `kept` vendors of the tag stayed because they have payables. */
export const bulkRemoveResponseSchema = z.object({
  message: safeString(),
  count: z.number().int(),
  kept: z.number().int().optional(),
});

/** Add Vendor on opening: the company's vendor limit (null: none), how many it has, and whether it is reached. */
export const vendorLimitSchema = z.object({
  vendorLimit: z.number().int().nullable(),
  count: z.number().int(),
  reached: z.boolean(),
  message: safeString().nullable(),
});
export type VendorLimit = z.infer<typeof vendorLimitSchema>;

/** The header row of a bulk upload file, in order. */
export const BULK_UPLOAD_COLUMNS = [
  'vendorName',
  'vendorDescription',
  'vendorCategory',
  'typeOfWork',
  'typeOfGoods',
  'contactPerson',
  'phoneNumber',
  'emailId',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'country',
  'openingBalance',
  'openingBalanceDate',
  'typeOfTransactionForOb',
  // Optional; a file without these columns still uploads.
  'gstin',
  'pan',
  'bankAccountName',
  'bankAccountNumber',
  'bankIfsc',
] as const;

export const BULK_UPLOAD_LIMITS = { maxBytes: 5 * 1024 * 1024, maxRows: 10_000 } as const;
/** The multipart field of the bulk upload call. */
export const BULK_UPLOAD_FIELD = 'vendorbasicdetails';
/** File name of the downloadable bulk upload template. */
export const BULK_UPLOAD_TEMPLATE_FILENAME = 'vendor-bulk-upload-template.xlsx';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
