import { siteAdminMessages as m, siteAdminLabels as S, type SiteRecord } from '@sitebook/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type FakeServerOptions, fakeServer, type RecordedCall } from '../../../test/fake-server';
import { jsonResponse, testQueryClient } from '../../../test/render';
import { callsTo, expectToast, fill } from '../../../test/ui';
import { SessionGate } from '../../app/layout/session-gate';
import { AppProviders } from '../../app/providers';
import { setSession } from '../../lib/session-store';
import SiteManagementPage from './site-management-page';

const site = (id: number, overrides: Partial<SiteRecord> = {}): SiteRecord => ({
  siteId: id,
  siteCode: `S${String(id).padStart(2, '0')}`,
  siteName: `Site ${id}`,
  address: '',
  city: 'Pune',
  state: 'Maharashtra',
  siteLead: '',
  active: true,
  updatedBy: 'demoadmin',
  updatedDate: '2026-11-25T00:00:00.000Z',
  ...overrides,
});

function renderPage(
  handle: (call: RecordedCall) => Response | undefined,
  options: FakeServerOptions = {},
  path = '/home/site',
) {
  const server = fakeServer({ modules: ['Site Management'], ...options, handle });
  vi.stubGlobal('fetch', vi.fn(server.fetchImpl));
  setSession({ jwt: 'token-123', userName: 'demoadmin' });
  const router = createMemoryRouter(
    [
      {
        path: '/home/site',
        element: (
          <SessionGate>
            <SiteManagementPage />
          </SessionGate>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return Object.assign(server, { router });
}

const page = (rows: SiteRecord[], total = rows.length) =>
  new Response(JSON.stringify(rows), {
    status: 202,
    headers: { 'content-type': 'application/json', 'x-total-count': String(total) },
  });

describe('Site Management', { timeout: 60_000 }, () => {
  it('lists a page of sites under the spec heading and searches on the server', async () => {
    const server = renderPage((call) => {
      if (call.url.includes('/sites/tenantCode/DEMO01') && call.method === 'GET') {
        const q = new URL(call.url, 'http://x').searchParams.get('q');
        return page(q ? [site(2)] : [site(1), site(2, { active: false })], q ? 1 : 12);
      }
      return undefined;
    });
    expect(await screen.findByRole('heading', { name: 'Site Management', level: 2 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: m.caption });
    expect(await within(table).findByText('S01')).toBeInTheDocument();
    expect(within(table).getByText(m.inactive)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${m.reactivate} S02` })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'S02');
    await waitFor(() => expect(callsTo(server.calls, 'GET', 'q=S02')).toHaveLength(1), { timeout: 3000 });
    await waitFor(() => expect(within(table).queryByText('S01')).not.toBeInTheDocument());
  });

  it('adds a site through the form, showing the schema message first and the server refusal after', async () => {
    let refused = false;
    const server = renderPage((call) => {
      if (call.url.includes('/siteLeads/'))
        return jsonResponse(202, [{ userName: 'sitelead', name: 'Site Lead' }]);
      if (call.url.includes('/sites/tenantCode/DEMO01') && call.method === 'GET') return page([site(1)]);
      if (call.method === 'POST') {
        if (!refused) {
          refused = true;
          return jsonResponse(400, { message: m.codeTaken('NEW01') });
        }
        return jsonResponse(202, { message: m.created('NEW01'), site: site(9, { siteCode: 'NEW01' }) });
      }
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: m.addSite }));
    const dialog = await screen.findByRole('dialog', { name: m.addSite });
    await userEvent.click(within(dialog).getByRole('button', { name: m.save }));
    expect(await within(dialog).findByText(m.codeRequired)).toBeInTheDocument();
    expect(callsTo(server.calls, 'POST', '/sites/')).toHaveLength(0);
    await fill(S.code, 'NEW01');
    await fill(S.name, 'New Site');
    await userEvent.click(within(dialog).getByRole('button', { name: m.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(m.codeTaken('NEW01'));
    await userEvent.click(within(dialog).getByRole('button', { name: m.save }));
    // The saved message comes once the form has closed: one dialog at a time.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: m.addSite })).not.toBeInTheDocument());
    await expectToast(m.created('NEW01'));
    expect(callsTo(server.calls, 'POST', '/sites/tenantCode/DEMO01').at(-1)?.body).toEqual({
      siteCode: 'NEW01',
      siteName: 'New Site',
      address: '',
      city: '',
      state: '',
      siteLead: '',
    });
  });

  it('deactivates only after the confirmation', async () => {
    const server = renderPage((call) => {
      if (call.url.includes('/sites/tenantCode/DEMO01') && call.method === 'GET') return page([site(1)]);
      if (call.url.endsWith('/active'))
        return jsonResponse(202, { message: m.deactivated('S01'), site: site(1, { active: false }) });
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: `${m.deactivate} S01` }));
    const confirm = await screen.findByRole('dialog', { name: m.confirmDeactivateTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(server.calls, 'PUT', '/active')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: `${m.deactivate} S01` }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await expectToast(m.deactivated('S01'));
    expect(callsTo(server.calls, 'PUT', '/active')[0]?.body).toEqual({ active: false });
  });

  it('shows the load error with a retry', async () => {
    renderPage((call) =>
      call.url.includes('/sites/tenantCode/') ? jsonResponse(500, { message: 'Database down' }) : undefined,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(m.loadFailed);
    expect(alert).toHaveTextContent('Database down');
  });

  describe('search, filter, sort and export', () => {
    const LIST_CALL = '/sites/tenantCode/DEMO01';
    const queryOf = (url: string) => new URL(url, 'http://x').searchParams;
    const listCalls = (calls: RecordedCall[]) =>
      callsTo(calls, 'GET', LIST_CALL).filter((c) => !c.url.includes('/export'));
    /** Answers like the server for `status`: five sites, S02 and S04 inactive. */
    const answer = (call: RecordedCall) => {
      if (!call.url.includes(LIST_CALL) || call.method !== 'GET' || call.url.includes('/export'))
        return undefined;
      const statuses = queryOf(call.url).get('status')?.split(',');
      const rows = [1, 2, 3, 4, 5]
        .map((id) => site(id, { active: id % 2 === 1 }))
        .filter((s) => !statuses || statuses.includes(s.active ? 'Active' : 'Inactive'));
      return page(rows);
    };

    it('opens a bookmarked view: status and sort go to the list call, shown as a chip and a sorted header', async () => {
      const server = renderPage(answer, {}, '/home/site?status=Inactive&sort=siteName,desc');
      const table = await screen.findByRole('table', { name: m.caption });
      expect(await within(table).findByText('S02')).toBeInTheDocument();
      expect(within(table).queryByText('S01')).not.toBeInTheDocument();
      expect(Object.fromEntries(queryOf(listCalls(server.calls).at(-1)?.url ?? ''))).toEqual({
        page: '1',
        size: '10',
        sort: 'siteName,desc',
        status: 'Inactive',
      });
      expect(
        screen.getByRole('button', { name: `Remove filter: Status: ${m.inactive}` }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: `Sort by ${S.name}` }).closest('th')).toHaveAttribute(
        'aria-sort',
        'descending',
      );
      expect(screen.getByRole('status')).toHaveTextContent('2 found');
    });

    it('sorts by the Code, Name, City and Status headers; names the search that found nothing', async () => {
      const user = userEvent.setup();
      const server = renderPage((call) =>
        queryOf(call.url).get('q') === 'zzz' && call.url.includes(LIST_CALL) ? page([]) : answer(call),
      );
      await screen.findByRole('table', { name: m.caption });
      for (const header of [S.code, S.name, S.city, S.status])
        expect(screen.getByRole('button', { name: `Sort by ${header}` })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: `Sort by ${S.city}` }));
      await waitFor(() => expect(server.router.state.location.search).toBe('?sort=city%2Casc'));
      await waitFor(() =>
        expect(queryOf(listCalls(server.calls).at(-1)?.url ?? '').get('sort')).toBe('city,asc'),
      );
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz{Enter}');
      expect(await screen.findByText('No sites match "zzz".')).toBeInTheDocument();
    });

    it('exports what is filtered as csv', async () => {
      const user = userEvent.setup();
      const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
      const server = renderPage(
        (call) =>
          call.url.includes(`${LIST_CALL}/export`)
            ? new Response('code\n', { status: 200, headers: { 'content-type': 'text/csv' } })
            : answer(call),
        {},
        '/home/site?status=Active&q=s0',
      );
      await screen.findByRole('table', { name: m.caption });
      await user.click(screen.getByRole('button', { name: 'Export' }));
      await user.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)', hidden: true }));
      await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
      const [exported] = callsTo(server.calls, 'GET', `${LIST_CALL}/export`);
      expect(Object.fromEntries(queryOf(exported?.url ?? ''))).toEqual({
        q: 's0',
        status: 'Active',
        format: 'csv',
      });
      expect(exported?.headers.authorization).toBe('Bearer token-123');
    });
  });
});
