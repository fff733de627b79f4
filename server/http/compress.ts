// Compression of answers made per request (uncached pages, API JSON): the whole body compressed in one call to zlib.
// Hono's compress() pipes every body through the web CompressionStream, chunk by chunk; for a 40 KB page rendered in
// ~2 KB pieces that cost about a third of the render (measured: uncached product page 113 → 165 req/s on one core).
// Pages and JSON here are small and complete before they are sent (loaders finish before React renders), so nothing
// is lost by not streaming them. Brotli at quality 3 and gzip at level 4: the fast end, as servers compress dynamic
// answers (0.3–0.4 ms for a 40 KB page; the page cache stores its copies at higher quality, once). Answers already
// encoded (cached pages, precompressed files), streams that never end (server-sent events) and small or
// incompressible bodies pass untouched.
import { Readable } from 'node:stream';
import { brotliCompressSync, constants as zlib, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { pickEncoding, type StoredEncoding } from './encoding';
import { knownBody } from './known-body';
import { replaceResponse } from './replace-response';

/** Below this a compressed body saves less than its headers and the CPU cost. */
const MIN_BYTES = 1024;
/** Above this the body is compressed as a stream instead of held whole. */
const MAX_BUFFERED_BYTES = 2 * 1024 * 1024;
const BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: 3 } };
const GZIP = { level: 4 };

type Bytes = Uint8Array<ArrayBuffer>;

function compressBytes(body: Uint8Array, encoding: Exclude<StoredEncoding, 'identity'>): Bytes {
  const out =
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: { ...BROTLI.params, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
        })
      : gzipSync(body, GZIP);
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength) as Bytes;
}

/** The body's bytes if it ends within `limit`; otherwise the bytes read so far and the rest of the stream. */
async function readBody(stream: ReadableStream<Uint8Array>, limit: number) {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    if (size > limit) return { chunks, rest: reader };
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return { body };
}

export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    // Headers first: reading `body` makes @hono/node-server build a full web Response, which an answer that is left
    // alone (a cached page, sent as stored bytes) should not pay for.
    if (
      c.req.method === 'HEAD' ||
      [204, 206, 304].includes(res.status) ||
      res.headers.has('Content-Encoding') ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get('Content-Type') ?? '') ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')
    ) {
      return;
    }
    const length = res.headers.get('Content-Length');
    if (length && Number(length) < MIN_BYTES) return;
    const vary = res.headers.get('Vary');
    if (vary !== '*' && !/\baccept-encoding\b/i.test(vary ?? '')) {
      res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    const encoding = pickEncoding(c.req.header('Accept-Encoding'));
    const known = knownBody(res);
    if (encoding === 'identity' || (!known && !res.body)) return;

    const headers = new Headers(res.headers);
    headers.set('Content-Encoding', encoding);
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    const read = known ? { body: known } : await readBody(res.body!, MAX_BUFFERED_BYTES);
    if (read.body) {
      if (read.body.byteLength < MIN_BYTES) {
        replaceResponse(c, new Response(read.body, res));
        return;
      }
      const compressed = compressBytes(read.body, encoding);
      headers.set('Content-Length', String(compressed.byteLength));
      // statusText is read only from a response already built as a web Response: reading it builds one.
      const statusText = known ? undefined : res.statusText;
      replaceResponse(c, new Response(compressed, { status: res.status, statusText, headers }));
      return;
    }
    // A large body: what was read, then the rest, through a zlib stream.
    const { chunks, rest } = read;
    const source = Readable.from(
      (async function* () {
        yield* chunks;
        for (;;) {
          const { done, value } = await rest.read();
          if (done) return;
          yield value;
        }
      })(),
    );
    const zipped = source.pipe(encoding === 'br' ? createBrotliCompress(BROTLI) : createGzip(GZIP));
    headers.delete('Content-Length');
    replaceResponse(
      c,
      new Response(Readable.toWeb(zipped) as ReadableStream, {
        status: res.status,
        statusText: res.statusText,
        headers,
      }),
    );
  };
}
