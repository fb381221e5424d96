import {
  type MyAdvanceTotals,
  type MyExpense,
  myExpensesMessages as m,
  TOTAL_COUNT_HEADER,
} from '@sitebook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, renderAdvanceScreens } from '../../../test/advances';
import type { RecordedCall } from '../../../test/fake-server';
import { pageOf } from '../../../test/list-page';
import { atPhoneWidth } from '../../../test/phone-width';
import { jsonResponse } from '../../../test/render';
import { pick } from '../../../test/ui';

const HIDDEN = { hidden: true } as const;
const MINE = '/myExpenses/companyCode/DEMO01';
const queryOf = (url: string) => new URL(url, 'http://localhost').searchParams;
const isMine = (call: RecordedCall) =>
  call.method === 'GET' && call.url.includes(MINE) && !call.url.includes('/export');
const mineCalls = (calls: RecordedCall[]) => calls.filter(isMine);

const expenseOf = (id: number, overrides: Partial<MyExpense> = {}): MyExpense => ({
  expenseId: id,
  advanceRequestId: id % 2 === 0 ? 2 : 1,
  advanceId: id % 2 === 0 ? 'ADV00002' : 'ADV00001',
  siteCode: id % 2 === 0 ? 'HTV03' : 'RST01',
  advanceStatus: 'Approved',
  expenseType: id % 3 === 0 ? 'Fuel' : 'Food',
  expenseAmount: 100 * id,
  expenseDate: `2026-04-${String(id).padStart(2, '0')}`,
  remarks: `remark ${id}`,
  documentIds: '',
  receiptDocumentId: null,
  createdBy: 'sitelead',
  createdDate: '2026-04-02T10:00:00.000Z',
  ...overrides,
});
const totalsOf = (id: number): MyAdvanceTotals => ({
  advanceRequestId: id,
  advanceId: `ADV0000${id}`,
  siteCode: id === 2 ? 'HTV03' : 'RST01',
  status: 'Approved',
  approvedAmount: 10000,
  spentAmount: 700,
  remainingAmount: 9300,
  expenseCount: 3,
});

/** Answers My Expenses like the server would for `q` (remarks), `expenseType` and `sort` by amount. */
function answer(call: RecordedCall): Response | undefined {
  if (call.method === 'GET' && call.url.includes('/myExpenses/totals/'))
    return jsonResponse(202, [totalsOf(2), totalsOf(1)]);
  if (!isMine(call)) return undefined;
  const query = queryOf(call.url);
  const q = query.get('q')?.toLowerCase();
  const type = query.get('expenseType');
  let rows = Array.from({ length: 6 }, (_, i) => expenseOf(6 - i)).filter(
    (e) => (!q || e.remarks.includes(q)) && (!type || e.expenseType === type),
  );
  if (query.get('sort') === 'expenseAmount,asc') rows = [...rows].reverse();
  const page = Number(query.get('page'));
  const size = Number(query.get('size'));
  return new Response(JSON.stringify(rows.slice((page - 1) * size, page * size)), {
    status: 202,
    headers: { 'content-type': 'application/json', [TOTAL_COUNT_HEADER]: String(rows.length) },
  });
}

class QuietObserver {
  observe() {}
  disconnect() {}
}

