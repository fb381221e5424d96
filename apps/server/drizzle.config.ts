import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` (from apps/server) writes SQL migrations for both PGlite and PostgreSQL. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
