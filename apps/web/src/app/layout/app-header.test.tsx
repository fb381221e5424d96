import { API, shellMessages } from '@sitebook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { getSession, setSession } from '../../lib/session-store';
import AppLayout from './app-layout';

function renderLayout() {
  return renderRoutes(
    [
      { path: '/', element: <p>LOGIN SCREEN</p> },
      { path: '/password', element: <p>PASSWORD SCREEN</p> },
      { path: '/home', element: <AppLayout />, children: [{ path: '*', element: <p>CONTENT</p> }] },
    ],
    '/home/vendor',
  );
}

async function openBadgeMenu() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Demo Admin' }));
  return { user, menu: await screen.findByRole('menu', { hidden: true }) };
}

describe('the badge menu', () => {
  it('offers Change password, which opens the Change password screen', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeServer().fetchImpl));
    setSession({ jwt: 'token-123', userName: 'demoadmin' });
    renderLayout();
    const { user, menu } = await openBadgeMenu();
    await user.click(
      within(menu).getByRole('menuitem', { name: shellMessages.changePassword, hidden: true }),
    );
    expect(await screen.findByText('PASSWORD SCREEN')).toBeInTheDocument();
  });

  it('Sign out everywhere asks first, ends every session on the server and returns to login', async () => {
    const server = fakeServer({
      handle: (call) =>
        call.url === API.logoutEverywhere ? jsonResponse(202, { message: 'ok' }) : undefined,
    });
    vi.stubGlobal('fetch', vi.fn(server.fetchImpl));
    setSession({ jwt: 'token-123', userName: 'demoadmin' });
    renderLayout();
    const { user, menu } = await openBadgeMenu();
    await user.click(
      within(menu).getByRole('menuitem', { name: shellMessages.signOutEverywhere, hidden: true }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(shellMessages.confirmSignOutEverywhere)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('LOGIN SCREEN')).toBeInTheDocument();
    await waitFor(() => expect(server.calls.some((c) => c.url === API.logoutEverywhere)).toBe(true));
    expect(getSession()).toBeNull();
  });
});

describe('the demo mark', () => {
  it('shows "Demo data" beside the name of a demo company', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeServer({ company: { isDemo: true } }).fetchImpl));
    setSession({ jwt: 'token-123', userName: 'demoadmin' });
    renderLayout();
    expect(await screen.findByTitle(shellMessages.demoDataHint)).toHaveTextContent(shellMessages.demoData);
    expect(screen.getByText(shellMessages.demoData)).toBeVisible();
  });

  it('shows nothing of the kind for a company that is not a demo', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeServer({ company: { isDemo: false } }).fetchImpl));
    setSession({ jwt: 'token-123', userName: 'demoadmin' });
    renderLayout();
    await waitFor(() => expect(screen.getByTestId('company-name')).toHaveTextContent('Demo Constructions'));
    expect(screen.queryByText(shellMessages.demoData)).toBeNull();
  });
});
