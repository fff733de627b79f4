import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { describe, expect, it } from 'vitest';
import { compressResponses } from './compress';
import { json } from './envelope';

const big = JSON.stringify({ items: Array.from({ length: 400 }, (_, i) => ({ id: i, name: `product ${i}` })) });
const huge = 'x'.repeat(3 * 1024 * 1024);

function app() {
  const a = new Hono();
  a.use(compressResponses());
  a.get('/json', (c) => c.json(JSON.parse(big)));
  a.get('/small', (c) => c.json({ ok: true }));
  // An API envelope: its bytes are known, so its body stream must not be read (see envelope.ts).
  a.get('/envelope', (c) => {
    const res = json(c, JSON.parse(big));
    Object.defineProperty(res, 'body', {
      get() {
        bodyReads++;
        return null;
      },
    });
    return res;
  });
  a.get('/html', (c) =>
    c.body(
      new ReadableStream({
        start(controller) {
          // A page arrives in many small pieces, as React writes it.
          for (let i = 0; i < 200; i++) controller.enqueue(new TextEncoder().encode(`<p>row ${i} of the page</p>`));
          controller.close();
        },
      }),
      200,
      { 'Content-Type': 'text/html; charset=utf-8' },
    ),
  );
  a.get('/huge', (c) => c.text(huge));
  // A rendered page arrives whole, with its length.
  a.get('/page', (c) => c.body(big, 200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(big.length), ETag: '"v1"' }));
  a.get('/encoded', (c) => c.body(new Uint8Array([1, 2, 3]), 200, { 'Content-Type': 'text/html', 'Content-Encoding': 'br' }));
  a.get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }));
  a.get('/events', (c) => streamSSE(c, async (stream) => stream.writeSSE({ data: 'x'.repeat(2048) })));
  return a;
}

let bodyReads = 0;
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('compressResponses', () => {
  it('compresses a JSON answer once, with Brotli for browsers and gzip for gzip-only clients', async () => {
    const a = app();
    const br = await a.request('/json', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const brBody = await bytes(br);
    expect(Number(br.headers.get('content-length'))).toBe(brBody.byteLength);
    expect(brotliDecompressSync(brBody).toString()).toBe(big);
    expect(brBody.byteLength).toBeLessThan(big.length / 3);

    const gz = await a.request('/json', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(big);

    const plain = await a.request('/json');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(big);
  });

  it('compresses an API envelope from its known bytes, without reading its body back as a stream', async () => {
    bodyReads = 0;
    const res = await app().request('/envelope', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(brotliDecompressSync(await bytes(res)).toString()).toBe(big);
    expect(bodyReads).toBe(0);
  });

  it("replaces the plain body's length and validator with the compressed body's", async () => {
    const res = await app().request('/page', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    const body = await bytes(res);
    expect(Number(res.headers.get('content-length'))).toBe(body.byteLength);
    expect(res.headers.get('etag')).toBe('W/"v1"');
    expect(brotliDecompressSync(body).toString()).toBe(big);
  });

  it('joins a page streamed in small pieces and sends it compressed in one body', async () => {
    const res = await app().request('/html', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    const html = brotliDecompressSync(await bytes(res)).toString();
    expect(html.startsWith('<p>row 0 of the page</p>')).toBe(true);
    expect(html.endsWith('<p>row 199 of the page</p>')).toBe(true);
  });

  it('streams a body too large to hold, compressed all the same', async () => {
    const res = await app().request('/huge', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-length')).toBeNull();
    expect(gunzipSync(await bytes(res)).toString()).toBe(huge);
  });

  it('leaves small, already encoded, binary and never-ending answers alone', async () => {
    const a = app();
    const accept = { 'Accept-Encoding': 'gzip, br' };
    const small = await a.request('/small', { headers: accept });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const encoded = await a.request('/encoded', { headers: accept });
    expect(encoded.headers.get('content-encoding')).toBe('br');
    expect([...(await bytes(encoded))]).toEqual([1, 2, 3]);
    expect((await a.request('/image', { headers: accept })).headers.get('content-encoding')).toBeNull();
    const events = await a.request('/events', { headers: accept });
    expect(events.headers.get('content-encoding')).toBeNull();
    expect(await events.text()).toContain('data: xxxx');
    const head = await a.request('/json', { method: 'HEAD', headers: accept });
    expect(head.headers.get('content-encoding')).toBeNull();
  });
});
