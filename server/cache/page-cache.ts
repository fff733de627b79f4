// The page cache: server-rendered pages of anonymous visitors, kept per URL (the language is part of the URL)
// and dropped precisely when the data they show changes.
//
// Every page render records the tags of the data it read (`navigation`, `catalogue`, `product:42` …) in the
// load context. A change event on the bus whose topic equals a tag invalidates every page carrying it, on
// every replica: with the in-process store each replica hears the event itself; with Redis the version of
// the tag is raised in Redis, which all replicas read.
//
// Invalidation is race-free: a render first reads the store's invalidation sequence; the stored page keeps
// that number, and a page is valid only while none of its tags was invalidated after it. A write that lands
// while a page is rendering therefore makes that page stale at once, even though it is stored afterwards.
//
// A stored page leaves as stored bytes: the fill compresses the body once with Brotli and gzip beside the plain
// bytes, and a hit writes the variant the client accepts — no compression, copy or rewrite per request. That is
// why stored pages carry no CSP nonce (a nonce must differ per response): the render's nonce marks the page's own
// inline scripts, the fill replaces it with those scripts' SHA-256 hashes in the page's policy and strips it from
// the body (docs/decisions/014). Pages that are not stored keep their per-request nonce.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Logger } from 'pino';
import { ANY_TOPIC, type ChangeBus } from '../events/change-bus';
import type { AppEnv } from '../http/context';
import { pickEncoding, type StoredEncoding } from '../http/encoding';
import { replaceResponse } from '../http/replace-response';
import { knownBody } from '../http/known-body';

type Bytes = Uint8Array<ArrayBuffer>;

export interface CachedPage {
  status: number;
  headers: [string, string][];
  /**
   * The body as UTF-8 bytes, and compressed: a hit is written to the socket as it is (bytes also take less
   * memory than a string holding any CJK character, which V8 stores at two bytes per character).
   */
  body: Bytes;
  br: Bytes;
  gzip: Bytes;
  /** The page's inline scripts as CSP sources (`'sha256-…' …`); empty when it has none. */
  scriptHashes: string;
  /** Hash of the body; each encoding's ETag is derived from it. */
  etag: string;
  tags: string[];
  /** The store's invalidation sequence read before the render began. */
  sequence: number;
}

export interface PageStore {
  readonly kind: 'memory' | 'redis';
  /** The current invalidation sequence: read before rendering, stored with the page. */
  sequence(): Promise<number>;
  /** A page that is neither expired nor invalidated. */
  get(key: string): Promise<CachedPage | undefined>;
  set(key: string, page: CachedPage, ttlMs: number): Promise<void>;
  invalidate(tags: string[]): Promise<void>;
}

/** Tags every page carries: the shell shows the navigation menu. */
export const SHELL_TAGS = ['navigation'] as const;

interface MemoryEntry {
  page: CachedPage;
  expiresAt: number;
  bytes: number;
}

/** One process's store: a least-recently-used map bounded by bytes. */
export function createMemoryPageStore(options: { maxBytes: number }): PageStore {
  const entries = new Map<string, MemoryEntry>();
  const tagVersions = new Map<string, number>();
  let sequence = 0;
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  const stale = (page: CachedPage) => page.tags.some((tag) => (tagVersions.get(tag) ?? 0) > page.sequence);

  return {
    kind: 'memory',
    async sequence() {
      return sequence;
    },
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now() || stale(entry.page)) {
        drop(key);
        return undefined;
      }
      // Re-insert to mark it most recently used.
      entries.delete(key);
      entries.set(key, entry);
      return entry.page;
    },
    async set(key, page, ttlMs) {
      if (stale(page)) return;
      drop(key);
      const size = page.body.byteLength + page.br.byteLength + page.gzip.byteLength + 512;
      if (size > options.maxBytes) return;
      entries.set(key, { page, expiresAt: Date.now() + ttlMs, bytes: size });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= options.maxBytes) break;
        drop(oldest);
      }
    },
    async invalidate(tags) {
      sequence += 1;
      for (const tag of tags) tagVersions.set(tag, sequence);
    },
  };
}

/** The subset of an ioredis client the Redis store uses. */
export interface RedisPageClient {
  get(key: string): Promise<string | null>;
  getBuffer(key: string): Promise<Buffer | null>;
  set(key: string, value: string | Buffer, mode: 'PX', ttlMs: number): Promise<unknown>;
  incr(key: string): Promise<number>;
  hset(key: string, values: Record<string, number>): Promise<number>;
  hmget(key: string, ...fields: string[]): Promise<(string | null)[]>;
}

/**
 * A page as one Redis value: a 4-byte length, the page's fields as JSON, then the plain, Brotli and gzip bodies
 * back to back — binary, so the compressed variants cost their size and no encoding step.
 */
function packPage(page: CachedPage): Buffer {
  const { body, br, gzip: gz, ...fields } = page;
  const meta = Buffer.from(
    JSON.stringify({ ...fields, sizes: [body.byteLength, br.byteLength, gz.byteLength] }),
    'utf8',
  );
  const head = Buffer.allocUnsafe(4);
  head.writeUInt32BE(meta.byteLength, 0);
  return Buffer.concat([head, meta, body, br, gz]);
}

