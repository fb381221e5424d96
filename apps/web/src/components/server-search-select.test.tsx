import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ServerSearchSelect } from './server-search-select';

interface Item {
  id: number;
  name: string;
  code: string;
}

const ITEMS: Item[] = Array.from({ length: 30 }, (_, k) => ({
  id: k + 1,
  name: k === 0 ? 'Ace Masonry' : k === 1 ? 'Bharat Cement' : `Vendor ${k + 1}`,
  code: `VEN${String(k + 1).padStart(5, '0')}`,
}));

const MESSAGES = {
  searching: 'Searching...',
  nothingFound: 'No vendor matches',
  resultCount: (n: number) => `${n} vendors found`,
};

/** A server stand-in: a term matches name or code ignoring case, at most 20; no term the first 20. */
function fakeServer() {
  const search = vi.fn(async (term: string) => {
    const t = term.toLowerCase();
    return ITEMS.filter(
      (i) => !t || i.name.toLowerCase().includes(t) || i.code.toLowerCase().includes(t),
    ).slice(0, 20);
  });
  const lookup = vi.fn(async (value: string) => ITEMS.find((i) => String(i.id) === value) ?? null);
  return { search, lookup };
}

function Picker({
  initial = null,
  server,
  onChange,
}: {
  initial?: string | null;
  server: ReturnType<typeof fakeServer>;
  onChange?: (value: string | null, item: Item | null) => void;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <ServerSearchSelect<Item>
        label="Vendor Name"
        value={value}
        onChange={(next, item) => {
          setValue(next);
          onChange?.(next, item);
        }}
        queryKey={['test-vendors']}
        search={server.search}
        lookup={server.lookup}
        toOption={(i) => ({ value: String(i.id), label: `${i.name} (${i.code})` })}
        maxLength={50}
        debounceMs={200}
        messages={MESSAGES}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear Vendor Name', tabIndex: 0, 'aria-hidden': false }}
      />
      <output data-testid="value">{value ?? 'none'}</output>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Vendor Name' });
const listbox = () => {
  const id = input().getAttribute('aria-controls');
  if (!id) throw new Error('The list is not open');
  return document.getElementById(id) as HTMLElement;
};
const optionTexts = () =>
  within(listbox())
    .queryAllByRole('option', { hidden: true })
    .map((o) => o.textContent);

describe('ServerSearchSelect', { timeout: 30_000 }, () => {
  it('fetches nothing until opened, then shows the first choices', async () => {
    const server = fakeServer();
    renderWithProviders(<Picker server={server} />);
    expect(input()).toHaveAccessibleName('Vendor Name');
    await new Promise((r) => setTimeout(r, 300));
    expect(server.search).not.toHaveBeenCalled();
    await userEvent.click(input());
    await waitFor(() => expect(optionTexts()).toHaveLength(20));
    expect(server.search).toHaveBeenCalledWith('');
    expect(optionTexts()[0]).toBe('Ace Masonry (VEN00001)');
    expect(await screen.findByText('20 vendors found')).toHaveAttribute('role', 'status');
  });

  it('typing searches the server once for the settled text (debounced) and shows its answers as they are', async () => {
    const server = fakeServer();
    renderWithProviders(<Picker server={server} />);
    const user = userEvent.setup();
    await user.click(input());
    await waitFor(() => expect(server.search).toHaveBeenCalledWith(''));
    await user.type(input(), 'vendor 2');
    await waitFor(() => expect(optionTexts()).toHaveLength(10));
    expect(optionTexts().slice(0, 2)).toEqual(['Vendor 20 (VEN00020)', 'Vendor 21 (VEN00021)']);
    const terms = server.search.mock.calls.map(([t]) => t);
    // One call for the first choices and one for the settled text, none for each letter.
    expect(terms).toEqual(['', 'vendor 2']);
    expect(await screen.findByText('10 vendors found')).toHaveAttribute('role', 'status');
  });

  it("choosing an answer sets the value and hands over the item; the input shows 'name (code)'", async () => {
    const server = fakeServer();
    const onChange = vi.fn();
    renderWithProviders(<Picker server={server} onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(input());
    await user.type(input(), 'cement');
    const option = await within(listbox()).findByRole('option', {
      name: 'Bharat Cement (VEN00002)',
      hidden: true,
    });
    await user.click(option);
    expect(screen.getByTestId('value')).toHaveTextContent('2');
    expect(onChange).toHaveBeenCalledWith('2', ITEMS[1]);
    expect(input()).toHaveValue('Bharat Cement (VEN00002)');
    // Leaving the field keeps the chosen label.
    await user.tab();
    expect(input()).toHaveValue('Bharat Cement (VEN00002)');
  });

  it('chooses with the keyboard alone', async () => {
    const server = fakeServer();
    renderWithProviders(<Picker server={server} />);
    const user = userEvent.setup();
    await user.tab();
    expect(input()).toHaveFocus();
    await user.keyboard('masonry');
    await waitFor(() => expect(optionTexts()).toEqual(['Ace Masonry (VEN00001)']));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('1');
    expect(input()).toHaveValue('Ace Masonry (VEN00001)');
  });

  it("says 'No vendor matches' when the server finds nothing", async () => {
    const server = fakeServer();
    renderWithProviders(<Picker server={server} />);
    const user = userEvent.setup();
    await user.click(input());
    await user.type(input(), 'zzz');
    expect(await within(listbox()).findByText('No vendor matches')).toBeInTheDocument();
    expect(optionTexts()).toEqual([]);
    expect(server.search).toHaveBeenLastCalledWith('zzz');
  });

  it('shows a value it opens with by looking it up, without searching', async () => {
    const server = fakeServer();
    renderWithProviders(<Picker server={server} initial="25" />);
    await waitFor(() => expect(input()).toHaveValue('Vendor 25 (VEN00025)'));
    expect(server.lookup).toHaveBeenCalledWith('25');
    expect(server.search).not.toHaveBeenCalled();
  });

  it('the clear button empties the value', async () => {
    const server = fakeServer();
    const onChange = vi.fn();
    renderWithProviders(<Picker server={server} initial="1" onChange={onChange} />);
    await waitFor(() => expect(input()).toHaveValue('Ace Masonry (VEN00001)'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear Vendor Name' }));
    expect(screen.getByTestId('value')).toHaveTextContent('none');
    expect(onChange).toHaveBeenCalledWith(null, null);
    expect(input()).toHaveValue('');
  });

  it('sends at most maxLength characters, trimmed', async () => {
    const server = fakeServer();
    renderWithProviders(<Picker server={server} />);
    const user = userEvent.setup();
    await user.click(input());
    await user.paste(`  ${'x'.repeat(60)}  `);
    await waitFor(() => expect(server.search).toHaveBeenLastCalledWith('x'.repeat(50)));
  });
});
