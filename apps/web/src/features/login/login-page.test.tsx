import { API, loginMessages, PRODUCT_TITLE } from '@sitebook/contract';
import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { getSession, SESSION_STORAGE_KEY } from '../../lib/session-store';
import LoginPage from './login-page';

function renderLogin() {
  return renderRoutes([
    { path: '/', element: <LoginPage /> },
    { path: '/home', element: <p>HOME SCREEN</p> },
    { path: '/password', element: <p>PASSWORD SCREEN</p> },
  ]);
}

async function submit(userName: string, password: string) {
  const user = userEvent.setup();
  if (userName) await user.type(screen.getByLabelText('Username'), userName);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

async function expectDialog(message: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(message)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('Login screen', () => {
  it('shows the product title, the two labelled fields and the Login button', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: PRODUCT_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it('toggles the password visibility with an accessible button', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('empty fields show "Username required" and "Password empty" and make no call', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    await submit('', '');
    // The spec's texts as written there, not only the constants the screen uses (spec-texts.test.ts ties the two).
    expect(await screen.findByText('Username required')).toBeInTheDocument();
    expect(screen.getByText('Password empty')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('short values show the length messages exactly and make no call', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    await submit('abc', 'short');
    // The double space of the spec's text is kept.
    const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    const userMessage = await screen.findByText('Username should be  greater than 5 char', exact);
    expect(userMessage.textContent).toBe(loginMessages.usernameTooShort);
    expect(screen.getByText('Password must contain at least 8 characters!')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('404 shows the server message in a dialog and stays on login', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(404, { message: 'Invalid username or password' })),
    );
    renderLogin();
    await submit('demoadmin', 'Wrong@12345');
    await expectDialog('Invalid username or password');
    expect(getSession()).toBeNull();
  });

  it('500 and 429 show the server message', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(500, { message: 'Database unavailable' }))
      .mockResolvedValueOnce(jsonResponse(429, { message: loginMessages.tooManyAttempts }));
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    await submit('demoadmin', 'Wrong@12345');
    await expectDialog('Database unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await expectDialog(loginMessages.tooManyAttempts);
  });

  it('503 shows the server-down text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(503, { message: 'maintenance' })),
    );
    renderLogin();
    await submit('demoadmin', 'Demo@12345');
    await expectDialog('Server Down !!! Please login after sometime.');
  });

  it('a network failure shows the try-later text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderLogin();
    await submit('demoadmin', 'Demo@12345');
    await expectDialog('Server Down!!! Please try later.');
  });

  it('202 stores the tokens, loads the session in order, then goes to /home', async () => {
    const server = fakeServer({ modules: ['Vendor Supplier'] });
    vi.stubGlobal('fetch', vi.fn(server.fetchImpl));
    const { router } = renderLogin();
    await submit('demoadmin', 'Demo@12345');
    expect(await screen.findByText('HOME SCREEN')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toEqual({
      jwt: 'token-123',
      userName: 'demoadmin',
    });
    const paths = server.calls.map((c) => new URL(c.url, 'http://x').pathname);
    const order = [
      API.login,
      '/wfm-user/user/v1/user/userName/demoadmin',
      '/wfm-user/userrolemap/v1/rolesForAUser/1',
      '/wfm-user/user/v1/getCompanyByCompanyId/1',
      API.subscriptionCheck,
      API.userAudit,
    ];
    expect(paths.slice(0, order.length)).toEqual(order);
    // Login carries no token; the rest do.
    expect(server.calls[0]?.headers.authorization).toBeUndefined();
    expect(server.calls[1]?.headers.authorization).toBe('Bearer token-123');
    expect(server.calls[4]?.body).toEqual({
      endDate: '',
      erfCompanyId: 1,
      erfProductId: 1,
      startDate: '',
      status: '',
    });
    expect(server.calls[5]?.body).toEqual({
      companyCode: 'DEMO01',
      userName: 'demoadmin',
      jwtToken: 'token-123',
    });
    // Company lists go to the company tenant with its key; global ones to WFM without.
    const category = server.calls.find((c) => c.url.endsWith('/tenantCode/DEMO01/vendor.category'));
    expect(category?.headers).toMatchObject({ apikey: 'key-1', api_client_name: 'DEMO01' });
    const state = server.calls.find((c) => c.url.endsWith('/tenantCode/WFM/common.state.india'));
    expect(state?.headers.apikey).toBeUndefined();
    expect(paths.at(-1)).toBe('/wfm-site/site-management/v1/allSitesForACompany/DEMO01');
  });

  it('after a one-time password goes to Change password first, the session marked', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(202, { jwt: 'one-time-token', userName: 'newuser1', mustChangePassword: true }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    await submit('newuser1', 'Xy7@abcDEF23gh');
    expect(await screen.findByText('PASSWORD SCREEN')).toBeInTheDocument();
    expect(getSession()).toEqual({ jwt: 'one-time-token', userName: 'newuser1', mustChangePassword: true });
    // Only the login call: the session's calls wait for the new password.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
