import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium';

const port = Number(process.env.E2E_PORT ?? 18181);
const repoRoot = resolve(import.meta.dirname, '..');
// Every run starts the real server on a fresh embedded database seeded with the demo data.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'sitebook-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // One retry on CI absorbs a rare timing flake on the loaded 2-core machine; `npm test` prints how many
  // tests needed it ("N flaky"), so a flake is seen, never hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: join(repoRoot, 'reports', 'e2e.json') }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: /phone\.spec\.ts/,
    },
    {
      name: 'phone',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: false,
        hasTouch: true,
      },
      testMatch: /phone\.spec\.ts/,
    },
  ],
  webServer: {
    // The compiled server, as `npm start` runs it; each part is built first if its sources changed
    // since its last build (`npm test` has just built them all), so a run never tests stale JavaScript.
    command: 'node scripts/build.mjs --if-stale && node --conditions=sitebook-dist apps/server/dist/main.js',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    // Room for a web build when run on its own after a change (npm test has built everything before).
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Every simulated user shares 127.0.0.1; the per-IP limits are tested in the server suite.
      RATE_LIMIT_GLOBAL: '100000',
      RATE_LIMIT_LOGIN: '10000',
    },
  },
});
