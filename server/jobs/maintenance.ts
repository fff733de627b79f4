// Jobs of the job queue and the store themselves: finished rows of the `jobs` table are kept for inspection, then
// deleted; the embedded store's table statistics are refreshed as its tables grow (server/db/statistics.ts).
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { analyzeStaleTables } from '../db/statistics';
import { jobs } from '../db/schema';
import { defineRecurringJob } from './job';

/** Done jobs are kept 7 days, dead ones 30 (long enough to read their errors and enqueue them again). */
export async function pruneFinishedJobs(db: Db): Promise<{ done: number; dead: number }> {
  const done = await db
    .delete(jobs)
    .where(and(eq(jobs.state, 'done'), lt(jobs.finishedAt, sql`now() - interval '7 days'`)))
    .returning({ id: jobs.id });
  const dead = await db
    .delete(jobs)
    .where(and(eq(jobs.state, 'dead'), lt(jobs.finishedAt, sql`now() - interval '30 days'`)))
    .returning({ id: jobs.id });
  return { done: done.length, dead: dead.length };
}

/** On the Redis backend BullMQ trims its own finished jobs and this finds nothing. */
export const pruneFinishedJobsJob = defineRecurringJob({
  id: 'jobs.prune-finished',
  every: 24 * 60 * 60_000,
  maxAttempts: 3,
  handler: async (ctx) => pruneFinishedJobs(ctx.db),
});

/** What autovacuum does on PostgreSQL, for the embedded store: a catalog read, then ANALYZE of grown tables only. */
export const analyzeStaleTablesJob = defineRecurringJob({
  id: 'db.analyze-stale-tables',
  every: 15 * 60_000,
  maxAttempts: 3,
  handler: async (ctx) => ({ analyzed: await analyzeStaleTables(ctx.database) }),
});
