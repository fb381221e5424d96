import { payableLabels as L, VENDOR_SEARCH } from '@sitebook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../../test/fake-server';
import { makePayable, renderPayableScreens, VENDORS } from '../../../test/payables';
import { makeVendor } from '../../../test/vendors';

/**
 * The payable screens never load the whole vendor list. The Vendor Name choice searches
 * the server (`?q=`), opens on the first VENDOR_SEARCH.maxResults (`?page=1&size=`), and a chosen
 * vendor is found by id (`?id=`).
 */
const F = L.fields;
const ADD = '/home/vendor/payables/addpayable';
const MANY = [
  ...VENDORS,
  ...Array.from({ length: 60 }, (_, k) => makeVendor(k + 3, { vendorName: `Supplier ${k + 3}` })),
];
const field = (label: string) => screen.getByRole('textbox', { name: label });

const vendorCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.includes('/vendor/tenantCode/'));
const queryOf = (call: RecordedCall) => Object.fromEntries(new URL(call.url, 'http://x').searchParams);

/** Every vendor call was a search, a lookup or a first page of at most 20: none loaded the list. */
function expectNoWholeList(calls: RecordedCall[]) {
  for (const call of vendorCalls(calls)) {
    const q = queryOf(call);
    const ok =
      q.q !== undefined ||
      q.id !== undefined ||
      (q.page === '1' && Number(q.size) <= VENDOR_SEARCH.maxResults);
    expect(ok, call.url).toBe(true);
  }
}

const optionsOf = (label: string) => {
  const id = field(label).getAttribute('aria-controls') as string;
  return within(document.getElementById(id) as HTMLElement);
};

describe('the payable screens search vendors on the server', { timeout: 60_000 }, () => {
  it('Add Payable: opening shows the first 20, typing asks ?q=, choosing presets the vendor type', async () => {
    const user = userEvent.setup();
    const { server } = renderPayableScreens(ADD, { vendors: MANY });
    await screen.findByRole('button', { name: L.submit });
    expect(vendorCalls(server.calls)).toHaveLength(0);
    await user.click(field(F.vendorName));
    await waitFor(() =>
      expect(optionsOf(F.vendorName).getAllByRole('option', { hidden: true })).toHaveLength(20),
    );
    await user.type(field(F.vendorName), 'cement');
    const option = await optionsOf(F.vendorName).findByRole('option', {
      name: 'Bharat Cement (VEN00002)',
      hidden: true,
    });
    expect(optionsOf(F.vendorName).getAllByRole('option', { hidden: true })).toHaveLength(1);
    await user.click(option);
    expect(field(F.vendorName)).toHaveValue('Bharat Cement (VEN00002)');
    expect(screen.getByRole('radio', { name: 'GOODS' })).toBeChecked();
    const queries = vendorCalls(server.calls).map(queryOf);
    expect(queries).toContainEqual({ q: 'cement' });
    expect(queries).toContainEqual({ page: '1', size: String(VENDOR_SEARCH.maxResults) });
    expectNoWholeList(server.calls);
  });

  it('Edit Payable shows its vendor found by id', async () => {
    const payable = makePayable(4, { erfVendorId: 45 });
    const { server } = renderPayableScreens('/home/vendor/payables/editpayable', {
      vendors: MANY,
      state: payable,
    });
    await waitFor(() => expect(field(F.vendorName)).toHaveValue('Supplier 45 (VEN00045)'));
    expect(vendorCalls(server.calls).map(queryOf)).toEqual([{ id: '45' }]);
  });

  it('View Payable names its vendor found by id', async () => {
    const payable = makePayable(4, { erfVendorId: 45 });
    const { server } = renderPayableScreens('/home/vendor/payables/viewpayable', {
      vendors: MANY,
      state: payable,
    });
    expect(await screen.findByText('Supplier 45 (VEN00045)')).toBeInTheDocument();
    expectNoWholeList(server.calls);
  });

  it('Summary By Status: the vendor filter searches too', async () => {
    const user = userEvent.setup();
    const { server } = renderPayableScreens('/home/vendor/payables/statussumm', { vendors: MANY });
    await screen.findByRole('button', { name: L.list });
    await user.click(field(F.vendorName));
    await user.type(field(F.vendorName), 'supplier 59');
    await user.click(
      await optionsOf(F.vendorName).findByRole('option', { name: 'Supplier 59 (VEN00059)', hidden: true }),
    );
    expect(field(F.vendorName)).toHaveValue('Supplier 59 (VEN00059)');
    expect(vendorCalls(server.calls).map(queryOf)).toContainEqual({ q: 'supplier 59' });
    expectNoWholeList(server.calls);
  });
});
