import { defineConfig } from 'vitest/config';

/**
 * Server integration tests through app.inject on a real database:
 * project 'pglite' always; project 'postgres' when TEST_DATABASE_URL is set
 * (each test file creates and drops its own database there). test/global-setup.ts migrates and
 * seeds one template per project and run; createTestApp copies it for each file.
 */
const globalSetup = ['test/global-setup.ts'];
const postgres = process.env.TEST_DATABASE_URL
  ? [{ extends: true as const, test: { name: 'postgres', env: { TEST_DB: 'postgres' }, globalSetup } }]
  : [];

export default defineConfig({
  test: {
    include: ['test/**/*.spec.ts'],
    environment: 'node',
    maxWorkers: 2,
    // A worker's files share one module graph: the app's modules are imported once per worker, not
    // once per file (about 3 s of a file's start; the PGlite run took 572 s isolated, 421 s not). Each
    // file builds and closes its own app and database; no test mocks a module, and
    // test/file-isolation.ts undoes fake clocks, stubs and spies after each file.
    isolate: false,
    setupFiles: ['test/file-isolation.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'pglite', env: { TEST_DB: 'pglite' }, globalSetup } },
      ...postgres,
    ],
  },
});
