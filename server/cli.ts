// The frame of the `npm run …` commands that work on the site's database (import, admin, jobs, db:migrate,
// db:seed): the database and the change bus of the server's settings.
import { openDatabase, type Database } from './db/client';
import { EnvError, parseEnv, type Env } from './env';
import type { ChangeBus, ChangeTopic } from './events/change-bus';

/** Where a command writes its lines: the terminal when it runs from the shell, a list in tests. */
export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

export const terminal: CliOutput = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

/**
 * A command: its arguments, where it writes, and the settings it reads (`process.env` from the shell); resolves to
 * its exit code. The `npm run` scripts run one with `runFromShell`; tests run it in their own process.
 */
export type Command = (args: string[], output: CliOutput, source: NodeJS.ProcessEnv) => Promise<number>;

/** Runs `command` with the process's arguments, terminal and environment, and exits with its code. */
export async function runFromShell(command: Command): Promise<never> {
  process.exit(await command(process.argv.slice(2), terminal, process.env));
}

/** Prints the usage of a command line the command does not know; the exit code is 0 when help was asked for, else 2. */
export function usageCode(command: string | undefined, usage: string, output: CliOutput): number {
  output.err(usage);
  return command === 'help' || command === '--help' || command === '-h' ? 0 : 2;
}

/** The server's settings from `source`, or undefined after printing why they are not valid. */
export function settingsOrReport(source: NodeJS.ProcessEnv, output: CliOutput): Env | undefined {
  try {
    return parseEnv(source);
  } catch (error) {
    output.err(error instanceof EnvError ? error.message : String(error));
    return undefined;
  }
}

/** An error as the terminal shows it: its stack where it has one. */
export function describeError(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

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
