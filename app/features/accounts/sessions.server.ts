// Sessions: opaque bearer tokens (stored as SHA-256), who holds them, and their end (docs/decisions/009).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { sessions, users } from '../../../server/db/schema';
import type { TPageUser } from './accounts.schema';

/** A session lasts 30 days from sign-in. */
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

export interface SessionUser {
  id: number;
  displayName: string;
  avatarUrl: string | null;
  email: string | null;
  phone: string | null;
  role: 'user' | 'admin';
  status: 'active' | 'disabled';
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** 32 random bytes, base64url: the form of every token and ticket. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function createSession(
  db: Db,
  userId: number,
  meta: { userAgent?: string; ip?: string } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId,
    expiresAt,
    userAgent: meta.userAgent?.slice(0, 512),
    ip: meta.ip?.slice(0, 64),
  });
  return { token, expiresAt };
}

/** The active user holding this token, or undefined (unknown, expired, revoked or disabled). */
export async function getSessionUser(db: Db, token: string | undefined): Promise<SessionUser | undefined> {
  if (!token) return undefined;
  const rows = await db
    .select({
      id: users.id,
      displayName: users.displayName,
      avatarUrl: users.avatarUrl,
      email: users.email,
      phone: users.phone,
      role: users.role,
      status: users.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sha256(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.status, 'active'),
      ),
    )
    .limit(1);
  return rows[0] as SessionUser | undefined;
}

/**
 * The page's signed-in visitor, from the token cookie of a page request. The root loader and the page's own
 * loader both ask for it; they share one look-up per request (no route has an action that could sign in or out
 * in between).
 */
const pageUsers = new WeakMap<Request, Promise<TPageUser | null>>();
export function getPageUser(db: Db, request: Request): Promise<TPageUser | null> {
  let found = pageUsers.get(request);
  if (!found) {
    found = readPageUser(db, request);
    pageUsers.set(request, found);
  }
  return found;
}

async function readPageUser(db: Db, request: Request): Promise<TPageUser | null> {
  const cookie = request.headers.get('cookie');
  if (!cookie) return null;
  const raw = cookie
    .split(/;\s*/)
    .find((pair) => pair.startsWith('token='))
    ?.slice('token='.length);
  if (!raw || !/^[A-Za-z0-9._~+/=-]{16,512}$/.test(raw)) return null;
  const user = await getSessionUser(db, raw);
  return user ? { id: user.id, displayName: user.displayName, avatarUrl: user.avatarUrl, role: user.role } : null;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)));
}

/** Ends every session of a user (disabled by staff, password changed). */
export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Sessions a day past their end or their revocation: nobody can use them any more. */
export async function pruneSessions(db: Db): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, sql`now() - interval '1 day'`), lt(sessions.revokedAt, sql`now() - interval '1 day'`)))
    .returning({ tokenHash: sessions.tokenHash });
  return gone.length;
}

/** 138****0000 / +44****1234 */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  const local = phone.startsWith('+86') ? phone.slice(3) : phone;
  return local.length <= 7 ? `${local.slice(0, 2)}****` : `${local.slice(0, 3)}****${local.slice(-4)}`;
}

/** a***@example.com */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.indexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
