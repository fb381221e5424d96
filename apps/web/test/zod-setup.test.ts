import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The contract configures zod (jitless in the browser, for the CSP) from each schema module's first
// import rather than from its index, so that the web app's first screen loads no zod (see
// packages/contract/src/index.ts). A schema module without that import would build its schemas
// with zod unconfigured whenever it happens to load first.
const schemas = path.resolve(import.meta.dirname, '../../../packages/contract/src/schemas');
const endpoints = path.resolve(schemas, '../endpoints');

describe('contract schema modules', () => {
  const files = [
    ...readdirSync(schemas).map((f) => path.join(schemas, f)),
    ...readdirSync(endpoints).map((f) => path.join(endpoints, f)),
  ].filter((f) => f.endsWith('.ts'));

  it.each(files)('%s imports zod-setup before anything else', (file) => {
    const source = readFileSync(file, 'utf8');
    const firstImport = source.match(/^import\s[^;]*;/m)?.[0];
    expect(firstImport).toBe("import '../zod-setup.js';");
  });

  it('only schema and endpoint modules and zod-setup import zod (types aside)', () => {
    const root = path.dirname(schemas);
    const others = readdirSync(root).filter((f) => f.endsWith('.ts') && f !== 'zod-setup.ts');
    for (const file of others) {
      expect(readFileSync(path.join(root, file), 'utf8'), file).not.toMatch(
        /^import (?!type )[^;]*from 'zod'/m,
      );
    }
  });
});
