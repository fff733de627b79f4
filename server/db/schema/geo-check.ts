// The GEO ranking check (docs/decisions/024): a signed-in user's question and brand keywords, asked on several
// AI chat platforms, one detection per platform run as a job, each answer analysed for the brand.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const geoChecks = pgTable(
  'geo_checks',
  {
    /** Random, so history entries cannot be walked through by number. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    keywords: jsonb('keywords').$type<string[]>().notNull(),
    lang: text('lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('geo_checks_user_created_idx').on(t.userId, t.createdAt)],
);

export const geoDetections = pgTable(
  'geo_detections',
  {
    id: text('id').primaryKey(),
    checkId: text('check_id')
      .notNull()
      .references(() => geoChecks.id, { onDelete: 'cascade' }),
    /** The platform's id (`deepseek`, `offline-relevance`…) and the model asked. */
    platform: text('platform').notNull(),
    model: text('model'),
    /** pending → processing → completed | failed (a failed one goes back to pending when retried). */
    status: text('status').notNull().default('pending'),
    /** 0–100 while processing. */
    progress: integer('progress').notNull().default(0),
    /** The job run that holds the detection (`<job id>:<attempt>`): only it may store the outcome. */
    runId: text('run_id'),
    /** Job runs started for this detection (a worker that died counts). */
    runs: integer('runs').notNull().default(0),
    answer: text('answer'),
    /** The brand analysis of the answer (geo-check.analysis.ts). */
    analysis: jsonb('analysis').$type<unknown>(),
    error: text('error'),
    latencyMs: integer('latency_ms'),
    /** Queue order: when the detection (or its retry) was queued. */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('geo_detections_check_idx').on(t.checkId),
    index('geo_detections_status_queued_idx').on(t.status, t.queuedAt),
    check('geo_detections_status_ck', sql`${t.status} in ('pending', 'processing', 'completed', 'failed')`),
    check('geo_detections_progress_ck', sql`${t.progress} between 0 and 100`),
  ],
);
