import { API, BULK_UPLOAD_FIELD, vendorLabels, vendorMessages } from '@sitebook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../../test/fake-server';
import { listAnswer, pageOf } from '../../../test/list-page';
import { jsonResponse } from '../../../test/render';
import {
  callsTo,
  expectDialog,
  makeVendor,
  openOptions,
  pick,
  renderVendorScreens,
} from '../../../test/vendors';

const LIST = '/home/vendor/myvendor';
const vendorsUpTo = (n: number) => Array.from({ length: n }, (_, i) => makeVendor(i + 1));
const twelve = () => vendorsUpTo(12);

/** Answers the open confirmation with this text; another dialog may follow at once. */
async function answer(text: string, button: 'Yes' | 'No') {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(text)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
}

/** BulkUpload (every upload) and two uploads, as the server lists them. */
const TAGS = [
  { tag: 'BulkUpload', count: 253, fileName: null, uploadedAt: null, uploadedBy: null, rowCount: null },
  {
    tag: 'UPL00002',
    count: 250,
    fileName: 'april-vendors.xlsx',
    uploadedAt: '2026-05-03T09:30:00.000Z',
    uploadedBy: 'demoadmin',
    rowCount: 250,
  },
  {
    tag: 'UPL00001',
    count: 3,
    fileName: 'march.csv',
    uploadedAt: '2026-03-01T09:30:00.000Z',
    uploadedBy: 'demoadmin',
    rowCount: 4,
  },
];

/** Answers the vendor pages; a successful delete (202 from `extra`) drops the vendor from the list. */
function listServer(
  vendors = twelve(),
  extra?: (call: RecordedCall) => Response | undefined | Promise<undefined>,
) {
  return async (call: RecordedCall) => {
    const answer = await extra?.(call);
    if (answer?.status === 202 && call.method === 'DELETE' && call.url.endsWith(API.vendor)) {
      const gone = (call.body as { vendorId: number }).vendorId;
      vendors.splice(
        vendors.findIndex((v) => v.vendorId === gone),
        1,
      );
    }
    if (answer) return answer;
    if (call.method === 'GET' && call.url.includes('/vendor/tenantCode/DEMO01'))
      return listAnswer(call.url, vendors);
    if (call.method === 'GET' && call.url.includes('/vendorbulkuploadbytag/')) return jsonResponse(202, TAGS);
    return undefined;
  };
}

const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const pageNav = () => screen.getByRole('navigation', { name: `${vendorMessages.listTitle} pages` });
/** The pages the list calls asked for, in order. */
const pagesAsked = (calls: RecordedCall[]) =>
  callsTo(calls, 'GET', '/vendor/tenantCode/DEMO01').map((c) => pageOf(c.url));

