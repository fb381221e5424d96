/**
 * Benchmark: how long a pasted link takes to show its data, in Debian's Chromium
 * driven by Playwright, against the built server with the demo data, on PGlite and (with
 * BENCH_DATABASE_URL) on PostgreSQL. For Vendor Payables, View Vendor and the Executive Summary:
 *   cold — a new browser context (empty HTTP cache) with the stored session, the link opened;
 *   warm — the same link again in that context (the app's files cached, the session's answers not:
 *          a pasted link or a reload starts the app afresh);
 *   in-app — from the loaded app, a hash change to the screen (the router's navigation).
 * Each figure is the median of FIRST_DATA_RUNS (default 5) from the navigation's start to the
 * screen's first record on screen, with the requests the browser made until then (the waterfall's
 * length). Targets: warm ≤ 600 ms, cold ≤ 1 s, in-app ≤ 200 ms; OVER marks a miss. Figures are
 * printed, nothing is asserted.
 *
 *   BENCH_ONLY=first-data npm run bench
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { envNumber, freshPostgres, median } from './lib.js';
import { findChrome, login, SESSION_STORAGE_KEY, startServer, stopServer } from './web-server.js';

const RUNS = envNumber('FIRST_DATA_RUNS', 5);
const TARGETS = { cold: 1000, warm: 600, inApp: 200 } as const;

interface Screen {
  name: string;
  hash: string;
  /** The screen's first record, once it is on screen. */
  data: (page: Page) => Locator;
}

const SCREENS: Screen[] = [
  {
    name: 'Vendor Payables',
    hash: '#/home/vendor/payables',
    data: (page) =>
      page
        .getByRole('main')
        .getByText(/^VPB\d{5}$/)
        .first(),
  },
  {
    name: 'View Vendor',
    hash: '#/home/vendor/myvendor/viewvendor/VEN00001',
    data: (page) => page.getByRole('main').getByText('VEN00001', { exact: true }).first(),
  },
  {
    name: 'Executive Summary',
    hash: '#/home/vendor/payables/executivesumm',
    data: (page) =>
      page
        .getByRole('main')
        .getByText(/^\d[\d,]*\.\d\d$/)
        .first(),
  },
];

export interface FirstDataFigure {
  database: string;
  screen: string;
  mode: 'cold' | 'warm' | 'inApp';
  ms: number;
  requests: number;
}

/** Opens `url` (or changes the hash) and waits for the screen's data: ms and requests until then. */
async function timeToData(page: Page, screen: Screen, open: () => Promise<unknown>) {
  let requests = 0;
  const count = () => {
    requests += 1;
  };
  page.on('request', count);
  const started = performance.now();
  try {
    await open();
    await screen.data(page).waitFor({ state: 'visible', timeout: 60_000 });
    return { ms: performance.now() - started, requests };
  } finally {
    page.off('request', count);
  }
}

async function newContext(browser: Awaited<ReturnType<typeof chromium.launch>>, session: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(
    ([key, value]) => {
      // Runs in the page (the server's tsconfig has no DOM types).
      (
        globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
      ).localStorage.setItem(key as string, value as string);
    },
    [SESSION_STORAGE_KEY, session],
  );
  return context;
}

async function measureScreen(
  context: BrowserContext,
  origin: string,
  screen: Screen,
): Promise<Record<'cold' | 'warm' | 'inApp', { ms: number; requests: number }>> {
  const page = await context.newPage();
  const home = await context.newPage();
  try {
    const cold = await timeToData(page, screen, () => page.goto(`${origin}/${screen.hash}`));
    const warm = await timeToData(page, screen, () => page.reload());
    // In the app: a page loaded at home (nothing of the screen in its query cache), then the
    // router's navigation to the screen.
    await home.goto(`${origin}/#/home`);
    await home.getByRole('main').waitFor();
    await home.waitForLoadState('networkidle');
    const inApp = await timeToData(home, screen, () =>
      home.evaluate((hash) => {
        (globalThis as unknown as { location: { hash: string } }).location.hash = hash;
      }, screen.hash),
    );
    return { cold, warm, inApp };
  } finally {
    await page.close();
    await home.close();
  }
}

async function benchOn(database: string, databaseUrl: string): Promise<FirstDataFigure[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sitebook-first-data-'));
  const { origin, child } = await startServer(dataDir, databaseUrl);
  const browser = await chromium.launch({ executablePath: findChrome(), args: ['--no-sandbox'] });
  const figures: FirstDataFigure[] = [];
  try {
    const session = await login(origin);
    // One unmeasured pass: a server just started answers its first calls slowly.
    const warmup = await newContext(browser, session);
    for (const screen of SCREENS) await measureScreen(warmup, origin, screen);
    await warmup.close();
    for (const screen of SCREENS) {
      const runs: Record<'cold' | 'warm' | 'inApp', { ms: number; requests: number }>[] = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await newContext(browser, session);
        try {
          runs.push(await measureScreen(context, origin, screen));
        } finally {
          await context.close();
        }
      }
      for (const mode of ['cold', 'warm', 'inApp'] as const) {
        figures.push({
          database,
          screen: screen.name,
          mode,
          ms: median(runs.map((r) => r[mode].ms)),
          requests: median(runs.map((r) => r[mode].requests)),
        });
      }
    }
  } finally {
    await browser.close();
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

function print(figures: FirstDataFigure[]) {
  console.log(
    `first data on screen, median of ${RUNS} (targets: cold ≤ 1 s, warm ≤ 600 ms, in-app ≤ 200 ms)`,
  );
  for (const f of figures) {
    const over = f.ms > TARGETS[f.mode] ? '  OVER' : '';
    console.log(
      `  ${f.database.padEnd(10)} ${f.screen.padEnd(18)} ${f.mode.padEnd(5)} ${f.ms.toFixed(0).padStart(6)} ms  ${String(f.requests).padStart(3)} requests${over}`,
    );
  }
}

export async function runFirstDataBench(): Promise<FirstDataFigure[]> {
  const figures = await benchOn('PGlite', '');
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) {
    const fresh = await freshPostgres(adminUrl, 'first_data');
    try {
      figures.push(...(await benchOn('PostgreSQL', fresh.url)));
    } finally {
      await fresh.drop();
    }
  } else {
    console.log('  (PostgreSQL: set BENCH_DATABASE_URL to measure it too)');
  }
  print(figures);
  return figures;
}
