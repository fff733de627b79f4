import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { redisReachable, TEST_REDIS_URL } from '../../tests/fixtures/redis';
import { createLocalBus, type ChangeBus } from '../events/change-bus';
import { createChangeBusFor } from '../events/create-change-bus';
import type { AppEnv } from '../http/context';
import { createMemoryPageStore, createPageCache, createRedisPageStore, type PageStore } from './page-cache';

interface Harness {
  app: Hono<AppEnv>;
  bus: ChangeBus;
  renders: () => number;
  /** Data the fake page shows; a test changes it and publishes the matching topic. */
  data: Map<string, string>;
  /** Runs inside the next render, after its data was read (to simulate a write racing a render). */
  duringRender?: () => Promise<void>;
}

function harness(
  store: PageStore = createMemoryPageStore({ maxBytes: 1024 * 1024 }),
  bus: ChangeBus = createLocalBus(),
  data = new Map([
    ['product:1', 'one'],
    ['product:2', 'two'],
  ]),
): Harness {
  const cache = createPageCache({ store, bus, ttlMs: 60_000, logger: pino({ level: 'silent' }) });
  let renders = 0;
  const h: Harness = { app: new Hono<AppEnv>(), bus, renders: () => renders, data };
  h.app.use(async (c, next) => {
    c.set('cspNonce', randomBytes(16).toString('base64'));
    await next();
  });
  h.app.use('*', cache.middleware);
  h.app.all('*', async (c) => {
    renders++;
    const path = c.req.path;
    if (path === '/boom') return c.text('error', 500);
    if (path === '/cookie') {
      setCookie(c, 'x', '1');
      return c.html('<p>cookie</p>');
    }
    if (path === '/private') return c.html('<p>mine</p>', 200, { 'Cache-Control': 'private, no-store' });
    if (path === '/json') return c.json({ a: 1 });
    const id = /\/details\/(\d+)/.exec(path)?.[1];
    const tags = c.get('cacheTags');
    let body: string;
    if (id) {
      tags?.add(`product:${id}`);
      body = data.get(`product:${id}`) ?? 'none';
    } else {
      tags?.add('catalogue');
      body = [...data.values()].join(',');
    }
    if (h.duringRender) {
      const run = h.duringRender;
      h.duringRender = undefined;
      await run();
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
    const nonce = c.get('cspNonce');
    return c.html(`<html><body><p id="v">${body}</p><script nonce="${nonce}">1</script></body></html>`);
  });
  return h;
}

const get = (h: Harness, path: string, headers: Record<string, string> = {}) => h.app.request(path, { headers });
const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];

