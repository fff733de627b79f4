// The frame of the `npm run …` commands that work on the site's database (import, admin, jobs, db:migrate,
// db:seed): the database and the change bus of the server's settings.
import { openDatabase, type Database } from './db/client';
import type { Env } from './env';
import type { ChangeBus, ChangeTopic } from './events/change-bus';

/** Prints the usage and exits unless the script knows the command line: with 0 when help was asked for, else 2. */
export function exitUnlessKnown(known: boolean, command: string | undefined, usage: string): void {
  if (known) return;
  console.error(usage);
  process.exit(command === 'help' || command === '--help' || command === '-h' ? 0 : 2);
}

export interface CliChanges {
  /**
   * Tells running servers what the command wrote, on the bus they listen on (the deployment's, from
   * createChangeBusFor). Returns the line to print; throws when the bus cannot be reached.
   */
  publish(send: (bus: ChangeBus) => Promise<void>): Promise<string>;
}

/** Publishes topics in order: `changes.publish(topics(['navigation']))`. */
export const topics =
  (list: readonly ChangeTopic[]) =>
  async (bus: ChangeBus): Promise<void> => {
    for (const topic of list) await bus.publish(topic);
  };

/**
 * Opens the database of the server's settings (DATABASE_URL, else the embedded store under DATA_DIR), migrates it,
 * runs `main` on it and closes it, whatever happens. The change bus is connected only when `main` publishes.
 */
export async function withDatabase<T>(env: Env, main: (database: Database, changes: CliChanges) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
  let bus: ChangeBus | undefined;
  const changes: CliChanges = {
    async publish(send) {
      // The embedded store is one process's: no server can be running beside this command to hear an event, and
      // the server builds its caches and index from the store when it starts (and drops pages shared in Redis).
      if (database.kind === 'pglite') {
        return 'embedded store: no server runs beside this command; the server reads the changes when it starts';
      }
      // Loaded on first use: the commands that publish nothing start without Redis's client (a fifth of their start).
      const [{ createChangeBusFor, describeBus }, { default: pino }] = await Promise.all([
        import('./events/create-change-bus'),
        import('pino'),
      ]);
      bus ??= await createChangeBusFor(env, { database, logger: pino({ level: 'silent' }) });
      await send(bus);
      return `running servers notified through ${describeBus(bus)}: their pages and search indexes refresh now`;
    },
  };
  try {
    await database.migrate();
    return await main(database, changes);
  } finally {
    await bus?.close();
    await database.close();
  }
}
