import net from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUES, catalogueAsset } from '~/i18n/messages.server';
import pg from 'pg';
import { dbTargets, POSTGRES_ADMIN_URL, postgresReachable } from '../tests/fixtures/db';
import { isDatabaseUnavailable } from './app';
import { testApp } from '../tests/fixtures/app';
import { eq } from 'drizzle-orm';
import type { Database } from './db/client';
import { navMenuItems } from './db/schema';
import { recordPageView } from '~/features/analytics/analytics.server';

const targets = await dbTargets();

describe.each(targets)('API on $name', (target) => {
  let database: Database;
  let app: ReturnType<typeof testApp>;

  beforeAll(async () => {
    database = await target.open();
    app = testApp(database);
  });
  afterAll(async () => {
    await database?.close();
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await app.request(path, { headers });
    return { status: res.status, body: (await res.json()) as any, headers: res.headers };
  };

  describe('GET /api/menu/navMenu', () => {
    it('returns the international menu in English with nested children', async () => {
      const { status, body } = await get('/api/menu/navMenu?useWebsite=2&langType=en');
      expect(status).toBe(200);
      expect(body.code).toBe(0);
      const names = body.data.map((i: any) => i.menuName);
      expect(names).toContain('AI Products');
      expect(names).toContain('Rankings');
      const products = body.data.find((i: any) => i.menuName === 'AI Products');
      expect(products.children.some((c: any) => c.menuType === 1)).toBe(true);
      for (const key of ['menuName', 'menuDescription', 'menuUrl', 'menuIcon', 'menuType', 'children', 'target', 'disabled', 'status']) {
        expect(products.children[1]).toHaveProperty(key);
      }
    });

    it('labels the menu in each language (zh default, zh_tw, jp)', async () => {
      const zh = await get('/api/menu/navMenu?useWebsite=2');
      const tw = await get('/api/menu/navMenu?useWebsite=2&langType=zh_tw');
      const ja = await get('/api/menu/navMenu?useWebsite=2&langType=jp');
      expect(zh.body.data[0].menuName).toBe('AI产品库');
      expect(tw.body.data[0].menuName).toBe('AI產品庫');
      expect(ja.body.data[0].menuName).toBe('AIプロダクト');
    });

    it('keeps the iOS ranking to the China edition and marks disabled items by status 2', async () => {
      const cn = await get('/api/menu/navMenu?useWebsite=1&langType=en');
      const intl = await get('/api/menu/navMenu?useWebsite=2&langType=en');
      const urls = (data: any[]) => data.flatMap((i) => [i.menuUrl, ...i.children.map((c: any) => c.menuUrl)]);
      expect(urls(cn.body.data)).toContain('/best-ai-apps/ios');
      expect(urls(intl.body.data)).not.toContain('/best-ai-apps/ios');
      // Staff can switch an entry off (shown greyed, not linked): the seed ships none, so one is switched off here.
      await database.db.update(navMenuItems).set({ status: 2 }).where(eq(navMenuItems.url, '/compute'));
      try {
        const fresh = await testApp(database).request('/api/menu/navMenu?useWebsite=2&langType=en');
        const all = ((await fresh.json()) as any).data.flatMap((i: any) => i.children);
        expect(all.find((c: any) => c.menuUrl === '/compute')?.status).toBe(2);
        expect(all.filter((c: any) => c.status === 2).map((c: any) => c.menuUrl)).toEqual(['/compute']);
      } finally {
        await database.db.update(navMenuItems).set({ status: 1 }).where(eq(navMenuItems.url, '/compute'));
      }
    });

    it('rejects an unknown site id with a localised 400', async () => {
      const { status, body } = await get('/api/menu/navMenu?useWebsite=3&langType=en');
      expect(status).toBe(400);
      expect(body.code).toBe(400);
      expect(body.msg).toMatch(/useWebsite/);
      expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
    });
  });

  describe('GET /api/route/rule', () => {
    const check = (site: number, route: string) =>
      get(`/api/route/rule?useWebsite=${site}&route=${encodeURIComponent(route)}`);

    it('answers code 200 and blocks the iOS ranking outside the China edition', async () => {
      const intl = await check(2, 'http://localhost:3000/best-ai-apps/ios');
      expect(intl.body).toEqual({ code: 200, data: { checkResult: false, jumpUrl: null }, msg: 'OK' });
      const cn = await check(1, 'http://localhost:3000/best-ai-apps/ios');
      expect(cn.body.data.checkResult).toBe(true);
    });

    it('ignores the language prefix and blocks Android paths containing /com', async () => {
      expect((await check(2, 'http://x/ja/best-ai-apps/ios')).body.data.checkResult).toBe(false);
      expect((await check(1, 'http://x/en/best-ai-apps/android/com.example.app')).body.data.checkResult).toBe(false);
      expect((await check(1, 'http://x/en/best-ai-apps/android')).body.data.checkResult).toBe(true);
      // Anywhere after /best-ai-apps/android, not only as its first segment (SPEC-NOTES).
      expect((await check(2, 'http://x/best-ai-apps/android/top/com.tencent')).body.data.checkResult).toBe(false);
      expect((await check(2, 'http://x/best-ai-apps/android/us/image')).body.data.checkResult).toBe(true);
    });

    it('never checks /404 pages', async () => {
      expect((await check(2, 'http://x/404')).body.data.checkResult).toBe(true);
      expect((await check(2, 'http://x/en/404')).body.data.checkResult).toBe(true);
    });

    it('requires the route', async () => {
      const { status, body } = await get('/api/route/rule?useWebsite=2');
      expect(status).toBe(400);
      expect(body.code).not.toBe(0);
    });
  });

  describe('GET /api/updatePv', () => {
    it('without id answers 400 with a message naming id, in the caller language', async () => {
      const zh = await get('/api/updatePv');
      expect(zh.status).toBe(400);
      expect(zh.body.code).toBe(400);
      expect(zh.body.msg).toBe('请求参数有误：id 为必填项');
      const en = await get('/api/updatePv?langType=en');
      expect(en.body.msg).toBe('Invalid request: id is required');
      const tw = await get('/api/updatePv?langType=zh_tw');
      expect(tw.body.msg).toBe('請求參數有誤：id 為必填項');
    });

    it('rejects ids with unexpected characters', async () => {
      const { status } = await get(`/api/updatePv?id=${encodeURIComponent("1' or 1=1 --")}`);
      expect(status).toBe(400);
    });

    it('counts one view per visitor per minute', async () => {
      const first = await get('/api/updatePv?id=p-1&type=product', { 'user-agent': 'visitor-a' });
      expect(first.body.data).toEqual({ views: 1, counted: true });
      const cookie = first.headers.get('set-cookie')!.split(';')[0]!;
      const again = await get('/api/updatePv?id=p-1&type=product', { cookie, 'user-agent': 'visitor-a' });
      expect(again.body.data).toEqual({ views: 1, counted: false });
      const other = await get('/api/updatePv?id=p-1&type=product', { 'user-agent': 'visitor-b' });
      expect(other.body.data).toEqual({ views: 2, counted: true });
    });

    it('stays idempotent under parallel requests of one visitor', async () => {
      const results = await Promise.all(
        Array.from({ length: 20 }, () => get('/api/updatePv?id=p-par&type=product', { 'user-agent': 'same' })),
      );
      expect(results.every((r) => r.status === 200)).toBe(true);
      expect(results.filter((r) => r.body.data.counted)).toHaveLength(1);
    });

    it('counts the same visitor again in the next minute', async () => {
      const t0 = new Date('2026-01-01T00:00:10Z');
      const t1 = new Date('2026-01-01T00:01:05Z');
      const target = { id: 'p-time', type: 'product' };
      expect((await recordPageView(database.db, target, 'v', t0)).counted).toBe(true);
      expect((await recordPageView(database.db, target, 'v', t0)).counted).toBe(false);
      expect(await recordPageView(database.db, target, 'v', t1)).toEqual({ views: 2, counted: true });
    });
  });

  it('answers unknown API paths with a JSON 404 envelope', async () => {
    const res = await app.request('/api/x');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toMatchObject({ code: 404, data: null });
  });

  it('reports health with the database kind', async () => {
    const { status, body } = await get('/healthz');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok', db: target.name });
  });

  it('sends security headers with a nonce-based CSP', async () => {
    const res = await app.request('/api/menu/navMenu');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('serves each language catalogue as an immutable, precompressed file named by its content', async () => {
    const { href, hash } = catalogueAsset('en');
    expect(href).toBe(`/i18n/en.${hash}.json`);
    const br = await app.request(href, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const messages = JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString('utf8'));
    expect(messages['site.name']).toBe(CATALOGUES.en['site.name']);
    expect(Object.keys(messages)).toEqual(Object.keys(CATALOGUES.en));
    const plain = await app.request(href);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(messages);
    // A page rendered before a deploy names an older file: it gets today's catalogue, not cached for good.
    const older = await app.request('/i18n/en.AAAAAAAAAAAA.json');
    expect(older.status).toBe(200);
    expect(older.headers.get('cache-control')).toBe('no-cache');
    for (const bad of ['/i18n/xx.abc.json', '/i18n/en.json', '/i18n/..%2Fenv.json']) {
      const res = await app.request(bad);
      expect(res.status, bad).toBe(404);
      expect((await res.json()).code, bad).toBe(404);
    }
  });

  it('lets sign-in popups keep their opener (COOP) only where the Google flow needs it', async () => {
    expect((await app.request('/api/menu/navMenu')).headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect((await app.request('/api/account/google/start')).headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
  });

  it('sends HSTS only when the site is served over https', async () => {
    const behindProxy = testApp(database, { TRUST_PROXY: 'true' });
    const https = await behindProxy.request('/api/menu/navMenu', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    const http = await behindProxy.request('/api/menu/navMenu', { headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers.get('strict-transport-security')).toBeNull();
    // Without TRUST_PROXY a forged header does not count.
    const forged = await app.request('/api/menu/navMenu', { headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers.get('strict-transport-security')).toBeNull();
  });
});

const withPostgres = await postgresReachable();

describe('a database that cannot be reached is a 503', () => {
  it.runIf(withPostgres)("counts pg-pool's wait for a free connection running out as unavailable", async () => {
    // The error pg-pool really gives when every connection stays busy longer than the pool waits. The one connection
    // is made with time to spare (a busy machine may take more than 50 ms to open it); the pool waits 50 ms for the
    // next (pg-pool reads its options on each call).
    const pool = new pg.Pool({ connectionString: POSTGRES_ADMIN_URL, max: 1, connectionTimeoutMillis: 30_000 });
    const held = await pool.connect();
    pool.options.connectionTimeoutMillis = 50;
    try {
      const waited = await pool.connect().then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(waited).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(waited)).toBe(true);
      expect(isDatabaseUnavailable(new Error('wrapped', { cause: waited }))).toBe(true);
    } finally {
      held.release();
      await pool.end();
    }
  });

  it("counts a connection the server does not accept in time, or closes, as unavailable", async () => {
    // A server that accepts the TCP connection and never answers, as a PostgreSQL too busy to take a new one.
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const pool = new pg.Pool({ host: '127.0.0.1', port, user: 'atlas', max: 1, connectionTimeoutMillis: 50 });
    try {
      const failed = await pool.connect().then(
        () => undefined,
        (error: unknown) => error,
      );
      expect((failed as Error).message).toBe('Connection terminated due to connection timeout');
      expect(isDatabaseUnavailable(failed)).toBe(true);
      expect(isDatabaseUnavailable(new Error('wrapped', { cause: failed }))).toBe(true);
    } finally {
      await pool.end();
      silent.close();
    }
    // A connection the server closed (its restart), as pg reports it.
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('counts refused connections and server shutdowns as unavailable, and nothing else', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
