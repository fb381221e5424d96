import { API, vendorMessages as m, vendorLabels, vendorLimitLabels } from '@sitebook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listAnswer } from '../../../test/list-page';
import { jsonResponse } from '../../../test/render';
import { callsTo, expectDialog, fill, pick, renderVendorScreens } from '../../../test/vendors';

const ADD = '/home/vendor/myvendor/addvendor';
const F = vendorLabels.fields;
const box = (label: string) => screen.getByRole('textbox', { name: label });

function addServer(answer?: (body: unknown) => Response, limit?: Record<string, unknown>) {
  return (call: { method: string; url: string; body: unknown }) => {
    if (call.method === 'GET' && call.url.includes('/vendorlimit/tenantCode/DEMO01'))
      return jsonResponse(202, limit ?? { vendorLimit: null, count: 12, reached: false, message: null });
    if (call.method === 'POST' && call.url.endsWith(API.vendor))
      return answer?.(call.body) ?? jsonResponse(202, { vendorId: 9, vendorCode: 'VEN00009', message: 'ok' });
    if (call.method === 'GET' && call.url.includes('/vendor/tenantCode/')) return listAnswer(call.url, []);
    return undefined;
  };
}

async function open(options: Parameters<typeof renderVendorScreens>[1] = {}) {
  const rendered = renderVendorScreens(ADD, { handle: addServer(), ...options });
  await screen.findByRole('heading', { level: 2, name: 'Add Vendor' });
  return rendered;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));

async function fillValid() {
  await fill(F.vendorName, 'Sri Cement Traders');
  await fill(F.vendorDescription, 'Cement and steel');
  await pick(F.vendorCategory, 'Civil');
  await pick(F.typeOfWork, 'Plumbing');
  await fill(F.contactPerson, 'Ravi Kumar');
  await fill(F.phoneNumber, '9876543210');
  await fill(F.emailId, 'ravi@example.com');
  await fill(F.addressLine1, '12 Market Road');
  await fill(F.addressLine2, 'Near Bus Stand');
  await fill(F.city, 'Mysuru');
  await pick(F.state, 'Karnataka');
}

