import '../zod-setup.js';
import { z } from 'zod';
import { companyListMessages as lm, siteAdminMessages as m } from '../messages/site-admin.js';
import { listPageQuerySchema } from './common.js';

const noNul = (s: string) => !s.includes('\u0000');
const text = (max: number, tooLong: string) =>
  z.string().trim().max(max, tooLong).refine(noNul, 'Text may not contain NUL characters');

/** A site as Site Management answers it (issue 15). */
export const siteRecordSchema = z.object({
  siteId: z.number().int(),
  siteCode: z.string(),
  siteName: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  siteLead: z.string(),
  active: z.boolean(),
  updatedBy: z.string(),
  updatedDate: z.string(),
});
export type SiteRecord = z.infer<typeof siteRecordSchema>;

/** Add Site and Edit Site: the form and the request body (the code is kept unique per company). */
export const siteFormSchema = z.object({
  siteCode: z
    .string()
    .trim()
    .min(1, { message: m.codeRequired, abort: true })
    .max(20, m.codeTooLong)
    .regex(/^[A-Za-z0-9_-]+$/, m.codeFormat),
  siteName: z
    .string()
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

/** The site list query: one page (`page`, `size`), optionally searched by code, name or city. */
export const siteListQuerySchema = z.object({
  ...listPageQuerySchema.shape,
  q: z.string().trim().max(50, m.searchTooLong).refine(noNul, m.searchTooLong).optional(),
});
export type SiteListQuery = z.infer<typeof siteListQuerySchema>;

/** A user who may lead a site: the company's active users. */
export const siteLeadOptionSchema = z.object({ userName: z.string(), name: z.string() });
export type SiteLeadOption = z.infer<typeof siteLeadOptionSchema>;

/** A value of a company list as the Lists panel sees it (inactive ones too). */
export const companyListValueSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  value: z.string(),
  active: z.boolean(),
});
export type CompanyListValue = z.infer<typeof companyListValueSchema>;

/** Add or rename a value (vendors keep several goods types comma-joined, so no comma). */
export const companyListValueFormSchema = z.object({
  value: z
    .string()
    .trim()
    .min(1, { message: lm.valueRequired, abort: true })
    .max(100, lm.valueTooLong)
    .refine((s) => !s.includes(','), lm.valueComma)
    .refine(noNul, lm.valueRequired),
});
export type CompanyListValueForm = z.input<typeof companyListValueFormSchema>;
