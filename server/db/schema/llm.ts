// Calls to AI chat platforms (docs/decisions/021): one row per call with its tokens, cost and outcome.
import { bigserial, boolean, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const llmCalls = pgTable(
  'llm_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    platform: text('platform').notNull(),
    model: text('model').notNull(),
    /** What asked: `arena`, `geo`, … */
    purpose: text('purpose').notNull(),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    /** US dollars; null when the platform's price is unknown. */
    costUsd: doublePrecision('cost_usd'),
    latencyMs: integer('latency_ms').notNull(),
    attempts: integer('attempts').notNull().default(1),
    ok: boolean('ok').notNull(),
    /** The failure's kind and message. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('llm_calls_platform_created_idx').on(t.platform, t.createdAt)],
);
