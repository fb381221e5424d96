import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type DatabaseKind = 'pglite' | 'postgres';

/** Where the embedded PGlite runs: a worker thread of its own (the default), or the server's thread. */
export type PgliteThread = 'worker' | 'main';
export const PGLITE_THREADS: readonly PgliteThread[] = ['worker', 'main'];

export interface AppConfig {
  port: number;
  host: string;
  /** Where PGlite files and the generated JWT secret live. */
  dataDir: string;
  /** PostgreSQL connection string; undefined = embedded PGlite. */
  databaseUrl: string | undefined;
  /** PGlite data directory; 'memory://' for an in-memory database. Ignored with databaseUrl. */
  pgliteDir: string;
  /**
   * PGLITE_THREAD: 'worker' (unset: the default) runs PGlite in a worker thread
   * that owns the database, so its statements never hold the server's event loop; 'main' runs it on
   * the server's thread, as before. Ignored with databaseUrl.
   */
  pgliteThread?: PgliteThread;
  jwtSecret: string;
  /** Token lifetime as a jose time span, e.g. '8h'. */
  tokenTtl: string;
  seedDemo: boolean;
  logLevel: string;
  /** Built SPA folder served at `/` when it exists. */
  webDist: string;
  /** Per-IP limits (requests per minute): all calls, and login attempts. */
  rateLimit: { globalPerMinute: number; loginPerMinute: number };
  /** Trust X-Forwarded-For (behind a reverse proxy / load balancer) for the client IP. */
  trustProxy: boolean;
  /**
   * Document storage: the quota of a company without its own (`companies.storage_quota_bytes`),
   * and each user's upload rate per minute (files and bytes), per server process. Unset: the
   * defaults (`storageConfig`).
   */
  storage?: StorageConfig;
  /**
   * Redis for the rate limits' counters, so that several processes share them;
   * undefined = each process counts in its own memory. REDIS_URL.
   */
  redisUrl?: string;
  /** The prefix of the rate limits' Redis keys (REDIS_KEY_PREFIX; default 'sitebook-rate-limit-'). */
  redisKeyPrefix?: string;
  /** How long a heavy call waits for its company's running one before 429 (lib/heavy-calls.ts). */
  heavyCallWaitMs?: number;
  /** Where log lines go instead of stdout (never from the environment; the log tests read it). */
  logStream?: { write(line: string): void };
}

export interface StorageConfig {
  quotaBytes: number;
  uploadsPerMinute: number;
  uploadBytesPerMinute: number;
}

/** 5 GB: the default quota of a company's documents. */
export const DEFAULT_STORAGE_QUOTA_BYTES = 5 * 1024 ** 3;

/** The defaults of STORAGE_QUOTA_BYTES, UPLOAD_RATE_FILES and UPLOAD_RATE_BYTES. */
export const DEFAULT_STORAGE: StorageConfig = {
  quotaBytes: DEFAULT_STORAGE_QUOTA_BYTES,
  uploadsPerMinute: 30,
  uploadBytesPerMinute: 100 * 1024 * 1024,
};

/** The storage limits in force: the configured ones, or the defaults. */
export const storageConfig = (config: Pick<AppConfig, 'storage'>): StorageConfig =>
  config.storage ?? DEFAULT_STORAGE;

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/web/dist, resolved from this file (apps/server/src/config.ts). */
export const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');

function parseBool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  const v = value.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  throw new Error(`Expected true or false, got "${value}"`);
}

