import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const config = loadConfig();
const app = await buildApp(config);
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
