// News and the editorial content of the site (docs/decisions/029): one articles table for every kind of written
// piece (news now, guides later as kind 'guide'), Markdown bodies per language, the catalogue products an article
// names, and one digest row per day (its introduction; the day's items are the articles published that day).
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalogue';
import type { LocalizedText } from './navigation';

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    /** news | guide */
    kind: text('kind').notNull().default('news'),
    /** draft | scheduled | published | unpublished */
    status: text('status').notNull().default('draft'),
    title: jsonb('title').$type<Partial<LocalizedText>>().notNull(),
    summary: jsonb('summary').$type<Partial<LocalizedText>>().notNull(),
    /** Markdown, rendered and sanitised on the server. */
    body: jsonb('body').$type<Partial<LocalizedText>>().notNull(),
    /** Where the facts come from: the first is the one shown as "source". */
    sources: jsonb('sources').$type<{ url: string; name: string }[]>().notNull().default([]),
    coverUrl: text('cover_url'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** The time it goes (or went) live: the publish job's target while scheduled, the date shown once published. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** seed | editor */
    source: text('source').notNull().default('editor'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('articles_list_idx').on(t.kind, t.status, t.publishAt),
    index('articles_tags_idx').using('gin', sql`${t.tags} jsonb_path_ops`),
  ],
);

/** The catalogue products an article names: its "related products", and the product page's related news. */
export const articleProducts = pgTable(
  'article_products',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.productId] }), index('article_products_product_idx').on(t.productId)],
);

export const newsDigests = pgTable('news_digests', {
  /** The day in the site's news time zone (app/features/news/news.constants.ts NEWS_TIME_ZONE). */
  day: date('day', { mode: 'string' }).primaryKey(),
  title: jsonb('title').$type<Partial<LocalizedText>>().notNull(),
  /** One paragraph introducing the day. */
  intro: jsonb('intro').$type<Partial<LocalizedText>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
