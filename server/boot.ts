// Shared start-up of the production and development servers and of `npm run worker`: settings, logger, database,
// migrations, seed, change bus, job queue.
import type { Logger } from 'pino';
import { openDatabase, type Database } from './db/client';
import { seedChangeTopics, seedDatabase } from './db/seed';
import { analyzeStaleTables } from './db/statistics';
import { parseEnvOrExit, type Env } from './env';
import { createLogger } from './logger';
import type { ChangeBus } from './events/change-bus';
import { createChangeBusFor } from './events/create-change-bus';
import { createRedisPageStore, SHELL_TAGS, type PageStore } from './cache/page-cache';
import { openRedis } from './redis/client';
import { createSmsSender, type SmsSender } from './integrations/sms/sms';
import type { Redis } from 'ioredis';
import type { JobQueue } from './jobs/job';
import { createJobQueue } from './jobs/queue';
import { JOBS } from './jobs/registry';
import { warmProductSearch } from '~/features/catalogue/catalogue.search.server';

export interface Booted {
  env: Env;
  logger: Logger;
  database: Database;
  bus: ChangeBus;
  /** Present when REDIS_URL is set: the page store and the change bus live there. */
  redis?: Redis;
  pageStore?: PageStore;
  /** The process's SMS sender, shared by the API and the pages through AppDeps. */
  sms: SmsSender;
  /** Enqueues from any process; runs jobs here when started (JOBS_WORKER=inline, or `npm run worker`). */
  jobs: JobQueue;
}

export interface BootOptions {
  /** web (default): pages and API, jobs as JOBS_WORKER says. worker: jobs only, always started. */
  role?: 'web' | 'worker';
}

export async function boot(overrides: Partial<NodeJS.ProcessEnv> = {}, options: BootOptions = {}): Promise<Booted> {
  const role = options.role ?? 'web';
  const env = parseEnvOrExit({ ...process.env, ...overrides });
  const logger = createLogger(env);
  const started = performance.now();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  await database.migrate();
  const redis = env.REDIS_URL ? await openRedis(env.REDIS_URL, logger) : undefined;
  const bus = await createChangeBusFor(env, { database, redis, logger });
  if (env.SEED_ON_START) {
    const ran = await seedDatabase(database.db);
    if (ran.length) logger.info({ steps: ran }, 'seeded database');
    // Replicas already running (a release that adds a seed step) refresh what the steps wrote.
    for (const topic of seedChangeTopics(ran)) await bus.publish(topic);
  }
  // Before the first page is read: queries planned on a grown store's stale statistics can be ten times slower.
  // A failure only costs speed, so the server starts anyway (the recurring job tries again).
  try {
    const analyzed = await analyzeStaleTables(database);
    if (analyzed.length) logger.info({ tables: analyzed }, 'table statistics refreshed');
  } catch (err) {
    logger.warn({ err }, 'table statistics could not be refreshed');
  }
  logger.info(
    { db: database.kind, dataDir: database.kind === 'pglite' ? env.DATA_DIR : undefined, ms: Math.round(performance.now() - started) },
    'database ready',
  );
  const pageStore = redis ? createRedisPageStore(redis) : undefined;
  if (redis) logger.info('redis: page cache and change events shared through Redis');
  // A replica cannot know what was written while it was not running. Its own caches start empty, but the pages
  // shared in Redis may be older than a write no running replica heard (every replica down during an import,
  // a restored store): they are dropped (every page carries the shell's tags).
  if (pageStore && role === 'web') {
    await pageStore.invalidate([...SHELL_TAGS]).catch((err: unknown) => logger.warn({ err }, 'page cache: could not drop shared pages'));
  }
  // The search index of this process is built in the background; the first search waits for it if need be.
  if (role === 'web') warmProductSearch({ database, bus, logger });
  const jobs = createJobQueue({ env, database, logger, bus });
  if (role === 'worker' || env.JOBS_WORKER === 'inline') {
    await jobs.start();
    // One run per start (the key queues nothing while one is pending or running).
    for (const job of JOBS) if (job.runAtStart) await jobs.enqueue(job, {}, { key: 'start' });
  } else logger.info('jobs: JOBS_WORKER=off, this process only enqueues; `npm run worker` runs them');
  return { env, logger, database, bus, redis, pageStore, sms: createSmsSender(env, logger), jobs };
}
