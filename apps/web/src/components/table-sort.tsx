import { Group, Select, UnstyledButton } from '@mantine/core';
import { listMessages, type SortDirection, type SortOrder, sortParam } from '@sitebook/contract';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A table's sort order and what changes it (none: the list's default order). */
export interface TableSorting {
  sort: SortOrder | undefined;
  onSortChange: (order: SortOrder | undefined) => void;
}

interface SortHeaderProps {
  header: ReactNode;
  field: string;
  /** The column's direction when the list is sorted by it. */
  direction: SortDirection | undefined;
  align: 'left' | 'center' | 'right' | undefined;
  onSortChange: (order: SortOrder) => void;
}

/**
 * A sortable column's header: a button sorting by the column, ascending first, then each press
 * turns the direction. The th's aria-sort says the order; the arrow shows only on the sorted
 * column, so the headers keep their width.
 */
export function SortHeader({ header, field, direction, align, onSortChange }: SortHeaderProps) {
  const Arrow = direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <UnstyledButton
      className="sb-sort-button"
      aria-label={typeof header === 'string' ? listMessages.sortBy(header) : undefined}
      onClick={() => onSortChange({ field, direction: direction === 'asc' ? 'desc' : 'asc' })}
      fz="inherit"
      fw="inherit"
      style={{ textAlign: align ?? 'left' }}
    >
      <Group component="span" gap={2} wrap="nowrap" justify={align === 'right' ? 'flex-end' : undefined}>
        <span>{header}</span>
        {direction && <Arrow size={12} stroke={2.5} aria-hidden />}
      </Group>
    </UnstyledButton>
  );
}

/** The sort select's first option: the list's own order (no sort parameter). */
const DEFAULT_ORDER = 'default';

/** On a phone (cards, no headers): a "Sort by" select: the default order, then each sortable column both ways. */
export function SortSelect<T extends { header: ReactNode; sortField?: string }>({
  columns,
  sorting,
}: {
  columns: readonly T[];
  sorting: TableSorting;
}) {
  const data = columns.flatMap((column) =>
    column.sortField && typeof column.header === 'string'
      ? (['asc', 'desc'] as const).map((direction) => ({
          value: sortParam({ field: column.sortField as string, direction }),
          label: listMessages.sortOption(column.header as string, direction),
        }))
      : [],
  );
  if (data.length === 0) return null;
  return (
    <Select
      label={listMessages.sortLabel}
      data={[{ value: DEFAULT_ORDER, label: listMessages.defaultOrder }, ...data]}
      value={sorting.sort ? sortParam(sorting.sort) : DEFAULT_ORDER}
      onChange={(value) => {
        const [field, direction] = (value ?? '').split(',');
        sorting.onSortChange(
          field && (direction === 'asc' || direction === 'desc') ? { field, direction } : undefined,
        );
      }}
      allowDeselect={false}
      mb="sm"
    />
  );
}
