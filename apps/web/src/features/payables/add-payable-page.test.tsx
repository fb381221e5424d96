import {
  amountRuleMessages,
  commonMessages,
  inputMessages,
  payableLabels as L,
  payableMessages as M,
  PAYABLE_STATUSES,
  settlementMessages,
} from '@sitebook/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RecordedCall } from '../../../test/fake-server';
import { callsTo, expectDialog, fill, openOptions, pick, renderPayableScreens } from '../../../test/payables';
import { jsonResponse } from '../../../test/render';

const F = L.fields;
const ADD = '/home/vendor/payables/addpayable';
const setDate = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const field = (label: string) => screen.getByRole('textbox', { name: label });

const createdAnswer = (call: RecordedCall) =>
  call.method === 'POST' && call.url.endsWith('/smallvendor/v1/vendorpayables')
    ? jsonResponse(202, { vendorPayableCode: 'VPB00011', vendorPayableId: 11, message: 'ok' })
    : undefined;

/** Fills every required field for the WORK vendor Ace Masonry at Riverside. */
async function fillWorkPayable() {
  await pick(F.vendorName, 'Ace Masonry (VEN00001)');
  await pick(F.siteName, 'Riverside (RST01)');
  await fill(F.quantity, '12');
  await pick(F.units, 'Sq.ft');
  await fill(F.amount, '4800');
  setDate(F.billDate, '2026-06-01');
  setDate(F.dueDate, '2026-06-30');
}

