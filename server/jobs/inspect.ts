// Reading and re-queuing jobs of the PostgreSQL queue from the shell (`npm run jobs`).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs, type JobState } from '../db/schema';

export interface JobCount {
  name: string;
  state: JobState;
  count: number;
}

export async function countJobs(db: Db): Promise<JobCount[]> {
  const rows = await db
    .select({ name: jobs.name, state: jobs.state, count: sql<number>`count(*)::int` })
    .from(jobs)
    .groupBy(jobs.name, jobs.state)
    .orderBy(jobs.name, jobs.state);
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

export async function listJobs(db: Db, state: JobState, limit = 50) {
  return db
    .select({
      id: jobs.id,
      name: jobs.name,
      key: jobs.key,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
      runAt: jobs.runAt,
      lockedBy: jobs.lockedBy,
      lockedUntil: jobs.lockedUntil,
      finishedAt: jobs.finishedAt,
      lastError: jobs.lastError,
      result: jobs.result,
    })
    .from(jobs)
    .where(eq(jobs.state, state))
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(limit);
}

/** A dead job back to pending with fresh attempts, due now; false when no dead job has that id. */
export async function retryDeadJob(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ state: 'pending', attempts: 0, runAt: sql`now()`, finishedAt: null, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'dead')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}
