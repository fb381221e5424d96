import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyContextConfig, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AppConfig, storageConfig } from './config.js';
import { createDatabase, type Database } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { runDigests } from './domain/daily-digest.js';
import { notifySubscriptionsEnding } from './domain/notify.js';
import { advancesRoutes } from './features/advances/advances.routes.js';
import { approvalsRoutes } from './features/approvals/approvals.routes.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { AuthCache } from './features/auth/auth-cache.js';
import { companiesRoutes } from './features/companies/companies.routes.js';
import { companyAdminRoutes } from './features/company-admin/company-admin.routes.js';
import { companyListsRoutes } from './features/company-lists/company-lists.routes.js';
import { documentsRoutes } from './features/documents/documents.routes.js';
import { expensesRoutes } from './features/expenses/expenses.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import { mailRoutes } from './features/mail/mail.routes.js';
import { notificationsRoutes } from './features/notifications/notifications.routes.js';
import { payableDocumentsRoutes } from './features/payables/payable-documents.routes.js';
import { payablesRoutes } from './features/payables/payables.routes.js';
import { portalRoutes } from './features/portal/portal.routes.js';
import { referenceRoutes } from './features/reference/reference.routes.js';
import { settlementRoutes } from './features/settlement/settlement.routes.js';
import { sitesRoutes } from './features/sites/sites.routes.js';
import { summariesRoutes } from './features/summaries/summaries.routes.js';
import { usersRoutes } from './features/users/users.routes.js';
import { vendorPerformanceRoutes } from './features/vendor-performance/vendor-performance.routes.js';
import { vendorRatingsRoutes } from './features/vendor-ratings/vendor-ratings.routes.js';
import { vendorsRoutes } from './features/vendors/vendors.routes.js';
import { appUrlOf } from './lib/app-url.js';
import type { AppContext } from './lib/context.js';
import { sweepUnattachedDocuments, sweepUnfinishedUploads } from './lib/documents/document-store.js';
import { UploadRate } from './lib/documents/upload-rate.js';
import { unstorableRefusal } from './lib/json-body.js';
import { MailRunner } from './lib/mail/mail-runner.js';
import { connectRateLimitRedis, DEFAULT_REDIS_KEY_PREFIX } from './lib/rate-limit-redis.js';
import { safeErrorSerializer } from './lib/safe-error.js';
import { createTokenService } from './lib/tokens.js';
import { digestUnsubscribeUrl } from './lib/unsubscribe.js';
import { AccessLog } from './plugins/access-log.js';
import { registerAuth } from './plugins/auth.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerIdempotency } from './plugins/idempotency.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Services' dependencies (database, tokens, config). */
    ctx: AppContext;
    /** Every route registered, in order (the security suite checks each one). */
    routeCatalogue: RouteEntry[];
    /** The background mail work: outbox delivery and the daily digest (lib/mail/mail-runner.ts). */
    mailRunner: MailRunner;
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  config: FastifyContextConfig;
}

/** Every feature's route plugin, registered in this order (a new feature adds its plugin here). */
const FEATURES = [
  healthRoutes,
  authRoutes,
  usersRoutes,
  companiesRoutes,
  referenceRoutes,
  vendorsRoutes,
  advancesRoutes,
  expensesRoutes,
  documentsRoutes,
  payablesRoutes,
  payableDocumentsRoutes,
  summariesRoutes,
  settlementRoutes,
  sitesRoutes,
  companyListsRoutes,
  companyAdminRoutes,
  portalRoutes,
  approvalsRoutes,
  vendorPerformanceRoutes,
  vendorRatingsRoutes,
  notificationsRoutes,
  mailRoutes,
] as const;

export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * What start-up may do to the database after migrating and before serving it. The demo seed comes in
 * this way, from the caller (main.ts when asked, the tests), so the server's own code never holds it.
 */
export type PrepareStep = (db: Database['db']) => Promise<unknown>;

