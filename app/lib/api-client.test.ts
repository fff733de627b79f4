import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiFailure,
  createApiClient,
  createSiteApi,
  langTypeFor,
  SITE_RETRY_COUNT,
  unwrap,
} from './api-client';
import { UNAUTHORIZED_EVENT } from './cookies';

// A real HTTP server on loopback whose answers each test scripts.
interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  auth?: string;
  csrf?: string;
  contentType?: string;
  body: string;
}
let seen: Seen[] = [];
let script: Array<{ status: number; body: unknown; raw?: boolean }> = [];
let server: ServerType;
let baseUrl = '';

beforeAll(async () => {
  const app = new Hono();
  app.all('*', async (c) => {
    seen.push({
      method: c.req.method,
      path: c.req.path,
      query: c.req.query(),
      auth: c.req.header('authorization'),
      csrf: c.req.header('x-csrf-token'),
      contentType: c.req.header('content-type'),
      body: await c.req.text(),
    });
    const next = script.shift() ?? { status: 200, body: { code: 0, data: null } };
    if (next.raw) return c.text(String(next.body), next.status as 200);
    return c.json(next.body as object, next.status as 200);
  });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      baseUrl = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  script = [];
});
afterEach(() => vi.unstubAllGlobals());

function client(overrides: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  return createApiClient({
    baseUrl,
    getLang: () => 'ja',
    isCN: () => false,
    getToken: () => 'tok-123',
    log: () => {},
    sleep: async () => {},
    ...overrides,
  });
}

describe('langTypeFor', () => {
  it('uses the apiKey internationally and zh_cn/en in the China edition', () => {
    expect(langTypeFor('ja', false)).toBe('jp');
    expect(langTypeFor('tw', false)).toBe('zh_tw');
    expect(langTypeFor('zh', false)).toBe('zh_cn');
    expect(langTypeFor('ja', true)).toBe('zh_cn');
    expect(langTypeFor('en', true)).toBe('en');
  });
});

describe('createApiClient', () => {
  it('adds t and langType, sends JSON and the bearer token', async () => {
    const before = Date.now();
    await client().post('/api/thing', { a: 1 }, { query: { x: 'y' } });
    const req = seen[0]!;
    expect(req.query.langType).toBe('jp');
    expect(req.query.x).toBe('y');
    expect(Number(req.query.t)).toBeGreaterThanOrEqual(before);
    expect(req.auth).toBe('Bearer tok-123');
    expect(req.contentType).toBe('application/json');
    expect(JSON.parse(req.body)).toEqual({ a: 1 });
  });

  it('sends no Authorization header without a token or with auth: false', async () => {
    await client({ getToken: () => undefined }).get('/api/a');
    await client().get('/api/b', { auth: false });
    expect(seen.map((s) => s.auth)).toEqual([undefined, undefined]);
  });

  it('echoes the CSRF cookie on writes only', async () => {
    vi.stubGlobal('document', { cookie: 'a=1; csrf_token=t%2Bk' });
    await client().get('/api/products/7/like');
    await client().post('/api/products/7/like');
    await client().request('DELETE', '/api/favorites/7');
    expect(seen.map((s) => [s.method, s.csrf])).toEqual([
      ['GET', undefined],
      ['POST', 't+k'],
      ['DELETE', 't+k'],
    ]);
  });

  it('builds same-origin addresses without a base URL', async () => {
    const fetch = vi.fn(async (_url: string | URL | Request) => Response.json({ code: 0, data: null }));
    await client({ baseUrl: '', fetch }).get('/api/favorites?x=1');
    expect(fetch.mock.calls[0]![0]).toMatch(/^\/api\/favorites\?x=1&t=\d+&langType=jp$/);
  });

  it('signs out on body code 401 and returns the body', async () => {
    const onUnauthorized = vi.fn();
    script.push({ status: 200, body: { code: 401, data: null, msg: 'signed out' } });
    const result = await client({ onUnauthorized }).get('/api/me');
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(result.code).toBe(401);
  });

  it('returns other non-zero body codes as results', async () => {
    script.push({ status: 200, body: { code: 4001, data: { why: 'x' } } });
    expect(await client().get('/api/x')).toEqual({ code: 4001, data: { why: 'x' } });
  });

  it('retries a read once on a retryable status', async () => {
    script.push({ status: 503, body: { code: 503 } }, { status: 200, body: { code: 0, data: 'ok' } });
    const result = await client().get('/api/flaky');
    expect(result.data).toBe('ok');
    expect(seen).toHaveLength(2);
  });

  it('does not retry a status outside the list', async () => {
    script.push({ status: 404, body: { code: 404 } });
    await expect(client().get('/api/missing')).rejects.toBeInstanceOf(ApiFailure);
    expect(seen).toHaveLength(1);
  });

  it('does not retry a read given the site retry count (SPEC §9: 0)', async () => {
    script.push({ status: 503, body: { code: 503, data: null, msg: 'busy' } });
    await expect(client().get('/api/x', { retry: SITE_RETRY_COUNT })).rejects.toMatchObject({
      status: 503,
      message: 'busy',
    });
    expect(seen).toHaveLength(1);
  });

  it('never repeats a write, so nothing is submitted twice', async () => {
    script.push({ status: 503, body: { code: 503 } });
    await expect(client().post('/api/order', { sku: 1 })).rejects.toMatchObject({ status: 503 });
    expect(seen).toHaveLength(1);
  });

  it('fails with status 0 and the reason when no answer comes', async () => {
    const offline = vi.fn(async () => Promise.reject(new TypeError('offline')));
    await expect(client({ fetch: offline }).get('/api/x')).rejects.toMatchObject({
      status: 0,
      message: 'offline',
    });
  });
});

