// Notifications own the messages the site leaves for a user (staff actions, later orders and reviews).
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { notifications } from '../../../server/db/schema';
import { AppError } from '../../../server/http/errors';
import type { TNotification, TNotificationKind, TNotificationPage, TNotificationQuery } from './notifications.schema';

/** Leaves a notification for `userId`; pass the caller's transaction so it stands or falls with the change. */
export async function notify(
  db: Db,
  userId: number,
  kind: TNotificationKind,
  values: Record<string, string | number> = {},
  link: string | null = null,
): Promise<number> {
  const [row] = await db.insert(notifications).values({ userId, kind, values, link }).returning({ id: notifications.id });
  return row!.id;
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function listNotifications(db: Db, userId: number, query: TNotificationQuery): Promise<TNotificationPage> {
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({
        total: sql<number>`count(*)`.mapWith(Number),
        unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
      })
      .from(notifications)
      .where(eq(notifications.userId, userId)),
  ]);
  return {
    total: counts?.total ?? 0,
    unread: counts?.unread ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    items: rows.map(
      (r): TNotification => ({
        id: r.id,
        kind: r.kind,
        values: r.values,
        link: r.link,
        createdAt: new Date(r.createdAt).toISOString(),
        read: r.readAt !== null,
      }),
    ),
  };
}

/** Marks one of the user's notifications read; someone else's (or a missing one) is a 404. */
export async function markNotificationRead(db: Db, userId: number, id: number): Promise<{ unread: number }> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!row) throw new AppError('NOT_FOUND');
  return { unread: await unreadCount(db, userId) };
}

export async function markAllNotificationsRead(db: Db, userId: number): Promise<{ updated: number; unread: number }> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: rows.length, unread: 0 };
}
