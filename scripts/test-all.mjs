#!/usr/bin/env node
// `npm test`: every suite in turn — lint, typecheck, server integration (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), web components, the build (contract, server, web) and the web bundle
// budget, and the browser suite against the built server — then one line `N passed, N failed` summing
// every runner (the bundle budget counts one per budget). Exits non-zero if any step failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const reports = join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const chromium = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p) => p && existsSync(p),
);
const e2eRequired = process.env.E2E_REQUIRED === '1';

const failedSteps = [];
let passed = 0;
let failed = 0;
let skipped = 0;

/** Each step's wall time, printed at the end so a slow suite is seen. */
const timings = [];

function run(name, command, args, env = {}) {
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push({ name, seconds: (Date.now() - started) / 1000, ok: result.status === 0 });
  if (result.status !== 0) failedSteps.push(name);
  return result.status === 0;
}

function minutes(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

let flaky = 0;

function countBundle(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.passed ?? 0;
  failed += report.failed ?? 0;
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  flaky += stats.flaky ?? 0;
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
}

const vitest = (workspace, report) => [
  'vitest',
  'run',
  '--root',
  workspace,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, report)}`,
];

run('lint', 'npx', ['biome', 'check', '.']);
run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('server tests', 'npx', vitest('apps/server', 'server.json'));
countVitest(join(reports, 'server.json'));
run('web tests', 'npx', vitest('apps/web', 'web.json'));
countVitest(join(reports, 'web.json'));
const built = run('build', 'npm', ['run', '--silent', 'build']);
if (built) {
  run('bundle budget', 'node', ['scripts/check-bundle.mjs', '--report', join(reports, 'bundle.json')]);
  countBundle(join(reports, 'bundle.json'));
}

if (!chromium) {
  const message =
    'NO CHROMIUM FOUND (set CHROME_PATH or apt-get install chromium): the browser suite did not run.';
  console.log(`\n${'!'.repeat(message.length)}\n${message}\n${'!'.repeat(message.length)}`);
  if (e2eRequired) failedSteps.push('browser tests (E2E_REQUIRED=1 but no Chromium)');
} else if (built) {
  run('browser tests', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  });
  countPlaywright(join(reports, 'e2e.json'));
}

console.log('\nTime per step:');
for (const t of timings)
  console.log(`  ${t.name.padEnd(14)} ${minutes(t.seconds).padStart(8)}${t.ok ? '' : '  (failed)'}`);
console.log(`  ${'total'.padEnd(14)} ${minutes(timings.reduce((sum, t) => sum + t.seconds, 0)).padStart(8)}`);
console.log('');
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
if (flaky) console.log(`${flaky} flaky (failed once, then passed on the retry): see the browser suite above`);
if (skipped) console.log(`${skipped} skipped`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length || failed ? 1 : 0);
