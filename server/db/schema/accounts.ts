// Accounts: people who sign in, and their server-side sessions.
import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text, timestamp, uniqueIndex, bigint } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email'),
    phone: text('phone'),
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
