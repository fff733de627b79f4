import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testApp } from '../../../tests/fixtures/app';
import { FIXTURE_PUBLISHED, seedFixtureCatalogue } from '../../../tests/fixtures/catalogue';
import { dbTargets } from '../../../tests/fixtures/db';
import type { Database } from '../../../server/db/client';
import { products } from '../../../server/db/schema';
import { createLocalBus, type ChangeBus } from '../../../server/events/change-bus';
import { createChangeBusFor } from '../../../server/events/create-change-bus';
import { productOgVersion } from './catalogue.og';
import { ZProductInput } from './catalogue.schema';
import { createApp } from '../../../server/app';
import { parseEnv } from '../../../server/env';
import { languageSitemapXml } from '../seo/seo.server';
import { publicConfig } from '../../../server/env';
import {
  CATALOGUE_TOPIC,
  PRODUCTS_TOPIC,
  productSearchDocs,
  productSearchFor,
  productTopic,
  publishProductChanges,
} from './catalogue.search.server';
import { catalogueSitemapEntries, getProductDetail, listProducts } from './catalogue.server';
import { hideProduct, writeProducts } from './catalogue.write.server';

const targets = await dbTargets();

describe.each(targets)('catalogue API on $name', (target) => {
  let database: Database;
  let bus: ChangeBus;
  let app: ReturnType<typeof testApp>;

  beforeAll(async () => {
    database = await target.open();
    const report = await seedFixtureCatalogue(database.db);
    expect(report.rejected).toEqual([]);
    bus = createLocalBus();
    app = testApp(database, {}, bus);
  });
  afterAll(async () => {
    await bus?.close();
    await database?.close();
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await app.request(path, { headers });
    return { status: res.status, body: (await res.json()) as any, headers: res.headers };
  };
  const search = async (query: string) => get(`/api/products/search?${query}`);
  const slugs = (body: any) => body.data.items.map((i: any) => i.slug);

  describe('search', () => {
    it('finds two-character Chinese words (视频, 写作) and labels results in the caller language', async () => {
      const video = await search(`q=${encodeURIComponent('视频')}`);
      expect(video.status).toBe(200);
      expect(video.body.code).toBe(0);
      expect(slugs(video.body)).toEqual(['kling', 'runway']);
      expect(video.body.data.items[0].name).toBe('可灵');
      const en = await search(`q=${encodeURIComponent('视频')}&langType=en`);
      expect(en.body.data.items[0]).toMatchObject({
        name: 'Kling',
        category: { slug: 'video-generation', name: 'AI Video Generation' },
      });

      // 写作 names the writing category: its products first, most popular first (Jasper 60 before 笔灵 40, whose
      // name holds the word), then the products that only mention it (ChatGPT, Claude).
      const writing = await search(`q=${encodeURIComponent('写作')}`);
      expect(slugs(writing.body)).toEqual(expect.arrayContaining(['biling', 'chatgpt', 'claude', 'jasper']));
      expect(slugs(writing.body).slice(0, 2)).toEqual(['jasper', 'biling']);
    });

    it('finds Japanese text (画像) and Traditional Chinese derived from Simplified (影片)', async () => {
      const ja = await search(`q=${encodeURIComponent('画像')}&langType=jp`);
      expect(slugs(ja.body)).toEqual(expect.arrayContaining(['midjourney', 'oekaki-ai']));
      expect(ja.body.data.items.find((i: any) => i.slug === 'oekaki-ai').name).toBe('お絵描きAI');
      const tw = await search(`q=${encodeURIComponent('影片生成')}&langType=zh_tw`);
      expect(slugs(tw.body)[0]).toBe('kling');
      expect(tw.body.data.items[0].tagline).toContain('影片');
    });

    it('matches English words, a prefix of the last word and one typo; ranks by relevance then popularity', async () => {
      for (const q of ['chatbot', 'chatb', 'chatbto', 'CHATBOT']) {
        const { body } = await search(`q=${q}&langType=en`);
        expect(slugs(body).slice(0, 2), q).toEqual(['chatgpt', 'claude']);
        expect(slugs(body)).not.toContain('retired-bot');
      }
      const { body } = await search('q=translaton&langType=en');
      expect(slugs(body)[0]).toBe('deepl');
    });

    it('counts facets over the matches and filters by them', async () => {
      const all = await search('langType=en');
      expect(all.body.data.total).toBe(FIXTURE_PUBLISHED);
      const categories = Object.fromEntries(
        all.body.data.facets.category.map((f: any) => [f.value, f.count]),
      );
      expect(categories).toEqual({
        chatbots: 2,
        writing: 2,
        'image-generation': 2,
        'video-generation': 2,
        'developer-tools': 2,
        translation: 1,
      });
      expect(all.body.data.facets.type).toEqual([
        { value: 'commercial', name: 'Commercial', count: 9 },
        { value: 'open_source', name: 'Open source', count: 2 },
      ]);
      expect(all.body.data.facets.language.map((f: any) => f.value)).toEqual(['en', 'zh', 'ja']);
      expect(all.body.data.facets.pricing.find((f: any) => f.value === 'freemium').count).toBe(5);

      const open = await search('type=open_source');
      expect(open.body.data.total).toBe(2);
      expect(slugs(open.body)).toEqual(['ollama', 'open-webui']);
      // The type facet still offers the other value; the category facet counts only open-source matches.
      expect(open.body.data.facets.type.map((f: any) => f.value)).toEqual(['commercial', 'open_source']);
      expect(open.body.data.facets.category).toEqual([
        { value: 'developer-tools', name: '开发者工具', count: 2 },
      ]);

      const ai = await search('q=ai&category=video-generation');
      expect(slugs(ai.body)).toEqual(['kling', 'runway']);
      expect((await search('category=no-such-category')).body.data.total).toBe(0);
    });

    it('pages without gaps or repeats and clamps page and page size', async () => {
      const seen: string[] = [];
      for (let page = 1; page <= 6; page++)
        seen.push(...slugs((await search(`pageSize=2&page=${page}`)).body));
      expect(seen).toHaveLength(FIXTURE_PUBLISHED);
      expect(new Set(seen).size).toBe(FIXTURE_PUBLISHED);

      const big = await search('pageSize=100000');
      expect(big.status).toBe(200);
      expect(big.body.data).toMatchObject({ page: 1, pageSize: 100, total: FIXTURE_PUBLISHED });
      const negative = await search('page=-1&pageSize=0');
      expect(negative.body.data).toMatchObject({ page: 1, pageSize: 1 });
      expect(negative.body.data.items).toHaveLength(1);
      const far = await search('page=400&pageSize=100');
      expect(far.body.data).toMatchObject({ total: FIXTURE_PUBLISHED, items: [] });
    });

    it('answers bad input with a clear error or a normal result, never a 500', async () => {
      const long = await search(`q=${'a'.repeat(2000)}&langType=en`);
      expect(long.status).toBe(400);
      expect(long.body.code).toBe(400);
      expect(long.body.msg).toBe('Invalid request: q must be at most 200 characters');

      const injection = await search(`q=${encodeURIComponent("'; drop table products; --")}`);
      expect(injection.status).toBe(200);
      expect(injection.body.code).toBe(0);
      const [count] = await database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(products);
      expect(count!.n).toBe(FIXTURE_PUBLISHED + 1);

      const html = await search(`q=${encodeURIComponent('<script>alert(1)</script>')}`);
      expect(html.status).toBe(200);
      expect(html.body.data.total).toBe(0);

      for (const query of [
        'page=abc',
        'pageSize=1.5',
        `category=${encodeURIComponent('<b>')}`,
        'type=closed',
        'q[]=x&q[]=y',
      ]) {
        const res = await search(query);
        expect(res.status, query).toBeLessThan(500);
        if (res.status !== 200) expect(res.body.code, query).toBe(400);
      }
      for (const raw of [
        'q=%E0%A4%A',
        'q=%ff%fe%00',
        'q=%ED%A0%80',
        `q=${encodeURIComponent('\u0000 𝒜 ❤️ ％ ')}`,
      ]) {
        const res = await search(raw);
        expect(res.status, raw).toBe(200);
        expect(res.body.code, raw).toBe(0);
      }
    });

    it('suggests products as you type', async () => {
      const { body } = await get('/api/products/suggest?q=cha&langType=en');
      expect(body.data.slice(0, 2)).toEqual([
        { id: expect.any(Number), slug: 'chatgpt', name: 'ChatGPT' },
        { id: expect.any(Number), slug: 'claude', name: 'Claude' },
      ]);
      expect((await get(`/api/products/suggest?q=${encodeURIComponent('可')}`)).body.data[0].slug).toBe(
        'kling',
      );
      expect((await get('/api/products/suggest?q=')).body.data).toEqual([]);
      expect((await get(`/api/products/suggest?q=${'x'.repeat(500)}`)).status).toBe(400);
    });
  });

  describe('lists and details', () => {
    it('lists categories with counts and tags, localised', async () => {
      const { body } = await get('/api/products/categories?langType=jp');
      expect(body.data[0]).toMatchObject({ slug: 'chatbots', name: 'AIチャットボット', count: 2 });
      const all = await get('/api/products/tags?langType=en&limit=3');
      expect(all.body.data.map((t: any) => [t.slug, t.name, t.count])).toEqual([
        ['writing-assistant', 'Writing', 4],
        ['chatbot', 'Chatbot', 3],
        ['ai-painting', 'AI art', 2],
      ]);
      const tags = await get('/api/products/tags?category=developer-tools&langType=en');
      expect(tags.body.data.map((t: any) => [t.slug, t.count])).toEqual([
        ['local-llm', 2],
        ['chatbot', 1],
      ]);
    });

    it('lists products by filters and sort', async () => {
      const { body } = await get('/api/products?category=chatbots');
      expect(body.data).toMatchObject({ total: 2, page: 1, pageSize: 20 });
      expect(slugs(body)).toEqual(['chatgpt', 'claude']);
      expect((await get('/api/products?tag=ai-video&sort=visits')).body.data.total).toBe(2);
      const newest = (await get('/api/products?sort=new&pageSize=100')).body.data.items.map((i: any) => i.id);
      expect(newest).toEqual([...newest].sort((a, b) => b - a));
      expect(
        (await get('/api/products?recommendation=cn_pick')).body.data.items.map((i: any) => i.slug).sort(),
      ).toEqual(['biling', 'kling']);
      expect((await get('/api/products?page=99')).body.data).toMatchObject({
        total: FIXTURE_PUBLISHED,
        items: [],
      });
    });

    it('shows one product with traffic, domain, alternatives and sanitised text', async () => {
      const { status, body } = await get('/api/products/chatgpt?langType=en');
      expect(status).toBe(200);
      const p = body.data;
      expect(p).toMatchObject({
        slug: 'chatgpt',
        name: 'ChatGPT',
        type: 'commercial',
        certified: true,
        company: 'OpenAI',
        launched: 2022,
      });
      expect(p.description).toBe('A conversational assistant. It can search the web.');
      expect((await get('/api/products/chatgpt')).body.data.description).toBe(
        '对话式AI助手。 支持 联网搜索。',
      );
      expect(p.traffic).toMatchObject({ isSample: true, month: expect.stringMatching(/^\d{4}-\d{2}$/) });
      expect(p.traffic.history).toHaveLength(12);
      expect(p.traffic.history.at(-1).visits).toBe(p.traffic.monthlyVisits);
      const shares = Object.values(p.traffic.sources as Record<string, number>).reduce((a, b) => a + b, 0);
      expect(shares).toBeCloseTo(1, 2);
      expect(p.traffic.rank).toBe(1);
      expect(p.domain).toMatchObject({ domain: 'chatgpt.com', isSample: true });
      expect(p.domain.ageDays).toBeGreaterThan(300);
      expect(p.alternatives.map((a: any) => a.slug)[0]).toBe('claude');
      expect(p.alternatives.map((a: any) => a.slug)).not.toContain('retired-bot');

      const byId = await get(`/api/products/${p.id}`);
      expect(byId.body.data.slug).toBe('chatgpt');
      const ollama = await get('/api/products/ollama');
      expect(ollama.body.data).toMatchObject({
        repository: 'https://github.com/ollama/ollama',
        licence: 'MIT',
      });
      expect(ollama.body.data.similarOpenSource.map((a: any) => a.slug)).toEqual(['open-webui']);
      const tw = await get('/api/products/kling?langType=zh_tw');
      expect(tw.body.data.tagline).toBe('快手推出的AI影片生成工具，文字和圖片一鍵生成影片');
    });

    it('draws a 1200×630 Open Graph image per product, versioned by its update time', async () => {
      const detail = (await get('/api/products/kling')).body.data;
      const res = await app.request(`/og/product/${detail.id}.png?v=${productOgVersion(detail.updatedAt)}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toContain('immutable');
      const png = Buffer.from(await res.arrayBuffer());
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      expect((await app.request(`/og/product/${detail.id}.png?v=old`)).headers.get('cache-control')).not.toContain('immutable');
      const hidden = (await get('/api/products/retired-bot')).status;
      expect(hidden).toBe(404);
      expect((await app.request('/og/product/999999.png')).status).toBe(404);
      expect((await app.request('/og/product/..%2f..%2fetc.png')).status).toBe(404);
    }, 30_000);

    it('answers 404 for unknown, hidden and out-of-range products', async () => {
      for (const key of ['no-such-product', 'retired-bot', '99999999999', '0']) {
        const { status, body } = await get(`/api/products/${key}`);
        expect(status, key).toBe(404);
        expect(body.code).toBe(404);
      }
      expect((await get(`/api/products/${encodeURIComponent('<script>')}`)).status).toBe(400);
    });
  });

  describe('likes', () => {
    const like = async (key: string, headers: Record<string, string>) => {
      const res = await app.request(`/api/products/${key}/like`, { method: 'POST', headers });
      return {
        status: res.status,
        body: (await res.json()) as any,
        cookie: res.headers.get('set-cookie')?.split(';')[0],
      };
    };

    it('tells a visitor whether they liked a product', async () => {
      const headers = { 'user-agent': 'state-reader' };
      const before = await app.request('/api/products/claude/like', { headers });
      expect(((await before.json()) as any).data).toMatchObject({ liked: false });
      const cookie = before.headers.get('set-cookie')!.split(';')[0]!;
      const liked = await like('claude', { ...headers, cookie });
      const after = await app.request('/api/products/claude/like', { headers: { ...headers, cookie } });
      expect(((await after.json()) as any).data).toEqual({ likes: liked.body.data.likes, liked: true, counted: false });
      expect((await app.request('/api/products/nope/like')).status).toBe(404);
    });

    it('counts one like per visitor', async () => {
      const first = await like('deepl', { 'user-agent': 'liker-a' });
      expect(first.body.data).toEqual({ likes: 1, liked: true, counted: true });
      const again = await like('deepl', { 'user-agent': 'liker-a', cookie: first.cookie! });
      expect(again.body.data).toEqual({ likes: 1, liked: true, counted: false });
      const other = await like('deepl', { 'user-agent': 'liker-b' });
      expect(other.body.data).toEqual({ likes: 2, liked: true, counted: true });
      expect((await get('/api/products/deepl')).body.data.likes).toBe(2);
    });

    it('stays at one like under parallel requests of one visitor, and 404s for unknown products', async () => {
      const results = await Promise.all(
        Array.from({ length: 12 }, () => like('jasper', { 'user-agent': 'same-liker' })),
      );
      expect(results.every((r) => r.status === 200)).toBe(true);
      expect(results.filter((r) => r.body.data.counted)).toHaveLength(1);
      expect((await like('nope', {})).status).toBe(404);
    });
  });

  describe('index kept in step with writes', () => {
    it('keeps one index per process when this module is loaded twice (server bundle and page build)', async () => {
      const first = productSearchFor({ database, bus });
      vi.resetModules();
      const copy = await import('./catalogue.search.server');
      expect(copy.productSearchFor).not.toBe(productSearchFor);
      expect(copy.productSearchFor({ database, bus })).toBe(first);
    });

    it('reads every published product page by page, with its tags in order, letting requests in between pages', async () => {
      const pageSize = 2;
      // Turns of the event loop while the documents are read: requests are served in such turns.
      let turns = 0;
      let ticking = true;
      const tick = () => {
        turns++;
        if (ticking) setImmediate(tick);
      };
      setImmediate(tick);
      const docs = [];
      try {
        for await (const doc of productSearchDocs(database.db, pageSize)) docs.push(doc);
      } finally {
        ticking = false;
      }
      expect(docs).toHaveLength(FIXTURE_PUBLISHED);
      const ids = docs.map((d) => d.id);
      expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
      expect(turns).toBeGreaterThanOrEqual(Math.floor(FIXTURE_PUBLISHED / pageSize));
      const links = (await database.db.execute(sql`
        select pt.product_id as id, t.slug from product_tags pt join tags t on t.id = pt.tag_id
        join products p on p.id = pt.product_id where p.status = 'published' order by pt.product_id, pt.sort`)) as unknown as {
        rows: { id: number; slug: string }[];
      };
      expect(links.rows.length).toBeGreaterThan(0);
      const expected = new Map<number, string[]>();
      for (const { id, slug } of links.rows) expected.set(id, [...(expected.get(id) ?? []), slug]);
      for (const doc of docs) expect(doc.facets.tag).toEqual(expected.get(doc.id) ?? []);
    });

    it('answers a search made right after a change event from the changed index', async () => {
      // The event also drops cached result pages; their re-render must not be built from the index before the change.
      expect((await search('q=numbat')).body.data.total).toBe(0);
      const [row] = await database.db
        .update(products)
        .set({ tagline: { en: 'Now with a numbat' }, updatedAt: sql`now()` })
        .where(eq(products.slug, 'runway'))
        .returning({ id: products.id });
      await publishProductChanges(bus, [row!.id]);
      expect(slugs((await search('q=numbat')).body)).toEqual(['runway']);
    });

    it('shows a product changed on any replica in the next search results, though result cards are reused', async () => {
      const cardOf = async () =>
        (await search('q=runway&langType=en')).body.data.items.find((i: any) => i.slug === 'runway');
      expect((await cardOf()).name).toBe('Runway');
      const [original] = await database.db.select({ name: products.name }).from(products).where(eq(products.slug, 'runway'));
      const [row] = await database.db
        .update(products)
        .set({ name: { zh: 'Runway 新版', en: 'Runway Next', tw: 'Runway 新版', ja: 'Runway Next' }, updatedAt: sql`now()` })
        .where(eq(products.slug, 'runway'))
        .returning({ id: products.id });
      // Without a change event the reused card is still shown: the event is what refreshes it.
      expect((await cardOf()).name).toBe('Runway');
      await publishProductChanges(bus, [row!.id]);
      expect((await cardOf()).name).toBe('Runway Next');
      await database.db.update(products).set({ name: original!.name }).where(eq(products.id, row!.id));
      await publishProductChanges(bus, [row!.id]);
    });

    it.runIf(target.name === 'postgres')(
      'stops waiting for a catch-up that cannot finish within 2 s, and searches the index as it is',
      async () => {
        const productSearch = productSearchFor({ database, bus });
        await productSearch.upToDate();
        // Another session holds the tags table, so the catch-up the event starts waits on its lock.
        const locker = await database.pool!.connect();
        try {
          await locker.query('begin');
          await locker.query('lock table tags in access exclusive mode');
          await bus.publish(CATALOGUE_TOPIC);
          const started = performance.now();
          await productSearch.upToDate();
          // It returned while the lock is still held, so it stopped waiting; a timer never fires early.
          expect(performance.now() - started).toBeGreaterThan(1_500);
          const found = await productSearch.index.search({ q: 'runway' });
          expect(found.total).toBeGreaterThan(0);
        } finally {
          await locker.query('rollback');
          locker.release();
        }
        await productSearch.upToDate();
      },
    );

    it('finds an imported product after the change event, and loses a hidden one', async () => {
      const before = await search('q=zzyzx');
      expect(before.body.data.total).toBe(0);
      const report = await writeProducts(database.db, [
        {
          row: 1,
          product: ZProductInput.parse({
            slug: 'zzyzx-studio',
            name: 'Zzyzx Studio',
            url: 'https://zzyzx.example.com/',
            category: 'video-generation',
            tags: ['ai-video'],
            type: 'commercial',
            pricing: 'free',
            contentLanguage: 'en',
            popularity: 20,
            tagline: { zh: '新的视频工具', en: 'A new video tool' },
          }),
        },
      ]);
      expect(report).toMatchObject({ inserted: 1, rejected: [] });
      await bus.publish(CATALOGUE_TOPIC);
      await productSearchFor({ database, bus }).refresh();
      expect(slugs((await search('q=zzyzx')).body)).toEqual(['zzyzx-studio']);
      expect(slugs((await search(`q=${encodeURIComponent('视频')}`)).body)).toContain('zzyzx-studio');

      await database.db
        .update(products)
        .set({ tagline: { en: 'Now a quokka generator' }, updatedAt: sql`now()` })
        .where(eq(products.slug, 'zzyzx-studio'));
      await bus.publish(CATALOGUE_TOPIC);
      await productSearchFor({ database, bus }).refresh();
      expect(slugs((await search('q=quokka')).body)).toEqual(['zzyzx-studio']);

      expect(await hideProduct(database.db, 'zzyzx-studio')).toBe(true);
      await bus.publish(CATALOGUE_TOPIC);
      await productSearchFor({ database, bus }).refresh();
      expect((await search('q=zzyzx')).body.data.total).toBe(0);
      expect((await search('')).body.data.total).toBe(FIXTURE_PUBLISHED);
    });

    it('reads again only the products whose stamp moved, however many were written lately', async () => {
      const productSearch = productSearchFor({ database, bus });
      await productSearch.refresh();
      await database.db
        .update(products)
        .set({ tagline: { en: 'Now a zebrafinch atlas' }, updatedAt: sql`now()` })
        .where(eq(products.slug, 'kling'));
      await productSearch.refresh();
      // The whole fixture catalogue was written within the re-read margin; one row changed.
      expect(productSearch.lastCatchUp.window).toBeGreaterThan(FIXTURE_PUBLISHED);
      expect(productSearch.lastCatchUp.reread).toBe(1);
      expect(slugs((await search('q=zebrafinch')).body)).toEqual(['kling']);
    });

    it.runIf(target.name === 'postgres')(
      'reaches the index of another replica through LISTEN/NOTIFY',
      async () => {
        const logger = pino({ level: 'silent' });
        const busA = await createChangeBusFor({ REDIS_URL: undefined }, { database, logger });
        const busB = await createChangeBusFor({ REDIS_URL: undefined }, { database, logger });
        const replicaB = testApp(database, {}, busB);
        try {
          const find = async () =>
            ((await (await replicaB.request('/api/products/search?q=wombat')).json()) as any).data.total;
          expect(await find()).toBe(0);
          await writeProducts(database.db, [
            {
              row: 1,
              product: ZProductInput.parse({
                slug: 'wombat-writer',
                name: 'Wombat Writer',
                url: 'https://wombat.example.com/',
                category: 'writing',
                tags: [],
                type: 'commercial',
                pricing: 'paid',
                contentLanguage: 'en',
                tagline: { en: 'Writes like a wombat' },
              }),
            },
          ]);
          await busA.publish(CATALOGUE_TOPIC);
          await expect.poll(find, { timeout: 5000, interval: 50 }).toBe(1);
        } finally {
          await busA.close();
          await busB.close();
        }
      },
    );
  });
  describe('cached pages and sitemaps follow writes', () => {
    const edit = (slug: string, en: string) =>
      database.db.update(products).set({ tagline: { en }, updatedAt: sql`now()` }).where(eq(products.slug, slug)).returning({ id: products.id });

    it('refreshes an edited product page and the lists, and leaves other pages cached', async () => {
      const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_URL: 'https://atlas.example' });
      // A page handler that reads what the real loaders read and tags the render the same way.
      const pageApp = createApp(
        { env, logger: pino({ level: 'silent' }), database, bus },
        {
          pageHandler: async (request, context) => {
            const tags = context.cacheTags as Set<string> | undefined;
            const slug = /\/details\/([a-z0-9-]+)/.exec(new URL(request.url).pathname)?.[1];
            if (slug) {
              const product = await getProductDetail({ database, bus }, slug, 'en');
              tags?.add(productTopic(product.id)).add(PRODUCTS_TOPIC);
              return new Response(`<p>${product.tagline}</p>`, { headers: { 'Content-Type': 'text/html' } });
            }
            tags?.add(CATALOGUE_TOPIC);
            const list = await listProducts(database.db, { sort: 'popular', page: 1, pageSize: 50 }, 'en');
            return new Response(`<ul>${list.items.map((i) => `<li>${i.tagline}</li>`).join('')}</ul>`, {
              headers: { 'Content-Type': 'text/html' },
            });
          },
        },
      );
      const page = async (path: string) => {
        const res = await pageApp.request(path);
        return { cache: res.headers.get('x-cache'), html: await res.text() };
      };
      expect((await page('/en/details/midjourney')).cache).toBe('MISS');
      expect((await page('/en/details/runway')).cache).toBe('MISS');
      expect((await page('/en/discover')).cache).toBe('MISS');
      expect((await page('/en/details/midjourney')).cache).toBe('HIT');

      const [row] = await edit('midjourney', 'Paints the wombat of your dreams');
      await publishProductChanges(bus, [row!.id]);
      const edited = await page('/en/details/midjourney');
      expect(edited).toMatchObject({ cache: 'MISS' });
      expect(edited.html).toContain('Paints the wombat of your dreams');
      expect((await page('/en/discover')).html).toContain('Paints the wombat of your dreams');
      expect((await page('/en/details/runway')).cache).toBe('HIT');
    });

    it('keeps the data of a product page between renders and drops it on the change event of that product', async () => {
      const deps = { database, bus };
      const first = await getProductDetail(deps, 'runway', 'en');
      expect(await getProductDetail(deps, 'runway', 'en')).toBe(first);
      // An id in any spelling is the same entry.
      expect(await getProductDetail(deps, `00${first.id}`, 'en')).toBe(await getProductDetail(deps, String(first.id), 'en'));
      const zh = await getProductDetail(deps, 'runway', 'zh');
      const [row] = await edit('runway', 'Edits the wombat of your dreams');
      // Written but not announced, or another area's event: still the data read before.
      expect((await getProductDetail(deps, 'runway', 'en')).tagline).toBe(first.tagline);
      await bus.publish('navigation');
      expect(await getProductDetail(deps, 'runway', 'en')).toBe(first);
      // The product's own topic is enough (it is published before 'catalogue'), and the other languages go too.
      await bus.publish(productTopic(row!.id));
      expect((await getProductDetail(deps, 'runway', 'en')).tagline).toBe('Edits the wombat of your dreams');
      expect(await getProductDetail(deps, 'runway', 'zh')).not.toBe(zh);
      // The API answers from the same data.
      const api = await get('/api/products/runway?langType=en');
      expect(api.body.data.tagline).toBe('Edits the wombat of your dreams');
      await expect(getProductDetail(deps, 'no-such-product', 'en')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    it('lists every published product, category and tag in each language sitemap', async () => {
      const entries = await catalogueSitemapEntries(database.db);
      const paths = entries.map((e) => e.path);
      expect(paths).toContain('/details/chatgpt');
      expect(paths).toContain('/class/video-generation');
      expect(paths).toContain('/tag/ai-video');
      expect(paths).not.toContain('/details/retired-bot');
      const [published] = await database.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(products)
        .where(eq(products.status, 'published'));
      expect(paths.filter((p) => p.startsWith('/details/'))).toHaveLength(published!.n);

      const config = publicConfig(parseEnv({ NODE_ENV: 'test', APP_URL: 'https://atlas.example' }));
      const deps = { env: parseEnv({ NODE_ENV: 'test' }), logger: pino({ level: 'silent' }), database, bus };
      const ja = await languageSitemapXml(deps, config, 'ja');
      expect(ja).toContain('<loc>https://atlas.example/ja/details/chatgpt</loc>');
      expect(ja).toContain('hreflang="zh-TW" href="https://atlas.example/tw/details/chatgpt"');
      expect(await languageSitemapXml(deps, config, 'ja')).toBe(ja);
      await writeProducts(database.db, [
        {
          row: 1,
          product: ZProductInput.parse({
            slug: 'sitemap-newcomer',
            name: 'Sitemap Newcomer',
            url: 'https://newcomer.example.com/',
            category: 'writing',
            tags: [],
            type: 'commercial',
            pricing: 'free',
            contentLanguage: 'en',
            tagline: { en: 'New here' },
          }),
        },
      ]);
      await bus.publish(CATALOGUE_TOPIC);
      expect(await languageSitemapXml(deps, config, 'ja')).toContain('/ja/details/sitemap-newcomer</loc>');
    });
  });
});
