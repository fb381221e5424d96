import { billFieldMessages as B, payableLabels as L } from '@sitebook/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../../test/fake-server';
import { callsTo, expectDialog, fill, makePayable, pick, renderPayableScreens } from '../../../test/payables';
import { jsonResponse } from '../../../test/render';

/** The vendor's invoice number and the tax on Add Payable and View Payable. */

const F = L.fields;
const field = (label: string) => screen.getByRole('textbox', { name: label });
const createdAnswer = (call: RecordedCall) =>
  call.method === 'POST' && call.url.endsWith('/smallvendor/v1/vendorpayables')
    ? jsonResponse(202, { vendorPayableCode: 'VPB00011', vendorPayableId: 11, message: 'ok' })
    : undefined;

describe('Invoice no. and tax', { timeout: 60_000 }, () => {
  it('Add Payable has them after Amount, refuses a bad tax, and sends both', async () => {
    const user = userEvent.setup();
    const { payableCalls } = renderPayableScreens('/home/vendor/payables/addpayable', {
      handle: createdAnswer,
    });
    await screen.findByRole('button', { name: L.submit });
    const boxes = screen.getAllByRole('textbox').map((b) => b.getAttribute('id'));
    const at = (label: string) => boxes.indexOf(field(label).getAttribute('id'));
    expect(at(B.invoiceNumberLabel)).toBe(at(F.amount) + 1);
    expect(at(B.taxAmountLabel)).toBe(at(F.amount) + 2);

    await pick(F.vendorName, 'Ace Masonry (VEN00001)');
    await pick(F.siteName, 'Riverside (RST01)');
    await fill(F.quantity, '12');
    await pick(F.units, 'Sq.ft');
    await fill(F.amount, '4800');
    fireEvent.change(screen.getByLabelText(F.billDate), { target: { value: '2026-06-01' } });
    fireEvent.change(screen.getByLabelText(F.dueDate), { target: { value: '2026-06-30' } });
    await fill(B.invoiceNumberLabel, ' INV-77 ');
    await fill(B.taxAmountLabel, '12x');
    await user.click(screen.getByRole('button', { name: L.submit }));
    expect(field(B.taxAmountLabel)).toHaveAccessibleDescription(`**${B.taxNotNumber}`);
    expect(callsTo(payableCalls(), 'POST', '/smallvendor/v1/vendorpayables')).toHaveLength(0);

    await fill(B.taxAmountLabel, '864.50');
    await user.click(screen.getByRole('button', { name: L.submit }));
    await expectDialog('Vendor Payable :VPB00011 created Successfully');
    expect(callsTo(payableCalls(), 'POST', '/smallvendor/v1/vendorpayables')[0]?.body).toMatchObject({
      amount: 4800,
      invoiceNumber: 'INV-77',
      taxAmount: 864.5,
    });
  });

  it('View Payable shows invoice no., tax, total, paid and outstanding', async () => {
    renderPayableScreens('/home/vendor/payables/viewpayable', {
      state: makePayable(3, {
        amount: 3000,
        invoiceNumber: 'INV-3',
        taxAmount: 540.1,
        paid: 1000,
        outstanding: 2540.1,
      }),
    });
    await screen.findByRole('heading', { level: 2, name: 'View Vendor Payable' });
    const info = screen.getByRole('region', { name: L.viewSections.info });
    const shown = (label: string) =>
      within(info).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(shown(B.invoiceNumberLabel)).toBe('INV-3');
    expect(shown(B.taxAmountLabel)).toBe('540.10');
    expect(shown(B.totalLabel)).toBe('3,540.10');
    expect(shown(B.paidLabel)).toBe('1,000.00');
    expect(shown(B.outstandingLabel)).toBe('2,540.10');
  });
});
