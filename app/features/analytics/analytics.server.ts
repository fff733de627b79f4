// Analytics owns page-view counters: one view per visitor per target per minute, safe across replicas.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { pageViewMarks, pageViews } from '../../../server/db/schema';
import { countActivity } from '~/features/rankings/rankings.activity.server';
import type { TPageViewResult, TUpdatePvQuery } from './analytics.schema';

export async function recordPageView(
  db: Db,
  target: TUpdatePvQuery,
  visitor: string,
  now: Date = new Date(),
  /** The rankings' time zone: a counted product view also counts for the day's site ranking. */
  timeZone?: string,
): Promise<TPageViewResult> {
  const minute = Math.floor(now.getTime() / 60000);
  const key = `${target.type}:${target.id}:${visitor}:${minute}`;
  return db.transaction(async (tx) => {
    // The mark's primary key makes the count idempotent even when the same visitor fires requests in parallel.
    const marked = await tx
      .insert(pageViewMarks)
      .values({ key, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: pageViewMarks.key });
    if (marked.length) {
      const [row] = await tx
        .insert(pageViews)
        .values({ targetType: target.type, targetId: target.id, views: 1, updatedAt: now })
        .onConflictDoUpdate({
          target: [pageViews.targetType, pageViews.targetId],
          set: { views: sql`${pageViews.views} + 1`, updatedAt: now },
        })
        .returning({ views: pageViews.views });
      if (timeZone && target.type === 'product' && /^\d{1,9}$/.test(target.id)) {
        await countActivity(tx as unknown as Db, Number(target.id), 'views', timeZone, now);
      }
      return { views: row!.views, counted: true };
    }
    const [row] = await tx
      .select({ views: pageViews.views })
      .from(pageViews)
      .where(and(eq(pageViews.targetType, target.type), eq(pageViews.targetId, target.id)));
    return { views: row?.views ?? 0, counted: false };
  });
}

export async function getPageViews(db: Db, type: string, id: string): Promise<number> {
  const [row] = await db
    .select({ views: pageViews.views })
    .from(pageViews)
    .where(and(eq(pageViews.targetType, type), eq(pageViews.targetId, id)));
  return row?.views ?? 0;
}

/** Marks older than the de-duplication window are no longer needed. */
export async function prunePageViewMarks(db: Db, now: Date = new Date()): Promise<void> {
  await db.delete(pageViewMarks).where(lt(pageViewMarks.createdAt, new Date(now.getTime() - 5 * 60000)));
}
