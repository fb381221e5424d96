import { billFieldMessages as B, vendorLabels } from '@sitebook/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill, makeVendor, renderVendorScreens } from '../../../test/vendors';

/** The Tax and bank section of Add / Edit Vendor and View Vendor. */

describe('Tax and bank', { timeout: 60_000 }, () => {
  it('View Vendor shows the five under Tax and bank', async () => {
    renderVendorScreens('/home/vendor/myvendor/viewvendor', {
      state: makeVendor(5, {
        gstin: '27ABCDE1234F1Z5',
        pan: 'ABCDE1234F',
        bankAccountName: 'Vendor 5',
        bankAccountNumber: '001234567890',
        bankIfsc: 'HDFC0001234',
      }),
    });
    const section = await screen.findByRole('region', { name: B.taxAndBankSection });
    const shown = (label: string) =>
      within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(shown(B.gstinLabel)).toBe('27ABCDE1234F1Z5');
    expect(shown(B.panLabel)).toBe('ABCDE1234F');
    expect(shown(B.bankAccountNameLabel)).toBe('Vendor 5');
    expect(shown(B.bankAccountNumberLabel)).toBe('001234567890');
    expect(shown(B.bankIfscLabel)).toBe('HDFC0001234');
  });

  it('Add Vendor has the section; an Indian vendor with a bad GSTIN, PAN or IFSC sees their messages', async () => {
    renderVendorScreens('/home/vendor/myvendor/addvendor');
    expect(await screen.findByText(B.taxAndBankSection, { exact: true })).toBeInTheDocument();
    await fill(B.gstinLabel, '27ABCDE');
    await fill(B.panLabel, 'ABC');
    await fill(B.bankIfscLabel, 'HDFC1');
    await fill(B.bankAccountNumberLabel, '12');
    await userEvent.click(screen.getByRole('button', { name: vendorLabels.submit }));
    const box = (label: string) => screen.getByRole('textbox', { name: label });
    expect(box(B.gstinLabel)).toHaveAccessibleDescription(B.gstinInvalid);
    expect(box(B.panLabel)).toHaveAccessibleDescription(B.panInvalid);
    expect(box(B.bankIfscLabel)).toHaveAccessibleDescription(B.ifscInvalid);
    expect(box(B.bankAccountNumberLabel)).toHaveAccessibleDescription(B.bankAccountNumberInvalid);
  });
});
