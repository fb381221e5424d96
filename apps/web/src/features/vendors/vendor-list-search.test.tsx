import { vendorMessages as M, TOTAL_COUNT_HEADER } from '@sitebook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageOf } from '../../../test/list-page';
import { callsTo, makeVendor, renderVendorScreens } from '../../../test/vendors';

const LIST_CALL = '/vendor/tenantCode/DEMO01';
const HIDDEN = { hidden: true } as const;
const queryOf = (url: string) => new URL(url, 'http://localhost').searchParams;
type Calls = ReturnType<ReturnType<typeof renderVendorScreens>['vendorCalls']>;
const listCalls = (calls: Calls) =>
  callsTo(calls, 'GET', LIST_CALL).filter((c) => !c.url.includes('/export'));
const lastQuery = (calls: Calls) => queryOf(listCalls(calls).at(-1)?.url ?? '');

/** Answers the list call like the server would for `q` (name or code), `status` and `category`. */
const searchingAnswer = (url: string) => {
  if (!url.includes(LIST_CALL) || url.includes('/export')) return undefined;
  const query = queryOf(url);
  const q = query.get('q')?.toLowerCase();
  const statuses = query.get('status')?.split(',');
  const category = query.get('category');
  const all = Array.from({ length: 12 }, (_, i) =>
    makeVendor(12 - i, {
      status: i % 3 === 0 ? 'Inactive' : 'Active',
      vendorCategory: i % 2 === 0 ? 'Civil' : 'Electrical',
    }),
  );
  const rows = all.filter(
    (v) =>
      (!q || v.vendorCode.toLowerCase().includes(q) || v.vendorName.toLowerCase().includes(q)) &&
      (!statuses || statuses.includes(v.status)) &&
      (!category || v.vendorCategory === category),
  );
  const page = Number(query.get('page'));
  const size = Number(query.get('size'));
  return new Response(JSON.stringify(rows.slice((page - 1) * size, page * size)), {
    status: 202,
    headers: { 'content-type': 'application/json', [TOTAL_COUNT_HEADER]: String(rows.length) },
  });
};

