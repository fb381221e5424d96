import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { MailRunnerOptions } from './lib/mail/mail-runner.js';

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
  /**
   * Seed the demo companies into an empty database before serving (SEED_DEMO=true; `npm start` asks
   * with `--demo`). Never by default: the demo's logins are published.
   */
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
  /**
   * The SMTP server mail goes through (SMTP_URL, e.g. `smtp://user:pass@mail.example.in:587`);
   * undefined = no delivery: queued mail is kept for Admin → Mail (the embedded default).
   */
  smtpUrl?: string;
  /** The From of every mail (MAIL_FROM; default `Sitebook <no-reply@localhost>`). */
  mailFrom?: string;
  /** The app's address as users reach it, for links in mail (APP_URL; default `http://localhost:PORT`). */
  appUrl?: string;
  /**
   * The background mail runner's timing and clock (never from the environment: tests and benches
   * set them). Unset: lib/mail/mail-runner.ts DEFAULT_MAIL_RUNNER.
   */
  mailRunner?: Partial<MailRunnerOptions>;
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

/** An environment value trimmed; blank = unset. */
const setting = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined),
  z.string().optional(),
);

const TRUE_WORDS = ['1', 'true', 'yes', 'on'];
const FALSE_WORDS = ['0', 'false', 'no', 'off'];

const flag = (fallback: boolean) =>
  setting.transform((value, ctx) => {
    if (value === undefined) return fallback;
    const word = value.toLowerCase();
    if (TRUE_WORDS.includes(word)) return true;
    if (FALSE_WORDS.includes(word)) return false;
    ctx.addIssue({ code: 'custom', message: `Expected true or false, got "${value}"` });
    return z.NEVER;
  });

const wholeNumber = (fallback: number, min = 1, max = 65_535) =>
  setting.transform((value, ctx) => {
    if (value === undefined) return fallback;
    const n = Number(value);
    if (Number.isInteger(n) && n >= min && n <= max) return n;
    // The variable's name is the issue's path (see loadConfig).
    ctx.addIssue({
      code: 'custom',
      message: `must be a whole number between ${min} and ${max}, got "${value}"`,
    });
    return z.NEVER;
  });

const pgliteThread = setting.transform((value, ctx): PgliteThread => {
  const v = value?.toLowerCase();
  if (!v) return 'worker';
  if ((PGLITE_THREADS as readonly string[]).includes(v)) return v as PgliteThread;
  ctx.addIssue({ code: 'custom', message: `must be ${PGLITE_THREADS.join(' or ')}, got "${value}"` });
  return z.NEVER;
});

const smtpUrl = setting.transform((value, ctx) => {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    ctx.addIssue({
      code: 'custom',
      message: 'must be a URL such as smtp://user:password@mail.example.in:587',
    });
    return z.NEVER;
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    // The value may hold a password: name only its scheme.
    ctx.addIssue({ code: 'custom', message: `must start with smtp:// or smtps://, got "${url.protocol}//"` });
    return z.NEVER;
  }
  return value;
});

/**
 * The environment the server reads (README "Configuration"), each variable parsed and bounded;
 * JWT_SECRET is checked in loadConfig, since an unset one comes from DATA_DIR.
 */
const environmentSchema = z.object({
  DATA_DIR: setting,
  DATABASE_URL: setting,
  JWT_SECRET: setting,
  PORT: wholeNumber(8080, 0),
  HOST: setting,
  PGLITE_THREAD: pgliteThread,
  TOKEN_TTL: setting,
  SEED_DEMO: flag(false),
  LOG_LEVEL: setting,
  WEB_DIST: setting,
  RATE_LIMIT_GLOBAL: wholeNumber(1000, 1, 1_000_000),
  RATE_LIMIT_LOGIN: wholeNumber(100, 1, 1_000_000),
  TRUST_PROXY: flag(false),
  STORAGE_QUOTA_BYTES: wholeNumber(DEFAULT_STORAGE.quotaBytes, 1, Number.MAX_SAFE_INTEGER),
  UPLOAD_RATE_FILES: wholeNumber(DEFAULT_STORAGE.uploadsPerMinute, 1, 1_000_000),
  UPLOAD_RATE_BYTES: wholeNumber(DEFAULT_STORAGE.uploadBytesPerMinute, 1, Number.MAX_SAFE_INTEGER),
  REDIS_URL: setting,
  REDIS_KEY_PREFIX: setting,
  SMTP_URL: smtpUrl,
  MAIL_FROM: setting,
  APP_URL: setting,
});

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

/**
 * Environment → typed configuration (the variables: README "Configuration"). Every bad value is
 * named in one error, "NAME must …" (or the flag's own sentence).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      parsed.error.issues
        .map((issue) =>
          issue.message.startsWith('Expected') ? issue.message : `${String(issue.path[0])} ${issue.message}`,
        )
        .join('; '),
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR ?? './data');
  const jwtSecret = e.JWT_SECRET ?? loadOrCreateJwtSecret(dataDir);
  const secretProblem = jwtSecretProblem(jwtSecret);
  if (secretProblem) throw new Error(secretProblem);
  return {
    port: e.PORT,
    host: e.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: e.DATABASE_URL,
    pgliteDir: path.join(dataDir, 'pglite'),
    pgliteThread: e.PGLITE_THREAD,
    jwtSecret,
    tokenTtl: e.TOKEN_TTL ?? '8h',
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL ?? 'info',
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : DEFAULT_WEB_DIST,
    rateLimit: { globalPerMinute: e.RATE_LIMIT_GLOBAL, loginPerMinute: e.RATE_LIMIT_LOGIN },
    trustProxy: e.TRUST_PROXY,
    storage: {
      quotaBytes: e.STORAGE_QUOTA_BYTES,
      uploadsPerMinute: e.UPLOAD_RATE_FILES,
      uploadBytesPerMinute: e.UPLOAD_RATE_BYTES,
    },
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appUrl: e.APP_URL,
  };
}
