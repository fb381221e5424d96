import {
  inputMessages,
  payableLabels as L,
  payableMessages as M,
  PAYABLE_STATUSES,
  rightsMessages as R,
  settlementMessages as SM,
  payableWorkflowMessages as W,
} from '@sitebook/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RecordedCall } from '../../../test/fake-server';
import {
  callsTo,
  expectDialog,
  fill,
  makePayable,
  openOptions,
  pick,
  renderPayableScreens,
} from '../../../test/payables';
import { jsonResponse } from '../../../test/render';
import { expectToast } from '../../../test/ui';

const F = L.fields;
const EDIT = '/home/vendor/payables/editpayable';
const field = (label: string) => screen.getByRole('textbox', { name: label });
const DOCUMENTS = [
  { sequenceId: 7, documentDescription: 'bill.pdf', documentType: 'application/pdf' },
  { sequenceId: 8, documentDescription: 'photo.png', documentType: 'image/png' },
];
const payable = makePayable(4, {
  status: 'Invoice Received',
  vendorDocumentIds: '7,8',
  version: 3,
  billDate: '2026-04-04',
  remarks: 'Second lot',
});
const documentsAnswer = (call: RecordedCall) =>
  call.method === 'GET' &&
  call.url.includes('/documentsForVendorPayables/tenantCode/DEMO01/vendorPayableId/4')
    ? jsonResponse(202, DOCUMENTS)
    : undefined;

