// AI app rankings (SPEC §2.1, §2.2 "iOS and Android app favorites lists"): the apps of each store, and their rank,
// rating and download estimate per region and month (docs/decisions/016).
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PartialLocalizedText } from './catalogue';

export const apps = pgTable(
  'apps',
  {
    id: serial('id').primaryKey(),
    /** 'android' | 'ios' */
    platform: text('platform').notNull(),
    /** Google Play package name (`com.openai.chatgpt`) or App Store numeric id (`6448311069`). */
    storeId: text('store_id').notNull(),
    /** The name in the languages where it differs; `en` (or the first given) is the fallback. */
    name: jsonb('name').$type<PartialLocalizedText>().notNull(),
    developer: text('developer').notNull(),
    storeUrl: text('store_url').notNull(),
    iconUrl: text('icon_url'),
    /** One of the app categories of app/features/apps/apps.schema.ts. */
    category: text('category').notNull(),
    /** Slug of the catalogue product the app belongs to; joined on read, so it links once the product exists. */
    productSlug: text('product_slug'),
    /** Where the facts (name, developer, store id) were taken from: the store listing. */
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('apps_platform_store_idx').on(t.platform, t.storeId),
    index('apps_category_idx').on(t.platform, t.category),
  ],
);

export const appRankings = pgTable(
  'app_rankings',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    /** Copied from the app so one index serves a whole list. */
    platform: text('platform').notNull(),
    /** A region slug of app/lib/regions.ts. */
    region: text('region').notNull(),
    /** 'YYYY-MM' */
    month: text('month').notNull(),
    /** 1-based place among the AI apps of the store, region and month. */
    rank: integer('rank').notNull(),
    /** Store rating out of 5, when known. */
    rating: real('rating'),
    /** Estimated downloads in the month. */
    downloads: bigint('downloads', { mode: 'number' }),
    /** Generated sample figures until `npm run import:apps` replaces them. */
    isSample: boolean('is_sample').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.region, t.month] }),
    index('app_rankings_list_idx').on(t.platform, t.region, t.month, t.rank),
  ],
);

export type AppRow = typeof apps.$inferSelect;
export type AppRankingRow = typeof appRankings.$inferSelect;
