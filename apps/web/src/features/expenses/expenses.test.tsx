import {
  type AdvanceSpending,
  type ExpenseRecord,
  advanceLabels as l,
  advanceMessages as m,
  advanceServerMessages as sm,
} from '@sitebook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, expectDialog, makeAdvance, pick, renderAdvanceScreens } from '../../../test/advances';
import type { RecordedCall } from '../../../test/fake-server';
import { listAnswer, pageOf } from '../../../test/list-page';
import { atPhoneWidth } from '../../../test/phone-width';
import { jsonResponse } from '../../../test/render';
import { expectToast } from '../../../test/ui';

const twelve = () => Array.from({ length: 12 }, (_, i) => makeAdvance(i + 1));

/** The server's figures of advance 1 (approved 1,000). */
const spendingOf = (overrides: Partial<AdvanceSpending> = {}): AdvanceSpending => ({
  advanceRequestId: 1,
  advanceId: 'ADV00001',
  status: 'Approved',
  requestedBy: 'sitelead',
  requestedAmount: 1000,
  approvedAmount: 1000,
  spentAmount: 0,
  remainingAmount: 1000,
  returnedAmount: 0,
  reimbursedAmount: 0,
  settledBy: null,
  settledDate: null,
  overspendAllowed: false,
  overspendReason: '',
  readOnly: false,
  mayAddExpense: true,
  ...overrides,
});
const expenseOf = (id: number, overrides: Partial<ExpenseRecord> = {}): ExpenseRecord => ({
  expenseId: id,
  expenseType: 'Food',
  expenseAmount: 700,
  expenseDate: '2026-04-02',
  remarks: '',
  documentIds: '',
  createdBy: 'demoadmin',
  createdDate: '2026-04-02T10:00:00.000Z',
  updatedBy: null,
  updatedDate: null,
  ...overrides,
});
const isSpending = (call: RecordedCall) =>
  call.method === 'GET' && call.url.includes('/spending/companyCode/');
const isList = (call: RecordedCall) => call.method === 'GET' && call.url.includes('/expenses/companyCode/');
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
    // The spec names Proof Submission's columns in plain words (the advance list's are quoted as is).
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toContain('Advance Request Code');
    expect(headers).toContain('Site Code');
    expect(headers).not.toContain('AdvanceReqCode');
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
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/home/expense/spentinformation/ADV00003'),
    );
    expect((router.state.location.state as { advanceId: string }).advanceId).toBe('ADV00003');
  });
});

