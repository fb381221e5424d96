import { describe, expect, it } from 'vitest';
import { type FirstPassChunk, planChunks } from '../chunk-plan';

/** A first-pass chunk: its file, static imports, modules; `facade` for an entry. */
const chunk = (
  fileName: string,
  imports: string[],
  moduleIds: string[],
  kind: { entry?: boolean; dynamic?: boolean; facade?: string } = {},
): FirstPassChunk => ({
  fileName,
  imports,
  moduleIds,
  facadeModuleId: kind.facade ?? null,
  isEntry: kind.entry ?? kind.dynamic ?? false,
  isDynamicEntry: kind.dynamic ?? false,
});

const graph = [
  chunk('index.js', ['mantine.js'], ['/src/main.tsx', '/src/features/login/login-page.tsx'], {
    entry: true,
    facade: '/src/main.tsx',
  }),
  chunk('mantine.js', [], ['/node_modules/@mantine/core/Button.mjs']),
  chunk('login-actions.js', ['api.js'], ['/src/features/login/login-actions.ts'], {
    dynamic: true,
    facade: '/src/features/login/login-actions.ts',
  }),
  chunk('api.js', ['mantine.js'], ['/src/lib/api-client.ts']),
  chunk('layout.js', ['nav.js', 'api.js'], ['/src/app/layout/app-layout.tsx'], {
    dynamic: true,
    facade: '/src/app/layout/app-layout.tsx',
  }),
  chunk('nav.js', [], ['/src/app/layout/nav.tsx']),
  chunk('list-a.js', ['table.js', 'layout.js'], ['/src/features/a/a-page.tsx'], {
    dynamic: true,
    facade: '/src/features/a/a-page.tsx',
  }),
  chunk('list-b.js', ['table.js', 'only-b.js'], ['/src/features/b/b-page.tsx'], {
    dynamic: true,
    facade: '/src/features/b/b-page.tsx',
  }),
  chunk('table.js', ['mantine.js'], ['/src/components/table.tsx']),
  chunk('only-b.js', [], ['/src/features/b/b-helper.ts']),
  chunk('summary.js', ['chart-card.js', 'table.js'], ['/src/features/s/summary-page.tsx'], {
    dynamic: true,
    facade: '/src/features/s/summary-page.tsx',
  }),
  chunk('perf.js', ['chart-card.js'], ['/src/features/p/perf-page.tsx'], {
    dynamic: true,
    facade: '/src/features/p/perf-page.tsx',
  }),
  chunk('chart-card.js', ['charts.js'], ['/src/components/chart-card.tsx']),
  chunk('charts.js', [], ['/node_modules/recharts/index.js']),
];

const plan = planChunks(graph, (id) => id.includes('/node_modules/recharts/'));

describe('the chunk plan', () => {
  it('puts what the entry loads in boot, and what sign-in loads after it in signIn', () => {
    expect([...plan.boot].sort()).toEqual([
      '/node_modules/@mantine/core/Button.mjs',
      '/src/features/login/login-page.tsx',
      '/src/main.tsx',
    ]);
    expect([...plan.signIn].sort()).toEqual([
      '/src/features/login/login-actions.ts',
      '/src/lib/api-client.ts',
    ]);
  });

  it('puts the layout and what only it adds in shell, and what two screens share in shared', () => {
    expect([...plan.shell].sort()).toEqual(['/src/app/layout/app-layout.tsx', '/src/app/layout/nav.tsx']);
    expect([...plan.shared]).toEqual(['/src/components/table.tsx']);
  });

  it('leaves one screen’s own modules, and whatever leads to the charts, to the bundler', () => {
    const grouped = new Set([...plan.boot, ...plan.signIn, ...plan.shell, ...plan.shared]);
    for (const id of [
      '/src/features/b/b-helper.ts',
      '/src/features/b/b-page.tsx',
      '/src/components/chart-card.tsx',
      '/node_modules/recharts/index.js',
    ]) {
      expect(grouped.has(id), id).toBe(false);
    }
  });
});
