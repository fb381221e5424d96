import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API } from '@sitebook/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject, vi } from 'vitest';
import { buildApp, buildAppOn } from '../src/app.js';
import { seedDemoIntoEmpty } from '../src/cli/demo.js';
import type { AppConfig } from '../src/config.js';
import { createDatabase, type Database } from '../src/db/client.js';
import { companies } from '../src/db/schema/index.js';
import { type BooksReport, checkBooks, formatBooksReport } from '../src/features/summaries/books-check.js';
import { todayIsoIn } from '../src/lib/dates.js';

/**
 * Test helper API:
 *   const app = await createTestApp();          // fresh, migrated, demo-seeded database (a template copy)
 *   const token = await login(app, 'demoadmin', 'Demo@12345');
 *   await app.inject({ method: 'GET', url, headers: auth(token, { apikey: '...' }) });
 *   await closeTestApp(app);                    // in afterAll: checks the books, closes and drops the database
 * PGlite in memory by default; TEST_DB=postgres with TEST_DATABASE_URL = a new database per app.
 */

export const DEMO = {
  admin: { userName: 'demoadmin', password: 'Demo@12345' },
  siteLead: { userName: 'sitelead', password: 'Site@12345' },
  beta: { userName: 'betaadmin', password: 'Beta@12345' },
  portal: { userName: 'portaladmin', password: 'Portal@12345' },
} as const;

/** The demo companies' time zone (DEMO01 and BETA01 are in India): the server keeps their days in it. */
export const COMPANY_ZONE = 'Asia/Kolkata';

/**
 * The company's day `offset` days from its today (YYYY-MM-DD; -1 yesterday, 1 tomorrow), as the server
 * reckons "today" (due, overdue, ageing, ledger and balance dates): in the company's zone, not UTC's
 * day, which is a day behind India's between 18:30 and 24:00 UTC.
 */
