import { postLogout, postLogoutEverywhere, successOf } from '@sitebook/contract';
import { sendEndpoint } from './endpoint-client';
import { clearSession, getSession } from './session-store';

/** Logout: revoke the token on the server (best effort), then forget it locally. */
export async function logout(): Promise<void> {
  if (getSession()) {
    try {
      await sendEndpoint(postLogout, {});
    } catch {
      // Offline: the token still ends locally.
    }
  }
  clearSession();
}

/** Sign out everywhere: ends every session of the user on the server, then forgets this one. */
export async function logoutEverywhere(): Promise<boolean> {
  let ended = false;
  try {
    const { status } = await sendEndpoint(postLogoutEverywhere, {});
    ended = status === successOf(postLogoutEverywhere).status;
  } catch {
    // Offline: the other sessions are not ended; say so.
  }
  clearSession();
  return ended;
}
