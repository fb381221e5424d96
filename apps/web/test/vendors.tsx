import type { Vendor } from '@sitebook/contract';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { SessionGate } from '../src/app/layout/session-gate';
import { AppProviders } from '../src/app/providers';
import AddVendorPage from '../src/features/vendors/add-vendor-page';
import EditVendorPage from '../src/features/vendors/edit-vendor-page';
import VendorListPage from '../src/features/vendors/vendor-list-page';
import ViewVendorPage from '../src/features/vendors/view-vendor-page';
import { setSession } from '../src/lib/session-store';
import { type FakeServerOptions, fakeServer } from './fake-server';
import { testQueryClient } from './render';

export { callsTo, expectDialog, fill, openOptions, pick } from './ui';

/** The demo company's lists the vendor screens read. */
export const VENDOR_LISTS = {
  'vendor.category': [
    { code: 'CIV', value: 'Civil' },
    { code: 'ELE', value: 'Electrical' },
  ],
  'vendor.workType': [
    { code: 'MAS', value: 'Masonry' },
    { code: 'PLU', value: 'Plumbing' },
  ],
  'vendor.materialType': [
    { code: 'CEM', value: 'Cement' },
    { code: 'STL', value: 'Steel' },
    { code: 'SND', value: 'Sand' },
  ],
  'common.country': [
    { code: 'IN', value: 'India' },
    { code: 'NP', value: 'Nepal' },
  ],
  'common.state.india': [
    { code: 'KA', value: 'Karnataka' },
    { code: 'TN', value: 'Tamil Nadu' },
  ],
  'common.state.nepal': [{ code: 'BA', value: 'Bagmati' }],
};

export function makeVendor(id: number, overrides: Partial<Vendor> = {}): Vendor {
  return {
    vendorId: id,
    vendorCode: `VEN${String(id).padStart(5, '0')}`,
    vendorName: `Vendor ${id}`,
    vendorDescription: `Supplies for site ${id}`,
    vendorCategory: 'Civil',
    typeOfWork: 'Masonry',
    typeOfGoods: '',
    contactPerson: `Person ${id}`,
    phoneNumber: `98765${String(id).padStart(5, '0')}`,
    emailId: `vendor${id}@example.com`,
    addressLine1: `${id} Main Road`,
    addressLine2: 'Block B',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    status: 'Active',
    tenantCode: 'DEMO01',
    openingBalance: 1000 + id,
    openingBalanceDate: '2024-04-01T00:00:00.000Z',
    typeOfTransactionForOb: 'Cr',
    currentBalance: 1000 + id,
    currentBalanceDate: '2024-05-02T10:30:00.000Z',
    typeOfTransactionForCb: 'Dr',
    openingDate: null,
    currentDate: null,
    performanceGrade: 'B',
    performanceScore: 7,
    maxScore: 10,
    ...overrides,
  };
}

/** Shows where the app navigated (path and the vendor in state) for assertions. */
function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

export interface RenderVendorOptions extends Omit<FakeServerOptions, 'handle'> {
  state?: unknown;
  handle?: FakeServerOptions['handle'];
}

/** Renders the vendor screens (inside the session gate) at `path`, over a fake server. */
export function renderVendorScreens(path: string, options: RenderVendorOptions = {}) {
  const server = fakeServer({
    modules: ['Vendor Supplier'],
    ...options,
    lists: { ...VENDOR_LISTS, ...options.lists },
  });
  const fetchMock = vi.fn(server.fetchImpl);
  vi.stubGlobal('fetch', fetchMock);
  setSession({ jwt: 'token-123', userName: 'demoadmin' });
  const router = createMemoryRouter(
    [
      {
        path: '/home/vendor/myvendor',
        element: (
          <SessionGate>
            <WhereAmI />
            <Outlet />
          </SessionGate>
        ),
        children: [
          { index: true, element: <VendorListPage /> },
          { path: 'addvendor', element: <AddVendorPage /> },
          { path: 'editvendor', element: <EditVendorPage /> },
          { path: 'viewvendor', element: <ViewVendorPage /> },
          { path: 'editvendor/:vendorCode', element: <EditVendorPage /> },
          { path: 'viewvendor/:vendorCode', element: <ViewVendorPage /> },
        ],
      },
    ],
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
  const vendorCalls = () => server.calls.filter((c) => c.url.includes('/wfm-smallvendor/'));
  return { ...result, router, queryClient, server, fetchMock, vendorCalls };
}
