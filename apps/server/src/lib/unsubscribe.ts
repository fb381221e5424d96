import { createHmac } from 'node:crypto';
import { API } from '@sitebook/contract';
import { appUrlOf } from './app-url.js';
import { safeEqual } from './safe-equal.js';

/**
 * The daily digest's unsubscribe link: `API.notificationUnsubscribe?token=`, where the token names
 * the user and company and carries an HMAC under a key derived from the server's signing secret (a
 * key of its own, so it can never pass as a session token nor a session's API-key value). It does not
 * expire: an unsubscribe link in an old mail still works, and it can do nothing but turn the digest off.
 */

export interface UnsubscribeClaims {
  userId: number;
  tenantCode: string;
}

const PURPOSE = 'digest';

function signer(secret: string): (payload: string) => string {
  const key = createHmac('sha256', secret).update('sitebook:digest-unsubscribe:v1').digest();
  return (payload) => createHmac('sha256', key).update(payload).digest('base64url');
}

export function unsubscribeToken(secret: string, claims: UnsubscribeClaims): string {
  const payload = Buffer.from(
    JSON.stringify({ p: PURPOSE, u: claims.userId, t: claims.tenantCode }),
    'utf8',
  ).toString('base64url');
  return `${payload}.${signer(secret)(payload)}`;
}

/** The claims of a token this server signed; undefined for anything else (malformed, tampered, another key). */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeClaims | undefined {
  const [payload, mac, extra] = token.split('.');
  if (!payload || !mac || extra !== undefined) return undefined;
  if (!safeEqual(mac, signer(secret)(payload))) return undefined;
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (value.p !== PURPOSE || typeof value.u !== 'number' || typeof value.t !== 'string') return undefined;
    if (!Number.isSafeInteger(value.u) || value.u <= 0) return undefined;
    return { userId: value.u, tenantCode: value.t };
  } catch {
    return undefined;
  }
}

/** The absolute unsubscribe link for a digest mail to `userId` of `tenantCode`. */
export function digestUnsubscribeUrl(
  config: { jwtSecret: string; appUrl?: string; port: number },
  userId: number,
  tenantCode: string,
): string {
  const token = unsubscribeToken(config.jwtSecret, { userId, tenantCode });
  return `${appUrlOf(config)}${API.notificationUnsubscribe}?token=${encodeURIComponent(token)}`;
}
