import { useDebouncedCallback } from '@mantine/hooks';
import { type SortOrder, sortParam } from '@sitebook/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/** What every list query schema parses to (the contract's listQuerySchema): page, size, q, sort. */
export interface ListQueryBase {
  page?: number;
  size?: number;
  q?: string;
  sort?: SortOrder;
}

/** A value a list parameter is set to; undefined, null, '', false and [] remove it. */
export type ListParamValue = string | number | boolean | readonly string[] | SortOrder | null | undefined;

/** The search box commits this long after the last key press. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The parameters that are not filters. */
const NOT_FILTERS = new Set(['page', 'size', 'q', 'sort']);

const isSortOrder = (value: unknown): value is SortOrder =>
  typeof value === 'object' && value !== null && 'field' in value && 'direction' in value;

/** A parameter's text in a query string, or undefined when it is not set. */
export function paramText(value: unknown): string | undefined {
  if (value === undefined || value === null || value === false || value === '') return undefined;
  if (value === true) return 'true';
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.join(',');
  if (isSortOrder(value)) return sortParam(value);
  return String(value);
}

/** The query as parameters, in the schema's order, leaving out `omit` and unset values. */
export function queryParams(query: Record<string, unknown>, omit: readonly string[] = []): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const text = omit.includes(name) ? undefined : paramText(value);
    if (text !== undefined) params.set(name, text);
  }
  return params;
}

/**
 * Parses a list's URL parameters with its contract schema. A parameter the schema refuses is
 * dropped (a bookmark from an older version, a hand-edited URL), never an error: the rest still
 * applies. The URL carries no size (the list's fixed page size is put in) and page only past 1.
 */
export function parseListQuery<Q extends ListQueryBase>(
  schema: z.ZodType<Q>,
  params: URLSearchParams,
  pageSize: number,
): Q {
  const raw: Record<string, string> = {};
  for (const [name, value] of params) if (value !== '' && !(name in raw)) raw[name] = value;
  raw.page ??= '1';
  raw.size = String(pageSize);
  // Each pass drops the parameters the schema names in its issues; a refusal naming none (there is
  // none today) leaves the plain first page.
  for (let pass = 0; pass < 20; pass++) {
    const result = schema.safeParse(raw);
    if (result.success) return inSchemaOrder(schema, result.data as Record<string, unknown>) as Q;
    const named = result.error.issues.map((issue) => issue.path[0]).filter((p) => typeof p === 'string');
    if (named.length === 0) break;
    for (const name of named) {
      if (name === 'page') raw.page = '1';
      else if (name === 'size') break;
      else delete raw[name];
    }
  }
  return schema.parse({ page: '1', size: String(pageSize) });
}

/**
 * The query's keys in the schema's order, so that one view has one URL and one API query string
 * (the list call's cache key) whichever filter was set first.
 */
function inSchemaOrder(schema: z.ZodType, values: Record<string, unknown>): Record<string, unknown> {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  if (!shape) return values;
  const names = [...Object.keys(shape), ...Object.keys(values).filter((name) => !(name in shape))];
  return Object.fromEntries(names.filter((name) => name in values).map((name) => [name, values[name]]));
}

/** The schema's refusals of a query, by parameter (the filter form shows them under its fields). */
export function queryErrors<Q>(
  schema: z.ZodType<Q>,
  values: Record<string, unknown>,
): Record<string, string> {
  const raw = Object.fromEntries(queryParams(values, ['page', 'size']));
  const result = schema.safeParse(raw);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const name = issue.path[0];
    if (typeof name === 'string' && !(name in errors)) errors[name] = issue.message;
  }
  return errors;
}

