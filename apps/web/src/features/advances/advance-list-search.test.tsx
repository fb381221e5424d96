import { advanceMessages as m, TOTAL_COUNT_HEADER } from '@sitebook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, makeAdvance, renderAdvanceScreens } from '../../../test/advances';
import { pageOf } from '../../../test/list-page';

const LIST_CALL = '/advanceRequest/DEMO01';
const HIDDEN = { hidden: true } as const;
const queryOf = (url: string) => new URL(url, 'http://localhost').searchParams;
const listCalls = (calls: { method: string; url: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.includes(LIST_CALL) && !c.url.includes('/export'));
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

/** Answers the advance list call like the server would for `q` (code) and `status`. */
const searchingAnswer = (url: string) => {
  if (!url.includes(LIST_CALL) || url.includes('/export')) return undefined;
  const query = queryOf(url);
  const q = query.get('q')?.toLowerCase();
  const statuses = query.get('status')?.split(',');
  const all = Array.from({ length: 12 }, (_, i) => makeAdvance(12 - i));
  const rows = all.filter(
    (a) => (!q || a.advanceId.toLowerCase().includes(q)) && (!statuses || statuses.includes(a.status)),
  );
  const page = Number(query.get('page'));
  const size = Number(query.get('size'));
  return new Response(JSON.stringify(rows.slice((page - 1) * size, page * size)), {
    status: 202,
    headers: { 'content-type': 'application/json', [TOTAL_COUNT_HEADER]: String(rows.length) },
  });
};

describe('advance list and Proof Submission: search, filters, sort and export', {
  timeout: 60_000,
}, () => {
  it('the advance list searches with q on page 1, keeps it in the URL, and names the search when nothing matches', async () => {
    const user = userEvent.setup();
    const { advanceCalls, router } = renderAdvanceScreens('/home/advance/myadvancerequest', {
      handle: (call) => searchingAnswer(call.url),
    });
    await screen.findByText('ADV00012');
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAttribute('placeholder', 'Search advance requests');
    await user.type(box, 'adv00003');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(router.state.location.search).toBe('?q=adv00003');
    const searched = listCalls(advanceCalls()).at(-1);
    expect(pageOf(searched?.url ?? '')).toEqual({ page: 1, size: 10 });
    expect(queryOf(searched?.url ?? '').get('q')).toBe('adv00003');

    await user.clear(box);
    await user.type(box, 'zzz{Enter}');
    expect(await screen.findByText('No advance requests match "zzz".')).toBeInTheDocument();
  });

  it("the home page's link opens the caller's open requests only: requestedBy and status sent, each a chip", async () => {
    const { advanceCalls } = renderAdvanceScreens(
      '/home/advance/myadvancerequest?requestedBy=sitelead&status=Pending%2CApproved',
      { handle: (call) => searchingAnswer(call.url) },
    );
    await screen.findByRole('table');
    await waitFor(() => expect(listCalls(advanceCalls())).not.toHaveLength(0));
    const query = queryOf(listCalls(advanceCalls())[0]?.url ?? '');
    expect(query.get('requestedBy')).toBe('sitelead');
    expect(query.get('status')).toBe('Pending,Approved');
    expect(screen.getByRole('button', { name: 'Remove filter: Requested by: sitelead' })).toBeInTheDocument();
  });

  it('sorts by a column header (ascending, then descending) and opens a bookmarked sorted, filtered view', async () => {
    const user = userEvent.setup();
    const { advanceCalls, router } = renderAdvanceScreens('/home/advance/myadvancerequest?status=Pending', {
      handle: (call) => searchingAnswer(call.url),
    });
    await screen.findByText('ADV00012');
    expect(queryOf(listCalls(advanceCalls())[0]?.url ?? '').get('status')).toBe('Pending');
    expect(screen.getByRole('button', { name: 'Remove filter: Status: Pending' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('6 found');
    await user.click(screen.getByRole('button', { name: 'Sort by Requested Amount' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sort=requestedAmount%2Casc&status=Pending'),
    );
    await user.click(screen.getByRole('button', { name: 'Sort by Requested Amount' }));
    await waitFor(() =>
      expect(queryOf(listCalls(advanceCalls()).at(-1)?.url ?? '').get('sort')).toBe('requestedAmount,desc'),
    );
    expect(screen.getByRole('button', { name: 'Sort by Requested Amount' }).closest('th')).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    for (const column of [
      'AdvanceReqCode',
      'SiteCode',
      'Requested By',
      'Approved',
      'Requested Date',
      'Status',
    ])
      expect(screen.getByRole('button', { name: `Sort by ${column}` })).toBeInTheDocument();
    for (const column of ['Spent', 'Remaining'])
      expect(screen.queryByRole('button', { name: `Sort by ${column}` })).not.toBeInTheDocument();
  });

  it('Proof Submission filters by status from the Filters form (the advance statuses) into its own URL', async () => {
    const user = userEvent.setup();
    const { advanceCalls, router } = renderAdvanceScreens('/home/expense', {
      handle: (call) => searchingAnswer(call.url),
    });
    expect(await screen.findByRole('heading', { name: m.proofTitle })).toBeInTheDocument();
    await screen.findByText('ADV00012');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const form = await screen.findByRole('dialog', HIDDEN);
    expect(within(form).getByRole('textbox', { name: 'Site', ...HIDDEN })).toBeInTheDocument();
    for (const group of ['Requested date', 'Amount'])
      expect(within(form).getByRole('group', { name: group, ...HIDDEN })).toBeInTheDocument();
    const status = within(form).getByRole('textbox', { name: 'Status', ...HIDDEN });
    await user.click(status);
    const statusList = await waitFor(
      () => document.getElementById(status.getAttribute('aria-controls') ?? '') as HTMLElement,
    );
    expect(
      within(statusList)
        .getAllByRole('option', HIDDEN)
        .map((o) => o.textContent),
    ).toEqual(['Pending', 'Approved', 'Rejected', 'Settled', 'Closed']);
    await user.click(within(form).getByRole('option', { name: 'Approved', ...HIDDEN }));
    await user.click(within(form).getByRole('button', { name: 'Apply', ...HIDDEN }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=Approved'));
    expect(router.state.location.pathname).toBe('/home/expense');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('6 found'));
    expect(queryOf(listCalls(advanceCalls()).at(-1)?.url ?? '').get('status')).toBe('Approved');
  });

  it('exports what is filtered as xlsx with the token and saves the named file', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { advanceCalls } = renderAdvanceScreens('/home/expense?status=Approved&q=adv&page=2', {
      handle: (call) => {
        if (call.url.includes(`${LIST_CALL}/export`))
          return new Response('xlsx bytes', {
            status: 200,
            headers: {
              'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              'content-disposition': 'attachment; filename="advance-requests-2026-11-25.xlsx"',
            },
          });
        return searchingAnswer(call.url);
      },
    });
    await screen.findByText('ADV00001');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)', ...HIDDEN }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const [exported] = callsTo(advanceCalls(), 'GET', `${LIST_CALL}/export`);
    expect(Object.fromEntries(queryOf(exported?.url ?? ''))).toEqual({
      q: 'adv',
      status: 'Approved',
      format: 'xlsx',
    });
    expect(exported?.headers.authorization).toBe('Bearer token-123');
  });
});
