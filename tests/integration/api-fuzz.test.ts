// Property-based fuzzing of every /api endpoint the app mounts (fast-check): arbitrary path parameters, query
// strings and JSON bodies, signed in and not, must never produce a server error or a stack trace — only the
// envelope with a clear code.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../fixtures/app';
import { dbTargets } from '../fixtures/db';
import type { Database } from '../../server/db/client';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const KEYS = [
  'q', 'page', 'pageSize', 'id', 'type', 'category', 'tag', 'sort', 'useWebsite', 'route', 'limit', 'phone', 'pass',
  'from', 'url', 'code', 'scene', 'email', 'password', 'loginType', 'redirectUrl', 'amount', 'note', 'status', 'productId',
];

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '', ' ', '-1', '0', '1e309', 'NaN', '99999999999999999999', "' OR 1=1 --", '"><script>alert(1)</script>',
    '../../etc/passwd', '%00', '\u0000', 'javascript:alert(1)', '//evil.example', 'http://169.254.169.254/', '视频',
    'x'.repeat(2100), '{"a":1}', '[]', 'null', 'true',
  ),
  fc.integer().map(String),
);
const jsonValue = fc.oneof(nasty, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(nasty, { maxLength: 3 }));
const query = fc.dictionary(fc.constantFrom(...KEYS), nasty, { maxKeys: 5 });
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...KEYS, 'x', 'trail', 'durationMs'), jsonValue, { maxKeys: 6 }),
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom('not json', '{', '', '[1,2', 'null'),
);

const targets = await dbTargets();

describe.each(targets)('fuzzing /api on $name', (target) => {
  let database: Database;
  let app: ReturnType<typeof testApp>;
  let token = '';
  let routes: { method: string; path: string }[] = [];

  beforeAll(async () => {
    database = await target.open();
    app = testApp(database, { TRUST_PROXY: 'true' });
    const signUp = await app.request('/api/account/emailRegister', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'fuzz@example.com', password: 'fuzzing password' }),
    });
    const ticket = ((await signUp.json()) as { data: { ticket: string } }).data.ticket;
    const login = await app.request('/api/account/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: ticket, loginType: 1 }),
    });
    token = ((await login.json()) as { data: { token: string } }).data.token;
    const seen = new Set<string>();
    routes = app.routes
      .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.includes('*'))
      .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
  });
  afterAll(async () => {
    await database?.close();
  });

  it('mounts the endpoints of every area', () => {
    const paths = routes.map((r) => r.path);
    for (const expected of ['/api/menu/navMenu', '/api/products/search', '/api/account/login', '/api/user/getUserData']) {
      expect(paths).toContain(expected);
    }
  });

  it('answers arbitrary input to every endpoint without a server error', async () => {
    let ip = 0;
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(nasty, { minLength: 3, maxLength: 3 }),
          query,
          body,
          fc.boolean(),
          async (params, search, payload, signedIn) => {
            let i = 0;
            const path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, () => encodeURIComponent(params[i++] ?? 'x') || 'x');
            const url = `${path}?${new URLSearchParams(search as Record<string, string>).toString()}`;
            const headers: Record<string, string> = { 'x-forwarded-for': `10.1.${Math.floor(++ip / 250) % 250}.${ip % 250}` };
            // Logging out would end the session the other signed-in calls use.
            if (signedIn && !route.path.endsWith('/logout')) headers.authorization = `Bearer ${token}`;
            const init: RequestInit = { method: route.method, headers };
            if (route.method !== 'GET' && route.method !== 'HEAD') {
              headers['content-type'] = 'application/json';
              init.body = typeof payload === 'string' ? payload : JSON.stringify(payload);
            }
            const res = await app.request(url, init);
            const text = await res.text();
            const where = `${route.method} ${url} → ${res.status} ${text.slice(0, 200)}`;
            expect(res.status, where).toBeLessThan(500);
            if (res.status >= 300 && res.status < 400) return;
            // /api/mcp speaks JSON-RPC (MCP), not the site's envelope: its errors are JSON-RPC errors.
            if (route.path === '/api/mcp') {
              if ((res.headers.get('content-type') ?? '').includes('json')) expect((JSON.parse(text) as { jsonrpc?: string }).jsonrpc, where).toBe('2.0');
            } else if (route.path === '/api/openapi.json') {
              // The OpenAPI document is a document, not an envelope.
              expect((JSON.parse(text) as { openapi?: string }).openapi, where).toBe('3.1.0');
            } else if ((res.headers.get('content-type') ?? '').includes('json')) {
              const envelope = JSON.parse(text) as { code: unknown };
              expect(typeof envelope.code, where).toBe('number');
            }
            expect(text, where).not.toMatch(/\bat .+\.(?:ts|js):\d+/);
          },
        ),
        { numRuns: RUNS },
      );
    }
  }, 240_000);
});
