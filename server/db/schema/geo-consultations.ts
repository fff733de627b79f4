// GEO consultations (docs/decisions/026): the requests signed-in visitors send from the /geo service page, and
// where staff are with each (new → contacted → closed).
import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const geoConsultations = pgTable(
  'geo_consultations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    company: text('company').notNull(),
    email: text('email').notNull(),
    /** Normalised: `+86…` for mainland mobiles, E.164 otherwise (accounts.schema normalizePhone). */
    phone: text('phone').notNull(),
    requirements: text('requirements').notNull(),
    /** The page language the request was sent from: staff answer in it. */
    lang: text('lang').notNull(),
    /** 'new' | 'contacted' | 'closed' */
    status: text('status').notNull().default('new'),
    /** The staff member who last changed the status. */
    handledBy: bigint('handled_by', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('geo_consultations_user_idx').on(t.userId, t.createdAt),
    index('geo_consultations_status_idx').on(t.status, t.createdAt),
  ],
);
