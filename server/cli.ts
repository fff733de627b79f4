// The frame of the `npm run …` commands that work on the site's database (admin, jobs, db:migrate, db:seed).
import { openDatabase, type Database } from './db/client';
import type { Env } from './env';

/** Prints the usage and exits unless the script knows the command line: with 0 when help was asked for, else 2. */
export function exitUnlessKnown(known: boolean, command: string | undefined, usage: string): void {
  if (known) return;
  console.error(usage);
  process.exit(command === 'help' || command === '--help' || command === '-h' ? 0 : 2);
}

/**
 * Opens the database of the server's settings (DATABASE_URL, else the embedded store under DATA_DIR), migrates it,
 * runs `main` on it and closes it, whatever happens.
 */
export async function withDatabase<T>(env: Env, main: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
  try {
    await database.migrate();
    return await main(database);
  } finally {
    await database.close();
  }
}
