import { payableLabels as L, payableMessages as M } from '@sitebook/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RecordedCall } from '../../../test/fake-server';
import {
  bodyRows,
  callsTo,
  cellTexts,
  expectDialog,
  pick,
  renderPayableScreens,
} from '../../../test/payables';
import { jsonResponse } from '../../../test/render';

const F = L.fields;
const SUMMARY = '/home/vendor/payables/statussumm';
const field = (label: string) => screen.getByRole('textbox', { name: label });
const button = (name: string) => screen.getByRole('button', { name });
/** The mandatory Bill Date (its label carries the required mark). */
const billDate = () => screen.getByLabelText(/^Bill Date/);

const cycleAnswer = (call: RecordedCall) => {
  if (!call.url.includes('/salarycycle/companyCode/DEMO01')) return undefined;
  const date = new URL(call.url, 'http://x').searchParams.get('date') ?? '';
  return jsonResponse(202, { cycle: `cycle of ${date}` });
};

/** A listed payable: its amount + 18% tax billed, a fifth of that paid (the vendor ledger's figures). */
const summaryRow = (id: number, status: string, amount: number) => ({
  vendorPayableId: id,
  vendorPayableCode: `VPB${String(id).padStart(5, '0')}`,
  erfVendorId: 1,
  vendorName: 'Ace Masonry',
  billDate: `2026-04-0${id}`,
  paymentDueDate: `2026-05-0${id}`,
  amount,
  total: amount * 1.18,
  paid: amount * 0.236,
  outstanding: amount * 0.944,
  status,
});

