import '@mantine/dates/styles.css';
import { ActionIcon, Popover, TextInput, type TextInputProps } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { commonMessages } from '@sitebook/contract';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { formatDate, parseTypedDate, useDisplayFormat } from '../lib/format';

export interface DateFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue' | 'type'> {
  /** 'YYYY-MM-DD', or '' for no date. */
  value?: string | null;
  /** Called with 'YYYY-MM-DD', or '' when the date is erased. */
  onChange?: (value: string) => void;
}

/**
 * A date typed and shown in the company's order (dd-mm-yyyy for India), with a calendar behind
 * its button. Its value stays 'YYYY-MM-DD', as the contract's schemas and the server take it; a
 * pasted yyyy-mm-dd is understood too. Text that is not a real date leaves the value as it was
 * and is put back on leaving the field. The calendar opens only from its button, so typing on a
 * phone never has it covering the fields below.
 */
export function DateField({ value, onChange, onBlur, readOnly, disabled, ...rest }: DateFieldProps) {
  const format = useDisplayFormat();
  const shown = value ? formatDate(value, format) : '';
  const [text, setText] = useState(shown);
  const [opened, setOpened] = useState(false);

  // A value set from outside (a default, a reset, a pick) replaces the text, unless the text says it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new value should rewrite the text.
  useEffect(() => {
    if ((parseTypedDate(text) ?? '') !== (value ?? '')) setText(shown);
  }, [value]);

  const type = (next: string) => {
    setText(next);
    if (next.trim() === '') onChange?.('');
    else {
      const date = parseTypedDate(next);
      if (date) onChange?.(date);
    }
  };
  const pick = (date: string | null) => {
    onChange?.(date ?? '');
    setText(date ? formatDate(date, format) : '');
    setOpened(false);
  };

  const editable = !readOnly && !disabled;
  // The calendar hangs from its button (a textbox may not carry the popup's aria-expanded).
  const calendar = editable ? (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withinPortal trapFocus shadow="md">
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={commonMessages.pickDate}
          onClick={() => setOpened((open) => !open)}
        >
          <IconCalendar size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <DatePicker value={value || null} defaultDate={value || undefined} onChange={pick} />
      </Popover.Dropdown>
    </Popover>
  ) : undefined;
  return (
    <TextInput
      {...rest}
      readOnly={readOnly}
      disabled={disabled}
      value={text}
      placeholder={rest.placeholder ?? format.datePattern.toLowerCase()}
      inputMode="numeric"
      autoComplete="off"
      onChange={(event) => type(event.currentTarget.value)}
      onBlur={(event) => {
        setText(shown);
        onBlur?.(event);
      }}
      rightSection={calendar}
    />
  );
}