describe('My Expenses: search, filters, sort and export', { timeout: 60_000 }, () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', QuietObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('searches with q on page 1 with the apikey headers, and names the search when nothing matches', async () => {
    const user = userEvent.setup();
    const { advanceCalls, router } = renderAdvanceScreens('/home/expense/myexpenses', { handle: answer });
    await screen.findByText('remark 6');
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAttribute('placeholder', 'Search expenses');
    await user.type(box, 'remark 5');
    await waitFor(() => expect(screen.queryByText('remark 6')).not.toBeInTheDocument());
    expect(screen.getByText('remark 5')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=remark+5');
    const searched = mineCalls(advanceCalls()).at(-1);
    expect(pageOf(searched?.url ?? '')).toEqual({ page: 1, size: 20 });
    expect(searched?.headers).toMatchObject({ apikey: 'key-1', api_client_name: 'DEMO01' });

    await user.clear(box);
    await user.type(box, 'zzz{Enter}');
    expect(await screen.findByText('No expenses match "zzz".')).toBeInTheDocument();
    expect(screen.queryByText(m.empty)).not.toBeInTheDocument();
  });

  it('filters by one of the caller’s advances or an expense type from the Filters form', async () => {
    const user = userEvent.setup();
    const { advanceCalls, router } = renderAdvanceScreens('/home/expense/myexpenses', { handle: answer });
    await screen.findByText('remark 6');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const form = await screen.findByRole('dialog', HIDDEN);
    for (const group of ['Expense date', 'Amount'])
      expect(within(form).getByRole('group', { name: group, ...HIDDEN })).toBeInTheDocument();
    const advance = within(form).getByRole('textbox', { name: 'Advance', ...HIDDEN });
    await user.click(advance);
    const advances = await waitFor(
      () => document.getElementById(advance.getAttribute('aria-controls') ?? '') as HTMLElement,
    );
    expect(
      within(advances)
        .getAllByRole('option', HIDDEN)
        .map((o) => o.textContent),
    ).toEqual([m.groupTitle('ADV00002', 'HTV03'), m.groupTitle('ADV00001', 'RST01')]);
    const type = within(form).getByRole('textbox', { name: 'Expense type', ...HIDDEN });
    await user.click(type);
    const types = await waitFor(
      () => document.getElementById(type.getAttribute('aria-controls') ?? '') as HTMLElement,
    );
    await user.click(within(types).getByRole('option', { name: 'Fuel', ...HIDDEN }));
    await user.click(within(form).getByRole('button', { name: 'Apply', ...HIDDEN }));
    await waitFor(() => expect(router.state.location.search).toBe('?expenseType=Fuel'));
    await waitFor(() => expect(screen.queryByText('remark 5')).not.toBeInTheDocument());
    expect(screen.getByText('remark 6')).toBeInTheDocument();
    expect(screen.getByText('remark 3')).toBeInTheDocument();
    expect(queryOf(mineCalls(advanceCalls()).at(-1)?.url ?? '').get('expenseType')).toBe('Fuel');
    expect(screen.getByRole('button', { name: 'Remove filter: Expense type: Fuel' })).toBeInTheDocument();
  });

  it('sorts by a column header of any advance’s table: the whole list, the advances in the order of their first row', async () => {
    const user = userEvent.setup();
    const { advanceCalls, router } = renderAdvanceScreens('/home/expense/myexpenses', { handle: answer });
    await screen.findByText('remark 6');
    const [firstAmount] = screen.getAllByRole('button', { name: 'Sort by Amount' });
    await user.click(firstAmount as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=expenseAmount%2Casc'));
    await waitFor(() =>
      expect(queryOf(mineCalls(advanceCalls()).at(-1)?.url ?? '').get('sort')).toBe('expenseAmount,asc'),
    );
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('region')
          .map((r) => r.getAttribute('data-testid'))
          .filter((id) => id?.startsWith('advance-group-')),
      ).toEqual(['advance-group-ADV00001', 'advance-group-ADV00002']),
    );
    for (const column of ['Expense Type', 'Date'])
      expect(screen.getAllByRole('button', { name: `Sort by ${column}` }).length).toBeGreaterThan(0);
  });

  it('on a phone shows one "Sort by" above every advance’s expenses, which sorts the whole list', async () => {
    atPhoneWidth();
    const { advanceCalls, router } = renderAdvanceScreens('/home/expense/myexpenses', { handle: answer });
    await screen.findByText('remark 6');
    expect(screen.getByTestId('advance-group-ADV00001')).toBeInTheDocument();
    expect(screen.getByTestId('advance-group-ADV00002')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: 'Sort by' })).toHaveLength(1);
    await pick('Sort by', 'Amount, ascending');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=expenseAmount%2Casc'));
    await waitFor(() =>
      expect(queryOf(mineCalls(advanceCalls()).at(-1)?.url ?? '').get('sort')).toBe('expenseAmount,asc'),
    );
    expect(screen.getByRole('textbox', { name: 'Sort by' })).toHaveValue('Amount, ascending');
  });

  it('exports what is filtered as csv with the apikey headers', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { advanceCalls } = renderAdvanceScreens('/home/expense/myexpenses?expenseType=Fuel&q=remark', {
      handle: (call) => {
        if (call.url.includes(`${MINE}/export`))
          return new Response('a,b\r\n', {
            status: 200,
            headers: {
              'content-type': 'text/csv',
              'content-disposition': 'attachment; filename="my-expenses-2026-11-25.csv"',
            },
          });
        return answer(call);
      },
    });
    await screen.findByText('remark 6');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)', ...HIDDEN }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const [exported] = callsTo(advanceCalls(), 'GET', `${MINE}/export`);
    expect(Object.fromEntries(queryOf(exported?.url ?? ''))).toEqual({
      q: 'remark',
      expenseType: 'Fuel',
      format: 'csv',
    });
    expect(exported?.headers).toMatchObject({ apikey: 'key-1', api_client_name: 'DEMO01' });
  });
});
