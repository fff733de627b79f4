// Model library (issue 20, docs/decisions/019): the models with their facts and prices, and where those came from.
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A price step by prompt length: a request whose prompt has more than `above` tokens pays these per million. */
export interface ModelPriceTier {
  above: number;
  input: number | null;
  output: number | null;
  cachedInput: number | null;
}

/** Descriptions written by the project: zh and en for every model, tw converted from zh, ja for the top 100. */
export interface ModelDescriptions {
  zh: string;
  en: string;
  tw: string;
  ja?: string;
}

export const models = pgTable(
  'models',
  {
    /** The URL slug: never `arena`, `compare` or `calculator` (pages under /models). */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** A provider key of app/features/models/models.providers.ts. */
    provider: text('provider').notNull(),
    modalitiesIn: text('modalities_in').array().notNull(),
    modalitiesOut: text('modalities_out').array().notNull(),
    contextWindow: integer('context_window'),
    maxOutput: integer('max_output'),
    /** The currency of the provider's list prices: USD or CNY. */
    currency: text('currency').notNull(),
    /** Per million tokens, in `currency`; null where unknown. */
    priceInput: doublePrecision('price_input'),
    priceOutput: doublePrecision('price_output'),
    priceCachedInput: doublePrecision('price_cached_input'),
    tiers: jsonb('tiers').$type<ModelPriceTier[]>().notNull().default([]),
    /** YYYY-MM-DD */
    releaseDate: text('release_date'),
    openWeights: boolean('open_weights'),
    licence: text('licence'),
    reasoning: boolean('reasoning'),
    toolCall: boolean('tool_call'),
    descriptions: jsonb('descriptions').$type<ModelDescriptions>().notNull(),
    /** 1 = most important; orders the library by default and picks the models described in Japanese. */
    importance: integer('importance').notNull(),
    /** Where the prices came from: a package with its version, or a provider's pricing page. */
    priceSourceName: text('price_source_name').notNull(),
    priceSourceUrl: text('price_source_url'),
    /** YYYY-MM-DD: the package's publication, or the day the provider's page was read. */
    priceSourceDate: text('price_source_date').notNull(),
    specSource: text('spec_source'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('models_provider_idx').on(t.provider), index('models_importance_idx').on(t.importance)],
);
