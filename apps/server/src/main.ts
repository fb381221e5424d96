import v8 from 'node:v8';
import { buildApp } from './app.js';
import { type AppConfig, loadConfig } from './config.js';

// After each full collection V8 lets the old generation grow to up to 4× what is live before the next
// one. Under a few thousand requests a second that let ~30 MB of live objects swell the heap to ~130 MB
// in some runs (resident size 240-260 MB); at 1.5× it stays near 170 MB, at the same throughput
// (docs/PERFORMANCE.md). V8 reads this when it sets each new limit, so setting it here takes effect
// from the first full collection on, whichever way the server is started.
v8.setFlagsFromString('--heap-growing-percent=50');

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  // A configuration refusal (a weak JWT_SECRET, a bad PORT) is a sentence for the operator, not a stack.
  console.error(`Sitebook cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
// The demo's logins are published, so the seed is loaded only when asked: `npm start` passes --demo;
// SEED_DEMO=true asks too. `npm run serve` and a PostgreSQL install never load it.
const demo = config.seedDemo || process.argv.slice(2).includes('--demo');
const seed = demo ? (await import('./cli/demo.js')).seedDemoIntoEmpty : undefined;
const app = await buildApp(config, seed);
if (config.databaseUrl && !process.env.JWT_SECRET) {
  app.log.warn(
    'JWT_SECRET is not set: using the secret generated under DATA_DIR. Several instances must share one JWT_SECRET.',
  );
}

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Sitebook listening on http://${config.host}:${config.port} (database: ${app.ctx.dbKind}, data: ${config.dataDir})`,
  );
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await app.close();
  process.exit(1);
}
