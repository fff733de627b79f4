// Fixed-window rate limits counted in the database, so every replica sees the same numbers
// (docs/decisions/009). One statement per hit: insert the window or bump it, and read the count back.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AppError } from './errors';

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the window resets. */
  retryAfter: number;
}

/** Counts one hit against `key`; a window that has ended starts again at 1. */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const result = await db.execute(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + ${`${rule.windowMs} milliseconds`}::interval)
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, greatest(0, ceil(extract(epoch from (reset_at - now()))))::int as retry_after`);
  const row = (result as unknown as { rows: { count: number; retry_after: number }[] }).rows[0]!;
  const count = Number(row.count);
  return { allowed: count <= rule.limit, count, retryAfter: Number(row.retry_after) };
}

/** Reads a counter without counting (a lock-out check before the expensive work). */
export async function peekRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const result = await db.execute(sql`
    select count, greatest(0, ceil(extract(epoch from (reset_at - now()))))::int as retry_after
    from rate_limits where key = ${key} and reset_at > now()`);
  const row = (result as unknown as { rows: { count: number; retry_after: number }[] }).rows[0];
  const count = row ? Number(row.count) : 0;
  return { allowed: count < rule.limit, count, retryAfter: row ? Number(row.retry_after) : 0 };
}

export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Windows that have ended: a new hit would start them again at 1 anyway (the accounts.housekeeping job). */
export async function pruneRateLimits(db: Db): Promise<number> {
  const result = await db.execute(sql`delete from rate_limits where reset_at < now() returning key`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/** Counts a hit and throws RATE_LIMITED (with the wait in seconds) when the rule is exceeded. */
export async function enforceRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<void> {
  const result = await hitRateLimit(db, key, rule);
  if (!result.allowed) {
    throw new AppError('RATE_LIMITED', { messageKey: 'api.error.rateLimitedWait', values: { seconds: result.retryAfter } });
  }
}
