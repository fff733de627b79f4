import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { createTestUser, type TestUser } from '../../../tests/fixtures/accounts';
import { testApp } from '../../../tests/fixtures/app';
import { dbTargets } from '../../../tests/fixtures/db';
import { notify } from './notifications.server';

const targets = await dbTargets();

describe.each(targets)('notifications on $name', (target) => {
  let database: Database;
  let app: ReturnType<typeof testApp>;
  let user: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    database = await target.open({ seed: false });
    app = testApp(database);
    user = await createTestUser(database.db);
    other = await createTestUser(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  const call = async (path: string, init: { method?: string; headers?: Record<string, string> } = {}) => {
    const res = await app.request(path, { method: init.method ?? 'GET', headers: init.headers });
    return { status: res.status, body: (await res.json()) as any };
  };

  it('answers 401 when signed out', async () => {
    for (const [method, path] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread'],
      ['POST', '/api/notifications/read-all'],
      ['POST', '/api/notifications/1/read'],
    ] as const) {
      expect((await call(path, { method })).status, path).toBe(401);
    }
  });

  it('pages newest first, counts unread and marks one or all read', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 3; i++) ids.push(await notify(database.db, user.id, 'points.adjusted', { amount: i, note: `n${i}` }, '/user/points'));
    const otherId = await notify(database.db, other.id, 'points.adjusted', { amount: 9, note: 'x' });

    const page = await call('/api/notifications?pageSize=2', { headers: user.bearer });
    expect(page.body.data).toMatchObject({ total: 3, unread: 3, page: 1, pageSize: 2 });
    expect(page.body.data.items.map((n: any) => n.values.note)).toEqual(['n3', 'n2']);
    expect(page.body.data.items[0]).toMatchObject({ kind: 'points.adjusted', link: '/user/points', read: false });

    const one = await call(`/api/notifications/${ids[0]}/read`, { method: 'POST', headers: user.bearer });
    expect(one.body.data).toEqual({ unread: 2 });
    expect((await call('/api/notifications/unread', { headers: user.bearer })).body.data).toEqual({ count: 2 });

    // Someone else's notification, a missing one and a malformed id.
    expect((await call(`/api/notifications/${otherId}/read`, { method: 'POST', headers: user.bearer })).status).toBe(404);
    expect((await call('/api/notifications/987654/read', { method: 'POST', headers: user.bearer })).status).toBe(404);
    expect((await call('/api/notifications/abc/read', { method: 'POST', headers: user.bearer })).status).toBe(400);

    const all = await call('/api/notifications/read-all', { method: 'POST', headers: user.bearer });
    expect(all.body.data).toEqual({ updated: 2, unread: 0 });
    expect((await call('/api/user/getUserData', { headers: user.bearer })).body.data.unreadNotifications).toBe(0);
    expect((await call('/api/notifications/unread', { headers: other.bearer })).body.data).toEqual({ count: 1 });
  });

  it('clamps silly page numbers instead of failing', async () => {
    const { status, body } = await call('/api/notifications?page=123456789&pageSize=-5', { headers: user.bearer });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ page: 500, pageSize: 1, items: [], total: 3 });
  });

  it('needs the CSRF header for cookie-authenticated writes', async () => {
    const { 'X-CSRF-Token': _csrf, ...cookieOnly } = user.cookie;
    expect((await call('/api/notifications/read-all', { method: 'POST', headers: cookieOnly })).status).toBe(403);
    expect((await call('/api/notifications/read-all', { method: 'POST', headers: user.cookie })).status).toBe(200);
  });
});
