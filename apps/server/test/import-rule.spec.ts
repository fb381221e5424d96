import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The layer rule of docs/ARCHITECTURE.md is Biome's noRestrictedImports in biome.jsonc. This lints
// probe files laid out as in the repository, with the repository's own rules, in a scratch folder
// (so the real tree is never touched while other suites lint it).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const biome = path.join(root, 'node_modules/.bin/biome');
let scratch: string;

const PROBES: Record<string, string> = {
  'apps/server/src/features/vendors/imports-payables.ts': "import { x } from '../payables/payables.repo.js';",
  'apps/server/src/features/vendors/imports-shared.ts': "import { x } from '../../db/lookups.js';",
  'apps/server/src/features/vendors/imports-plugin.ts': "import { x } from '../../plugins/auth.js';",
  'apps/server/src/features/vendors/sub/imports-seed.ts': "import { x } from '../../../seed/demo.js';",
  'apps/server/src/features/vendors/imports-app.ts': "import { x } from '../../app.js';",
  'apps/server/src/lib/imports-plugin.ts': "import { x } from '../plugins/guards.js';",
  'apps/server/src/lib/imports-feature.ts': "import { x } from '../features/vendors/vendors.repo.js';",
  'apps/server/src/db/imports-feature.ts': "import { x } from '../features/vendors/vendors.repo.js';",
  'apps/server/src/domain/imports-feature.ts': "import { x } from '../features/vendors/vendors.repo.js';",
  'apps/server/src/domain/imports-plugin.ts': "import { x } from '../plugins/auth.js';",
  'apps/server/src/domain/imports-db.ts': "import { x } from '../db/lookups.js';",
  'apps/server/src/features/vendors/imports-domain.ts': "import { x } from '../../domain/vendor-ledger.js';",
  'apps/server/src/db/imports-domain.ts': "import { x } from '../domain/payable-money.js';",
  'apps/server/src/lib/imports-domain.ts': "import { x } from '../domain/payable-workflow.js';",
  'apps/server/src/seed/imports-feature.ts': "import { x } from '../features/vendors/vendors.repo.js';",
  'apps/web/src/features/vendors/components/imports-payables.tsx':
    "import { x } from '../../payables/api/keys';",
  'apps/web/src/features/vendors/imports-lib.tsx': "import { x } from '../../lib/format';",
  'apps/web/src/components/imports-feature.tsx': "import { x } from '../features/vendors/api/keys';",
};

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'import-rule-'));
  const config = (await readFile(path.join(root, 'biome.jsonc'), 'utf8'))
    .replace(/"vcs": \{[^}]*\}/, '"vcs": { "enabled": false }')
    .replace(/^\s*"\$schema".*$/m, '');
  await writeFile(path.join(scratch, 'biome.jsonc'), config);
  for (const [file, line] of Object.entries(PROBES)) {
    await mkdir(path.dirname(path.join(scratch, file)), { recursive: true });
    await writeFile(path.join(scratch, file), `${line}\n\nexport const y = x;\n`);
  }
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** The probe files Biome refuses for a restricted import. */
async function refused(): Promise<string[]> {
  const run = await promisify(execFile)(biome, ['lint', '--only=style/noRestrictedImports', '.'], {
    cwd: scratch,
  }).then(
    (r) => ({ out: r.stdout + r.stderr, code: 0 }),
    (e: { stdout: string; stderr: string; code: number }) => ({ out: e.stdout + e.stderr, code: e.code }),
  );
  const files = [...run.out.matchAll(/^(\S+):\d+:\d+ lint\/style\/noRestrictedImports/gm)].map(
    (m) => m[1] ?? '',
  );
  expect(run.code === 0).toBe(files.length === 0);
  return files.sort();
}

describe('the import rule (features never import each other nor what composes them; domain/ never imports a feature or what composes it; lib/ and db/ never import domain/ or a feature)', () => {
  it('fails each deliberately bad import and passes the allowed ones', { timeout: 30_000 }, async () => {
    expect(await refused()).toEqual([
      'apps/server/src/db/imports-domain.ts',
      'apps/server/src/db/imports-feature.ts',
      'apps/server/src/domain/imports-feature.ts',
      'apps/server/src/domain/imports-plugin.ts',
      'apps/server/src/features/vendors/imports-app.ts',
      'apps/server/src/features/vendors/imports-payables.ts',
      'apps/server/src/features/vendors/imports-plugin.ts',
      'apps/server/src/features/vendors/sub/imports-seed.ts',
      'apps/server/src/lib/imports-domain.ts',
      'apps/server/src/lib/imports-feature.ts',
      'apps/server/src/lib/imports-plugin.ts',
      'apps/web/src/components/imports-feature.tsx',
      'apps/web/src/features/vendors/components/imports-payables.tsx',
    ]);
  });
});
