import { createHash, randomBytes } from 'node:crypto';
import type * as NodeZlib from 'node:zlib';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Redis } from 'ioredis';
import { redisReachable, TEST_REDIS_URL } from '../../tests/fixtures/redis';
import { createLocalBus, type ChangeBus } from '../events/change-bus';
import { createChangeBusFor } from '../events/create-change-bus';
import { compressResponses } from '../http/compress';
import type { AppEnv } from '../http/context';
import { securityHeaders } from '../http/security-headers';
import { createMemoryPageStore, createPageCache, createRedisPageStore, nonceToHashes, type PageStore } from './page-cache';

// Every compression the process starts, counted: a cache hit must start none.
const compressions = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:zlib', async (importOriginal) => {
  const zlib = await importOriginal<typeof NodeZlib>();
  const counted =
    <A extends unknown[], R>(run: (...args: A) => R) =>
    (...args: A) => {
      compressions.count++;
      return run(...args);
    };
  const wrapped = {
    ...zlib,
    brotliCompress: counted(zlib.brotliCompress),
    gzip: counted(zlib.gzip),
    deflate: counted(zlib.deflate),
    brotliCompressSync: counted(zlib.brotliCompressSync),
    gzipSync: counted(zlib.gzipSync),
    createGzip: counted(zlib.createGzip),
    createBrotliCompress: counted(zlib.createBrotliCompress),
    createDeflate: counted(zlib.createDeflate),
  };
  return { ...wrapped, default: wrapped };
});
const NativeCompressionStream = globalThis.CompressionStream;
globalThis.CompressionStream = class extends NativeCompressionStream {
  constructor(format: CompressionFormat) {
    super(format);
    compressions.count++;
  }
};

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
  // The same order as server/app.ts: security headers (nonce, policy), compression, then the cache.
  h.app.use(...securityHeaders({ dev: false, trustProxy: false }));
  h.app.use(compressResponses());
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
    // Long enough to be worth compressing; the second script stands for one injected by content (no nonce).
    const filler = '<p>lorem ipsum dolor sit amet</p>'.repeat(60);
    const html = `<html><body><p id="v">${body}</p>${filler}<script nonce="${nonce}">1</script><script>evil()</script></body></html>`;
    // As the page renderer answers: one complete body with its length.
    return c.body(html, 200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(Buffer.byteLength(html)) });
  });
  return h;
}

