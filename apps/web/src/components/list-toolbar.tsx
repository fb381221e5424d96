import { Group, Stack } from '@mantine/core';
import { type ExportFormat, LIST_COUNT_CAP, listMessages } from '@sitebook/contract';
import type { DownloadResult } from '../lib/api-client';
import { useFormat } from '../lib/format';
import type { ListQueryBase, ListState } from '../lib/list-state';
import { ListExportMenu } from './list-export-menu';
import { ListFilterChips } from './list-filter-chips';
import { ListFilterPopover } from './list-filter-popover';
import { type FilterChip, filterChips, type ListFilter } from './list-filters';
import { ListSearch } from './list-search';

interface ListToolbarProps<Q extends ListQueryBase> {
  state: ListState<Q>;
  /** The list's name in the texts ("payables"). */
  what: string;
  filters: readonly ListFilter[];
  /** Downloads what the list's search and filters select. */
  onExport?: (format: ExportFormat) => Promise<DownloadResult>;
  /** The current answer's count, to say what a search or filter found. */
  count?: { total: number; capped?: boolean };
  /** Said after the count (what the payables filtered to overdue still owe). */
  summary?: string;
}

/** The count a search or filter found: the number, or "More than 10,000" when the server stopped counting. */
export function useCountText(count: { total: number; capped?: boolean } | undefined): string | undefined {
  const format = useFormat();
  if (!count) return undefined;
  return count.capped ? listMessages.moreThan(format.number(LIST_COUNT_CAP)) : format.number(count.total);
}

/** The chips of a list's active filters. */
export function useFilterChips<Q extends ListQueryBase>(state: ListState<Q>, filters: readonly ListFilter[]) {
  const format = useFormat();
  return filterChips(filters, state.query as Record<string, unknown>, format);
}

/** The empty result's text of a search or filter, naming what was searched. */
export function noMatchText(what: string, q: string | undefined, chips: readonly FilterChip[]) {
  return listMessages.noMatch(what, listMessages.searched(q, ...chips.map((c) => c.text)));
}

/**
 * A list's search box, Filters popover, Export menu, and under them the active filters as chips
 * with "Clear all" and the count found. Everything lives in the URL (useListState).
 */
export function ListToolbar<Q extends ListQueryBase>({
  state,
  what,
  filters,
  onExport,
  count,
  summary,
}: ListToolbarProps<Q>) {
  const chips = useFilterChips(state, filters);
  const countText = useCountText(state.filtered ? count : undefined);
  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <ListSearch
          what={what}
          value={state.searchText}
          onChange={state.setSearchText}
          onSubmit={state.submitSearch}
          onClear={state.clearSearch}
        />
        <Group gap="sm" wrap="nowrap">
          {filters.length > 0 && (
            <ListFilterPopover
              filters={filters}
              query={state.query as Record<string, unknown>}
              activeCount={chips.length}
              check={state.check}
              onApply={state.setFilters}
            />
          )}
          {onExport && <ListExportMenu onExport={onExport} />}
        </Group>
      </Group>
      <ListFilterChips
        chips={chips}
        onRemove={(chip) => state.removeFilters(chip.params)}
        showClearAll={state.filtered}
        onClearAll={state.clearAll}
        countText={countText && [listMessages.found(countText), ...(summary ? [summary] : [])].join(' · ')}
      />
    </Stack>
  );
}
