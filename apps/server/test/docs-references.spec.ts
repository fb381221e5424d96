/**
 * The docs name files and migrations; a rename or a removal must not leave a doc pointing at nothing.
 * Every backquoted file name in README.md and docs/*.md is a file of the repository (a path, or the
 * end of one), except names the docs use for what is built, lies outside the repository or is a
 * pattern; every "migration NNNN" is a migration that exists.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/migrate.js';

const root = path.resolve(import.meta.dirname, '../../..');
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const docs = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const migrations = readdirSync(MIGRATIONS_FOLDER)
  .filter((name) => name.endsWith('.sql'))
  .map((name) => name.slice(0, 4));

/** Built output, files outside the repository, URL paths and name patterns: not files to look for. */
const notAFile = (name: string) =>
  /(^|\/)dist\//.test(name) ||
  name.startsWith('../') ||
  name.startsWith('/') ||
  name === 'SPEC.md' ||
  /^(\.|x\.|NNNN)/.test(name);

describe('the docs name what exists', () => {
  for (const doc of docs) {
    const text = readFileSync(path.join(root, doc), 'utf8');
    it(`${doc}: every file it names is in the repository`, () => {
      const names = [...text.matchAll(/`([A-Za-z0-9_./-]+\.(?:ts|tsx|mjs|js|sql|json|jsonc|css|md))`/g)]
        .map(([, name]) => (name as string).replace(/^\.\//, ''))
        .filter((name) => !notAFile(name));
      const missing = names.filter((name) => !tracked.some((f) => f === name || f.endsWith(`/${name}`)));
      expect(missing).toEqual([]);
    });
    it(`${doc}: every migration it names exists`, () => {
      const named = [...text.matchAll(/[Mm]igrations? (\d{4})\b/g)].map(([, n]) => n as string);
      expect(named.filter((n) => !migrations.includes(n))).toEqual([]);
    });
  }
});
