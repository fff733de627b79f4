// Jobs of the job queue itself: finished rows of the `jobs` table are kept for inspection, then deleted.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
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
