import { type PayableListQuery, payableListQuerySchema } from '@sitebook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { expectDialog } from '../../test/ui';
import { useListState } from '../lib/list-state';
import type { ListFilter } from './list-filters';
import { ListToolbar, noMatchText, useFilterChips } from './list-toolbar';

// Mantine's popovers and menus stay in their opening transition in the test DOM.
const HIDDEN = { hidden: true } as const;

const FILTERS: ListFilter[] = [
  {
    kind: 'multiSelect',
    name: 'status',
    label: 'Status',
    options: ['Invoice Raised', 'Closed'].map((s) => ({ value: s, label: s })),
  },
  {
    kind: 'select',
    name: 'siteId',
    label: 'Site',
    options: [
      { value: '1', label: 'Riverside (RST01)' },
      { value: '2', label: 'Hilltop (HLT02)' },
    ],
  },
  { kind: 'dateRange', name: 'bill', label: 'Bill date' },
  { kind: 'flag', name: 'overdue', label: 'Overdue only' },
  { kind: 'amountRange', name: 'amount', label: 'Amount' },
];

function renderToolbar(
  search = '',
  options: {
    onExport?: Parameters<typeof ListToolbar>[0]['onExport'];
    count?: { total: number; capped?: boolean };
  } = {},
) {
  function Harness() {
    const list = useListState(payableListQuerySchema, { pageSize: 8 });
    const chips = useFilterChips<PayableListQuery>(list, FILTERS);
    return (
      <>
        <ListToolbar
          state={list}
          what="payables"
          filters={FILTERS}
          onExport={options.onExport}
          count={options.count}
        />
        <p data-testid="empty">{list.filtered ? noMatchText('payables', list.query.q, chips) : ''}</p>
      </>
    );
  }
  const rendered = renderRoutes([{ path: '/list', element: <Harness /> }], `/list${search}`);
  return { ...rendered, search: () => rendered.router.state.location.search };
}

describe('ListToolbar', () => {
  it('has a labelled search box with a clear button, committing to the URL', async () => {
    const user = userEvent.setup();
    const { search } = renderToolbar();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAttribute('placeholder', 'Search payables');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await user.type(box, 'tiles{Enter}');
    await waitFor(() => expect(search()).toBe('?q=tiles'));
    expect(screen.getByTestId('empty')).toHaveTextContent('No payables match "tiles".');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(search()).toBe(''));
    expect(box).toHaveValue('');
  });

  it('shows the active filters as chips, each removable by its labelled button, and Clear all', async () => {
    const user = userEvent.setup();
    const { search } = renderToolbar(
      '?q=ce&status=Closed,Invoice%20Raised&siteId=2&overdue=true&billFrom=2026-01-01&billTo=2026-01-31&amountMin=1000',
    );
    const chips = [
      'Status: Closed, Invoice Raised',
      'Site: Hilltop (HLT02)',
      'Bill date: 01-01-2026 – 31-01-2026',
      'Overdue only',
      'Amount: from 1,000.00',
    ];
    for (const chip of chips)
      expect(screen.getByRole('button', { name: `Remove filter: ${chip}` })).toHaveTextContent(chip);
    expect(screen.getByTestId('empty')).toHaveTextContent(
      `No payables match "ce" with the filters ${chips.join('; ')}.`,
    );
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveTextContent('5');

    await user.click(
      screen.getByRole('button', { name: 'Remove filter: Bill date: 01-01-2026 – 31-01-2026' }),
    );
    await waitFor(() =>
      expect(search()).toBe('?q=ce&status=Closed%2CInvoice+Raised&siteId=2&overdue=true&amountMin=1000'),
    );

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(search()).toBe(''));
    expect(screen.queryByRole('button', { name: /^Remove filter/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
  });

  it('applies the Filters form in one history entry, back to page 1', async () => {
    const user = userEvent.setup();
    const { search, router } = renderToolbar('?page=3');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const form = await screen.findByRole('dialog', HIDDEN);
    await user.click(within(form).getByRole('textbox', { name: 'Site', ...HIDDEN }));
    await user.click(await within(form).findByRole('option', { name: 'Riverside (RST01)', ...HIDDEN }));
    await user.click(within(form).getByRole('switch', { name: 'Overdue only', ...HIDDEN }));
    await user.type(
      within(within(form).getByRole('group', { name: 'Amount', ...HIDDEN })).getByLabelText('Max'),
      '5000',
    );
    await user.click(within(form).getByRole('button', { name: 'Apply', ...HIDDEN }));
    await waitFor(() => expect(search()).toBe('?siteId=1&overdue=true&amountMax=5000'));
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(screen.queryByRole('dialog', HIDDEN)).not.toBeInTheDocument());
    expect(
      screen.getByRole('button', { name: 'Remove filter: Site: Riverside (RST01)' }),
    ).toBeInTheDocument();
    await router.navigate(-1);
    await waitFor(() => expect(search()).toBe('?page=3'));
  });

  it('refuses a date range whose from is after its to, under the field, and applies nothing', async () => {
    const user = userEvent.setup();
    const { search } = renderToolbar('?billTo=2026-01-10');
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const dates = within(await screen.findByRole('group', { name: 'Bill date', ...HIDDEN }));
    // A date field takes its value as typed text in the test DOM.
    await user.type(dates.getByLabelText('From'), '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Apply', ...HIDDEN }));
    expect(await screen.findByText('bill: from may not be after to')).toBeInTheDocument();
    expect(search()).toBe('?billTo=2026-01-10');
    expect(screen.getByRole('dialog', HIDDEN)).toBeInTheDocument();
  });

  it('says what a filter found, "More than 2,000" when the server stopped counting', () => {
    const { unmount } = renderToolbar('?status=Closed', { count: { total: 2_001, capped: true } });
    expect(screen.getByRole('status')).toHaveTextContent('More than 2,000 found');
    unmount();
    renderToolbar('?status=Closed', { count: { total: 1234 } });
    expect(screen.getByRole('status')).toHaveTextContent('1,234 found');
  });

  it('says no count when nothing is searched or filtered', () => {
    renderToolbar('', { count: { total: 50 } });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('exports xlsx or csv, and says why when the export is refused', async () => {
    const user = userEvent.setup();
    const onExport = vi
      .fn()
      .mockResolvedValueOnce({ status: 200, blob: new Blob(['x']) })
      .mockResolvedValueOnce({
        status: 400,
        body: { message: 'At most 200,000 rows can be exported at once.' },
      });
    renderToolbar('?status=Closed', { onExport });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)', ...HIDDEN }));
    expect(onExport).toHaveBeenLastCalledWith('xlsx');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)', ...HIDDEN }));
    expect(onExport).toHaveBeenLastCalledWith('csv');
    await expectDialog('At most 200,000 rows can be exported at once.');
  });
});
