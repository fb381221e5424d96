import {
  type AdvanceSettlement,
  type AdvanceSpending,
  advanceLabels as l,
  advanceReconcileMessages as rm,
} from '@sitebook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, expectDialog, makeAdvance, pick, renderAdvanceScreens } from '../../../test/advances';
import type { RecordedCall } from '../../../test/fake-server';
import { jsonResponse } from '../../../test/render';
import { expectToast } from '../../../test/ui';

/** The Reconcile section of Spent Information. */

const spendingOf = (overrides: Partial<AdvanceSpending> = {}): AdvanceSpending => ({
  advanceRequestId: 1,
  advanceId: 'ADV00001',
  status: 'Approved',
  requestedBy: 'sitelead',
  requestedAmount: 1000,
  approvedAmount: 800,
  spentAmount: 640.25,
  remainingAmount: 159.75,
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
const entry = (overrides: Partial<AdvanceSettlement> = {}): AdvanceSettlement => ({
  settlementId: 5,
  advanceRequestId: 1,
  kind: 'return',
  settlementDate: '2026-06-10',
  amount: 159.75,
  paymentMode: 'Cash',
  reference: 'RCPT-9',
  remarks: '',
  status: 'Active',
  createdBy: 'demoadmin',
  createdDate: '2026-06-10T10:00:00.000Z',
  reversedBy: null,
  reversedDate: null,
  reverseReason: '',
  ...overrides,
});
const lists = { 'payment.mode': ['Cash', 'UPI'].map((value) => ({ code: value, value })) };

function render(
  spending: () => AdvanceSpending,
  entries: () => AdvanceSettlement[],
  extra?: (call: RecordedCall) => Promise<Response | undefined>,
  roleType?: string,
) {
  return renderAdvanceScreens('/home/expense/spentinformation', {
    state: makeAdvance(1, { status: 'Approved' }),
    lists,
    ...(roleType ? { roleType } : {}),
    handle: async (call) => {
      const answer = await extra?.(call);
      if (answer) return answer;
      if (call.method === 'GET' && call.url.includes('/spending/companyCode/')) {
        return jsonResponse(202, spending());
      }
      if (call.method === 'GET' && call.url.includes('/settlements/companyCode/')) {
        return jsonResponse(202, entries());
      }
      if (call.method === 'GET' && call.url.includes('/expenses/companyCode/')) return jsonResponse(202, []);
      return undefined;
    },
  });
}

describe('Reconcile', { timeout: 60_000 }, () => {
  it('an admin records a return; Settle advance is enabled only at 0 and settles after a confirmation', async () => {
    const user = userEvent.setup();
    let spending = spendingOf();
    let entries: AdvanceSettlement[] = [];
    const { advanceCalls } = render(
      () => spending,
      () => entries,
      async (call) => {
        if (call.method === 'POST' && call.url.endsWith('/v1/settlements')) {
          spending = spendingOf({ returnedAmount: 159.75, remainingAmount: 0 });
          entries = [entry()];
          return jsonResponse(202, {
            advanceId: 'ADV00001',
            settlementId: 5,
            message: rm.returnRecorded('ADV00001'),
          });
        }
        if (call.method === 'POST' && call.url.endsWith('/advanceRequest/settle')) {
          spending = spendingOf({
            status: 'Settled',
            readOnly: true,
            returnedAmount: 159.75,
            remainingAmount: 0,
            settledBy: 'demoadmin',
            settledDate: '2026-06-11T09:00:00.000Z',
          });
          return jsonResponse(202, { advanceId: 'ADV00001', message: rm.settled('ADV00001') });
        }
        return undefined;
      },
    );
    const section = await screen.findByRole('region', { name: rm.reconcileTitle });
    expect(within(section).getByText(rm.holderOwes('159.75'))).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: rm.settleButton })).toBeDisabled();
    expect(await within(section).findByText(rm.noEntries)).toBeInTheDocument();

    // The amount is required (the contract's message), then the return is sent.
    await user.click(within(section).getByRole('button', { name: rm.record }));
    await expectDialog(rm.amountRequired);
    await user.type(within(section).getByRole('textbox', { name: rm.amountLabel }), '159.75');
    await pick(rm.modeLabel, 'Cash');
    await user.type(within(section).getByRole('textbox', { name: rm.referenceLabel }), 'RCPT-9');
    await user.click(within(section).getByRole('button', { name: rm.record }));
    await expectToast(rm.returnRecorded('ADV00001'));
    const sent = callsTo(advanceCalls(), 'POST', '/v1/settlements').at(-1);
    expect(sent?.body).toMatchObject({
      companyCode: 'DEMO01',
      advanceRequestId: 1,
      kind: 'return',
      amount: 159.75,
      paymentMode: 'Cash',
      reference: 'RCPT-9',
    });
    expect(await screen.findByTestId('total-returned')).toHaveTextContent('159.75');
    expect(await within(section).findByText(rm.balanced)).toBeInTheDocument();
    expect(within(section).getByRole('table', { name: rm.entriesCaption })).toHaveTextContent('RCPT-9');

    const settle = within(section).getByRole('button', { name: rm.settleButton });
    await waitFor(() => expect(settle).toBeEnabled());
    await user.click(settle);
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(rm.confirmSettle('ADV00001'));
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await expectToast(rm.settled('ADV00001'));
    expect(await within(section).findByText(rm.settledNote)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: rm.record })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: rm.settleButton })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: l.addExpense })).not.toBeInTheDocument();
  });

  it('a Settled advance shows "Settled — locked" and its returns read-only to everyone', async () => {
    render(
      () => spendingOf({ status: 'Settled', readOnly: true, remainingAmount: 0, returnedAmount: 159.75 }),
      () => [entry()],
      undefined,
      'USER',
    );
    const section = await screen.findByRole('region', { name: rm.reconcileTitle });
    expect(within(section).getByText(rm.settledNote)).toBeInTheDocument();
    expect(await within(section).findByText('RCPT-9')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Reverse/ })).not.toBeInTheDocument();
  });

  it('a USER sees no Reconcile section on an Approved advance', async () => {
    render(
      () => spendingOf(),
      () => [],
      undefined,
      'USER',
    );
    await waitFor(() => expect(screen.getByTestId('total-remaining')).toHaveTextContent('159.75'));
    expect(screen.queryByRole('region', { name: rm.reconcileTitle })).not.toBeInTheDocument();
  });
});
