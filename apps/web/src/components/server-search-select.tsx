import { type ComboboxItem, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

export interface ServerSearchSelectProps<T>
  extends Omit<
    SelectProps,
    | 'data'
    | 'value'
    | 'onChange'
    | 'searchable'
    | 'searchValue'
    | 'onSearchChange'
    | 'filter'
    | 'nothingFoundMessage'
    | 'onDropdownOpen'
    | 'onDropdownClose'
  > {
  /** The chosen item's option value, or null. */
  value: string | null;
  /** Called with the chosen item (null when cleared). */
  onChange: (value: string | null, item: T | null) => void;
  /** Prefix of the react-query keys of the answers (the term or the value is appended). */
  queryKey: QueryKey;
  /** The server's choices for a trimmed term; '' asks for the first choices. */
  search: (term: string) => Promise<T[]>;
  /** Finds the chosen item when no answer holds it (a form that opens with a value). */
  lookup: (value: string) => Promise<T | null>;
  toOption: (item: T) => ComboboxItem;
  /** Longest term sent (longer typing is cut). */
  maxLength: number;
  debounceMs: number;
  messages: { searching: string; nothingFound: string; resultCount: (n: number) => string };
}

/**
 * A searchable Select whose choices come from the server: the typed text, debounced, is sent to
 * `search` (react-query caches each term) and the answers are shown as they are (no filtering here).
 * Nothing is fetched until the dropdown opens. A value with no answer holding it is shown by
 * `lookup`, so an edit form shows its item without loading every choice. The live region tells screen
 * readers how many choices arrived.
 */
export function ServerSearchSelect<T>({
  value,
  onChange,
  queryKey,
  search,
  lookup,
  toOption,
  maxLength,
  debounceMs,
  messages,
  ...selectProps
}: ServerSearchSelectProps<T>) {
  const [searchValue, setSearchValue] = useState('');
  const [opened, setOpened] = useState(false);
  const [chosen, setChosen] = useState<T | null>(null);

  const chosenMatches = chosen !== null && value !== null && toOption(chosen).value === value;
  const found = useQuery({
    queryKey: [...queryKey, 'value', value],
    queryFn: () => lookup(value as string),
    enabled: value !== null && !chosenMatches,
    staleTime: 60_000,
  });
  const current = chosenMatches ? chosen : value !== null ? (found.data ?? null) : null;
  // If the lookup finds nothing, the value itself stands in for the label (nothing while it runs:
  // Mantine keeps the first label it is shown).
  const currentOption: ComboboxItem | null = current
    ? toOption(current)
    : value !== null && found.isSuccess
      ? { value, label: value }
      : null;

  // The text shown is the chosen item's label until the user types something else.
  const typing = !(currentOption && searchValue === currentOption.label);
  const term = typing ? searchValue.trim().slice(0, maxLength) : '';
  const [debouncedTerm] = useDebouncedValue(term, debounceMs);
  const answers = useQuery({
    queryKey: [...queryKey, 'search', debouncedTerm],
    queryFn: () => search(debouncedTerm),
    enabled: opened,
    staleTime: 30_000,
  });
  const pending = opened && (term !== debouncedTerm || answers.isFetching);
  const items = pending ? [] : (answers.data ?? []);

  const options = items.map(toOption);
  // Not typing: the chosen item stays among the choices (Mantine keeps showing it while one types).
  if (currentOption && !term && !options.some((o) => o.value === currentOption.value)) {
    options.unshift(currentOption);
  }

  const choose = (next: string | null) => {
    const item = next === null ? null : (items.find((i) => toOption(i).value === next) ?? current);
    setChosen(item);
    onChange(next, item);
  };

  return (
    <>
      <Select
        {...selectProps}
        searchable
        // Focus alone (a failed submit moving to the first bad field) does not cover the form with
        // the list; a click, typing or the arrow keys open it.
        openOnFocus={false}
        data={options}
        value={value}
        onChange={choose}
        searchValue={searchValue}
        onSearchChange={setSearchValue}
        filter={({ options: all }) => all}
        nothingFoundMessage={pending ? messages.searching : messages.nothingFound}
        onDropdownOpen={() => setOpened(true)}
        onDropdownClose={() => setOpened(false)}
        aria-busy={pending || undefined}
      />
      <div className="sb-visually-hidden" role="status" aria-live="polite">
        {opened && !pending && answers.data ? messages.resultCount(answers.data.length) : ''}
      </div>
    </>
  );
}
