import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// Both come with lighthouse (its own launcher and its page driver).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { findChrome, login, SESSION_STORAGE_KEY, startServer, stopServer, webDist } from './web-server.js';

const RUNS = Number(process.env.LH_RUNS ?? 3);
/** Unmeasured loads of each page first (LH_WARMUP, default 2): see warmUp. */
const WARMUP = Number(process.env.LH_WARMUP ?? 2);
/** Where to keep each run's full Lighthouse report (JSON), when set. */
const REPORT_DIR = process.env.LH_REPORT_DIR;
const TARGET = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];

/** The flags the issue names for Debian's Chromium in this environment. */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const ALL_PAGES = [
  { name: 'login', hash: '#/', loggedIn: false },
  { name: 'vendor list', hash: '#/home/vendor/myvendor', loggedIn: true },
] as const;
/** LH_PAGES=vendor (a part of a page's name) measures only the pages it names. */
const PAGES = ALL_PAGES.filter((p) => !process.env.LH_PAGES || p.name.includes(process.env.LH_PAGES));

const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;

export interface LighthouseRun {
  scores: Record<Category, number>;
  metrics: Record<keyof typeof METRICS, number>;
  /** Audits of the scored categories that did not pass, with their titles. */
  failing: string[];
  lighthouseVersion: string;
  /** Lighthouse's measure of this machine's CPU speed during the run. */
  benchmarkIndex: number;
}

export interface LighthousePageResult {
  page: string;
  url: string;
  runs: LighthouseRun[];
  median: Record<Category, number>;
}

/** Stores the session in the origin's local storage (from a same-origin document), then empties the HTTP cache. */
async function seedSession(tab: Page, origin: string, session: string): Promise<void> {
  await tab.goto(`${origin}/health`);
  await tab.evaluate(
    // Runs in the page (the server's tsconfig has no DOM types).
    (key: string, value: string) =>
      (
        globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
      ).localStorage.setItem(key, value),
    SESSION_STORAGE_KEY,
    session,
  );
  const cdp = await tab.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/**
 * Loads each page WARMUP times without measuring: the server has just started, and its first
 * answers (cold code paths, a cold database) would otherwise weigh on the first measured runs.
 */
async function warmUp(chromePath: string, origin: string, session: string): Promise<void> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  let browser: Browser | undefined;
  try {
    browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    for (let i = 0; i < WARMUP; i++) {
      for (const page of PAGES) {
        const tab = await browser.newPage();
        try {
          if (page.loggedIn) await seedSession(tab, origin, session);
          await tab.goto(`${origin}/${page.hash}`, { waitUntil: 'networkidle0', timeout: 60_000 });
        } finally {
          await tab.close().catch(() => undefined);
        }
      }
    }
  } finally {
    await browser?.disconnect().catch(() => undefined);
    chrome.kill();
  }
}

/** One Lighthouse run in a fresh Chromium (as the Lighthouse CLI does); one retry on a runtime error. */
async function measure(
  chromePath: string,
  origin: string,
  page: (typeof ALL_PAGES)[number],
  session: string,
  attempt = 1,
): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  let browser: Browser | undefined;
  try {
    browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    return await measureIn(browser, chrome.port, origin, page, session);
  } catch (error) {
    if (attempt >= 2 || !(error instanceof LighthouseRuntimeError)) throw error;
    console.log(`  ${page.name}: ${error.message}; running it again`);
  } finally {
    await browser?.disconnect().catch(() => undefined);
    chrome.kill();
  }
  return measure(chromePath, origin, page, session, attempt + 1);
}

class LighthouseRuntimeError extends Error {}