describe('Vendor list: search, filters, sort and export', { timeout: 60_000 }, () => {
  it('searches with q on page 1 with the apikey headers, keeps it in the URL, and names the search when nothing matches', async () => {
    const user = userEvent.setup();
    const { vendorCalls, router } = renderVendorScreens('/home/vendor/myvendor', {
      handle: (call) => searchingAnswer(call.url),
    });
    await screen.findByText('VEN00012');
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAttribute('placeholder', 'Search vendors');
    await user.type(box, 'ven00003');
    await waitFor(() => expect(screen.queryByText('VEN00012')).not.toBeInTheDocument());
    expect(screen.getByText('VEN00003')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=ven00003');
    const searched = listCalls(vendorCalls()).at(-1);
    expect(pageOf(searched?.url ?? '')).toEqual({ page: 1, size: 10 });
    expect(queryOf(searched?.url ?? '').get('q')).toBe('ven00003');
    expect(searched?.headers).toMatchObject({ apikey: 'key-1', api_client_name: 'DEMO01' });

    await user.clear(box);
    await user.type(box, 'zzz{Enter}');
    expect(await screen.findByText('No vendors match "zzz".')).toBeInTheDocument();
  });

  it('opens a bookmarked view: the URL filters, sort and page go to the list call; a refused parameter is dropped', async () => {
    const { vendorCalls } = renderVendorScreens(
      '/home/vendor/myvendor?status=Active&sort=vendorName,desc&id=4&category=Civil',
      { handle: (call) => searchingAnswer(call.url) },
    );
    await screen.findByText('VEN00010');
    const query = lastQuery(vendorCalls());
    expect(Object.fromEntries(query)).toEqual({
      page: '1',
      size: '10',
      sort: 'vendorName,desc',
      status: 'Active',
      category: 'Civil',
    });
    expect(screen.getByRole('button', { name: 'Remove filter: Status: Active' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter: Category: Civil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sort by VendorName' }).closest('th')).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('status')).toHaveTextContent('4 found');
  });

  it('sorts by a column header: ascending, then descending, back on page 1', async () => {
    const user = userEvent.setup();
    const { vendorCalls, router } = renderVendorScreens('/home/vendor/myvendor?page=2', {
      handle: (call) => searchingAnswer(call.url),
    });
    await screen.findByText('VEN00002');
    await user.click(screen.getByRole('button', { name: 'Sort by City' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=city%2Casc'));
    await waitFor(() => expect(lastQuery(vendorCalls()).get('sort')).toBe('city,asc'));
    expect(pageOf(listCalls(vendorCalls()).at(-1)?.url ?? '')).toEqual({ page: 1, size: 10 });
    await user.click(screen.getByRole('button', { name: 'Sort by City' }));
    await waitFor(() => expect(lastQuery(vendorCalls()).get('sort')).toBe('city,desc'));
    for (const column of ['VendorName', 'VendorCode', 'Category'])
      expect(screen.getByRole('button', { name: `Sort by ${column}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sort by Phone' })).not.toBeInTheDocument();
  });

  /** The vendor list with the server's search, its Filters form open. */
  async function openFilters() {
    const user = userEvent.setup();
    const screens = renderVendorScreens('/home/vendor/myvendor', {
      handle: (call) => searchingAnswer(call.url),
    });
    await screen.findByText('VEN00012');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const form = await screen.findByRole('dialog', HIDDEN);
    return { user, form, ...screens };
  }

  it('filters by category from the Filters form and removes the filter by its chip', async () => {
    const { user, vendorCalls, router, form } = await openFilters();
    const category = within(form).getByRole('textbox', { name: 'Category', ...HIDDEN });
    await user.click(category);
    await user.click(await within(form).findByRole('option', { name: 'Electrical', ...HIDDEN }));
    await user.click(within(form).getByRole('button', { name: 'Apply', ...HIDDEN }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=Electrical'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('6 found'));
    expect(lastQuery(vendorCalls()).get('category')).toBe('Electrical');

    await user.click(screen.getByRole('button', { name: 'Remove filter: Category: Electrical' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('filters by city and state typed in the Filters form, each shown as its own chip', async () => {
    const { user, vendorCalls, router, form } = await openFilters();
    await user.type(within(form).getByRole('textbox', { name: 'City', ...HIDDEN }), '  Pune ');
    await user.type(within(form).getByRole('textbox', { name: 'State', ...HIDDEN }), 'Maharashtra');
    await user.click(within(form).getByRole('button', { name: 'Apply', ...HIDDEN }));
    await waitFor(() => expect(router.state.location.search).toBe('?city=Pune&state=Maharashtra'));
    await waitFor(() => expect(lastQuery(vendorCalls()).get('city')).toBe('Pune'));
    expect(lastQuery(vendorCalls()).get('state')).toBe('Maharashtra');

    await user.click(screen.getByRole('button', { name: 'Remove filter: City: Pune' }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=Maharashtra'));
    expect(screen.getByRole('button', { name: 'Remove filter: State: Maharashtra' })).toBeInTheDocument();
  });

  it('exports what is filtered as xlsx with the apikey headers and saves the file', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { vendorCalls } = renderVendorScreens('/home/vendor/myvendor?status=Inactive&q=ven&page=2', {
      handle: (call) => {
        if (call.url.includes(`${LIST_CALL}/export`))
          return new Response('xlsx', {
            status: 200,
            headers: {
              'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              'content-disposition': 'attachment; filename="vendors-2026-11-25.xlsx"',
            },
          });
        return searchingAnswer(call.url);
      },
    });
    await screen.findByRole('table', { name: M.listTitle });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)', ...HIDDEN }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const [exported] = callsTo(vendorCalls(), 'GET', `${LIST_CALL}/export`);
    expect(Object.fromEntries(queryOf(exported?.url ?? ''))).toEqual({
      q: 'ven',
      status: 'Inactive',
      format: 'xlsx',
    });
    expect(exported?.headers).toMatchObject({ apikey: 'key-1', api_client_name: 'DEMO01' });
  });
});
