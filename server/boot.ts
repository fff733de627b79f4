// Shared start-up of the production and development servers: settings, logger, database, migrations, seed.
import type { Logger } from 'pino';
import { openDatabase, type Database } from './db/client';
import { seedDatabase } from './db/seed';
import { parseEnvOrExit, type Env } from './env';
import { createLogger } from './logger';
import { createLocalBus, createPostgresBus, type ChangeBus } from './events/change-bus';
import { warmProductSearch } from '~/features/catalogue/catalogue.search.server';

export interface Booted {
  env: Env;
  logger: Logger;
  database: Database;
  bus: ChangeBus;
}

export async function boot(overrides: Partial<NodeJS.ProcessEnv> = {}): Promise<Booted> {
  const env = parseEnvOrExit({ ...process.env, ...overrides });
  const logger = createLogger(env);
  const started = performance.now();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  await database.migrate();
  if (env.SEED_ON_START) {
    const ran = await seedDatabase(database.db);
    if (ran.length) logger.info({ steps: ran }, 'seeded database');
  }
  logger.info(
    { db: database.kind, dataDir: database.kind === 'pglite' ? env.DATA_DIR : undefined, ms: Math.round(performance.now() - started) },
    'database ready',
  );
  const bus = database.pool ? await createPostgresBus(database.pool, logger) : createLocalBus();
  // The search index of this process is built in the background; the first search waits for it if need be.
  warmProductSearch({ database, bus, logger });
  return { env, logger, database, bus };
}