async function measureIn(
  browser: Browser,
  port: number,
  origin: string,
  page: (typeof ALL_PAGES)[number],
  session: string,
): Promise<LighthouseRun> {
  const tab = await browser.newPage();
  try {
    const flags: Flags = {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    };
    if (page.loggedIn) {
      // Lighthouse must not reset storage (it would log the session out), so it does not clear
      // the HTTP cache either: seedSession does.
      await seedSession(tab, origin, session);
      flags.disableStorageReset = true;
    }
    const result = await lighthouse(`${origin}/${page.hash}`, flags, desktopConfig, tab);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${page.name}`);
    if (lhr.runtimeError) {
      throw new LighthouseRuntimeError(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      const name = `${page.name.replace(/\W+/g, '-')}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
      writeFileSync(path.join(REPORT_DIR, name), JSON.stringify(lhr));
    }
    const finalUrl = lhr.finalDisplayedUrl;
    if (page.loggedIn && !finalUrl.includes(page.hash)) {
      throw new Error(`the vendor list ended at ${finalUrl}: the stored session was not accepted`);
    }
    return summarise(lhr);
  } finally {
    await tab.close().catch(() => undefined);
  }
}

function summarise(lhr: Result): LighthouseRun {
  const scores = {} as Record<Category, number>;
  const failing: string[] = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] = Math.round((category?.score ?? 0) * 100);
    for (const ref of category?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      failing.push(`${id}: ${audit.id} — ${audit.title}${value}, score ${audit.score}`);
    }
  }
  const metrics = {} as Record<keyof typeof METRICS, number>;
  for (const [name, id] of Object.entries(METRICS) as [keyof typeof METRICS, string][]) {
    metrics[name] = lhr.audits[id]?.numericValue ?? Number.NaN;
  }
  return {
    scores,
    metrics,
    failing,
    lighthouseVersion: lhr.lighthouseVersion,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

const fmtMetric = (name: string, value: number) =>
  name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;

export async function runLighthouseBench(): Promise<LighthousePageResult[]> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(
      `No web build at ${webDist}: run \`npm run build\` first (npm run bench:lighthouse does)`,
    );
  }
  const chromePath = findChrome();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sitebook-lighthouse-'));
  const { origin, child } = await startServer(dataDir);
  const results: LighthousePageResult[] = [];
  try {
    const session = await login(origin);
    console.log(
      `Lighthouse (desktop preset), ${RUNS} run(s) per page after ${WARMUP} unmeasured load(s), ${chromePath}, server ${origin}`,
    );
    await warmUp(chromePath, origin, session);
    for (const page of PAGES) {
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await measure(chromePath, origin, page, session);
        runs.push(run);
        console.log(
          `  ${page.name.padEnd(12)} run ${i + 1}: ${CATEGORIES.map((c) => `${c} ${run.scores[c]}`).join(', ')}; ` +
            Object.entries(run.metrics)
              .map(([name, value]) => `${name} ${fmtMetric(name, value)}`)
              .join(', ') +
            ` (Lighthouse ${run.lighthouseVersion}, benchmarkIndex ${Math.round(run.benchmarkIndex)})`,
        );
      }
      const med = Object.fromEntries(
        CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]),
      ) as Record<Category, number>;
      results.push({ page: page.name, url: `${origin}/${page.hash}`, runs, median: med });
      const failing = [...new Set(runs.flatMap((r) => r.failing))];
      if (failing.length) console.log(`    audits below 0.9 in some run:\n      ${failing.join('\n      ')}`);
    }
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(
    `\npage          ${CATEGORIES.map((c) => c.padStart(16)).join('')}   (median of ${RUNS}; target ≥ ${TARGET})`,
  );
  for (const r of results) {
    const cells = CATEGORIES.map((c) => `${r.median[c]}${r.median[c] >= TARGET ? '' : ' (!)'}`.padStart(16));
    console.log(`${r.page.padEnd(14)}${cells.join('')}`);
  }
  const below = results.flatMap((r) =>
    CATEGORIES.filter((c) => r.median[c] < TARGET).map((c) => `${r.page} ${c}`),
  );
  console.log(below.length ? `below target: ${below.join(', ')}` : 'every median meets its target');
  return results;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runLighthouseBench();
}
