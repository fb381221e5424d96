import {
  HEADERS,
  ledgerMessages as L,
  settlementMessages as m,
  paymentRuleMessages as pr,
  ledgerStatementMessages as S,
  settlementScreenMessages as s,
} from '@sitebook/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listAnswer } from '../../../test/list-page';
import { makePayable } from '../../../test/payables';
import { atPhoneWidth } from '../../../test/phone-width';
import { jsonResponse } from '../../../test/render';
import {
  callsTo,
  makeLedgerEntry,
  makeOpenPayable,
  makePayment,
  pick,
  renderSettlement,
} from '../../../test/settlement';
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

  it('a repeated reference: the server’s warning, No sends nothing more, Yes records it confirmed with a new key', async () => {
    const warning = pr.duplicateReference('UTR77', 'VPM00003', '02-06-2026');
    const { settlementCalls } = renderSettlement(PATH, {
      world: { open: [makeOpenPayable(1)] },
      handle: (call) => {
        if (call.method !== 'POST') return undefined;
        const confirmed = (call.body as { confirmDuplicateReference?: boolean }).confirmDuplicateReference;
        return confirmed
          ? jsonResponse(202, {
              paymentId: 9,
              paymentCode: 'VPM00009',
              message: m.recorded('VPM00009'),
              settledPayableCodes: [],
            })
          : jsonResponse(409, { message: warning });
      },
    });
    await chooseVendor();
    await screen.findByRole('region', { name: s.openPayablesTitle });
    await typeInto(m.amountLabel, '500');
    await userEvent.type(screen.getByRole('textbox', { name: m.referenceLabel }), 'UTR77');
    await userEvent.click(screen.getByRole('button', { name: m.record }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(warning)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(settlementCalls(), 'POST', '/vendorpayments')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: m.record }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(m.recorded('VPM00009'))).toBeInTheDocument();
    const posts = callsTo(settlementCalls(), 'POST', '/vendorpayments');
    expect(posts).toHaveLength(3);
    expect(posts[2]?.body).toMatchObject({ reference: 'UTR77', confirmDuplicateReference: true });
    const keys = posts.map((p) => p.headers[HEADERS.idempotencyKey]);
    expect(new Set(keys).size).toBe(3);
    expect(keys.every((k) => typeof k === 'string' && k.length > 0)).toBe(true);
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
    // After the two action cells, Reverse and the voucher.
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]?.textContent)).toEqual(['PAY00002', 'PAY00001']);
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

const VIEW_VENDOR = '/home/vendor/myvendor/viewvendor';
const LEDGER = [
  makeLedgerEntry('opening', '2026-04-01', '', [0, 500, 500]),
  makeLedgerEntry('bill', '2026-04-02', 'VPB00001 (INV-1)', [0, 1000, 1500], 1),
  makeLedgerEntry('payment', '2026-04-05', 'PAY00001 (UTR1)', [1800.5, 0, -300.5], 1),
  makeLedgerEntry('tds', '2026-04-05', 'PAY00001 (UTR1)', [200, 0, -500.5], 1),
  makeLedgerEntry('payment_reversal', '2026-04-09', 'PAY00001 (UTR1)', [0, 1800.5, 1300], 1, 'Bounced'),
];

