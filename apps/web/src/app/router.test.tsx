import {
  API,
  advanceMessages,
  homeMessages,
  MODULE_NAMES,
  PLACEHOLDER_DESCRIPTIONS,
  PORTAL_ADMIN_ROLE,
  PRODUCT_TITLE,
  passwordMessages,
  payableMessages,
  portalMessages,
  screenTitles,
  shellMessages,
  vendorMessages,
} from '@sitebook/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { jsonResponse, renderRoutes, testQueryClient } from '../../test/render';
import { setSession } from '../lib/session-store';
import { AppProviders } from './providers';
import { createAppRouter, routes } from './router';

function loggedIn(modules: string[] = [...MODULE_NAMES]) {
  vi.stubGlobal('fetch', vi.fn(fakeServer({ modules }).fetchImpl));
  setSession({ jwt: 'token-123', userName: 'demoadmin' });
}

describe('route table', () => {
  it('with a one-time password every /home address goes to Change password', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeServer({ modules: [...MODULE_NAMES] }).fetchImpl));
    setSession({ jwt: 'token-123', userName: 'newuser1', mustChangePassword: true });
    const rendered = renderRoutes(routes, '/home/vendor/myvendor');
    expect(
      await screen.findByRole('heading', { name: passwordMessages.mustChangeTitle }),
    ).toBeInTheDocument();
    expect(rendered.router.state.location.pathname).toBe('/password');
  });

  it('/home is the page of what needs attention (one call); /home/admin is Companies for PortalAdmin only', async () => {
    const attention = {
      myRequests: [],
      approvals: { count: 0, advances: [], payables: [] },
      dueThisWeek: [],
      overdue: { count: 0, outstanding: 0 },
      setup: null,
    };
    const server = fakeServer({
      modules: [...MODULE_NAMES],
      handle: (call) => (call.url.includes(API.homeAttention) ? jsonResponse(202, attention) : undefined),
    });
    vi.stubGlobal('fetch', vi.fn(server.fetchImpl));
    setSession({ jwt: 'token-123', userName: 'demoadmin' });
    const home = renderRoutes(routes, '/home');
    expect(await screen.findByRole('heading', { name: homeMessages.title })).toBeInTheDocument();
    expect(home.router.state.location.pathname).toBe('/home');
    expect(await screen.findByText(homeMessages.allCaughtUp)).toBeInTheDocument();
    const modules = screen.getByRole('list', { name: homeMessages.yourModules });
    expect(within(modules).getByRole('link', { name: 'Vendor Supplier' })).toHaveAttribute(
      'href',
      '/home/vendor',
    );
    expect(server.calls.filter((c) => c.url.includes(API.homeAttention))).toHaveLength(1);
    home.unmount();

    loggedIn(['Admin']);
    const admin = renderRoutes(routes, '/home/admin');
    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument();
    admin.unmount();

    const portal = fakeServer({
      modules: ['Admin'],
      roleName: PORTAL_ADMIN_ROLE,
      handle: (call) => (call.url.startsWith(API.portalCompanies) ? jsonResponse(202, []) : undefined),
    });
    vi.stubGlobal('fetch', vi.fn(portal.fetchImpl));
    setSession({ jwt: 'token-123', userName: 'portaladmin' });
    renderRoutes(routes, '/home/admin');
    expect(await screen.findByRole('heading', { name: portalMessages.companiesTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: portalMessages.createCompany })).toBeInTheDocument();
  });

  it('a typed address of a module the role lacks says so, without calling its screen', async () => {
    loggedIn(['Admin']);
    renderRoutes(routes, '/home/vendor/payables');
    expect(await screen.findByText(shellMessages.noAccess)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: payableMessages.listTitle })).not.toBeInTheDocument();
  });

  it('every placeholder page says in one line what it will hold', async () => {
    loggedIn();
    for (const [path, heading] of [
      ['/home/crm', 'Customer RelationShip Management'],
      ['/home/report', 'Reports'],
    ] as const) {
      const { unmount } = renderRoutes(routes, path);
      expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
      expect(screen.getByText(PLACEHOLDER_DESCRIPTIONS[heading] as string)).toBeInTheDocument();
      unmount();
    }
  });

  it('/home/vendor goes to My Vendors and shows the vendor menu', async () => {
    loggedIn();
    const { router } = renderRoutes(routes, '/home/vendor');
    expect(await screen.findByRole('heading', { name: vendorMessages.listTitle })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home/vendor/myvendor');
    expect(screen.getByRole('navigation', { name: 'Vendor menu' })).toBeInTheDocument();
  });

  it.each([
    ['/home/vendor/myvendor/addvendor', screenTitles.addVendor],
    ['/home/vendor/myvendor/editvendor', screenTitles.editVendor],
    ['/home/vendor/myvendor/viewvendor', screenTitles.viewVendor],
    ['/home/vendor/payables', payableMessages.listTitle],
    ['/home/vendor/payables/historypayable', screenTitles.payableHistory],
    ['/home/vendor/payables/statussumm', payableMessages.summaryTitle],
    ['/home/vendor/payables/settlement', 'Vendor Settlement'],
    ['/home/vendor/rating', 'Vendor Rating'],
    ['/home/vendor/performance', 'Vendor Performance'],
    ['/home/advance', screenTitles.advanceIndex],
    ['/home/advance/myadvancerequest', advanceMessages.listTitle],
    ['/home/advance/editadvancerequest', screenTitles.editAdvance],
    ['/home/expense', advanceMessages.proofTitle],
    ['/home/expense/spentinformation', advanceMessages.spentTitle],
    ['/home/expense/myexpenses', screenTitles.myExpenses],
    ['/home/crm', 'Customer RelationShip Management'],
  ])('%s shows %s', async (path, heading) => {
    loggedIn();
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  });

  it('a page load under /home sends the session call at once, and the screens use its answer', async () => {
    const server = fakeServer({ modules: [...MODULE_NAMES] });
    vi.stubGlobal('fetch', vi.fn(server.fetchImpl));
    setSession({ jwt: 'token-123', userName: 'demoadmin' });
    window.location.hash = '#/home/vendor/myvendor';
    const queryClient = testQueryClient();
    const router = createAppRouter();
    const paths = () => server.calls.map((c) => new URL(c.url, 'http://x').pathname);
    // Sent by the router's creation, before anything renders.
    expect(paths()).toEqual([API.sessionBootstrap]);
    expect(server.calls[0]?.headers.authorization).toBe('Bearer token-123');
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: vendorMessages.listTitle })).toBeInTheDocument();
    expect(paths().filter((p) => p === API.sessionBootstrap)).toHaveLength(1);
    window.location.hash = '';
  });

  it('without a session /home/vendor goes to login', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const { router } = renderRoutes(routes, '/home/vendor');
    expect(await screen.findByRole('heading', { name: PRODUCT_TITLE })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('with a session the login screen is skipped', async () => {
    loggedIn();
    const { router } = renderRoutes(routes, '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('heading', { name: homeMessages.title })).toBeInTheDocument();
  });
});