function unpackPage(raw: Buffer): CachedPage {
  const metaLength = raw.readUInt32BE(0);
  const meta = JSON.parse(raw.subarray(4, 4 + metaLength).toString('utf8')) as Omit<
    CachedPage,
    'body' | 'br' | 'gzip'
  > & {
    sizes: [number, number, number];
  };
  const { sizes, ...fields } = meta;
  let at = 4 + metaLength;
  const [body, br, gz] = sizes.map((size) => {
    const part = new Uint8Array(raw.buffer, raw.byteOffset + at, size) as Bytes;
    at += size;
    return part;
  }) as [Bytes, Bytes, Bytes];
  return { ...fields, body, br, gzip: gz };
}

/** Shared by every replica: pages and tag versions live in Redis. */
export function createRedisPageStore(redis: RedisPageClient, prefix = 'atlas:page:'): PageStore {
  const SEQUENCE = `${prefix}seq`;
  const TAGS = `${prefix}tags`;
  const stale = async (page: CachedPage) => {
    if (!page.tags.length) return false;
    const versions = await redis.hmget(TAGS, ...page.tags);
    return versions.some((v) => v !== null && Number(v) > page.sequence);
  };
  return {
    kind: 'redis',
    async sequence() {
      return Number((await redis.get(SEQUENCE)) ?? 0);
    },
    async get(key) {
      const raw = await redis.getBuffer(`${prefix}p:${key}`);
      if (!raw) return undefined;
      let page: CachedPage;
      try {
        page = unpackPage(raw);
      } catch {
        return undefined; // written by an older version of the site: render afresh
      }
      return (await stale(page)) ? undefined : page;
    },
    async set(key, page, ttlMs) {
      if (await stale(page)) return;
      await redis.set(`${prefix}p:${key}`, packPage(page), 'PX', ttlMs);
    },
    async invalidate(tags) {
      if (!tags.length) return;
      const sequence = await redis.incr(SEQUENCE);
      await redis.hset(TAGS, Object.fromEntries(tags.map((tag) => [tag, sequence])));
    },
  };
}

export interface PageCacheOptions {
  store: PageStore;
  bus: ChangeBus;
  ttlMs: number;
  logger: Logger;
}

// Pages that belong to one person are never shared, whatever they answer.
const PERSONAL_PATH =
  /^(?:\/(?:zh|en|tw|ja))?\/(?:login|passport|favorites|admin|user|account|submission|oauth|tools\/geo|tools\/trackers)(?:[/.?]|$)/i;
const SESSION_COOKIES = ['token', 'code'];
const STORED_HEADERS = new Set([
  'content-type',
  'cache-control',
  'vary',
  'content-language',
  'link',
  'x-robots-tag',
]);
const CACHEABLE_TYPE = /^(?:text\/html|text\/x-script)/;
const MAX_BODY_BYTES = 2 * 1024 * 1024;

export interface PageCache {
  middleware: MiddlewareHandler<AppEnv>;
  /** Detaches from the bus. */
  close(): void;
}

/**
 * Serves and fills the cache around the page handler. Requests that carry a session, that are not GET or
 * that address a personal page pass straight through, and so do answers that are not a shareable 200.
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const { store, bus, ttlMs, logger } = options;
  const inflight = new Map<string, Promise<CachedPage | undefined>>();
  const unsubscribe = bus.subscribe(ANY_TOPIC, (topic) => {
    store
      .invalidate([topic])
      .catch((error: unknown) => logger.warn({ err: error, topic }, 'page cache: invalidation failed'));
  });
  // A bus that was cut off may have missed events: drop every page (all carry the shell's tags), including the
  // pages this replica rendered from its stale caches into a shared store during the gap.
  const stopResync = bus.onReconnect(() => {
    store
      .invalidate([...SHELL_TAGS])
      .catch((error: unknown) => logger.warn({ err: error }, 'page cache: invalidation failed'));
  });

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const method = c.req.method;
    const url = new URL(c.req.url);
    const shareable =
      method === 'GET' &&
      !c.req.header('authorization') &&
      !SESSION_COOKIES.some((name) => getCookie(c, name)) &&
      !url.searchParams.has('ticket') &&
      !PERSONAL_PATH.test(url.pathname);
    if (!shareable) {
      await next();
      c.header('X-Cache', 'BYPASS');
      return;
    }
    const key = `${url.pathname}${url.search}`;
    const send = (page: CachedPage, state: 'HIT' | 'MISS') => {
      c.set('cspScriptHashes', page.scriptHashes);
      return respond(c, page, state);
    };

    const cached = await safely(() => store.get(key), logger);
    if (cached) return send(cached, 'HIT');

    const pending = inflight.get(key);
    if (pending) {
      // Another request is rendering this URL right now: share its result.
      const shared = await pending;
      if (shared) return send(shared, 'HIT');
      await next();
      return;
    }

    let settle!: (page: CachedPage | undefined) => void;
    inflight.set(key, new Promise((resolve) => (settle = resolve)));
    try {
      const sequence = (await safely(() => store.sequence(), logger)) ?? Number.NaN;
      const tags = new Set<string>(SHELL_TAGS);
      c.set('cacheTags', tags);
      await next();
      const page = Number.isNaN(sequence)
        ? undefined
        : await capture(c.res, c.get('cspNonce'), [...tags], sequence);
      settle(page);
      if (!page) {
        c.header('X-Cache', 'BYPASS');
        return;
      }
      await safely(() => store.set(key, page, ttlMs), logger);
      replaceResponse(c, send(page, 'MISS'));
    } catch (error) {
      settle(undefined);
      throw error;
    } finally {
      inflight.delete(key);
    }
  };

  return {
    middleware,
    close: () => {
      unsubscribe();
      stopResync();
    },
  };
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
/**
 * Brotli quality 6 at fill: within 0.5 % of quality 8 and a fifth of gzip's size saved, in about 2 ms for a 30 KB
 * page on the thread pool; quality 11 saves 15 % more but costs ~100 ms per fill, too much when a catalogue change
 * refills every page at once.
 */
