import {
  COUNT_CAPPED_HEADER,
  listMessages,
  payableMessages as M,
  OUTSTANDING_TOTAL_HEADER,
  TOTAL_COUNT_HEADER,
} from '@sitebook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageOf } from '../../../test/list-page';
import { bodyRows, callsTo, cellTexts, makePayable, renderPayableScreens } from '../../../test/payables';

const LIST_CALL = '/vendorpayablesForATenantcode/tenantCode/DEMO01';
const HIDDEN = { hidden: true } as const;
const queryOf = (url: string) => new URL(url, 'http://localhost').searchParams;
const listCalls = (calls: ReturnType<ReturnType<typeof renderPayableScreens>['payableCalls']>) =>
  callsTo(calls, 'GET', LIST_CALL).filter((c) => !c.url.includes('/export'));

/** Answers the list call like the server would for `q` (code or vendor name) and `status`. */
const searchingAnswer = (url: string) => {
  if (!url.includes(LIST_CALL) || url.includes('/export')) return undefined;
  const query = queryOf(url);
  const q = query.get('q')?.toLowerCase();
  const statuses = query.get('status')?.split(',');
  const all = Array.from({ length: 10 }, (_, i) =>
    makePayable(10 - i, { status: i % 2 === 0 ? 'Closed' : 'Invoice Raised' }),
  );
  const rows = all.filter(
    (p) =>
      (!q ||
        p.vendorPayableCode.toLowerCase().includes(q) ||
        (p.vendorName ?? '').toLowerCase().includes(q)) &&
      (!statuses || statuses.includes(p.status)),
  );
  const page = Number(query.get('page'));
  const size = Number(query.get('size'));
  return new Response(JSON.stringify(rows.slice((page - 1) * size, page * size)), {
    status: 202,
    headers: { 'content-type': 'application/json', [TOTAL_COUNT_HEADER]: String(rows.length) },
  });
};

