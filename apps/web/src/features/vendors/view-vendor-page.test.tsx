import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/render';
import { makeVendor, renderVendorScreens } from '../../../test/vendors';

const VIEW = '/home/vendor/myvendor/viewvendor';

/** The value shown under a label of the description list. */
const shownFor = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('View Vendor', { timeout: 60_000 }, () => {
  it('shows the fields read-only, Type of Work for a work vendor, and dates without their time', async () => {
    renderVendorScreens(VIEW, { state: makeVendor(5) });
    expect(await screen.findByRole('heading', { level: 2, name: 'View Vendor' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
    expect(shownFor('Vendor Name')).toBe('Vendor 5');
    expect(shownFor('Vendor Code')).toBe('VEN00005');
    expect(shownFor('Type of Work')).toBe('Masonry');
    expect(screen.queryByText('Type Of Goods')).not.toBeInTheDocument();
    expect(shownFor('Opening Balance Date')).toBe('01-04-2024');
    expect(shownFor('Current Balance Date')).toBe('02-05-2024');
    expect(shownFor('Email ID')).toBe('vendor5@example.com');
    expect(shownFor('Performance Grade')).toBe('B');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /UPDATE|SUBMIT/ })).not.toBeInTheDocument();
  });

  it('shows Type Of Goods when the work type is empty', async () => {
    renderVendorScreens(VIEW, { state: makeVendor(6, { typeOfWork: '', typeOfGoods: 'Cement,Sand' }) });
    await screen.findByRole('heading', { level: 2, name: 'View Vendor' });
    expect(shownFor('Type Of Goods')).toBe('Cement,Sand');
    expect(screen.queryByText('Type of Work')).not.toBeInTheDocument();
  });

  it('without navigation state it says so and links back to the list', async () => {
    renderVendorScreens(VIEW);
    expect(await screen.findByText(/No vendor was chosen/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the vendor list' })).toHaveAttribute(
      'href',
      '/home/vendor/myvendor',
    );
  });

  it('opened by ?vendorId= (a summary link, a reload, a new tab) it loads that vendor', async () => {
    const asked: string[] = [];
    renderVendorScreens(`${VIEW}?vendorId=7`, {
      handle: (call) => {
        if (!call.url.includes('/vendor/tenantCode/DEMO01?')) return undefined;
        asked.push(call.url.slice(call.url.indexOf('?')));
        return jsonResponse(202, call.url.endsWith('?id=7') ? [makeVendor(7)] : []);
      },
    });
    await screen.findByRole('heading', { level: 2, name: 'View Vendor' });
    expect(await screen.findByText('VEN00007')).toBeInTheDocument();
    expect(shownFor('Vendor Name')).toBe('Vendor 7');
    expect(asked).toEqual(['?id=7']);
  });

  it('an id the company has no vendor with says so', async () => {
    renderVendorScreens(`${VIEW}?vendorId=99`, {
      handle: (call) =>
        call.url.includes('/vendor/tenantCode/DEMO01?id=99') ? jsonResponse(202, []) : undefined,
    });
    expect(await screen.findByText(/This vendor was not found in your company/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the vendor list' })).toBeInTheDocument();
  });
});
