import { loadConfig } from '../config.js';
import { createDatabase, type Database } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { AdminError } from '../features/admin/admin.service.js';
import { helpText, parseCommand } from './commands.js';

/** `npm run admin -- <command> --flags` (see `help`). Exit code 1 on any error. */
async function main(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parseCommand>;
  try {
    parsed = parseCommand(argv);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  if (!parsed) {
    console.log(helpText());
    return 0;
  }
  let database: Database | undefined;
  try {
    const config = loadConfig();
    database = await createDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.pgliteDir,
      pgliteThread: config.pgliteThread,
    });
    await runMigrations(database);
    console.log(await parsed.command.run(database.db, parsed.flags));
    return 0;
  } catch (error) {
    if (error instanceof AdminError) console.error(`Error: ${error.message}`);
    else console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await database?.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
