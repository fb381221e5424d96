import {
  advanceLabels as l,
  type MyAdvanceTotals,
  type MyExpense,
  myExpensesMessages as m,
  screenTitles,
} from '@sitebook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, pick, renderAdvanceScreens } from '../../../test/advances';
import type { RecordedCall } from '../../../test/fake-server';
import { listAnswer, pageOf } from '../../../test/list-page';
import { jsonResponse } from '../../../test/render';
import { expectToast } from '../../../test/ui';

const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

const expenseOf = (id: number, overrides: Partial<MyExpense> = {}): MyExpense => ({
  expenseId: id,
  advanceRequestId: 1,
  advanceId: 'ADV00001',
  siteCode: 'RST01',
  advanceStatus: 'Approved',
  expenseType: 'Food',
  expenseAmount: 700,
  expenseDate: '2026-04-02',
  remarks: '',
  documentIds: '',
  receiptDocumentId: null,
  createdBy: 'sitelead',
  createdDate: '2026-04-02T10:00:00.000Z',
  ...overrides,
});
const totalsOf = (id: number, overrides: Partial<MyAdvanceTotals> = {}): MyAdvanceTotals => ({
  advanceRequestId: id,
  advanceId: `ADV0000${id}`,
  siteCode: 'RST01',
  status: 'Approved',
  approvedAmount: 1000,
  spentAmount: 700,
  remainingAmount: 300,
  expenseCount: 1,
  ...overrides,
});
/** Every observed element comes into view (the thumbnails load). */
const scrollIntoView = () => {
  for (const observer of observers)
    observer.callback(observer.targets.map((target) => ({ isIntersecting: true, target })));
};
const observers: {
  callback: (entries: { isIntersecting: boolean; target: Element }[]) => void;
  targets: Element[];
}[] = [];
class FakeObserver {
  targets: Element[] = [];
  constructor(public callback: (entries: { isIntersecting: boolean; target: Element }[]) => void) {
    observers.push(this);
  }
  observe(element: Element) {
    this.targets.push(element);
  }
  disconnect() {}
}

const isMine = (call: RecordedCall) => call.method === 'GET' && call.url.includes('/myExpenses/companyCode/');
const isTotals = (call: RecordedCall) => call.method === 'GET' && call.url.includes('/myExpenses/totals/');

