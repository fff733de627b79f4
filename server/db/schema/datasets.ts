// AI datasets (issue 21 §4, docs/decisions/030): public datasets as facts with the page they were read from.
import { index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';

/** Descriptions written by the project: zh and en, tw converted from zh (ja reads en). */
export interface DatasetDescriptions {
  zh: string;
  en: string;
  tw: string;
}

export const datasets = pgTable(
  'datasets',
  {
    slug: text('slug').primaryKey(),
    name: text('name').notNull(),
    publisher: text('publisher').notNull(),
    /** A task key of app/features/datasets/datasets.constants.ts. */
    task: text('task').notNull(),
    modality: text('modality').notNull(),
    /** The size as published, in `unit` (tokens, images, hours, …); null where the publisher gives no one figure. */
    size: real('size'),
    unit: text('unit').notNull(),
    licence: text('licence'),
    /** open (commercial use allowed) · noncommercial · custom · unknown: derived from `licence` (datasets.licence.ts). */
    licenceKind: text('licence_kind').notNull(),
    /** ISO 639-1 codes; `multi` for many, `code` for programming languages. */
    languages: text('languages').array().notNull(),
    year: integer('year').notNull(),
    url: text('url').notNull(),
    /** Where the facts were read, and when (YYYY-MM-DD). */
    source: text('source').notNull(),
    sourceDate: text('source_date').notNull(),
    descriptions: jsonb('descriptions').$type<DatasetDescriptions>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('datasets_task_idx').on(t.task), index('datasets_year_idx').on(t.year)],
);
