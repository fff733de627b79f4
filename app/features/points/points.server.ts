// Points: the append-only ledger, the registration and daily sign-in awards, balances and the points notice
// (SPEC §3 "Points notice", §6; docs/decisions/009).
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { pointsLedger } from '../../../server/db/schema';
import { calendarDayIn } from '~/lib/time-zone';
import type { TNoticePoint, TPointsEntry, TPointsKind, TPointsLedger } from '../accounts/accounts.schema';

export interface PointsSettings {
  register: number;
  dailyLogin: number;
  /** Time zone of the calendar day of a daily award. */
  timeZone: string;
}

/** The calendar day of `at` in `timeZone`, as YYYY-MM-DD. */
export function calendarDay(timeZone: string, at: Date = new Date()): string {
  return calendarDayIn(at, timeZone);
}

/** Awards the registration points once per user; true when this call awarded them. */
export async function awardRegistration(db: Db, userId: number, settings: PointsSettings): Promise<boolean> {
  if (settings.register <= 0) return false;
  const rows = await db
    .insert(pointsLedger)
    .values({ userId, amount: settings.register, kind: 'REGISTER' })
    .onConflictDoNothing({ target: pointsLedger.userId, where: sql`${pointsLedger.kind} = 'REGISTER'` })
    .returning({ id: pointsLedger.id });
  return rows.length === 1;
}

/**
 * Awards the daily sign-in points once per user and calendar day. The unique partial index decides races:
 * of 50 simultaneous sign-ins exactly one insert succeeds.
 */
export async function awardDailyLogin(
  db: Db,
  userId: number,
  settings: PointsSettings,
  at: Date = new Date(),
): Promise<boolean> {
  if (settings.dailyLogin <= 0) return false;
  const rows = await db
    .insert(pointsLedger)
    .values({ userId, amount: settings.dailyLogin, kind: 'LOGIN', day: calendarDay(settings.timeZone, at) })
    .onConflictDoNothing({ target: [pointsLedger.userId, pointsLedger.day], where: sql`${pointsLedger.kind} = 'LOGIN'` })
    .returning({ id: pointsLedger.id });
  return rows.length === 1;
}

export async function pointsBalance(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${pointsLedger.amount}), 0)` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return Number(row?.total ?? 0);
}

/** A staff adjustment or a spend: one ledger row; the caller's transaction records why. */
export async function addLedgerEntry(
  db: Db,
  entry: { userId: number; amount: number; kind: Exclude<TPointsKind, 'REGISTER' | 'LOGIN'>; note?: string; actorId?: number },
): Promise<number> {
  const [row] = await db
    .insert(pointsLedger)
    .values({ ...entry, noticedAt: sql`now()` })
    .returning({ id: pointsLedger.id });
  return row!.id;
}

/**
 * The awards the points notice has not shown yet (registration first, then sign-ins, oldest first), marked
 * shown by this call so each appears once.
 */
export async function takeNoticePoints(db: Db, userId: number): Promise<TNoticePoint[]> {
  const rows = await db
    .update(pointsLedger)
    .set({ noticedAt: sql`now()` })
    .where(
      and(
        eq(pointsLedger.userId, userId),
        isNull(pointsLedger.noticedAt),
        inArray(pointsLedger.kind, ['REGISTER', 'LOGIN']),
      ),
    )
    .returning({ kind: pointsLedger.kind, amount: pointsLedger.amount, id: pointsLedger.id });
  rows.sort((a, b) => (a.kind === b.kind ? a.id - b.id : a.kind === 'REGISTER' ? -1 : 1));
  return rows.map((r) => ({ type: r.kind as TNoticePoint['type'], points: r.amount }));
}

export async function listPointsLedger(db: Db, userId: number, page: number, pageSize: number): Promise<TPointsLedger> {
  const [items, [count], points] = await Promise.all([
    db
      .select({
        id: pointsLedger.id,
        amount: pointsLedger.amount,
        kind: pointsLedger.kind,
        note: pointsLedger.note,
        createdAt: pointsLedger.createdAt,
      })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId))
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<string>`count(*)` }).from(pointsLedger).where(eq(pointsLedger.userId, userId)),
    pointsBalance(db, userId),
  ]);
  return {
    points,
    total: Number(count?.n ?? 0),
    items: items.map(
      (r): TPointsEntry => ({ ...r, kind: r.kind as TPointsKind, createdAt: new Date(r.createdAt).toISOString() }),
    ),
  };
}

