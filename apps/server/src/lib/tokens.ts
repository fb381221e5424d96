import { createHash, createSecretKey, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

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
}

export interface TokenService {
  sign(claims: Omit<TokenClaims, 'jti' | 'exp'>): Promise<string>;
  /** The verified claims, or undefined for any token that must be refused. */
  verify(token: string): Promise<TokenClaims | undefined>;
}

const ALGORITHM = 'HS256';

/** HS256 JWTs with jose; verification allows HS256 only and checks exp and nbf. */
export function createTokenService(secret: string, ttl: string): TokenService {
  // A KeyObject once, rather than raw bytes jose would import again on every verify.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    async sign(claims) {
      return new SignJWT({ uid: claims.uid, cid: claims.cid, ccode: claims.ccode })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.sub)
        .setJti(randomUUID())
        .setIssuedAt()
        .setNotBefore('0s')
        .setExpirationTime(ttl)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          requiredClaims: ['sub', 'jti', 'exp', 'iat'],
        });
        const { sub, uid, cid, ccode, jti, exp } = payload;
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
        return { sub, uid, cid, ccode, jti, exp };
      } catch {
        // Malformed, wrong algorithm, wrong key, expired, not yet valid: all simply refused.
        return undefined;
      }
    },
  };
}

/** sha256 hex of a token: what we store instead of the token. */
export const tokenFingerprint = (token: string) => createHash('sha256').update(token).digest('hex');
