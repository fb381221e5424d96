import { API, adminMessages as m } from '@sitebook/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { expectToast } from '../../../test/ui';
import { AuditTab } from './audit-tab';
import { RolesTab } from './roles-tab';

const ROLES = [
  {
    roleId: 2,
    name: 'SiteLead',
    roleType: 'USER',
    modules: [{ moduleName: 'Vendor Supplier', rights: ['view', 'approve'] }],
    users: 1,
  },
];

function server() {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      calls.push({ url, method, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      if (url === API.adminRoles && method === 'GET') return jsonResponse(202, ROLES);
      if (method !== 'GET') return jsonResponse(202, { message: m.roleSaved('SiteLead'), roleId: 2 });
      if (url.startsWith(API.adminAudit)) {
        return new Response(
          JSON.stringify([
            {
              at: '2026-11-25T05:06:01.000Z',
              actor: 'demoadmin',
              action: 'role.update',
              targetKind: 'role',
              targetName: 'SiteLead',
              details: {
                roleType: 'USER',
                modules: [{ module: 'Vendor Supplier', rights: ['view', 'settle'] }],
              },
            },
          ]),
          { status: 202, headers: { 'content-type': 'application/json', 'x-total-count': '1' } },
        );
      }
      return jsonResponse(404, { message: 'not found' });
    }),
  );
  return calls;
}

describe('Admin → Roles', () => {
  it('edits a role: its modules and the rights inside them are sent with the name and type', async () => {
    const calls = server();
    renderWithProviders(<RolesTab />);
    const user = userEvent.setup();
    expect(await screen.findAllByText('Vendor Supplier (view, approve)')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: `${m.editRole} SiteLead` }));
    const dialog = await screen.findByRole('dialog', { name: m.editRole });
    expect(within(dialog).getByRole('checkbox', { name: 'Vendor Supplier' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Advance Management' }));
    const vendorRights = within(dialog).getByRole('group', { name: `${m.rights}: Vendor Supplier` });
    await user.click(within(vendorRights).getByRole('checkbox', { name: 'settle' }));
    await user.click(within(dialog).getByRole('button', { name: m.save }));
    // Not quoted by the spec: a toast, no OK to click.
    await expectToast(m.roleSaved('SiteLead'));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/wfm-user/admin/v1/roles/2');
    expect(put?.body).toEqual({
      name: 'SiteLead',
      roleType: 'USER',
      modules: [
        { moduleName: 'Advance Management', rights: ['view', 'create', 'edit own'] },
        { moduleName: 'Vendor Supplier', rights: ['view', 'approve', 'settle'] },
      ],
    });
  });

  it('refuses an empty role name before any call', async () => {
    const calls = server();
    renderWithProviders(<RolesTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: m.addRole }));
    const dialog = await screen.findByRole('dialog', { name: m.addRole });
    await user.click(within(dialog).getByRole('button', { name: m.save }));
    expect(await within(dialog).findByText(m.roleNameRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.method !== 'GET')).toBe(false);
  });
});

describe('Admin → Audit log', () => {
  it('shows who did what to what and when, the details in words', async () => {
    server();
    renderWithProviders(
      <MemoryRouter>
        <AuditTab />
      </MemoryRouter>,
    );
    expect(await screen.findAllByText('Changed role SiteLead')).not.toHaveLength(0);
    expect(screen.getAllByText('Role type: USER').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Modules: Vendor Supplier (view, settle)').length).toBeGreaterThan(0);
  });
});