export function companyDay(offset = 0, zone: string = COMPANY_ZONE): string {
  const day = new Date(`${todayIsoIn(zone)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

/** The company's today (YYYY-MM-DD), in its zone. */
export const companyToday = (zone: string = COMPANY_ZONE): string => companyDay(0, zone);

const usePostgres = () => process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

/** A configuration for tests; nothing is read from the environment except the database choice. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(process.cwd(), '.tmp', 'never-used'),
    databaseUrl: undefined,
    pgliteDir: 'memory://',
    // As the server runs it (a worker thread of its own); TEST_PGLITE_THREAD=main runs the suite in process.
    pgliteThread: process.env.TEST_PGLITE_THREAD === 'main' ? 'main' : 'worker',
    jwtSecret: randomBytes(48).toString('base64url'),
    tokenTtl: '8h',
    seedDemo: true,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    webDist: path.join(process.cwd(), '.tmp', 'no-web-dist'),
    rateLimit: { globalPerMinute: 100_000, loginPerMinute: 10_000 },
    trustProxy: false,
    // The default quota; the upload rate out of the way (storage-quota.spec.ts sets its own).
    storage: { quotaBytes: 5 * 1024 ** 3, uploadsPerMinute: 100_000, uploadBytesPerMinute: 2 ** 50 },
    ...overrides,
  };
}

const dropOnClose = new WeakMap<FastifyInstance, () => Promise<void>>();

/** A new, empty PostgreSQL database; or, given `template`, a copy of that database. */
export async function createPostgresDatabase(
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `sitebook_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // The app's pool may still be closing sockets: wait for them (up to 5 s) so that the forced
      // drop does not terminate a connection whose client no longer listens for errors.
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * The run's seeded template (test/global-setup.ts) when these overrides leave the database as
 * buildApp would make it (demo-seeded, in memory or a new PostgreSQL database).
 */
function seededTemplate(overrides: Partial<AppConfig>): string | undefined {
  if (overrides.seedDemo === false || overrides.databaseUrl || overrides.pgliteDir) return undefined;
  return usePostgres() ? inject('postgresTemplate') : inject('pgliteTemplate');
}

/** The demo seed as `npm start` asks for it, when the test's config says seedDemo (the default here). */
const demoSeed = (config: AppConfig) => (config.seedDemo ? seedDemoIntoEmpty : undefined);

/** Builds the app on `database`, already prepared; closes the database if that fails. */
async function buildOn(config: AppConfig, database: Database): Promise<FastifyInstance> {
  try {
    return await buildAppOn(config, database);
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * Builds the app on a fresh database (migrated and demo-seeded): a copy of the run's seeded
 * template when there is one, else through buildApp. Share one per test file.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const template = seededTemplate(overrides);
  if (!usePostgres()) {
    const config = testConfig(overrides);
    if (!template) return buildApp(config, demoSeed(config));
    const dump = new Blob([readFileSync(template)]);
    return buildOn(
      config,
      await createDatabase({ pgliteLoadDataDir: dump, pgliteThread: config.pgliteThread }),
    );
  }
  const database = await createPostgresDatabase(template);
  try {
    const config = testConfig({ databaseUrl: database.url, ...overrides });
    const app = template
      ? await buildOn(config, await createDatabase({ databaseUrl: database.url }))
      : await buildApp(config, demoSeed(config));
    dropOnClose.set(app, database.drop);
    return app;
  } catch (error) {
    await database.drop();
    throw error;
  }
}

const booksCheckSkipped = new WeakMap<FastifyInstance, string>();

/**
 * Leaves `app`'s database out of closeTestApp's books check, saying why: only for a file that
 * writes rows around the services on purpose (e.g. raw SQL bench data that posts no ledger rows).
 */
export function skipBooksCheck(app: FastifyInstance, why: string): void {
  booksCheckSkipped.set(app, why);
}

/**
 * Runs the books check (`npm run admin -- check-books`: every balance, payable, payment and summary
 * total from the vendor ledger and from the records) on the app's database, closes the app (and its
 * database) and drops the per-app PostgreSQL database; then fails, naming each disagreement, when
 * the file's tests left the books disagreeing (every test database passes the check).
 */
export async function closeTestApp(app: FastifyInstance | undefined): Promise<void> {
  if (!app) return;
  let report: BooksReport | undefined;
  try {
    if (!booksCheckSkipped.has(app)) report = await checkBooks(app.ctx.db, companyToday());
  } finally {
    await app.close();
    await dropOnClose.get(app)?.();
  }
  if (report && report.problems.length > 0) {
    throw new Error(`The books disagree after this file's tests: ${formatBooksReport(report)}`);
  }
}

/** Logs in through the API and returns the JWT (fails the test on a non-202). */
export async function login(app: FastifyInstance, userName: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: API.login, payload: { userName, password } });
  if (res.statusCode !== 202) throw new Error(`login ${userName} answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { jwt: string }).jwt;
}

/** Headers with the bearer token, plus any extra (e.g. apikey / api_client_name). */
export function auth(token: string, extraHeaders: Record<string, string> = {}): Record<string, string> {
  return { authorization: `Bearer ${token}`, ...extraHeaders };
}

/**
 * Runs `fn` with the clock fixed at local noon of `isoDate` (YYYY-MM-DD): `Date` only, so timers and
 * the database keep real time. The app's "today" (subscriptions, salary cycles, new vendors' dates)
 * reads `new Date()` in this process. Sign in inside `fn`: a token issued before a clock set back is
 * not yet valid.
 */
export async function onDate<T>(isoDate: string, fn: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${isoDate}T12:00:00`));
  try {
    return await fn();
  } finally {
    vi.useRealTimers();
  }
}

/** Runs `fn` with a company's subscription window set to `start`..`end`, then puts the stored one back. */
export async function withSubscription<T>(
  app: FastifyInstance,
  companyCode: string,
  window: { start: string; end: string | null },
  fn: () => Promise<T>,
): Promise<T> {
  const db = app.ctx.db;
  const where = eq(companies.companyCode, companyCode);
  const [stored] = await db
    .select({ start: companies.subscriptionStart, end: companies.subscriptionEnd })
    .from(companies)
    .where(where);
  if (!stored) throw new Error(`no company ${companyCode}`);
  await db
    .update(companies)
    .set({ subscriptionStart: window.start, subscriptionEnd: window.end })
    .where(where);
  try {
    return await fn();
  } finally {
    await db
      .update(companies)
      .set({ subscriptionStart: stored.start, subscriptionEnd: stored.end })
      .where(where);
  }
}