const ledgerRows = async (vendor = 'Vendor 1 (VEN00001)') => {
  const region = await screen.findByRole('region', { name: s.ledgerCaption(vendor) });
  return within(within(region).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
};

describe('View Vendor ledger', { timeout: 60_000 }, () => {
  it('shows each line with its kind, debit, credit and running balance with Cr/Dr, TDS a line of its own', async () => {
    renderSettlement(VIEW_VENDOR, { state: makeVendor(1), world: { ledger: LEDGER } });
    await screen.findByRole('region', { name: L.title });
    await screen.findByText(S.kinds.tds);
    expect(await ledgerRows()).toEqual([
      ['01-04-2026', S.kinds.opening, '', '', '500.00', '500.00 Cr'],
      ['02-04-2026', S.kinds.bill, 'VPB00001 (INV-1)', '', '1,000.00', '1,500.00 Cr'],
      ['05-04-2026', S.kinds.payment, 'PAY00001 (UTR1)', '1,800.50', '', '300.50 Dr'],
      ['05-04-2026', S.kinds.tds, 'PAY00001 (UTR1)', '200.00', '', '500.50 Dr'],
      ['09-04-2026', S.kinds.payment_reversal, 'PAY00001 (UTR1)Bounced', '', '1,800.50', '1,300.00 Cr'],
    ]);
    expect(screen.getByText(`${S.closing} 1,300.00 Cr`)).toBeInTheDocument();
  });

  it('a From date asks for the period and shows the balance brought forward first; All dates drops it', async () => {
    const { settlementCalls } = renderSettlement(VIEW_VENDOR, {
      state: makeVendor(1),
      world: { ledger: LEDGER },
    });
    await ledgerRows();
    const from = screen.getByLabelText(S.fromLabel);
    const to = screen.getByLabelText(S.toLabel);
    fireEvent.change(from, { target: { value: '2026-04-05' } });
    fireEvent.change(to, { target: { value: '2026-04-05' } });
    await waitFor(async () =>
      expect(await ledgerRows()).toEqual([
        ['', S.broughtForward, '', '', '', '1,500.00 Cr'],
        ['05-04-2026', S.kinds.payment, 'PAY00001 (UTR1)', '1,800.50', '', '300.50 Dr'],
        ['05-04-2026', S.kinds.tds, 'PAY00001 (UTR1)', '200.00', '', '500.50 Dr'],
      ]),
    );
    expect(screen.getByText(`${S.closing} 500.50 Dr`)).toBeInTheDocument();
    expect(settlementCalls().at(-1)?.url).toMatch(/\/vendorledger\/.*\?from=2026-04-05&to=2026-04-05$/);

    // A period ending before it starts is refused under To and not asked.
    const asked = settlementCalls().length;
    fireEvent.change(from, { target: { value: '2026-04-09' } });
    expect(await screen.findByText(S.periodReversed)).toBeInTheDocument();
    expect(settlementCalls()).toHaveLength(asked);

    await userEvent.click(screen.getByRole('button', { name: S.clearPeriod }));
    await waitFor(async () => expect(await ledgerRows()).toHaveLength(LEDGER.length));
    expect(screen.queryByText(S.broughtForward)).not.toBeInTheDocument();
  });

  it('opens with the period a summary names (?ledgerTo=)', async () => {
    const { settlementCalls } = renderSettlement(`${VIEW_VENDOR}?vendorId=1&ledgerTo=2026-04-02`, {
      world: { ledger: LEDGER },
    });
    expect(await screen.findByLabelText(S.toLabel)).toHaveValue('02-04-2026');
    await waitFor(async () => expect(await ledgerRows(VENDOR)).toHaveLength(2));
    expect(settlementCalls().some((c) => c.url.endsWith('?to=2026-04-02'))).toBe(true);
  });

  it('a bill opens View Payable with the payable, a payment Vendor Settlement for the vendor', async () => {
    renderSettlement(VIEW_VENDOR, {
      state: makeVendor(1),
      world: { ledger: LEDGER },
      handle: (call) =>
        call.url.includes('/vendorpayablesForATenantcode/')
          ? listAnswer(call.url, [makePayable(1, { erfVendorId: 1 })])
          : undefined,
    });
    const bill = await screen.findByRole('link', { name: 'VPB00001 (INV-1)' });
    const payment = screen.getAllByRole('link', { name: 'PAY00001 (UTR1)' })[0];
    expect(payment).toHaveAttribute('href', '/home/vendor/payables/settlement?vendorId=1');
    await userEvent.click(bill);
    const reached = await screen.findByTestId('reached');
    expect(reached).toHaveTextContent('/home/vendor/payables/viewpayable');
    expect(JSON.parse(reached.dataset.state ?? 'null')).toMatchObject({
      vendorPayableId: 1,
      vendorPayableCode: 'VPB00001',
    });
  });

  it('downloads the statement for the period as .xlsx and as a PDF, with the token', async () => {
    const files: string[] = [];
    const { server } = renderSettlement(VIEW_VENDOR, {
      state: makeVendor(1),
      world: { ledger: LEDGER },
      handle: (call) => {
        const format = /[?&]format=(xlsx|pdf)/.exec(call.url)?.[1];
        if (!format) return undefined;
        files.push(call.url);
        return new Response(new Blob(['file']), {
          status: 200,
          headers: {
            'content-disposition': `attachment; filename="statement-VEN00001-2026-04-30.${format}"`,
          },
        });
      },
    });
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await ledgerRows();
    fireEvent.change(screen.getByLabelText(S.toLabel), { target: { value: '2026-04-30' } });
    await userEvent.click(screen.getByRole('button', { name: S.downloadXlsx }));
    await userEvent.click(screen.getByRole('button', { name: S.printPdf }));
    await waitFor(() => expect(files).toHaveLength(2));
    expect(files[0]).toMatch(/\/vendorledger\/.*\?to=2026-04-30&format=xlsx$/);
    expect(files[1]).toMatch(/\/vendorledger\/.*\?to=2026-04-30&format=pdf$/);
    const call = server.calls.find((c) => c.url === files[1]);
    expect(call?.headers.authorization).toBe('Bearer token-123');
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(2));
    saved.mockRestore();
  });

  it('View Vendor has New payable and Record payment for the vendor', async () => {
    renderSettlement(VIEW_VENDOR, { state: makeVendor(1) });
    const record = await screen.findByRole('link', { name: S.recordPayment });
    expect(screen.getByRole('link', { name: S.newPayable })).toHaveAttribute(
      'href',
      '/home/vendor/payables/addpayable?vendorId=1',
    );
    await userEvent.click(record);
    // Vendor Settlement opens with the vendor chosen: its open payables are asked at once.
    expect(await screen.findByRole('heading', { level: 2, name: m.title })).toBeInTheDocument();
    expect(await screen.findByText(m.noOpenPayables)).toBeInTheDocument();
    expect(screen.queryByText(m.chooseVendor)).not.toBeInTheDocument();
  });

  it('says when there are no entries', async () => {
    renderSettlement(VIEW_VENDOR, { state: makeVendor(1) });
    expect(await screen.findByText(L.noEntries)).toBeInTheDocument();
  });
});
