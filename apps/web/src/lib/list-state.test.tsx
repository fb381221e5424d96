import { type PayableListQuery, payableListQuerySchema } from '@sitebook/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { type ListState, parseListQuery, queryParams, SEARCH_DEBOUNCE_MS, useListState } from './list-state';

const parse = (search: string) => parseListQuery(payableListQuerySchema, new URLSearchParams(search), 8);

describe('parseListQuery', () => {
  it('parses the list parameters with the contract schema, with the list page size', () => {
    expect(
      parse(
        'q=cement&sort=billDate,desc&status=Closed,Payment%20Pending&siteId=3&overdue=true&billFrom=2026-01-01&page=2',
      ),
    ).toEqual({
      page: 2,
      size: 8,
      q: 'cement',
      sort: { field: 'billDate', direction: 'desc' },
      status: ['Closed', 'Payment Pending'],
      siteId: 3,
      overdue: true,
      billFrom: '2026-01-01',
    });
  });

  it('drops the parameters the schema refuses and keeps the rest, never throwing', () => {
    expect(
      parse('q=ok&status=Bogus&siteId=abc&sort=nope,asc&page=0&amountMin=1x&dueFrom=2026-02-30&other=1'),
    ).toEqual({ page: 1, size: 8, q: 'ok' });
    // A reversed range drops its from; the to stays.
    expect(parse('billFrom=2026-03-01&billTo=2026-01-01')).toEqual({
      page: 1,
      size: 8,
      billTo: '2026-01-01',
    });
    expect(parse('amountMin=500&amountMax=100')).toEqual({ page: 1, size: 8, amountMax: '100' });
    expect(parse(`q=${'x'.repeat(101)}`)).toEqual({ page: 1, size: 8 });
    expect(parse('')).toEqual({ page: 1, size: 8 });
  });
});

describe('queryParams', () => {
  it('writes the values as the API reads them, leaving out unset ones', () => {
    const params = queryParams(
      {
        page: 1,
        size: 8,
        q: 'a b',
        sort: { field: 'amount', direction: 'asc' },
        status: ['Closed', 'Invoice Raised'],
        overdue: true,
        siteId: 2,
        vendorId: undefined,
        amountMin: '',
        billTo: '2026-01-31',
      },
      ['page', 'size'],
    );
    expect(params.toString()).toBe(
      'q=a+b&sort=amount%2Casc&status=Closed%2CInvoice+Raised&overdue=true&siteId=2&billTo=2026-01-31',
    );
    expect(queryParams({ overdue: false, status: [] }).toString()).toBe('');
  });
});

/** The hook in a route, at `/list` + `search`; `state()` is its latest value. */
function renderList(search = '') {
  let latest: ListState<PayableListQuery> | undefined;
  function Harness() {
    const list = useListState(payableListQuerySchema, { pageSize: 8 });
    latest = list;
    return (
      <input
        aria-label="Search"
        value={list.searchText}
        onChange={(event) => list.setSearchText(event.currentTarget.value)}
      />
    );
  }
  const rendered = renderRoutes([{ path: '/list', element: <Harness /> }], `/list${search}`);
  const state = () => {
    if (!latest) throw new Error('not rendered');
    return latest;
  };
  const search$ = () => rendered.router.state.location.search;
  return { ...rendered, state, search: search$ };
}

describe('useListState', () => {
  it('gives the query, the page and the API query string (no page and size)', () => {
    const { state } = renderList('?page=3&status=Closed&sort=amount,desc&q=tiles');
    expect(state().page).toBe(3);
    expect(state().sort).toEqual({ field: 'amount', direction: 'desc' });
    expect(state().apiQuery).toBe('q=tiles&sort=amount%2Cdesc&status=Closed');
    expect(state().filtered).toBe(true);
    expect(state().activeFilters).toEqual(['status']);
    expect(state().searchText).toBe('tiles');
  });

  it('a filter change pushes a history entry and goes back to page 1; Back restores the view', async () => {
    const { state, search, router } = renderList('?page=3&q=tiles');
    act(() => state().setFilters({ status: ['Closed', 'Payment Pending'], siteId: 2 }));
    await waitFor(() => expect(search()).toBe('?q=tiles&status=Closed%2CPayment+Pending&siteId=2'));
    expect(router.state.historyAction).toBe('PUSH');
    expect(state().page).toBe(1);

    act(() => state().removeFilters(['siteId']));
    await waitFor(() => expect(search()).toBe('?q=tiles&status=Closed%2CPayment+Pending'));

    await act(() => router.navigate(-1));
    expect(search()).toBe('?q=tiles&status=Closed%2CPayment+Pending&siteId=2');
    await act(() => router.navigate(-1));
    expect(state().page).toBe(3);
    expect(state().apiQuery).toBe('q=tiles');
  });

  it('sort and page push; page 1 leaves the URL; the sort resets the page', async () => {
    const { state, search } = renderList('?status=Closed');
    act(() => state().setPage(4));
    await waitFor(() => expect(search()).toBe('?page=4&status=Closed'));
    act(() => state().setSort({ field: 'billDate', direction: 'asc' }));
    await waitFor(() => expect(search()).toBe('?sort=billDate%2Casc&status=Closed'));
    act(() => state().setPage(2));
    await waitFor(() => expect(search()).toBe('?page=2&sort=billDate%2Casc&status=Closed'));
    act(() => state().setSort(undefined));
    await waitFor(() => expect(search()).toBe('?status=Closed'));
  });

  it('commits the search after a pause in typing, replacing the history entry, and keeps the typed text', async () => {
    const user = userEvent.setup();
    const { state, search, router } = renderList('?page=2&status=Closed');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'ce ');
    expect(search()).toBe('?page=2&status=Closed');
    await waitFor(() => expect(search()).toBe('?q=ce&status=Closed'));
    expect(router.state.historyAction).toBe('REPLACE');
    // The trailing space stays in the box while typing goes on.
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('ce ');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'ment');
    await waitFor(() => expect(search()).toBe('?q=ce+ment&status=Closed'));
    expect(state().page).toBe(1);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('submits at once, clears, and shows the search of the entry Back returns to', async () => {
    const { state, search, router } = renderList('?q=old');
    act(() => state().setFilters({ overdue: true }));
    await waitFor(() => expect(search()).toBe('?q=old&overdue=true'));
    act(() => state().setSearchText('new'));
    act(() => state().submitSearch());
    await waitFor(() => expect(search()).toBe('?q=new&overdue=true'));
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    await act(() => router.navigate(-1));
    expect(search()).toBe('?q=old');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('old'));
    act(() => state().clearSearch());
    await waitFor(() => expect(search()).toBe(''));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  });

  it('Clear all removes the search and every filter and keeps the sort', async () => {
    const { state, search } = renderList(
      '?q=x&sort=amount,asc&status=Closed&vendorId=4&billTo=2026-01-01&page=2',
    );
    act(() => state().clearAll());
    await waitFor(() => expect(search()).toBe('?sort=amount%2Casc'));
    expect(state().filtered).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  });

  it('check() gives the schema refusals of a change by parameter', () => {
    const { state } = renderList('?billTo=2026-01-01');
    expect(state().check({ billFrom: '2026-02-01' })).toEqual({ billFrom: 'bill: from may not be after to' });
    expect(state().check({ billFrom: '2025-12-01' })).toEqual({});
    expect(state().check({ amountMin: '9', amountMax: '1' })).toHaveProperty('amountMin');
  });
});
