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
// Pages carry a CSP nonce that must be new in every response: the stored copy remembers the nonce it was
// rendered with and each response swaps in its own.
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Logger } from 'pino';
import { ANY_TOPIC, type ChangeBus } from '../events/change-bus';
import type { AppEnv } from '../http/context';

export interface CachedPage {
  status: number;
  headers: [string, string][];
  /**
   * The body as UTF-8 bytes: a hit is written to the socket as it is, with no per-request encoding (and bytes
   * take less memory than a string holding any CJK character, which V8 stores at two bytes per character).
   */
  body: Uint8Array<ArrayBuffer>;
  /** The CSP nonce the body was rendered with; each response writes its own over it. */
  nonce: string;
  /** Byte offsets of `nonce` in the body. */
  nonceAt: number[];
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
      const size = page.body.byteLength + 512;
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
  set(key: string, value: string, mode: 'PX', ttlMs: number): Promise<unknown>;
  incr(key: string): Promise<number>;
  hset(key: string, values: Record<string, number>): Promise<number>;
  hmget(key: string, ...fields: string[]): Promise<(string | null)[]>;
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
      const raw = await redis.get(`${prefix}p:${key}`);
      if (!raw) return undefined;
      const stored = JSON.parse(raw) as Omit<CachedPage, 'body'> & { body: string };
      const page: CachedPage = { ...stored, body: Buffer.from(stored.body, 'utf8') };
      return (await stale(page)) ? undefined : page;
    },
    async set(key, page, ttlMs) {
      if (await stale(page)) return;
      const body = Buffer.from(page.body.buffer, page.body.byteOffset, page.body.byteLength).toString('utf8');
      await redis.set(`${prefix}p:${key}`, JSON.stringify({ ...page, body }), 'PX', ttlMs);
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
const PERSONAL_PATH = /^(?:\/(?:zh|en|tw|ja))?\/(?:login|passport|favorites|admin|user|account|submission|oauth)(?:[/.?]|$)/i;
const SESSION_COOKIES = ['token', 'code'];
const STORED_HEADERS = new Set(['content-type', 'cache-control', 'vary', 'content-language', 'link', 'x-robots-tag']);
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
    store.invalidate([topic]).catch((error: unknown) => logger.warn({ err: error, topic }, 'page cache: invalidation failed'));
  });
  // A bus that was cut off may have missed events: drop every page (all carry the shell's tags), including the
  // pages this replica rendered from its stale caches into a shared store during the gap.
  const stopResync = bus.onReconnect(() => {
    store.invalidate([...SHELL_TAGS]).catch((error: unknown) => logger.warn({ err: error }, 'page cache: invalidation failed'));
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
    const nonce = c.get('cspNonce');

    const cached = await safely(() => store.get(key), logger);
    if (cached) return respond(c.req.header('if-none-match'), cached, nonce, 'HIT');

    const pending = inflight.get(key);
    if (pending) {
      // Another request is rendering this URL right now: share its result.
      const shared = await pending;
      if (shared) return respond(c.req.header('if-none-match'), shared, nonce, 'HIT');
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
      const page = Number.isNaN(sequence) ? undefined : await capture(c.res, nonce, [...tags], sequence);
      settle(page);
      if (!page) {
        c.header('X-Cache', 'BYPASS');
        return;
      }
      await safely(() => store.set(key, page, ttlMs), logger);
      c.res = respond(c.req.header('if-none-match'), page, nonce, 'MISS');
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

/** Reads a shareable answer into a cache entry, or leaves the response untouched and returns nothing. */
async function capture(response: Response, nonce: string, tags: string[], sequence: number): Promise<CachedPage | undefined> {
  if (response.status !== 200 || response.headers.has('set-cookie')) return undefined;
  if (!CACHEABLE_TYPE.test(response.headers.get('content-type') ?? '')) return undefined;
  if (/\b(?:private|no-store)\b/.test(response.headers.get('cache-control') ?? '')) return undefined;
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) return undefined;
  const text = await response.clone().text();
  const body = Buffer.from(text, 'utf8');
  if (body.byteLength > MAX_BODY_BYTES) return undefined;
  const headers = [...response.headers].filter(([name]) => STORED_HEADERS.has(name.toLowerCase()));
  const etag = `W/"${createHash('sha1').update(text.replaceAll(nonce, '')).digest('base64url')}"`;
  const nonceAt: number[] = [];
  if (nonce) {
    const needle = Buffer.from(nonce, 'utf8');
    for (let at = body.indexOf(needle); at >= 0; at = body.indexOf(needle, at + needle.byteLength)) nonceAt.push(at);
  }
  return { status: response.status, headers, body, nonce, nonceAt, etag, tags, sequence };
}

function respond(ifNoneMatch: string | undefined, page: CachedPage, nonce: string, state: 'HIT' | 'MISS'): Response {
  const headers = new Headers(page.headers);
  headers.set('ETag', page.etag);
  headers.set('X-Cache', state);
  // Browsers revalidate every time (cheap: a 304 without a body); the shared copy lives here.
  if (!headers.has('cache-control')) headers.set('Cache-Control', 'public, max-age=0, must-revalidate');
  // The compression layer varies every page by Accept-Encoding. Saying so here spares it adding the header to
  // a finished response, which makes Hono rebuild the response through the full Fetch API (a third of the CPU
  // time of a cache hit, converting and re-encoding the whole body).
  const vary = headers.get('vary');
  if (!vary || !/\baccept-encoding\b/i.test(vary)) headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === page.etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(withNonce(page, nonce), { status: page.status, headers });
}

/** A copy of the body with `nonce` written over the stored one (nonces are all one length). */
function withNonce(page: CachedPage, nonce: string): Uint8Array<ArrayBuffer> {
  if (!page.nonceAt.length || nonce === page.nonce) return page.body;
  const fresh = Buffer.from(nonce, 'utf8');
  if (fresh.byteLength !== Buffer.byteLength(page.nonce, 'utf8')) {
    const text = Buffer.from(page.body.buffer, page.body.byteOffset, page.body.byteLength).toString('utf8');
    return Buffer.from(text.replaceAll(page.nonce, nonce), 'utf8');
  }
  const body = Buffer.allocUnsafe(page.body.byteLength);
  body.set(page.body);
  for (const at of page.nonceAt) body.set(fresh, at);
  return body;
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
