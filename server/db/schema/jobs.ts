// Background jobs of the PostgreSQL queue (server/jobs/postgres-queue.ts): one row per job, claimed with
// FOR UPDATE SKIP LOCKED and held by a lease its worker keeps renewing (docs/decisions/010).
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const JOB_STATES = ['pending', 'running', 'done', 'dead'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The job definition's id ('catalogue.import'). */
    name: text('name').notNull(),
    /** Idempotency key, unique per name: enqueueing it again is a no-op while the job is pending or running. */
    key: text('key'),
    payload: jsonb('payload').notNull(),
    state: text('state').$type<JobState>().notNull().default('pending'),
    /** Claims so far, including one whose worker died (its lease ran out). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** Not before: the enqueue time, a requested time, or the end of a retry's back-off. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** While running: the lease; a job whose lease has passed is claimed again by any worker. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The claim holding the lease (worker host, pid and claim number). */
    lockedBy: text('locked_by'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** What the handler returned (a summary; kept small). */
    result: jsonb('result'),
    /**
     * Asked while running (an enqueue with `whileRunning: 'again'`): the job goes back to pending when this run
     * ends. A claim clears it, as the run it starts reads everything written before.
     */
    runAgain: boolean('run_again').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_name_key_uq').on(t.name, t.key),
    index('jobs_due_idx').on(t.runAt).where(sql`${t.state} = 'pending'`),
    index('jobs_lease_idx').on(t.lockedUntil).where(sql`${t.state} = 'running'`),
    index('jobs_finished_idx').on(t.state, t.finishedAt).where(sql`${t.state} in ('done', 'dead')`),
  ],
);
