import {
  type Ageing,
  type ExecutiveSummary,
  OPENING_BALANCE_STATUS,
  summaryScreenMessages,
  type VendorSummary,
} from '@sitebook/contract';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { SessionGate } from '../src/app/layout/session-gate';
import { AppProviders } from '../src/app/providers';
import AgeingPage from '../src/features/summaries/ageing-page';
import ExecutiveSummaryPage from '../src/features/summaries/executive-summary-page';
import VendorSummaryPage from '../src/features/summaries/vendor-summary-page';
import { setSession } from '../src/lib/session-store';
import { type FakeServerOptions, fakeServer, type RecordedCall } from './fake-server';
import { SITES } from './payables';
import { testQueryClient } from './render';

export const VENDOR_SUMMARY: VendorSummary = {
  date: '2026-06-30',
  rows: [
    {
      erfVendorId: 1,
      vendorCode: 'VEN00001',
      vendorName: 'Ace Masonry',
      opening: 0,
      billed: 150000.5,
      paid: 50000.25,
      outstanding: 100000.25,
      overdue: 40000,
      oldestDueDate: '2026-05-01',
    },
    {
      erfVendorId: 2,
      vendorCode: 'VEN00002',
      vendorName: 'Bharat Cement',
      opening: 0,
      billed: 0.1,
      paid: 0,
      outstanding: 0.1,
      overdue: 0,
      oldestDueDate: null,
    },
  ],
  totals: { opening: 0, billed: 150000.6, paid: 50000.25, outstanding: 100000.35, overdue: 40000 },
};

/**
 * VENDOR_SUMMARY with opening balances: Ace Masonry owed 2,000.00 Cr before its bills, Chetan Steel
 * was given an advance of 5,000.25 Dr and billed 1,000.00 since (it still owes us 4,000.25 Dr).
 */
export const VENDOR_SUMMARY_WITH_OPENING: VendorSummary = {
  date: '2026-06-30',
  rows: [
    { ...(VENDOR_SUMMARY.rows[0] as VendorSummary['rows'][number]), opening: 2000, outstanding: 102000.25 },
    VENDOR_SUMMARY.rows[1] as VendorSummary['rows'][number],
    {
      erfVendorId: 3,
      vendorCode: 'VEN00003',
      vendorName: 'Chetan Steel',
      opening: -5000.25,
      billed: 1000,
      paid: 0,
      outstanding: -4000.25,
      overdue: 0,
      oldestDueDate: null,
    },
  ],
  totals: { opening: -3000.25, billed: 151000.6, paid: 50000.25, outstanding: 98000.1, overdue: 40000 },
};

/** The five buckets and the advance (≤ 0, a Dr opening balance); total = all six. */
const bucketsOf = (
  notDue: number,
  d1to30: number,
  d31to60: number,
  d61to90: number,
  over90: number,
  advance = 0,
) => ({
  notDue,
  d1to30,
  d31to60,
  d61to90,
  over90,
  advance,
  total:
    (Math.round(notDue * 100) +
      Math.round(d1to30 * 100) +
      Math.round(d31to60 * 100) +
      Math.round(d61to90 * 100) +
      Math.round(over90 * 100) +
      Math.round(advance * 100)) /
    100,
});

export const AGEING: Ageing = {
  date: '2026-06-30',
  byVendor: [
    { id: 1, code: 'VEN00001', name: 'Ace Masonry', ...bucketsOf(1000, 2000, 3000, 4000, 5000) },
    { id: 2, code: 'VEN00002', name: 'Bharat Cement', ...bucketsOf(0.1, 0, 0, 0, 0.2) },
  ],
  bySite: [{ id: 1, code: 'RST01', name: 'Riverside', ...bucketsOf(1000.1, 2000, 3000, 4000, 5000.2) }],
  totals: bucketsOf(1000.1, 2000, 3000, 4000, 5000.2),
};

