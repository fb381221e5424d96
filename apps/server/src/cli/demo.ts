import type { Db } from '../db/client.js';
import { countCompanies } from '../features/companies/companies.repo.js';
import { seedDemo } from '../seed/demo.js';

/**
 * The demo companies (README "Demo logins"), seeded only into a database with no company yet, so a
 * restart or a real install's data is never mixed with them. What `npm start` asks for (main.ts
 * `--demo`, or SEED_DEMO=true); `seed-demo` seeds any database. True when it seeded.
 */
export async function seedDemoIntoEmpty(db: Db): Promise<boolean> {
  if ((await countCompanies(db)) > 0) return false;
  await seedDemo(db);
  return true;
}
