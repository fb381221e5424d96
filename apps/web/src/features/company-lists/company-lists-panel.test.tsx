import { companyListMessages as m } from '@sitebook/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, type RecordedCall } from '../../../test/fake-server';
import { jsonResponse, testQueryClient } from '../../../test/render';
import { callsTo, expectDialog, expectToast, fill, pick } from '../../../test/ui';
import AdminPage from '../../app/admin-page';
import { SessionGate } from '../../app/layout/session-gate';
import { AppProviders } from '../../app/providers';
import { setSession } from '../../lib/session-store';
import { CompanyListsPanel } from './company-lists-panel';

function renderPanel(handle: (call: RecordedCall) => Response | undefined, at = '/home/admin') {
  const server = fakeServer({ modules: ['Admin'], handle });
  vi.stubGlobal('fetch', vi.fn(server.fetchImpl));
  setSession({ jwt: 'token-123', userName: 'demoadmin' });
  const router = createMemoryRouter(
    [
      {
        path: '/home/admin',
        element: <SessionGate>{at.includes('tab=') ? <AdminPage /> : <CompanyListsPanel />}</SessionGate>,
      },
    ],
    { initialEntries: [at] },
  );
  render(
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return server;
}

const VALUES = [
  { id: 1, code: 'Civil', value: 'Civil', active: true },
  { id: 2, code: 'Old', value: 'Old', active: false },
];

describe('CompanyListsPanel', { timeout: 60_000 }, () => {
  it('shows the chosen list with each value’s state, and switches lists', async () => {
    const server = renderPanel((call) =>
      call.url.includes('/company-lists/') && call.method === 'GET' ? jsonResponse(202, VALUES) : undefined,
    );
    const table = await screen.findByRole('table', { name: m.caption('Vendor categories') });
    expect(await within(table).findByText('Civil')).toBeInTheDocument();
    expect(within(table).getByText(m.inactive)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${m.reactivate} Old` })).toBeInTheDocument();
    await pick(m.pickList, 'Units (WORK)');
    await waitFor(() => expect(callsTo(server.calls, 'GET', '/vendor.unitsWork')).toHaveLength(1));
  });

  it('a link to Admin → Lists naming a list (from an empty picker) opens that tab on that list', async () => {
    const server = renderPanel(
      (call) =>
        call.url.includes('/company-lists/') && call.method === 'GET' ? jsonResponse(202, VALUES) : undefined,
      '/home/admin?tab=lists&list=vendor.workType',
    );
    expect(await screen.findByRole('tab', { name: m.tabLists, selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: m.caption('Work types') })).toBeInTheDocument();
    expect(callsTo(server.calls, 'GET', '/company-lists/tenantCode/DEMO01/vendor.workType')).toHaveLength(1);
  });

  it('adds a value (checked by the contract schema first) and says where a value in use is used', async () => {
    const server = renderPanel((call) => {
      if (call.url.includes('/company-lists/') && call.method === 'GET') return jsonResponse(202, VALUES);
      if (call.method === 'POST')
        return jsonResponse(202, {
          message: m.added('Glazing'),
          value: { id: 3, code: 'Glazing', value: 'Glazing', active: true },
        });
      if (call.method === 'DELETE')
        return jsonResponse(400, { message: m.inUse('Civil', m.usedByVendors(3)) });
      return undefined;
    });
    await screen.findByRole('table', { name: m.caption('Vendor categories') });
    await fill(m.newValue, 'a,b');
    await userEvent.click(screen.getByRole('button', { name: m.add }));
    expect(await screen.findByText(m.valueComma)).toBeInTheDocument();
    expect(callsTo(server.calls, 'POST', '/company-lists/')).toHaveLength(0);
    await fill(m.newValue, 'Glazing');
    await userEvent.click(screen.getByRole('button', { name: m.add }));
    await expectToast(m.added('Glazing'));
    expect(
      callsTo(server.calls, 'POST', '/company-lists/tenantCode/DEMO01/vendor.category')[0]?.body,
    ).toEqual({
      value: 'Glazing',
    });

    await userEvent.click(screen.getByRole('button', { name: `${m.delete} Civil` }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await expectDialog(m.inUse('Civil', m.usedByVendors(3)));
  });
});
