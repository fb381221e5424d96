import { commonMessages } from '@sitebook/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { parseTypedDate } from '../lib/format';
import { DateField } from './date-field';

/** A field with its value shown beside it, as a form keeps it. */
function Harness({ initial = '', required = false }: { initial?: string; required?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Bill Date" value={value} onChange={setValue} required={required} />
      <output aria-label="kept">{value}</output>
    </>
  );
}

describe('parseTypedDate', () => {
  it('reads day-first dates and a pasted yyyy-mm-dd, and only real calendar dates', () => {
    expect(parseTypedDate('05-11-2026')).toBe('2026-11-05');
    expect(parseTypedDate(' 5/1/2026 ')).toBe('2026-01-05');
    expect(parseTypedDate('29.02.2028')).toBe('2028-02-29');
    expect(parseTypedDate('2026-11-05')).toBe('2026-11-05');
    expect(parseTypedDate('31-02-2026')).toBeNull();
    expect(parseTypedDate('29-02-2026')).toBeNull();
    expect(parseTypedDate('11/05')).toBeNull();
    expect(parseTypedDate('tomorrow')).toBeNull();
  });
});

describe('DateField', () => {
  it('shows the value as dd-mm-yyyy and keeps what is typed as yyyy-mm-dd', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="2026-04-03" />);
    const input = screen.getByRole('textbox', { name: 'Bill Date' });
    expect(input).toHaveValue('03-04-2026');
    expect(input).toHaveAttribute('placeholder', 'dd-mm-yyyy');
    expect(screen.getByRole('button', { name: commonMessages.pickDate })).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '05-11-2026');
    expect(screen.getByLabelText('kept')).toHaveTextContent('2026-11-05');
    await user.tab();
    expect(input).toHaveValue('05-11-2026');
  });

  it('leaves the value as it was when the text is not a real date, and erasing it clears the date', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="2026-04-03" required />);
    const input = screen.getByRole('textbox', { name: /Bill Date/ });
    await user.clear(input);
    await user.type(input, '31-02-2026');
    expect(screen.getByLabelText('kept')).toHaveTextContent(/^$/);
    await user.clear(input);
    await user.type(input, '3-4-20');
    await user.tab();
    // Not a date: the field shows the value it keeps (none).
    expect(input).toHaveValue('');
  });

  it('a read-only date shows no calendar button', () => {
    renderWithProviders(<DateField label="Current Balance Date" value="2026-04-03" readOnly />);
    expect(screen.getByRole('textbox', { name: 'Current Balance Date' })).toHaveValue('03-04-2026');
    expect(screen.queryByRole('button', { name: commonMessages.pickDate })).not.toBeInTheDocument();
  });

  it('offers a calendar to pick the day from', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="2026-04-03" />);
    await user.click(screen.getByRole('textbox', { name: 'Bill Date' }));
    // Typing never opens it: only its button does.
    expect(screen.queryByLabelText('17 April 2026')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: commonMessages.pickDate }));
    await user.click(await screen.findByLabelText('17 April 2026'));
    expect(screen.getByLabelText('kept')).toHaveTextContent('2026-04-17');
    expect(screen.getByRole('textbox', { name: 'Bill Date' })).toHaveValue('17-04-2026');
  });
});
