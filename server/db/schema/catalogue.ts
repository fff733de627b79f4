// The AI product catalogue (SPEC §3 "AI product", "Traffic stats", "Domain info"): categories, tags, products
// with text in the four site languages, their traffic and domain figures, alternatives, news links and likes.
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { LocalizedText } from './navigation';

/** Text in some of the site languages; readers fall back along a per-language chain. */
export type PartialLocalizedText = Partial<LocalizedText>;

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  icon: text('icon'),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<PartialLocalizedText>(),
  sort: integer('sort').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    url: text('url').notNull(),
    /** Host without `www.` plus path without trailing slash: two rows with one key are one product. */
    urlKey: text('url_key').notNull(),
    /** 'commercial' | 'open_source' */
    type: text('type').notNull(),
    /** 'free' | 'freemium' | 'paid' | 'open_source' */
    pricing: text('pricing').notNull(),
    /** Language of the product itself: 'zh' | 'en' | 'ja'. */
    contentLanguage: text('content_language').notNull(),
    /** 'cn_pick' | 'overseas_pick' | 'global_hot' | 'quality_new' | 'ordinary' | 'editor_pick' */
    recommendation: text('recommendation').notNull().default('ordinary'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    tagline: jsonb('tagline').$type<PartialLocalizedText>().notNull(),
    description: jsonb('description').$type<PartialLocalizedText>(),
    company: text('company'),
    launched: smallint('launched'),
    repository: text('repository'),
    licence: text('licence'),
    stars: integer('stars'),
    /** Editorial score out of 10. */
    score: real('score'),
    certified: boolean('certified').notNull().default(false),
    /** 1–100: editorial weight, used to break ties in search and to order lists. */
    popularity: smallint('popularity').notNull().default(10),
    /** Counter kept in step with product_likes. */
    likes: integer('likes').notNull().default(0),
    /** Where it runs: 'web' | 'windows' | 'macos' | 'linux' | 'ios' | 'android' | 'browser_extension' | 'api'; empty when not stated. */
    platforms: text('platforms').array().notNull().default(sql`'{}'::text[]`),
    /** Views before page-view counting began; /api/updatePv counts are added on read. */
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    /** 'published' | 'hidden' — hidden rows leave lists, search and detail pages. */
    status: text('status').notNull().default('published'),
    /** The last health check's verdict (catalogue.health.ts `THealthStatus`); null before the first. */
    healthStatus: text('health_status'),
    healthCheckedAt: timestamp('health_checked_at', { withTimezone: true }),
    /** Failing checks in a row; two put the product in the staff queue. */
    healthFailures: integer('health_failures').notNull().default(0),
    /** Staff queue: 'open' (waiting), then what staff did: 'kept' | 'hidden' | 'closed' | 'fixed'. */
    healthReview: text('health_review'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_slug_uq').on(t.slug),
    index('products_health_due_idx').on(t.healthCheckedAt),
    index('products_health_review_idx').on(t.healthReview),
    index('products_url_key_idx').on(t.urlKey),
    index('products_category_idx').on(t.categoryId, t.popularity),
    index('products_popularity_idx').on(t.popularity, t.id),
    index('products_created_idx').on(t.createdAt),
    index('products_updated_idx').on(t.updatedAt),
  ],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index('product_tags_tag_idx').on(t.tagId)],
);

export interface TrafficMonth {
  /** YYYY-MM */
  month: string;
  visits: number;
}
/** Shares (0–1) of visits by source; they add up to 1. */
export interface TrafficSources {
  direct: number;
  search: number;
  email: number;
  referral: number;
  social: number;
  display: number;
}
export interface TrafficCountry {
  /** ISO 3166-1 alpha-2 */
  country: string;
  share: number;
}

