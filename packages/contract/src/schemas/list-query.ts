import '../zod-setup.js';
import { z } from 'zod';
import { commonMessages, listMessages } from '../messages.js';
import { isoDateSchema, listPageQuerySchema, safeString } from './common.js';

/**
 * Search, filters and sort on the list calls. Every parameter is optional and a call
 * without them is the spec's (or the plain paged) call, unchanged:
 *
 * - `q`: 1–100 characters, trimmed. Case and accents are ignored; `%`, `_` and `\` are literal.
 *   Each list names the fields it searches (codes, names, phone, invoice number, remarks).
 * - `sort=field,asc|desc` over the list's allow-list (LIST_SORTS); ties are broken by id.
 * - filters, by list (LIST_FILTERS): `status` (comma-separated), `siteId`, `vendorId`, `category`,
 *   date ranges `<date>From`/`<date>To` (YYYY-MM-DD, both ends included), `overdue=true`,
 *   `amountMin`/`amountMax` (decimal text; the payables also `totalMin`/`totalMax` and
 *   `outstandingMin`/`outstandingMax`).
 * - `page`/`size` as before; a filtered or searched page counts at most LIST_COUNT_CAP + 1 rows, and
 *   says so with the X-Total-Count-Capped header (`true`) when there are more.
 *
 * The web keeps the same parameters in its own URL, so a filtered view can be bookmarked.
 */
export const LIST_SEARCH_MAX = 100;
export const LIST_COUNT_CAP = 2_000;
/** Lower-case, as fetch's Headers and Fastify report it. */
export const COUNT_CAPPED_HEADER = 'x-total-count-capped';
/** At most this many rows in one list export. */
export const LIST_EXPORT_MAX_ROWS = 200_000;
/**
 * A list called without page and size answers at most this many rows, streamed; when
 * there are more it says so with RESULT_TRUNCATED_HEADER (`10000; use page and size`).
 */
export const UNPAGED_LIST_MAX_ROWS = 10_000;
/** Lower-case, as fetch's Headers and Fastify report it. */
export const RESULT_TRUNCATED_HEADER = 'x-result-truncated';
export const resultTruncatedValue = (max: number = UNPAGED_LIST_MAX_ROWS) => `${max}; use page and size`;
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export type SortDirection = 'asc' | 'desc';
export interface SortOrder<F extends string = string> {
  field: F;
  direction: SortDirection;
}

const noNul = (s: string) => !s.includes('\u0000');

/** The `q` parameter; `required` is the refusal of a blank q (a list may keep its own text). */
export const searchParam = (required?: string) =>
  safeString()
    .trim()
    .min(1, required)
    .max(LIST_SEARCH_MAX, listMessages.queryTooLong(LIST_SEARCH_MAX))
    .refine(noNul, commonMessages.nulCharacter);
export const searchParamSchema = searchParam();

/**
 * A `q` that may be blank, read as no search: the lists whose screens sent `q=` for an empty box
 * before they were searchable (Site Management, Admin → Users) keep taking it.
 */
export const blankableSearchParamSchema = safeString()
  .trim()
  .max(LIST_SEARCH_MAX, listMessages.queryTooLong(LIST_SEARCH_MAX))
  .refine(noNul, commonMessages.nulCharacter)
  .transform((s) => (s === '' ? undefined : s));

/** `sort=field,asc|desc` over `fields`, parsed to { field, direction }. */
export function sortParamSchema<const F extends string>(fields: readonly F[]) {
  return safeString().transform((text, ctx): SortOrder<F> => {
    const [field, direction, ...rest] = text.split(',');
    if (rest.length > 0 || !fields.includes(field as F) || (direction !== 'asc' && direction !== 'desc')) {
      ctx.addIssue({ code: 'custom', message: listMessages.sortInvalid(...fields) });
      return z.NEVER;
    }
    return { field: field as F, direction };
  });
}

/** The text a sort order is sent as. */
export const sortParam = (order: SortOrder): string => `${order.field},${order.direction}`;

/** `status=A,B`: one or more of `statuses`, parsed to an array without repeats. */
export function statusParamSchema(statuses: readonly string[]) {
  return safeString().transform((text, ctx): string[] => {
    const picked = [...new Set(text.split(',').map((s) => s.trim()))];
    if (picked.length === 0 || picked.some((s) => !statuses.includes(s))) {
      ctx.addIssue({ code: 'custom', message: listMessages.statusInvalid(...statuses) });
      return z.NEVER;
    }
    return picked;
  });
}

/** A record id in a filter (siteId, vendorId). */
export const idFilterSchema = z.coerce.number().int().min(1).max(2_147_483_647);
/** `true` / `false` in a query string. */
export const flagParamSchema = z
  .enum(['true', 'false'], { error: listMessages.flagInvalid })
  .transform((s) => s === 'true');
