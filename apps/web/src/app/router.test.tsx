import {
  advanceMessages,
  MODULE_NAMES,
  PLACEHOLDER_DESCRIPTIONS,
  PRODUCT_TITLE,
  passwordMessages,
  payableMessages,
  screenTitles,
  shellMessages,
  vendorMessages,
} from '@sitebook/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { renderRoutes } from '../../test/render';
import { setSession } from '../lib/session-store';
import { routes } from './router';

function loggedIn(modules: string[] = [...MODULE_NAMES]) {
  vi.stubGlobal('fetch', vi.fn(fakeServer({ modules }).fetchImpl));
  setSession({ jwt: 'token-123', userName: 'demoadmin' });
}

describe('route table', () => {
  it('with a one-time password every /home address goes to Change password (issue 15)', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeServer({ modules: [...MODULE_NAMES] }).fetchImpl));
    setSession({ jwt: 'token-123', userName: 'newuser1', mustChangePassword: true });
    const rendered = renderRoutes(routes, '/home/vendor/myvendor');
    expect(
      await screen.findByRole('heading', { name: passwordMessages.mustChangeTitle }),
    ).toBeInTheDocument();
    expect(rendered.router.state.location.pathname).toBe('/password');
  });

  it('/home lands on the first granted module with a real screen, not on a module the role lacks', async () => {
    loggedIn();
    const all = renderRoutes(routes, '/home');
    expect(await screen.findByRole('heading', { name: vendorMessages.listTitle })).toBeInTheDocument();
    expect(all.router.state.location.pathname).toBe('/home/vendor/myvendor');
    all.unmount();

    loggedIn(['Attendance Management', 'Advance Management', 'Expense Management']);
    const advances = renderRoutes(routes, '/home');
    expect(await screen.findByRole('heading', { name: screenTitles.advanceIndex })).toBeInTheDocument();
    expect(advances.router.state.location.pathname).toBe('/home/advance');
    advances.unmount();

    loggedIn(['Admin']);
    const admin = renderRoutes(routes, '/home');
    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument();
    expect(admin.router.state.location.pathname).toBe('/home/admin');
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
      ['/home/vendor/rating', 'Vendor Rating'],
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

  it('without a session /home/vendor goes to login', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const { router } = renderRoutes(routes, '/home/vendor');
    expect(await screen.findByRole('heading', { name: PRODUCT_TITLE })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('with a session the login screen is skipped', async () => {
    loggedIn();
    const { router } = renderRoutes(routes, '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/vendor/myvendor'));
  });
});