describe('Add Vendor Payable', { timeout: 60_000 }, () => {
  it("shows every field's '**' message under it (the swapped vendor and site texts) and sends nothing", async () => {
    const user = userEvent.setup();
    const { payableCalls } = renderPayableScreens(ADD);
    await user.click(await screen.findByRole('button', { name: L.submit }));
    expect(field(F.vendorName)).toHaveAccessibleDescription(`**${M.vendorRequired}`);
    expect(field(F.vendorName)).toHaveAccessibleDescription('**Please select a siteName');
    expect(field(F.siteName)).toHaveAccessibleDescription('**Please select a Vendor');
    expect(field(F.typeOfWork)).toHaveAccessibleDescription(`**${L.workTypeRequired}`);
    expect(field(F.quantity)).toHaveAccessibleDescription('**Please enter Quantity');
    expect(field(F.units)).toHaveAccessibleDescription('**Please select a Unit');
    expect(field(F.amount)).toHaveAccessibleDescription('**Please Enter the Amount');
    expect(screen.getByLabelText(F.billDate)).toHaveAccessibleDescription('**Please Enter Bill Date');
    expect(screen.getByLabelText(F.dueDate)).toHaveAccessibleDescription('**Please Enter Payment Due Date');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(payableCalls(), 'POST', '/vendorpayables')).toHaveLength(0);
  });

  it('takes an amount with 2 decimals (84500.50) and sends it as a number', async () => {
    const user = userEvent.setup();
    const { payableCalls } = renderPayableScreens(ADD, { handle: createdAnswer });
    await screen.findByRole('button', { name: L.submit });
    await fillWorkPayable();
    await fill(F.amount, '84500.50');
    await user.click(screen.getByRole('button', { name: L.submit }));
    await expectDialog('Vendor Payable :VPB00011 created Successfully');
    expect(callsTo(payableCalls(), 'POST', '/smallvendor/v1/vendorpayables')[0]?.body).toMatchObject({
      amount: 84500.5,
    });
  });

  it('refuses 3 decimals in Amount and a due date before the bill date, and sends nothing', async () => {
    const user = userEvent.setup();
    const { payableCalls } = renderPayableScreens(ADD, { handle: createdAnswer });
    await screen.findByRole('button', { name: L.submit });
    await fillWorkPayable();
    await fill(F.amount, '84500.505');
    setDate(F.billDate, '2026-06-10');
    setDate(F.dueDate, '2026-06-09');
    await user.click(screen.getByRole('button', { name: L.submit }));
    expect(field(F.amount)).toHaveAccessibleDescription(`**${inputMessages.amountDecimals}`);
    expect(screen.getByLabelText(F.dueDate)).toHaveAccessibleDescription(`**${inputMessages.dueBeforeBill}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(payableCalls(), 'POST', '/vendorpayables')).toHaveLength(0);
  });

  it.each(['0', '0.00'])(
    'refuses an amount of %s with the message under Amount, and sends nothing',
    async (zero) => {
      const user = userEvent.setup();
      const { payableCalls } = renderPayableScreens(ADD, { handle: createdAnswer });
      await screen.findByRole('button', { name: L.submit });
      await fillWorkPayable();
      await fill(F.amount, zero);
      await user.click(screen.getByRole('button', { name: L.submit }));
      expect(field(F.amount)).toHaveAccessibleDescription(`**${amountRuleMessages.payableAmountPositive}`);
      expect(field(F.vendorName)).not.toHaveAccessibleDescription();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(callsTo(payableCalls(), 'POST', '/vendorpayables')).toHaveLength(0);
      // 0.01 is taken.
      await fill(F.amount, '0.01');
      await user.click(screen.getByRole('button', { name: L.submit }));
      await expectDialog('Vendor Payable :VPB00011 created Successfully');
      expect(callsTo(payableCalls(), 'POST', '/smallvendor/v1/vendorpayables')[0]?.body).toMatchObject({
        amount: 0.01,
      });
    },
  );

  it("refuses anything but digits in Quantity and Amount: '**Only numbers are allowed'", async () => {
    const user = userEvent.setup();
    const { payableCalls } = renderPayableScreens(ADD);
    await screen.findByRole('button', { name: L.submit });
    await fillWorkPayable();
    await fill(F.quantity, '12.5');
    await fill(F.amount, '4,800');
    await user.click(screen.getByRole('button', { name: L.submit }));
    expect(field(F.quantity)).toHaveAccessibleDescription('**Only numbers are allowed');
    expect(field(F.amount)).toHaveAccessibleDescription('**Only numbers are allowed');
    expect(field(F.vendorName)).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(payableCalls(), 'POST', '/vendorpayables')).toHaveLength(0);
  });

  it('a new payable owes its amount: Payment Settled and Closed are listed disabled, the reason beside Status', async () => {
    renderPayableScreens(ADD);
    await screen.findByRole('button', { name: L.submit });
    expect(field(F.status)).toHaveAccessibleDescription(settlementMessages.settledNeedsPayment);
    const options = await openOptions(F.status);
    expect(options.map((o) => o.textContent)).toEqual([...PAYABLE_STATUSES]);
    expect(options.filter((o) => o.hasAttribute('data-combobox-disabled')).map((o) => o.textContent)).toEqual(
      ['Payment Settled', 'Closed'],
    );
    await userEvent.click(options.find((o) => o.textContent === 'Closed') as HTMLElement);
    expect(field(F.status)).toHaveValue('Invoice Raised');
  });

  it('presets the vendor type from the vendor and offers the units of that type; defaults Cash and Invoice Raised', async () => {
    renderPayableScreens(ADD);
    await screen.findByRole('button', { name: L.submit });
    expect(field(F.paymentMode)).toHaveValue('Cash');
    expect(field(F.status)).toHaveValue('Invoice Raised');
    expect(screen.getByRole('radio', { name: 'WORK' })).toBeChecked();
    await pick(F.vendorName, 'Bharat Cement (VEN00002)');
    expect(screen.getByRole('radio', { name: 'GOODS' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: F.typeOfWork })).not.toBeInTheDocument();
    expect((await openOptions(F.typeOfGoods)).map((o) => o.textContent)).toEqual(['Cement', 'Steel', 'Sand']);
    await userEvent.keyboard('{Escape}');
    expect((await openOptions(F.units)).map((o) => o.textContent)).toEqual([
      'Kg',
      'Ton',
      'Bags',
      'Litre',
      'Nos',
      'Cum',
    ]);
    await userEvent.keyboard('{Escape}');
    await pick(F.vendorName, 'Ace Masonry (VEN00001)');
    expect(screen.getByRole('radio', { name: 'WORK' })).toBeChecked();
    expect(field(F.typeOfWork)).toHaveValue('Masonry');
    expect((await openOptions(F.units)).map((o) => o.textContent)).toEqual([
      'Sq.ft',
      'Rft',
      'Nos',
      'Lumpsum',
      'Days',
    ]);
  });

  it('shows Remove only while more than one document slot exists; Add Document adds slots', async () => {
    const user = userEvent.setup();
    renderPayableScreens(ADD);
    await screen.findByRole('button', { name: L.submit });
    expect(screen.getByLabelText(L.documentSlot(1))).toHaveAttribute('accept', 'image/*,application/pdf');
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: M.addDocument }));
    await user.click(screen.getByRole('button', { name: M.addDocument }));
    expect(screen.getByLabelText(L.documentSlot(3))).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Remove Document/ })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: L.removeSlot(2) }));
    await user.click(screen.getByRole('button', { name: L.removeSlot(1) }));
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(L.documentSlot(2))).not.toBeInTheDocument();
  });

  it("uploads the documents, shows 'Loading . . .', sends the body, then one dialog 'created Successfully' and the list", async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let nextId = 41;
    const { payableCalls, router } = renderPayableScreens(ADD, {
      handle: async (call) => {
        if (call.url.endsWith('/document/v1/uploadDocument')) {
          const file = (call.raw as FormData).get('document') as File;
          return jsonResponse(202, {
            sequenceId: nextId++,
            userDescription: file.name,
            companyCode: 'DEMO01',
          });
        }
        if (call.method === 'POST' && call.url.endsWith('/vendorpayables')) await gate;
        return createdAnswer(call);
      },
    });
    await screen.findByRole('button', { name: L.submit });
    await pick(F.vendorName, 'Bharat Cement (VEN00002)');
    await pick(F.siteName, 'Hilltop (HLT02)');
    await pick(F.typeOfGoods, 'Cement');
    await fill(F.quantity, '25');
    await pick(F.units, 'Bags');
    await fill(F.amount, '45000');
    await pick(F.paymentMode, 'NEFT');
    setDate(F.billDate, '2026-06-01');
    setDate(F.dueDate, '2026-06-30');
    await fill(F.remarks, 'First lot');
    const pdf = new File(['%PDF-1.4'], 'bill.pdf', { type: 'application/pdf' });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'site.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(L.documentSlot(1)), pdf);
    await user.click(screen.getByRole('button', { name: M.addDocument }));
    await user.upload(screen.getByLabelText(L.documentSlot(2)), png);

    await user.click(screen.getByRole('button', { name: L.submit }));
    // One dialog per save: the spec's 'OK' is a status beside the button, not a dialog first.
    expect(await screen.findByRole('button', { name: 'Loading . . .' })).toBeDisabled();
    expect(screen.getByText(commonMessages.ok, { selector: '[role=status]' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: L.submit })).not.toBeInTheDocument();
    release();
    await expectDialog('Vendor Payable :VPB00011 created Successfully');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/vendor/payables'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const uploads = callsTo(payableCalls(), 'POST', '/document/v1/uploadDocument');
    expect(uploads).toHaveLength(2);
    const form = uploads[0]?.raw as FormData;
    expect((form.get('document') as File).name).toBe('bill.pdf');
    expect(form.get('userDescription')).toBe('bill.pdf');
    expect(form.get('tenantCode')).toBe('DEMO01');
    const [post] = callsTo(payableCalls(), 'POST', '/smallvendor/v1/vendorpayables');
    expect(post?.body).toMatchObject({
      tenantCode: 'DEMO01',
      erfVendorId: 2,
      erfSiteId: 2,
      typeOfWork: '',
      typeOfMaterials: 'Cement',
      quantity: '25',
      units: 'Bags',
      amount: 45000,
      paymentMode: 'NEFT',
      billDate: '2026-06-01',
      paymentDueDate: '2026-06-30',
      remarks: 'First lot',
      status: 'Invoice Raised',
      vendorDocumentIds: '41,42',
      createdBy: 'demoadmin',
      updatedBy: 'demoadmin',
    });
  });

  it("400 shows 'Sorry, ' + the message; 404 and 500 the message; others 'Something went wrong.'; the values stay", async () => {
    const user = userEvent.setup();
    let answer = { status: 400, message: 'Choose a unit from the list for this type.' };
    renderPayableScreens(ADD, {
      handle: (call) =>
        call.method === 'POST' && call.url.endsWith('/vendorpayables')
          ? jsonResponse(answer.status, { message: answer.message })
          : undefined,
    });
    await screen.findByRole('button', { name: L.submit });
    await fillWorkPayable();
    const send = async () => {
      await user.click(screen.getByRole('button', { name: L.submit }));
    };
    await send();
    await expectDialog('Sorry, Choose a unit from the list for this type.');
    answer = { status: 404, message: 'Choose one of your company\u2019s vendors.' };
    await send();
    await expectDialog('Choose one of your company\u2019s vendors.');
    answer = { status: 500, message: 'Database unavailable' };
    await send();
    await expectDialog('Database unavailable');
    answer = { status: 403, message: 'Your role does not include this module.' };
    await send();
    await expectDialog('Something went wrong.');
    expect(field(F.amount)).toHaveValue('4800');
    expect(screen.getByRole('button', { name: L.submit })).toBeEnabled();
  });

  it('a refused upload shows its message and nothing is created', async () => {
    const user = userEvent.setup();
    const { payableCalls } = renderPayableScreens(ADD, {
      handle: (call) => {
        if (call.url.endsWith('/uploadDocument'))
          return jsonResponse(400, {
            message: 'Only images (PNG, JPEG, GIF, WEBP) and PDF files can be uploaded.',
          });
        return createdAnswer(call);
      },
    });
    await screen.findByRole('button', { name: L.submit });
    await fillWorkPayable();
    await user.upload(
      screen.getByLabelText(L.documentSlot(1)),
      new File(['<html>'], 'page.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: L.submit }));
    await expectDialog('Only images (PNG, JPEG, GIF, WEBP) and PDF files can be uploaded.');
    expect(callsTo(payableCalls(), 'POST', '/smallvendor/v1/vendorpayables')).toHaveLength(0);
  });

  it('a network error on an upload is only logged: the payable is sent without that document', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let uploads = 0;
    const { payableCalls } = renderPayableScreens(ADD, {
      handle: (call) => {
        if (call.url.endsWith('/uploadDocument')) {
          uploads += 1;
          if (uploads === 1) throw new TypeError('Failed to fetch');
          return jsonResponse(202, { sequenceId: 77, userDescription: 'b.png', companyCode: 'DEMO01' });
        }
        return createdAnswer(call);
      },
    });
    await screen.findByRole('button', { name: L.submit });
    await fillWorkPayable();
    await user.upload(
      screen.getByLabelText(L.documentSlot(1)),
      new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: M.addDocument }));
    await user.upload(
      screen.getByLabelText(L.documentSlot(2)),
      new File(['png'], 'b.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: L.submit }));
    await expectDialog('Vendor Payable :VPB00011 created Successfully');
    expect(logged).toHaveBeenCalled();
    expect(callsTo(payableCalls(), 'POST', '/smallvendor/v1/vendorpayables')[0]?.body).toMatchObject({
      vendorDocumentIds: '77',
      erfVendorId: 1,
      typeOfWork: 'Masonry',
      typeOfMaterials: '',
    });
  });
});
