import '../zod-setup.js';
import { z } from 'zod';

/** `{ message }`: the body of every refusal (DESIGN.md section 4). */
export const errorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageSchema = z.object({ message: z.string() });

/** YYYY-MM-DD that is a real calendar date. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'Enter a real calendar date');

/** dd-mm-yyyy that is a real calendar date (summary calls). */
export const dmyDateSchema = z
  .string()
  .regex(/^\d{2}-\d{2}-\d{4}$/, 'Enter a date as dd-mm-yyyy')
  .refine((s) => {
    const [d, m, y] = s.split('-');
    const date = new Date(`${y}-${m}-${d}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === `${y}-${m}-${d}`;
  }, 'Enter a real calendar date');

/** Bounded free text: no NUL characters. */
export const boundedText = (max: number) =>
  z
    .string()
    .max(max, `At most ${max} characters`)
    .refine((s) => !s.includes('\u0000'), 'Text may not contain NUL characters');

/** A path identifier: a code such as DEMO01 or VEN00001. */
export const codeSchema = z.string().min(1).max(64);
export const idParamSchema = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * Server pages (beyond the spec): the vendor, payable and advance list calls take optional `page`
 * (1-based) and `size`; with both they answer that page as the array and the whole count in the
 * `X-Total-Count` header. Without them they answer the whole list, as the spec's call does.
 */
export const PAGE_SIZE_MAX = 100;
/** Lower-case, as fetch's Headers and Fastify report it. */
export const TOTAL_COUNT_HEADER = 'x-total-count';
export const listPageQuerySchema = z
  .object({
    page: z.coerce
      .number()
      .int('page must be a whole number')
      .min(1, 'page starts at 1')
      .max(1_000_000)
      .optional(),
    size: z.coerce
      .number()
      .int('size must be a whole number')
      .min(1, 'size must be at least 1')
      .max(PAGE_SIZE_MAX, `size may be at most ${PAGE_SIZE_MAX}`)
      .optional(),
  })
  .refine((q) => (q.page === undefined) === (q.size === undefined), 'Send page and size together');
export type ListPageQuery = z.infer<typeof listPageQuerySchema>;
/** A server page: its rows and the whole list's count. */
export interface ListPage<T> {
  rows: T[];
  total: number;
}
