// Scenario recommendations (docs/decisions/035): a described scenario and the plan answered for it, kept under a
// random id so the result page can be reopened and shared; immutable once written.
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const solutionPlans = pgTable(
  'solution_plans',
  {
    /** Random, so results cannot be walked through by number. */
    id: text('id').primaryKey(),
    /** The signed-in author (their history); null for a visitor's plan, reachable by its link only. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    lang: text('lang').notNull(),
    /** `offline`, or `llm:<platform id>` when a language model's answer was used. */
    planner: text('planner').notNull(),
    /** The scenario template the offline planner matched, when it did. */
    template: text('template'),
    /** The steps with their tools as shown when the plan was made (a snapshot: catalogue edits do not rewrite it). */
    plan: jsonb('plan').notNull(),
    /** The author (user or address), the description and a ten-minute window, hashed: a double submit finds the first. */
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('solution_plans_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('solution_plans_dedupe_idx').on(t.dedupeKey),
  ],
);
