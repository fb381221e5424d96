import '../zod-setup.js';
import { z } from 'zod';
import { commonMessages, inputMessages } from '../messages.js';

/**
 * Text PostgreSQL cannot store — a NUL character (SQLSTATE 22021) or an unpaired UTF-16
 * surrogate (U+D800–U+DFFF alone; 22P02 in a jsonb, replaced by U+FFFD in text) — answered 500.
 * The message for the first such character of `s`, or undefined when every character can be stored.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export function unstorableText(s: string): string | undefined {
  if (s.includes('\u0000')) return commonMessages.nulCharacter;
  if (LONE_SURROGATE.test(s)) return commonMessages.loneSurrogate;
  return undefined;
}

/**
 * THE string of every schema a client's text goes through (path parameters, query strings, JSON
 * bodies, multipart fields, bulk cells): `z.string()` that refuses NUL characters and unpaired
 * surrogates with a message. Chain `.trim()`, `.min()`, `.max()`, `.regex()` on it as on z.string().
 */
export const safeString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).superRefine((s, ctx) => {
    const message = unstorableText(s);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** `{ message }`: the body of every refusal (docs/ARCHITECTURE.md, one request). */
export const errorBodySchema = z.object({ message: safeString() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageSchema = z.object({ message: safeString() });

/** Every date a client sends lies in these years (year 0000 reached PostgreSQL and failed). */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2100;

/** Is year-month-day a real calendar date between DATE_YEAR_MIN and DATE_YEAR_MAX? */
function calendarCheck(year: string, month: string, day: string): 'ok' | 'unreal' | 'range' {
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) return 'unreal';
  const y = Number(year);
  return y < DATE_YEAR_MIN || y > DATE_YEAR_MAX ? 'range' : 'ok';
}

/** The shared date rule: a real calendar date in the allowed years, each failure with its own message. */
const dateRule = (split: (s: string) => [string, string, string]) => (s: string, ctx: z.RefinementCtx) => {
  const result = calendarCheck(...split(s));
  if (result !== 'ok') {
    ctx.addIssue({
      code: 'custom',
      message: result === 'range' ? inputMessages.dateOutOfRange : inputMessages.realDate,
    });
  }
};

/** YYYY-MM-DD that is a real calendar date between 1900 and 2100: every ISO date field of a request. */
export const isoDateSchema = safeString()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: inputMessages.isoDateFormat, abort: true })
  .superRefine(dateRule((s) => [s.slice(0, 4), s.slice(5, 7), s.slice(8, 10)]));

/** dd-mm-yyyy that is a real calendar date between 1900 and 2100 (summary calls, salary cycle). */
export const dmyDateSchema = safeString()
  .regex(/^\d{2}-\d{2}-\d{4}$/, { message: inputMessages.dmyDateFormat, abort: true })
  .superRefine(dateRule((s) => [s.slice(6, 10), s.slice(3, 5), s.slice(0, 2)]));

/** A form's date field after its required rule: the text must be a date isoDateSchema takes. */
export function isoDateField(s: string, ctx: z.RefinementCtx): void {
  if (s === '') return;
  const result = isoDateSchema.safeParse(s);
  const message = result.success ? undefined : result.error.issues[0]?.message;
  if (message) ctx.addIssue({ code: 'custom', message });
}

/**
 * THE money rule of every amount a client sends (`true`, `[5]`, `"0x10"` and `1e-9` were
 * taken): a JSON number, or — with `text` — a plain decimal string such as "1500.50" (a bulk file's
 * cell); no booleans, arrays, hex, exponents or blanks. At most `scale` decimal places, at least 0
 * (or more than 0 with `positive`), at most `max` (numeric(14,2) holds less than 10^12).
 */
export interface MoneyOptions {
  max: number;
  positive?: boolean;
  /** Decimal places allowed: 2 (default) or 0 (whole numbers). */
  scale?: 0 | 2;
  /** Also take a plain decimal string. */
  text?: boolean;
  messages: {
    /** Not a number at all (wrong type, hex, exponent, NaN, Infinity). */
    invalid: string;
    /** Below the minimum (negative, or 0 when positive). */
    min: string;
    /** Above `max`. */
    max: string;
    /** More decimal places than `scale`. */
    decimals?: string;
  };
}

const DECIMAL_TEXT = /^-?\d{1,20}(\.\d{1,20})?$/;

export function moneySchema(o: MoneyOptions) {
  const scale = o.scale ?? 2;
  const decimals = scale === 0 ? /^-?\d+$/ : /^-?\d+(\.\d{1,2})?$/;
  const base = o.text
    ? z.union([z.number(), safeString()], { error: o.messages.invalid })
    : z.number({ error: o.messages.invalid });
  return base.transform((value, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (typeof value === 'number' ? !Number.isFinite(value) : !DECIMAL_TEXT.test(text)) {
      return fail(o.messages.invalid);
    }
    const n = Number(text);
    if (o.positive ? !(n > 0) : n < 0) return fail(o.messages.min);
    if (n > o.max) return fail(o.messages.max);
    // String(n) of a number below 1e-6 is written with an exponent ("1e-9"): too many decimals.
    if (!decimals.test(text)) return fail(o.messages.decimals ?? inputMessages.amountDecimals);
    return n;
  });
}

/** Bounded free text: no NUL characters. */
export const boundedText = (max: number) =>
  safeString()
    .max(max, `At most ${max} characters`)
    .refine((s) => !s.includes('\u0000'), 'Text may not contain NUL characters');

/** A path identifier: a code such as DEMO01 or VEN00001. */
export const codeSchema = safeString().min(1).max(64);
export const idParamSchema = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * Server pages (beyond the spec): the vendor, payable and advance list calls take optional `page`
 * (1-based) and `size`; with both they answer that page as the array and the whole count in the
 * `X-Total-Count` header. Without them they answer the whole list, as the spec's call does.
 */
export const PAGE_SIZE_MAX = 100;
/** Lower-case, as fetch's Headers and Fastify report it. */
export const TOTAL_COUNT_HEADER = 'x-total-count';
/**
 * The payables list filtered to overdue answers what the payables it found still
 * owe, summed (numeric text with 2 decimals), so it shows the same total as the home page's Overdue card.
 */
export const OUTSTANDING_TOTAL_HEADER = 'x-total-outstanding';
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
  /** A searched or filtered list holds more than LIST_COUNT_CAP rows: `total` is the cap + 1. */
  capped?: boolean;
  /** What the rows found still owe, summed (OUTSTANDING_TOTAL_HEADER), where the list answers it. */
  outstanding?: number;
}
