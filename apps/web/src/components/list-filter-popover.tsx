import {
  Badge,
  Button,
  Fieldset,
  Group,
  MultiSelect,
  Popover,
  Select,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { listMessages } from '@sitebook/contract';
import { IconFilter } from '@tabler/icons-react';
import { useState } from 'react';
import type { ListParamValue } from '../lib/list-state';
import { AmountInput } from './amount-input';
import { DateField } from './date-field';
import { draftChanges, draftOf, type FilterDraft, filterParams, type ListFilter } from './list-filters';

interface ListFilterPopoverProps {
  filters: readonly ListFilter[];
  /** The list's current query (parsed). */
  query: Record<string, unknown>;
  /** How many filters are on (shown on the button). */
  activeCount: number;
  /** The schema's refusals of the changes, by parameter. */
  check: (changes: Record<string, ListParamValue>) => Record<string, string>;
  onApply: (changes: Record<string, ListParamValue>) => void;
}

// The pickers' lists open inside the popover: in a portal, a click on an option would be a click
// outside the popover and close it.
const INLINE = { withinPortal: false } as const;

/**
 * "Filters": a popover (full width on a phone) with the list's filter fields, applied together
 * with Apply; a refusal (a range from after its to) shows under its field and applies nothing.
 */
export function ListFilterPopover({ filters, query, activeCount, check, onApply }: ListFilterPopoverProps) {
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<FilterDraft>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const open = () => {
    setDraft(draftOf(filters, query));
    setErrors({});
    setOpened(true);
  };
  const set = (param: string, value: string | string[] | boolean) =>
    setDraft((d) => ({ ...d, [param]: value }));
  const apply = () => {
    const changes = draftChanges(draft);
    const refused = check(changes);
    const own = Object.fromEntries(Object.entries(refused).filter(([name]) => name in draft));
    if (Object.keys(own).length > 0) {
      setErrors(own);
      return;
    }
    onApply(changes);
    setOpened(false);
  };
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={360}
      trapFocus
      returnFocus
      shadow="md"
      withinPortal
    >
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconFilter size={18} aria-hidden />}
          rightSection={
            activeCount > 0 ? (
              <Badge size="sm" circle>
                {activeCount}
              </Badge>
            ) : null
          }
          onClick={() => (opened ? setOpened(false) : open())}
        >
          {listMessages.filters}
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw="calc(100vw - 2rem)">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <Stack gap="sm">
            {filters.map((filter) => (
              <FilterField key={filter.name} filter={filter} draft={draft} errors={errors} onChange={set} />
            ))}
            <Group justify="flex-end" gap="sm">
              <Button type="submit">{listMessages.apply}</Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}

interface FilterFieldProps {
  filter: ListFilter;
  draft: FilterDraft;
  errors: Record<string, string>;
  onChange: (param: string, value: string | string[] | boolean) => void;
}

/** One filter's field(s) in the form: a range is a From / To (Min / Max) pair under its name. */
function FilterField({ filter, draft, errors, onChange }: FilterFieldProps) {
  const [first, second = first] = filterParams(filter);
  const text = (param: string) => (typeof draft[param] === 'string' ? (draft[param] as string) : '');
  if (filter.kind === 'multiSelect')
    return (
      <MultiSelect
        label={filter.label}
        data={[...filter.options]}
        value={Array.isArray(draft[first]) ? (draft[first] as string[]) : []}
        onChange={(value) => onChange(first, value)}
        error={errors[first]}
        comboboxProps={INLINE}
        clearable
      />
    );
  if (filter.kind === 'select')
    return (
      <Select
        label={filter.label}
        data={[...filter.options]}
        value={text(first) || null}
        onChange={(value) => onChange(first, value ?? '')}
        error={errors[first]}
        comboboxProps={INLINE}
        searchable
        clearable
      />
    );
  if (filter.kind === 'text')
    return (
      <TextInput
        label={filter.label}
        value={text(first)}
        onChange={(event) => onChange(first, event.currentTarget.value)}
        error={errors[first]}
        maxLength={200}
      />
    );
  if (filter.kind === 'flag')
    return (
      <Switch
        label={filter.label}
        checked={draft[first] === true}
        onChange={(event) => onChange(first, event.currentTarget.checked)}
      />
    );
  if (filter.kind === 'dateRange')
    return (
      <Fieldset legend={filter.label} variant="unstyled">
        <Group gap="xs" grow align="flex-start">
          <DateField
            label={listMessages.from}
            value={text(first)}
            onChange={(value) => onChange(first, value)}
            error={errors[first]}
          />
          <DateField
            label={listMessages.to}
            value={text(second)}
            onChange={(value) => onChange(second, value)}
            error={errors[second]}
          />
        </Group>
      </Fieldset>
    );
  return (
    <Fieldset legend={filter.label} variant="unstyled">
      <Group gap="xs" grow align="flex-start">
        <AmountInput
          label={listMessages.min}
          value={text(first)}
          onChange={(value) => onChange(first, String(value))}
          error={errors[first]}
        />
        <AmountInput
          label={listMessages.max}
          value={text(second)}
          onChange={(value) => onChange(second, String(value))}
          error={errors[second]}
        />
      </Group>
    </Fieldset>
  );
}
