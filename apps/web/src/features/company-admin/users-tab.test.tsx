import { API, adminMessages as m } from '@sitebook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { expectToast } from '../../../test/ui';
import { UsersTab } from './users-tab';

const USERS = [
  {
    userId: 1,
    userName: 'demoadmin',
    firstName: 'Demo',
    lastName: 'Admin',
    email: '',
    phone: '',
    roleName: 'CompanyAdmin',
    isActive: true,
    locked: false,
    mustChangePassword: false,
  },
  {
    userId: 2,
    userName: 'sitelead',
    firstName: 'Site',
    lastName: 'Lead',
    email: 'lead@example.in',
    phone: '',
    roleName: 'SiteLead',
    isActive: true,
    locked: true,
    mustChangePassword: false,
  },
  {
    userId: 3,
    userName: 'portaladmin',
    firstName: 'Portal',
    lastName: 'Admin',
    email: '',
    phone: '',
    roleName: 'PortalAdmin',
    isActive: true,
    locked: false,
    mustChangePassword: false,
  },
];
const ROLES = [{ roleId: 2, name: 'SiteLead', roleType: 'USER', modules: [], users: 1 }];

function server() {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    calls.push({ url, method, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    if (url.startsWith(API.adminUsersExport)) return new Response('xlsx', { status: 200 });
    if (url.startsWith(API.adminUsers) && method === 'GET') {
      return new Response(JSON.stringify(USERS), {
        status: 202,
        headers: { 'content-type': 'application/json', 'x-total-count': '3' },
      });
    }
    if (url === API.adminUsers && method === 'POST') {
      return jsonResponse(202, {
        message: m.userCreated('newuser1'),
        userName: 'newuser1',
        oneTimePassword: 'Xy7@abcDEF23gh',
      });
    }
    if (url.startsWith(API.adminRoles)) return jsonResponse(202, ROLES);
    if (url.endsWith('/unlock') && method !== 'GET')
      return jsonResponse(202, { message: 'User sitelead unlocked.' });
    return jsonResponse(404, { message: 'not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('Admin → Users', () => {
  it('lists the users with their role and status, locked ones marked', async () => {
    server();
    renderWithProviders(
      <MemoryRouter>
        <UsersTab />
      </MemoryRouter>,
    );
    expect(await screen.findAllByText('sitelead')).not.toHaveLength(0);
    expect(screen.getAllByText(m.locked).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: `${m.unlock} sitelead` })).toBeInTheDocument();
  });

  it('unlocks a user and says so in a toast that needs no click', async () => {
    const calls = server();
    renderWithProviders(
      <MemoryRouter>
        <UsersTab />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: `${m.unlock} sitelead` }));
    await expectToast('User sitelead unlocked.');
    expect(calls.some((c) => c.url.endsWith('/2/unlock') && c.method !== 'GET')).toBe(true);
  });

  it('offers no action on a PortalAdmin user: the portal manages them', async () => {
    server();
    renderWithProviders(
      <MemoryRouter>
        <UsersTab />
      </MemoryRouter>,
    );
    expect((await screen.findAllByText(m.managedByPortal)).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: `${m.resetPassword} sitelead` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `${m.resetPassword} portaladmin` })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `${m.disable} portaladmin` })).not.toBeInTheDocument();
  });

  it('adds a user with the form’s schema and shows the one-time password once, with a copy button', async () => {
    const calls = server();
    renderWithProviders(
      <MemoryRouter>
        <UsersTab />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: m.addUser }));
    const dialog = await screen.findByRole('dialog', { name: m.addUser });
    await user.click(within(dialog).getByRole('button', { name: m.addUser }));
    expect(await within(dialog).findByText(m.userNameRule)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(new RegExp(`^${m.colUserName}`)), 'newuser1');
    await user.type(within(dialog).getByLabelText(new RegExp(`^${m.firstName}`)), 'New');
    await user.type(within(dialog).getByLabelText(new RegExp(`^${m.lastName}`)), 'User');
    const select = within(dialog).getByRole('textbox', { name: new RegExp(`^${m.role}`) });
    await waitFor(() => expect(select).not.toBeDisabled());
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'SiteLead (USER)', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: m.addUser }));

    const shown = await screen.findByRole('dialog', { name: m.oneTimeTitle });
    expect(within(shown).getByTestId('one-time-password')).toHaveTextContent('Xy7@abcDEF23gh');
    expect(within(shown).getByRole('button', { name: m.copy })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      userName: 'newuser1',
      firstName: 'New',
      lastName: 'User',
      roleName: 'SiteLead',
    });
    await user.click(within(shown).getAllByRole('button', { name: m.close }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByText('Xy7@abcDEF23gh')).not.toBeInTheDocument());
  });

  describe('search, filters, sort and export', () => {
    const queryOf = (url: string) => new URL(url, 'http://x').searchParams;
    const listCalls = (calls: { url: string; method: string }[]) =>
      calls.filter((c) => c.method === 'GET' && c.url.startsWith(`${API.adminUsers}?`));
    const renderAt = (path: string) =>
      renderWithProviders(
        <MemoryRouter initialEntries={[path]}>
          <UsersTab />
        </MemoryRouter>,
      );

    it('opens a bookmarked view: role, status and sort go to the list call, as chips and a sorted header', async () => {
      const calls = server();
      renderAt('/home/admin?roleId=2&status=Locked,Disabled&sort=email,desc');
      expect(await screen.findAllByText('sitelead')).not.toHaveLength(0);
      expect(Object.fromEntries(queryOf(listCalls(calls).at(-1)?.url ?? ''))).toEqual({
        page: '1',
        size: '20',
        sort: 'email,desc',
        roleId: '2',
        status: 'Locked,Disabled',
      });
      expect(
        await screen.findByRole('button', { name: `Remove filter: ${m.colRole}: SiteLead` }),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: `Remove filter: Status: ${m.locked}, ${m.disabled}` }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: `Sort by ${m.colEmail}` }).closest('th')).toHaveAttribute(
        'aria-sort',
        'descending',
      );
    });

    it('searches and sorts on the server; sortable: user name, name, email and role', async () => {
      const user = userEvent.setup();
      const calls = server();
      renderAt('/home/admin');
      await screen.findAllByText('sitelead');
      for (const header of [m.colUserName, m.colName, m.colEmail, m.colRole])
        expect(screen.getByRole('button', { name: `Sort by ${header}` })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: `Sort by ${m.colPhone}` })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: `Sort by ${m.colRole}` }));
      await waitFor(() =>
        expect(queryOf(listCalls(calls).at(-1)?.url ?? '').get('sort')).toBe('roleName,asc'),
      );
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'lead{Enter}');
      await waitFor(() => expect(queryOf(listCalls(calls).at(-1)?.url ?? '').get('q')).toBe('lead'));
    });

    it('exports what is filtered', async () => {
      const user = userEvent.setup();
      const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
      const calls = server();
      renderAt('/home/admin?status=Active&q=ad');
      await screen.findAllByText('sitelead');
      await user.click(screen.getByRole('button', { name: 'Export' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)', hidden: true }));
      await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
      const exported = calls.find((c) => c.url.startsWith(API.adminUsersExport));
      expect(Object.fromEntries(queryOf(exported?.url ?? ''))).toEqual({
        q: 'ad',
        status: 'Active',
        format: 'xlsx',
      });
    });
  });
});
