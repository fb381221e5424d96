import type { AdvanceRequest } from '@sitebook/contract';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { SessionGate } from '../src/app/layout/session-gate';
import { AppProviders } from '../src/app/providers';
import AddAdvancePage from '../src/features/advances/add-advance-page';
import AdvanceIndexPage from '../src/features/advances/advance-index-page';
import AdvanceListPage from '../src/features/advances/advance-list-page';
import EditAdvancePage from '../src/features/advances/edit-advance-page';
import PersonBalancePage from '../src/features/advances/person-balance-page';
import ProofSubmissionPage from '../src/features/advances/proof-submission-page';
import MyExpensesPage from '../src/features/expenses/my-expenses-page';
import SpentInformationPage from '../src/features/expenses/spent-information-page';
import { setSession } from '../src/lib/session-store';
import { type FakeServerOptions, fakeServer } from './fake-server';
import { jsonResponse, testQueryClient } from './render';

export { callsTo, expectDialog, openOptions, pick } from './ui';

export const ADVANCE_LISTS = {
  'advance.status': ['Pending', 'Approved', 'Rejected', 'Settled'].map((value) => ({ code: value, value })),
  'advance.remarks': ['Material Purchase', 'Transport'].map((value) => ({ code: value, value })),
  'expense.otherExpenses': ['Food', 'Fuel', 'Travel'].map((value) => ({ code: value, value })),
};

export function makeAdvance(id: number, overrides: Partial<AdvanceRequest> = {}): AdvanceRequest {
  return {
    advanceRequestId: id,
    advanceId: `ADV${String(id).padStart(5, '0')}`,
    companyCode: 'DEMO01',
    siteCode: 'RST01',
    requestedBy: 'sitelead',
    requestedAmount: 1000 * id,
    approvedAmount: id % 2 === 1 ? 1000 * id : null,
    requestedByDate: `2026-04-${String(id).padStart(2, '0')}T10:30:00.000Z`,
    requesterComments: 'Transport',
    status: id % 2 === 1 ? 'Approved' : 'Pending',
    createdBy: 'sitelead',
    updatedBy: 'sitelead',
    createdDate: '2026-04-01T10:00:00.000Z',
    updatedDate: '2026-04-01T10:00:00.000Z',
    documentIds: '',
    version: 1,
    ...overrides,
  };
}

function WhereAmI() {
  const location = useLocation();
  return (
    <>
      <p data-testid="location">{location.pathname}</p>
      <p data-testid="state">{(location.state as AdvanceRequest | null)?.advanceId ?? ''}</p>
    </>
  );
}

export interface RenderAdvanceOptions extends Omit<FakeServerOptions, 'handle'> {
  state?: unknown;
  handle?: FakeServerOptions['handle'];
  /** The role's type (the fake server's default is ADMIN). */
  roleType?: string;
}

/** Renders the advance and expense screens (inside the session gate) at `path`, over a fake server. */
export function renderAdvanceScreens(path: string, options: RenderAdvanceOptions = {}) {
  const server = fakeServer({
    modules: ['Advance Management', 'Expense Management'],
    ...options,
    lists: { ...ADVANCE_LISTS, ...options.lists },
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
  const gate = (
    <SessionGate>
      <WhereAmI />
      <Outlet />
    </SessionGate>
  );
  const router = createMemoryRouter(
    [
      {
        path: '/home/advance',
        element: gate,
        children: [
          { index: true, element: <AdvanceIndexPage /> },
          { path: 'myadvancerequest', element: <AdvanceListPage /> },
          { path: 'addadvancerequest', element: <AddAdvancePage /> },
          { path: 'editadvancerequest', element: <EditAdvancePage /> },
          { path: 'editadvancerequest/:advanceCode', element: <EditAdvancePage /> },
          { path: 'personbalance', element: <PersonBalancePage /> },
        ],
      },
      {
        path: '/home/expense',
        element: gate,
        children: [
          { index: true, element: <ProofSubmissionPage /> },
          { path: 'spentinformation', element: <SpentInformationPage /> },
          { path: 'spentinformation/:advanceCode', element: <SpentInformationPage /> },
          { path: 'myexpenses', element: <MyExpensesPage /> },
        ],
      },
    ],
    // A path may carry the list's search parameters (`/home/expense?q=...`).
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
  const advanceCalls = () => server.calls.filter((c) => c.url.includes('/wfm-advance/'));
  return { ...result, router, queryClient, server, fetchMock, advanceCalls };
}
