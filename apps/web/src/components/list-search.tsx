import { CloseButton, TextInput } from '@mantine/core';
import { LIST_SEARCH_MAX, listMessages } from '@sitebook/contract';
import { IconSearch } from '@tabler/icons-react';

interface ListSearchProps {
  /** The list's name in the placeholder ("payables"). */
  what: string;
  value: string;
  onChange: (text: string) => void;
  onSubmit: () => void;
  onClear: () => void;
}

/** A list's search box: labelled, Enter searches at once, a clear button while it holds text. */
export function ListSearch({ what, value, onChange, onSubmit, onClear }: ListSearchProps) {
  return (
    <TextInput
      type="search"
      label={listMessages.searchLabel}
      placeholder={listMessages.searchPlaceholder(what)}
      value={value}
      maxLength={LIST_SEARCH_MAX}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSubmit();
        // Escape in a search field clears it natively; keep the URL in step.
        if (event.key === 'Escape' && value !== '') onClear();
      }}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        value === '' ? null : (
          <CloseButton size="sm" aria-label={listMessages.clearSearch} onClick={onClear} />
        )
      }
      className="sb-list-search"
      style={{ flex: '1 1 16rem', minWidth: 0 }}
    />
  );
}