/** AGEING with Chetan Steel's advance (a Dr opening balance of 5,000.25), by site the row of no site (id 0). */
export const AGEING_WITH_ADVANCE: Ageing = {
  date: '2026-06-30',
  byVendor: [
    ...AGEING.byVendor,
    { id: 3, code: 'VEN00003', name: 'Chetan Steel', ...bucketsOf(0, 0, 0, 0, 0, -5000.25) },
  ],
  bySite: [
    ...AGEING.bySite,
    { id: 0, code: '', name: summaryScreenMessages.openingBalances, ...bucketsOf(0, 0, 0, 0, 0, -5000.25) },
  ],
  totals: bucketsOf(1000.1, 2000, 3000, 4000, 5000.2, -5000.25),
};

export const EXECUTIVE: ExecutiveSummary = {
  date: '2026-06-30',
  outstanding: 15000.3,
  overdue: 14000.2,
  dueThisWeek: 700,
  paidThisMonth: 2500.5,
  bySite: [
    { erfSiteId: 1, siteName: 'Riverside', outstanding: 10000.1 },
    { erfSiteId: 2, siteName: 'Hilltop', outstanding: 5000.2 },
  ],
  byStatus: [
    { status: 'Invoice Raised', outstanding: 12000.3, count: 3 },
    { status: 'Payment Pending', outstanding: 3000, count: 1 },
  ],
  ageing: bucketsOf(1000.1, 2000, 3000, 4000, 5000.2),
};

/**
 * EXECUTIVE with the vendors' opening balances (net 5,000.25 Dr, one vendor): their row of no site
 * (erfSiteId 0) and of OPENING_BALANCE_STATUS, and the advance in the ageing.
 */
export const EXECUTIVE_WITH_OPENING: ExecutiveSummary = {
  ...EXECUTIVE,
  outstanding: 10000.05,
  bySite: [
    ...EXECUTIVE.bySite,
    { erfSiteId: 0, siteName: summaryScreenMessages.openingBalances, outstanding: -5000.25 },
  ],
  byStatus: [...EXECUTIVE.byStatus, { status: OPENING_BALANCE_STATUS, outstanding: -5000.25, count: 1 }],
  ageing: bucketsOf(1000.1, 2000, 3000, 4000, 5000.2, -5000.25),
};

/** The summary calls (format json or xlsx) among the recorded calls. */
export const summaryCalls = (calls: RecordedCall[], fragment: string) =>
  calls.filter((c) => c.method === 'GET' && c.url.includes(fragment));

export const queryOf = (call: RecordedCall | undefined) =>
  Object.fromEntries(new URL(call?.url ?? '', 'http://x').searchParams);

function WhereAmI() {
  const location = useLocation();
  return (
    <p data-testid="location">
      {location.pathname}
      {location.search}
    </p>
  );
}

/**
 * Renders the three summary screens (inside the session gate) at `path` (with its query) over a
 * fake server with three sites; `handle` answers the summary calls.
 */
export function renderSummaryScreens(path: string, handle: FakeServerOptions['handle']) {
  const server = fakeServer({ modules: ['Vendor Supplier'], sites: SITES, handle });
  const fetchMock = vi.fn(server.fetchImpl);
  vi.stubGlobal('fetch', fetchMock);
  setSession({ jwt: 'token-123', userName: 'demoadmin' });
  const router = createMemoryRouter(
    [
      {
        path: '/home/vendor',
        element: (
          <SessionGate>
            <WhereAmI />
            <Outlet />
          </SessionGate>
        ),
        children: [
          { path: 'payables/vendorsumm', element: <VendorSummaryPage /> },
          { path: 'payables/payablesumm', element: <AgeingPage /> },
          { path: 'payables/executivesumm', element: <ExecutiveSummaryPage /> },
          { path: 'myvendor/viewvendor', element: <p>View Vendor screen</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const calls = (fragment: string) => summaryCalls(server.calls, fragment);
  return { ...result, router, server, fetchMock, calls };
}

export { atPhoneWidth } from './phone-width';
