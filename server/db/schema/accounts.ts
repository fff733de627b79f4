// Accounts: people who sign in, their sessions and one-time tickets, verification codes and slider challenges,
// the points ledger, in-site notifications, favorites, rate-limit counters and the staff audit trail.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue';

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email'),
    phone: text('phone'),
    /** When the phone was proven by an SMS code (sign-in by phone or binding). */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    displayName: text('display_name').notNull().default(''),
    avatarUrl: text('avatar_url'),
    /** 'user' | 'admin' */
    role: text('role').notNull().default('user'),
    /** 'active' | 'disabled' */
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_uq').on(t.phone),
    uniqueIndex('users_google_sub_uq').on(t.googleSub),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time tickets the account service hands back to the site (`?ticket=`), exchanged for a session token. */
export const loginTickets = pgTable('login_tickets', {
  /** SHA-256 of the ticket. */
  ticketHash: text('ticket_hash').primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 'register' | 'login': whether the ticket ends a sign-up (the site shows the registration notice). */
  kind: text('kind').notNull().default('login'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** SMS (and later e-mail) codes: 6 digits, stored hashed, with an expiry and an attempt budget. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Normalised phone number (or e-mail address). */
    target: text('target').notNull(),
    /** 'login' | 'bind' */
    scene: text('scene').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_target_idx').on(t.target, t.scene, t.createdAt)],
);

/** Slider verification: where the gap is, and the one-use pass issued when the visitor hit it. */
export const sliderChallenges = pgTable('slider_challenges', {
  id: text('id').primaryKey(),
  targetX: smallint('target_x').notNull(),
  y: smallint('y').notNull(),
  attempts: smallint('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** SHA-256 of the pass token handed out after a correct slide; spent by one code request. */
  passHash: text('pass_hash'),
  passUsedAt: timestamp('pass_used_at', { withTimezone: true }),
});

/** Fixed-window counters shared by every replica (the Redis limiter replaces this table when configured). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * The points ledger: append-only; a balance is the sum of a user's rows. Unique partial indexes make the
 * registration award once per user and the daily sign-in award once per user and day, whatever the races.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    /** 'REGISTER' | 'LOGIN' | 'ADJUST' | 'SPEND' | 'REFUND' */
    kind: text('kind').notNull(),
    /** The calendar day (RANKINGS_TZ) of a daily award. */
    day: date('day'),
    note: text('note'),
    /** The staff member who made an adjustment. */
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the points notice showed this award; null while it is still to be shown. */
    noticedAt: timestamp('noticed_at', { withTimezone: true }),
  },
  (t) => [
    index('points_ledger_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('points_ledger_register_uq').on(t.userId).where(sql`${t.kind} = 'REGISTER'`),
    uniqueIndex('points_ledger_daily_uq').on(t.userId, t.day).where(sql`${t.kind} = 'LOGIN'`),
  ],
);

/** In-site notifications; the text is a catalogue key with values, so each reader sees their language. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    values: jsonb('values').$type<Record<string, string | number>>().notNull().default({}),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('favorites_user_idx').on(t.userId, t.createdAt)],
);

/** What staff did, to whom, and why. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null when the change came from the command line. */
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id),
    action: text('action').notNull(),
    targetUserId: bigint('target_user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_target_idx').on(t.targetUserId, t.createdAt)],
);