describe('Vendor Payables list: search, filters, sort and export', { timeout: 60_000 }, () => {
  it('searches with q on page 1 with the apikey headers, keeps it in the URL, and names the search when nothing matches', async () => {
    const user = userEvent.setup();
    const { payableCalls, router } = renderPayableScreens('/home/vendor/payables', {
      handle: (call) => searchingAnswer(call.url),
    });
    await screen.findByText('VPB00010');
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAttribute('placeholder', 'Search payables');
    await user.type(box, 'vpb00003');
    await waitFor(() => expect(bodyRows(M.listTitle)).toHaveLength(1));
    expect(cellTexts(bodyRows(M.listTitle)[0] as HTMLElement)[3]).toBe('VPB00003');
    expect(router.state.location.search).toBe('?q=vpb00003');
    const searched = listCalls(payableCalls()).at(-1);
    expect(pageOf(searched?.url ?? '')).toEqual({ page: 1, size: 8 });
    expect(queryOf(searched?.url ?? '').get('q')).toBe('vpb00003');
    expect(searched?.headers).toMatchObject({ apikey: 'key-1', api_client_name: 'DEMO01' });

    await user.clear(box);
    await user.type(box, 'zzz{Enter}');
    expect(await screen.findByText('No payables match "zzz".')).toBeInTheDocument();
    expect(screen.queryByText('No data to display.')).not.toBeInTheDocument();
  });

  it('opens a bookmarked view: the URL filters, sort and page go to the list call', async () => {
    const { payableCalls } = renderPayableScreens(
      '/home/vendor/payables?status=Closed&sort=billDate,desc&page=2&siteId=nonsense',
      { handle: (call) => searchingAnswer(call.url) },
    );
    // Five Closed payables: page 2 does not exist, the table asks for the last page (1).
    await screen.findByText('VPB00010');
    const [first] = listCalls(payableCalls());
    const query = queryOf(first?.url ?? '');
    expect(query.get('status')).toBe('Closed');
    expect(query.get('sort')).toBe('billDate,desc');
    expect(query.get('page')).toBe('2');
    expect(query.has('siteId')).toBe(false);
    expect(screen.getByRole('button', { name: 'Remove filter: Status: Closed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sort by Bill Date' }).closest('th')).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('status')).toHaveTextContent('5 found');
  });

  it('sorts by a column header: ascending, then descending, back on page 1', async () => {
    const user = userEvent.setup();
    const { payableCalls, router } = renderPayableScreens('/home/vendor/payables?page=2', {
      handle: (call) => searchingAnswer(call.url),
    });
    await screen.findByText('VPB00002');
    await user.click(screen.getByRole('button', { name: 'Sort by Amount' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=amount%2Casc'));
    await waitFor(() =>
      expect(queryOf(listCalls(payableCalls()).at(-1)?.url ?? '').get('sort')).toBe('amount,asc'),
    );
    expect(pageOf(listCalls(payableCalls()).at(-1)?.url ?? '')).toEqual({ page: 1, size: 8 });
    await user.click(screen.getByRole('button', { name: 'Sort by Amount' }));
    await waitFor(() =>
      expect(queryOf(listCalls(payableCalls()).at(-1)?.url ?? '').get('sort')).toBe('amount,desc'),
    );
    for (const column of ['PayableCode', 'Bill Date', 'Due Date', 'Status', 'Total', 'Outstanding'])
      expect(screen.getByRole('button', { name: `Sort by ${column}` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sort by Outstanding' }));
    await waitFor(() =>
      expect(queryOf(listCalls(payableCalls()).at(-1)?.url ?? '').get('sort')).toBe('outstanding,asc'),
    );
    expect(screen.queryByRole('button', { name: 'Sort by Site' })).not.toBeInTheDocument();
  });

  it('filters by status from the Filters form and removes the filter by its chip', async () => {
    const user = userEvent.setup();
    const { payableCalls, router } = renderPayableScreens('/home/vendor/payables', {
      handle: (call) => searchingAnswer(call.url),
    });
    await screen.findByText('VPB00010');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const form = await screen.findByRole('dialog', HIDDEN);
    for (const label of ['Status', 'Site'])
      expect(within(form).getByRole('textbox', { name: label, ...HIDDEN })).toBeInTheDocument();
    for (const group of ['Bill date', 'Due date', 'Amount', 'Total', 'Outstanding'])
      expect(within(form).getByRole('group', { name: group, ...HIDDEN })).toBeInTheDocument();
    const site = within(form).getByRole('textbox', { name: 'Site', ...HIDDEN });
    await user.click(site);
    const siteList = await waitFor(
      () => document.getElementById(site.getAttribute('aria-controls') ?? '') as HTMLElement,
    );
    expect(
      within(siteList)
        .getAllByRole('option', HIDDEN)
        .map((o) => o.textContent),
    ).toEqual(['Riverside (RST01)', 'Hilltop (HLT02)', 'Lakeview (LKV03)']);
    await user.click(within(form).getByRole('textbox', { name: 'Status', ...HIDDEN }));
    await user.click(await within(form).findByRole('option', { name: 'Invoice Raised', ...HIDDEN }));
    await user.click(within(form).getByRole('button', { name: 'Apply', ...HIDDEN }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=Invoice+Raised'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('5 found'));
    expect(queryOf(listCalls(payableCalls()).at(-1)?.url ?? '').get('status')).toBe('Invoice Raised');

    await user.click(screen.getByRole('button', { name: 'Remove filter: Status: Invoice Raised' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('filters by an outstanding range from the Filters form, shown as a chip', async () => {
    const user = userEvent.setup();
    const { payableCalls, router } = renderPayableScreens('/home/vendor/payables', {
      handle: (call) => searchingAnswer(call.url),
    });
    await screen.findByText('VPB00010');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const form = await screen.findByRole('dialog', HIDDEN);
    const outstanding = within(form).getByRole('group', { name: 'Outstanding', ...HIDDEN });
    await user.type(within(outstanding).getByRole('textbox', { name: 'Min', ...HIDDEN }), '0.01');
    await user.type(within(outstanding).getByRole('textbox', { name: 'Max', ...HIDDEN }), '5000');
    await user.click(within(form).getByRole('button', { name: 'Apply', ...HIDDEN }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?outstandingMin=0.01&outstandingMax=5000'),
    );
    const query = queryOf(listCalls(payableCalls()).at(-1)?.url ?? '');
    expect([query.get('outstandingMin'), query.get('outstandingMax')]).toEqual(['0.01', '5000']);
    expect(
      screen.getByRole('button', { name: 'Remove filter: Outstanding: 0.01 – 5,000.00' }),
    ).toBeInTheDocument();
  });

  it('filtered to overdue (the home page’s Overdue card), says what the payables found still owe', async () => {
    renderPayableScreens('/home/vendor/payables?overdue=true', {
      handle: (call) => {
        if (!call.url.includes(LIST_CALL)) return undefined;
        expect(queryOf(call.url).get('overdue')).toBe('true');
        return new Response(JSON.stringify([makePayable(3), makePayable(2)]), {
          status: 202,
          headers: {
            'content-type': 'application/json',
            [TOTAL_COUNT_HEADER]: '2',
            [OUTSTANDING_TOTAL_HEADER]: '123456.50',
          },
        });
      },
    });
    await screen.findByText('VPB00003');
    expect(screen.getByRole('status')).toHaveTextContent(
      `${listMessages.found('2')} · ${listMessages.outstandingTotal('1,23,456.50')}`,
    );
  });

  it('says "More than 2,000" when the server stopped counting, and still pages', async () => {
    const user = userEvent.setup();
    const { payableCalls } = renderPayableScreens('/home/vendor/payables?q=vpb', {
      handle: (call) => {
        if (!call.url.includes(LIST_CALL)) return undefined;
        const page = Number(queryOf(call.url).get('page'));
        return new Response(JSON.stringify([makePayable(100 + page)]), {
          status: 202,
          headers: {
            'content-type': 'application/json',
            [TOTAL_COUNT_HEADER]: '2001',
            [COUNT_CAPPED_HEADER]: 'true',
          },
        });
      },
    });
    await screen.findByText('VPB00101');
    expect(screen.getByRole('status')).toHaveTextContent('More than 2,000 found');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('VPB00102')).toBeInTheDocument();
    expect(pageOf(listCalls(payableCalls()).at(-1)?.url ?? '')).toEqual({ page: 2, size: 8 });
  });

  it('exports what is filtered as csv with the apikey headers and saves the named file', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { payableCalls } = renderPayableScreens('/home/vendor/payables?status=Closed&q=ace&page=2', {
      handle: (call) => {
        if (call.url.includes(`${LIST_CALL}/export`))
          return new Response('code,amount\n', {
            status: 200,
            headers: {
              'content-type': 'text/csv',
              'content-disposition': 'attachment; filename="payables-2026-11-25.csv"',
            },
          });
        return searchingAnswer(call.url);
      },
    });
    await screen.findByText('VPB00010');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)', ...HIDDEN }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const [exported] = callsTo(payableCalls(), 'GET', `${LIST_CALL}/export`);
    const query = queryOf(exported?.url ?? '');
    expect(Object.fromEntries(query)).toEqual({ q: 'ace', status: 'Closed', format: 'csv' });
    expect(exported?.headers).toMatchObject({ apikey: 'key-1', api_client_name: 'DEMO01' });
    expect(exported?.headers.authorization).toBe('Bearer token-123');
  });
});
