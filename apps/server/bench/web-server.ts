/**
 * The built server for the browser benches (lighthouse.ts, first-data.ts): Debian's Chromium, a free
 * port, the server started as `npm run serve` runs it with the demo seed, and demoadmin's session as
 * the web app stores it (apps/web/src/lib/session-store.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API } from '@sitebook/contract';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../..');
/** The built web app the server serves (WEB_DIST to measure another build). */
export const webDist = path.resolve(process.env.WEB_DIST?.trim() || path.join(repoRoot, 'apps/web/dist'));

/** apps/web/src/lib/session-store.ts: SESSION_STORAGE_KEY and the stored value's shape. */
export const SESSION_STORAGE_KEY = 'sitebook.session';
const DEMO = { userName: 'demoadmin', password: 'Demo@12345' };

export function findChrome(): string {
  const found = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (p) => p && existsSync(p),
  );
  if (!found) throw new Error('No Chromium found: set CHROME_PATH or apt-get install chromium');
  return found;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * The real server (the built dist/main.js) with the demo seed, on a fresh PGlite directory, or on
 * `databaseUrl` when given; resolves once /health answers.
 */
export async function startServer(
  dataDir: string,
  databaseUrl = '',
): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--conditions=sitebook-dist', 'apps/server/dist/main.js'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist,
      RATE_LIMIT_GLOBAL: '100000',
      RATE_LIMIT_LOGIN: '10000',
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/health`)).ok) return { origin, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not answer /health within 120 s');
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** Logs demoadmin in through the API: the stored session value the web app keeps. */
export async function login(origin: string): Promise<string> {
  const response = await fetch(`${origin}${API.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const body = (await response.json()) as { jwt?: string; userName?: string };
  if (response.status !== 202 || !body.jwt || !body.userName) {
    throw new Error(`login answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return JSON.stringify({ jwt: body.jwt, userName: body.userName });
}
