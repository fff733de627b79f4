// Page-view counters (SPEC §7 /api/updatePv) and their per-visitor, per-minute de-duplication.
import { bigint, pgTable, primaryKey, text, timestamp, index } from 'drizzle-orm/pg-core';

export const pageViews = pgTable(
  'page_views',
  {
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.targetType, t.targetId] })],
);

export const pageViewMarks = pgTable(
  'page_view_marks',
  {
    /** type:id:visitor:minute — one view per visitor per minute. */
    key: text('key').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_view_marks_created_idx').on(t.createdAt)],
);
