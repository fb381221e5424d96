import { listMessages } from '@sitebook/contract';
import type { Formatters } from '../lib/format';
import { type ListParamValue, paramText } from '../lib/list-state';

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A list's filter, as its filter form shows it and its chip names it. `name` is the query
 * parameter, or for a range its stem: `bill` → billFrom / billTo, `amount` → amountMin / amountMax.
 */
export type ListFilter =
  | { kind: 'multiSelect'; name: string; label: string; options: readonly FilterOption[] }
  | { kind: 'select'; name: string; label: string; options: readonly FilterOption[] }
  | { kind: 'text'; name: string; label: string }
  | { kind: 'dateRange'; name: string; label: string }
  | { kind: 'flag'; name: string; label: string }
  | { kind: 'amountRange'; name: string; label: string };

/** The query parameters a filter sets. */
export function filterParams(filter: ListFilter): [string] | [string, string] {
  if (filter.kind === 'dateRange') return [`${filter.name}From`, `${filter.name}To`];
  if (filter.kind === 'amountRange') return [`${filter.name}Min`, `${filter.name}Max`];
  return [filter.name];
}

/** An active filter as a removable chip: its text and the parameters removing it clears. */
export interface FilterChip {
  key: string;
  text: string;
  params: string[];
}

const optionLabel = (options: readonly FilterOption[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

/** A set filter's chip text, or undefined when `query` does not set it. */
function chipText(
  filter: ListFilter,
  query: Record<string, unknown>,
  format: Pick<Formatters, 'date' | 'amount'>,
): string | undefined {
  const [first, second] = filterParams(filter).map((p) => paramText(query[p]));
  if (first === undefined && second === undefined) return undefined;
  if (filter.kind === 'flag') return query[filter.name] === true ? filter.label : undefined;
  if (filter.kind === 'text') return listMessages.chip(filter.label, first ?? '');
  if (filter.kind === 'multiSelect' || filter.kind === 'select') {
    const values = Array.isArray(query[filter.name]) ? (query[filter.name] as string[]) : [first ?? ''];
    return listMessages.chip(filter.label, values.map((v) => optionLabel(filter.options, v)).join(', '));
  }
  const show = filter.kind === 'dateRange' ? format.date : format.amount;
  return listMessages.chip(filter.label, listMessages.range(first && show(first), second && show(second)));
}

/** The chips of the filters that are set in `query`, in the filters' order. */
export function filterChips(
  filters: readonly ListFilter[],
  query: Record<string, unknown>,
  format: Pick<Formatters, 'date' | 'amount'>,
): FilterChip[] {
  return filters.flatMap((filter) => {
    const text = chipText(filter, query, format);
    return text === undefined ? [] : [{ key: filter.name, text, params: filterParams(filter) }];
  });
}

/** The filter form's values: text per parameter, the chosen values of a multi-select, a flag's switch. */
export type FilterDraft = Record<string, string | string[] | boolean>;

/** The form's values for what `query` filters by. */
export function draftOf(filters: readonly ListFilter[], query: Record<string, unknown>): FilterDraft {
  const draft: FilterDraft = {};
  for (const filter of filters) {
    for (const param of filterParams(filter)) {
      const value = query[param];
      if (filter.kind === 'multiSelect') draft[param] = Array.isArray(value) ? [...value] : [];
      else if (filter.kind === 'flag') draft[param] = value === true;
      else draft[param] = paramText(value) ?? '';
    }
  }
  return draft;
}

/** The form's values as the changes to the list's query (an empty value removes its filter). */
export function draftChanges(draft: FilterDraft): Record<string, ListParamValue> {
  return Object.fromEntries(
    Object.entries(draft).map(([name, value]) => [name, typeof value === 'string' ? value.trim() : value]),
  );
}
