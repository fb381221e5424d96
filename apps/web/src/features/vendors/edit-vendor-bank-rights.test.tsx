import { billFieldMessages as B } from '@sitebook/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeVendor, renderVendorScreens } from '../../../test/vendors';

/**
 * Only an administrator changes a vendor's bank details, GSTIN and PAN (the server
 * answers 403 to anyone else). Edit Vendor shows them read-only to a USER role type, editable to an ADMIN.
 */

const EDIT = '/home/vendor/myvendor/editvendor';
const FIELDS = [B.gstinLabel, B.panLabel, B.bankAccountNameLabel, B.bankAccountNumberLabel, B.bankIfscLabel];
const vendor = makeVendor(5, {
  gstin: '27ABCDE1234F1Z5',
  pan: 'ABCDE1234F',
  bankAccountName: 'Vendor 5',
  bankAccountNumber: '001234567890',
  bankIfsc: 'HDFC0001234',
});

describe('Edit Vendor: bank details, GSTIN and PAN', { timeout: 60_000 }, () => {
  it('are read-only for a USER role type, with their stored values; the other fields stay editable', async () => {
    renderVendorScreens(EDIT, { state: vendor, roleType: 'USER', roleName: 'SiteLead' });
    const account = await screen.findByRole('textbox', { name: B.bankAccountNumberLabel });
    expect(account).toHaveValue('001234567890');
    for (const label of FIELDS)
      expect(screen.getByRole('textbox', { name: label })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /Contact Person/ })).not.toHaveAttribute('readonly');
  });

  it('are editable for an ADMIN role type', async () => {
    renderVendorScreens(EDIT, { state: vendor });
    await screen.findByRole('textbox', { name: B.bankAccountNumberLabel });
    for (const label of FIELDS) {
      expect(screen.getByRole('textbox', { name: label })).not.toHaveAttribute('readonly');
    }
  });
});
