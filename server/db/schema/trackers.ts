// The brand tracker (docs/decisions/027): a signed-in user's brand, asked about on AI platforms through generated
// queries, run after run (the first on creation, then on a schedule), each run's answers analysed for the brand and
// its competitors; the report and its trend are built from the runs.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const brandTrackers = pgTable(
  'brand_trackers',
  {
    /** Random, so trackers cannot be walked through by number. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    description: text('description').notNull(),
    products: jsonb('products').$type<string[]>().notNull(),
    websiteUrl: text('website_url'),
    competitors: jsonb('competitors').$type<string[]>().notNull(),
    topics: jsonb('topics').$type<string[]>().notNull(),
    platforms: jsonb('platforms').$type<string[]>().notNull(),
    /** The language the queries are asked in. */
    lang: text('lang').notNull(),
    /** When the scheduler starts the next run. */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    /** unsubmitted → submitted (a code was sent to `notifyPhone`) → enabled (the code was confirmed). */
    notifyState: text('notify_state').notNull().default('unsubmitted'),
    notifyPhone: text('notify_phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('brand_trackers_user_created_idx').on(t.userId, t.createdAt),
    index('brand_trackers_next_run_idx').on(t.nextRunAt),
    check('brand_trackers_notify_state_ck', sql`${t.notifyState} in ('unsubmitted', 'submitted', 'enabled')`),
  ],
);

export const trackerRuns = pgTable(
  'tracker_runs',
  {
    id: text('id').primaryKey(),
    trackerId: text('tracker_id')
      .notNull()
      .references(() => brandTrackers.id, { onDelete: 'cascade' }),
    /** 1, 2, … per tracker: one run per number, whoever starts it. */
    seq: integer('seq').notNull(),
    /** generating → completed. */
    status: text('status').notNull().default('generating'),
    /** The queries asked, with their intent (trackers.queries.ts). */
    queries: jsonb('queries').$type<unknown>().notNull(),
    /** The scores per platform and per competitor, written when the last answer is in (trackers.scoring.ts). */
    report: jsonb('report').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tracker_runs_tracker_seq_uq').on(t.trackerId, t.seq),
    check('tracker_runs_status_ck', sql`${t.status} in ('generating', 'completed')`),
  ],
);

export const trackerAnswers = pgTable(
  'tracker_answers',
  {
    id: text('id').primaryKey(),
    runId: text('run_id')
      .notNull()
      .references(() => trackerRuns.id, { onDelete: 'cascade' }),
    /** Index into the run's queries. */
    queryIndex: integer('query_index').notNull(),
    platform: text('platform').notNull(),
    model: text('model'),
    /** pending → processing → completed | failed. */
    status: text('status').notNull().default('pending'),
    /** Not asked before this time: a run's questions are spread over TRACKER_REPORT_WINDOW_MS. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** The job run holding the answer: only it may store the outcome. */
    claim: text('claim'),
    answer: text('answer'),
    /** The analysis of the answer for the brand and each competitor, keyed by name (geo-check.analysis.ts). */
    analysis: jsonb('analysis').$type<unknown>(),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('tracker_answers_run_idx').on(t.runId),
    index('tracker_answers_status_due_idx').on(t.status, t.dueAt),
    check('tracker_answers_status_ck', sql`${t.status} in ('pending', 'processing', 'completed', 'failed')`),
  ],
);
