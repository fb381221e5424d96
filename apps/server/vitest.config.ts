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
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'pglite', env: { TEST_DB: 'pglite' }, globalSetup } },
      ...postgres,
    ],
  },
});
