import {
  ledgerMessages as L,
  settlementMessages as m,
  settlementScreenMessages as s,
} from '@sitebook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { atPhoneWidth } from '../../../test/phone-width';
import { jsonResponse } from '../../../test/render';
import { callsTo, makeOpenPayable, makePayment, pick, renderSettlement } from '../../../test/settlement';
import { makeVendor } from '../../../test/vendors';

const PATH = '/home/vendor/payables/settlement';
const VENDOR = 'Ace Masonry (VEN00001)';
const amountField = (name: string) => screen.getByRole('textbox', { name });

async function chooseVendor() {
  await screen.findByRole('heading', { level: 2, name: m.title });
  await pick(s.vendorLabel, VENDOR);
}

async function typeInto(name: string, text: string) {
  const user = userEvent.setup();
  const field = amountField(name);
  await user.clear(field);
  await user.type(field, text);
}

describe('Vendor Settlement', { timeout: 60_000 }, () => {
  it('asks for a vendor first, then lists its open payables and allocates amount + TDS oldest due first', async () => {
    renderSettlement(PATH, { world: { open: [makeOpenPayable(2), makeOpenPayable(1)] } });
    expect(await screen.findByText(m.chooseVendor)).toBeInTheDocument();
    await chooseVendor();
    const table = await screen.findByRole('region', { name: s.openPayablesTitle });
    const rows = within(within(table).getByRole('table')).getAllByRole('row').slice(1);
    // Oldest due first; total, paid and outstanding of each.
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 7)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['VPB00001', 'INV-1', '01-04-2026', '01-05-2026', '1,000.00', '0.00', '1,000.00'],
      ['VPB00002', 'INV-2', '02-04-2026', '02-05-2026', '2,000.00', '0.00', '2,000.00'],
    ]);

    await typeInto(m.amountLabel, '1400');
    await typeInto(m.tdsLabel, '100');
    // VPB00001 is due first: it takes 1,000.00, VPB00002 the remaining 500.00.
    expect(amountField(s.allocateFor('VPB00001'))).toHaveValue('1000');
    expect(amountField(s.allocateFor('VPB00002'))).toHaveValue('500');
    expect(screen.getByText(/^Allocated 1,500\.00/)).toHaveTextContent(
      'Allocated 1,500.00 / Amount paid + TDS 1,500.00',
    );
  });

  it('records the payment: sends the contract body, says which payables settled and reloads the lists', async () => {
    const { settlementCalls, world } = renderSettlement(PATH, {
      world: { open: [makeOpenPayable(1), makeOpenPayable(2)] },
    });
    await chooseVendor();
    await screen.findByRole('region', { name: s.openPayablesTitle });
    await typeInto(m.amountLabel, '1500');
    await userEvent.type(screen.getByRole('textbox', { name: m.referenceLabel }), 'UTR77');
    await userEvent.click(screen.getByRole('button', { name: m.record }));

    expect(await screen.findByText(m.recorded('PAY00001'))).toBeInTheDocument();
    expect(screen.getByText(m.settledPayables('VPB00001'))).toBeInTheDocument();
    const [post] = callsTo(settlementCalls(), 'POST', '/vendorpayments');
    expect(post?.body).toMatchObject({
      tenantCode: 'DEMO01',
      erfVendorId: 1,
      amount: 1500,
      tdsAmount: 0,
      paymentMode: 'Cash',
      reference: 'UTR77',
      allocations: [
        { vendorPayableId: 1, amount: 1000 },
        { vendorPayableId: 2, amount: 500 },
      ],
    });
    // The open payables reload: VPB00001 is gone, VPB00002 shows 1,500.00 outstanding.
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'VPB00001' })).not.toBeInTheDocument());
    expect(world.open[0]?.outstanding).toBe(1500);
    expect(await screen.findByRole('cell', { name: 'PAY00001' })).toBeInTheDocument();
    expect(amountField(m.amountLabel)).toHaveValue('');
  });

  it('refuses allocations that do not add up to amount + TDS, until Allocate oldest due first redoes them', async () => {
    const { settlementCalls } = renderSettlement(PATH, {
      world: { open: [makeOpenPayable(1), makeOpenPayable(2)] },
    });
    await chooseVendor();
    await screen.findByRole('region', { name: s.openPayablesTitle });
    await typeInto(m.amountLabel, '1500');
    await typeInto(s.allocateFor('VPB00002'), '100');
    // The allocations no longer follow the amount once one was changed by hand.
    await typeInto(m.amountLabel, '1200');
    expect(amountField(s.allocateFor('VPB00001'))).toHaveValue('1000');
    await userEvent.click(screen.getByRole('button', { name: m.record }));
    expect(await screen.findByText(m.allocationMismatch('1,100.00', '1,200.00'))).toBeInTheDocument();
    expect(callsTo(settlementCalls(), 'POST', '/vendorpayments')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: m.autoAllocate }));
    expect(amountField(s.allocateFor('VPB00002'))).toHaveValue('200');
    expect(screen.queryByText(m.allocationMismatch('1,100.00', '1,200.00'))).not.toBeInTheDocument();
  });

  it('checks the fields with the contract schema: no amount, no date, no mode', async () => {
    const { settlementCalls } = renderSettlement(PATH, {
      world: { open: [makeOpenPayable(1)] },
      lists: { 'payment.mode': [{ code: 'NEFT', value: 'NEFT' }] },
    });
    await chooseVendor();
    await screen.findByRole('region', { name: s.openPayablesTitle });
    await userEvent.clear(screen.getByLabelText(new RegExp(m.paymentDateLabel)));
    await userEvent.click(screen.getByRole('button', { name: m.record }));
    expect(await screen.findByText(m.amountRequired)).toBeInTheDocument();
    expect(screen.getByText(m.dateRequired)).toBeInTheDocument();
    expect(screen.getByText(m.modeRequired)).toBeInTheDocument();
    expect(screen.getByText(m.allocationRequired)).toBeInTheDocument();
    expect(callsTo(settlementCalls(), 'POST', '/vendorpayments')).toHaveLength(0);
  });

  it('shows the server refusal in a dialog', async () => {
    renderSettlement(PATH, {
      world: { open: [makeOpenPayable(1)] },
      handle: (call) =>
        call.method === 'POST'
          ? jsonResponse(400, { message: m.allocationOverOutstanding('VPB00001', '900.00') })
          : undefined,
    });
    await chooseVendor();
    await screen.findByRole('region', { name: s.openPayablesTitle });
    await typeInto(m.amountLabel, '900');
    await userEvent.click(screen.getByRole('button', { name: m.record }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(m.allocationOverOutstanding('VPB00001', '900.00'))).toBeInTheDocument();
  });

  it('says when the vendor has no open payables and no payments', async () => {
    renderSettlement(PATH);
    await chooseVendor();
    expect(await screen.findByText(m.noOpenPayables)).toBeInTheDocument();
    expect(await screen.findByText(m.noPayments)).toBeInTheDocument();
  });

  it('lists payments newest first with their status; an administrator reverses one with a reason', async () => {
    const { settlementCalls } = renderSettlement(PATH, {
      world: {
        payments: [
          makePayment(1, { status: 'Reversed', reversedBy: 'demoadmin', reversalReason: 'Bounced' }),
          makePayment(2),
        ],
      },
    });
    await chooseVendor();
    const region = await screen.findByRole('region', { name: m.paymentsTitle });
    const rows = within(within(region).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual(['PAY00002', 'PAY00001']);
    expect(within(region).getByText(m.statusReversed)).toBeInTheDocument();
    expect(within(region).getByText(s.reversedBy('demoadmin', 'Bounced'))).toBeInTheDocument();
    // Only the Active payment can be reversed.
    expect(screen.queryByRole('button', { name: s.reverseFor('PAY00001') })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: s.reverseFor('PAY00002') }));
    const dialog = await screen.findByRole('dialog', { name: m.reverseTitle('PAY00002') });
    await userEvent.click(within(dialog).getByRole('button', { name: s.reverseConfirm }));
    expect(await within(dialog).findByText(m.reverseReasonRequired)).toBeInTheDocument();
    expect(callsTo(settlementCalls(), 'POST', '/reverse')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: m.reverseReasonLabel }), 'Wrong vendor');
    await userEvent.click(within(dialog).getByRole('button', { name: s.reverseConfirm }));
    expect(await screen.findByText(m.reversed('PAY00002'))).toBeInTheDocument();
    expect(callsTo(settlementCalls(), 'POST', '/reverse')[0]?.body).toEqual({
      tenantCode: 'DEMO01',
      paymentId: 2,
      reason: 'Wrong vendor',
    });
    await waitFor(() => expect(within(region).getAllByText(m.statusReversed)).toHaveLength(2));
  });

  it('a USER role sees the payments without Reverse', async () => {
    renderSettlement(PATH, { roleType: 'USER', world: { payments: [makePayment(1)] } });
    await chooseVendor();
    expect(await screen.findByRole('cell', { name: 'PAY00001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: s.reverseFor('PAY00001') })).not.toBeInTheDocument();
  });

  it('on a phone the open payables are cards, each with its allocation field', async () => {
    atPhoneWidth();
    renderSettlement(PATH, { world: { open: [makeOpenPayable(1)] } });
    await chooseVendor();
    const list = await screen.findByRole('list', { name: s.openPayablesTitle });
    const card = within(list).getByRole('listitem', { name: 'VPB00001' });
    expect(within(card).getByRole('textbox', { name: s.allocateFor('VPB00001') })).toBeInTheDocument();
    expect(within(card).getByText(s.columns.outstanding)).toBeInTheDocument();
  });
});

describe('View Vendor ledger', { timeout: 60_000 }, () => {
  it('shows each entry with the running balance and the closing balance with Cr/Dr', async () => {
    renderSettlement('/home/vendor/myvendor/viewvendor', {
      state: makeVendor(1),
      world: {
        ledger: [
          {
            kind: 'opening',
            date: '2026-04-01',
            reference: '',
            recordId: null,
            debit: 0,
            credit: 500,
            balance: 500,
          },
          {
            kind: 'bill',
            date: '2026-04-02',
            reference: 'VPB00001 INV-1',
            recordId: 1,
            debit: 0,
            credit: 1000,
            balance: 1500,
          },
          {
            kind: 'payment',
            date: '2026-04-05',
            reference: 'PAY00001 UTR1',
            recordId: 1,
            debit: 2000.5,
            credit: 0,
            balance: -500.5,
          },
        ],
      },
    });
    await screen.findByRole('region', { name: L.title });
    const region = await screen.findByRole('region', { name: s.ledgerCaption('Vendor 1 (VEN00001)') });
    const rows = within(within(region).getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['01-04-2026', L.opening, '', '', '500.00', '500.00 Cr'],
      ['02-04-2026', L.bill, 'VPB00001 INV-1', '', '1,000.00', '1,500.00 Cr'],
      ['05-04-2026', L.payment, 'PAY00001 UTR1', '2,000.50', '', '500.50 Dr'],
    ]);
    expect(screen.getByText(`${L.closing} 500.50 Dr`)).toBeInTheDocument();
  });

  it('says when there are no entries', async () => {
    renderSettlement('/home/vendor/myvendor/viewvendor', { state: makeVendor(1) });
    expect(await screen.findByText(L.noEntries)).toBeInTheDocument();
  });
});