export const productTraffic = pgTable(
  'product_traffic',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The month the figures describe, YYYY-MM. */
    month: text('month').notNull(),
    monthlyVisits: bigint('monthly_visits', { mode: 'number' }).notNull(),
    avgVisitSeconds: integer('avg_visit_seconds').notNull(),
    pagesPerVisit: real('pages_per_visit').notNull(),
    /** 0–1 */
    bounceRate: real('bounce_rate').notNull(),
    /** Visits this month minus the month before. */
    growth: bigint('growth', { mode: 'number' }).notNull(),
    /** growth / visits of the month before. */
    growthRate: real('growth_rate').notNull(),
    /** Global rank by monthly visits. */
    rank: integer('rank'),
    history: jsonb('history').$type<TrafficMonth[]>().notNull(),
    sources: jsonb('sources').$type<TrafficSources>().notNull(),
    countries: jsonb('countries').$type<TrafficCountry[]>().notNull(),
    /** True while the figures are generated sample data (docs/decisions/007), false once imported. */
    isSample: boolean('is_sample').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_traffic_visits_idx').on(t.monthlyVisits)],
);

export const productDomains = pgTable('product_domains', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  domain: text('domain').notNull(),
  createdOn: date('created_on'),
  expiresOn: date('expires_on'),
  changedOn: date('changed_on'),
  isSample: boolean('is_sample').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const productAlternatives = pgTable(
  'product_alternatives',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    alternativeId: integer('alternative_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    score: real('score').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.alternativeId] })],
);

/**
 * How often two products were compared (/compare/{a}-vs-{b} seen by a visitor, each pair of a 3- or 4-way comparison
 * counted): a < b, so one pair is one row. Feeds "most compared with" on product pages and the sitemaps.
 */
export const productComparePairs = pgTable(
  'product_compare_pairs',
  {
    productA: integer('product_a')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productB: integer('product_b')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    count: integer('count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productA, t.productB] }), index('product_compare_pairs_b_idx').on(t.productB, t.count)],
);

export const productNews = pgTable(
  'product_news',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<PartialLocalizedText>().notNull(),
    url: text('url').notNull(),
    source: text('source'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [index('product_news_product_idx').on(t.productId, t.publishedAt)],
);

export const productLikes = pgTable(
  'product_likes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The visitor id (vid cookie) or, once accounts exist, `u:<userId>`. */
    visitor: text('visitor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.visitor] })],
);

/**
 * "Report a problem" on a product page (no sign-in needed): a reason, a text and an optional e-mail, moderated by
 * staff (new → accepted / dismissed). A signed-in reporter is told the outcome in-site.
 */
export const productReports = pgTable(
  'product_reports',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** 'dead_link' | 'wrong_info' | 'spam' | 'duplicate' | 'other' */
    reason: text('reason').notNull(),
    text: text('text').notNull(),
    email: text('email'),
    /** The reporter when signed in (told the outcome); null for visitors. */
    userId: integer('user_id'),
    /** 'new' | 'accepted' | 'dismissed' */
    status: text('status').notNull().default('new'),
    staffNote: text('staff_note'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_reports_status_idx').on(t.status, t.createdAt), index('product_reports_product_idx').on(t.productId)],
);

/** One visit of a product's site by the health check (kept as the product's history). */
export const productHealthChecks = pgTable(
  'product_health_checks',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    /** The address visited and where it ended after redirects. */
    url: text('url').notNull(),
    finalUrl: text('final_url'),
    /** alive | redirected | client_error | server_error | unreachable | tls_error | parked */
    status: text('status').notNull(),
    httpStatus: integer('http_status'),
    /** Each redirect followed: its status and where it pointed. */
    redirects: jsonb('redirects').$type<{ status: number; url: string }[]>().notNull().default(sql`'[]'::jsonb`),
    ms: integer('ms').notNull(),
    /** Why (the parking marker found, the network error's code…), for staff. */
    detail: text('detail'),
    /** The site's best icon and its og:image, as the page names them. */
    iconUrl: text('icon_url'),
    imageUrl: text('image_url'),
  },
  (t) => [index('product_health_checks_product_idx').on(t.productId, t.checkedAt)],
);
