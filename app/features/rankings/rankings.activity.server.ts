// This site's own activity per product and day, for the site ranking: one upsert on a path that already writes
// (a counted page view), and outbound visits through /ExcessLink de-duplicated like page views.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { pageViewMarks } from '../../../server/db/schema';
import { dayIn } from './rankings.periods';

export type ActivityColumn = 'views' | 'outbound';

/**
 * Adds one to a product's count of the day (in the rankings' time zone). A product id that names no product adds
 * nothing (the insert selects the product), so a forged id costs one indexed read and no error.
 */
export async function countActivity(db: Db, productId: number, column: ActivityColumn, timeZone: string, now = new Date()): Promise<void> {
  const day = dayIn(now, timeZone);
  const col = sql.raw(column);
  await db.execute(sql`
    insert into site_activity_daily (product_id, day, ${col})
    select id, ${day}::date, 1 from products where id = ${productId}
    on conflict (day, product_id) do update set ${col} = site_activity_daily.${col} + 1`);
}

/** Counts an outbound visit once per visitor, product and minute (the page-view marks' window). */
export async function recordOutbound(db: Db, productId: number, visitor: string, timeZone: string, now = new Date()): Promise<boolean> {
  const key = `outbound:${productId}:${visitor}:${Math.floor(now.getTime() / 60000)}`;
  const marked = await db.insert(pageViewMarks).values({ key, createdAt: now }).onConflictDoNothing().returning({ key: pageViewMarks.key });
  if (!marked.length) return false;
  await countActivity(db, productId, 'outbound', timeZone, now);
  return true;
}
