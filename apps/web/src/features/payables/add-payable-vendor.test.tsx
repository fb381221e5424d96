import { payableLabels as L } from '@sitebook/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPayableScreens } from '../../../test/payables';

const ADD = '/home/vendor/payables/addpayable';
const vendorField = () => screen.getByRole('textbox', { name: L.fields.vendorName });

/** View Vendor's New payable opens Add Vendor Payable with `?vendorId=`. */
describe('Add Vendor Payable from View Vendor', { timeout: 60_000 }, () => {
  it('opens with the vendor ?vendorId= names chosen', async () => {
    renderPayableScreens(`${ADD}?vendorId=1`);
    await screen.findByRole('button', { name: L.submit });
    await waitFor(() => expect(vendorField()).toHaveValue('Ace Masonry (VEN00001)'));
  });

  it('without it (or with a bad id) the vendor is still to choose', async () => {
    renderPayableScreens(`${ADD}?vendorId=abc`);
    await screen.findByRole('button', { name: L.submit });
    expect(vendorField()).toHaveValue('');
  });
});
