import {
  API,
  type ApprovalQueue,
  approvalMessages as a,
  advanceReconcileMessages as rm,
} from '@sitebook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { expectToast } from '../../../test/ui';
import { routes } from '../../app/router';
import { setSession } from '../../lib/session-store';

const waiting = (): ApprovalQueue => ({
  count: 2,
  advances: [
    {
      advanceRequestId: 7,
      advanceId: 'ADV00007',
      siteCode: 'RST01',
      requestedBy: 'sitelead',
      requestedAmount: 3500,
      requestedByDate: '2026-04-24',
      status: 'Pending',
      version: 3,
    },
  ],
  payables: [
    {
      vendorPayableId: 6,
      vendorPayableCode: 'VPB00006',
      vendorCode: 'VEN00008',
      vendorName: 'Deccan Bricks',
      amount: 96000,
      outstanding: 96000,
      paymentDueDate: '2026-05-18',
      createdBy: 'sitelead',
      status: 'Invoice Received',
      version: 1,
    },
  ],
});

function renderQueue() {
  let queue = waiting();
  const server = fakeServer({
    modules: ['Advance Management', 'Vendor Supplier'],
    handle: (call) => {
      if (call.url.includes(API.approvalQueue)) return jsonResponse(202, queue);
      if (call.url.includes(API.approvalDecision)) {
        queue = { ...queue, count: 1, advances: [] };
        return jsonResponse(202, { message: a.advanceApproved('ADV00007') });
      }
      return undefined;
    },
  });
  vi.stubGlobal('fetch', vi.fn(server.fetchImpl));
  setSession({ jwt: 'token-123', userName: 'demoadmin' });
  renderRoutes(routes, '/home/approvals');
  return server;
}

describe('Waiting for me', { timeout: 60_000 }, () => {
  it('lists both kinds; Approve sends one call with the comment and the version, then says so', async () => {
    const user = userEvent.setup();
    const server = renderQueue();
    expect(await screen.findByRole('heading', { level: 2, name: a.title })).toBeInTheDocument();
    expect((await screen.findAllByRole('region', { name: a.advancesTitle }))[0]).toHaveTextContent(
      'ADV00007',
    );
    expect(screen.getAllByRole('region', { name: a.payablesTitle })[0]).toHaveTextContent(
      'Deccan Bricks (VEN00008)',
    );

    await user.click(screen.getByRole('button', { name: `${a.approve} ADV00007` }));
    const dialog = await screen.findByRole('dialog', { name: `${a.approve} ADV00007` });
    await user.type(within(dialog).getByLabelText(a.commentLabel), 'Go ahead');
    await user.click(within(dialog).getByRole('button', { name: a.approve }));
    // A success the spec does not quote: a toast (titled, announced), no dialog to click.
    const outcome = await expectToast(a.advanceApproved('ADV00007'));
    expect(outcome).toHaveTextContent(a.successTitle);
    const sent = server.calls.filter((c) => c.url.includes(API.approvalDecision));
    expect(sent.map((c) => c.body)).toEqual([
      { kind: 'advance', id: 7, decision: 'approve', comment: 'Go ahead', version: 3, approvedAmount: 3500 },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: a.advancesTitle })).not.toBeInTheDocument(),
    );
  });

  it('approving an advance offers its amount, prefilled with the requested one: less is sent, more is refused', async () => {
    const user = userEvent.setup();
    const server = renderQueue();
    await user.click(await screen.findByRole('button', { name: `${a.approve} ADV00007` }));
    const dialog = await screen.findByRole('dialog', { name: `${a.approve} ADV00007` });
    const amount = within(dialog).getByRole('textbox', { name: a.approvedAmountLabel });
    expect(amount).toHaveValue('3500');
    expect(dialog).toHaveTextContent(a.approvedAmountHint('3,500.00'));
    await user.clear(amount);
    await user.type(amount, '4000');
    await user.click(within(dialog).getByRole('button', { name: a.approve }));
    expect(
      await within(dialog).findByText(rm.approvedOverRequested('4,000.00', '3,500.00')),
    ).toBeInTheDocument();
    expect(server.calls.filter((c) => c.url.includes(API.approvalDecision))).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '2500.5');
    await user.click(within(dialog).getByRole('button', { name: a.approve }));
    await expectToast(a.successTitle);
    expect(server.calls.filter((c) => c.url.includes(API.approvalDecision)).map((c) => c.body)).toEqual([
      { kind: 'advance', id: 7, decision: 'approve', comment: '', version: 3, approvedAmount: 2500.5 },
    ]);
  });

  it('a payable is approved without an amount', async () => {
    const user = userEvent.setup();
    renderQueue();
    await user.click(await screen.findByRole('button', { name: `${a.approve} VPB00006` }));
    const dialog = await screen.findByRole('dialog', { name: `${a.approve} VPB00006` });
    expect(within(dialog).queryByRole('textbox', { name: a.approvedAmountLabel })).not.toBeInTheDocument();
  });

  it('Reject asks for a comment before sending anything', async () => {
    const user = userEvent.setup();
    const server = renderQueue();
    await user.click(await screen.findByRole('button', { name: `${a.reject} VPB00006` }));
    const dialog = await screen.findByRole('dialog', { name: `${a.reject} VPB00006` });
    await user.click(within(dialog).getByRole('button', { name: a.reject }));
    expect(await within(dialog).findByText(a.rejectNeedsComment)).toBeInTheDocument();
    expect(server.calls.filter((c) => c.url.includes(API.approvalDecision))).toEqual([]);
  });
});
