import '../zod-setup.js';
import { z } from 'zod';
import { companyListMessages as lm, siteAdminMessages as m } from '../messages/site-admin.js';
import { safeString } from './common.js';
import {
  blankableSearchParamSchema,
  listExportQuerySchema,
  listQuerySchema,
  statusParamSchema,
} from './list-query.js';

const noNul = (s: string) => !s.includes('\u0000');
const text = (max: number, tooLong: string) =>
  safeString().trim().max(max, tooLong).refine(noNul, 'Text may not contain NUL characters');

/** A site as Site Management answers it. */
export const siteRecordSchema = z.object({
  siteId: z.number().int(),
  siteCode: safeString(),
  siteName: safeString(),
  address: safeString(),
  city: safeString(),
  state: safeString(),
  siteLead: safeString(),
  active: z.boolean(),
  updatedBy: safeString(),
  updatedDate: safeString(),
});
export type SiteRecord = z.infer<typeof siteRecordSchema>;

/** Add Site and Edit Site: the form and the request body (the code is kept unique per company). */
export const siteFormSchema = z.object({
  siteCode: safeString()
    .trim()
    .min(1, { message: m.codeRequired, abort: true })
    .max(20, m.codeTooLong)
    .regex(/^[A-Za-z0-9_-]+$/, m.codeFormat),
  siteName: safeString()
    .trim()
    .min(1, { message: m.nameRequired, abort: true })
    .max(100, m.nameTooLong)
    .refine(noNul, m.nameRequired),
  address: text(300, m.addressTooLong).default(''),
  city: text(100, m.cityTooLong).default(''),
  state: text(100, m.stateTooLong).default(''),
  /** A user name of the company, or '' for none. */
  siteLead: text(100, m.leadNotUser('')).default(''),
});
export type SiteFormValues = z.input<typeof siteFormSchema>;
export type SiteInput = z.output<typeof siteFormSchema>;

export const siteActiveSchema = z.object({ active: z.boolean() });

/**
 * The site list query: the whole list (by code) or one page (`page`, `size`), searched by `q` (code,
 * name, city or site lead, ignoring case and accents; blank is no search; alone too, as before issue
 * 16), filtered by `status` (Active, Inactive) and sorted over SITE_LIST_SORTS (with page).
 */
export const SITE_LIST_SORTS = ['siteCode', 'siteName', 'city', 'status'] as const;
export type SiteListSort = (typeof SITE_LIST_SORTS)[number];
export const SITE_FILTER_STATUSES = ['Active', 'Inactive'] as const;
const siteListSpec = {
  sort: SITE_LIST_SORTS,
  filters: {
    q: blankableSearchParamSchema.optional(),
    status: statusParamSchema(SITE_FILTER_STATUSES).optional(),
  },
  unpaged: ['q'],
} as const;
export const siteListQuerySchema = listQuerySchema(siteListSpec);
export type SiteListQuery = z.infer<typeof siteListQuerySchema>;
export const siteExportQuerySchema = listExportQuerySchema(siteListSpec);
export type SiteExportQuery = z.infer<typeof siteExportQuerySchema>;

/** A user who may lead a site: the company's active users. */
export const siteLeadOptionSchema = z.object({ userName: safeString(), name: safeString() });
export type SiteLeadOption = z.infer<typeof siteLeadOptionSchema>;

/** A value of a company list as the Lists panel sees it (inactive ones too). */
export const companyListValueSchema = z.object({
  id: z.number().int(),
  code: safeString(),
  value: safeString(),
  active: z.boolean(),
});
export type CompanyListValue = z.infer<typeof companyListValueSchema>;

/** Add or rename a value (vendors keep several goods types comma-joined, so no comma). */
export const companyListValueFormSchema = z.object({
  value: safeString()
    .trim()
    .min(1, { message: lm.valueRequired, abort: true })
    .max(100, lm.valueTooLong)
    .refine((s) => !s.includes(','), lm.valueComma)
    .refine(noNul, lm.valueRequired),
});
export type CompanyListValueForm = z.input<typeof companyListValueFormSchema>;
