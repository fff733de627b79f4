// Admin owns the staff role and what staff do to accounts (search, disable/enable, points adjustments) and to
// products (hide, publish again), with the audit trail: every change written to admin_audit in the same
// transaction (docs/decisions/009).
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../server/db/client';
import { adminAudit, pointsLedger, users } from '../../../server/db/schema';
import { AppError } from '../../../server/http/errors';
import { normalizePhone } from '../accounts/accounts.schema';
import { revokeUserSessions } from '../accounts/sessions.server';
import { notify } from '../notifications/notifications.server';
import { addLedgerEntry, pointsBalance } from '../points/points.server';
import { setProductStatus } from '../catalogue/catalogue.write.server';
import {
  ADMIN_PAGE_SIZE,
  type TAdminPointsAdjust,
  type TAdminProductStatus,
  type TAdminUser,
  type TAdminUserPage,
  type TAdminUserQuery,
  type TAdminUserStatus,
  type TAuditAction,
  type TAuditPage,
} from './admin.schema';

function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

const userLabel = (t: { id: AnyPgColumn; email: AnyPgColumn; phone: AnyPgColumn; displayName: AnyPgColumn }) =>
  sql<string | null>`coalesce(${t.email}, ${t.phone}, nullif(${t.displayName}, ''), '#' || ${t.id}::text)`;

/** Users matching `q` (e-mail, phone, display name, or the exact id), newest first, with their balances. */
export async function searchUsers(db: Db, query: TAdminUserQuery): Promise<TAdminUserPage> {
  const conditions: SQL[] = [];
  const q = query.q.trim();
  if (q) {
    const pattern = likePattern(q);
    const phone = normalizePhone(q);
    const matches: (SQL | undefined)[] = [
      ilike(users.email, pattern),
      ilike(users.displayName, pattern),
      sql`${users.phone} like ${likePattern(q.replace(/[\s()-]/g, ''))}`,
      phone ? eq(users.phone, phone) : undefined,
    ];
    const id = /^#?\d{1,15}$/.test(q) ? Number(q.replace('#', '')) : 0;
    if (id > 0) matches.push(eq(users.id, id));
    conditions.push(or(...matches)!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select({
      id: users.id,
      displayName: users.displayName,
      email: users.email,
      phone: users.phone,
      role: users.role,
      status: users.status,
      createdAt: users.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_PAGE_SIZE);
  let total = rows[0]?.total;
  if (total === undefined) {
    const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users).where(where);
    total = row?.n ?? 0;
  }
  const ids = rows.map((r) => r.id);
  const balances = ids.length
    ? await db
        .select({ userId: pointsLedger.userId, points: sql<number>`sum(${pointsLedger.amount})`.mapWith(Number) })
        .from(pointsLedger)
        .where(inArray(pointsLedger.userId, ids))
        .groupBy(pointsLedger.userId)
    : [];
  const balanceOf = new Map(balances.map((b) => [b.userId, b.points]));
  return {
    total,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
    items: rows.map(
      (r): TAdminUser => ({
        id: r.id,
        displayName: r.displayName,
        email: r.email,
        phone: r.phone,
        role: r.role as TAdminUser['role'],
        status: r.status as TAdminUser['status'],
        points: balanceOf.get(r.id) ?? 0,
        createdAt: new Date(r.createdAt).toISOString(),
      }),
    ),
  };
}

async function audit(
  db: Db,
  entry: { actorId: number | null; action: TAuditAction; targetUserId: number | null; detail?: Record<string, unknown> },
): Promise<void> {
  await db.insert(adminAudit).values({ ...entry, detail: entry.detail ?? {} });
}

/**
 * Disables or re-enables an account. Disabling ends every session of the user at once; staff cannot disable
 * themselves (the console would lock its only admin out).
 */
export async function setUserStatus(
  db: Db,
  actorId: number,
  targetUserId: number,
  input: TAdminUserStatus,
): Promise<{ id: number; status: 'active' | 'disabled'; changed: boolean }> {
  if (actorId === targetUserId && input.status === 'disabled') {
    throw new AppError('CONFLICT', { messageKey: 'admin.error.disableSelf' });
  }
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, status: users.status })
      .from(users)
      .where(eq(users.id, targetUserId))
      .for('update');
    if (!user) throw new AppError('NOT_FOUND');
    if (user.status === input.status) return { id: user.id, status: input.status, changed: false };
    await tx.update(users).set({ status: input.status, updatedAt: sql`now()` }).where(eq(users.id, user.id));
    if (input.status === 'disabled') await revokeUserSessions(tx, user.id);
    await audit(tx, {
      actorId,
      action: input.status === 'disabled' ? 'user.disable' : 'user.enable',
      targetUserId: user.id,
      detail: input.reason ? { reason: input.reason } : {},
    });
    return { id: user.id, status: input.status, changed: true };
  });
}

