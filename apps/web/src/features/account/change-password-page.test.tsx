import { API, passwordMessages } from '@sitebook/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { clearSession, getSession, setSession } from '../../lib/session-store';
import ChangePasswordPage from './change-password-page';

function open() {
  return renderRoutes(
    [
      { path: '/password', element: <ChangePasswordPage /> },
      { path: '/home', element: <p>HOME SCREEN</p> },
      { path: '/', element: <p>LOGIN SCREEN</p> },
    ],
    '/password',
  );
}

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(new RegExp(`^${passwordMessages.current}`)), current);
  await user.type(screen.getByLabelText(new RegExp(`^${passwordMessages.next}`)), next);
  await user.type(screen.getByLabelText(new RegExp(`^${passwordMessages.confirm}`)), confirm);
  await user.click(screen.getByRole('button', { name: passwordMessages.save }));
}

afterEach(async () => {
  clearSession();
  // Let Mantine's leaving transitions (the page is left for /home) finish while the DOM exists: a
  // timer of theirs that fired after the file's teardown failed the run ("window is not defined").
  await new Promise((resolve) => setTimeout(resolve, 400));
});

describe('Change password', () => {
  it('shows the password rule and checks the new password with the contract’s schema before any call', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    setSession({ jwt: 'old', userName: 'sitelead' });
    open();
    expect(screen.getByText(passwordMessages.rule)).toBeInTheDocument();
    await fill('Site@12345', 'onlyletters', 'onlyletters');
    expect(await screen.findByText(passwordMessages.needsDigit)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('after a one-time password says it must be changed, sends it, keeps the fresh token and goes home', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(202, { message: passwordMessages.changed, jwt: 'fresh' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    setSession({ jwt: 'one-time', userName: 'newuser', mustChangePassword: true });
    open();
    expect(screen.getByText(passwordMessages.mustChange)).toBeInTheDocument();
    await fill('Abc@12345xy', 'Mine@2026x', 'Mine@2026x');
    expect(await screen.findByText('HOME SCREEN')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(API.changePassword);
    expect(JSON.parse(String(init.body))).toEqual({
      currentPassword: 'Abc@12345xy',
      newPassword: 'Mine@2026x',
      confirmPassword: 'Mine@2026x',
    });
    expect(getSession()).toEqual({ jwt: 'fresh', userName: 'newuser' });
  });

  it('shows the server’s refusal (a wrong current password)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(400, { message: passwordMessages.currentWrong })),
    );
    setSession({ jwt: 'old', userName: 'sitelead' });
    open();
    await fill('Wrong@1234', 'Mine@2026x', 'Mine@2026x');
    expect(await screen.findByRole('alert')).toHaveTextContent(passwordMessages.currentWrong);
    await waitFor(() => expect(getSession()?.jwt).toBe('old'));
  });
});
