import { payableLabels as L, payableMessages as M, payableWorkflowMessages as W } from '@sitebook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../../../test/list-page';
import { bodyRows, callsTo, cellTexts, makePayable, renderPayableScreens } from '../../../test/payables';
import { atPhoneWidth } from '../../../test/phone-width';
import { jsonResponse } from '../../../test/render';

const LIST_CALL = '/vendorpayablesForATenantcode/tenantCode/DEMO01';
const ten = () =>
  Array.from({ length: 10 }, (_, i) =>
    makePayable(
      i + 1,
      i + 1 === 10
        ? {
            status: 'Payment Settled',
            erfSiteId: 2,
            invoiceNumber: 'INV/10',
            taxAmount: 1800,
            paid: 11_800,
            outstanding: 0,
          }
        : {},
    ),
  );

describe('Vendor Payables list', { timeout: 60_000 }, () => {
  it('shows the title, +Add New Payable, the 11 columns, the money columns and the actions, newest first, dates without time', async () => {
    renderPayableScreens('/home/vendor/payables', { payables: ten() });
    expect(await screen.findByRole('heading', { level: 2, name: M.listTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: M.addNew })).toHaveAttribute(
      'href',
      '/home/vendor/payables/addpayable',
    );
    await screen.findByText('VPB00010');
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    // The row actions come first, in view without scrolling sideways.
    expect(headers).toEqual([
      'Edit',
      'View',
      'History',
      'PayableCode',
      'Site',
      'Vendor Id',
      'Material Type',
      'Work Type',
      'Quantity',
      'Units',
      'Amount',
      // Beyond the spec: the money.
      'Invoice No.',
      'Total',
      'Paid',
      'Outstanding',
      'Bill Date',
      'Due Date',
      'Status',
    ]);
    const rows = bodyRows(M.listTitle);
    // The server's page comes newest first: VPB00010 first.
    expect(cellTexts(rows[0] as HTMLElement).slice(3)).toEqual([
      'VPB00010',
      'Hilltop (HLT02)',
      'VEN00001 · Ace Masonry',
      '',
      'Masonry',
      '100',
      'Sq.ft',
      '10,000.00',
      'INV/10',
      '11,800.00',
      '11,800.00',
      '0.00',
      '10-04-2026',
      '10-05-2026',
      'Payment Settled',
    ]);
    expect(cellTexts(rows[1] as HTMLElement)[3]).toBe('VPB00009');
    expect(cellTexts(rows[1] as HTMLElement)[4]).toBe('Riverside (RST01)');
  });

  it('fetches 8 a page from the server, with Prev, Next and numbered pages from X-Total-Count', async () => {
    const user = userEvent.setup();
    const { payableCalls } = renderPayableScreens('/home/vendor/payables', { payables: ten() });
    await screen.findByText('VPB00010');
    expect(bodyRows(M.listTitle)).toHaveLength(8);
    expect(screen.queryByText('VPB00002')).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: `${M.listTitle} pages` });
    expect(within(nav).getByRole('button', { name: '2' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: '3' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('VPB00002')).toBeInTheDocument();
    expect(bodyRows(M.listTitle).map((r) => cellTexts(r)[3])).toEqual(['VPB00002', 'VPB00001']);
    await user.click(screen.getByRole('button', { name: '1' }));
    expect(await screen.findByText('VPB00010')).toBeInTheDocument();
    expect(bodyRows(M.listTitle)).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(
      callsTo(payableCalls(), 'GET', LIST_CALL)
        .map((c) => pageOf(c.url))
        .slice(0, 2),
    ).toEqual([
      { page: 1, size: 8 },
      { page: 2, size: 8 },
    ]);
  });

  it('Edit is blocked (disabled) for Payment Settled; Edit, View and History pass the payable as state', async () => {
    const user = userEvent.setup();
    const { router } = renderPayableScreens('/home/vendor/payables', { payables: ten() });
    await screen.findByText('VPB00010');
    const blocked = screen.getByRole('button', { name: L.editRowBlocked('VPB00010') });
    expect(blocked).toBeDisabled();
    await user.click(blocked);
    expect(router.state.location.pathname).toBe('/home/vendor/payables');

    await user.click(screen.getByRole('button', { name: L.editRow('VPB00009') }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/home/vendor/payables/editpayable/VPB00009'),
    );
    expect(router.state.location.state).toMatchObject({ vendorPayableId: 9, version: 1 });

    await router.navigate('/home/vendor/payables');
    await user.click(await screen.findByRole('button', { name: L.viewRow('VPB00008') }, { timeout: 5000 }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/home/vendor/payables/viewpayable/VPB00008'),
    );
    expect(router.state.location.state).toMatchObject({ vendorPayableCode: 'VPB00008' });

    await router.navigate('/home/vendor/payables');
    await user.click(
      await screen.findByRole('button', { name: L.historyRow('VPB00010') }, { timeout: 5000 }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/home/vendor/payables/historypayable/VPB00010'),
    );
    expect(router.state.location.state).toMatchObject({ vendorPayableCode: 'VPB00010' });
  });

  it('marks an overdue payable (due before today, still owed) with the text Overdue, not by colour alone', async () => {
    const owed = { outstanding: 500, paid: 500, status: 'Payment Pending' };
    renderPayableScreens('/home/vendor/payables', {
      payables: [
        makePayable(1, { ...owed, paymentDueDate: '2020-01-10' }),
        makePayable(2, { ...owed, paymentDueDate: '2099-01-10' }),
        makePayable(3, { ...owed, paymentDueDate: '2020-01-10', outstanding: 0, paid: 3000 }),
        makePayable(4, { ...owed, paymentDueDate: '2020-01-10', status: 'Cancelled', outstanding: 0 }),
        makePayable(5, { ...owed, paymentDueDate: '2020-01-10', status: 'Closed' }),
      ],
    });
    await screen.findByText('VPB00005');
    const statusOf = (code: string) => {
      const row = bodyRows(M.listTitle).find((r) => cellTexts(r)[3] === code) as HTMLElement;
      return cellTexts(row).at(-1);
    };
    expect(statusOf('VPB00001')).toBe(`Payment Pending${L.overdue}`);
    expect(within(bodyRows(M.listTitle).at(-1) as HTMLElement).getByText(L.overdue)).toBeVisible();
    // Due later, paid off, cancelled or closed: not overdue.
    expect(statusOf('VPB00002')).toBe('Payment Pending');
    expect(statusOf('VPB00003')).toBe('Payment Pending');
    expect(statusOf('VPB00004')).toBe(W.cancelled);
    expect(statusOf('VPB00005')).toBe('Closed');
    expect(screen.getAllByText(L.overdue)).toHaveLength(1);
  });

  it('at phone width each card shows the money under its labels and the Overdue mark', async () => {
    atPhoneWidth();
    renderPayableScreens('/home/vendor/payables', {
      payables: [
        makePayable(1, {
          invoiceNumber: 'INV/1',
          taxAmount: 180,
          paid: 500,
          outstanding: 680,
          status: 'Payment Pending',
          paymentDueDate: '2020-01-10',
        }),
      ],
    });
    const list = await screen.findByRole('list', { name: M.listTitle });
    const card = within(list).getByRole('listitem', { name: 'VPB00001' });
    for (const [label, value] of [
      [L.moneyColumns.invoiceNumber, 'INV/1'],
      [L.moneyColumns.total, '1,180.00'],
      [L.moneyColumns.paid, '500.00'],
      [L.moneyColumns.outstanding, '680.00'],
    ]) {
      const term = within(card).getByText(label as string, { selector: 'dt' });
      expect(term.nextElementSibling).toHaveTextContent(value as string);
    }
    expect(within(card).getByText(L.overdue)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Sort by' })).toBeInTheDocument();
  });

  it('a cancelled payable stays listed, marked Cancelled, with Edit blocked', async () => {
    renderPayableScreens('/home/vendor/payables', {
      payables: [makePayable(1), makePayable(2, { status: 'Cancelled' })],
    });
    await screen.findByText('VPB00002');
    const [cancelled] = bodyRows(M.listTitle);
    expect(cellTexts(cancelled as HTMLElement)).toContain(W.cancelled);
    expect(screen.getByRole('button', { name: W.editRowCancelled('VPB00002') })).toBeDisabled();
    expect(screen.getByRole('button', { name: L.editRow('VPB00001') })).toBeEnabled();
  });

  it("shows 'No data to display.' for an empty list and sends the apikey headers", async () => {
    const { payableCalls } = renderPayableScreens('/home/vendor/payables', { payables: [] });
    expect(await screen.findByText('No data to display.')).toBeInTheDocument();
    const [get] = callsTo(payableCalls(), 'GET', LIST_CALL);
    expect(get?.headers).toMatchObject({ apikey: 'key-1', api_client_name: 'DEMO01' });
    expect(pageOf(get?.url ?? '')).toEqual({ page: 1, size: 8 });
  });

  it("shows 'Loading ....' while loading and the server's message when the list fails", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderPayableScreens('/home/vendor/payables', {
      handle: async (call) => {
        if (!call.url.includes('/vendorpayablesForATenantcode/')) return undefined;
        await gate;
        return jsonResponse(403, { message: 'Your role does not include this module.' });
      },
    });
    expect(await screen.findByText('Loading ....')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not include this module.');
    expect(screen.getByRole('button', { name: L.retry })).toBeInTheDocument();
  });

  it('fetches the list only when the path is exactly /home/vendor/payables', async () => {
    const { payableCalls, router } = renderPayableScreens('/home/vendor/payables/elsewhere', {
      payables: [makePayable(1)],
    });
    expect(await screen.findByRole('heading', { name: M.listTitle })).toBeInTheDocument();
    expect(screen.getByText('Loading ....')).toBeInTheDocument();
    expect(callsTo(payableCalls(), 'GET', '/vendorpayablesForATenantcode/')).toHaveLength(0);
    await router.navigate('/home/vendor/payables');
    expect(await screen.findByText('VPB00001')).toBeInTheDocument();
    expect(callsTo(payableCalls(), 'GET', '/vendorpayablesForATenantcode/')).toHaveLength(1);
  });
});
