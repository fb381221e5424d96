import { type Payable, type PayableHistoryRow, VENDOR_SEARCH, type Vendor } from '@sitebook/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { expect, vi } from 'vitest';
import { SessionGate } from '../src/app/layout/session-gate';
import { AppProviders } from '../src/app/providers';
import AddPayablePage from '../src/features/payables/add-payable-page';
import EditPayablePage from '../src/features/payables/edit-payable-page';
import PayableHistoryPage from '../src/features/payables/payable-history-page';
import PayableListPage from '../src/features/payables/payable-list-page';
import StatusSummaryPage from '../src/features/payables/status-summary-page';
import ViewPayablePage from '../src/features/payables/view-payable-page';
import { setSession } from '../src/lib/session-store';
import { type FakeServerOptions, fakeServer } from './fake-server';
import { listAnswer } from './list-page';
import { jsonResponse, testQueryClient } from './render';
import { makeVendor, VENDOR_LISTS } from './vendors';

export { callsTo, fill, openOptions, pick } from './ui';

/** The demo company's lists the payable screens read (the demo seed, apps/server/src/db/seed). */
export const PAYABLE_LISTS = {
  ...VENDOR_LISTS,
  'vendor.unitsWork': ['Sq.ft', 'Rft', 'Nos', 'Lumpsum', 'Days'].map((value) => ({ code: value, value })),
  'vendor.unitsGoods': ['Kg', 'Ton', 'Bags', 'Litre', 'Nos', 'Cum'].map((value) => ({ code: value, value })),
  'payment.mode': ['Cash', 'Cheque', 'NEFT', 'RTGS', 'UPI'].map((value) => ({ code: value, value })),
};

/** Three sites (the fake server's default answers one). */
export const SITES = [
  { siteId: 1, siteName: 'Riverside', siteCode: 'RST01' },
  { siteId: 2, siteName: 'Hilltop', siteCode: 'HLT02' },
  { siteId: 3, siteName: 'Lakeview', siteCode: 'LKV03' },
];

/** Vendor 1 is WORK (Masonry), vendor 2 GOODS (Cement, Steel). */
export const VENDORS = [
  makeVendor(1, { vendorName: 'Ace Masonry', typeOfWork: 'Masonry', typeOfGoods: '' }),
  makeVendor(2, { vendorName: 'Bharat Cement', typeOfWork: '', typeOfGoods: 'Cement,Steel' }),
];

export function makePayable(id: number, overrides: Partial<Payable> = {}): Payable {
  return {
    vendorPayableId: id,
    vendorPayableCode: `VPB${String(id).padStart(5, '0')}`,
    tenantCode: 'DEMO01',
    erfSiteId: 1,
    erfVendorId: 1,
    typeOfWork: 'Masonry',
    typeOfMaterials: '',
    quantity: String(10 * id),
    units: 'Sq.ft',
    amount: 1000 * id,
    paymentMode: 'Cash',
    paymentDueDate: `2026-05-${String(id).padStart(2, '0')}`,
    billDate: `2026-04-${String(id).padStart(2, '0')}T00:00:00.000Z`,
    remarks: `Remarks ${id}`,
    createdBy: 'demoadmin',
    createdDate: '2026-04-01T10:00:00.000Z',
    updatedBy: 'demoadmin',
    status: 'Invoice Raised',
    vendorDocumentIds: '',
    version: 1,
    vendorCode: 'VEN00001',
    vendorName: 'Ace Masonry',
    ...overrides,
  };
}

export function makeHistoryRow(payable: Payable, status: string, at: string): PayableHistoryRow {
  return {
    vendorPayableCode: payable.vendorPayableCode,
    erfSiteId: payable.erfSiteId,
    erfVendorId: payable.erfVendorId,
    typeOfMaterials: payable.typeOfMaterials,
    typeOfWork: payable.typeOfWork,
    quantity: payable.quantity,
    units: payable.units,
    amount: payable.amount,
    billDate: payable.billDate,
    paymentDueDate: payable.paymentDueDate,
    status,
    updatedBy: 'demoadmin',
    updatedDate: at,
    vendorCode: payable.vendorCode,
    vendorName: payable.vendorName,
  };
}

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

export interface RenderPayableOptions extends Omit<FakeServerOptions, 'handle'> {
  state?: unknown;
  handle?: FakeServerOptions['handle'];
  /** The payables the list call answers (default none). */
  payables?: Payable[];
  /** The company's sites (default SITES). */
  sites?: FakeServerOptions['sites'];
  /** The company's vendors (default VENDORS). */
  vendors?: Vendor[];
  /** The role's type (the fake server's default is ADMIN). */
  roleType?: string;
}

/**
 * Answers the vendor list call like the server: `?q=` the vendors whose name or code holds q
 * (ignoring case), at most VENDOR_SEARCH.maxResults by name; `?id=` that vendor or []; else the list
 * or its page.
 */
