import { companyListMessages as m, vendorLabels } from '@sitebook/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/render';
import { renderVendorScreens } from '../../test/vendors';

const ADD = '/home/vendor/myvendor/addvendor';

/** Add Vendor over a company whose vendor categories list is empty (its work types are not). */
async function openAddVendor(roleType: 'ADMIN' | 'USER') {
  renderVendorScreens(ADD, {
    roleType,
    lists: { 'vendor.category': [] },
    handle: (call) =>
      call.url.includes('/vendorlimit/')
        ? jsonResponse(202, { vendorLimit: null, count: 0, reached: false, message: null })
        : undefined,
  });
  await screen.findByRole('heading', { level: 2, name: 'Add Vendor' });
}

describe('an empty picker says where its values are added', () => {
  it('an administrator sees which list is empty and a link to it in Admin → Lists', async () => {
    await openAddVendor('ADMIN');
    const category = screen.getByRole('textbox', { name: vendorLabels.fields.vendorCategory });
    const hint = document.getElementById(category.getAttribute('aria-describedby') ?? '');
    expect(hint).toHaveTextContent(m.emptyPicker('Vendor categories'));
    const link = screen.getByRole('link', { name: m.emptyPickerAdminLink });
    expect(link).toHaveAttribute('href', '/home/admin?tab=lists&list=vendor.category');
    // The work types list has values: no hint under it.
    const work = screen.getByRole('textbox', { name: vendorLabels.fields.typeOfWork });
    expect(work.getAttribute('aria-describedby') ?? '').not.toContain('description');
  });

  it('anyone else is told an administrator adds them, with no link', async () => {
    await openAddVendor('USER');
    const category = screen.getByRole('textbox', { name: vendorLabels.fields.vendorCategory });
    const hint = document.getElementById(category.getAttribute('aria-describedby') ?? '');
    expect(hint).toHaveTextContent(`${m.emptyPicker('Vendor categories')} ${m.emptyPickerAskAdmin}`);
    expect(screen.queryByRole('link', { name: m.emptyPickerAdminLink })).not.toBeInTheDocument();
  });
});