/** An amount bound: decimal text, at most 2 decimals, below 10^12. */
export const amountParamSchema = safeString()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'amount must be a number with at most 2 decimals');
/** A free-text filter value (a category). */
export const textFilterSchema = safeString()
  .trim()
  .min(1)
  .max(200)
  .refine(noNul, commonMessages.nulCharacter);

export const exportFormatSchema = z.enum(EXPORT_FORMATS, { error: listMessages.formatInvalid });
/** `format` of a call that answers JSON unless asked for an export (the summaries, the person balance). */
export const jsonOrExportFormatSchema = z
  .enum(['json', ...EXPORT_FORMATS], { error: listMessages.formatInvalid })
  .default('json');

/** The date ranges a list filters by, each as `<name>From` / `<name>To`. */
type RangeShape<D extends string> = {
  [K in D as `${K}From` | `${K}To`]: z.ZodOptional<typeof isoDateSchema>;
};

/**
 * A list's query schema: page, size, q and sort, its own filters, and date ranges named `dates`
 * (`billFrom`, `billTo`, ...). Refuses page without size, a from after its to, and a `<name>Min` above
 * its `<name>Max` (amountMin / amountMax, ...).
 */
export function listQuerySchema<
  const F extends string,
  S extends z.ZodRawShape,
  const D extends string = never,
>(spec: ListSpec<F, S, D>) {
  return listSchema(spec, {}, true);
}

/** A list's export query: the list's query and `format` (xlsx or csv); page and size are ignored. */
export function listExportQuerySchema<
  const F extends string,
  S extends z.ZodRawShape,
  const D extends string = never,
>(spec: ListSpec<F, S, D>) {
  return listSchema(spec, { format: exportFormatSchema }, false);
}

/**
 * A list's parameters. `filters` may also name `q` (a list that keeps its older q rules) or `page`
 * and `size` (a list that always pages, with defaults): they take the place of the shared ones.
 */
export interface ListSpec<F extends string, S extends z.ZodRawShape, D extends string> {
  sort: readonly F[];
  filters: S;
  dates?: readonly D[];
  /** Parameters the list answered without page and size before it was searchable (its own modes), still taken alone. */
  unpaged?: readonly string[];
}

function listSchema<F extends string, S extends z.ZodRawShape, D extends string, E extends z.ZodRawShape>(
  spec: ListSpec<F, S, D>,
  extra: E,
  /** A list call: q, sort and filters come with page and size (the whole list stays the plain call's). */
  pagedOnly: boolean,
) {
  const dates = (spec.dates ?? []) as readonly D[];
  const ranges = Object.fromEntries(
    dates.flatMap((d) => [
      [`${d}From`, isoDateSchema.optional()],
      [`${d}To`, isoDateSchema.optional()],
    ]),
  ) as RangeShape<D>;
  const shared = {
    ...listPageQuerySchema.shape,
    q: searchParamSchema.optional(),
    sort: sortParamSchema(spec.sort).optional(),
  };
  // A filter named as a shared parameter replaces it (ListSpec), in the type as in the object.
  const shape = { ...shared, ...spec.filters, ...ranges, ...extra } as Omit<typeof shared, keyof S> &
    S &
    RangeShape<D> &
    E;
  return z.object(shape).superRefine((query, ctx) => {
    const values = query as Record<string, unknown>;
    if ((values.page === undefined) !== (values.size === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'Send page and size together' });
    }
    const alone = new Set(['page', 'size', ...(spec.unpaged ?? [])]);
    const narrowed = Object.keys(values).some((k) => !alone.has(k) && values[k] !== undefined);
    if (pagedOnly && narrowed && values.page === undefined) {
      ctx.addIssue({ code: 'custom', message: listMessages.pageRequired });
    }
    for (const d of dates) {
      const from = values[`${d}From`];
      const to = values[`${d}To`];
      if (typeof from === 'string' && typeof to === 'string' && from > to) {
        ctx.addIssue({ code: 'custom', path: [`${d}From`], message: listMessages.rangeReversed(d) });
      }
    }
    // Every amount range `<name>Min` / `<name>Max` (amount; the payables' total and outstanding).
    for (const key of Object.keys(values)) {
      if (!key.endsWith('Min')) continue;
      const name = key.slice(0, -'Min'.length);
      const min = values[key];
      const max = values[`${name}Max`];
      if (typeof min === 'string' && typeof max === 'string' && Number(min) > Number(max)) {
        ctx.addIssue({ code: 'custom', path: [key], message: listMessages.rangeReversed(name) });
      }
    }
  });
}