describe('unwrap', () => {
  it('gives the data of a successful envelope', async () => {
    script.push({ status: 200, body: { code: 0, data: { likes: 3 } } });
    await expect(unwrap(client().get('/api/products/7/like'))).resolves.toEqual({ likes: 3 });
  });

  it('turns an error envelope, an HTTP failure or a body that is no envelope into an ApiFailure', async () => {
    script.push({ status: 200, body: { code: 40001, data: null, msg: 'bad' } });
    await expect(unwrap(client().get('/api/x'))).rejects.toMatchObject({ status: 40001, message: 'bad' });
    script.push({ status: 500, body: 'not json', raw: true });
    await expect(unwrap(client().get('/api/x', { retry: 0 }))).rejects.toMatchObject({
      status: 500,
      message: 'HTTP 500',
    });
    script.push({ status: 200, body: 'not json', raw: true });
    await expect(unwrap(client().get('/api/x'))).rejects.toMatchObject({ status: 0 });
  });

  it.each([401, 200])(
    'a body code 401 signs the page out and fails with status 401 (HTTP %i)',
    async (status) => {
      const events = new EventTarget();
      const signedOut = vi.fn();
      events.addEventListener(UNAUTHORIZED_EVENT, signedOut);
      vi.stubGlobal('window', events);
      script.push({ status, body: { code: 401, data: null, msg: '请先登录' } });
      const failure = await unwrap(client({ getToken: () => undefined }).get('/api/favorites/7')).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(ApiFailure);
      expect(failure).toMatchObject({ status: 401, message: '请先登录' });
      expect(signedOut).toHaveBeenCalledOnce();
    },
  );
});

describe('createSiteApi (retry count 0)', () => {
  const site = () =>
    createSiteApi({
      baseUrl,
      getLang: () => 'en',
      isCN: () => false,
      getToken: () => 'tok',
      log: () => {},
      sleep: async () => {},
    });

  it('throws the error body at once on an HTTP failure', async () => {
    script.push({ status: 500, body: { code: 500, msg: 'boom' } });
    const error = await site()
      .navMenu(2)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiFailure);
    expect(error).toMatchObject({ status: 500, message: 'boom', body: { code: 500, msg: 'boom' } });
    expect(seen).toHaveLength(1);
  });

  it('posts the login exchange without an Authorization header', async () => {
    script.push({ status: 200, body: { code: 0, data: { token: 'new' } } });
    const result = await site().login({ code: 'c', loginType: 1, redirectUrl: '/', loginSource: 'ai-atlas' });
    expect(result.data.token).toBe('new');
    expect(seen[0]!.auth).toBeUndefined();
    expect(seen[0]!.path).toBe('/api/account/login');
    expect(seen[0]!.query.langType).toBe('en');
  });

  it('passes useWebsite and route to the route-rule check', async () => {
    await site().routeRule(1, 'http://x/a');
    expect(seen[0]!.query).toMatchObject({ useWebsite: '1', route: 'http://x/a' });
  });

  it('passes id and type to the page-view count, and keeps the generic calls', async () => {
    await site().updatePv('7', 'product');
    await site().get('/api/favorites/7');
    expect(seen.map((s) => [s.path, s.query.id, s.query.type])).toEqual([
      ['/api/updatePv', '7', 'product'],
      ['/api/favorites/7', undefined, undefined],
    ]);
  });
});