describe('Proof Submission marks the rows that do not open', { timeout: 60_000 }, () => {
  it('Pending and Rejected rows: a badge, and the action described by it; a Settled row opens', async () => {
    const user = userEvent.setup();
    const rows = [
      makeAdvance(1, { status: 'Pending' }),
      makeAdvance(2, { status: 'Rejected' }),
      makeAdvance(3, { status: 'Settled' }),
    ];
    const { router } = renderAdvanceScreens('/home/expense', {
      handle: async (call) =>
        call.url.includes('/advanceRequest/DEMO01') ? listAnswer(call.url, rows) : undefined,
    });
    const pending = await screen.findByRole('button', { name: l.openRow('ADV00001') });
    expect(pending).toHaveAccessibleDescription(`${l.notOpenableBadge('Pending')}. ${l.notOpenableHint}`);
    expect(screen.getByRole('button', { name: l.openRow('ADV00002') })).toHaveAccessibleDescription(
      `${l.notOpenableBadge('Rejected')}. ${l.notOpenableHint}`,
    );
    const settled = screen.getByRole('button', { name: l.openRow('ADV00003') });
    expect(settled).not.toHaveAttribute('aria-describedby');
    await user.click(pending);
    await expectDialog(m.onlyApproved);
    await user.click(settled);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/home/expense/spentinformation/ADV00003'),
    );
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
        if (isSpending(call)) return jsonResponse(202, spendingOf());
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
    expect(screen.getByTestId('total-approved')).toHaveTextContent('1,000.00');
    expect(screen.getByTestId('total-spent')).toHaveTextContent('0.00');
    expect(screen.getByTestId('total-remaining')).toHaveTextContent('1,000.00');
  });

  it("lists type, amount, date, remarks, receipt and author; the figures are the server's; adding an expense refreshes both", async () => {
    // A fixed clock (Date only; timers stay real): a new expense is dated this day.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 15, 12));
    const user = userEvent.setup();
    const expenses = [
      expenseOf(1, { remarks: 'Crew lunch' }),
      expenseOf(2, { expenseType: 'Fuel', expenseAmount: 500, expenseDate: '2026-04-03' }),
    ];
    let stored = expenses.slice(0, 1);
    let figures = spendingOf({ spentAmount: 700, remainingAmount: 300 });
    const { advanceCalls } = renderAdvanceScreens('/home/expense/spentinformation', {
      state: advance,
      handle: (call) => {
        if (isSpending(call)) return jsonResponse(202, figures);
        if (isList(call)) return jsonResponse(202, stored);
        if (call.method === 'POST' && call.url.endsWith('/expense/v1/expenses')) {
          stored = expenses;
          figures = spendingOf({ spentAmount: 1200, remainingAmount: -200, overspendAllowed: true });
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
    ).toEqual([
      l.expenseColumns.actions,
      l.expenseColumns.type,
      l.expenseColumns.amount,
      l.expenseColumns.date,
      l.expenseColumns.remarks,
      l.expenseColumns.receipt,
      l.expenseColumns.recordedBy,
    ]);
    expect(
      within(bodyRows()[0] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['', 'Food', '700.00', '02-04-2026', 'Crew lunch', l.noReceipt, 'demoadmin']);
    expect(screen.getByTestId('total-remaining')).toHaveTextContent('300.00');
    expect(callsTo(advanceCalls(), 'GET', '/spending/companyCode/DEMO01/advanceRequestId/1')).toHaveLength(1);
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
    await expectToast('Expense recorded against ADV00001.');
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
    expect((post?.body as { expenseDate?: string } | undefined)?.expenseDate).toBe('2026-11-15');
    // Saved: the add form starts again empty, dated today.
    expect(screen.getByRole('textbox', { name: l.expenseFields.type })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: l.expenseFields.amount })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: l.expenseFields.remarks })).toHaveValue('');
    expect(screen.getByLabelText(l.expenseFields.date)).toHaveValue('15-11-2026');
  });

  it('a refusal shows the server message', async () => {
    const user = userEvent.setup();
    renderAdvanceScreens('/home/expense/spentinformation', {
      state: advance,
      handle: (call) => {
        if (isSpending(call)) return jsonResponse(202, spendingOf());
        if (isList(call)) return jsonResponse(202, []);
        if (call.method === 'POST')
          return jsonResponse(400, { message: sm.overspend('1,020.00', '1,000.00') });
        return undefined;
      },
    });
    await screen.findByText('No data found.');
    await pick(l.expenseFields.type, 'Food');
    await user.type(await screen.findByRole('textbox', { name: l.expenseFields.amount }), '1020');
    await user.click(screen.getByRole('button', { name: l.addExpense }));
    await expectDialog(sm.overspend('1,020.00', '1,000.00'));
  });

  it('a Settled advance opens read-only: its expenses listed, no Action column, no add form, a notice', async () => {
    renderAdvanceScreens('/home/expense/spentinformation', {
      state: makeAdvance(1, { status: 'Settled' }),
      handle: (call) => {
        if (isSpending(call))
          return jsonResponse(
            202,
            spendingOf({ status: 'Settled', readOnly: true, spentAmount: 700, remainingAmount: 300 }),
          );
        if (isList(call)) return jsonResponse(202, [expenseOf(1)]);
        return undefined;
      },
    });
    expect(await screen.findByText(l.readOnlyNotice('Settled'))).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Food' });
    expect(screen.queryByRole('columnheader', { name: l.expenseColumns.actions })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit expense|Delete expense/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: l.addExpense })).not.toBeInTheDocument();
    expect(screen.getByTestId('total-spent')).toHaveTextContent('700.00');
  });

  it("someone else's Approved advance, for a role that may not add to it: no add form, who adds instead", async () => {
    renderAdvanceScreens('/home/expense/spentinformation', {
      roleType: 'USER',
      state: makeAdvance(1, { status: 'Approved', requestedBy: 'asha' }),
      handle: (call) => {
        if (isSpending(call))
          return jsonResponse(202, spendingOf({ requestedBy: 'asha', mayAddExpense: false }));
        if (isList(call)) return jsonResponse(202, [expenseOf(1)]);
        return undefined;
      },
    });
    expect(await screen.findByText(l.notYoursForExpense('asha'))).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: l.addExpenseTitle })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: l.addExpense })).not.toBeInTheDocument();
  });

  it("a USER edits and deletes their own expense (PUT, DELETE, the server message), not someone else's", async () => {
    const user = userEvent.setup();
    let stored = [
      expenseOf(1),
      expenseOf(2, { expenseType: 'Fuel', expenseAmount: 50, createdBy: 'sitelead' }),
    ];
    const { advanceCalls } = renderAdvanceScreens('/home/expense/spentinformation', {
      state: advance,
      roleType: 'USER',
      handle: (call) => {
        if (isSpending(call)) return jsonResponse(202, spendingOf());
        if (isList(call)) return jsonResponse(202, stored);
        if (call.method === 'PUT') {
          stored = [expenseOf(1, { expenseAmount: 650 }), ...stored.slice(1)];
          return jsonResponse(202, { expenseId: 1, message: sm.expenseUpdated('ADV00001') });
        }
        if (call.method === 'DELETE') {
          stored = stored.slice(1);
          return jsonResponse(202, { expenseId: 1, message: sm.expenseDeleted('ADV00001') });
        }
        return undefined;
      },
    });
    await screen.findByRole('cell', { name: 'Food' });
    const own = 'Food 700.00 on 02-04-2026';
    expect(
      screen.queryByRole('button', { name: l.editExpense('Fuel 50.00 on 02-04-2026') }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: l.editExpense(own) }));
    const dialog = await screen.findByRole('dialog', { name: `${l.editExpenseTitle}: ${own}` });
    const amount = within(dialog).getByRole('textbox', { name: l.expenseFields.amount });
    await user.clear(amount);
    await user.type(amount, '650');
    await user.click(within(dialog).getByRole('button', { name: l.saveExpense }));
    await expectToast(sm.expenseUpdated('ADV00001'));
    const [put] = callsTo(advanceCalls(), 'PUT', '/expense/v1/expenses');
    expect(put?.body).toMatchObject({
      companyCode: 'DEMO01',
      expenseId: 1,
      expenseType: 'Food',
      expenseAmount: 650,
    });
    await screen.findByRole('cell', { name: '650.00' });

    await user.click(screen.getByRole('button', { name: l.deleteExpense('Food 650.00 on 02-04-2026') }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(l.confirmDeleteExpense('Food 650.00 on 02-04-2026'));
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await expectToast(sm.expenseDeleted('ADV00001'));
    expect(callsTo(advanceCalls(), 'DELETE', '/expenses/companyCode/DEMO01/expenseId/1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Food' })).not.toBeInTheDocument());
  });

  it('on a phone each expense is a card whose buttons read Edit and Delete', async () => {
    atPhoneWidth();
    renderAdvanceScreens('/home/expense/spentinformation', {
      state: advance,
      handle: (call) => {
        if (isSpending(call)) return jsonResponse(202, spendingOf());
        if (isList(call)) return jsonResponse(202, [expenseOf(1)]);
        return undefined;
      },
    });
    const card = await screen.findByRole('heading', { name: 'Food' });
    const item = card.closest('li') as HTMLElement;
    expect(
      within(item).getByRole('button', { name: l.editExpense('Food 700.00 on 02-04-2026') }),
    ).toHaveTextContent(l.expenseActionText.edit);
    expect(
      within(item).getByRole('button', { name: l.deleteExpense('Food 700.00 on 02-04-2026') }),
    ).toHaveTextContent(l.expenseActionText.delete);
    vi.restoreAllMocks();
  });

  it("an expense's receipt opens in a dialog, fetched with the token", async () => {
    const user = userEvent.setup();
    const png = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      ),
      (c) => c.charCodeAt(0),
    );
    const { advanceCalls } = renderAdvanceScreens('/home/expense/spentinformation', {
      state: advance,
      handle: (call) => {
        if (isSpending(call)) return jsonResponse(202, spendingOf());
        if (isList(call)) return jsonResponse(202, [expenseOf(1, { documentIds: '7' })]);
        if (call.url.includes('/downloadDocument/7'))
          return new Response(png, { status: 200, headers: { 'content-type': 'image/png' } });
        return undefined;
      },
    });
    const name = 'Food 700.00 on 02-04-2026';
    await user.click(await screen.findByRole('button', { name: l.viewReceipt(name) }));
    const dialog = await screen.findByRole('dialog', { name: l.receiptTitle(name) });
    expect(await within(dialog).findByRole('img', { name: l.receiptTitle(name) })).toBeInTheDocument();
    expect(callsTo(advanceCalls(), 'GET', '/downloadDocument/7')[0]?.headers).toMatchObject({
      authorization: 'Bearer token-123',
    });
  });

  it('an ADMIN allows overspend with a reason (none: refused before sending); the note shows it', async () => {
    const user = userEvent.setup();
    let figures = spendingOf();
    const { advanceCalls } = renderAdvanceScreens('/home/expense/spentinformation', {
      state: advance,
      handle: (call) => {
        if (isSpending(call)) return jsonResponse(202, figures);
        if (isList(call)) return jsonResponse(202, []);
        if (call.method === 'PUT' && call.url.endsWith('/overspend')) {
          figures = spendingOf({ overspendAllowed: true, overspendReason: 'Cement price rose' });
          return jsonResponse(202, { advanceId: 'ADV00001', message: sm.overspendAllowed('ADV00001') });
        }
        return undefined;
      },
    });
    await user.click(await screen.findByRole('button', { name: l.allowOverspend }));
    const dialog = await screen.findByRole('dialog', { name: l.overspendTitle('ADV00001') });
    await user.click(within(dialog).getByRole('button', { name: l.allowOverspend }));
    // No reason: said under the field, nothing sent; typing clears it.
    expect(await within(dialog).findByText(sm.overspendNeedsReason)).toBeInTheDocument();
    expect(callsTo(advanceCalls(), 'PUT', '/overspend')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: l.overspendReason }), 'Cement price rose');
    expect(within(dialog).queryByText(sm.overspendNeedsReason)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: l.allowOverspend }));
    await expectToast(sm.overspendAllowed('ADV00001'));
    expect(callsTo(advanceCalls(), 'PUT', '/overspend')[0]?.body).toEqual({
      companyCode: 'DEMO01',
      advanceRequestId: 1,
      allowed: true,
      reason: 'Cement price rose',
    });
    expect(await screen.findByText(l.overspendAllowedNote('Cement price rose'))).toBeInTheDocument();
    // The reason dialog has closed; the page now offers to withdraw it.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: l.withdrawOverspend })).toBeInTheDocument();
  });
});
