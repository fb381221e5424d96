import { Button, Group, Text } from '@mantine/core';
import { listMessages } from '@sitebook/contract';
import { IconX } from '@tabler/icons-react';
import type { FilterChip } from './list-filters';

interface ListFilterChipsProps {
  chips: readonly FilterChip[];
  onRemove: (chip: FilterChip) => void;
  /** Shown with the chips when a search or filter is on. */
  showClearAll: boolean;
  onClearAll: () => void;
  /** What the search and filters found (announced when it changes), or nothing. */
  countText: string | undefined;
}

/** The active filters as chips, each a button removing it, "Clear all" and the count found. */
export function ListFilterChips({
  chips,
  onRemove,
  showClearAll,
  onClearAll,
  countText,
}: ListFilterChipsProps) {
  return (
    <Group gap="xs" wrap="wrap" align="center">
      {chips.map((chip) => (
        <Button
          key={chip.key}
          size="compact-sm"
          variant="light"
          radius="xl"
          rightSection={<IconX size={14} aria-hidden />}
          aria-label={listMessages.removeFilter(chip.text)}
          onClick={() => onRemove(chip)}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
          h="auto"
          mih={26}
        >
          {chip.text}
        </Button>
      ))}
      {showClearAll && (
        <Button size="compact-sm" variant="subtle" onClick={onClearAll}>
          {listMessages.clearFilters}
        </Button>
      )}
      <Text role="status" size="sm" c="gray.8" ml={countText ? 'auto' : undefined}>
        {countText ?? ''}
      </Text>
    </Group>
  );
}