describe('Summary By Status', { timeout: 60_000 }, () => {
  it('defaults Bill Date to today, fills the Salary Cycle for the chosen date, preselects the first site', async () => {
    // A fixed clock (Date only; timers stay real): the defaults must be this day, not the machine's.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 15, 12));
    const { payableCalls } = renderPayableScreens(SUMMARY, { handle: cycleAnswer });
    expect(await screen.findByRole('heading', { level: 2, name: M.summaryTitle })).toBeInTheDocument();
    expect(billDate()).toHaveValue('15-11-2026');
    await waitFor(() => expect(field(F.salaryCycle)).toHaveValue('cycle of 15-11-2026'));
    expect(callsTo(payableCalls(), 'GET', '/salarycycle/companyCode/DEMO01?date=15-11-2026')).toHaveLength(1);
    expect(field(F.salaryCycle)).toHaveAttribute('readonly');
    expect(field(F.siteName)).toHaveValue('Riverside (RST01)');
    expect(field(F.vendorName)).toHaveValue('');
    expect(field(F.status)).toHaveValue('');
    const [cycle] = callsTo(payableCalls(), 'GET', '/salarycycle/');
    expect(cycle?.headers).toMatchObject({ apikey: 'key-1', api_client_name: 'DEMO01' });

    fireEvent.change(billDate(), { target: { value: '2026-02-15' } });
    await waitFor(() => expect(field(F.salaryCycle)).toHaveValue('cycle of 15-02-2026'));
    expect(callsTo(payableCalls(), 'GET', '/salarycycle/companyCode/DEMO01?date=15-02-2026')).toHaveLength(1);
    expect(button(L.list)).toBeInTheDocument();
    expect(button(L.clear)).toBeInTheDocument();
    expect(button(L.populate)).toBeInTheDocument();
  });

  it("List alerts 'Please select a site.' without a site, then 'Please Select Vendor or status to filter'", async () => {
    const user = userEvent.setup();
    const { payableCalls, unmount } = renderPayableScreens(SUMMARY, { sites: [], handle: cycleAnswer });
    await user.click(await screen.findByRole('button', { name: L.list }));
    await expectDialog('Please select a site.');
    unmount();

    const second = renderPayableScreens(SUMMARY, { handle: cycleAnswer });
    await user.click(await screen.findByRole('button', { name: L.list }));
    await expectDialog('Please Select Vendor or status to filter');
    expect(
      callsTo([...payableCalls(), ...second.payableCalls()], 'POST', '/vendorpayablessummary'),
    ).toHaveLength(0);
  });

  it('List sends the filters (bill date dd-mm-yyyy) and shows the rows with totals per status', async () => {
    const user = userEvent.setup();
    const { payableCalls } = renderPayableScreens(SUMMARY, {
      handle: (call) =>
        call.method === 'POST' && call.url.endsWith('/smallvendor/vendorpayablessummary')
          ? jsonResponse(202, [
              summaryRow(1, 'Invoice Raised', 1000),
              summaryRow(2, 'Payment Pending', 2500),
              summaryRow(3, 'Invoice Raised', 500),
            ])
          : cycleAnswer(call),
    });
    await screen.findByRole('button', { name: L.list });
    fireEvent.change(billDate(), { target: { value: '2026-04-10' } });
    await pick(F.siteName, 'Hilltop (HLT02)');
    await pick(F.vendorName, 'Ace Masonry (VEN00001)');
    await user.click(button(L.list));
    await screen.findByText('VPB00002');
    const [post] = callsTo(payableCalls(), 'POST', '/vendorpayablessummary');
    expect(post?.body).toEqual({
      billDate: '10-04-2026',
      siteCode: 'HLT02',
      tenantCode: 'DEMO01',
      vendorId: 1,
      status: '',
    });
    expect(bodyRows(L.summaryCaption).map((r) => cellTexts(r))).toEqual([
      [
        'VPB00001',
        'Ace Masonry',
        '01-04-2026',
        '01-05-2026',
        '1,000.00',
        '1,180.00',
        '236.00',
        '944.00',
        'Invoice Raised',
      ],
      [
        'VPB00002',
        'Ace Masonry',
        '02-04-2026',
        '02-05-2026',
        '2,500.00',
        '2,950.00',
        '590.00',
        '2,360.00',
        'Payment Pending',
      ],
      [
        'VPB00003',
        'Ace Masonry',
        '03-04-2026',
        '03-05-2026',
        '500.00',
        '590.00',
        '118.00',
        '472.00',
        'Invoice Raised',
      ],
    ]);
    const totals = within(screen.getByRole('region', { name: L.totalsCaption }));
    const lines = totals.getAllByRole('row').map((r) => r.textContent);
    expect(lines).toEqual([
      // Total Amount and Outstanding are the ledger's (amount + tax; what is still owed).
      'StatusPayablesTotal AmountOutstanding',
      'Invoice Raised21,770.001,416.00',
      'Payment Pending12,950.002,360.00',
      'Total34,720.003,776.00',
    ]);
  });

  it('List: 500 alerts the message, other statuses Something Went Wrong.; a status alone is enough; none found shows a zero total', async () => {
    const user = userEvent.setup();
    let answer = { status: 500, message: 'Summary unavailable' };
    const { payableCalls } = renderPayableScreens(SUMMARY, {
      handle: (call) =>
        call.url.endsWith('/vendorpayablessummary')
          ? jsonResponse(answer.status, answer.status === 202 ? [] : { message: answer.message })
          : cycleAnswer(call),
    });
    await screen.findByRole('button', { name: L.list });
    await pick(F.status, 'Invoice Approved');
    await user.click(button(L.list));
    await expectDialog('Summary unavailable');
    answer = { status: 404, message: 'Choose one of your company\u2019s sites.' };
    await user.click(button(L.list));
    await expectDialog('Something Went Wrong.');
    answer = { status: 202, message: '' };
    await user.click(button(L.list));
    // No payables in the cycle: the empty text and a zero total.
    expect(await screen.findByText('No data to display.')).toBeInTheDocument();
    const totals = within(screen.getByRole('table', { name: L.totalsCaption }));
    expect(totals.getAllByRole('row').map((r) => r.textContent)).toEqual([
      'StatusPayablesTotal AmountOutstanding',
      'Total00.000.00',
    ]);
    expect(callsTo(payableCalls(), 'POST', '/vendorpayablessummary')[0]?.body).toMatchObject({
      vendorId: '',
      status: 'Invoice Approved',
    });
  });

  it("Populate shows 'Loading data please wait. . .', then alerts the message and shows the list", async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { payableCalls } = renderPayableScreens(SUMMARY, {
      handle: async (call) => {
        if (!call.url.includes('/vendorpayablesdetailssummary/')) return cycleAnswer(call);
        await gate;
        return jsonResponse(202, {
          message: '3 payables summarised for 01-04-2026 to 30-04-2026',
          list: [
            { siteCode: 'HLT02', status: 'Invoice Raised', count: 2, totalAmount: 3000, outstanding: 1200.5 },
            { siteCode: 'RST01', status: 'Closed', count: 1, totalAmount: 750, outstanding: 0 },
          ],
        });
      },
    });
    await screen.findByRole('button', { name: L.populate });
    fireEvent.change(billDate(), { target: { value: '2026-04-10' } });
    await user.click(button(L.populate));
    expect(await screen.findByText('Loading data please wait. . .')).toBeInTheDocument();
    release();
    await expectDialog('3 payables summarised for 01-04-2026 to 30-04-2026');
    expect(screen.queryByText('Loading data please wait. . .')).not.toBeInTheDocument();
    expect(bodyRows(L.populateCaption).map((r) => cellTexts(r))).toEqual([
      ['Hilltop (HLT02)', 'Invoice Raised', '2', '3,000.00', '1,200.50'],
      ['Riverside (RST01)', 'Closed', '1', '750.00', '0.00'],
    ]);
    expect(
      callsTo(payableCalls(), 'POST', '/vendorpayablesdetailssummary/tenantCode/DEMO01/date/10-04-2026'),
    ).toHaveLength(1);
  });

  it("Populate: 404 and 500 alert the message, others 'Something went wrong.'", async () => {
    const user = userEvent.setup();
    let answer = { status: 404, message: 'Company not found' };
    renderPayableScreens(SUMMARY, {
      handle: (call) =>
        call.url.includes('/vendorpayablesdetailssummary/')
          ? jsonResponse(answer.status, { message: answer.message })
          : cycleAnswer(call),
    });
    await user.click(await screen.findByRole('button', { name: L.populate }));
    await expectDialog('Company not found');
    answer = { status: 500, message: 'Populate failed' };
    await user.click(button(L.populate));
    await expectDialog('Populate failed');
    answer = { status: 400, message: 'Enter a real calendar date' };
    await user.click(button(L.populate));
    await expectDialog('Something went wrong.');
  });

  it('the clear icons empty Vendor Name and Status; Clear resets the filters and the results', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 15, 12));
    const user = userEvent.setup();
    renderPayableScreens(SUMMARY, {
      handle: (call) =>
        call.url.endsWith('/vendorpayablessummary')
          ? jsonResponse(202, [summaryRow(1, 'Invoice Raised', 1000)])
          : cycleAnswer(call),
    });
    await screen.findByRole('button', { name: L.list });
    await pick(F.vendorName, 'Bharat Cement (VEN00002)');
    await pick(F.status, 'Closed');
    await user.click(button(L.clearVendor));
    expect(field(F.vendorName)).toHaveValue('');
    expect(field(F.status)).toHaveValue('Closed');
    await user.click(button(L.clearStatus));
    expect(field(F.status)).toHaveValue('');

    fireEvent.change(billDate(), { target: { value: '2026-01-05' } });
    await pick(F.siteName, 'Lakeview (LKV03)');
    await pick(F.status, 'Closed');
    await user.click(button(L.list));
    expect(await screen.findByText('VPB00001')).toBeInTheDocument();
    await user.click(button(L.clear));
    expect(screen.queryByText('VPB00001')).not.toBeInTheDocument();
    expect(billDate()).toHaveValue('15-11-2026');
    expect(field(F.siteName)).toHaveValue('Riverside (RST01)');
    expect(field(F.status)).toHaveValue('');
  });
});
