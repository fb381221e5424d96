import {
  advanceLabels as l,
  listMessages,
  type PersonBalance,
  advanceReconcileMessages as rm,
} from '@sitebook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, expectDialog, makeAdvance, pick, renderAdvanceScreens } from '../../../test/advances';
import { jsonResponse } from '../../../test/render';

/** The Person balance screen and the approved amount on Edit Advance. */

const balance: PersonBalance = {
  siteCode: null,
  rows: [
    {
      person: 'demoadmin',
      openAdvances: 2,
      requested: 30000,
      approved: 27500.5,
      spent: 15250,
      returned: 0,
      reimbursed: 0,
      remaining: 12250.5,
    },
    {
      person: 'sitelead',
      openAdvances: 1,
      requested: 1000,
      approved: 800,
      spent: 900.25,
      returned: 0,
      reimbursed: 0,
      remaining: -100.25,
    },
  ],
  totals: {
    openAdvances: 3,
    requested: 31000,
    approved: 28300.5,
    spent: 16150.25,
    returned: 0,
    reimbursed: 0,
    remaining: 12150.25,
  },
};

describe('Person balance', { timeout: 60_000 }, () => {
  it('shows each person and the totals from the server, filters by site and exports the .xlsx', async () => {
    const user = userEvent.setup();
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    const { advanceCalls } = renderAdvanceScreens('/home/advance/personbalance', {
      handle: async (call) => {
        if (!call.url.includes('/personBalance/DEMO01')) return undefined;
        if (call.url.includes('format=xlsx')) {
          return new Response(new Blob(['xlsx']), {
            status: 200,
            headers: { 'content-disposition': `attachment; filename="${rm.exportFileName}"` },
          });
        }
        return jsonResponse(202, balance);
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: rm.personBalanceTitle })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: rm.personBalanceCaption });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      rm.balanceColumns.person,
      rm.balanceColumns.open,
      rm.balanceColumns.approved,
      rm.balanceColumns.spent,
      rm.balanceColumns.returned,
      rm.balanceColumns.reimbursed,
      rm.balanceColumns.remaining,
    ]);
    expect(within(table).getByRole('row', { name: /sitelead/ })).toHaveTextContent('-100.25');
    expect(screen.getByTestId('person-balance-remaining')).toHaveTextContent('12,150.25');
    await pick(rm.siteFilter, 'Riverside (RST01)');
    await waitFor(() =>
      expect(
        callsTo(advanceCalls(), 'GET', '/personBalance/DEMO01').map((c) => c.url.split('?')[1]),
      ).toContain('siteCode=RST01'),
    );
    await user.click(screen.getByRole('button', { name: rm.exportButton }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(callsTo(advanceCalls(), 'GET', 'format=xlsx').at(-1)?.url).toContain('siteCode=RST01&format=xlsx');
  });

  it('exports the .csv with the site chosen', async () => {
    const user = userEvent.setup();
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { advanceCalls } = renderAdvanceScreens('/home/advance/personbalance', {
      handle: async (call) => {
        if (!call.url.includes('/personBalance/DEMO01')) return undefined;
        if (call.url.includes('format=csv'))
          return new Response(new Blob(['\uFEFFPerson\r\n']), { status: 200 });
        return jsonResponse(202, balance);
      },
    });
    await screen.findByRole('table', { name: rm.personBalanceCaption });
    expect(screen.getByRole('button', { name: rm.exportButton })).toBeInTheDocument();
    await pick(rm.siteFilter, 'Riverside (RST01)');
    await waitFor(() =>
      expect(
        callsTo(advanceCalls(), 'GET', '/personBalance/DEMO01').map((c) => c.url.split('?')[1]),
      ).toContain('siteCode=RST01'),
    );
    await user.click(screen.getByRole('button', { name: listMessages.exportCsv }));
    // No file name from the server: the screen's own.
    await waitFor(() => expect(names).toEqual([rm.exportCsvFileName]));
    expect(callsTo(advanceCalls(), 'GET', 'format=csv').at(-1)?.url).toContain('siteCode=RST01&format=csv');
    expect(callsTo(advanceCalls(), 'GET', 'format=xlsx')).toHaveLength(0);
  });

  it('is reachable from the advance index', async () => {
    renderAdvanceScreens('/home/advance', {
      handle: async (call) =>
        call.url.includes('/advanceRequest/DEMO01') ? jsonResponse(202, []) : undefined,
    });
    expect(await screen.findByRole('link', { name: rm.personBalanceLink })).toHaveAttribute(
      'href',
      '/home/advance/personbalance',
    );
  });
});

describe('Edit Advance: the approved amount', { timeout: 60_000 }, () => {
  it('an ADMIN approving sends the approved amount; more than requested is refused on the form', async () => {
    const user = userEvent.setup();
    const { advanceCalls } = renderAdvanceScreens('/home/advance/editadvancerequest', {
      state: makeAdvance(2, { status: 'Pending', requestedAmount: 1000, approvedAmount: null }),
      handle: async (call) =>
        call.method === 'PUT' ? jsonResponse(202, { advanceId: 'ADV00002', message: 'ok' }) : undefined,
    });
    expect(await screen.findByRole('button', { name: l.update })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: rm.approvedAmountLabel })).not.toBeInTheDocument();
    await pick(l.fields.status, 'Approved');
    const approved = await screen.findByRole('textbox', { name: rm.approvedAmountLabel });
    expect(approved).toHaveValue('1000');
    await user.clear(approved);
    await user.type(approved, '1000.01');
    await user.click(screen.getByRole('button', { name: l.update }));
    await expectDialog(rm.approvedOverRequested('1000.01', '1000.00'));
    await user.clear(approved);
    await user.type(approved, '750.5');
    await user.click(screen.getByRole('button', { name: l.update }));
    await waitFor(() => expect(callsTo(advanceCalls(), 'PUT', '/advanceRequest')).toHaveLength(1));
    expect(callsTo(advanceCalls(), 'PUT', '/advanceRequest')[0]?.body).toMatchObject({
      status: 'Approved',
      requestedAmount: 1000,
      approvedAmount: 750.5,
    });
  });
});
