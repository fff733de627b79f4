// Short links (SPEC §2.1 /short-link/{id}): a short code for a long address on this site.
import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const shortLinks = pgTable('short_links', {
  code: text('code').primaryKey(),
  /** A path on this site ('/details/42?tab=traffic') or an absolute URL on one of its own origins. */
  target: text('target').notNull(),
  hits: bigint('hits', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
