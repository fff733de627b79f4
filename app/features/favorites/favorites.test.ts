import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites, products } from '../../../server/db/schema';
import type { Database } from '../../../server/db/client';
import { createTestUser, type TestUser } from '../../../tests/fixtures/accounts';
import { testApp, apiCaller, type ApiCallInit } from '../../../tests/fixtures/app';
import { seedFixtureCatalogue } from '../../../tests/fixtures/catalogue';
import { dbTargets } from '../../../tests/fixtures/db';

const targets = await dbTargets();

describe.each(targets)('favorites on $name', (target) => {
  let database: Database;
  let app: ReturnType<typeof testApp>;
  let user: TestUser;
  let ids: Record<string, number>;

  beforeAll(async () => {
    database = await target.open();
    await seedFixtureCatalogue(database.db);
    app = testApp(database);
    user = await createTestUser(database.db);
    const rows = await database.db.select({ id: products.id, slug: products.slug }).from(products);
    ids = Object.fromEntries(rows.map((r) => [r.slug, r.id]));
  });
  afterAll(async () => {
    await database?.close();
  });

  const call = (path: string, init?: ApiCallInit) => apiCaller(app)(path, init);

  it('answers 401 to signed-out callers on every route', async () => {
    for (const [method, path] of [
      ['GET', '/api/favorites'],
      ['GET', `/api/favorites/${ids.chatgpt}`],
      ['POST', '/api/favorites'],
      ['DELETE', `/api/favorites/${ids.chatgpt}`],
    ] as const) {
      const { status, body } = await call(path, { method, body: method === 'POST' ? { productId: ids.chatgpt } : undefined });
      expect(status, `${method} ${path}`).toBe(401);
      expect(body.code).toBe(401);
      expect(body.msg).toBe('请先登录');
    }
  });

  it('adds idempotently, also under parallel requests, and lists localised cards newest first', async () => {
    const add = (productId: number) => call('/api/favorites', { method: 'POST', headers: user.bearer, body: { productId } });
    const first = await add(ids.chatgpt!);
    expect(first.body).toMatchObject({ code: 0, data: { productId: ids.chatgpt, favorited: true, changed: true } });
    const again = await add(ids.chatgpt!);
    expect(again.body.data).toMatchObject({ favorited: true, changed: false });
    const parallel = await Promise.all(Array.from({ length: 8 }, () => add(ids.claude!)));
    expect(parallel.every((r) => r.status === 200)).toBe(true);
    expect(parallel.filter((r) => r.body.data.changed)).toHaveLength(1);
    const rows = await database.db.select().from(favorites).where(eq(favorites.userId, user.id));
    expect(rows).toHaveLength(2);

    const en = await call('/api/favorites?langType=en', { headers: user.bearer });
    expect(en.body.data.total).toBe(2);
    expect(en.body.data.items.map((c: any) => c.slug)).toEqual(['claude', 'chatgpt']);
    expect(en.body.data.items[0].category.name).toBe('AI Chatbots');
    const zh = await call('/api/favorites', { headers: user.bearer });
    expect(zh.body.data.items[0].category.name).toBe('AI聊天助手');
  });

  it('reports the state of one product and removes idempotently', async () => {
    const state = await call(`/api/favorites/${ids.chatgpt}`, { headers: user.bearer });
    expect(state.body.data).toEqual({ productId: ids.chatgpt, favorited: true, changed: false });
    const removed = await call(`/api/favorites/${ids.chatgpt}`, { method: 'DELETE', headers: user.bearer });
    expect(removed.body.data).toMatchObject({ favorited: false, changed: true });
    const twice = await call(`/api/favorites/${ids.chatgpt}`, { method: 'DELETE', headers: user.bearer });
    expect(twice.body.data).toMatchObject({ favorited: false, changed: false });
    const after = await call(`/api/favorites/${ids.chatgpt}`, { headers: user.bearer });
    expect(after.body.data.favorited).toBe(false);
  });

  it('keeps one user out of another user’s favorites', async () => {
    const other = await createTestUser(database.db);
    const list = await call('/api/favorites', { headers: other.bearer });
    expect(list.body.data).toMatchObject({ total: 0, items: [] });
  });

  it('refuses unknown, hidden and malformed products with clear codes, never 500', async () => {
    const add = (body: unknown) => call('/api/favorites', { method: 'POST', headers: user.bearer, body });
    expect((await add({ productId: 999_999 })).status).toBe(404);
    expect((await add({ productId: ids['retired-bot'] })).status).toBe(404);
    for (const bad of [{ productId: 0 }, { productId: -3 }, { productId: 'abc' }, { productId: 1e12 }, {}]) {
      const { status, body } = await add(bad);
      expect(status, JSON.stringify(bad)).toBe(400);
      expect(body.code).toBe(400);
    }
    for (const path of ['/api/favorites/abc', '/api/favorites/99999999999999', '/api/favorites/-1']) {
      expect((await call(path, { headers: user.bearer })).status, path).toBe(400);
    }
    const page = await call('/api/favorites?page=99999999&pageSize=abc', { headers: user.bearer });
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ page: 500, items: [] });
    expect(page.body.data.total).toBeGreaterThan(0);
  });

  it('leaves hidden products out of the list', async () => {
    await database.db.insert(favorites).values({ userId: user.id, productId: ids['retired-bot']! });
    const list = await call('/api/favorites', { headers: user.bearer });
    expect(list.body.data.items.map((c: any) => c.slug)).toEqual(['claude']);
    expect(list.body.data.total).toBe(1);
  });

  it('needs the CSRF header for cookie-authenticated writes', async () => {
    const { 'X-CSRF-Token': _csrf, ...cookieOnly } = user.cookie;
    const refused = await call('/api/favorites', { method: 'POST', headers: cookieOnly, body: { productId: ids.chatgpt } });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(403);
    const accepted = await call('/api/favorites', { method: 'POST', headers: user.cookie, body: { productId: ids.chatgpt } });
    expect(accepted.status).toBe(200);
  });
});