describe('Edit Vendor Payable', { timeout: 60_000 }, () => {
  it('is prefilled from the state; Amount, Bill Date and Due Date are editable; documents are listed', async () => {
    renderPayableScreens(EDIT, { state: payable, handle: documentsAnswer });
    expect(await screen.findByRole('heading', { level: 2, name: 'Edit Vendor Payable' })).toBeInTheDocument();
    await waitFor(() => expect(field(F.vendorName)).toHaveValue('Ace Masonry (VEN00001)'));
    expect(field(F.siteName)).toHaveValue('Riverside (RST01)');
    expect(field(F.typeOfWork)).toHaveValue('Masonry');
    expect(field(F.quantity)).toHaveValue('40');
    expect(field(F.quantity)).not.toHaveAttribute('readonly');
    expect(field(F.amount)).toHaveValue('4000');
    expect(field(F.amount)).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText(F.billDate)).toHaveValue('04-04-2026');
    expect(screen.getByLabelText(F.billDate)).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText(F.dueDate)).toHaveValue('04-05-2026');
    expect(screen.getByLabelText(F.dueDate)).not.toHaveAttribute('readonly');
    expect(field(F.status)).toHaveValue('Invoice Received');
    expect(field(F.status)).toBeEnabled();
    expect(await screen.findByRole('link', { name: L.downloadDocument('bill.pdf') })).toHaveTextContent(
      'bill.pdf',
    );
    expect(screen.getByRole('button', { name: L.removeDocument('photo.png') })).toBeInTheDocument();
    expect(screen.getByLabelText(L.documentSlot(1))).toBeInTheDocument();
  });

  it("keeps the payable's deactivated site: shown and offered beside the active ones only to it", async () => {
    renderPayableScreens(EDIT, {
      state: makePayable(4, { erfSiteId: 9 }),
      handle: documentsAnswer,
      sites: [
        { siteId: 1, siteName: 'Riverside', siteCode: 'RST01' },
        { siteId: 9, siteName: 'Old Depot', siteCode: 'OLD77', active: false },
      ],
    });
    await waitFor(() => expect(field(F.siteName)).toHaveValue('Old Depot (OLD77)'));
    expect((await openOptions(F.siteName)).map((o) => o.textContent)).toEqual([
      'Riverside (RST01)',
      'Old Depot (OLD77)',
    ]);
  });

  it.each(['Payment Settled', 'Closed'])(
    'disables Status and keeps Amount and dates read-only when the payable is %s; no Cancel',
    async (status) => {
      renderPayableScreens(EDIT, { state: makePayable(5, { status }), handle: documentsAnswer });
      await screen.findByRole('button', { name: L.update });
      expect(field(F.status)).toHaveValue(status);
      expect(field(F.status)).toBeDisabled();
      expect(field(F.amount)).toHaveAttribute('readonly');
      expect(screen.getByLabelText(F.billDate)).toHaveAttribute('readonly');
      expect(screen.queryByRole('button', { name: W.cancelAction })).not.toBeInTheDocument();
    },
  );

  it('a USER is offered the current status and the next one only; an ADMIN all seven', async () => {
    const state = makePayable(5, { status: 'Invoice Received' });
    const user = renderPayableScreens(EDIT, { state, handle: documentsAnswer, roleType: 'USER' });
    await screen.findByRole('button', { name: L.update });
    expect((await openOptions(F.status)).map((o) => o.textContent)).toEqual([
      'Invoice Received',
      'Invoice Approved',
    ]);
    expect(screen.queryByRole('button', { name: W.cancelAction })).not.toBeInTheDocument();
    user.unmount();
    renderPayableScreens(EDIT, { state, handle: documentsAnswer });
    await screen.findByRole('button', { name: L.update });
    expect((await openOptions(F.status)).map((o) => o.textContent)).toEqual([...PAYABLE_STATUSES]);
    expect(screen.getByRole('button', { name: W.cancelAction })).toBeInTheDocument();
  });

  it('an ADMIN editing a payable that owes money: Payment Settled and Closed are listed disabled, the reason beside Status', async () => {
    renderPayableScreens(EDIT, {
      state: makePayable(5, { status: 'Payment Pending', paid: 3800, outstanding: 1200 }),
      handle: documentsAnswer,
    });
    await screen.findByRole('button', { name: L.update });
    expect(field(F.status)).toBeEnabled();
    expect(field(F.status)).toHaveAccessibleDescription(SM.settledNeedsPayment);
    const options = await openOptions(F.status);
    expect(options.map((o) => o.textContent)).toEqual([...PAYABLE_STATUSES]);
    const disabled = options.filter((o) => o.hasAttribute('data-combobox-disabled'));
    expect(disabled.map((o) => o.textContent)).toEqual(['Payment Settled', 'Closed']);
    await userEvent.click(options.find((o) => o.textContent === 'Payment Settled') as HTMLElement);
    expect(field(F.status)).toHaveValue('Payment Pending');
  });

  it('a payable that owes nothing may be settled: no option disabled, no reason; a 400 still shows "Sorry, " + why', async () => {
    const user = userEvent.setup();
    const refusal = SM.settledByHandOutstanding('VPB00005', 'Payment Settled', '1,200.00');
    const { payableCalls } = renderPayableScreens(EDIT, {
      state: makePayable(5, { status: 'Payment Pending', paid: 5000, outstanding: 0 }),
      handle: (call) =>
        call.method === 'PUT' ? jsonResponse(400, { message: refusal }) : documentsAnswer(call),
    });
    await screen.findByRole('button', { name: L.update });
    expect(screen.queryByText(SM.settledNeedsPayment)).not.toBeInTheDocument();
    const options = await openOptions(F.status);
    expect(options.filter((o) => o.hasAttribute('data-combobox-disabled'))).toEqual([]);
    await user.click(options.find((o) => o.textContent === 'Payment Settled') as HTMLElement);
    expect(field(F.status)).toHaveValue('Payment Settled');
    await user.click(screen.getByRole('button', { name: L.update }));
    await expectDialog(`Sorry, ${refusal}`);
    expect(callsTo(payableCalls(), 'PUT', '/vendorpayables')[0]?.body).toMatchObject({
      status: 'Payment Settled',
    });
  });

  it('a USER on Payment Pending may not settle: only Payment Pending is offered', async () => {
    renderPayableScreens(EDIT, {
      state: makePayable(5, { status: 'Payment Pending' }),
      handle: documentsAnswer,
      roleType: 'USER',
    });
    await screen.findByRole('button', { name: L.update });
    expect((await openOptions(F.status)).map((o) => o.textContent)).toEqual(['Payment Pending']);
  });

  it('mends an amount and dates: sends them, one dialog with the spec success text', async () => {
    const user = userEvent.setup();
    const { payableCalls } = renderPayableScreens(EDIT, {
      state: payable,
      handle: (call) => {
        if (call.method === 'PUT' && call.url.endsWith('/vendorpayables'))
          return jsonResponse(202, { vendorPayableCode: 'VPB00004', vendorPayableId: 4, message: 'ok' });
        return documentsAnswer(call);
      },
    });
    await screen.findByRole('button', { name: L.update });
    await fill(F.amount, '84500.50');
    fireEvent.change(screen.getByLabelText(F.dueDate), { target: { value: '2026-04-03' } });
    await user.click(screen.getByRole('button', { name: L.update }));
    expect(screen.getByLabelText(F.dueDate)).toHaveAccessibleDescription(`**${inputMessages.dueBeforeBill}`);
    expect(callsTo(payableCalls(), 'PUT', '/smallvendor/v1/vendorpayables')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(F.dueDate), { target: { value: '2026-05-20' } });
    await user.click(screen.getByRole('button', { name: L.update }));
    await expectDialog('Vendor Payable :VPB00004 updated Successfully');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(payableCalls(), 'PUT', '/smallvendor/v1/vendorpayables')[0]?.body).toMatchObject({
      amount: 84500.5,
      billDate: '2026-04-04',
      paymentDueDate: '2026-05-20',
    });
  });

  it('Cancel payable asks for the reason (none, no call), sends it with the version, then the list', async () => {
    const user = userEvent.setup();
    const { payableCalls, router } = renderPayableScreens(EDIT, {
      state: payable,
      handle: (call) => {
        if (call.method === 'POST' && call.url.endsWith('/vendorpayables/cancel'))
          return jsonResponse(202, {
            vendorPayableCode: 'VPB00004',
            vendorPayableId: 4,
            message: W.cancelDone('VPB00004'),
          });
        return documentsAnswer(call);
      },
    });
    await user.click(await screen.findByRole('button', { name: W.cancelAction }));
    const dialog = await screen.findByRole('dialog', { name: W.cancelTitle('VPB00004') });
    await user.click(within(dialog).getByRole('button', { name: W.cancelConfirm }));
    expect(await within(dialog).findByText(W.cancelReasonRequired)).toBeInTheDocument();
    expect(callsTo(payableCalls(), 'POST', '/vendorpayables/cancel')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: W.cancelReasonLabel }), 'Duplicate bill');
    await user.click(within(dialog).getByRole('button', { name: W.cancelConfirm }));
    await expectToast(W.cancelDone('VPB00004'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/vendor/payables'));
    expect(callsTo(payableCalls(), 'POST', '/vendorpayables/cancel')[0]?.body).toEqual({
      tenantCode: 'DEMO01',
      vendorPayableId: 4,
      vendorPayableCode: 'VPB00004',
      version: 3,
      reason: 'Duplicate bill',
    });
    // The dialog's submit is its own: the edit form around its button sent nothing.
    expect(callsTo(payableCalls(), 'PUT', '/vendorpayables')).toHaveLength(0);
  });

  it('a cancelled payable opens with its notice and no form', async () => {
    renderPayableScreens(EDIT, { state: makePayable(5, { status: 'Cancelled' }), handle: documentsAnswer });
    expect(await screen.findByText(W.cancelledNoEdit)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: L.update })).not.toBeInTheDocument();
  });

  it("removes a document ('Document removed' and the message), then PUTs the version the removal answered and the kept + new ids", async () => {
    const user = userEvent.setup();
    const { payableCalls, router } = renderPayableScreens(EDIT, {
      state: payable,
      handle: (call) => {
        if (call.method === 'DELETE' && call.url.endsWith('/document/v1/removeDocument/7'))
          return jsonResponse(202, {
            message: 'bill.pdf was removed.',
            payables: [{ vendorPayableId: 4, version: 4 }],
          });
        if (call.url.endsWith('/uploadDocument'))
          return jsonResponse(202, { sequenceId: 50, userDescription: 'extra.pdf', companyCode: 'DEMO01' });
        if (call.method === 'PUT' && call.url.endsWith('/vendorpayables'))
          return jsonResponse(202, { vendorPayableCode: 'VPB00004', vendorPayableId: 4, message: 'ok' });
        return documentsAnswer(call);
      },
    });
    await user.click(await screen.findByRole('button', { name: L.removeDocument('bill.pdf') }));
    await expectDialog('bill.pdf was removed.', { title: M.documentRemoved });
    expect(screen.queryByRole('link', { name: L.downloadDocument('bill.pdf') })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: L.downloadDocument('photo.png') })).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText(L.documentSlot(1)),
      new File(['%PDF-1.4'], 'extra.pdf', { type: 'application/pdf' }),
    );
    await pick(F.status, 'Invoice Approved');
    await user.click(screen.getByRole('button', { name: L.update }));
    await expectDialog('Vendor Payable :VPB00004 updated Successfully');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/vendor/payables'));

    const [put] = callsTo(payableCalls(), 'PUT', '/smallvendor/v1/vendorpayables');
    expect(put?.body).toMatchObject({
      tenantCode: 'DEMO01',
      vendorPayableId: 4,
      vendorPayableCode: 'VPB00004',
      version: 4,
      erfVendorId: 1,
      erfSiteId: 1,
      typeOfWork: 'Masonry',
      typeOfMaterials: '',
      quantity: '40',
      units: 'Sq.ft',
      amount: 4000,
      billDate: '2026-04-04',
      paymentDueDate: '2026-05-04',
      status: 'Invoice Approved',
      remarks: 'Second lot',
      vendorDocumentIds: '8,50',
    });
  });

  it('moving the status back asks for a reason, refuses to send without one, and sends it', async () => {
    const user = userEvent.setup();
    const { payableCalls } = renderPayableScreens(EDIT, {
      state: makePayable(6, { status: 'Payment Pending', version: 2 }),
      handle: (call) => {
        if (call.method === 'PUT' && call.url.endsWith('/vendorpayables'))
          return jsonResponse(202, { vendorPayableCode: 'VPB00006', vendorPayableId: 6, message: 'ok' });
        return documentsAnswer(call);
      },
    });
    await screen.findByRole('button', { name: L.update });
    // Forward: no reason asked.
    await pick(F.status, 'Payment Settled');
    expect(screen.queryByRole('textbox', { name: R.payableBackReasonLabel })).not.toBeInTheDocument();
    await pick(F.status, 'Invoice Received');
    const reason = await screen.findByRole('textbox', { name: R.payableBackReasonLabel });
    await user.click(screen.getByRole('button', { name: L.update }));
    expect(await screen.findByText(R.payableBackNeedsReason)).toBeInTheDocument();
    expect(callsTo(payableCalls(), 'PUT', '/smallvendor/v1/vendorpayables')).toHaveLength(0);

    await user.type(reason, 'Bill sent back for a wrong quantity');
    await user.click(screen.getByRole('button', { name: L.update }));
    await expectDialog('Vendor Payable :VPB00006 updated Successfully');
    const [put] = callsTo(payableCalls(), 'PUT', '/smallvendor/v1/vendorpayables');
    expect(put?.body).toMatchObject({
      status: 'Invoice Received',
      reason: 'Bill sent back for a wrong quantity',
    });
  });

  it('409 (changed by someone else) shows the server message; 400 "Sorry, "; a refused removal its message', async () => {
    const user = userEvent.setup();
    let answer = {
      status: 409,
      message: 'The payable was changed by someone else. Reload it and try again.',
    };
    renderPayableScreens(EDIT, {
      state: payable,
      handle: (call) => {
        if (call.method === 'DELETE') return jsonResponse(404, { message: 'Document not found.' });
        if (call.method === 'PUT') return jsonResponse(answer.status, { message: answer.message });
        return documentsAnswer(call);
      },
    });
    await user.click(await screen.findByRole('button', { name: L.removeDocument('photo.png') }));
    await expectDialog('Document not found.');
    expect(screen.getByRole('link', { name: L.downloadDocument('photo.png') })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: L.update }));
    await expectDialog('The payable was changed by someone else. Reload it and try again.');
    answer = { status: 400, message: 'The status of a payable that is Closed cannot be changed.' };
    await user.click(screen.getByRole('button', { name: L.update }));
    await expectDialog('Sorry, The status of a payable that is Closed cannot be changed.');
    expect(screen.getByRole('button', { name: L.update })).toBeEnabled();
  });

  it('a document name downloads the file with the bearer token', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:doc');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { payableCalls } = renderPayableScreens(EDIT, {
      state: payable,
      handle: (call) => {
        if (call.url.endsWith('/document/v1/downloadDocument/8'))
          return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
            status: 200,
            headers: {
              'content-type': 'image/png',
              'content-disposition': 'attachment; filename="photo.png"',
            },
          });
        return documentsAnswer(call);
      },
    });
    await user.click(await screen.findByRole('link', { name: L.downloadDocument('photo.png') }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const [get] = callsTo(payableCalls(), 'GET', '/downloadDocument/8');
    expect(get?.headers.authorization).toBe('Bearer token-123');
  });

  it('without a payable in the state it says so and links back to the list', async () => {
    renderPayableScreens(EDIT);
    expect(await screen.findByText(L.noPayableChosen, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: L.backToList })).toHaveAttribute('href', '/home/vendor/payables');
    expect(screen.queryByRole('button', { name: L.update })).not.toBeInTheDocument();
  });
});
