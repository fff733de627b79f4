// The model arena (docs/decisions/021): battles of two anonymous contestants on one prompt, one vote per battle,
// and the leaderboard computed from every vote by a job.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const arenaBattles = pgTable(
  'arena_battles',
  {
    /** Random, so battles cannot be walked through by number. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prompt: text('prompt').notNull(),
    /** coding | writing | maths | chinese | other (arena.classify.ts). */
    category: text('category').notNull(),
    lang: text('lang').notNull(),
    /** Contestant ids: `platform:model`. */
    contestantA: text('contestant_a').notNull(),
    contestantB: text('contestant_b').notNull(),
    /** Both contestants are the offline engine's configurations (no keys set). */
    offline: boolean('offline').notNull(),
    /** pending → streaming → answered | failed. */
    status: text('status').notNull().default('pending'),
    answerA: text('answer_a'),
    answerB: text('answer_b'),
    errorA: text('error_a'),
    errorB: text('error_b'),
    latencyA: integer('latency_a'),
    latencyB: integer('latency_b'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the answers were last asked for: a battle `streaming` long past every time limit was cut off. */
    streamedAt: timestamp('streamed_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('arena_battles_user_created_idx').on(t.userId, t.createdAt),
    check('arena_battles_status_ck', sql`${t.status} in ('pending', 'streaming', 'answered', 'failed')`),
  ],
);

export const arenaVotes = pgTable(
  'arena_votes',
  {
    /** The key is the battle: one vote per battle. */
    battleId: text('battle_id')
      .primaryKey()
      .references(() => arenaBattles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    choice: text('choice').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('arena_votes_choice_ck', sql`${t.choice} in ('a', 'b', 'tie', 'both_bad')`)],
);

/** The latest computed leaderboard (one row, id 'current'), rebuilt from all votes by the arena.leaderboard job. */
export const arenaLeaderboards = pgTable('arena_leaderboards', {
  id: text('id').primaryKey(),
  /** Votes counted. */
  votes: integer('votes').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  data: jsonb('data').$type<unknown>().notNull(),
});
