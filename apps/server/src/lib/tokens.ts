import { createHash, randomUUID, webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { sessionApiKeySigner } from './api-key.js';

export interface TokenClaims {
  /** user name */
  sub: string;
  /** user id */
  uid: number;
  /** company id */
  cid: number;
  /** company code */
  ccode: string;
  jti: string;
  /** seconds since epoch */
  exp: number;
  /** when the token was issued, in milliseconds since epoch (`iatms`, else `iat` × 1000) */
  issuedAtMs: number;
}

export interface TokenService {
  sign(claims: Omit<TokenClaims, 'jti' | 'exp' | 'issuedAtMs'>): Promise<string>;
  /** The verified claims, or undefined for any token that must be refused. */
  verify(token: string): Promise<TokenClaims | undefined>;
  /**
   * The value a session's `apikey` header carries instead of the company's key: an HMAC,
   * under a key derived from the signing secret, of the token's id and the stored key hash.
   */
  sessionApiKey(jti: string, apiKeyHash: string): string;
}

const ALGORITHM = 'HS256';

/** HS256 JWTs with jose; verification allows HS256 only and checks exp and nbf. */
export function createTokenService(secret: string, ttl: string): TokenService {
  // One WebCrypto key for the process: given raw bytes or a KeyObject, jose imports a key again on
  // every sign and verify (a measurable share of each request's CPU).
  const keyReady = webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const sessionApiKey = sessionApiKeySigner(secret);
  return {
    sessionApiKey,
    async sign(claims) {
      // `iatms`: the issue time to the millisecond, so a token issued in the same second as a user's
      // disabling is told apart from one issued just after re-enabling (JWT `iat` is whole seconds).
      return new SignJWT({ uid: claims.uid, cid: claims.cid, ccode: claims.ccode, iatms: Date.now() })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.sub)
        .setJti(randomUUID())
        .setIssuedAt()
        .setNotBefore('0s')
        .setExpirationTime(ttl)
        .sign(await keyReady);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await keyReady, {
          algorithms: [ALGORITHM],
          requiredClaims: ['sub', 'jti', 'exp', 'iat'],
        });
        const { sub, uid, cid, ccode, jti, exp, iat, iatms } = payload;
        if (
          typeof sub !== 'string' ||
          typeof jti !== 'string' ||
          typeof exp !== 'number' ||
          typeof uid !== 'number' ||
          typeof cid !== 'number' ||
          typeof ccode !== 'string'
        ) {
          return undefined;
        }
        const issuedAtMs = typeof iatms === 'number' ? iatms : (iat as number) * 1000;
        return { sub, uid, cid, ccode, jti, exp, issuedAtMs };
      } catch {
        // Malformed, wrong algorithm, wrong key, expired, not yet valid: all simply refused.
        return undefined;
      }
    },
  };
}

/** sha256 hex of a token: what we store instead of the token. */
export const tokenFingerprint = (token: string) => createHash('sha256').update(token).digest('hex');
