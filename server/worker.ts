// `npm run worker`: a process that only runs background jobs, for sites whose web replicas run with
// JOBS_WORKER=off (docs/operations.md "Background jobs"). It needs PostgreSQL: the embedded store is one
// process's, and that process is the web server.
import { boot } from './boot';
import { parseEnvOrExit } from './env';

const settings = parseEnvOrExit();
if (!settings.DATABASE_URL) {
  console.error(
    'npm run worker needs DATABASE_URL (PostgreSQL). The embedded store (PGlite) is opened by one process only — ' +
      'the web server, which runs the jobs itself (JOBS_WORKER=inline, the default).',
  );
  process.exit(1);
}

const { env, logger, database, bus, redis, jobs } = await boot({}, { role: 'worker' });
logger.info({ backend: jobs.backend, db: database.kind }, 'worker running; SIGTERM finishes the jobs in flight and stops');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'worker stopping: finishing jobs in flight');
  await jobs.close(env.SHUTDOWN_TIMEOUT_MS);
  await bus.close();
  redis?.disconnect();
  await database.close();
  logger.info('worker stopped cleanly');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