describe('My Expenses', { timeout: 60_000 }, () => {
  beforeEach(() => {
    observers.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps its heading; groups the expenses by advance with its totals; receipts as thumbnails', async () => {
    const rows = [
      expenseOf(3, { expenseType: 'Fuel', expenseAmount: 250.5, documentIds: '7', receiptDocumentId: 7 }),
      expenseOf(2, { advanceRequestId: 2, advanceId: 'ADV00002', siteCode: 'HTV03', expenseType: 'Travel' }),
      expenseOf(1),
    ];
    const { advanceCalls } = renderAdvanceScreens('/home/expense/myexpenses', {
      handle: (call) => {
        if (isTotals(call))
          return jsonResponse(202, [
            totalsOf(2, { siteCode: 'HTV03', approvedAmount: 5000, spentAmount: 700, remainingAmount: 4300 }),
            totalsOf(1, { spentAmount: 950.5, remainingAmount: 49.5 }),
          ]);
        if (isMine(call)) return listAnswer(call.url, rows);
        if (call.url.includes('/downloadDocument/7'))
          return new Response(PNG, { status: 200, headers: { 'content-type': 'image/png' } });
        return undefined;
      },
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: screenTitles.myExpenses }),
    ).toBeInTheDocument();
    const group1 = await screen.findByRole('region', { name: m.groupTitle('ADV00001', 'RST01') });
    expect(within(group1).getByTestId('group-totals-ADV00001')).toHaveTextContent(
      `${m.groupStatus('Approved')} · ${m.groupTotals('1,000.00', '950.50', '49.50')}`,
    );
    expect(within(group1).getAllByRole('row')).toHaveLength(3);
    const group2 = screen.getByRole('region', { name: m.groupTitle('ADV00002', 'HTV03') });
    expect(within(group2).getByRole('cell', { name: 'Travel' })).toBeInTheDocument();
    // Newest expense's advance first.
    const groups = screen
      .getAllByRole('region')
      .filter((r) => r.getAttribute('data-testid')?.startsWith('advance-group-'));
    expect(groups.map((g) => g.getAttribute('data-testid'))).toEqual([
      'advance-group-ADV00001',
      'advance-group-ADV00002',
    ]);
    const name = 'Fuel 250.50 on 02-04-2026';
    // Lazy: nothing is fetched while the thumbnail is off screen (the setup's observer never fires).
    await new Promise((r) => setTimeout(r, 200));
    expect(callsTo(advanceCalls(), 'GET', '/downloadDocument/')).toHaveLength(0);
    expect(within(group1).queryByRole('img', { name: /^Receipt photo/ })).not.toBeInTheDocument();
    scrollIntoView();
    expect(await within(group1).findByRole('img', { name: m.thumbnailAlt(name) })).toBeInTheDocument();
    expect(within(group1).getByRole('button', { name: l.viewReceipt(name) })).toBeInTheDocument();
    expect(within(group1).getByText(m.noReceipt)).toBeInTheDocument();
    expect(callsTo(advanceCalls(), 'GET', '/downloadDocument/7')[0]?.headers).toMatchObject({
      authorization: 'Bearer token-123',
    });
    // The totals table, one row per advance.
    const totals = screen.getByRole('table', { name: m.totalsCaption });
    expect(within(totals).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByTestId('remaining-ADV00002')).toHaveTextContent('4,300.00');
    const mine = callsTo(advanceCalls(), 'GET', '/myExpenses/companyCode/DEMO01')[0];
    expect(pageOf(mine?.url ?? '')).toEqual({ page: 1, size: 20 });
    expect(mine?.headers).toMatchObject({ apikey: 'key-1', api_client_name: 'DEMO01' });
  });

  it('Proof Submission links to My Expenses', async () => {
    const user = userEvent.setup();
    const { router } = renderAdvanceScreens('/home/expense', {
      handle: (call) => {
        if (isTotals(call)) return jsonResponse(202, []);
        if (isMine(call)) return listAnswer(call.url, []);
        if (call.url.includes('/advanceRequest/DEMO01')) return listAnswer(call.url, []);
        return undefined;
      },
    });
    await user.click(await screen.findByRole('link', { name: m.openLink }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/expense/myexpenses'));
    expect(
      await screen.findByRole('heading', { level: 2, name: screenTitles.myExpenses }),
    ).toBeInTheDocument();
  });

  it('shows the empty text with no expenses, and an error with a retry when the list fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderAdvanceScreens('/home/expense/myexpenses', {
      handle: (call) => {
        if (isTotals(call)) return jsonResponse(202, []);
        if (isMine(call))
          return fail ? jsonResponse(500, { message: 'Database down' }) : listAnswer(call.url, []);
        return undefined;
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(m.loadFailed);
    expect(alert).toHaveTextContent('Database down');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: m.retry }));
    expect(await screen.findByText(m.empty)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: m.addOpen })).toBeDisabled();
    expect(screen.getAllByText(m.noAdvances).length).toBeGreaterThan(0);
  });

  it('adds an expense with a photo to a chosen Approved advance; the list and totals refresh', async () => {
    const user = userEvent.setup();
    let rows: MyExpense[] = [];
    let totals = [
      totalsOf(1, { spentAmount: 0, remainingAmount: 1000, expenseCount: 0 }),
      totalsOf(5, { status: 'Settled' }),
    ];
    const { advanceCalls } = renderAdvanceScreens('/home/expense/myexpenses', {
      handle: (call) => {
        if (isTotals(call)) return jsonResponse(202, totals);
        if (isMine(call)) return listAnswer(call.url, rows);
        if (call.method === 'POST' && call.url.endsWith('/uploadDocument'))
          return jsonResponse(202, {
            documentIds: '9',
            sequenceId: 9,
            userDescription: '',
            companyCode: 'DEMO01',
          });
        if (call.method === 'POST' && call.url.endsWith('/expense/v1/expenses')) {
          rows = [
            expenseOf(4, { expenseType: 'Fuel', expenseAmount: 120, documentIds: '9', receiptDocumentId: 9 }),
          ];
          totals = [totalsOf(1, { spentAmount: 120, remainingAmount: 880 })];
          return jsonResponse(202, { expenseId: 4, message: 'Expense recorded against ADV00001.' });
        }
        if (call.url.includes('/downloadDocument/9'))
          return new Response(PNG, { status: 200, headers: { 'content-type': 'image/png' } });
        return undefined;
      },
    });
    expect(await screen.findByText(m.empty)).toBeInTheDocument();
    const open = screen.getByRole('button', { name: m.addOpen });
    await waitFor(() => expect(open).toBeEnabled());
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(screen.getByRole('button', { name: m.addClose })).toHaveAttribute('aria-expanded', 'true');
    // Only the Approved advance is offered.
    await pick(m.advanceField, m.advanceOption('ADV00001', 'RST01', '1,000.00'));
    expect(screen.queryByRole('option', { name: /ADV00005/ })).not.toBeInTheDocument();
    await pick(l.expenseFields.type, 'Fuel');
    await user.type(screen.getByRole('textbox', { name: l.expenseFields.amount }), '120');
    const photo = screen.getByLabelText(m.photoField);
    expect(photo).toHaveAttribute('accept', 'image/*');
    expect(photo).toHaveAttribute('capture', 'environment');
    await user.upload(photo, new File([PNG], 'receipt.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: l.addExpense }));
    await expectToast('Expense recorded against ADV00001.');
    const [post] = callsTo(advanceCalls(), 'POST', '/expense/v1/expenses');
    expect(post?.body).toMatchObject({
      companyCode: 'DEMO01',
      advanceRequestId: 1,
      expenseType: 'Fuel',
      expenseAmount: 120,
      documentIds: '9',
    });
    expect(callsTo(advanceCalls(), 'POST', '/uploadDocument')).toHaveLength(1);
    expect(
      await screen.findByRole('region', { name: m.groupTitle('ADV00001', 'RST01') }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('spent-ADV00001')).toHaveTextContent('120.00'));
  });
});
