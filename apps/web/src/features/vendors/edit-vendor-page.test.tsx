import { API, vendorMessages as m, vendorLabels } from '@sitebook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listAnswer } from '../../../test/list-page';
import { jsonResponse } from '../../../test/render';
import {
  callsTo,
  expectDialog,
  fill,
  makeVendor,
  openOptions,
  pick,
  renderVendorScreens,
} from '../../../test/vendors';

const EDIT = '/home/vendor/myvendor/editvendor';
const F = vendorLabels.fields;
const box = (label: string | RegExp) => screen.getByRole('textbox', { name: label });

function editServer(answer?: () => Response) {
  return (call: { method: string; url: string }) => {
    if (call.method === 'PUT' && call.url.endsWith(API.vendor))
      return answer?.() ?? jsonResponse(202, { vendorCode: 'VEN00007', message: 'ok' });
    if (call.method === 'GET' && call.url.includes('/vendor/tenantCode/')) return listAnswer(call.url, []);
    return undefined;
  };
}

async function open(vendor = makeVendor(7), answer?: () => Response) {
  const rendered = renderVendorScreens(EDIT, { state: vendor, handle: editServer(answer) });
  await screen.findByRole('heading', { level: 2, name: 'Edit Vendor' });
  return rendered;
}

const update = () => userEvent.click(screen.getByRole('button', { name: 'UPDATE' }));