describe('page cache', () => {
  let h: Harness;
  afterEach(() => h?.bus.close());

  it('serves the second request from the cache with a fresh nonce and the same ETag', async () => {
    h = harness();
    const first = await get(h, '/en/details/1');
    const firstBody = await first.text();
    const second = await get(h, '/en/details/1');
    const secondBody = await second.text();
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(h.renders()).toBe(1);
    expect(secondBody).toContain('<p id="v">one</p>');
    expect(nonceOf(secondBody)).toBeTruthy();
    expect(nonceOf(secondBody)).not.toBe(nonceOf(firstBody));
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    h = harness();
    const etag = (await get(h, '/x')).headers.get('etag')!;
    const revalidated = await get(h, '/x', { 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    const changed = await get(h, '/x', { 'If-None-Match': 'W/"other"' });
    expect(changed.status).toBe(200);
  });

  it('keeps language versions and query strings apart', async () => {
    h = harness();
    await get(h, '/en/discover?q=a');
    expect((await get(h, '/ja/discover?q=a')).headers.get('x-cache')).toBe('MISS');
    expect((await get(h, '/en/discover?q=b')).headers.get('x-cache')).toBe('MISS');
    expect((await get(h, '/en/discover?q=a')).headers.get('x-cache')).toBe('HIT');
  });

  it('drops exactly the pages whose tags changed', async () => {
    h = harness();
    await get(h, '/details/1');
    await get(h, '/details/2');
    await get(h, '/discover');
    h.data.set('product:1', 'ONE');
    await h.bus.publish('product:1');
    const one = await get(h, '/details/1');
    expect(one.headers.get('x-cache')).toBe('MISS');
    expect(await one.text()).toContain('>ONE<');
    expect((await get(h, '/details/2')).headers.get('x-cache')).toBe('HIT');
    expect((await get(h, '/discover')).headers.get('x-cache')).toBe('HIT');
    await h.bus.publish('catalogue');
    const list = await get(h, '/discover');
    expect(list.headers.get('x-cache')).toBe('MISS');
    expect(await list.text()).toContain('ONE,two');
  });

  it('drops every page when the bus reconnects, since events of the gap may be lost', async () => {
    const bus = createLocalBus();
    h = harness(undefined, bus);
    await get(h, '/details/1');
    await get(h, '/discover');
    h.data.set('product:1', 'LOST');
    bus.reconnected();
    const one = await get(h, '/details/1');
    expect(one.headers.get('x-cache')).toBe('MISS');
    expect(await one.text()).toContain('>LOST<');
    expect((await get(h, '/discover')).headers.get('x-cache')).toBe('MISS');
  });

  it('does not keep a page rendered from data that changed during the render', async () => {
    h = harness();
    h.duringRender = async () => {
      h.data.set('product:1', 'NEW');
      await h.bus.publish('product:1');
    };
    const raced = await get(h, '/details/1');
    expect(await raced.text()).toContain('>one<');
    const next = await get(h, '/details/1');
    expect(next.headers.get('x-cache')).toBe('MISS');
    expect(await next.text()).toContain('>NEW<');
  });

  it('renders a cold URL once for many simultaneous visitors', async () => {
    h = harness();
    const responses = await Promise.all(Array.from({ length: 20 }, () => get(h, '/details/2')));
    expect(h.renders()).toBe(1);
    const bodies = await Promise.all(responses.map((r) => r.text()));
    for (const body of bodies) expect(body).toContain('>two<');
    expect(new Set(bodies.map(nonceOf)).size).toBe(20);
  });

  it('never shares signed-in, personal, failed, cookie-setting or non-page answers', async () => {
    h = harness();
    const twice = async (path: string, headers: Record<string, string> = {}) => {
      await get(h, path, headers);
      return get(h, path, headers);
    };
    expect((await twice('/details/1', { Cookie: 'token=abc' })).headers.get('x-cache')).toBe('BYPASS');
    expect((await twice('/details/1', { Authorization: 'Bearer abc' })).headers.get('x-cache')).toBe('BYPASS');
    expect((await twice('/details/1?ticket=t1')).headers.get('x-cache')).toBe('BYPASS');
    for (const path of ['/login', '/en/favorites', '/admin/users', '/ja/user']) {
      expect((await twice(path)).headers.get('x-cache'), path).toBe('BYPASS');
    }
    for (const path of ['/boom', '/cookie', '/private', '/json']) {
      expect((await twice(path)).headers.get('x-cache'), path).toBe('BYPASS');
    }
    const renders = h.renders();
    await h.app.request('/details/1', { method: 'POST' });
    expect(h.renders()).toBe(renders + 1);
  });

  it('evicts the least recently used pages beyond its memory budget', async () => {
    h = harness(createMemoryPageStore({ maxBytes: 4000 }));
    for (let i = 0; i < 10; i++) await get(h, `/page/${i}`);
    expect((await get(h, '/page/9')).headers.get('x-cache')).toBe('HIT');
    expect((await get(h, '/page/0')).headers.get('x-cache')).toBe('MISS');
  });
});

describe.skipIf(!(await redisReachable()))('page cache shared through Redis by two replicas', () => {
  const logger = pino({ level: 'silent' });
  const prefix = `atlas:test:${randomBytes(4).toString('hex')}:`;
  const connections: Redis[] = [];
  const buses: ChangeBus[] = [];
  let a: Harness;
  let b: Harness;

  beforeAll(async () => {
    const data = new Map([
      ['product:1', 'one'],
      ['product:2', 'two'],
    ]);
    const replica = async () => {
      const redis = new Redis(TEST_REDIS_URL, { enableOfflineQueue: false, lazyConnect: true });
      await redis.connect();
      connections.push(redis);
      const bus = await createChangeBusFor({ REDIS_URL: TEST_REDIS_URL }, { database: { kind: 'pglite' }, redis, logger });
      buses.push(bus);
      return harness(createRedisPageStore(redis, prefix), bus, data);
    };
    a = await replica();
    b = await replica();
  });
  afterAll(async () => {
    for (const bus of buses) await bus.close();
    const keys = await connections[0]!.keys(`${prefix}*`);
    if (keys.length) await connections[0]!.del(...keys);
    for (const redis of connections) redis.disconnect();
  });

  it('serves a page rendered by one replica from the other, and a change on either drops it on both', async () => {
    expect((await get(a, '/en/details/1')).headers.get('x-cache')).toBe('MISS');
    const fromB = await get(b, '/en/details/1');
    expect(fromB.headers.get('x-cache')).toBe('HIT');
    expect(await fromB.text()).toContain('>one<');
    expect(b.renders()).toBe(0);

    a.data.set('product:1', 'uno');
    await b.bus.publish('product:1');
    await expect.poll(async () => (await get(a, '/en/details/1')).headers.get('x-cache')).not.toBe('HIT');
    const after = await get(b, '/en/details/1');
    expect(await after.text()).toContain('>uno<');
    // The untouched product stays shared.
    await get(a, '/en/details/2');
    expect((await get(b, '/en/details/2')).headers.get('x-cache')).toBe('HIT');
  });

  it('renders pages when Redis is gone instead of failing', async () => {
    const dead = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, lazyConnect: true, retryStrategy: () => null });
    dead.on('error', () => {});
    await dead.connect().catch(() => {});
    const h = harness(createRedisPageStore(dead, prefix));
    const res = await get(h, '/en/details/1');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<p id="v">');
    await h.bus.close();
    dead.disconnect();
  });
});