describe('Vendor list', { timeout: 60_000 }, () => {
  it('shows the title, +Add New Vendor, the 11 columns and the actions, 10 rows a page (server pages) with Prev/Next and pages', async () => {
    const user = userEvent.setup();
    const { vendorCalls } = renderVendorScreens(LIST, { handle: listServer() });
    expect(
      await screen.findByRole('heading', { level: 2, name: vendorMessages.listTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: vendorMessages.addNew })).toBeInTheDocument();
    await screen.findByText('Vendor 1');
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    // The row actions come first, in view without scrolling sideways.
    expect(headers).toEqual([
      'Edit',
      'Remove',
      'View',
      'VendorName',
      'VendorCode',
      'Category',
      'GoodsType',
      'WorkType',
      'Phone',
      'Grade',
      'Opening',
      'ContactPerson',
      'City',
      'ID',
    ]);
    expect(bodyRows()).toHaveLength(10);
    const first = within(bodyRows()[0] as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(first.slice(3)).toEqual([
      'Vendor 1',
      'VEN00001',
      'Civil',
      '',
      'Masonry',
      '9876500001',
      'B',
      '1,001.00',
      'Person 1',
      'Bengaluru',
      '1',
    ]);
    expect(screen.getByRole('button', { name: 'Edit Vendor 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Vendor 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Vendor 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    // Two numbered pages from X-Total-Count: 12.
    expect(within(pageNav()).getByRole('button', { name: '2' })).toBeInTheDocument();
    expect(within(pageNav()).queryByRole('button', { name: '3' })).not.toBeInTheDocument();
    expect(pagesAsked(vendorCalls())).toEqual([{ page: 1, size: 10 }]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Vendor 12')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(2);
    expect(screen.queryByText('Vendor 1')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '1' }));
    expect(await screen.findByText('Vendor 1')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(pagesAsked(vendorCalls()).slice(0, 2)).toEqual([
      { page: 1, size: 10 },
      { page: 2, size: 10 },
    ]);
    // The list call carries the key headers.
    const get = callsTo(vendorCalls(), 'GET', '/vendor/tenantCode/DEMO01')[0];
    expect(get?.headers).toMatchObject({ apikey: 'key-1', api_client_name: 'DEMO01' });
  });

  it('fetches only the page shown; the numbered pages come from X-Total-Count', async () => {
    const user = userEvent.setup();
    const { vendorCalls } = renderVendorScreens(LIST, { handle: listServer(vendorsUpTo(95)) });
    await screen.findByText('Vendor 1');
    expect(bodyRows()).toHaveLength(10);
    expect(within(pageNav()).getByRole('button', { name: '10' })).toBeInTheDocument();
    expect(within(pageNav()).queryByRole('button', { name: '11' })).not.toBeInTheDocument();
    await user.click(within(pageNav()).getByRole('button', { name: '10' }));
    expect(await screen.findByText('Vendor 95')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('Vendor 91')).toBeInTheDocument();
    expect(within(pageNav()).getByRole('button', { name: '10' })).toHaveAttribute('aria-current', 'page');
    expect(pagesAsked(vendorCalls())).toEqual([
      { page: 1, size: 10 },
      { page: 10, size: 10 },
    ]);
  });

  it('keeps the page shown, marked busy, while the next page loads', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    renderVendorScreens(LIST, {
      handle: listServer(twelve(), async (call) => {
        if (pageOf(call.url)?.page === 2) await gate;
        return undefined;
      }),
    });
    await screen.findByText('Vendor 1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Vendor 1')).toBeInTheDocument();
    expect(screen.queryByText('Loading ....')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: vendorMessages.listTitle })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    release();
    expect(await screen.findByText('Vendor 12')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: vendorMessages.listTitle })).not.toHaveAttribute('aria-busy');
  });

  it("shows 'Loading ....' while loading and 'No data to display.' when empty", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    renderVendorScreens(LIST, {
      handle: listServer([], async (call) => {
        if (call.url.includes('/vendor/tenantCode/')) await gate;
        return undefined;
      }),
    });
    expect(await screen.findByText('Loading ....')).toBeInTheDocument();
    release();
    expect(await screen.findByText('No data to display.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('Remove asks for confirmation, deletes with the vendor as body, says so, drops the row and refetches the page', async () => {
    const user = userEvent.setup();
    const { vendorCalls } = renderVendorScreens(LIST, {
      handle: listServer(twelve(), (call) =>
        call.method === 'DELETE' && call.url.endsWith(API.vendor)
          ? jsonResponse(202, { vendorCode: 'VEN00002', message: 'deleted' })
          : undefined,
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Vendor 2' }));
    const confirm = await screen.findByRole('dialog');
    expect(
      within(confirm).getByText('Are you sure you want to delete Vendor: Vendor 2?'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await expectDialog('Vendor VEN00002 deleted Successfully');
    expect(screen.queryByText('Vendor 2')).not.toBeInTheDocument();
    // The page is fetched again: Vendor 11 moves up from page 2, and one page is left.
    expect(await screen.findByText('Vendor 11')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    await waitFor(() => expect(within(pageNav()).getByRole('button', { name: '2' })).toBeInTheDocument());
    expect(pagesAsked(vendorCalls()).at(-1)).toEqual({ page: 1, size: 10 });
    const del = callsTo(vendorCalls(), 'DELETE', API.vendor)[0];
    expect(del?.body).toMatchObject({ vendorId: 2, vendorCode: 'VEN00002', vendorName: 'Vendor 2' });
    expect(del?.headers).toMatchObject({ apikey: 'key-1', api_client_name: 'DEMO01' });
  });

  it('removing the only row of the last page falls back to the page before', async () => {
    const user = userEvent.setup();
    const { vendorCalls } = renderVendorScreens(LIST, {
      handle: listServer(vendorsUpTo(11), (call) =>
        call.method === 'DELETE'
          ? jsonResponse(202, { vendorCode: 'VEN00011', message: 'deleted' })
          : undefined,
      ),
    });
    await screen.findByText('Vendor 1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Remove Vendor 11' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await expectDialog('Vendor VEN00011 deleted Successfully');
    expect(await screen.findByText('Vendor 10')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(within(pageNav()).queryByRole('button', { name: '2' })).not.toBeInTheDocument();
    expect(within(pageNav()).getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('No data to display.')).not.toBeInTheDocument();
    expect(pagesAsked(vendorCalls()).at(-1)).toEqual({ page: 1, size: 10 });
  });

  it('No on the confirmation deletes nothing', async () => {
    const user = userEvent.setup();
    const { vendorCalls } = renderVendorScreens(LIST, { handle: listServer() });
    await user.click(await screen.findByRole('button', { name: 'Remove Vendor 3' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(vendorCalls(), 'DELETE', API.vendor)).toHaveLength(0);
    expect(screen.getByText('Vendor 3')).toBeInTheDocument();
  });

  it.each([
    [400, 'Vendor has payables', 'Sorry, Vendor has payables'],
    [404, 'Vendor not found', 'Vendor not found'],
    [500, 'Database unavailable', 'Database unavailable'],
    [403, 'Forbidden', 'Something went wrong.'],
  ])(
    'a %i answer to Remove shows "%s" as the spec says and keeps the row',
    async (status, message, shown) => {
      const user = userEvent.setup();
      renderVendorScreens(LIST, {
        handle: listServer(twelve(), (call) =>
          call.method === 'DELETE' ? jsonResponse(status, { message }) : undefined,
        ),
      });
      await user.click(await screen.findByRole('button', { name: 'Remove Vendor 1' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
      await expectDialog(shown);
      expect(screen.getByText('Vendor 1')).toBeInTheDocument();
    },
  );

  it("Delete Bulk Uploads without a tag says 'Please select a tag'; with BulkUpload it confirms the count of every upload, deletes and shows the message", async () => {
    const user = userEvent.setup();
    const { vendorCalls } = renderVendorScreens(LIST, {
      handle: listServer(twelve(), (call) =>
        call.method === 'DELETE' && call.url.includes('/vendorbulkremove/')
          ? jsonResponse(202, { message: '253 vendors removed.', count: 253, kept: 0 })
          : undefined,
      ),
    });
    await screen.findByText('Vendor 1');
    const tagSelect = screen.getByRole('textbox', { name: vendorLabels.bulkTag });
    expect(tagSelect).toHaveAttribute('placeholder', '----Select a Tag----');
    await user.click(screen.getByRole('button', { name: 'Delete Bulk Uploads' }));
    await expectDialog('Please select a tag');
    expect(callsTo(vendorCalls(), 'DELETE', '/vendorbulkremove/')).toHaveLength(0);

    const options = await openOptions(vendorLabels.bulkTag);
    // BulkUpload (all uploads) first, then each upload: file name, date and row count.
    expect(options.map((o) => o.textContent)).toEqual([
      'BulkUploadAll uploads',
      'april-vendors.xlsx (03-05-2026) · 250 rows',
      'march.csv (01-03-2026) · 4 rows',
    ]);
    await user.click(options[0] as HTMLElement);
    expect(tagSelect).toHaveValue('BulkUpload');
    expect(screen.getByText('253 vendors to delete')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Bulk Uploads' }));
    // No at the question deletes nothing.
    await expectDialog('Delete 253 vendors from all uploads?', 'No');
    expect(callsTo(vendorCalls(), 'DELETE', '/vendorbulkremove/')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete Bulk Uploads' }));
    await answer('Delete 253 vendors from all uploads?', 'Yes');
    await expectDialog('253 vendors removed.');
    const del = callsTo(vendorCalls(), 'DELETE', '/vendorbulkremove/')[0];
    expect(del?.url).toContain('/vendorbulkremove/tenantCode/DEMO01/tag/BulkUpload');
    // The page shown and the tags are fetched again.
    await waitFor(() => expect(pagesAsked(vendorCalls())).toHaveLength(2));
    expect(pagesAsked(vendorCalls())[1]).toEqual({ page: 1, size: 10 });
    expect(callsTo(vendorCalls(), 'GET', '/vendorbulkuploadbytag/').length).toBeGreaterThan(1);
  });

  it('one upload: confirms with its count and name, deletes its tag and says how many were kept', async () => {
    const user = userEvent.setup();
    const { vendorCalls } = renderVendorScreens(LIST, {
      handle: listServer(twelve(), (call) =>
        call.method === 'DELETE' && call.url.includes('/vendorbulkremove/')
          ? jsonResponse(202, {
              message: '248 vendors removed. 2 vendors have payables and were kept.',
              count: 248,
              kept: 2,
            })
          : undefined,
      ),
    });
    await screen.findByText('Vendor 1');
    await pick(vendorLabels.bulkTag, 'april-vendors.xlsx (03-05-2026) · 250 rows');
    await user.click(screen.getByRole('button', { name: 'Delete Bulk Uploads' }));
    await answer('Delete 250 vendors from upload april-vendors.xlsx (03-05-2026)?', 'Yes');
    await expectDialog('248 vendors removed. 2 vendors have payables and were kept.');
    expect(callsTo(vendorCalls(), 'DELETE', '/vendorbulkremove/')[0]?.url).toContain(
      '/vendorbulkremove/tenantCode/DEMO01/tag/UPL00002',
    );
  });

  it('a 404 to the tag delete shows its message; another status says Something went wrong', async () => {
    const user = userEvent.setup();
    let status = 404;
    renderVendorScreens(LIST, {
      handle: listServer(twelve(), (call) =>
        call.method === 'DELETE'
          ? jsonResponse(status, { message: 'No vendors carry the tag BulkUpload' })
          : undefined,
      ),
    });
    await screen.findByText('Vendor 1');
    await pick(vendorLabels.bulkTag, 'BulkUploadAll uploads');
    await user.click(screen.getByRole('button', { name: 'Delete Bulk Uploads' }));
    await answer('Delete 253 vendors from all uploads?', 'Yes');
    await expectDialog('No vendors carry the tag BulkUpload');
    status = 403;
    await pick(vendorLabels.bulkTag, 'BulkUploadAll uploads');
    await user.click(screen.getByRole('button', { name: 'Delete Bulk Uploads' }));
    await answer('Delete 253 vendors from all uploads?', 'Yes');
    await expectDialog('Something went wrong');
  });

  it('Bulk upload sends the file as multipart and shows the counts and row errors; Cancel closes the dialog', async () => {
    const user = userEvent.setup();
    const { vendorCalls, container } = renderVendorScreens(LIST, {
      handle: listServer(twelve(), (call) =>
        call.method === 'POST' && call.url.includes('/vendorbulkupload/')
          ? jsonResponse(200, {
              noOfRecordsProcessed: 5,
              successRecords: 3,
              failureRecords: 2,
              erroVOs: [
                { errorRow: 3, errorMessage: 'Phone Number is empty' },
                { errorRow: 6, errorMessage: 'Please select a category' },
              ],
            })
          : undefined,
      ),
    });
    await screen.findByText('Vendor 1');
    expect(screen.getByRole('button', { name: 'Bulk Upload? Browse...' })).toBeInTheDocument();
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', '.xlsx,.csv');
    const file = new File(['vendorName\nA'], 'vendors.csv', { type: 'text/csv' });
    await user.upload(input, file);
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const dialog = await screen.findByRole('dialog', { name: 'Success/Failed vendor record' });
    const count = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(count('Records processed')).toBe('5');
    expect(count('Successful records')).toBe('3');
    expect(count('Failed records')).toBe('2');
    expect(within(dialog).getByRole('cell', { name: 'Phone Number is empty' })).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: '6' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const post = callsTo(vendorCalls(), 'POST', '/vendorbulkupload/tenantCode/DEMO01')[0];
    expect(post?.raw).toBeInstanceOf(FormData);
    expect((post?.raw as FormData | undefined)?.get(BULK_UPLOAD_FIELD)).toBeInstanceOf(File);
    expect(post?.headers['content-type']).toBeUndefined();
    expect(post?.headers.authorization).toBe('Bearer token-123');
    // The page shown is fetched again after a successful upload.
    await waitFor(() => expect(pagesAsked(vendorCalls())).toHaveLength(2));
    expect(pagesAsked(vendorCalls())[1]).toEqual({ page: 1, size: 10 });
  });

  it.each([
    [
      400,
      'The file is not a readable .xlsx or .csv',
      'Incorrect File Uploaded.\nThe file is not a readable .xlsx or .csv',
    ],
    [500, 'Incorrect File Uploaded.', 'Incorrect File Uploaded.'],
    [413, 'The file is larger than 5 MB', 'Something Went Wrong.\nThe file is larger than 5 MB'],
  ])('a %i answer to the upload shows the spec text', async (status, message, shown) => {
    const user = userEvent.setup();
    const { container } = renderVendorScreens(LIST, {
      handle: listServer(twelve(), (call) =>
        call.method === 'POST' ? jsonResponse(status, { message }) : undefined,
      ),
    });
    await screen.findByText('Vendor 1');
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'bad.xlsx'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await expectDialog(shown);
  });

  it('Upload with no file says so under the picker; CLEAR empties the picker', async () => {
    const user = userEvent.setup();
    const { container, vendorCalls } = renderVendorScreens(LIST, { handle: listServer() });
    await screen.findByText('Vendor 1');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(vendorLabels.chooseFile)).toBeInTheDocument();
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'vendors.xlsx'));
    expect(screen.getByText('vendors.xlsx')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CLEAR' }));
    expect(screen.queryByText('vendors.xlsx')).not.toBeInTheDocument();
    expect(callsTo(vendorCalls(), 'POST', '/vendorbulkupload/')).toHaveLength(0);
  });

  it('Edit and View open their screens with the vendor as navigation state', async () => {
    const user = userEvent.setup();
    renderVendorScreens(LIST, { handle: listServer() });
    await user.click(await screen.findByRole('button', { name: 'Edit Vendor 4' }));
    expect(await screen.findByRole('heading', { name: 'Edit Vendor' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/home/vendor/myvendor/editvendor');
    expect(screen.getByRole('textbox', { name: 'Vendor Name' })).toHaveValue('Vendor 4');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'View Vendor 5' }));
    expect(await screen.findByRole('heading', { name: 'View Vendor' })).toBeInTheDocument();
    expect(screen.getByText('Person 5')).toBeInTheDocument();
  });
});
