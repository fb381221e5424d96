import { vendorLabels } from '@sitebook/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderVendorScreens } from '../../../test/vendors';

const F = vendorLabels.fields;

describe('Add Vendor: Current Balance Info', () => {
  it('the current balance date is read-only and follows the opening balance date (else today)', async () => {
    // A fixed clock (Date only; timers stay real): the field must show this day, not the machine's.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 15, 12));
    renderVendorScreens('/home/vendor/myvendor/addvendor');
    await screen.findByRole('heading', { level: 2, name: 'Add Vendor' });
    const current = screen.getByLabelText(F.currentBalanceDate);
    expect(current).toHaveAttribute('readOnly');
    expect(current).toHaveValue('15-11-2026');
    fireEvent.change(screen.getByLabelText(F.openingBalanceDate), { target: { value: '2026-04-01' } });
    expect(screen.getByLabelText(F.currentBalanceDate)).toHaveValue('01-04-2026');
  });
});
