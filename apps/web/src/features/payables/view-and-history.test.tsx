import { payableLabels as L, payableMessages as M, payableWorkflowMessages as W } from '@sitebook/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  bodyRows,
  callsTo,
  cellTexts,
  makeHistoryRow,
  makePayable,
  renderPayableScreens,
} from '../../../test/payables';
import { jsonResponse } from '../../../test/render';

const S = L.viewSections;
const V = L.view;

/** An element's text as a screen reader reads it (aria-hidden parts left out). */
function spokenText(el: HTMLElement): string {
  const copy = el.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent ?? '';
}

/** The value shown under a label inside a region. */
const shownUnder = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('View Vendor Payable', { timeout: 60_000 }, () => {
  it('shows the four sections with their values and the downloadable documents', async () => {
    const payable = makePayable(3, {
      erfVendorId: 2,
      typeOfWork: '',
      typeOfMaterials: 'Cement',
      units: 'Bags',
      paymentMode: 'NEFT',
      status: 'Invoice Approved',
      remarks: 'Checked at gate',
      vendorDocumentIds: '9',
    });
    renderPayableScreens('/home/vendor/payables/viewpayable', {
      state: payable,
      handle: (call) =>
        call.url.includes('/documentsForVendorPayables/tenantCode/DEMO01/vendorPayableId/3')
          ? jsonResponse(202, [
              { sequenceId: 9, documentDescription: 'invoice.pdf', documentType: 'application/pdf' },
            ])
          : undefined,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'View Vendor Payable' })).toBeInTheDocument();
    const info = screen.getByRole('region', { name: S.info });
    expect(shownUnder(info, V.quantity)).toBe('30');
    expect(shownUnder(info, V.unit)).toBe('Bags');
    expect(shownUnder(info, V.amount)).toBe('3,000.00');
    expect(shownUnder(info, V.modeOfPayment)).toBe('NEFT');
    expect(shownUnder(info, V.typeOfMaterials)).toBe('Cement');
    expect(within(info).queryByText(V.typeOfWork)).not.toBeInTheDocument();
    const dates = screen.getByRole('region', { name: S.dates });
    expect(shownUnder(dates, V.billDate)).toBe('03-04-2026');
    expect(shownUnder(dates, V.dueDate)).toBe('03-05-2026');
    const updates = screen.getByRole('region', { name: S.updates });
    expect(shownUnder(updates, V.status)).toBe('Invoice Approved');
    expect(shownUnder(updates, V.remarks)).toBe('Checked at gate');
    const documents = screen.getByRole('region', { name: S.documents });
    expect(
      await within(documents).findByRole('link', { name: L.downloadDocument('invoice.pdf') }),
    ).toBeInTheDocument();
    expect(within(documents).queryByText(M.noDocuments)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it("shows 'No Documents uploaded' when the payable has none", async () => {
    renderPayableScreens('/home/vendor/payables/viewpayable', {
      state: makePayable(2),
      handle: (call) =>
        call.url.includes('/documentsForVendorPayables/') ? jsonResponse(202, []) : undefined,
    });
    const documents = await screen.findByRole('region', { name: S.documents });
    expect(await within(documents).findByText('No Documents uploaded')).toBeInTheDocument();
    expect(shownUnder(screen.getByRole('region', { name: S.info }), V.typeOfWork)).toBe('Masonry');
  });
});

describe('Vendor Payables History', { timeout: 60_000 }, () => {
  const payable = makePayable(6, { status: 'Invoice Raised' });
  /** 12 changes: the last (latest) one is Payment Pending. */
  const history = [
    ...Array.from({ length: 11 }, (_, i) =>
      makeHistoryRow(
        payable,
        i < 6 ? 'Invoice Raised' : 'Invoice Received',
        `2026-04-${String(i + 1).padStart(2, '0')}T10:00:00.000Z`,
      ),
    ),
    makeHistoryRow(payable, 'Payment Pending', '2026-04-20T10:00:00.000Z'),
  ];

  it('marks the latest history row status as current; ticks only the steps the history went through', async () => {
    const { payableCalls } = renderPayableScreens('/home/vendor/payables/historypayable', {
      state: payable,
      handle: (call) =>
        call.url.includes('/vendorPayableHistoryForAVendorPayableId/vendorPayableId/6')
          ? jsonResponse(202, history)
          : undefined,
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Vendor Payables History' }),
    ).toBeInTheDocument();
    const progress = screen.getByRole('list', { name: L.progress });
    const steps = within(progress).getAllByRole('listitem');
    expect(steps.map((s) => spokenText(s).replace(/ \((done|current|skipped)\)$/, ''))).toEqual([
      'Invoice Raised',
      'Invoice Review in process',
      'Invoice Received',
      'Invoice Approved',
      'Payment Pending',
      'Payment Settled',
      'Closed',
    ]);
    await within(progress).findByText('(current)', { exact: false });
    const current = steps.filter((s) => s.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(spokenText(current[0] as HTMLElement)).toBe('Payment Pending (current)');
    // What a sighted user reads: no step number on the current or done steps, the rest numbered.
    expect(current[0]).toHaveTextContent(/^Payment Pending/);
    expect(steps[6]).toHaveTextContent(/^7Closed$/);
    // The history went Invoice Raised → Invoice Received → Payment Pending: two steps were skipped.
    expect(steps.map(spokenText).filter((t) => t.endsWith('(done)'))).toEqual([
      'Invoice Raised (done)',
      'Invoice Received (done)',
    ]);
    expect(spokenText(steps[1] as HTMLElement)).toBe(`Invoice Review in process (${W.stepSkipped})`);
    expect(spokenText(steps[3] as HTMLElement)).toBe(`Invoice Approved (${W.stepSkipped})`);
    expect(steps[3]).toHaveAttribute('data-state', 'skipped');
    expect(spokenText(steps[5] as HTMLElement)).toBe('Payment Settled');
    const [get] = callsTo(payableCalls(), 'GET', '/vendorPayableHistoryForAVendorPayableId/');
    expect(get?.headers).toMatchObject({ apikey: 'key-1', api_client_name: 'DEMO01' });
  });

  it('shows the history rows 10 a page with pagination', async () => {
    const user = userEvent.setup();
    renderPayableScreens('/home/vendor/payables/historypayable', {
      state: payable,
      handle: (call) =>
        call.url.includes('/vendorPayableHistoryForAVendorPayableId/')
          ? jsonResponse(202, history)
          : undefined,
    });
    await screen.findAllByText('VPB00006');
    expect(bodyRows(L.historyCaption)).toHaveLength(10);
    // The spec quotes no header here: the code's in plain words.
    const table = screen.getByRole('table', { name: L.historyCaption });
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent(/^Payable Code/);
    expect(cellTexts(bodyRows(L.historyCaption)[0] as HTMLElement).slice(0, 11)).toEqual([
      'VPB00006',
      'Riverside (RST01)',
      'VEN00001 · Ace Masonry',
      '',
      'Masonry',
      '60',
      'Sq.ft',
      '6,000.00',
      '06-04-2026',
      '06-05-2026',
      'Invoice Raised',
    ]);
    // Who and when: the moment in the same day-first format as every date.
    expect(cellTexts(bodyRows(L.historyCaption)[0] as HTMLElement)[12]).toMatch(
      /^\d{2}-04-2026 \d{2}:\d{2}$/,
    );
    await user.click(screen.getByRole('button', { name: '2' }));
    const rows = bodyRows(L.historyCaption);
    expect(rows).toHaveLength(2);
    expect(cellTexts(rows[1] as HTMLElement)[10]).toBe('Payment Pending');
  });

  it('shows every remark with who and when, each change from → to with its reason', async () => {
    const rows = [
      { ...makeHistoryRow(payable, 'Invoice Raised', '2026-04-01T10:00:00.000Z'), remarks: 'Bill in' },
      {
        ...makeHistoryRow(payable, 'Invoice Raised', '2026-04-02T10:00:00.000Z'),
        remarks: 'Checked on site',
        updatedBy: 'sitelead',
        changes: [{ field: 'remarks', from: 'Bill in', to: 'Checked on site' }],
      },
      {
        ...makeHistoryRow(payable, 'Invoice Raised', '2026-04-03T10:00:00.000Z'),
        remarks: 'Checked on site',
        amount: 84500.5,
        changes: [{ field: 'amount', from: '8450.50', to: '84500.50' }],
      },
    ];
    renderPayableScreens('/home/vendor/payables/historypayable', {
      state: payable,
      handle: (call) =>
        call.url.includes('/vendorPayableHistoryForAVendorPayableId/') ? jsonResponse(202, rows) : undefined,
    });
    const remarks = await screen.findByRole('table', { name: W.remarksCaption });
    const remarkRows = within(remarks).getAllByRole('row').slice(1);
    expect(remarkRows.map((r) => cellTexts(r).slice(0, 2))).toEqual([
      ['Bill in', 'demoadmin'],
      ['Checked on site', 'sitelead'],
    ]);
    expect(cellTexts(remarkRows[1] as HTMLElement)[2]).toMatch(/^02-04-2026 \d{2}:\d{2}$/);
    expect(screen.getByText('Remarks: Bill in → Checked on site')).toBeInTheDocument();
    const changes = screen.getByRole('table', { name: W.changesCaption });
    expect(within(changes).getByText('Amount: 8,450.50 → 84,500.50')).toBeInTheDocument();
    expect(within(changes).getAllByRole('row')).toHaveLength(3);
  });

  it('a cancelled payable: who, when and why above the bar, which shows the step it was cancelled at', async () => {
    const rows = [
      makeHistoryRow(payable, 'Invoice Raised', '2026-04-01T10:00:00.000Z'),
      {
        ...makeHistoryRow(payable, 'Cancelled', '2026-04-02T10:00:00.000Z'),
        action: 'cancel',
        reason: 'Duplicate bill',
        changes: [{ field: 'status', from: 'Invoice Raised', to: 'Cancelled' }],
      },
    ];
    renderPayableScreens('/home/vendor/payables/historypayable', {
      state: makePayable(6, { status: 'Cancelled' }),
      handle: (call) =>
        call.url.includes('/vendorPayableHistoryForAVendorPayableId/') ? jsonResponse(202, rows) : undefined,
    });
    expect(
      await screen.findByText(/^Cancelled by demoadmin on 02-04-2026 \d{2}:\d{2}: Duplicate bill$/),
    ).toBeInTheDocument();
    expect(screen.getByText('Status: Invoice Raised → Cancelled')).toBeInTheDocument();
    expect(screen.getByText('Reason: Duplicate bill')).toBeInTheDocument();
    const current = within(screen.getByRole('list', { name: L.progress }))
      .getAllByRole('listitem')
      .filter((s) => s.getAttribute('aria-current') === 'step');
    expect(current.map(spokenText)).toEqual(['Invoice Raised (current)']);
  });

  it('without history rows the payable status is current and the table says No data to display.', async () => {
    renderPayableScreens('/home/vendor/payables/historypayable', {
      state: makePayable(7, { status: 'Invoice Received' }),
      handle: (call) =>
        call.url.includes('/vendorPayableHistoryForAVendorPayableId/') ? jsonResponse(202, []) : undefined,
    });
    expect(await screen.findByText('No data to display.')).toBeInTheDocument();
    const current = within(screen.getByRole('list', { name: L.progress }))
      .getAllByRole('listitem')
      .filter((s) => s.getAttribute('aria-current') === 'step');
    expect(current.map(spokenText)).toEqual(['Invoice Received (current)']);
  });
});