describe('Edit Vendor', { timeout: 60_000 }, () => {
  it('is prefilled from navigation state, with the five sections and read-only balances, dates and scores', async () => {
    await open();
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
    for (const name of [
      'Vendor Info',
      'Vendor Contact Info',
      'Opening Balance Info',
      'Current Balance Info',
      'Performance Grade Info',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(box(F.vendorName)).toHaveValue('Vendor 7');
    expect(box(F.vendorCategory)).toHaveValue('Civil');
    expect(box(F.typeOfWork)).toHaveValue('Masonry');
    expect(screen.getByRole('radio', { name: 'WORK' })).toBeChecked();
    expect(box(F.phoneNumber)).toHaveValue('9876500007');
    expect(box(F.state)).toHaveValue('Karnataka');
    expect(box(F.country)).toHaveValue('India');
    for (const [label, value] of [
      [F.openingBalance, '1007'],
      [F.currentBalance, '1007'],
      [F.performanceScore, '7'],
      [F.maxScore, '10'],
    ] as const) {
      expect(box(label)).toHaveValue(value);
      expect(box(label)).toHaveAttribute('readOnly');
    }
    expect(screen.getByLabelText(F.openingBalanceDate)).toHaveValue('01-04-2024');
    expect(screen.getByLabelText(F.openingBalanceDate)).toHaveAttribute('readOnly');
    expect(screen.getByLabelText(F.currentBalanceDate)).toHaveValue('02-05-2024');
    expect(screen.getByLabelText(F.currentBalanceDate)).toHaveAttribute('readOnly');
    // The transaction types stay selectable.
    const ob = box(/Transaction Type \(Opening Balance Info\)/);
    const cb = box(/Transaction Type \(Current Balance Info\)/);
    expect(ob).toHaveValue('Cr');
    expect(cb).toHaveValue('Dr');
    expect(ob).not.toHaveAttribute('disabled');
  });

  it("marks the required fields' labels with ** and offers one grade option (label A, value B)", async () => {
    await open();
    const marked = [
      F.vendorName,
      F.vendorDescription,
      F.vendorCategory,
      F.typeOfWork,
      F.contactPerson,
      F.phoneNumber,
      F.emailId,
      F.addressLine1,
      F.addressLine2,
      F.city,
      F.state,
      F.country,
    ];
    for (const label of marked) {
      const text = screen.getByText(label, { selector: 'label' }).textContent;
      expect(text).toBe(`${label}**`);
      expect(box(label)).toBeRequired();
    }
    expect(screen.getByText(F.vendorType).textContent).toBe(`${F.vendorType}**`);
    expect(screen.getByText(F.openingBalance, { selector: 'label' }).textContent).toBe(F.openingBalance);

    const grade = box(F.performanceGrade);
    expect(grade).toHaveValue('A');
    const options = await openOptions(F.performanceGrade);
    expect(options.map((o) => [o.textContent, o.getAttribute('value')])).toEqual([['A', 'B']]);
  });

  it('a GOODS vendor opens with GOODS chosen and its goods selected', async () => {
    const { container } = await open(makeVendor(8, { typeOfWork: '', typeOfGoods: 'Cement,Steel' }));
    expect(screen.getByRole('radio', { name: 'GOODS' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: F.typeOfWork })).not.toBeInTheDocument();
    const hidden = container.ownerDocument.querySelector<HTMLInputElement>(
      'input[type="hidden"][value="Cement,Steel"]',
    );
    expect(hidden).not.toBeNull();
  });

  it('UPDATE validates first: a bad value shows its message and sends nothing', async () => {
    const { vendorCalls } = await open();
    await fill(F.vendorName, 'A & B');
    await fill(F.phoneNumber, '12345');
    await update();
    expect(await screen.findByText(m.ampVendorName)).toBeInTheDocument();
    expect(screen.getByText(m.phoneInvalid)).toBeInTheDocument();
    expect(callsTo(vendorCalls(), 'PUT', API.vendor)).toHaveLength(0);
  });

  it('UPDATE sends the fields with the id, code, tenant and Active, then says updated and goes to the list', async () => {
    const { vendorCalls } = await open();
    await fill(F.city, 'Mangaluru');
    await pick(/Transaction Type \(Opening Balance Info\)/, 'Dr');
    await update();
    await expectDialog('Vendor VEN00007 updated Successfully');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/home\/vendor\/myvendor$/),
    );
    const put = callsTo(vendorCalls(), 'PUT', API.vendor)[0];
    expect(put?.body).toMatchObject({
      vendorId: 7,
      vendorCode: 'VEN00007',
      vendorName: 'Vendor 7',
      city: 'Mangaluru',
      typeOfWork: 'Masonry',
      typeOfGoods: '',
      openingBalance: 1007,
      openingBalanceDate: '2024-04-01',
      typeOfTransactionForOb: 'Dr',
      typeOfTransactionForCb: 'Dr',
      tenantCode: 'DEMO01',
      status: 'Active',
    });
  });

  it('the category can be changed by typing into it, and is sent', async () => {
    const user = userEvent.setup();
    const { vendorCalls } = await open();
    const category = box(F.vendorCategory);
    expect(category).toHaveValue('Civil');
    expect(category).not.toHaveAttribute('readonly');
    await user.clear(category);
    await user.type(category, 'elec');
    const listbox = category.ownerDocument.getElementById(category.getAttribute('aria-controls') as string);
    const options = within(listbox as HTMLElement).getAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(['Electrical']);
    await user.click(options[0] as HTMLElement);
    expect(category).toHaveValue('Electrical');
    await update();
    await expectDialog('Vendor VEN00007 updated Successfully');
    expect(callsTo(vendorCalls(), 'PUT', API.vendor)[0]?.body).toMatchObject({
      vendorCategory: 'Electrical',
    });
  });

  it("a duplicate of another vendor's name and phone (400) stays shown above UPDATE after the dialog", async () => {
    await open(makeVendor(7), () => jsonResponse(400, { message: m.duplicateVendor }));
    await fill(F.phoneNumber, '9876500001');
    await update();
    await expectDialog(`Sorry, ${m.duplicateVendor}`);
    expect(screen.getByRole('alert')).toHaveTextContent(`Sorry, ${m.duplicateVendor}`);
    expect(screen.getByTestId('location')).toHaveTextContent('/editvendor');
  });

  it('a missing opening balance is sent as 0', async () => {
    const { vendorCalls } = await open(makeVendor(3, { openingBalance: null as unknown as number }));
    await update();
    await expectDialog('Vendor VEN00007 updated Successfully');
    expect(callsTo(vendorCalls(), 'PUT', API.vendor)[0]?.body).toMatchObject({ openingBalance: 0 });
  });

  it.each([
    [404, 'Vendor not found', 'Vendor Limit::Vendor not found'],
    [500, 'Database unavailable', 'Vendor Limit::Database unavailable'],
    [400, 'Please select a State', 'Sorry, Please select a State'],
    [418, 'Teapot', 'Something went wrong.'],
  ])(
    'a %i answer shows "%s" as the spec says and the button is usable again',
    async (status, message, shown) => {
      await open(makeVendor(7), () => jsonResponse(status, { message }));
      await update();
      await expectDialog(shown);
      const button = screen.getByRole('button', { name: 'UPDATE' });
      expect(button).not.toHaveAttribute('data-loading');
      expect(button).toBeEnabled();
    },
  );

  it('without navigation state it says so and links back to the list', async () => {
    renderVendorScreens(EDIT, { handle: editServer() });
    expect(await screen.findByText(/No vendor was chosen/)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: vendorLabels.backToList });
    expect(link).toHaveAttribute('href', '/home/vendor/myvendor');
    expect(screen.queryByRole('button', { name: 'UPDATE' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('status')).getByRole('link')).toBe(link);
  });
});
