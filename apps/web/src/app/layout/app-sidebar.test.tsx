import { API, approvalMessages, commonMessages, shellMessages } from '@sitebook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { setSession } from '../../lib/session-store';
import AppLayout from './app-layout';

function renderLayout(path = '/home/vendor') {
  return renderRoutes(
    [
      { path: '/', element: <p>LOGIN SCREEN</p> },
      { path: '/home', element: <AppLayout />, children: [{ path: '*', element: <p>CONTENT</p> }] },
    ],
    path,
  );
}

describe('Home layout', () => {
  it('the sidebar says Please wait until the company is loaded, then lists only the role modules in order', async () => {
    let release!: () => void;
    const companyGate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Listed out of order and with one module the sidebar does not know.
    const server = fakeServer({
      modules: ['Vendor Supplier', 'Advance Management', 'Unknown Module', 'Expense Management'],
      companyGate,
    });
    vi.stubGlobal('fetch', vi.fn(server.fetchImpl));
    setSession({ jwt: 'token-123', userName: 'sitelead' });
    renderLayout();

    const nav = screen.getByRole('navigation', { name: 'Modules' });
    expect(within(nav).getByText(shellMessages.pleaseWait)).toBeInTheDocument();
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);

    release();
    // An ADMIN role type with these modules also gets Waiting for me, first.
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(4));
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      approvalMessages.title,
      'Advance Management',
      'Expense Management',
      'Vendor Supplier',
    ]);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/home/approvals',
      '/home/advance',
      '/home/expense',
      '/home/vendor',
    ]);
    expect(within(nav).getByRole('link', { name: 'Vendor Supplier' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).queryByText(shellMessages.pleaseWait)).not.toBeInTheDocument();
  });

  it('Waiting for me shows the count of what waits for an administrator, and not for a USER role type', async () => {
    const queue = { count: 3, advances: [], payables: [] };
    const server = fakeServer({
      modules: ['Advance Management'],
      handle: (call) => (call.url.includes(API.approvalQueue) ? jsonResponse(202, queue) : undefined),
    });
    vi.stubGlobal('fetch', vi.fn(server.fetchImpl));
    setSession({ jwt: 'token-123', userName: 'demoadmin' });
    const { unmount } = renderLayout('/home/advance');
    const nav = screen.getByRole('navigation', { name: 'Modules' });
    const link = await within(nav).findByRole('link', { name: new RegExp(approvalMessages.title) });
    expect(await within(link).findByLabelText(approvalMessages.badgeLabel(3))).toHaveTextContent('3');
    unmount();

    const user = fakeServer({ modules: ['Advance Management'], roleType: 'USER' });
    vi.stubGlobal('fetch', vi.fn(user.fetchImpl));
    renderLayout('/home/advance');
    const nav2 = screen.getByRole('navigation', { name: 'Modules' });
    await within(nav2).findByRole('link', { name: 'Advance Management' });
    expect(
      within(nav2).queryByRole('link', { name: new RegExp(approvalMessages.title) }),
    ).not.toBeInTheDocument();
    expect(user.calls.some((c) => c.url.includes(API.approvalQueue))).toBe(false);
  });

  it('the header shows the company, the initials badge named after the user, and a Home link', async () => {
    const server = fakeServer({ modules: ['Admin'] });
    vi.stubGlobal('fetch', vi.fn(server.fetchImpl));
    setSession({ jwt: 'token-123', userName: 'demoadmin' });
    renderLayout('/home/admin');
    const header = screen.getByRole('banner');
    expect(await within(header).findByText('Demo Constructions')).toBeInTheDocument();
    expect(await within(header).findByText('DA')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Demo Admin' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(await screen.findByText('CONTENT')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sitebook' })).toBeInTheDocument();
  });

  it('a reload asks for the whole session in one call, not the sign-in sequence', async () => {
    const server = fakeServer({ modules: ['Vendor Supplier'] });
    vi.stubGlobal('fetch', vi.fn(server.fetchImpl));
    setSession({ jwt: 'token-123', userName: 'demoadmin' });
    renderLayout();
    expect(await screen.findByText('CONTENT')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Modules' });
    expect(within(nav).getByRole('link', { name: 'Vendor Supplier' })).toBeInTheDocument();
    const paths = server.calls.map((c) => new URL(c.url, 'http://x').pathname);
    expect(paths.filter((p) => p === API.sessionBootstrap)).toHaveLength(1);
    expect(server.calls[0]?.headers.authorization).toBe('Bearer token-123');
    for (const spec of [
      '/user/userName/',
      '/rolesForAUser/',
      '/getCompanyByCompanyId/',
      '/onetime-attribute/',
    ])
      expect(paths.filter((p) => p.includes(spec))).toEqual([]);
  });

  it('without a stored session it goes to login', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderLayout('/home/admin');
    expect(await screen.findByText('LOGIN SCREEN')).toBeInTheDocument();
  });

  it('a failing step shows an error with Retry', async () => {
    const server = fakeServer({ modules: ['Admin'] });
    let failures = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes(API.sessionBootstrap) && failures++ < 2) {
          return new Response(JSON.stringify({ message: 'Database unavailable' }), { status: 500 });
        }
        return server.fetchImpl(input, init);
      }),
    );
    setSession({ jwt: 'token-123', userName: 'demoadmin' });
    renderLayout('/home/admin');
    // One automatic retry for a server failure, then the error with Retry.
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Database unavailable');
    within(alert).getByRole('button', { name: 'Retry' }).click();
    expect(await screen.findByText('CONTENT')).toBeInTheDocument();
  });
});

describe('An ended subscription', () => {
  it('says so above every screen, with the date it ended; an active one says nothing', async () => {
    const ended = fakeServer({
      modules: ['Vendor Supplier'],
      subscription: { expired: true, startDate: '2025-01-01', endDate: '2026-10-31', status: 'Expired' },
    });
    vi.stubGlobal('fetch', vi.fn(ended.fetchImpl));
    setSession({ jwt: 'token-123', userName: 'demoadmin' });
    const { unmount } = renderLayout();
    const message = await screen.findByText(commonMessages.subscriptionEnded);
    const notice = message.closest('[role="status"]');
    expect(notice).toHaveTextContent('Subscription ended');
    expect(notice).toHaveTextContent('Ended on 31-10-2026.');
    expect(screen.getByText('CONTENT')).toBeInTheDocument();
    unmount();

    vi.stubGlobal('fetch', vi.fn(fakeServer({ modules: ['Vendor Supplier'] }).fetchImpl));
    renderLayout();
    await screen.findByText('CONTENT');
    expect(screen.queryByText(commonMessages.subscriptionEnded)).not.toBeInTheDocument();
  });
});