const get = (h: Harness, path: string, headers: Record<string, string> = {}) => h.app.request(path, { headers });
const scriptSrc = (res: Response) => /script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('page cache', () => {
  let h: Harness;
  afterEach(() => h?.bus.close());

  it('serves the second request as the stored bytes, its own scripts allowed by hash and nothing else', async () => {
    h = harness();
    const first = await get(h, '/en/details/1');
    const firstBody = await first.text();
    const second = await get(h, '/en/details/1');
    const secondBody = await second.text();
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(h.renders()).toBe(1);
    expect(secondBody).toContain('<p id="v">one</p>');
    expect(secondBody).toBe(firstBody);
    expect(secondBody).not.toContain('nonce=');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('content-type')).toMatch(/text\/html/);
    // The page's own script runs; the one content slipped in (no nonce at render) does not.
    for (const res of [first, second]) {
      expect(scriptSrc(res)).toBe(`'self' ${sha256('1')}`);
      expect(scriptSrc(res)).not.toContain(sha256('evil()'));
    }
  });

  it('sends the stored Brotli, gzip or plain bytes as the client accepts, compressing nothing per request', async () => {
    h = harness();
    // The answer that fills the cache is already the stored copy, with its own length (not the rendered page's).
    const miss = await get(h, '/en/details/1', { 'Accept-Encoding': 'br' });
    expect(miss.headers.get('x-cache')).toBe('MISS');
    const missBytes = Buffer.from(await miss.arrayBuffer());
    expect(Number(miss.headers.get('content-length'))).toBe(missBytes.byteLength);
    const plain = brotliDecompressSync(missBytes).toString();
    expect(plain).toContain('<p id="v">one</p>');
    const before = compressions.count;
    const variants = new Map<string, Response>();
    for (const accept of ['gzip, deflate, br, zstd', 'gzip, deflate', 'br;q=0, gzip', '']) {
      const res = await get(h, '/en/details/1', accept ? { 'Accept-Encoding': accept } : {});
      expect(res.headers.get('x-cache'), accept).toBe('HIT');
      expect(res.headers.get('vary'), accept).toMatch(/accept-encoding/i);
      variants.set(accept, res);
    }
    expect(compressions.count).toBe(before);
    const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
    const br = variants.get('gzip, deflate, br, zstd')!;
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBytes = await bytes(br);
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.byteLength);
    expect(brBytes.byteLength).toBeLessThan(plain.length / 4);
    expect(brotliDecompressSync(brBytes).toString()).toBe(plain);
    for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
      const gz = variants.get(accept)!;
      expect(gz.headers.get('content-encoding'), accept).toBe('gzip');
      expect(gunzipSync(await bytes(gz)).toString()).toBe(plain);
    }
    const identity = variants.get('')!;
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(plain);
    // Each variant has its own validator.
    expect(new Set([...variants.values()].map((r) => r.headers.get('etag'))).size).toBe(3);
  });

  it('answers 304 to a matching If-None-Match, per encoding', async () => {
    h = harness();
    const br = { 'Accept-Encoding': 'br' };
    const etag = (await get(h, '/x', br)).headers.get('etag')!;
    const revalidated = await get(h, '/x', { ...br, 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect((await get(h, '/x', { ...br, 'If-None-Match': `W/${etag}` })).status).toBe(304);
    // The same validator from a client that now takes gzip names other bytes.
    expect((await get(h, '/x', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag })).status).toBe(200);
    const changed = await get(h, '/x', { ...br, 'If-None-Match': 'W/"other"' });
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
    expect(new Set(bodies).size).toBe(1);
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
    for (const path of ['/login', '/en/favorites', '/admin/users', '/ja/user', '/tools/geo', '/en/tools/geo/AbCdEfGhIjKlMnOp', '/tools/trackers', '/ja/tools/trackers/AbCdEfGhIjKlMnOp']) {
      expect((await twice(path)).headers.get('x-cache'), path).toBe('BYPASS');
    }
    for (const path of ['/boom', '/cookie', '/private', '/json']) {
      expect((await twice(path)).headers.get('x-cache'), path).toBe('BYPASS');
    }
    const renders = h.renders();
    await h.app.request('/details/1', { method: 'POST' });
    expect(h.renders()).toBe(renders + 1);
  });

  it('keeps the per-request nonce on answers it does not store', async () => {
    h = harness();
    for (const path of ['/boom', '/private']) {
      const res = await get(h, path);
      expect(scriptSrc(res), path).toMatch(/^'self' 'nonce-[\w+/=]{24}'$/);
    }
  });

  it('evicts the least recently used pages beyond its memory budget', async () => {
    h = harness(createMemoryPageStore({ maxBytes: 12_000 }));
    for (let i = 0; i < 10; i++) await get(h, `/page/${i}`);
    expect((await get(h, '/page/9')).headers.get('x-cache')).toBe('HIT');
    expect((await get(h, '/page/0')).headers.get('x-cache')).toBe('MISS');
  });
});

describe('nonceToHashes', () => {
  it('hashes exactly the inline scripts that carry the render nonce and strips the nonce everywhere', () => {
    const nonce = 'n0nce+/=';
    const html =
      `<link rel="modulepreload" href="/a.js" nonce="${nonce}"/><script nonce="${nonce}">a()</script>` +
      `<script nonce="${nonce}" type="module" async="">import "/b.js";</script><script nonce="${nonce}" src="/c.js"></script>` +
      `<script type="application/ld+json">{}</script><script>evil()</script><script nonce="guess">evil()</script>`;
    const { html: stored, scriptHashes } = nonceToHashes(html, nonce);
    expect(stored).not.toContain(nonce);
    expect(stored).toContain('<script>a()</script>');
    expect(scriptHashes.split(' ').sort()).toEqual([sha256('a()'), sha256('import "/b.js";')].sort());
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
    const fromB = await get(b, '/en/details/1', { 'Accept-Encoding': 'br' });
    expect(fromB.headers.get('x-cache')).toBe('HIT');
    expect(fromB.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await fromB.arrayBuffer())).toString()).toContain('>one<');
    expect(scriptSrc(fromB)).toBe(`'self' ${sha256('1')}`);
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