const BROTLI_QUALITY = 6;

/** The nonce attribute of the render's own elements: the marker of the inline scripts it wrote itself. */
const nonceAttribute = (nonce: string) => ` nonce="${nonce}"`;

/**
 * The render's inline scripts (those carrying its nonce) as CSP hash sources, and the body without the nonce.
 * A script injected into the page by content could not carry the nonce, so it is not hashed and stays blocked.
 */
export function nonceToHashes(html: string, nonce: string): { html: string; scriptHashes: string } {
  if (!nonce) return { html, scriptHashes: '' };
  const marker = nonceAttribute(nonce);
  const hashes = new Set<string>();
  const script = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
  for (const [, attributes, content] of html.matchAll(script)) {
    if (!attributes!.includes(marker) || /\bsrc=/.test(attributes!)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(content!, 'utf8').digest('base64')}'`);
  }
  return { html: html.replaceAll(marker, ''), scriptHashes: [...hashes].join(' ') };
}

/** Reads a shareable answer into a cache entry, or leaves the response untouched and returns nothing. */
async function capture(
  response: Response,
  nonce: string,
  tags: string[],
  sequence: number,
): Promise<CachedPage | undefined> {
  if (response.status !== 200 || response.headers.has('set-cookie')) return undefined;
  if (!CACHEABLE_TYPE.test(response.headers.get('content-type') ?? '')) return undefined;
  if (/\b(?:private|no-store)\b/.test(response.headers.get('cache-control') ?? '')) return undefined;
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) return undefined;
  const known = knownBody(response);
  const text = known
    ? Buffer.from(known.buffer, known.byteOffset, known.byteLength).toString('utf8')
    : await response.clone().text();
  const { html, scriptHashes } = nonceToHashes(text, nonce);
  const body = Buffer.from(html, 'utf8');
  if (body.byteLength > MAX_BODY_BYTES) return undefined;
  const [br, gz] = await Promise.all([
    compressBrotli(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
    }),
    compressGzip(body),
  ]);
  const headers = [...response.headers].filter(([name]) => STORED_HEADERS.has(name.toLowerCase()));
  const etag = createHash('sha1').update(body).digest('base64url');
  return {
    status: response.status,
    headers,
    body: bytes(body),
    br: bytes(br),
    gzip: bytes(gz),
    scriptHashes,
    etag,
    tags,
    sequence,
  };
}

const bytes = (buffer: Buffer) =>
  new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength) as Bytes;

const ETAG_SUFFIX: Record<StoredEncoding, string> = { identity: '', br: '-br', gzip: '-gz' };

/** The stored variant the client accepts, with its own strong ETag (the bytes of each variant never change). */
function respond(c: Context<AppEnv>, page: CachedPage, state: 'HIT' | 'MISS'): Response {
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body;
  const etag = `"${page.etag}${ETAG_SUFFIX[encoding]}"`;
  const headers = new Headers(page.headers);
  headers.set('ETag', etag);
  headers.set('X-Cache', state);
  // Browsers revalidate every time (cheap: a 304 without a body); the shared copy lives here.
  if (!headers.has('cache-control')) headers.set('Cache-Control', 'public, max-age=0, must-revalidate');
  const vary = headers.get('vary');
  if (!vary || !/\baccept-encoding\b/i.test(vary))
    headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return new Response(null, { status: 304, headers });
  }
  if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.byteLength));
  return new Response(body, { status: page.status, headers });
}

/** The cache is an optimisation: when its store fails, pages are rendered as if it were empty. */
async function safely<T>(run: () => Promise<T>, logger: Logger): Promise<T | undefined> {
  try {
    return await run();
  } catch (error) {
    logger.warn({ err: error }, 'page cache: store unavailable');
    return undefined;
  }
}
