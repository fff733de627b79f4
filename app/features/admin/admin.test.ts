import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, notifications, pointsLedger, products } from '../../../server/db/schema';
import type { Database } from '../../../server/db/client';
import { ANY_TOPIC, createLocalBus, type ChangeBus } from '../../../server/events/change-bus';
import { createTestUser, userRow, type TestUser } from '../../../tests/fixtures/accounts';
import { testApp, apiCaller, type ApiCallInit } from '../../../tests/fixtures/app';
import { seedFixtureCatalogue } from '../../../tests/fixtures/catalogue';
import { dbTargets } from '../../../tests/fixtures/db';
import { adjustUserPoints, setAdminRole } from './admin.server';

const targets = await dbTargets();

describe.each(targets)('admin console API on $name', (target) => {
  let database: Database;
  let bus: ChangeBus;
  let app: ReturnType<typeof testApp>;
  let admin: TestUser;
  let alice: TestUser;

  beforeAll(async () => {
    database = await target.open({ seed: false });
    bus = createLocalBus();
    app = testApp(database, {}, bus);
    admin = await createTestUser(database.db, { email: 'boss@example.test', role: 'admin', displayName: 'Boss' });
    alice = await createTestUser(database.db, { email: 'alice@example.test', phone: '+8613800138000', displayName: 'Alice' });
  });
  afterAll(async () => {
    await bus?.close();
    await database?.close();
  });

  const call = (path: string, init?: ApiCallInit) => apiCaller(app)(path, init);
  const countOf = async (table: typeof pointsLedger | typeof adminAudit | typeof notifications, userColumn: 'userId' | 'targetUserId', id: number) => {
    const column = (table as any)[userColumn];
    const [row] = await database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table).where(eq(column, id));
    return row!.n;
  };

  it('answers 404 to signed-out callers and normal users on every route', async () => {
    const routes = [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/audit'],
      ['POST', `/api/admin/users/${alice.id}/status`],
      ['POST', `/api/admin/users/${alice.id}/points`],
      ['POST', '/api/admin/products/1/status'],
      ['GET', '/api/admin/nothing-here'],
    ] as const;
    for (const headers of [{}, alice.bearer]) {
      for (const [method, path] of routes) {
        const { status, body } = await call(path, { method, headers, body: method === 'POST' ? { status: 'hidden', amount: 5, note: 'x' } : undefined });
        expect(status, `${method} ${path}`).toBe(404);
        expect(body.code).toBe(404);
      }
    }
    expect((await userRow(database.db, alice.id))!.status).toBe('active');
  });

  it('searches users by e-mail, phone, name and id with balances from the ledger', async () => {
    await database.db.insert(pointsLedger).values([
      { userId: alice.id, amount: 20, kind: 'REGISTER' },
      { userId: alice.id, amount: 5, kind: 'LOGIN', day: '2026-01-01' },
    ]);
    for (const q of ['alice@', 'ALICE', '13800138000', '138001', String(alice.id)]) {
      const { body } = await call(`/api/admin/users?q=${encodeURIComponent(q)}`, { headers: admin.bearer });
      expect(body.code, q).toBe(0);
      expect(body.data.items.map((u: any) => u.id), q).toContain(alice.id);
      expect(body.data.items.find((u: any) => u.id === alice.id).points).toBe(25);
    }
    const all = await call('/api/admin/users', { headers: admin.bearer });
    expect(all.body.data.total).toBe(2);
    const none = await call('/api/admin/users?q=%25', { headers: admin.bearer });
    expect(none.body.data.total).toBe(0);
    const far = await call('/api/admin/users?page=1e9&q=', { headers: admin.bearer });
    expect(far.status).toBe(200);
    expect(far.body.data).toMatchObject({ page: 500, total: 2 });
    const huge = await call('/api/admin/users?page=99999999', { headers: admin.bearer });
    expect(huge.body.data).toMatchObject({ page: 500, items: [], total: 2 });
    const long = await call(`/api/admin/users?q=${'x'.repeat(101)}`, { headers: admin.bearer });
    expect(long.status).toBe(400);
  });

  it('adjusts points: ledger row, audit row and notification together', async () => {
    const { status, body } = await call(`/api/admin/users/${alice.id}/points`, {
      method: 'POST',
      headers: admin.bearer,
      body: { amount: -7, note: '  Refund of a duplicate award  ' },
    });
    expect(status).toBe(200);
    expect(body.data.points).toBe(18);
    const [entry] = await database.db.select().from(pointsLedger).where(eq(pointsLedger.id, body.data.entryId));
    expect(entry).toMatchObject({ userId: alice.id, amount: -7, kind: 'ADJUST', note: 'Refund of a duplicate award', actorId: admin.id });
    const audit = await database.db.select().from(adminAudit).where(eq(adminAudit.targetUserId, alice.id));
    expect(audit.find((a) => a.action === 'points.adjust')).toMatchObject({ actorId: admin.id, detail: { amount: -7, entryId: entry!.id } });
    const [note] = await database.db.select().from(notifications).where(eq(notifications.userId, alice.id));
    expect(note).toMatchObject({ kind: 'points.adjusted', values: { amount: -7, note: 'Refund of a duplicate award' }, link: '/user/points' });

    const inbox = await call('/api/notifications', { headers: alice.bearer });
    expect(inbox.body.data).toMatchObject({ total: 1, unread: 1 });
    const ledger = await call('/api/points/ledger', { headers: alice.bearer });
    expect(ledger.body.data.items[0]).toMatchObject({ kind: 'ADJUST', amount: -7 });
  });

  it('rolls the whole adjustment back when one of its writes fails', async () => {
    const before = await Promise.all([
      countOf(pointsLedger, 'userId', alice.id),
      countOf(adminAudit, 'targetUserId', alice.id),
      countOf(notifications, 'userId', alice.id),
    ]);
    await database.db.execute(sql`alter table notifications rename to notifications_away`);
    try {
      await expect(adjustUserPoints(database.db, admin.id, alice.id, { amount: 100, note: 'lost' })).rejects.toThrow();
    } finally {
      await database.db.execute(sql`alter table notifications_away rename to notifications`);
    }
    const after = await Promise.all([
      countOf(pointsLedger, 'userId', alice.id),
      countOf(adminAudit, 'targetUserId', alice.id),
      countOf(notifications, 'userId', alice.id),
    ]);
    expect(after).toEqual(before);
  });

  it('rejects invalid adjustments with 400/404, never 500', async () => {
    const adjust = (path: string, body: unknown, raw?: string) => call(path, { method: 'POST', headers: admin.bearer, body, raw });
    const url = `/api/admin/users/${alice.id}/points`;
    const zero = await adjust(url, { amount: 0, note: 'x' });
    expect(zero.status).toBe(400);
    expect(zero.body.msg).toContain('调整数量不能为 0');
    const noNote = await adjust(url, { amount: 5, note: '   ' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.msg).toContain('请填写调整原因');
    expect((await adjust(url, { amount: 5 })).status).toBe(400);
    expect((await adjust(url, { amount: 1.5, note: 'x' })).status).toBe(400);
    expect((await adjust(url, { amount: '5', note: 'x' })).status).toBe(400);
    expect((await adjust(url, { amount: 10_000_000, note: 'x' })).status).toBe(400);
    expect((await adjust(url, undefined, '{not json')).status).toBe(400);
    for (const id of ['abc', '0', '-4', '1e3', '99999999999999999999']) {
      const { status, body } = await adjust(`/api/admin/users/${id}/points`, { amount: 5, note: 'x' });
      expect(status, id).toBe(400);
      expect(body.code).toBe(400);
    }
    expect((await adjust('/api/admin/users/987654/points', { amount: 5, note: 'x' })).status).toBe(404);
    expect((await adjust(`/api/admin/users/${alice.id}/status`, { status: 'gone' })).status).toBe(400);
  });

  it('disabling revokes the user’s sessions at once; enabling lets them sign in again', async () => {
    const bob = await createTestUser(database.db, { email: 'bob@example.test' });
    expect((await call('/api/user/getUserData', { headers: bob.bearer })).status).toBe(200);
    const off = await call(`/api/admin/users/${bob.id}/status`, {
      method: 'POST',
      headers: admin.bearer,
      body: { status: 'disabled', reason: 'spam' },
    });
    expect(off.body.data).toEqual({ id: bob.id, status: 'disabled', changed: true });
    const stale = await call('/api/user/getUserData', { headers: bob.bearer });
    expect(stale.status).toBe(401);
    expect(stale.body.code).toBe(401);
    const on = await call(`/api/admin/users/${bob.id}/status`, { method: 'POST', headers: admin.bearer, body: { status: 'active' } });
    expect(on.body.data.changed).toBe(true);
    // The old session stays revoked; the user signs in again.
    expect((await call('/api/user/getUserData', { headers: bob.bearer })).status).toBe(401);
    const actions = (await database.db.select().from(adminAudit).where(eq(adminAudit.targetUserId, bob.id))).map((a) => a.action);
    expect(actions).toEqual(['user.disable', 'user.enable']);
  });

  it('does not let staff disable themselves', async () => {
    const { status, body } = await call(`/api/admin/users/${admin.id}/status`, {
      method: 'POST',
      headers: admin.bearer,
      body: { status: 'disabled' },
    });
    expect(status).toBe(409);
    expect(body.msg).toBe('不能停用自己的账号');
    expect((await userRow(database.db, admin.id))!.status).toBe('active');
  });

  it('refuses cookie-authenticated writes without the CSRF header (403)', async () => {
    const { 'X-CSRF-Token': _csrf, ...cookieOnly } = admin.cookie;
    const refused = await call(`/api/admin/users/${alice.id}/points`, { method: 'POST', headers: cookieOnly, body: { amount: 1, note: 'x' } });
    expect(refused.status).toBe(403);
    const accepted = await call(`/api/admin/users/${alice.id}/points`, { method: 'POST', headers: admin.cookie, body: { amount: 1, note: 'x' } });
    expect(accepted.status).toBe(200);
  });

  it('hides a product and publishes it again: audit row, and the change announced on the bus once committed', async () => {
    await seedFixtureCatalogue(database.db);
    const [runway] = await database.db.select().from(products).where(eq(products.slug, 'runway'));
    const heard: string[] = [];
    const stop = bus.subscribe(ANY_TOPIC, (topic) => heard.push(topic));
    try {
      const setStatus = (status: string, reason?: string) =>
        call(`/api/admin/products/${runway!.id}/status`, { method: 'POST', headers: admin.bearer, body: { status, reason } });
      const hidden = await setStatus('hidden', 'dead link');
      expect(hidden.body.data).toEqual({ id: runway!.id, slug: 'runway', status: 'hidden', changed: true });
      expect(heard).toEqual([`product:${runway!.id}`, 'catalogue']);
      expect((await call('/api/products/runway')).status).toBe(404);
      // Nothing changed, nothing announced, nothing audited.
      expect((await setStatus('hidden')).body.data.changed).toBe(false);
      expect(heard).toHaveLength(2);
      expect((await setStatus('published')).body.data.changed).toBe(true);
      expect(heard).toHaveLength(4);
      expect((await call('/api/products/runway')).status).toBe(200);
      const audit = await database.db.select().from(adminAudit).where(sql`${adminAudit.action} like 'product.%'`).orderBy(adminAudit.id);
      expect(audit.map((a) => [a.action, a.actorId, a.targetUserId, a.detail])).toEqual([
        ['product.hide', admin.id, null, { product: 'runway', productId: runway!.id, reason: 'dead link' }],
        ['product.publish', admin.id, null, { product: 'runway', productId: runway!.id }],
      ]);
      expect((await setStatus('deleted')).status).toBe(400);
      expect((await call('/api/admin/products/987654/status', { method: 'POST', headers: admin.bearer, body: { status: 'hidden' } })).status).toBe(404);
      expect(heard).toHaveLength(4);
    } finally {
      stop();
    }
  });

  it('lists the audit trail newest first with who did what to whom', async () => {
    await setAdminRole(database.db, 'alice@example.test', 'admin');
    const { body } = await call('/api/admin/audit', { headers: admin.bearer });
    expect(body.data.total).toBeGreaterThanOrEqual(4);
    expect(body.data.items[0]).toMatchObject({ action: 'role.grant', actor: null, target: 'alice@example.test', detail: { source: 'cli' } });
    expect(body.data.items.find((a: any) => a.action === 'points.adjust')).toMatchObject({ actor: 'boss@example.test' });
    expect((await call('/api/admin/audit?page=abc', { headers: admin.bearer })).status).toBe(200);
  });
});
