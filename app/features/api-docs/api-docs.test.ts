// /api/openapi.json and /api/docs through the real app: the document is valid OpenAPI 3.1, lists every /api route the
// app registers (a route added without its description fails here), says truthfully which routes need sign-in, and is
// served with an ETag; the page and its files come from this server, in the site's languages.
import { brotliDecompressSync } from 'node:zlib';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { testApp } from '../../../tests/fixtures/app';
import { dbTargets } from '../../../tests/fixtures/db';
import type { OpenApiDocument } from './api-docs.server';

const targets = await dbTargets();

type Operation = NonNullable<OpenApiDocument['paths'][string][string]> & { responses: Record<string, any>; parameters?: any[]; requestBody?: any };

/** Hono's `/a/:id{[0-9]+}` as OpenAPI's `/a/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?\??/g, '{$1}');

describe.each(targets)('API documentation on $name', (target) => {
  let database: Database;
  let app: ReturnType<typeof testApp>;
  let document: OpenApiDocument;

  beforeAll(async () => {
    database = await target.open();
    app = testApp(database, { APP_URL: 'https://atlas.test' });
    const res = await app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    document = (await res.json()) as OpenApiDocument;
  });
  afterAll(async () => {
    await database?.close();
  });

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method, op: op as Operation })),
    );

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(document as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(document.openapi).toBe('3.1.0');
  });

  it('lists every /api route the app registers, with its method', () => {
    const routes = app.routes.filter((r) => r.path.startsWith('/api') && r.method !== 'ALL');
    expect(routes.length).toBeGreaterThan(90);
    const missing = routes
      .filter((r) => !document.paths[openApiPath(r.path)]?.[r.method.toLowerCase()])
      .map((r) => `${r.method} ${r.path}`);
    expect([...new Set(missing)], 'routes without a describeRoute() doc').toEqual([]);
    // And nothing documented that the app does not answer.
    const registered = new Set(routes.map((r) => `${r.method.toLowerCase()} ${openApiPath(r.path)}`));
    expect(operations().filter((o) => !registered.has(`${o.method} ${o.path}`))).toEqual([]);
  });

  it('gives each operation a summary, its area, its parameters and the envelopes', () => {
    for (const { path, method, op } of operations()) {
      const where = `${method} ${path}`;
      expect(op.summary, where).toBeTruthy();
      expect(op.tags, where).toHaveLength(1);
      expect(document.tags!.map((t) => t.name), where).toContain(op.tags![0]);
      expect(op.responses.default.content['application/json'].schema.$ref, where).toBe('#/components/schemas/ErrorEnvelope');
      for (const name of path.match(/\{(\w+)\}/g) ?? []) {
        expect(op.parameters?.some((p) => p.in === 'path' && p.name === name.slice(1, -1) && p.required), `${where} ${name}`).toBe(true);
      }
    }
    const op = (path: string, method: string) => document.paths[path]![method] as Operation;
    // Parameters and bodies come from the zod schemas the handlers validate with.
    const search = op('/api/products/search', 'get');
    expect(search.tags).toEqual(['catalogue']);
    expect(search.responses['200'].content['application/json'].schema.$ref).toBe('#/components/schemas/Envelope');
    expect(search.responses['400']).toBeDefined();
    expect(search.parameters!.find((p) => p.name === 'q')).toMatchObject({ in: 'query' });
    const favorite = op('/api/favorites', 'post');
    expect(favorite.requestBody.content['application/json'].schema).toMatchObject({ type: 'object', required: ['productId'] });
    const order = op('/api/orders', 'post');
    expect(order.parameters!.find((p) => p.in === 'header')).toMatchObject({ name: 'idempotency-key', required: true });
    expect(op('/api/admin/orders/invoices/{id}/issue', 'post').requestBody.content['multipart/form-data'].schema.properties.file).toBeDefined();
    expect(op('/api/arena/battles/{id}/stream', 'get').responses['200'].content['text/event-stream']).toBeDefined();
    expect(op('/api/mcp', 'post').responses['200'].content['application/json'].schema.properties.jsonrpc).toBeDefined();
    expect(document.components).toMatchObject({ securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: 'token' } } });
  });

  it('marks the routes that need sign-in, and they do', async () => {
    const signIn = operations().filter(({ op }) => op.security?.some((s) => Object.keys(s as object).length > 0) && !op.security?.some((s) => Object.keys(s as object).length === 0));
    expect(signIn.length).toBeGreaterThan(30);
    const sample = (path: string) => path.replace(/\{orderNo\}/g, 'AT20260101ABCDEFGH').replace(/\{\w+\}/g, '1');
    for (const { path, method, op } of signIn) {
      const res = await app.request(sample(path), { method: method.toUpperCase() });
      // Staff routes answer 404 to everyone else; the others 401.
      expect(res.status, `${method} ${path}`).toBe(op.responses['401'] ? 401 : 404);
    }
    // Routes documented as public do not ask for sign-in.
    for (const { path, method, op } of operations().filter((o) => o.method === 'get' && o.op.security?.length === 0)) {
      if (path.startsWith('/api/account/google') || path.startsWith('/api/ads/')) continue; // redirects away
      const res = await app.request(sample(path));
      expect(res.status, `${method} ${path}`).not.toBe(401);
      expect(op.responses['401'], `${method} ${path}`).toBeUndefined();
    }
  });

  it('serves the document with an ETag and a public cache', async () => {
    const first = await app.request('/api/openapi.json');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    const again = await app.request('/api/openapi.json', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const changed = await app.request('/api/openapi.json', { headers: { 'If-None-Match': '"other"' } });
    expect(changed.status).toBe(200);
  });

  it('serves the interactive page and its files from this server, in four languages', async () => {
    const titles = { zh_cn: 'API 文档', en: 'API documentation', zh_tw: 'API 文件', jp: 'API ドキュメント' };
    for (const [langType, title] of Object.entries(titles)) {
      const res = await app.request(`/api/docs?langType=${langType}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<title>${title} · AI Atlas</title>`);
      expect(html).toContain(`<h1>${title}</h1>`);
      // No other origin anywhere: the site's CSP allows none.
      expect(html).not.toMatch(/(?:src|href)="(?:https?:)?\/\//);
    }
    const page = await app.request('/api/docs');
    const html = await page.text();
    const pageTag = page.headers.get('etag')!;
    expect((await app.request('/api/docs', { headers: { 'If-None-Match': pageTag } })).status).toBe(304);
    expect((await app.request('/api/docs?langType=en', { headers: { 'If-None-Match': pageTag } })).status).toBe(200);
    expect(html).toContain('<html lang="zh-CN">');
    const files = [...html.matchAll(/(?:src|href)="(\/api\/docs\/assets\/[^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(files).toHaveLength(4);
    for (const file of files) {
      const res = await app.request(file);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('cache-control'), file).toBe('public, max-age=31536000, immutable');
      expect((await res.arrayBuffer()).byteLength, file).toBeGreaterThan(100);
    }
    const bundle = files.find((f) => f.includes('swagger-ui-bundle.js'))!;
    const br = await app.request(bundle, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    const bytes = new Uint8Array(await br.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(700_000);
    expect(brotliDecompressSync(bytes).toString('utf8')).toContain('SwaggerUIBundle');
    const init = await (await app.request(files.find((f) => f.includes('init.js'))!)).text();
    expect(init).toContain('"/api/openapi.json"');
    expect((await app.request('/api/docs/assets/package.json')).status).toBe(404);
    expect((await app.request('/api/docs/assets/..%2Fpackage.json')).status).toBe(404);
    // Names of Object.prototype's members are no files either (the fuzzer found `valueOf` answering 500).
    for (const name of ['valueOf', 'constructor', '__proto__', 'toString']) expect((await app.request(`/api/docs/assets/${name}`)).status).toBe(404);
  });

  it('lists the document and the page in /llms.txt', async () => {
    const zh = await (await app.request('/llms.txt')).text();
    expect(zh).toContain('(https://atlas.test/api/openapi.json)');
    expect(zh).toContain('(https://atlas.test/api/docs)');
    const en = await (await app.request('/en/llms.txt')).text();
    expect(en).toContain('- [OpenAPI document](https://atlas.test/api/openapi.json)');
    expect(en).toContain('(https://atlas.test/api/docs?langType=en)');
  });
});
