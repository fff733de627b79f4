// A replica cut off from its change bus (the server ended the LISTEN connection, Redis dropped the subscriber)
// cannot know which events it missed: once it listens again it must drop its cached pages and data and catch its
// search index up from the database. Real PostgreSQL, and real Redis for the Redis bus.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productTopic, PRODUCTS_TOPIC, productSearchFor } from '~/features/catalogue/catalogue.search.server';
import { getProductDetail } from '~/features/catalogue/catalogue.server';
import { getNavMenu } from '~/features/navigation/navigation.server';
import { createApp } from '../../server/app';
import { createMemoryPageStore, createRedisPageStore, type PageStore } from '../../server/cache/page-cache';
import type { Database } from '../../server/db/client';
import { navMenuItems, products } from '../../server/db/schema';
import { parseEnv } from '../../server/env';
import type { ChangeBus } from '../../server/events/change-bus';
import { createChangeBusFor } from '../../server/events/create-change-bus';
import { seedFixtureCatalogue } from '../fixtures/catalogue';
import { dbTargets, postgresReachable } from '../fixtures/db';
import { redisReachable, TEST_REDIS_URL } from '../fixtures/redis';

const withPostgres = await postgresReachable();
// Without PostgreSQL the suite is listed as skipped (an empty `each` would leave the file with no suite at all,
// which vitest counts as a failure).
const kinds = withPostgres ? ['postgres', ...((await redisReachable()) ? ['redis'] : [])] : ['postgres'];

describe.runIf(withPostgres).each(kinds)('a replica whose %s bus reconnects', (kind) => {
  const lines: string[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  const name = `atlas-test-${randomBytes(4).toString('hex')}`;
  const prefix = `atlas:test:${randomBytes(4).toString('hex')}:`;
  let database: Database;
  let redis: Redis | undefined;
  let bus: ChangeBus;
  let store: PageStore;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    database = await (await dbTargets()).find((t) => t.name === 'postgres')!.open();
    await seedFixtureCatalogue(database.db);
    if (kind === 'redis') {
      redis = new Redis(TEST_REDIS_URL, { enableOfflineQueue: false, lazyConnect: true, connectionName: name });
      redis.on('error', () => {});
      await redis.connect();
    }
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', REDIS_URL: kind === 'redis' ? TEST_REDIS_URL : '' });
    bus = await createChangeBusFor(env, { database, redis, logger });
    expect(bus.kind).toBe(kind);
    store = redis ? createRedisPageStore(redis, prefix) : createMemoryPageStore({ maxBytes: 1 << 20 });
    // Product pages rendered from the process's memo of product data, tagged as the real loader tags them.
    app = createApp(
      { env, logger, database, bus },
      {
        pageStore: store,
        pageHandler: async (request, context) => {
          const slug = /\/details\/([a-z0-9-]+)/.exec(new URL(request.url).pathname)![1]!;
          const product = await getProductDetail({ database, bus }, slug, 'en');
          (context.cacheTags as Set<string>).add(productTopic(product.id)).add(PRODUCTS_TOPIC);
          return new Response(`<p>${product.tagline}</p>`, { headers: { 'Content-Type': 'text/html' } });
        },
      },
    );
    await productSearchFor({ database, bus, logger }).ready();
  });
  afterAll(async () => {
    await bus?.close();
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
    await database?.close();
  });

  const page = async (path: string) => {
    const res = await app.request(path);
    return { cache: res.headers.get('x-cache'), html: await res.text() };
  };
  const found = async (q: string) =>
    ((await (await app.request(`/api/products/search?q=${q}&langType=en`)).json()) as { data: { items: { slug: string }[] } })
      .data.items.map((i) => i.slug);

  /** Cuts this replica's bus connection the way a server restart does. */
  async function cutBus() {
    if (kind === 'postgres') {
      await database.pool!.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`,
      );
      return;
    }
    const list = (await redis!.call('client', 'list', 'type', 'pubsub')) as string;
    for (const line of list.split('\n').filter((l) => l.includes(` name=${name}-bus `))) {
      await redis!.call('client', 'kill', 'id', /\bid=(\d+)/.exec(line)![1]!);
    }
  }

  it('drops its cached pages and data and catches its search index up with what was written in the gap', async () => {
    expect(await found('wallaby')).toEqual([]);
    expect((await page('/en/details/midjourney')).cache).toBe('MISS');
    expect(await page('/en/details/midjourney')).toMatchObject({ cache: 'HIT' });
    const menu = await getNavMenu({ database, bus }, 2, 'en');

    // Written while the replica is cut off: the events are lost, so nothing is published at all here.
    await database.db
      .update(products)
      .set({ tagline: { en: 'Paints wallabies' }, updatedAt: sql`now()` })
      .where(eq(products.slug, 'midjourney'));
    await database.db
      .update(navMenuItems)
      .set({ name: sql`jsonb_set(${navMenuItems.name}, '{en}', '"Renamed in the gap"')` })
      .where(eq(navMenuItems.id, menu[0]!.id));
    // Unheard, the replica still serves what it had.
    expect(await page('/en/details/midjourney')).toMatchObject({ cache: 'HIT' });
    expect((await getProductDetail({ database, bus }, 'midjourney', 'en')).tagline).not.toBe('Paints wallabies');
    expect(await found('wallaby')).toEqual([]);

    await cutBus();
    await expect.poll(() => found('wallaby'), { timeout: 10_000, interval: 100 }).toEqual(['midjourney']);
    const after = await page('/en/details/midjourney');
    expect(after.cache).toBe('MISS');
    expect(after.html).toContain('Paints wallabies');
    expect((await getNavMenu({ database, bus }, 2, 'en'))[0]!.menuName).toBe('Renamed in the gap');
    const logged = lines.map((l) => JSON.parse(l) as { msg: string; bus?: string });
    expect(logged.some((l) => l.msg.startsWith('change bus reconnected') && l.bus === kind)).toBe(true);
    expect(logged.some((l) => l.msg === 'product search caught up after the change bus reconnected')).toBe(true);
  });
});
