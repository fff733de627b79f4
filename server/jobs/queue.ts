// The job queue of a process, as the settings choose it: the `jobs` table of the database (default) or BullMQ
// on Redis with JOBS_BACKEND=redis (docs/decisions/010).
import type { AnyJobDefinition, JobDeps, JobQueue } from './job';
import { createPostgresJobQueue } from './postgres-queue';
import { createRedisJobQueue } from './redis-queue';
import { JOBS } from './registry';

export function createJobQueue(deps: JobDeps, jobs: readonly AnyJobDefinition[] = JOBS): JobQueue {
  const { env, database } = deps;
  // PGlite has one connection for pages and jobs alike: one job at a time leaves room for the pages.
  const concurrency = env.JOBS_CONCURRENCY ?? (database.kind === 'pglite' ? 1 : 2);
  if (env.JOBS_BACKEND === 'redis') {
    return createRedisJobQueue({ deps, jobs, redisUrl: env.REDIS_URL!, concurrency, leaseMs: env.JOBS_LEASE_MS });
  }
  return createPostgresJobQueue({ deps, jobs, concurrency, leaseMs: env.JOBS_LEASE_MS });
}
