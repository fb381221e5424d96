import { SESSION_BOOTSTRAP_PATH } from '@sitebook/contract';

let early: { jwt: string; sent: Promise<Response> } | undefined;

/**
 * Sends the session's call from the app's first file (a page load under /home with a stored
 * session), so its answer is on its way while the rest of the app's code loads instead of after it.
 */
export function sendSessionEarly(jwt: string): void {
  // The header by its standard name: the contract's HEADERS would bring every API path into this file.
  const sent = fetch(SESSION_BOOTSTRAP_PATH, {
    headers: { accept: 'application/json', authorization: `Bearer ${jwt}` },
  });
  sent.catch(() => undefined);
  early = { jwt, sent };
}

/** That call's answer, once, for the same token (the session query reads it instead of asking again). */
export function takeEarlySession(jwt: string): Promise<Response> | undefined {
  if (!early || early.jwt !== jwt) return undefined;
  const { sent } = early;
  early = undefined;
  return sent;
}
