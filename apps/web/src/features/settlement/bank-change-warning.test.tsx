import {
  vendorHistoryMessages as H,
  settlementMessages as m,
  settlementScreenMessages as s,
  paymentVoucherMessages as V,
} from '@sitebook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/render';
import { makeOpenPayable, makePayment, pick, renderSettlement } from '../../../test/settlement';

/**
 * A payment to a vendor whose bank details changed in the last 7 days shows,
 * before it is submitted, who changed them and when; each payment has its voucher (PDF), which the
 * server writes with the same warning.
 */

const PATH = '/home/vendor/payables/settlement';
const CHANGED_AT = '2026-05-08T09:30:00.000Z';
const bankChange = (change: unknown) => (call: { url: string; method: string }) =>
  call.method === 'GET' && call.url.includes('/vendorbankchange/tenantCode/DEMO01/vendorId/1')
    ? jsonResponse(202, { change })
    : undefined;

async function chooseVendor() {
  await screen.findByRole('heading', { level: 2, name: m.title });
  await pick(s.vendorLabel, 'Ace Masonry (VEN00001)');
}

describe('the bank-change warning on Vendor Settlement', { timeout: 60_000 }, () => {
  it('names who changed the bank details and when, above the payment fields, before anything is submitted', async () => {
    const { server } = renderSettlement(PATH, {
      world: { open: [makeOpenPayable(1)] },
      handle: bankChange({ changedBy: 'demoadmin', changedAt: CHANGED_AT, fields: ['bankAccountNumber'] }),
    });
    await chooseVendor();
    const form = (await screen.findByRole('button', { name: m.record })).closest('form') as HTMLElement;
    const warning = await within(form).findByRole('alert');
    // The moment as the app shows it: dd-mm-yyyy and the device's hh:mm.
    expect(warning).toHaveTextContent(
      /^Warning: this vendor's bank details were changed by demoadmin on 08-05-2026 \d\d:\d\d, within the last 7 days\./,
    );
    const shownAt = /on (\S+ \S+), within/.exec(warning.textContent ?? '')?.[1] ?? '';
    expect(warning).toHaveTextContent(H.bankChanged('demoadmin', shownAt));
    expect(server.calls.some((c) => c.method === 'POST' && c.url.includes('/vendorpayments'))).toBe(false);
  });

  it('says nothing for a vendor whose bank details did not change lately', async () => {
    const { server } = renderSettlement(PATH, {
      world: { open: [makeOpenPayable(1)] },
      handle: bankChange(null),
    });
    await chooseVendor();
    await screen.findByRole('button', { name: m.record });
    await waitFor(() => expect(server.calls.some((c) => c.url.includes('/vendorbankchange/'))).toBe(true));
    expect(screen.queryByText(/bank details were changed/)).not.toBeInTheDocument();
  });

  it("each payment offers its voucher, fetched from the server's voucher call and saved", async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:voucher');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { server } = renderSettlement(PATH, {
      world: { payments: [makePayment(3)] },
      handle: (call) =>
        call.url.includes('/vendorpayments/voucher/tenantCode/DEMO01/paymentId/3')
          ? new Response(new Blob(['%PDF-1.4']), {
              status: 200,
              headers: {
                'content-type': 'application/pdf',
                'content-disposition': `attachment; filename="${V.fileName('PAY00003')}"`,
              },
            })
          : bankChange(null)(call),
    });
    await chooseVendor();
    const button = await screen.findByRole('button', { name: `${V.download} PAY00003` });
    await userEvent.setup().click(button);
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(
      server.calls.some((c) => c.url.includes('/vendorpayments/voucher/tenantCode/DEMO01/paymentId/3')),
    ).toBe(true);
  });
});