function parseIntEnv(
  name: string,
  value: string | undefined,
  fallback: number,
  min = 1,
  max = 65_535,
): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${name} must be a whole number between ${min} and ${max}, got "${value}"`);
  }
  return n;
}

function parsePgliteThread(value: string | undefined): PgliteThread {
  const v = value?.trim().toLowerCase();
  if (!v) return 'worker';
  if ((PGLITE_THREADS as readonly string[]).includes(v)) return v as PgliteThread;
  throw new Error(`PGLITE_THREAD must be ${PGLITE_THREADS.join(' or ')}, got "${value}"`);
}

/** Secrets that were ever printed as examples: anyone could sign tokens with them. */
const PUBLISHED_SECRETS = ['change-me-to-a-long-random-secret'];
const MAKE_ONE = 'make one with `openssl rand -base64 48`';

/**
 * Why a signing secret must be refused, or undefined when it is strong enough. "Strong" means the
 * worth of at least 32 random bytes: 43 characters or more (32 bytes in base64), and an estimate of
 * its entropy (length × the Shannon entropy of its own characters) of at least 192 bits, which a
 * 32-byte hex or base64 string passes and a repeated or dictionary-like string does not.
 */
export function jwtSecretProblem(secret: string): string | undefined {
  const lower = secret.toLowerCase();
  if (PUBLISHED_SECRETS.includes(lower) || /change-?me|example/.test(lower)) {
    return `JWT_SECRET is a published example value; ${MAKE_ONE}`;
  }
  // The character-count estimate reads low on a 44-character value: 32 random bytes in base64 score
  // 192–230 bits (1 in 25,000 below 192), while repeated patterns score under 100; 160 keeps them apart.
  if (secret.length < 43 || entropyBits(secret) < 160) {
    return `JWT_SECRET is too weak: it must hold at least 32 random bytes; ${MAKE_ONE}`;
  }
  return undefined;
}

function entropyBits(text: string): number {
  const counts = new Map<string, number>();
  for (const ch of text) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let perChar = 0;
  for (const n of counts.values()) {
    const p = n / text.length;
    perChar -= p * Math.log2(p);
  }
  return perChar * text.length;
}

/** Reads DATA_DIR/jwt-secret, creating it (48 random bytes, mode 0600) on first use or when the stored one is weak. */
export function loadOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (jwtSecretProblem(secret) === undefined) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** Environment → typed configuration (the variables: README "Configuration"). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR?.trim() || './data');
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const jwtSecret = env.JWT_SECRET?.trim() || loadOrCreateJwtSecret(dataDir);
  const secretProblem = jwtSecretProblem(jwtSecret);
  if (secretProblem) throw new Error(secretProblem);
  return {
    port: parseIntEnv('PORT', env.PORT, 8080, 0),
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir,
    databaseUrl,
    pgliteDir: path.join(dataDir, 'pglite'),
    pgliteThread: parsePgliteThread(env.PGLITE_THREAD),
    jwtSecret,
    tokenTtl: env.TOKEN_TTL?.trim() || '8h',
    seedDemo: parseBool(env.SEED_DEMO, databaseUrl === undefined),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    webDist: env.WEB_DIST?.trim() ? path.resolve(env.WEB_DIST.trim()) : DEFAULT_WEB_DIST,
    rateLimit: {
      globalPerMinute: parseIntEnv('RATE_LIMIT_GLOBAL', env.RATE_LIMIT_GLOBAL, 1000, 1, 1_000_000),
      loginPerMinute: parseIntEnv('RATE_LIMIT_LOGIN', env.RATE_LIMIT_LOGIN, 100, 1, 1_000_000),
    },
    trustProxy: parseBool(env.TRUST_PROXY, false),
    storage: {
      quotaBytes: parseIntEnv(
        'STORAGE_QUOTA_BYTES',
        env.STORAGE_QUOTA_BYTES,
        DEFAULT_STORAGE.quotaBytes,
        1,
        Number.MAX_SAFE_INTEGER,
      ),
      uploadsPerMinute: parseIntEnv(
        'UPLOAD_RATE_FILES',
        env.UPLOAD_RATE_FILES,
        DEFAULT_STORAGE.uploadsPerMinute,
        1,
        1_000_000,
      ),
      uploadBytesPerMinute: parseIntEnv(
        'UPLOAD_RATE_BYTES',
        env.UPLOAD_RATE_BYTES,
        DEFAULT_STORAGE.uploadBytesPerMinute,
        1,
        Number.MAX_SAFE_INTEGER,
      ),
    },
    redisUrl: env.REDIS_URL?.trim() || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX?.trim() || undefined,
  };
}