describe('Add Vendor', { timeout: 60_000 }, () => {
  it('shows the Back link, the four sections, WORK by default and the SUBMIT button', async () => {
    await open();
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
    for (const name of [
      'Vendor Info',
      'Vendor Contact Info',
      'Opening Balance Info',
      'Current Balance Info',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('region', { name: 'Performance Grade Info' })).not.toBeInTheDocument();
    const type = screen.getByRole('radiogroup', { name: 'Vendor Type' });
    expect(within(type).getByRole('radio', { name: 'WORK' })).toBeChecked();
    expect(within(type).getByRole('radio', { name: 'GOODS' })).not.toBeChecked();
    expect(box(F.vendorName)).toHaveAttribute('maxLength', '50');
    // The required fields are marked (the spec's '**' of Edit) and required.
    for (const label of [
      F.vendorName,
      F.vendorDescription,
      F.contactPerson,
      F.emailId,
      F.addressLine2,
      F.city,
    ]) {
      expect(box(label)).toBeRequired();
    }
    expect(screen.getAllByText(vendorLabels.requiredMark).length).toBeGreaterThanOrEqual(11);
    expect(box(F.vendorDescription)).toHaveAttribute('maxLength', '150');
    expect(box(F.phoneNumber)).toHaveAttribute('inputMode', 'numeric');
    expect(box(F.country)).toHaveValue('India');
    expect(box(F.currentBalance)).toHaveAttribute('readOnly');
  });

  it('an empty submit shows every required message under its field and sends nothing', async () => {
    const { vendorCalls } = await open({ company: { country: '' } });
    await submit();
    for (const message of [
      m.vendorNameEmpty,
      m.vendorDescriptionEmpty,
      m.selectCategory,
      m.selectWorkType,
      m.contactPersonEmpty,
      m.phoneEmpty,
      m.emailEmpty,
      m.addressLine1Empty,
      m.addressLine2Empty,
      m.cityEmpty,
      m.selectState,
      m.selectCountry,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(box(F.vendorName)).toHaveAttribute('aria-invalid', 'true');
    expect(box(F.vendorName)).toHaveAccessibleDescription(m.vendorNameEmpty);
    expect(callsTo(vendorCalls(), 'POST', API.vendor)).toHaveLength(0);
  });

  it('bad values show the & messages, the phone and email messages, and GOODS without goods', async () => {
    const user = userEvent.setup();
    const { vendorCalls } = await open();
    await fill(F.vendorName, 'A & B');
    await fill(F.vendorDescription, 'Bricks & tiles');
    await fill(F.contactPerson, 'Ram & Co');
    await fill(F.phoneNumber, '987654321');
    await fill(F.emailId, 'not-an-email');
    await fill(F.addressLine1, '1 & 2');
    await fill(F.addressLine2, 'Lane & Road');
    await fill(F.city, 'Hubli & Dharwad');
    await user.click(screen.getByRole('radio', { name: 'GOODS' }));
    await submit();
    expect(await screen.findByText(m.ampVendorName)).toBeInTheDocument();
    expect(screen.getByText(m.ampVendorDescription)).toBeInTheDocument();
    expect(screen.getByText(m.ampContactPerson)).toBeInTheDocument();
    expect(screen.getAllByText(m.ampNotAllowed)).toHaveLength(3);
    expect(screen.getByText(m.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByText(m.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(m.selectGoodsType)).toBeInTheDocument();
    expect(callsTo(vendorCalls(), 'POST', API.vendor)).toHaveLength(0);
  });

  it('WORK shows a single Type Of Work select; GOODS a Type Of Goods multi-select, sent comma-joined', async () => {
    const user = userEvent.setup();
    const { vendorCalls } = await open();
    expect(box(F.typeOfWork)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: F.typeOfGoods })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'GOODS' }));
    expect(screen.queryByRole('textbox', { name: F.typeOfWork })).not.toBeInTheDocument();
    expect(box(F.typeOfGoods)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'WORK' }));
    expect(box(F.typeOfWork)).toBeInTheDocument();

    await fillValid();
    await user.click(screen.getByRole('radio', { name: 'GOODS' }));
    await pick(F.typeOfGoods, 'Cement');
    await pick(F.typeOfGoods, 'Steel');
    await fill(F.openingBalance, '2500');
    await submit();
    await expectDialog('Vendor VEN00009 created Successfully');
    const body = callsTo(vendorCalls(), 'POST', API.vendor)[0]?.body;
    expect(body).toMatchObject({ typeOfGoods: 'Cement,Steel', typeOfWork: '', openingBalance: 2500 });
  });

  it('an empty opening balance asks first: No sends nothing, Yes sends 0 and the created dialog leads to the list', async () => {
    const user = userEvent.setup();
    const { vendorCalls } = await open();
    await fillValid();
    await submit();
    let confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(m.continueWithoutOpeningBalance)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(vendorCalls(), 'POST', API.vendor)).toHaveLength(0);
    expect(box(F.vendorName)).toHaveValue('Sri Cement Traders');

    await submit();
    confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await expectDialog('Vendor VEN00009 created Successfully');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/home\/vendor\/myvendor$/),
    );
    const post = callsTo(vendorCalls(), 'POST', API.vendor)[0];
    expect(post?.body).toEqual({
      vendorName: 'Sri Cement Traders',
      vendorDescription: 'Cement and steel',
      vendorCategory: 'Civil',
      vendorType: 'WORK',
      typeOfWork: 'Plumbing',
      typeOfGoods: '',
      contactPerson: 'Ravi Kumar',
      phoneNumber: '9876543210',
      emailId: 'ravi@example.com',
      addressLine1: '12 Market Road',
      addressLine2: 'Near Bus Stand',
      city: 'Mysuru',
      state: 'Karnataka',
      country: 'India',
      openingBalance: 0,
      openingBalanceDate: null,
      typeOfTransactionForOb: 'Cr',
      currentBalance: 0,
      currentBalanceDate: null,
      typeOfTransactionForCb: 'Cr',
      tenantCode: 'DEMO01',
      status: 'Active',
      // The tax and bank fields, left empty.
      gstin: '',
      pan: '',
      bankAccountName: '',
      bankAccountNumber: '',
      bankIfsc: '',
    });
  });

  it.each([
    [404, 'Vendor limit of 5 reached'],
    [500, 'Database unavailable'],
  ])(
    "a %i answer shows the server message titled 'Vendor Limit' and keeps the form",
    async (status, message) => {
      await open({ handle: addServer(() => jsonResponse(status, { message })) });
      await fillValid();
      await fill(F.openingBalance, '10');
      await submit();
      const dialog = await screen.findByRole('dialog', { name: m.vendorLimitTitle });
      expect(within(dialog).getByText(message)).toBeInTheDocument();
      await expectDialog(message);
      expect(box(F.vendorName)).toHaveValue('Sri Cement Traders');
      expect(screen.getByTestId('location')).toHaveTextContent('/addvendor');
    },
  );

  it.each([
    [400, 'Phone Number is empty', 'Sorry, Phone Number is empty'],
    [409, 'Conflict', 'Something went wrong.'],
  ])('a %i answer shows the spec text', async (status, message, shown) => {
    await open({ handle: addServer(() => jsonResponse(status, { message })) });
    await fillValid();
    await fill(F.openingBalance, '10');
    await submit();
    await expectDialog(shown);
  });

  it('says a reached vendor limit as it opens, with SUBMIT disabled', async () => {
    const message = 'Vendor limit of 5 reached for Beta Builders.';
    const { vendorCalls } = await open({
      handle: addServer(undefined, { vendorLimit: 5, count: 5, reached: true, message }),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(m.vendorLimitTitle)).toBeInTheDocument();
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent(vendorLimitLabels.submitDisabled);
    expect(screen.getByRole('button', { name: 'SUBMIT' })).toBeDisabled();
    await fillValid();
    await submit();
    expect(callsTo(vendorCalls(), 'POST', API.vendor)).toHaveLength(0);
  });

  it('below the limit there is no alert and SUBMIT works', async () => {
    const { vendorCalls } = await open({
      handle: addServer(undefined, { vendorLimit: 5, count: 4, reached: false, message: null }),
    });
    await waitFor(() => expect(callsTo(vendorCalls(), 'GET', '/vendorlimit/')).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SUBMIT' })).toBeEnabled();
  });

  it('a duplicate name and phone (400) is said in the dialog and stays shown above SUBMIT', async () => {
    await open({ handle: addServer(() => jsonResponse(400, { message: m.duplicateVendor })) });
    await fillValid();
    await fill(F.openingBalance, '10');
    await submit();
    await expectDialog(`Sorry, ${m.duplicateVendor}`);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sorry, A vendor with this name and phone number already exists',
    );
    expect(box(F.vendorName)).toHaveValue('Sri Cement Traders');
  });

  it('its dropdowns can be typed into: typing narrows the options', async () => {
    const user = userEvent.setup();
    await open();
    for (const [label, typed, option] of [
      [F.vendorCategory, 'elec', 'Electrical'],
      [F.typeOfWork, 'plu', 'Plumbing'],
    ] as const) {
      const input = box(label);
      expect(input).not.toHaveAttribute('readonly');
      await user.click(input);
      await user.type(input, typed);
      const listbox = input.ownerDocument.getElementById(input.getAttribute('aria-controls') as string);
      const options = within(listbox as HTMLElement).getAllByRole('option', { hidden: true });
      expect(options.map((o) => o.textContent)).toEqual([option]);
      await user.click(options[0] as HTMLElement);
      expect(input).toHaveValue(option);
    }
  });

  it('another country loads its own state list', async () => {
    const user = userEvent.setup();
    const { server } = await open();
    await pick(F.country, 'Nepal');
    expect(box(F.state)).toHaveValue('');
    await pick(F.state, 'Bagmati');
    expect(box(F.state)).toHaveValue('Bagmati');
    expect(server.calls.some((c) => c.url.includes('/tenantCode/WFM/common.state.nepal'))).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Back' }));
  });
});
