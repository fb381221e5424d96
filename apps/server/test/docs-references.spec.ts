/**
 * The docs name files and migrations; a rename or a removal must not leave a doc pointing at nothing.
 * Every backquoted file name in README.md and docs/*.md is a file of the repository (a path, or the
 * end of one), except names the docs use for what is built, lies outside the repository or is a
 * pattern; every backquoted folder path is a folder of the repository; every "migration NNNN" is a
 * migration that exists.
 *
 * The docs a newcomer reads stay short enough to read: ARCHITECTURE.md is a map and PERFORMANCE.md
 * holds only the current figures (older rounds go to a dated history file), so each has a size
 * limit; SECURITY.md's rights are a table, one row per action, as lib/rights.ts has them.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
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

/** A folder of the repository: some tracked file lies under it (the path, or the end of one). */
const isFolder = (name: string) => tracked.some((f) => f.startsWith(`${name}/`) || f.includes(`/${name}/`));

/**
 * Backquoted folder paths: a lower-case first segment, at least one `/`, no file extension, no
 * pattern. Built output and paths outside the repository are left out as for files.
 */
const folderNames = (text: string) =>
  [...text.matchAll(/`([a-z][A-Za-z0-9_.-]*(?:\/[A-Za-z0-9_-]+)+)\/?`/g)]
    .map(([, name]) => name as string)
    .filter((name) => !notAFile(`${name}/`) && !/\.[a-z]+$/.test(name));

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
    it(`${doc}: every folder it names is in the repository`, () => {
      expect(folderNames(text).filter((name) => !isFolder(name))).toEqual([]);
    });
    it(`${doc}: every migration it names exists`, () => {
      const named = [...text.matchAll(/[Mm]igrations? (\d{4})\b/g)].map(([, n]) => n as string);
      expect(named.filter((n) => !migrations.includes(n))).toEqual([]);
    });
  }
});

/** Bytes, not characters: what a reader downloads and scrolls. */
const LIMITS: Record<string, number> = {
  'docs/ARCHITECTURE.md': 15_000,
  'docs/PERFORMANCE.md': 12_000,
};

describe('the docs a newcomer reads stay short', () => {
  for (const [doc, limit] of Object.entries(LIMITS)) {
    it(`${doc} is at most ${limit.toLocaleString('en')} bytes`, () => {
      expect(statSync(path.join(root, doc)).size).toBeLessThanOrEqual(limit);
    });
  }
});

/** The lines of a `## heading` section, up to the next `## ` heading. */
function section(text: string, heading: string): string[] {
  const lines = text.split('\n');
  const start = lines.indexOf(`## ${heading}`);
  if (start < 0) return [];
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** The rows of the first markdown table in `lines`, each as its cells; [] when there is none. */
function firstTable(lines: string[]): string[][] {
  const start = lines.findIndex(
    (line, i) => line.startsWith('|') && /^\|(\s*:?-+:?\s*\|)+$/.test(lines[i + 1] ?? ''),
  );
  if (start < 0) return [];
  const rows: string[] = [];
  for (let i = start; i < lines.length && (lines[i] as string).startsWith('|'); i++)
    rows.push(lines[i] as string);
  return rows
    .filter((_, i) => i !== 1)
    .map((row) =>
      row
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
}

describe('SECURITY.md is tables', () => {
  const text = readFileSync(path.join(root, 'docs/SECURITY.md'), 'utf8');

  it('its rights inside a company are a table: an action per row, ADMIN and USER, own and others', () => {
    const [header, ...rows] = firstTable(section(text, 'Rights inside a company'));
    expect(header).toEqual(['Action', 'ADMIN, own', "ADMIN, others'", 'USER, own', "USER, others'"]);
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.filter((row) => row.length !== 5 || row.some((cell) => cell === ''))).toEqual([]);
  });

  it('its rules are a table: rule, where enforced, test', () => {
    const [header, ...rows] = firstTable(section(text, 'Rules'));
    expect(header).toEqual(['#', 'Rule', 'Where enforced', 'Test']);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.length !== 4 || row.some((cell) => cell === ''))).toEqual([]);
  });

  it('it leads with the rights', () => {
    const headings = text.split('\n').filter((line) => line.startsWith('## '));
    expect(headings[0]).toBe('## Rights inside a company');
  });
});
