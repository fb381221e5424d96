/** Helpers the benchmarks share: an app configuration, a throw-away PostgreSQL database, statistics. */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { AppConfig } from '../src/config.js';

/** An in-process app configuration for a bench (random JWT secret, rate limits out of the way). */
export function benchConfig(overrides: Partial<AppConfig>): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: tmpdir(),
    databaseUrl: undefined,
    pgliteDir: 'memory://',
    jwtSecret: randomBytes(48).toString('base64url'),
    tokenTtl: '8h',
    seedDemo: true,
    logLevel: 'warn',
    webDist: path.join(tmpdir(), 'sitebook-bench-no-web'),
    rateLimit: { globalPerMinute: 100_000, loginPerMinute: 10_000 },
    trustProxy: false,
    ...overrides,
  };
}

export interface FreshDatabase {
  /** The new database's URL. */
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** Creates an empty database next to the one `adminUrl` names; drop() removes it (forcing sessions out). */
export async function freshPostgres(adminUrl: string, label = 'bench'): Promise<FreshDatabase> {
  const name = `sitebook_${label}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

export const stats = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: median(sorted), min: sorted[0] as number, max: sorted[sorted.length - 1] as number };
};

/** Whether the module at `metaUrl` is the script node was started with. */
export const isMain = (metaUrl: string): boolean =>
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(metaUrl);

/** Reads a positive number from the environment. */
export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return n;
}
