// Rankings (SPEC §2.2, §9; docs/decisions/015): imported traffic per period and region, this site's own daily
// activity per product, and the immutable ranking snapshots with the frozen product labels their rows show.
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import type { LocalizedText } from './navigation';

/**
 * Real visits per product, period and region from `npm run import:traffic`. Sample figures are not stored: they are
 * generated from the product's sample history when a snapshot is computed, and a row here takes precedence.
 */
export const trafficPeriods = pgTable(
  'traffic_periods',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** 'weekly' | 'monthly' (quarters add up their months). */
    periodKind: text('period_kind').notNull(),
    /** 2026-W47 or 2026-10 */
    periodKey: text('period_key').notNull(),
    /** A region slug of app/lib/regions.ts. */
    region: text('region').notNull(),
    visits: bigint('visits', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.periodKind, t.periodKey, t.region, t.productId] })],
);

/**
 * This site's own activity per product and calendar day (RANKINGS_TZ): counted page views (/api/updatePv) and
 * outbound visits through /ExcessLink. Likes and favorites are read from their own tables by their dates.
 */
export const siteActivityDaily = pgTable(
  'site_activity_daily',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
    outbound: integer('outbound').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId] })],
);

/**
 * A product as a ranking showed it: rows point here, so a past ranking keeps the name and category it had even
 * after the product is renamed or moved. One row per distinct look (`fingerprint`), shared by every snapshot.
 */
export const rankingLabels = pgTable(
  'ranking_labels',
  {
    id: serial('id').primaryKey(),
    fingerprint: text('fingerprint').notNull(),
    productId: integer('product_id').notNull(),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    categorySlug: text('category_slug').notNull(),
    categoryName: jsonb('category_name').$type<LocalizedText>().notNull(),
    /** 'commercial' | 'open_source' */
    type: text('type').notNull(),
  },
  (t) => [uniqueIndex('ranking_labels_fingerprint_uq').on(t.fingerprint), index('ranking_labels_product_idx').on(t.productId)],
);

/**
 * One row of a snapshot: [labelId, value, previous value (0: none), periods with figures before this one (0–12),
 * and for the site metric its parts [views, likes, favorites, outbound]]. Rows are ordered by rank (value desc).
 */
export type SnapshotRow = [labelId: number, value: number, previous: number, age: number, parts?: number[]];

/**
 * An immutable ranking: one period, region and metric, computed once. Its rows live in one document: a snapshot is
 * always read whole (filters and trend orders are applied on read), and tens of thousands of rows in one value cost
 * a fraction of the space and time of as many table rows.
 */
export const rankingSnapshots = pgTable(
  'ranking_snapshots',
  {
    id: serial('id').primaryKey(),
    /** 'weekly' | 'monthly' | 'quarterly' */
    periodKind: text('period_kind').notNull(),
    periodKey: text('period_key').notNull(),
    region: text('region').notNull(),
    /** 'traffic' (visits) | 'site' (this site's activity) */
    metric: text('metric').notNull(),
    isSample: boolean('is_sample').notNull(),
    rowCount: integer('row_count').notNull(),
    /** SnapshotRow[] as JSON text: written and read whole, never queried inside, so the database need not parse it. */
    rows: text('rows').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Two workers computing one period at once: the second insert finds the first and adds nothing.
    uniqueIndex('ranking_snapshots_period_uq').on(t.periodKind, t.metric, t.region, t.periodKey),
    index('ranking_snapshots_computed_idx').on(t.computedAt),
  ],
);
