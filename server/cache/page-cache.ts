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
  body: string;
  /** The CSP nonce the body was rendered with; replaced by each response's own. */
  nonce: string;
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
      const size = page.body.length * 2 + 512;
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
      const page = JSON.parse(raw) as CachedPage;
      return (await stale(page)) ? undefined : page;
    },
    async set(key, page, ttlMs) {
      if (await stale(page)) return;
      await redis.set(`${prefix}p:${key}`, JSON.stringify(page), 'PX', ttlMs);
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

  return { middleware, close: unsubscribe };
}

/** Reads a shareable answer into a cache entry, or leaves the response untouched and returns nothing. */
async function capture(response: Response, nonce: string, tags: string[], sequence: number): Promise<CachedPage | undefined> {
  if (response.status !== 200 || response.headers.has('set-cookie')) return undefined;
  if (!CACHEABLE_TYPE.test(response.headers.get('content-type') ?? '')) return undefined;
  if (/\b(?:private|no-store)\b/.test(response.headers.get('cache-control') ?? '')) return undefined;
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) return undefined;
  const body = await response.clone().text();
  if (body.length > MAX_BODY_BYTES) return undefined;
  const headers = [...response.headers].filter(([name]) => STORED_HEADERS.has(name.toLowerCase()));
  const etag = `W/"${createHash('sha1').update(body.replaceAll(nonce, '')).digest('base64url')}"`;
  return { status: response.status, headers, body, nonce, etag, tags, sequence };
}

function respond(ifNoneMatch: string | undefined, page: CachedPage, nonce: string, state: 'HIT' | 'MISS'): Response {
  const headers = new Headers(page.headers);
  headers.set('ETag', page.etag);
  headers.set('X-Cache', state);
  // Browsers revalidate every time (cheap: a 304 without a body); the shared copy lives here.
  if (!headers.has('cache-control')) headers.set('Cache-Control', 'public, max-age=0, must-revalidate');
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === page.etag)) {
    return new Response(null, { status: 304, headers });
  }
  const body = page.nonce ? page.body.replaceAll(page.nonce, nonce) : page.body;
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
