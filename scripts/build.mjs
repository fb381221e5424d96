#!/usr/bin/env node
// `npm run build`: compiles the contract and the server to JavaScript (esbuild, one output file per
// source file, no bundling: `tsc` in `npm run typecheck` does the type checking) and builds the web app
// (Vite). Each part writes a hash of its inputs to `<dist>/.build-hash`.
//
//   node scripts/build.mjs                    every part, always
//   node scripts/build.mjs --if-stale         only the parts whose dist is missing or whose inputs changed
//   node scripts/build.mjs --if-stale server  only the named parts (contract, server, web)
//
// `npm start` runs it with --if-stale, so a start with nothing changed rebuilds nothing.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const at = (...parts) => join(root, ...parts);
const HASH_FILE = '.build-hash';

/** Every file under the given paths (files or folders), sorted, skipping node_modules and dist. */
function filesUnder(paths) {
  const files = [];
  const walk = (path) => {
    if (!existsSync(path)) return;
    if (!statSync(path).isDirectory()) return void files.push(path);
    for (const name of readdirSync(path))
      if (name !== 'node_modules' && name !== 'dist') walk(join(path, name));
  };
  for (const path of paths) walk(path);
  return files.sort();
}

/** One hash over the names and contents of a part's inputs (and this script). */
function hashOf(inputs) {
  const hash = createHash('sha256');
  for (const file of filesUnder([...inputs, at('package-lock.json'), at('scripts', 'build.mjs')])) {
    hash.update(relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** esbuild, per file: `src/a/b.ts` → `dist/a/b.js` (the sources already import `./b.js`). */
async function compile(srcDir, outDir) {
  rmSync(outDir, { recursive: true, force: true });
  const entryPoints = filesUnder([srcDir]).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'));
  await build({
    entryPoints,
    outdir: outDir,
    outbase: srcDir,
    bundle: false,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: true,
    logLevel: 'warning',
  });
}

const PARTS = {
  contract: {
    dist: at('packages', 'contract', 'dist'),
    inputs: [at('packages', 'contract', 'src'), at('packages', 'contract', 'package.json')],
    run: () => compile(at('packages', 'contract', 'src'), at('packages', 'contract', 'dist')),
  },
  server: {
    dist: at('apps', 'server', 'dist'),
    inputs: [at('apps', 'server', 'src'), at('apps', 'server', 'package.json')],
    run: async () => {
      const src = at('apps', 'server', 'src');
      const dist = at('apps', 'server', 'dist');
      await compile(src, dist);
      // What the compiled code reads next to itself: the SQL migrations (db/migrate.ts) and the
      // piscina worker file (lib/ts-worker.mjs).
      cpSync(join(src, 'db', 'migrations'), join(dist, 'db', 'migrations'), { recursive: true });
      for (const file of filesUnder([src]).filter((f) => f.endsWith('.mjs')))
        cpSync(file, join(dist, relative(src, file)));
    },
  },
  web: {
    dist: at('apps', 'web', 'dist'),
    inputs: [
      ...['src', 'public', 'index.html', 'vite.config.ts', 'postcss.config.cjs', 'package.json'].map((f) =>
        at('apps', 'web', f),
      ),
      at('packages', 'contract', 'src'),
      at('packages', 'contract', 'package.json'),
    ],
    run: () => {
      const result = spawnSync('npm', ['run', '--silent', 'build', '-w', '@sitebook/web'], {
        cwd: root,
        stdio: 'inherit',
      });
      if (result.status !== 0) throw new Error(`the web build failed (exit ${result.status})`);
    },
  },
};

const args = process.argv.slice(2);
const ifStale = args.includes('--if-stale');
const named = args.filter((a) => !a.startsWith('--'));
for (const name of named)
  if (!(name in PARTS)) throw new Error(`unknown part ${name} (${Object.keys(PARTS)})`);

for (const name of named.length ? named : Object.keys(PARTS)) {
  const part = PARTS[name];
  const hash = hashOf(part.inputs);
  const stamp = join(part.dist, HASH_FILE);
  if (ifStale && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash) {
    console.log(`build: ${name} is up to date (${relative(root, part.dist)})`);
    continue;
  }
  const started = performance.now();
  await part.run();
  writeFileSync(stamp, `${hash}\n`);
  console.log(
    `build: ${name} built in ${((performance.now() - started) / 1000).toFixed(1)} s (${relative(root, part.dist)})`,
  );
}
