// Site navigation: the menu of SPEC §3 "Navigation menu item" and the route rules of SPEC §4 "Route guard".
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Text in the four site languages. */
export type LocalizedText = { zh: string; en: string; tw: string; ja: string };

export const navMenuItems = pgTable(
  'nav_menu_items',
  {
    id: serial('id').primaryKey(),
    /** 1 = China edition, 2 = international (SPEC §7 useWebsite). */
    siteId: smallint('site_id').notNull(),
    parentId: integer('parent_id'),
    sort: integer('sort').notNull().default(0),
    /** 1 = category heading (SPEC §3). */
    menuType: smallint('menu_type').notNull().default(0),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<Partial<LocalizedText>>(),
    url: text('url').notNull().default(''),
    icon: text('icon'),
    target: text('target'),
    disabled: boolean('disabled').notNull().default(false),
    /** 1 = normal, 2 = disabled (SPEC §3). */
    status: smallint('status').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('nav_menu_site_idx').on(t.siteId, t.parentId, t.sort)],
);

export const routeRules = pgTable(
  'route_rules',
  {
    id: serial('id').primaryKey(),
    /** 1 = China edition, 2 = international; null = both. */
    siteId: smallint('site_id'),
    /**
     * 'exact' | 'prefix' | 'contains' | 'glob' (`*` is any run of characters, the whole path must match), matched
     * against the path without its language prefix.
     */
    matchKind: text('match_kind').notNull(),
    pattern: text('pattern').notNull(),
    /** Where a blocked route sends the visitor; null sends it to the 404 page. */
    jumpUrl: text('jump_url'),
    enabled: boolean('enabled').notNull().default(true),
    note: text('note'),
  },
  (t) => [index('route_rules_site_idx').on(t.siteId)],
);
