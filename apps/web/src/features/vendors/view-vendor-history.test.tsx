import { vendorHistoryMessages as H, type VendorHistoryRow } from '@sitebook/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { atPhoneWidth } from '../../../test/phone-width';
import { jsonResponse } from '../../../test/render';
import { makeVendor, renderVendorScreens } from '../../../test/vendors';

/**
 * View Vendor shows the vendor's history (when, who, change, field, from, to) from
 * the server, newest first, account numbers as the server masked them; at phone width as cards.
 */

const VIEW = '/home/vendor/myvendor/viewvendor';
const row = (id: number, overrides: Partial<VendorHistoryRow>): VendorHistoryRow => ({
  id,
  vendorId: 5,
  vendorCode: 'VEN00005',
  action: 'update',
  field: '',
  fromValue: '',
  toValue: '',
  changedBy: 'demoadmin',
  changedAt: '2026-05-08T09:30:00.000Z',
  ...overrides,
});
const HISTORY = [
  row(1, { action: 'create', toValue: 'Vendor 5', changedAt: '2026-04-01T04:00:00.000Z' }),
  row(2, { field: 'phoneNumber', fromValue: '9000000005', toValue: '9000011111', changedBy: 'sitelead' }),
  row(3, { field: 'bankAccountNumber', fromValue: '********5678', toValue: '********4321' }),
];
const historyCall = (call: { url: string; method: string }) =>
  call.method === 'GET' && call.url.includes('/vendorhistory/tenantCode/DEMO01/vendorId/5')
    ? jsonResponse(202, HISTORY)
    : undefined;

describe('View Vendor: History', { timeout: 60_000 }, () => {
  it("lists the server's history rows newest first: when, who, change, field, from → to", async () => {
    renderVendorScreens(VIEW, { state: makeVendor(5), handle: historyCall });
    const section = await screen.findByRole('region', { name: H.title });
    const table = await within(section).findByRole('table', { name: H.caption });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      H.columns.when,
      H.columns.who,
      H.columns.action,
      H.columns.field,
      H.columns.from,
      H.columns.to,
    ]);
    await within(table).findByText('********4321');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(1)
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['demoadmin', 'Edited', 'Bank Account Number', '********5678', '********4321'],
      ['sitelead', 'Edited', 'Phone', '9000000005', '9000011111'],
      ['demoadmin', 'Created', '—', '—', 'Vendor 5'],
    ]);
    // The moment in the company's date format and the device's time.
    expect(within(table).getAllByRole('row')[1]?.textContent).toMatch(/^08-05-2026 \d\d:\d\d/);
  });

  it('says when the history could not be loaded, and the vendor is still shown', async () => {
    renderVendorScreens(VIEW, {
      state: makeVendor(5),
      handle: (call) =>
        call.url.includes('/vendorhistory/') ? jsonResponse(500, { message: 'down' }) : undefined,
    });
    const section = await screen.findByRole('region', { name: H.title });
    expect(await within(section).findByRole('alert')).toHaveTextContent(H.failed);
    expect(screen.getByText('VEN00005')).toBeInTheDocument();
  });

  it('at phone width each history row is a card under the same headers', async () => {
    atPhoneWidth();
    renderVendorScreens(VIEW, { state: makeVendor(5), handle: historyCall });
    const section = await screen.findByRole('region', { name: H.title });
    const list = await within(section).findByRole('list', { name: H.caption });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText(H.columns.field)).toBeInTheDocument();
    expect(within(first).getByText('Bank Account Number')).toBeInTheDocument();
    expect(within(first).getByText('********4321')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: H.caption })).not.toBeInTheDocument();
  });
});
