import type { AppConfig, DatabaseKind } from '../config.js';
import type { Db } from '../db/client.js';
import type { AuthCache } from '../features/auth/auth-cache.js';
import type { TokenService } from './tokens.js';

/** What services need: passed explicitly from routes (app.ctx) and from the CLI. */
export interface AppContext {
  db: Db;
  dbKind: DatabaseKind;
  tokens: TokenService;
  /** Callers of tokens already verified, kept while the database's change notifications are heard. */
  authCache: AuthCache;
  config: AppConfig;
}

/** The authenticated caller, loaded once per request by the auth plugin. */
export interface AuthContext {
  userId: number;
  userName: string;
  companyId: number;
  companyCode: string;
  apiKey: string;
  roleName: string | null;
  roleType: string | null;
  /** Module names of the user's (first) role. */
  modules: readonly string[];
  /** The company's subscription as stored: writes are refused once it has ended (plugins/guards.ts). */
  subscription: { start: string | null; end: string | null; status: string };
  /** The token's id and expiry (seconds since epoch), for logout. */
  jti: string;
  tokenExp: number;
}