/** Connects to the database, migrates it, runs `before` (if given), and builds the app. */
export async function buildApp(config: AppConfig, before?: PrepareStep): Promise<FastifyInstance> {
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    pgliteThread: config.pgliteThread,
  });
  try {
    await prepareDatabase(database, before);
    return await buildAppOn(config, database);
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * What buildApp does to a database before serving it: migrate, run `before` (the demo seed when
 * asked), drop what uploads left unfinished. The tests run it once per run on a template database
 * and copy that template for each test file.
 */
export async function prepareDatabase(database: Database, before?: PrepareStep): Promise<void> {
  await runMigrations(database);
  if (before) await before(database.db);
  await sweepStoredDocuments(database, 'start');
}

/** How often a running server sweeps unfinished uploads and documents no record holds. */
export const DOCUMENT_SWEEP_INTERVAL_MS = 10 * 60_000;

/**
 * Deletes what uploads left behind: chunks of uploads cut off mid-way, and
 * documents no record holds after UNATTACHED_DOCUMENT_HOURS. At the start of an embedded PGlite
 * (one process, so no upload can be in flight) every unfinished upload's chunks go whatever their
 * age; otherwise those idle for UNFINISHED_UPLOAD_IDLE_SECONDS.
 */
export async function sweepStoredDocuments(
  database: Pick<Database, 'db' | 'kind'>,
  when: 'start' | 'running',
): Promise<{ unfinished: number; unattached: number }> {
  const noneInFlight = when === 'start' && database.kind === 'pglite';
  const unfinished = await sweepUnfinishedUploads(database.db, noneInFlight ? 0 : undefined);
  const unattached = await sweepUnattachedDocuments(database.db);
  return { unfinished, unattached };
}

/** Builds the app on an already migrated database; closing the app closes the database. */
export async function buildAppOn(config: AppConfig, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.apikey',
          'password',
          'jwt',
          'jwtToken',
          '*.password',
          '*.jwt',
          '*.jwtToken',
          // Passwords in their other names, and the one-time password answered once.
          'currentPassword',
          'newPassword',
          'confirmPassword',
          'oneTimePassword',
          'passwordHash',
          '*.currentPassword',
          '*.newPassword',
          '*.confirmPassword',
          '*.oneTimePassword',
          '*.passwordHash',
        ],
        censor: '[redacted]',
      },
      // Every logged error without its message's data, query text or parameters.
      serializers: { err: safeErrorSerializer },
      ...(config.logStream ? { stream: config.logStream } : {}),
    },
    logController: new AccessLog(),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // An empty JSON body (e.g. a bodiless POST sent with Content-Type: application/json) is "no body".
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    defaultJsonParser(request, text, (error, value) => {
      if (error) return done(error, undefined);
      // PostgreSQL text cannot hold NUL or an unpaired surrogate; refuse it here rather than fail there.
      const refusal = unstorableRefusal(value);
      return refusal ? done(refusal, undefined) : done(null, value);
    });
  });

  const authCache = new AuthCache();
  await authCache.follow(database);
  const ctx: AppContext = {
    db: database.db,
    dbKind: database.kind,
    tokens: createTokenService(config.jwtSecret, config.tokenTtl),
    authCache,
    config,
    uploadRate: new UploadRate(storageConfig(config)),
  };
  app.decorate('ctx', ctx);
  const routeCatalogue: RouteEntry[] = [];
  app.decorate('routeCatalogue', routeCatalogue);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routeCatalogue.push({ method, url: route.url, config: (route.config ?? {}) as FastifyContextConfig });
    }
  });
  // The sweep of unfinished uploads and unattached documents, every 10 minutes while serving.
  const sweep = setInterval(() => {
    sweepStoredDocuments(database, 'running').then(
      (swept) => {
        if (swept.unfinished + swept.unattached > 0) app.log.info(swept, 'stored documents swept');
      },
      (error: unknown) => app.log.warn({ err: error }, 'the sweep of stored documents failed'),
    );
  }, DOCUMENT_SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  // Mail: the outbox delivered through SMTP_URL (or kept without it) and the daily digest. Stopped
  // before the database closes, after waiting for the batch in flight.
  const mailRunner = new MailRunner(
    database.db,
    {
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      appUrl: appUrlOf(config),
      options: config.mailRunner,
      runDigests,
      digestUnsubscribeUrl: (userId, tenantCode) => digestUnsubscribeUrl(config, userId, tenantCode),
      // Once a day per process: companies whose subscription ends within 14 days tell their ADMINs.
      daily: (db, now) => notifySubscriptionsEnding(db, now, { appUrl: appUrlOf(config) }),
    },
    app.log,
  );
  app.decorate('mailRunner', mailRunner);
  app.addHook('onReady', async () => mailRunner.start());
  app.addHook('preClose', async () => mailRunner.stop());
  app.addHook('onClose', async () => database.close());
  database.pool?.on('error', (error) => app.log.warn({ err: error }, 'an idle database connection was lost'));
  // On shutdown, answers still in flight ask the client to close its keep-alive connection, so that
  // close() finishes when they are sent instead of waiting out the keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  registerErrorHandler(app);

  registerSecurityHeaders(app);

  // With REDIS_URL the counters (these and the sign-in routes' own) are Redis
  // keys every process shares; without it each process counts in its memory.
  const redis = config.redisUrl ? await connectRateLimitRedis(config.redisUrl, app.log) : undefined;
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.globalPerMinute,
    timeWindow: '1 minute',
    // The limit guards the API. One page load fetches dozens of static chunks, and a 429 on one of
    // them breaks the screen, so the built web app's files are not counted.
    allowList: (request) => request.routeOptions.config?.webApp === true,
    ...(redis
      ? { redis, nameSpace: config.redisKeyPrefix ?? DEFAULT_REDIS_KEY_PREFIX, skipOnError: true }
      : {}),
  });

  // OpenAPI from the same zod schemas, served at GET /openapi.json (public).
  await registerOpenApi(app);

  // Multipart uploads: small defaults; each upload route passes its own limits to request.file().
  // Fields are not attached to the body, so the body tenant guard never sees them: upload routes
  // take the tenant from the (guarded) path or the token.
  await app.register(multipart, {
    limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 },
  });

  registerAuth(app, ctx);
  // A NUL or an unpaired surrogate in a path parameter or query string is refused before
  // any handler (the contract's safeString refuses them too; this covers a route without a schema).
  app.addHook('preValidation', async (request) => {
    const refusal = unstorableRefusal(request.params) ?? unstorableRefusal(request.query);
    if (refusal) throw refusal;
  });
  registerIdempotency(app, ctx.db);

  for (const feature of FEATURES) await app.register(feature(ctx));

  await registerWebApp(app, config.webDist);
  return app;
}

/** Serves the built SPA at `/` when its folder exists; its routes are public. */
async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  if (!existsSync(webDist) || !statSync(webDist).isDirectory()) {
    app.log.warn({ webDist }, 'web app not built: the SPA will not be served (run npm run build)');
    return;
  }
  const assets = path.resolve(webDist, 'assets') + path.sep;
  await app.register(async (instance) => {
    instance.addHook('onRoute', (route) => {
      route.config = { ...(route.config ?? {}), public: true, webApp: true };
    });
    await instance.register(fastifyStatic, {
      root: webDist,
      index: ['index.html'],
      // The build writes .br and .gz beside each text file; the one the browser accepts is sent.
      preCompressed: true,
      // Not the build manifest (dist/.vite), which only the bundle budget check reads.
      dotfiles: 'ignore',
      // Content-hashed chunks never change under their name; everything else is revalidated.
      setHeaders: (reply, filePath) => {
        const hashed = path.resolve(filePath).startsWith(assets);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  });
}