export interface ListState<Q extends ListQueryBase> {
  /** The list's query from the URL, parsed (page and size included). */
  query: Q;
  page: number;
  sort: SortOrder | undefined;
  /** The search box's text (committed to the URL after a pause in typing). */
  searchText: string;
  setSearchText: (text: string) => void;
  /** Commits the search box's text now (Enter). */
  submitSearch: () => void;
  clearSearch: () => void;
  /** Sets (or, with an empty value, removes) filters in one history entry; back to page 1. */
  setFilters: (changes: Record<string, ListParamValue>) => void;
  removeFilters: (names: readonly string[]) => void;
  /** Removes the search and every filter (the sort stays). */
  clearAll: () => void;
  setSort: (order: SortOrder | undefined) => void;
  /** `replace`: correct the page without a history entry (a page past the end). */
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** q, sort and the filters as the API's query string (no page and size): the list call's key and the export's query. */
  apiQuery: string;
  /** A search or a filter is on (the sort alone is not one). */
  filtered: boolean;
  /** The names of the filters that are set. */
  activeFilters: string[];
  /** The refusals of `changes` on top of the current query, by parameter (empty when they apply). */
  check: (changes: Record<string, ListParamValue>) => Record<string, string>;
}

/**
 * A list's search, filters, sort and page, kept in the URL's search parameters (after the hash):
 * a filtered view can be bookmarked, reloaded, and Back restores the one before. Filter, sort and
 * page changes push a history entry; the search box replaces it, so typing does not flood the
 * history. Any change but the page's goes back to page 1.
 */
export function useListState<Q extends ListQueryBase>(
  schema: z.ZodType<Q>,
  { pageSize }: { pageSize: number },
): ListState<Q> {
  const [params, setParams] = useSearchParams();
  const paramsText = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text stands for the params object, which is new on every render.
  const query = useMemo(() => parseListQuery(schema, params, pageSize), [schema, paramsText, pageSize]);
  const values = query as Record<string, unknown>;

  const update = (changes: Record<string, ListParamValue>, replace = false) =>
    setParams(
      (current) => {
        const parsed = parseListQuery(schema, current, pageSize) as Record<string, unknown>;
        const next: Record<string, unknown> = { ...parsed, page: undefined };
        Object.assign(next, changes);
        if (next.page === 1) next.page = undefined;
        return queryParams(inSchemaOrder(schema, next), ['size']);
      },
      { replace, preventScrollReset: true },
    );

  const committed = query.q ?? '';
  const [searchText, setText] = useState(committed);
  const typing = useRef(false);
  useEffect(() => {
    // The URL's search changed (Back, a link, Clear all): the box shows it, unless a commit is due.
    if (!typing.current) setText((text) => (text.trim() === committed ? text : committed));
  }, [committed]);
  const commitSearch = useDebouncedCallback((text: string) => {
    typing.current = false;
    if (text.trim() !== committed) update({ q: text.trim() }, true);
  }, SEARCH_DEBOUNCE_MS);

  const activeFilters = Object.keys(values).filter(
    (name) => !NOT_FILTERS.has(name) && paramText(values[name]) !== undefined,
  );
  const clearedFilters = () => Object.fromEntries(activeFilters.map((name) => [name, undefined]));

  return {
    query,
    page: query.page ?? 1,
    sort: query.sort,
    searchText,
    setSearchText: (text) => {
      setText(text);
      typing.current = true;
      commitSearch(text);
    },
    submitSearch: () => commitSearch.flush(),
    clearSearch: () => {
      commitSearch.cancel();
      typing.current = false;
      setText('');
      update({ q: undefined }, true);
    },
    setFilters: (changes) => update(changes),
    removeFilters: (names) => update(Object.fromEntries(names.map((name) => [name, undefined]))),
    clearAll: () => {
      commitSearch.cancel();
      typing.current = false;
      setText('');
      update({ ...clearedFilters(), q: undefined });
    },
    setSort: (order) => update({ sort: order }),
    setPage: (page, options) => update({ page }, options?.replace),
    apiQuery: queryParams(values, ['page', 'size']).toString(),
    filtered: query.q !== undefined || activeFilters.length > 0,
    activeFilters,
    check: (changes) => queryErrors(schema, { ...values, ...changes }),
  };
}