/**
 * A staff points adjustment: the ledger row, the audit row and the user's notification are written in one
 * transaction, so none exists without the others.
 */
export async function adjustUserPoints(
  db: Db,
  actorId: number,
  targetUserId: number,
  input: TAdminPointsAdjust,
): Promise<{ entryId: number; points: number }> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, targetUserId)).for('update');
    if (!user) throw new AppError('NOT_FOUND');
    const entryId = await addLedgerEntry(tx, {
      userId: user.id,
      amount: input.amount,
      kind: 'ADJUST',
      note: input.note,
      actorId,
    });
    await audit(tx, {
      actorId,
      action: 'points.adjust',
      targetUserId: user.id,
      detail: { amount: input.amount, note: input.note, entryId },
    });
    await notify(tx, user.id, 'points.adjusted', { amount: input.amount, note: input.note }, '/user/points');
    return { entryId, points: await pointsBalance(tx, user.id) };
  });
}

/**
 * Hides a product or publishes it again, with the audit row in the same transaction. The caller announces the
 * change on the bus once this has committed.
 */
export async function setProductVisibility(
  db: Db,
  actorId: number,
  productId: number,
  input: TAdminProductStatus,
): Promise<{ id: number; slug: string; status: 'published' | 'hidden'; changed: boolean }> {
  return db.transaction(async (tx) => {
    const result = await setProductStatus(tx, productId, input.status);
    if (!result) throw new AppError('NOT_FOUND');
    if (result.changed) {
      await audit(tx, {
        actorId,
        action: input.status === 'hidden' ? 'product.hide' : 'product.publish',
        targetUserId: null,
        detail: { product: result.slug, productId: result.id, ...(input.reason ? { reason: input.reason } : {}) },
      });
    }
    return result;
  });
}

export async function listAudit(db: Db, page: number): Promise<TAuditPage> {
  const actor = alias(users, 'actor');
  const target = alias(users, 'target');
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: adminAudit.id,
        action: adminAudit.action,
        targetUserId: adminAudit.targetUserId,
        detail: adminAudit.detail,
        createdAt: adminAudit.createdAt,
        actorId: adminAudit.actorId,
        actor: userLabel(actor),
        target: userLabel(target),
      })
      .from(adminAudit)
      .leftJoin(actor, eq(actor.id, adminAudit.actorId))
      .leftJoin(target, eq(target.id, adminAudit.targetUserId))
      .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(adminAudit),
  ]);
  return {
    total: count?.n ?? 0,
    page,
    pageSize: ADMIN_PAGE_SIZE,
    items: rows.map((r) => ({
      id: r.id,
      actor: r.actorId === null ? null : r.actor,
      action: r.action,
      targetUserId: r.targetUserId,
      target: r.targetUserId === null ? null : r.target,
      detail: r.detail,
      createdAt: new Date(r.createdAt).toISOString(),
    })),
  };
}

// ---- the staff role (command line) ----------------------------------------------------------------------------

/** The user an e-mail address or phone number names, or undefined. */
export async function findUserByIdentifier(db: Db, identifier: string) {
  const value = identifier.trim();
  let condition: SQL | undefined;
  if (value.includes('@')) condition = sql`lower(${users.email}) = ${value.toLowerCase()}`;
  else {
    const phone = normalizePhone(value);
    if (phone) condition = eq(users.phone, phone);
  }
  if (!condition) return undefined;
  const [user] = await db
    .select({ id: users.id, email: users.email, phone: users.phone, role: users.role })
    .from(users)
    .where(condition);
  return user;
}

/** Gives or takes the staff role; the audit row has no actor when the command line did it. */
export async function setAdminRole(
  db: Db,
  identifier: string,
  role: 'admin' | 'user',
  actorId: number | null = null,
): Promise<{ userId: number; changed: boolean }> {
  return db.transaction(async (tx) => {
    const user = await findUserByIdentifier(tx, identifier);
    if (!user) throw new AppError('NOT_FOUND');
    if (user.role === role) return { userId: user.id, changed: false };
    await tx.update(users).set({ role, updatedAt: sql`now()` }).where(eq(users.id, user.id));
    await audit(tx, {
      actorId,
      action: role === 'admin' ? 'role.grant' : 'role.revoke',
      targetUserId: user.id,
      detail: { source: actorId === null ? 'cli' : 'console' },
    });
    return { userId: user.id, changed: true };
  });
}

export async function listAdmins(db: Db) {
  return db
    .select({ id: users.id, email: users.email, phone: users.phone, displayName: users.displayName, status: users.status })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(users.id);
}
