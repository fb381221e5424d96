import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { type FirstPassChunk, planChunks } from './chunk-plan';

/** Where the dev server forwards API calls (the Sitebook server). */
const apiTarget = process.env.SITEBOOK_API ?? 'http://127.0.0.1:18090';

/** The charts' modules: only the screens with charts load them. */
const CHARTS =
  /[\\/]node_modules[\\/](@mantine[\\/]charts|recharts|recharts-scale|react-smooth|victory-vendor|d3-[a-z-]+|internmap|lodash|decimal\.js-light|fast-equals|eventemitter3|tiny-invariant|prop-types|react-is|@mantine[\\/]core[\\/]esm[\\/]components[\\/]ColorSwatch)[\\/]/;

/**
 * Vendor groups: stable, separately cached chunks shared by every route. Only libraries the first
 * screen needs whole: a group is one chunk, so a group for zod or react-query would put all of it
 * (what later screens use included) into the first page load (the bundle budget,
 * scripts/check-bundle.mjs, docs/PERFORMANCE.md).
 */
const vendorGroups: {
  name: string;
  test: RegExp | ((id: string) => boolean);
  maxSize?: number;
  priority: number;
  includeDependenciesRecursively?: boolean;
}[] = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  {
    name: 'router',
    test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
    priority: 25,
  },
  {
    // The charts of Executive Summary: @mantine/charts, recharts and the d3 and lodash
    // pieces recharts uses. Only that screen imports them, so they load with it, never before.
    name: 'charts',
    test: CHARTS,
    priority: 20,
    // Not what they import from elsewhere (Mantine's core, clsx, react): that stays where it was. What
    // only the charts use (prop-types, react-is, Mantine's ColorSwatch) is named above: left out, it
    // would land in the screen's chunk, which the charts chunk would then import while the screen
    // imports it, and the screen would fail to load (a module read before it is set).
    includeDependenciesRecursively: false,
  },
];

/**
 * react-router's package exports resolve to its development build whatever the mode
 * (remix-run/react-router#14102); production builds take its production build, without dev warnings.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * Writes `.br` and `.gz` beside every built text file of 1 kB or more, which the server sends to
 * browsers that accept them (@fastify/static `preCompressed`), so nothing is compressed per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'sitebook:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          if (entry.name.startsWith('.')) return [];
          const full = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file) || statSync(file).size < 1024) continue;
        const content = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
      }
    },
  };
}

/** Set while the first of the build's two passes runs (chunk-plan.ts). */
const FIRST_PASS = 'SITEBOOK_WEB_FIRST_PASS';

/**
 * The first pass (same config, nothing written) and the plan its chunks give: the `shell` and
 * `shared` groups, after the groups above.
 */
async function plannedGroups(root: string): Promise<typeof vendorGroups> {
  process.env[FIRST_PASS] = '1';
  let output: Awaited<ReturnType<typeof build>>;
  try {
    output = await build({ root, logLevel: 'silent', build: { write: false } });
  } finally {
    delete process.env[FIRST_PASS];
  }
  const outputs = Array.isArray(output) ? output : [output];
  const chunks: FirstPassChunk[] = outputs.flatMap((o) =>
    'output' in o ? o.output.flatMap((item) => (item.type === 'chunk' ? [item] : [])) : [],
  );
  const plan = planChunks(chunks, (id) => CHARTS.test(id));
  // Each group holds exactly the modules the plan names (never what they import).
  const group = (name: keyof typeof plan, priority: number) => ({
    name,
    test: (id: string) => plan[name].has(id),
    priority,
    includeDependenciesRecursively: false,
  });
  return [group('boot', 14), group('signIn', 13), group('shell', 12), group('shared', 11)];
}

export default defineConfig(async ({ command }) => {
  const firstPass = process.env[FIRST_PASS] === '1';
  // CHUNK_PLAN_OFF=1: the bundler's own chunks, to measure what the plan changes (docs/PERFORMANCE.md).
  const groups =
    command === 'build' && !firstPass && process.env.CHUNK_PLAN_OFF !== '1'
      ? [...vendorGroups, ...(await plannedGroups(import.meta.dirname))]
      : vendorGroups;
  return {
    plugins: firstPass ? [react()] : [react(), precompress()],
    resolve: {
      alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
    },
    server: {
      port: 5173,
      proxy: {
        '^/(wfm-|health)': { target: apiTarget, changeOrigin: true },
      },
    },
    preview: {
      proxy: {
        '^/(wfm-|health)': { target: apiTarget, changeOrigin: true },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      // dist/.vite/manifest.json: scripts/check-bundle.mjs follows the chunks' imports with it.
      manifest: true,
      chunkSizeWarningLimit: 400,
      // Every browser the app supports has <link rel="modulepreload">.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: { groups },
        },
      },
    },
  };
});
