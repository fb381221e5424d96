import { advanceLabels as l, advanceMessages as m } from '@sitebook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, expectDialog, makeAdvance, pick, renderAdvanceScreens } from '../../../test/advances';
import type { RecordedCall } from '../../../test/fake-server';
import { listAnswer, pageOf } from '../../../test/list-page';
import { jsonResponse } from '../../../test/render';

const twelve = () => Array.from({ length: 12 }, (_, i) => makeAdvance(i + 1));
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('Proof Submission', { timeout: 60_000 }, () => {
  const handle = async (call: RecordedCall) =>
    call.url.includes('/advanceRequest/DEMO01') ? listAnswer(call.url, twelve()) : undefined;

  it('lists the advance requests 10 a page; a non-approved row is refused; an approved one opens Spent Information', async () => {
    const user = userEvent.setup();
    const { router, advanceCalls } = renderAdvanceScreens('/home/expense', { handle });
    expect(await screen.findByRole('heading', { level: 2, name: m.proofTitle })).toBeInTheDocument();
    await screen.findByText('ADV00001');
    expect(bodyRows()).toHaveLength(10);
    const nav = screen.getByRole('navigation', { name: `${m.proofTitle} pages` });
    expect(within(nav).getByRole('button', { name: '2' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: '3' })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('ADV00012')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(2);
    await user.click(within(nav).getByRole('button', { name: '1' }));
    await screen.findByText('ADV00001');
    expect(
      callsTo(advanceCalls(), 'GET', '/advanceRequest/DEMO01')
        .map((c) => pageOf(c.url))
        .slice(0, 2),
    ).toEqual([
      { page: 1, size: 10 },
      { page: 2, size: 10 },
    ]);
    await user.click(screen.getByRole('button', { name: l.openRow('ADV00002') }));
    await expectDialog(m.onlyApproved);
    expect(router.state.location.pathname).toBe('/home/expense');
    await user.click(screen.getByRole('button', { name: l.openRow('ADV00003') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/expense/spentinformation'));
    expect((router.state.location.state as { advanceId: string }).advanceId).toBe('ADV00003');
  });
});

describe('Spent Information', { timeout: 60_000 }, () => {
  const advance = makeAdvance(1, { requestedAmount: 1000, status: 'Approved' });

  it("shows 'Loading...' then 'No data found.' and the totals", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderAdvanceScreens('/home/expense/spentinformation', {
      state: advance,
      handle: async (call) => {
        if (!call.url.includes('/expenses/companyCode/DEMO01/advanceRequestId/1')) return undefined;
        await gate;
        return jsonResponse(202, []);
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: m.spentTitle })).toBeInTheDocument();
    expect(screen.getByTestId('advance-code')).toHaveTextContent('ADV00001');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('No data found.')).toBeInTheDocument();
    expect(screen.getByTestId('total-requested')).toHaveTextContent('1,000.00');
    expect(screen.getByTestId('total-spent')).toHaveTextContent('0.00');
    expect(screen.getByTestId('total-remaining')).toHaveTextContent('1,000.00');
  });

  it('lists Expense Type / Expense Amount, a negative remaining in red; adding an expense refreshes the table', async () => {
    const user = userEvent.setup();
    const expenses = [
      {
        expenseId: 1,
        expenseType: 'Food',
        expenseAmount: 700,
        expenseDate: '2026-04-02',
        remarks: '',
        documentIds: '',
      },
      {
        expenseId: 2,
        expenseType: 'Fuel',
        expenseAmount: 500,
        expenseDate: '2026-04-03',
        remarks: '',
        documentIds: '',
      },
    ];
    let stored = expenses.slice(0, 1);
    const { advanceCalls } = renderAdvanceScreens('/home/expense/spentinformation', {
      state: advance,
      handle: (call) => {
        if (call.method === 'GET' && call.url.includes('/expenses/companyCode/'))
          return jsonResponse(202, stored);
        if (call.method === 'POST' && call.url.endsWith('/expense/v1/expenses')) {
          stored = expenses;
          return jsonResponse(202, { expenseId: 2, message: 'Expense recorded against ADV00001.' });
        }
        return undefined;
      },
    });
    await screen.findByRole('cell', { name: 'Food' });
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([l.expenseColumns.type, l.expenseColumns.amount]);
    expect(screen.getByTestId('total-remaining')).toHaveTextContent('300.00');
    const get = callsTo(advanceCalls(), 'GET', '/expenses/companyCode/')[0];
    expect(get?.headers).toMatchObject({ apikey: 'key-1', api_client_name: 'DEMO01' });

    await user.click(screen.getByRole('button', { name: l.addExpense }));
    await expectDialog(l.expenseNeedsType);
    await pick(l.expenseFields.type, 'Fuel');
    await user.click(screen.getByRole('button', { name: l.addExpense }));
    await expectDialog(l.expenseNeedsAmount);
    await user.type(screen.getByRole('textbox', { name: l.expenseFields.amount }), '500');
    await user.type(screen.getByRole('textbox', { name: l.expenseFields.remarks }), 'Diesel');
    const receipt = screen.getByLabelText(l.expenseFields.receipt);
    expect(receipt).toHaveAttribute('accept', 'image/*');
    expect(receipt).toHaveAttribute('capture', 'environment');
    await user.click(screen.getByRole('button', { name: l.addExpense }));
    await expectDialog('Expense recorded against ADV00001.');
    await screen.findByText('Fuel', { selector: 'td' });
    expect(bodyRows()).toHaveLength(2);
    expect(screen.getByTestId('total-spent')).toHaveTextContent('1,200.00');
    const remaining = screen.getByTestId('total-remaining');
    expect(remaining).toHaveTextContent('-200.00');
    expect(remaining.getAttribute('style') ?? '').toContain('red');
    const [post] = callsTo(advanceCalls(), 'POST', '/expense/v1/expenses');
    expect(post?.body).toMatchObject({
      companyCode: 'DEMO01',
      advanceRequestId: 1,
      expenseType: 'Fuel',
      expenseAmount: 500,
      remarks: 'Diesel',
      documentIds: '',
    });
    expect((post?.body as { expenseDate?: string } | undefined)?.expenseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('a refusal shows the server message', async () => {
    const user = userEvent.setup();
    renderAdvanceScreens('/home/expense/spentinformation', {
      state: advance,
      handle: (call) => {
        if (call.method === 'GET' && call.url.includes('/expenses/companyCode/'))
          return jsonResponse(202, []);
        if (call.method === 'POST')
          return jsonResponse(400, { message: 'Expenses can be recorded only against an approved advance.' });
        return undefined;
      },
    });
    await screen.findByText('No data found.');
    await pick(l.expenseFields.type, 'Food');
    await user.type(screen.getByRole('textbox', { name: l.expenseFields.amount }), '20');
    await user.click(screen.getByRole('button', { name: l.addExpense }));
    await expectDialog('Expenses can be recorded only against an approved advance.');
  });
});
