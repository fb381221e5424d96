import { createHash, createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from './safe-equal.js';

/**
 * A company's API key. The key is answered once — when the company is created or
 * its key rotated — and stored only as its SHA-256 (hex). A GET never answers it: the company call
 * answers each session a value derived from that session's token id and the stored hash, which the
 * session's `apikey` header carries. The header check (lib/guards.ts) accepts the company's key
 * itself or the caller's own session value; a rotation changes the hash, so both stop working.
 */

/** A new API key: 48 hex characters (24 random bytes). */
export const generateApiKey = () => randomBytes(24).toString('hex');

/** SHA-256 hex of a key: what the database keeps. The key has 192 random bits, so no salt is needed. */
export const hashApiKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** Derives the session-value signer from the server's signing secret (a key of its own, by HMAC). */
export function sessionApiKeySigner(secret: string): (jti: string, apiKeyHash: string) => string {
  const key = createHmac('sha256', secret).update('sitebook:session-api-key:v1').digest();
  return (jti, apiKeyHash) => createHmac('sha256', key).update(`${jti}:${apiKeyHash}`).digest('base64url');
}

/**
 * Is `header` the company's key (its hash matches) or this session's value? Both compared in
 * constant time, and both always computed, so the answer's timing tells neither apart.
 */
export function apiKeyMatches(header: string, apiKeyHash: string, sessionValue: string): boolean {
  const byKey = safeEqual(hashApiKey(header), apiKeyHash);
  const bySession = safeEqual(header, sessionValue);
  return byKey || bySession;
}
