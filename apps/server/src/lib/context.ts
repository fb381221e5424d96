import type { AppConfig, DatabaseKind } from '../config.js';
import type { Db } from '../db/client.js';
import type { UploadRate } from './documents/upload-rate.js';
import type { TokenService } from './tokens.js';

/** What services need: passed explicitly from routes (app.ctx) and from the CLI. */
export interface AppContext {
  db: Db;
  dbKind: DatabaseKind;
  tokens: TokenService;
  /** Callers of tokens already verified, kept while the database's change notifications are heard. */
  authCache: CallerCache;
  config: AppConfig;
  /** Each user's upload rate in this process (lib/documents/documents.http.ts). */
  uploadRate: UploadRate;
}

/**
 * The process's cache of verified callers, as the auth feature uses it. Declared here so that lib/
 * names no feature: features/auth/auth-cache.ts implements it, and app.ts starts it following the
 * database's change notifications.
 */
export interface CallerCache {
  /** The caller of `token`, from the cache or loaded by `load`. */
  get(token: string, load: () => Promise<AuthContext>): Promise<AuthContext>;
  /** Forgets every caller. */
  forgetAll(): void;
}

/** The authenticated caller, loaded once per request by the auth plugin. */
export interface AuthContext {
  userId: number;
  userName: string;
  companyId: number;
  companyCode: string;
  /** SHA-256 of the company's API key (the key itself is never stored). */
  apiKeyHash: string;
  /** This session's `apikey` value: derived from the token's id and the key hash (lib/api-key.ts). */
  sessionApiKey: string;
  /** sha256 of the bearer token: the user audit's rows of this session carry it (never the token). */
  tokenFingerprint: string;
  roleName: string | null;
  roleType: string | null;
  /** Module names of the user's (first) role. */
  modules: readonly string[];
  /** The company's subscription as stored: writes are refused once it has ended (lib/guards.ts). */
  subscription: { start: string | null; end: string | null; status: string };
  /** The company's IANA time zone: its "today" for due, overdue, ageing and expiry (lib/dates.ts todayIn). */
  timeZone: string;
  /**
   * Set after a one-time password: until the user chooses a password only the password,
   * session and sign-out calls answer (plugins/auth.ts).
   */
  mustChangePassword?: boolean;
  /** The rights the role holds per module beyond its role type's (role_rights; lib/rights.ts reads them). */
  grants?: Readonly<Record<string, readonly string[]>>;
  /** The token's id and expiry (seconds since epoch), for logout. */
  jti: string;
  tokenExp: number;
}
