/**
 * `npm run typecheck` is `tsc -b` over the root tsconfig.json's project references, each project
 * incremental: a second run checks only what changed instead of every file of every workspace again
 * (about 60 s cold on two cores). This fails when a workspace is left out of the build (its types
 * would go unchecked) or a project loses its incremental cache.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

interface TsConfig {
  files?: string[];
  compilerOptions?: Record<string, unknown>;
  references?: { path: string }[];
}

const rootConfig: TsConfig = readJson('tsconfig.json');
const referenced = (rootConfig.references ?? []).map((r) => path.normalize(r.path));
const configOf = (project: string): TsConfig => readJson(path.join(project, 'tsconfig.json'));

describe('typecheck: tsc -b over project references', () => {
  it('is what npm run typecheck runs', () => {
    expect(readJson('package.json').scripts.typecheck).toBe('tsc -b');
    expect(rootConfig.files).toEqual([]);
  });

  it('builds every workspace that has TypeScript of its own', () => {
    const workspaces: string[] = readJson('package.json').workspaces;
    const withConfig = workspaces.filter((w) => existsSync(path.join(root, w, 'tsconfig.json')));
    expect(withConfig).toEqual(
      expect.arrayContaining(['packages/contract', 'apps/server', 'apps/web', 'e2e']),
    );
    expect([...referenced].sort()).toEqual([...withConfig].sort());
  });

  it('keeps an incremental cache per project, outside the sources', () => {
    for (const project of referenced) {
      const options = configOf(project).compilerOptions ?? {};
      expect(options.incremental === true || options.composite === true, project).toBe(true);
      const cache = path.relative(root, path.resolve(root, project, String(options.tsBuildInfoFile)));
      expect(cache, project).toMatch(/^node_modules\/\.cache\/typecheck\/[\w-]+\.tsbuildinfo$/);
    }
  });

  it('checks the contract once: its dependents reference it and read its declarations', () => {
    const contract = configOf('packages/contract').compilerOptions ?? {};
    expect(contract.composite).toBe(true);
    expect(contract.emitDeclarationOnly).toBe(true);
    expect(path.relative(root, path.resolve(root, 'packages/contract', String(contract.outDir)))).toMatch(
      /^node_modules\/\.cache\/typecheck\//,
    );
    for (const project of referenced.filter((p) => p !== 'packages/contract')) {
      const references = (configOf(project).references ?? []).map((r) =>
        path.relative(root, path.resolve(root, project, r.path)),
      );
      expect(references, project).toContain('packages/contract');
    }
  });
});
