// Leads (docs/decisions/034): the consultation requests signed-in visitors send from the service pages — GEO at
// /geo, the services at /services/{kind}, a compute offer's "ask about it" — one table with the kind of service and,
// where the request is about one thing, its reference (a compute offer's id). Staff move each through
// new → contacted → won / lost and keep notes; every change is a row of lead_events (who, when, what).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const leads = pgTable(
  'leads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'geo' | 'training' | 'labeling' | 'agent' | 'consulting' | 'hardware' | 'compute' | 'deployment' (LEAD_KINDS). */
    kind: text('kind').notNull().default('geo'),
    /** What the request is about within its kind, e.g. a compute offer's id; null for a general request. */
    subject: text('subject'),
    /** The subject's name when the request was sent (the offer may change or go). */
    subjectLabel: text('subject_label'),
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
    /** 'new' | 'contacted' | 'won' | 'lost' (LEAD_STATUSES). */
    status: text('status').notNull().default('new'),
    /** The staff member who last changed the status, and when. */
    handledBy: bigint('handled_by', { mode: 'number' }).references(() => users.id),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leads_user_idx').on(t.userId, t.kind, t.createdAt),
    index('leads_status_idx').on(t.status, t.createdAt),
    index('leads_kind_idx').on(t.kind, t.status, t.createdAt),
  ],
);

/** A staff action on a lead: a status change (from → to), a note, or both at once. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: bigint('lead_id', { mode: 'number' })
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('lead_events_lead_idx').on(t.leadId, t.createdAt)],
);
