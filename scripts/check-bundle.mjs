#!/usr/bin/env node
// Bundle budget of the built web app, read from Vite's build manifest
// (apps/web/dist/.vite/manifest.json), never guessed from file names:
//   (a) first-load JavaScript of the login route: the entry chunk, everything index.html loads or
//       modulepreloads, their static imports, and the login page's own chunk(s) if it is split off
//       — at most 150 kB gzip in total;
//   (b) every lazily loaded chunk (a dynamic import target: each route's screen, the layout, ...)
//       — at most 50 kB gzip each;
//   (c) the JS files a screen opened from a link loads (the entry's and the screen's static imports,
//       the layout's included) — at most 12 (apps/web/chunk-plan.ts).
// Sizes are gzip at zlib's default level (what `vite build` reports); 1 kB = 1000 bytes.
// Prints the figures, exits 1 when a budget is exceeded (or the build is missing).
//   node scripts/check-bundle.mjs [--dist apps/web/dist] [--report reports/bundle.json]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const FIRST_LOAD_BUDGET = 150_000;
export const LAZY_CHUNK_BUDGET = 50_000;
export const SCREEN_FILES_BUDGET = 12;
/** The login route's module (apps/web/src/app/router.tsx, the index route of '/'). */
const LOGIN_ROUTE_MODULES = ['src/features/login/login-page.tsx'];

const root = resolve(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] ? resolve(process.argv[i + 1]) : fallback;
};
const dist = arg('--dist', join(root, 'apps/web/dist'));
const reportFile = arg('--report', undefined);

const manifestFile = join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No build manifest at ${manifestFile}: run \`npm run build\` (build.manifest must be on).`);
  process.exit(1);
}
/** @type {Record<string, {file: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const gzCache = new Map();
const gz = (file) => {
  if (!gzCache.has(file)) {
    const bytes = readFileSync(join(dist, file));
    gzCache.set(file, { raw: bytes.length, gzip: gzipSync(bytes).length });
  }
  return gzCache.get(file);
};
const kB = (n) => `${(n / 1000).toFixed(2)} kB`;

/** A manifest key and its static imports, recursively → the set of JS files. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no entry ${key}`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) staticClosure(dep, files);
  return files;
}

// (a) first load: the HTML entry's closure, whatever index.html names, the login route's chunks.
const entryKeys = Object.keys(manifest).filter((k) => manifest[k].isEntry);
if (entryKeys.length !== 1) throw new Error(`expected one entry in the manifest, found ${entryKeys.length}`);
const firstLoad = staticClosure(entryKeys[0]);
for (const [, ref] of html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="\/?([^"]+\.m?js)"/g)) {
  firstLoad.add(ref);
}
for (const key of LOGIN_ROUTE_MODULES) {
  // Absent from the manifest means the page is bundled into the entry's chunks (static import).
  if (manifest[key]) staticClosure(key, firstLoad);
}
const firstLoadRows = [...firstLoad].map((file) => ({ file, ...gz(file) })).sort((a, b) => b.gzip - a.gzip);
const firstLoadGzip = firstLoadRows.reduce((sum, r) => sum + r.gzip, 0);
const firstLoadRaw = firstLoadRows.reduce((sum, r) => sum + r.raw, 0);
const firstLoadCss = [...new Set(entryKeys.flatMap((k) => manifest[k].css ?? []))].map((file) => ({
  file,
  ...gz(file),
}));

// (b) lazy chunks: every dynamic import target; also what each adds beyond the first load.
const lazyRows = Object.entries(manifest)
  .filter(([, c]) => c.isDynamicEntry)
  .map(([key, c]) => {
    const extra = [...staticClosure(key)].filter((f) => !firstLoad.has(f));
    const files = new Set([...staticClosure(entryKeys[0]), ...staticClosure(key)]).size;
    return { key, file: c.file, ...gz(c.file), adds: extra.reduce((sum, f) => sum + gz(f).gzip, 0), files };
  })
  .sort((a, b) => b.gzip - a.gzip);
const overLazy = lazyRows.filter((r) => r.gzip > LAZY_CHUNK_BUDGET);
const screenRows = lazyRows.filter((r) => /-page\.tsx$|view-vendor-with-ledger\.tsx$/.test(r.key));
const mostFiles = Math.max(0, ...screenRows.map((r) => r.files));
const overFiles = screenRows.filter((r) => r.files > SCREEN_FILES_BUDGET);

console.log(`Bundle budget (${dist.replace(`${root}/`, '')}, gzip at zlib's default level, 1 kB = 1000 B)`);
console.log(`\nFirst load of the login route: ${firstLoadRows.length} JS files`);
for (const r of firstLoadRows)
  console.log(`  ${kB(r.gzip).padStart(10)}  ${kB(r.raw).padStart(11)} raw  ${r.file}`);
for (const r of firstLoadCss)
  console.log(`  ${kB(r.gzip).padStart(10)}  ${kB(r.raw).padStart(11)} raw  ${r.file} (CSS, not counted)`);
console.log(`  ${kB(firstLoadGzip).padStart(10)}  ${kB(firstLoadRaw).padStart(11)} raw  total JS`);
console.log(
  `\nLazy chunks: ${lazyRows.length} (own size; "adds" = everything it loads beyond the first load; files = JS files it loads from a link)`,
);
for (const r of lazyRows) {
  console.log(
    `  ${kB(r.gzip).padStart(10)}  adds ${kB(r.adds).padStart(9)}  ${String(r.files).padStart(3)} files  ${r.key}`,
  );
}

const budgets = [
  {
    name: 'first-load JS of the login route',
    limit: FIRST_LOAD_BUDGET,
    actual: firstLoadGzip,
    pass: firstLoadGzip <= FIRST_LOAD_BUDGET,
  },
  {
    name: 'largest lazy chunk',
    limit: LAZY_CHUNK_BUDGET,
    actual: lazyRows[0]?.gzip ?? 0,
    pass: overLazy.length === 0,
    detail: overLazy.map((r) => `${r.key} ${kB(r.gzip)}`),
  },
  {
    name: 'JS files a screen loads from a link',
    limit: SCREEN_FILES_BUDGET,
    actual: mostFiles,
    unit: 'files',
    pass: overFiles.length === 0,
    detail: overFiles.map((r) => `${r.key} ${r.files}`),
  },
];
console.log('');
for (const b of budgets) {
  console.log(
    `${b.pass ? 'PASS' : 'FAIL'}  ${b.name}: ` +
      (b.unit ? `${b.actual} (budget ${b.limit})` : `${kB(b.actual)} gzip (budget ${kB(b.limit)})`) +
      (b.detail?.length ? ` — over: ${b.detail.join(', ')}` : ''),
  );
}
const passed = budgets.filter((b) => b.pass).length;
const failed = budgets.length - passed;

if (reportFile) {
  mkdirSync(dirname(reportFile), { recursive: true });
  writeFileSync(
    reportFile,
    `${JSON.stringify(
      {
        passed,
        failed,
        budgets,
        firstLoad: firstLoadRows,
        lazy: lazyRows.map(({ key, file, gzip, raw, adds, files }) => ({
          key,
          file,
          gzip,
          raw,
          adds,
          files,
        })),
      },
      null,
      2,
    )}\n`,
  );
}
process.exit(failed ? 1 : 0);