export function vendorAnswer(url: string, vendors: readonly Vendor[]) {
  const query = new URL(url, 'http://localhost').searchParams;
  const q = query.get('q');
  if (q !== null) {
    const text = q.trim().toLowerCase();
    const found = vendors
      .filter((v) => v.vendorName.toLowerCase().includes(text) || v.vendorCode.toLowerCase().includes(text))
      .sort((a, b) => a.vendorName.toLowerCase().localeCompare(b.vendorName.toLowerCase()))
      .slice(0, VENDOR_SEARCH.maxResults);
    return jsonResponse(202, found);
  }
  const id = query.get('id');
  if (id !== null)
    return jsonResponse(
      202,
      vendors.filter((v) => String(v.vendorId) === id),
    );
  return listAnswer(url, vendors);
}

/**
 * Renders the payable screens (inside the session gate) at `path` over a fake server that also
 * answers the sites, the vendors and the payables list; `handle` answers first.
 */
export function renderPayableScreens(path: string, options: RenderPayableOptions = {}) {
  const server = fakeServer({
    modules: ['Vendor Supplier'],
    ...options,
    sites: options.sites ?? SITES,
    lists: { ...PAYABLE_LISTS, ...options.lists },
    handle: async (call) => {
      const answer = await options.handle?.(call);
      if (answer) return answer;
      if (call.method === 'GET' && call.url.includes('/vendor/tenantCode/DEMO01'))
        return vendorAnswer(call.url, options.vendors ?? VENDORS);
      if (call.method === 'GET' && call.url.includes('/vendorpayablesForATenantcode/'))
        return listAnswer(call.url, options.payables ?? [], { newestFirst: true });
      return undefined;
    },
  });
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await server.fetchImpl(input, init);
    if (options.roleType && String(input).includes('/rolesForAUser/')) {
      const roles = (await response.json()) as { roleType: string }[];
      return jsonResponse(
        202,
        roles.map((r) => ({ ...r, roleType: options.roleType })),
      );
    }
    return response;
  };
  const fetchMock = vi.fn(fetchImpl);
  vi.stubGlobal('fetch', fetchMock);
  setSession({ jwt: 'token-123', userName: 'demoadmin' });
  const router = createMemoryRouter(
    [
      {
        path: '/home/vendor/payables',
        element: (
          <SessionGate>
            <WhereAmI />
            <Outlet />
          </SessionGate>
        ),
        children: [
          { index: true, element: <PayableListPage /> },
          { path: 'addpayable', element: <AddPayablePage /> },
          { path: 'editpayable', element: <EditPayablePage /> },
          { path: 'viewpayable', element: <ViewPayablePage /> },
          { path: 'historypayable', element: <PayableHistoryPage /> },
          { path: 'editpayable/:payableCode', element: <EditPayablePage /> },
          { path: 'viewpayable/:payableCode', element: <ViewPayablePage /> },
          { path: 'historypayable/:payableCode', element: <PayableHistoryPage /> },
          { path: 'statussumm', element: <StatusSummaryPage /> },
          // The list mounted at another path: it must not fetch there (spec: only at the exact path).
          { path: 'elsewhere', element: <PayableListPage /> },
        ],
      },
    ],
    // A path may carry the list's search parameters (`/home/vendor/payables?q=...`).
    {
      initialEntries: [
        {
          pathname: path.split('?')[0],
          search: path.includes('?') ? `?${path.split('?')[1]}` : '',
          state: options.state,
        },
      ],
    },
  );
  const queryClient = testQueryClient();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  /** Calls other than the session's. */
  const payableCalls = () =>
    server.calls.filter((c) => c.url.includes('/wfm-smallvendor/') || c.url.includes('/salarycycle/'));
  return { ...result, router, queryClient, server, fetchMock, payableCalls };
}

/**
 * Waits for a dialog whose message paragraph has exactly this text (and the title, when given),
 * closes it with OK (or the named button) and waits for that dialog to go. Dialogs that follow
 * one another (OK, then the answer) are each found by their own text.
 */
export async function expectDialog(text: string, options: { button?: string; title?: string } = {}) {
  const matcher = (_: string, el: Element | null) =>
    el?.tagName === 'P' && el.textContent === text && !!el.closest('[role="dialog"]');
  const message = await screen.findByText(matcher);
  const dialog = message.closest('[role="dialog"]') as HTMLElement;
  if (options.title) expect(dialog).toHaveAccessibleName(options.title);
  await userEvent.click(within(dialog).getByRole('button', { name: options.button ?? 'OK' }));
  // The modal manager may show the next dialog in the same element: wait for this text to go.
  await waitFor(() => expect(screen.queryByText(matcher)).not.toBeInTheDocument());
  return dialog;
}

/** The rows of the table in the named scroll region, without the header row. */
export const bodyRows = (region: string) =>
  within(within(screen.getByRole('region', { name: region })).getByRole('table'))
    .getAllByRole('row')
    .slice(1);

export const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
