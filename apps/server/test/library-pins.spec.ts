import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { addSheet, openWorkbookWriter } from '../src/lib/xlsx-export.js';

/**
 * Two places read a library beyond its documented API, so each library is pinned to the exact version
 * they were written against, and these tests fail on an upgrade that moves what they read:
 * - the xlsx worker (lib/xlsx-export-worker.ts `whenWritten`) waits on exceljs' sheet stream's
 *   `pipes` and their `_writableState.needDrain`;
 * - db/postgres-pool.ts overrides pg.Pool's `query` to route named statements (postgres-pool.spec.ts
 *   checks the routing on a real PostgreSQL).
 */
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};
const require = createRequire(import.meta.url);
const installed = (name: string) => (require(`${name}/package.json`) as { version: string }).version;

describe('libraries whose internals the server reads', () => {
  for (const name of ['exceljs', 'pg']) {
    it(`${name} is pinned to an exact version, and that version is the one installed`, () => {
      const wanted = manifest.dependencies[name];
      expect(wanted).toMatch(/^\d+\.\d+\.\d+$/);
      expect(installed(name)).toBe(wanted);
    });
  }

  it("exceljs' sheet stream still pipes into inputs that keep a needDrain flag (the worker's backpressure)", async () => {
    const out = new PassThrough();
    out.resume();
    const workbook = await openWorkbookWriter(out);
    const sheet = addSheet(workbook, {
      name: 'Check',
      notes: [],
      columns: [{ header: 'A', kind: 'text', width: 10 }],
    });
    sheet.addRow(['a']).commit();
    const stream = (sheet as unknown as { stream?: { pipes?: unknown } }).stream;
    expect(Array.isArray(stream?.pipes)).toBe(true);
    const inputs = stream?.pipes as { _writableState?: { needDrain?: unknown } }[];
    expect(inputs.length).toBeGreaterThan(0);
    for (const input of inputs) expect(typeof input._writableState?.needDrain).toBe('boolean');
    sheet.commit();
    await workbook.commit();
  });
});
